import {
  currentRound,
  followSchedule,
  localDateTime,
  parseKg,
  teamOnStand,
  validateJudge,
  weighedAt,
  type JudgeValues,
} from './judgeForm';
import { onAPhoneSetTo } from '@/shared/testing/phoneZone';

const ok: JudgeValues = { team_id: 4, round: 1, fish_id: 2, weight: '7,350', at: '2026-06-06T09:15', witness: 'Ion' };

describe('validateJudge', () => {
  it('accepts a complete entry', () => {
    expect(validateJudge(ok)).toEqual({});
  });
  it('names each missing piece in Romanian', () => {
    expect(validateJudge({ ...ok, team_id: null, fish_id: null, weight: '', at: '', witness: ' ' })).toEqual({
      team_id: 'Alege echipa sau scrie standul.',
      fish_id: 'Alege specia.',
      weight: 'Scrie greutatea în kg (de exemplu 7,350).',
      at: 'Alege ora cântăririi.',
      witness: 'Scrie numele martorului.',
    });
  });
  it('says a stand typed that holds no team of the competition', () => {
    expect(validateJudge({ ...ok, team_id: null }, ' 2 ').team_id).toBe(
      'Nicio echipă pe standul 2 în acest concurs: alege echipa.',
    );
  });
  it('refuses a zero or a weight the scale cannot show', () => {
    expect(validateJudge({ ...ok, weight: '0' }).weight).toBeDefined();
    expect(validateJudge({ ...ok, weight: '123' }).weight).toBeDefined();
    expect(validateJudge({ ...ok, weight: '1,2345' }).weight).toBeDefined();
  });
});

describe('parseKg', () => {
  it('reads a comma or a dot', () => {
    expect(parseKg('4,25')).toBe(4.25);
    expect(parseKg(' 12.345 ')).toBe(12.345);
    expect(parseKg('abc')).toBeNaN();
  });
});

describe('currentRound', () => {
  const rounds = [
    { starts_at: '2026-06-06T07:00:00Z', ends_at: '2026-06-06T19:00:00Z' },
    { starts_at: '2026-06-06T19:00:00Z', ends_at: '2026-06-07T07:00:00Z' },
  ];
  it('is the round that has started last', () => {
    expect(currentRound(rounds, new Date('2026-06-06T06:00:00Z'))).toBe(1);
    expect(currentRound(rounds, new Date('2026-06-06T12:00:00Z'))).toBe(1);
    expect(currentRound(rounds, new Date('2026-06-06T20:00:00Z'))).toBe(2);
    expect(currentRound(rounds, new Date('2026-06-08T00:00:00Z'))).toBe(2);
    expect(currentRound([], new Date())).toBe(1);
  });
});

describe('followSchedule', () => {
  const rounds = [
    { starts_at: '2026-06-06T07:00:00Z', ends_at: '2026-06-06T19:00:00Z' },
    { starts_at: '2026-06-06T19:00:00Z', ends_at: '2026-06-07T07:00:00Z' },
  ];
  const at = (iso: string) => new Date(iso);
  it('moves to the round going on when the form’s time passes into another round (a phone kept on)', () => {
    expect(followSchedule(rounds, 1, at('2026-06-06T18:50:00Z'), at('2026-06-06T19:10:00Z'))).toBe(2);
    expect(followSchedule(rounds, 2, at('2026-06-06T19:10:00Z'), at('2026-06-06T18:00:00Z'))).toBe(1);
  });
  it('keeps the round the judge chose while the time stays in the same round', () => {
    expect(followSchedule(rounds, 2, at('2026-06-06T08:00:00Z'), at('2026-06-06T09:00:00Z'))).toBe(2);
    expect(followSchedule(rounds, 1, at('2026-06-06T20:00:00Z'), at('2026-06-06T21:00:00Z'))).toBe(1);
  });
});

describe('teamOnStand', () => {
  const teams = [
    { id: 1, stand_number: '7', status: 'confirmed' },
    { id: 2, stand_number: '12', status: 'confirmed' },
    { id: 3, stand_number: '3', status: 'cancelled' },
  ];
  it('finds the confirmed team on the stand typed, leading zeros and spaces aside', () => {
    expect(teamOnStand(teams, '7')?.id).toBe(1);
    expect(teamOnStand(teams, ' 07 ')?.id).toBe(1);
    expect(teamOnStand(teams, '12')?.id).toBe(2);
    expect(teamOnStand(teams, '3')).toBeUndefined();
    expect(teamOnStand(teams, '')).toBeUndefined();
  });
});

describe('localDateTime', () => {
  onAPhoneSetTo('UTC');

  it("writes Romania's clock as a datetime-local input holds it, on a phone set to UTC", () => {
    expect(localDateTime(new Date('2026-06-06T06:05:00Z'))).toBe('2026-06-06T09:05');
    expect(localDateTime(new Date('2026-10-24T21:30:00Z'))).toBe('2026-10-25T00:30');
  });

  it("reads a typed weigh-in time on Romania's clock", () => {
    expect(weighedAt('2026-06-06T09:05')).toBe('2026-06-06T06:05:00.000Z');
    expect(weighedAt('2026-10-25T10:00')).toBe('2026-10-25T08:00:00.000Z');
  });
});
