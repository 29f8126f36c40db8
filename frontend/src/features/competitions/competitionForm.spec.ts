import dayjs from 'dayjs';
import {
  emptyCompetition,
  toCompetitionInput,
  validateCompetition,
  type CompetitionFormValues,
} from './competitionForm';

const start = dayjs('2026-06-06T07:00:00');
const end = dayjs('2026-06-07T13:00:00');

const valid = (): CompetitionFormValues => ({
  name: ' Cupa Bălții ',
  water_id: 3,
  starts_at: start,
  ends_at: end,
  rounds: [{ range: [start, start.add(12, 'hour')] }, { range: [start.add(12, 'hour'), end] }],
  team_size: 2,
  entry_fee: 250,
  fish_ids: [1, 2],
  min_weight_kg: 1.5,
  fish_count: 5,
  short_rule: 'max',
  sectors: [
    { name: 'A', stand_ids: [1, 2] },
    { name: 'B', stand_ids: [3, 4] },
  ],
});

describe('validateCompetition', () => {
  it('accepts a complete competition', () => {
    expect(validateCompetition(valid())).toEqual({});
  });

  it('wants a name, a water, the species and a team of 1 to 4', () => {
    const p = validateCompetition({ ...valid(), name: '  ', water_id: undefined, fish_ids: [], team_size: 5 });
    expect(p.name).toBe('Scrie numele concursului.');
    expect(p.water_id).toBe('Alege apa.');
    expect(p.fish_ids).toBe('Alege cel puțin o specie punctată.');
    expect(p.team_size).toBe('O echipă are între 1 și 4 pescari.');
  });

  it('wants the end after the start and the rounds inside, one after another', () => {
    expect(validateCompetition({ ...valid(), ends_at: start }).ends_at).toBe('Sfârșitul trebuie să fie după început.');
    expect(validateCompetition({ ...valid(), rounds: [] }).rounds).toBe('Adaugă cel puțin o manșă.');
    expect(validateCompetition({ ...valid(), rounds: [{ range: [start.subtract(1, 'hour'), end] }] }).rounds).toBe(
      'Manșele sunt în intervalul concursului.',
    );
    expect(
      validateCompetition({
        ...valid(),
        rounds: [{ range: [start, start.add(13, 'hour')] }, { range: [start.add(12, 'hour'), end] }],
      }).rounds,
    ).toBe('Manșele urmează una după alta, fără să se suprapună.');
  });

  it('leaves the fish count optional but bounded', () => {
    expect(validateCompetition({ ...valid(), fish_count: null })).toEqual({});
    expect(validateCompetition({ ...valid(), fish_count: 0 }).fish_count).toBeDefined();
  });

  it('wants named sectors, each with stands, and a stand in one sector only', () => {
    expect(validateCompetition({ ...valid(), sectors: [] }).sectors).toBe('Adaugă cel puțin un sector.');
    expect(validateCompetition({ ...valid(), sectors: [{ name: '', stand_ids: [1] }] }).sectors).toBe(
      'Fiecare sector are un nume.',
    );
    expect(
      validateCompetition({
        ...valid(),
        sectors: [
          { name: 'A', stand_ids: [1] },
          { name: 'a', stand_ids: [2] },
        ],
      }).sectors,
    ).toBe('Două sectoare nu pot avea același nume.');
    expect(validateCompetition({ ...valid(), sectors: [{ name: 'A', stand_ids: [] }] }).sectors).toBe(
      'Fiecare sector are cel puțin un stand.',
    );
    expect(
      validateCompetition({
        ...valid(),
        sectors: [
          { name: 'A', stand_ids: [1, 2] },
          { name: 'B', stand_ids: [2] },
        ],
      }).sectors,
    ).toBe('Un stand face parte dintr-un singur sector.');
  });
});

describe('toCompetitionInput', () => {
  it('writes the API body: ISO instants, decimals as strings, trimmed names', () => {
    const body = toCompetitionInput(valid());
    expect(body).toMatchObject({
      name: 'Cupa Bălții',
      water_id: 3,
      starts_at: start.toISOString(),
      ends_at: end.toISOString(),
      team_size: 2,
      entry_fee: '250.00',
      min_weight_kg: '1.500',
      fish_count: 5,
      short_rule: 'max',
      fish_ids: [1, 2],
    });
    expect(body.rounds).toHaveLength(2);
    expect(body.rounds[1]).toEqual({ starts_at: start.add(12, 'hour').toISOString(), ends_at: end.toISOString() });
    expect(body.sectors).toEqual([
      { name: 'A', stand_ids: [1, 2] },
      { name: 'B', stand_ids: [3, 4] },
    ]);
  });

  it('sends no fish count when it is left empty', () => {
    expect(toCompetitionInput({ ...valid(), fish_count: null }).fish_count).toBeNull();
  });
});

describe('emptyCompetition', () => {
  it('starts on the next Saturday at 07:00 with one round over the whole competition', () => {
    const v = emptyCompetition(dayjs('2026-06-03T10:00:00')); // a Wednesday
    expect(v.starts_at!.format('YYYY-MM-DD HH:mm')).toBe('2026-06-06 07:00');
    expect(v.ends_at!.format('YYYY-MM-DD HH:mm')).toBe('2026-06-07 13:00');
    expect(v.rounds).toHaveLength(1);
    expect(
      validateCompetition({
        ...v,
        name: 'X',
        water_id: 1,
        entry_fee: 0,
        fish_ids: [1],
        sectors: [{ name: 'A', stand_ids: [1] }],
      }),
    ).toEqual({});
  });
});
