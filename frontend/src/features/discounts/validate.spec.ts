import { formatDiscountValue } from './api';
import { validateDiscount } from './validate';

describe('validateDiscount', () => {
  it('accepts a percent up to 100 and any positive fixed amount', () => {
    expect(validateDiscount({ name: 'Pensionari', type: 'percent', value: 100 })).toEqual({});
    expect(validateDiscount({ name: 'Copii', type: 'percent', value: '12.5' })).toEqual({});
    expect(validateDiscount({ name: 'Fidelitate', type: 'fixed', value: 250 })).toEqual({});
  });

  it('refuses a percent above 100 and zero values', () => {
    expect(validateDiscount({ name: 'X', type: 'percent', value: 101 }).value).toBe('Procentul este cel mult 100.');
    expect(validateDiscount({ name: 'X', type: 'percent', value: 0 }).value).toBeDefined();
    expect(validateDiscount({ name: 'X', type: 'fixed', value: 0 }).value).toBeDefined();
  });

  it('asks for name, type and value', () => {
    expect(Object.keys(validateDiscount({ name: '' })).sort()).toEqual(['name', 'type', 'value']);
  });

  it('allows at most two decimals', () => {
    expect(validateDiscount({ name: 'X', type: 'fixed', value: '1.234' }).value).toBe('Cel mult 2 zecimale.');
  });
});

describe('formatDiscountValue', () => {
  it('shows percents with % and fixed amounts in lei', () => {
    expect(formatDiscountValue({ type: 'percent', value: '10.00' })).toBe('10%');
    expect(formatDiscountValue({ type: 'percent', value: '12.50' })).toBe('12,5%');
    expect(formatDiscountValue({ type: 'fixed', value: '1234.5' })).toBe('1.234,50 lei');
  });
});
