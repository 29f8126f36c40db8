import { leiText } from '@app/common/money';
import { kgText, surplusDescription, surplusOf } from './surplus';

describe('surplus of kept fish', () => {
  it('charges nothing at the allowance', () => {
    expect(surplusOf(['3.000', '2.000'], '5.00', '20.00')).toEqual({
      kept_kg: '5.000',
      excess_kg: '0.000',
      amount: '0.00',
    });
  });

  it('charges nothing below the allowance', () => {
    expect(surplusOf(['1.250'], '5.00', '20.00')).toEqual({ kept_kg: '1.250', excess_kg: '0.000', amount: '0.00' });
  });

  it('charges the kilos above the allowance, with 3-decimal weights summed exactly', () => {
    // 0.1 + 0.2 in floating point is 0.30000000000000004: grams keep it exact.
    expect(surplusOf(['0.100', '0.200', '5.000'], '5.00', '10.00')).toEqual({
      kept_kg: '5.300',
      excess_kg: '0.300',
      amount: '3.00',
    });
  });

  it('rounds to the ban, half up', () => {
    // 1.235 kg × 12.50 lei = 15.4375 lei -> 15.44
    expect(surplusOf(['6.235'], '5', '12.50').amount).toBe('15.44');
    // 0.001 kg × 5.00 lei = 0.005 lei -> 0.01
    expect(surplusOf(['5.001'], '5', '5.00').amount).toBe('0.01');
  });

  it('with catch & release every kept gram is surplus; with no price nothing is charged', () => {
    expect(surplusOf(['2.500'], '0', '20').amount).toBe('50.00');
    expect(surplusOf(['9.000'], '5', '0').amount).toBe('0.00');
  });

  it('writes the chitanță description in Romanian', () => {
    expect(kgText('2.500')).toBe('2,5');
    expect(kgText('3.000')).toBe('3');
    expect(leiText('1234.5')).toBe('1.234,50');
    expect(leiText(-1234.5)).toBe('-1.234,50');
    expect(surplusDescription('2.345', '20.00')).toBe('Surplus captură reținută: 2,345 kg × 20,00 lei');
  });
});
