import { onRomanianClock } from '@/shared/romanianClock';
import { afterRomanianToday, futureDayProblem } from './cashDates';

describe('the day of a cash document', () => {
  const today = onRomanianClock();

  it('disables in the pickers only the days after today in Romania', () => {
    expect(afterRomanianToday(today.add(1, 'day').startOf('day'))).toBe(true);
    expect(afterRomanianToday(today.endOf('day'))).toBe(false);
    expect(afterRomanianToday(today.subtract(30, 'day'))).toBe(false);
  });

  it('says why a later day is refused, as the server does', () => {
    expect(futureDayProblem(today.add(1, 'day'))).toBe('Data nu poate fi după ziua de azi.');
    expect(futureDayProblem(today.add(1, 'day').format('YYYY-MM-DD'))).toBe('Data nu poate fi după ziua de azi.');
    expect(futureDayProblem(today)).toBeNull();
    expect(futureDayProblem(null)).toBeNull();
  });
});
