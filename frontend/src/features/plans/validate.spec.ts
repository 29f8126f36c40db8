import { validatePlan, type PlanFormValues } from './validate';

const valid: PlanFormValues = {
  name: 'Permis 24 ore',
  water_ids: [1],
  duration_value: 24,
  duration_unit: 'hours',
  price: 50,
  rods: 2,
  retention_kg: 0,
};

describe('validatePlan', () => {
  it('accepts a complete plan, catch & release included', () => {
    expect(validatePlan(valid)).toEqual({});
    expect(validatePlan({ ...valid, price: 0, rods: null, retention_kg: null })).toEqual({});
  });

  it('asks for name, at least one water, duration and price', () => {
    const problems = validatePlan({ name: '', water_ids: [] });
    expect(Object.keys(problems).sort()).toEqual(['duration_unit', 'duration_value', 'name', 'price', 'water_ids']);
    expect(problems.water_ids).toBe('Alege cel puțin o apă.');
  });

  it('keeps rods between 1 and 10 and the duration a whole number ≥ 1', () => {
    expect(validatePlan({ ...valid, rods: 11 }).rods).toBeDefined();
    expect(validatePlan({ ...valid, rods: 0 }).rods).toBeDefined();
    expect(validatePlan({ ...valid, duration_value: 0 }).duration_value).toBeDefined();
    expect(validatePlan({ ...valid, duration_value: 1.5 }).duration_value).toBeDefined();
  });

  it('refuses a negative price or one with more than 2 decimals', () => {
    expect(validatePlan({ ...valid, price: -1 }).price).toBeDefined();
    expect(validatePlan({ ...valid, price: '10.555' }).price).toBe('Cel mult 2 zecimale.');
  });
});
