import dayjs from 'dayjs';
import type { Competition } from './api';
import {
  competitionToForm,
  emptyCompetition,
  toCompetitionInput,
  validateCompetition,
  type CompetitionFormValues,
} from './competitionForm';
import { onAPhoneSetTo } from '@/shared/testing/phoneZone';

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
      // 07:00 and 13:00 on Romania's clock (UTC+3 in June).
      starts_at: '2026-06-06T04:00:00.000Z',
      ends_at: '2026-06-07T10:00:00.000Z',
      team_size: 2,
      entry_fee: '250.00',
      min_weight_kg: '1.500',
      fish_count: 5,
      short_rule: 'max',
      fish_ids: [1, 2],
    });
    expect(body.rounds).toHaveLength(2);
    expect(body.rounds[1]).toEqual({ starts_at: '2026-06-06T16:00:00.000Z', ends_at: '2026-06-07T10:00:00.000Z' });
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

describe("a competition's times on a phone set to UTC, across the night the clocks go back", () => {
  onAPhoneSetTo('UTC');
  // Saturday 24 October 2026 08:00 (UTC+3) to Sunday 13:00 (UTC+2), two rounds.
  const saved = {
    name: 'Cupa toamnei',
    water_id: 3,
    starts_at: '2026-10-24T05:00:00.000Z',
    ends_at: '2026-10-25T11:00:00.000Z',
    rounds: [
      { starts_at: '2026-10-24T05:00:00.000Z', ends_at: '2026-10-24T17:00:00.000Z' },
      { starts_at: '2026-10-24T17:00:00.000Z', ends_at: '2026-10-25T11:00:00.000Z' },
    ],
    team_size: 2,
    entry_fee: '0.00',
    fish_ids: [1],
    min_weight_kg: '0.000',
    fish_count: null,
    short_rule: 'mean',
    sectors: [],
  } as unknown as Competition;

  it("shows the lake's clock in the pickers", () => {
    const v = competitionToForm(saved);
    expect(v.starts_at!.format('DD.MM.YYYY HH:mm')).toBe('24.10.2026 08:00');
    expect(v.ends_at!.format('DD.MM.YYYY HH:mm')).toBe('25.10.2026 13:00');
    expect(v.rounds![1].range![0]!.format('DD.MM.YYYY HH:mm')).toBe('24.10.2026 20:00');
  });

  it("sends the times typed as the lake's clock, and what was saved unchanged", () => {
    const typed = toCompetitionInput({
      ...valid(),
      starts_at: dayjs('2026-10-25T08:00'),
      ends_at: dayjs('2026-10-25T20:00'),
    });
    expect(typed.starts_at).toBe('2026-10-25T06:00:00.000Z');
    expect(typed.ends_at).toBe('2026-10-25T18:00:00.000Z');
    const again = toCompetitionInput(competitionToForm(saved));
    expect([again.starts_at, again.ends_at]).toEqual([saved.starts_at, saved.ends_at]);
    expect(again.rounds).toEqual(saved.rounds);
  });
});
