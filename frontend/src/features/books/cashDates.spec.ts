import dayjs from 'dayjs';
import { onRomanianClock } from '@/shared/romanianClock';
import { cashDayProblem, notACashDay, pastDayNote } from './cashDates';

describe('the day of a cash document', () => {
  const today = onRomanianClock();

  it('disables in the pickers the days after today in Romania and those before 2000', () => {
    expect(notACashDay(today.add(1, 'day').startOf('day'))).toBe(true);
    expect(notACashDay(today.endOf('day'))).toBe(false);
    expect(notACashDay(today.subtract(30, 'day'))).toBe(false);
    expect(notACashDay(dayjs('1999-12-31'))).toBe(true);
    expect(notACashDay(dayjs('2000-01-01'))).toBe(false);
  });

  it('says why a later or a much earlier day is refused, as the server does', () => {
    expect(cashDayProblem(today.add(1, 'day'))).toBe('Data nu poate fi după ziua de azi.');
    expect(cashDayProblem(today.add(1, 'day').format('YYYY-MM-DD'))).toBe('Data nu poate fi după ziua de azi.');
    expect(cashDayProblem('1026-11-29')).toBe('Data nu poate fi înainte de 01.01.2000.');
    expect(cashDayProblem(dayjs('1999-12-31'))).toBe('Data nu poate fi înainte de 01.01.2000.');
    expect(cashDayProblem(today)).toBeNull();
    expect(cashDayProblem(null)).toBeNull();
  });
});

describe("a past day's chitanță cancelled", () => {
  const now = new Date('2026-11-29T10:00:00Z');
  it("says the day's page and the balances after it change; nothing for today's", () => {
    expect(pastDayNote('2026-10-01', now)).toBe(
      ' Chitanța este din 01.10.2026: dacă ziua nu este închisă, anularea schimbă pagina ei din registrul de casă și soldurile de după ea.',
    );
    expect(pastDayNote('2026-11-29', now)).toBe('');
    // An instant late on 28 November in UTC is already the 29th in Romania.
    expect(pastDayNote('2026-11-28T22:30:00Z', now)).toBe('');
  });
});
