import dayjs from 'dayjs';
import { onRomanianClock } from '@/shared/romanianClock';
import { validateExpense } from './validate';

describe('validateExpense', () => {
  it('accepts category, a positive amount and a date', () => {
    expect(validateExpense({ category: 'furaje', amount: 1234.56, spent_on: dayjs('2024-05-01') })).toEqual({});
    expect(validateExpense({ category: 'taxe', amount: '10', spent_on: '2024-05-01' })).toEqual({});
  });

  it('asks for category, amount and date', () => {
    expect(Object.keys(validateExpense({})).sort()).toEqual(['amount', 'category', 'spent_on']);
  });

  it('refuses zero, negative or over-precise amounts and an unknown category', () => {
    expect(validateExpense({ category: 'furaje', amount: 0, spent_on: '2024-05-01' }).amount).toBeDefined();
    expect(validateExpense({ category: 'furaje', amount: -5, spent_on: '2024-05-01' }).amount).toBeDefined();
    expect(validateExpense({ category: 'furaje', amount: 1.005, spent_on: '2024-05-01' }).amount).toBe(
      'Cel mult 2 zecimale.',
    );
    expect(validateExpense({ category: 'bere' as never, amount: 1, spent_on: '2024-05-01' }).category).toBe(
      'Alege categoria.',
    );
  });

  it('refuses an invalid date', () => {
    expect(validateExpense({ category: 'furaje', amount: 1, spent_on: dayjs('nope') }).spent_on).toBe('Dată invalidă.');
  });

  it('refuses a day after today in Romania, picked or typed; today is fine', () => {
    const today = onRomanianClock();
    const tomorrow = today.add(1, 'day');
    const v = { category: 'furaje' as const, amount: 1 };
    expect(validateExpense({ ...v, spent_on: tomorrow }).spent_on).toBe('Data nu poate fi după ziua de azi.');
    expect(validateExpense({ ...v, spent_on: tomorrow.format('YYYY-MM-DD') }).spent_on).toBe(
      'Data nu poate fi după ziua de azi.',
    );
    expect(validateExpense({ ...v, spent_on: today })).toEqual({});
  });
});
