import { actionsFor, registrationOpen, teamsOpen } from './status';

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
