import { actionsFor, daysOfCompetition, publicOrder, registrationOpen, teamsOpen } from './status';

describe('teamsOpen', () => {
  it('lets teams register, be confirmed and withdraw until the start, after the draw too', () => {
    expect(teamsOpen('draft')).toBe(true);
    expect(teamsOpen('registration')).toBe(true);
    expect(teamsOpen('drawn')).toBe(true);
    expect(teamsOpen('running')).toBe(false);
    expect(teamsOpen('finished')).toBe(false);
    expect(teamsOpen('cancelled')).toBe(false);
  });

  it('offers the edit until the start, all of the settings only before the draw', () => {
    for (const s of ['draft', 'registration', 'drawn', 'running', 'finished', 'cancelled'] as const)
      expect(actionsFor(s).includes('edit')).toBe(teamsOpen(s));
    expect(registrationOpen('registration')).toBe(true);
    expect(registrationOpen('drawn')).toBe(false);
  });
});

describe('the public list of competitions', () => {
  it('lists the running one first, then those to come soonest first, then the finished latest first', () => {
    const c = (id: number, status: 'running' | 'registration' | 'cancelled' | 'finished' | 'drawn', day: string) => ({
      id,
      status,
      starts_at: `${day}T05:00:00Z`,
    });
    const order = publicOrder([
      c(1, 'cancelled', '2026-12-19'),
      c(2, 'registration', '2026-12-05'),
      c(3, 'finished', '2026-10-01'),
      c(4, 'running', '2026-11-29'),
      c(5, 'finished', '2026-11-01'),
      c(6, 'drawn', '2026-12-01'),
    ]).map((x) => x.id);
    expect(order).toEqual([4, 6, 2, 1, 5, 3]);
  });

  it('writes a one-day competition with one date', () => {
    expect(daysOfCompetition('2026-12-19T05:00:00Z', '2026-12-19T15:00:00Z')).toBe('19.12.2026');
    expect(daysOfCompetition('2026-12-19T05:00:00Z', '2026-12-20T15:00:00Z')).toBe('19.12.2026 – 20.12.2026');
  });
});
