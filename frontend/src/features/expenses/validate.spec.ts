import dayjs from 'dayjs';
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
});
