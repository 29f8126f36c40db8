import dayjs from 'dayjs';
import { onRomanianClock } from '@/shared/romanianClock';
import { validateReceipt } from './validate';

describe('validateReceipt', () => {
  const ok = { client_id: 3, amount: 40, description: 'Contravaloare permis', issued_on: dayjs('2024-05-01') };

  it('accepts a client, a positive amount, a description and a date', () => {
    expect(validateReceipt(ok)).toEqual({});
  });

  it('asks for everything but the fiscal receipt number', () => {
    expect(Object.keys(validateReceipt({})).sort()).toEqual(['amount', 'client_id', 'description', 'issued_on']);
  });

  it('refuses zero, too precise or too large amounts', () => {
    expect(validateReceipt({ ...ok, amount: 0 }).amount).toBeDefined();
    expect(validateReceipt({ ...ok, amount: 1.005 }).amount).toBe('Cel mult 2 zecimale.');
    expect(validateReceipt({ ...ok, amount: 10_000_000 }).amount).toBeDefined();
  });

  it('refuses a day after today in Romania; today is fine', () => {
    const today = onRomanianClock();
    expect(validateReceipt({ ...ok, issued_on: today.add(1, 'day') }).issued_on).toBe(
      'Data nu poate fi după ziua de azi.',
    );
    expect(validateReceipt({ ...ok, issued_on: today })).toEqual({});
  });
});
