import { FISHES, ROLES, STATES } from './reference-data';

describe('reference data', () => {
  it('lists the 41 counties and București with unique official codes', () => {
    expect(STATES).toHaveLength(42);
    expect(new Set(STATES.map((s) => s.code)).size).toBe(42);
    expect(STATES.find((s) => s.code === 'B')?.name).toBe('București');
    expect(STATES.find((s) => s.code === 'VN')?.name).toBe('Vrancea');
  });

  it('writes ș and ț with the comma below, never the cedilla', () => {
    const text = JSON.stringify([STATES, FISHES, ROLES]);
    expect(text).not.toMatch(/[şţŞŢ]/);
    expect(text).toContain('Constanța');
    expect(text).toContain('știucă');
  });

  it('numbers the three roles 1 to 3', () => {
    expect(ROLES.map((r) => r.id)).toEqual([1, 2, 3]);
    expect(FISHES).toHaveLength(20);
  });
});
