import { toCsv } from '@/shared/csv';
import {
  formatKg,
  formatKgNumber,
  formatPoints,
  hasCatch,
  RESULT_CSV_COLUMNS,
  resultRows,
  type RankingLike,
} from './ranking';

const ranking: RankingLike = {
  rounds: [
    {
      round: 1,
      sectors: [
        {
          name: 'A',
          teams: [
            {
              team_id: 1,
              team_name: 'Crapii',
              stand_number: '3',
              weight_kg: '12.340',
              fish: 2,
              place: 1,
              points: 1,
              biggest_kg: '7.100',
            },
            {
              team_id: 2,
              team_name: 'Somnii',
              stand_number: '1',
              weight_kg: '0.000',
              fish: 0,
              place: 2,
              points: 2.5,
              biggest_kg: null,
            },
          ],
        },
      ],
    },
  ],
  overall: [
    {
      team_id: 1,
      team_name: 'Crapii',
      sector_name: 'A',
      stand_number: '3',
      place: 1,
      points: 1,
      weight_kg: '12.340',
      best_place: 1,
      biggest_kg: '7.100',
    },
    {
      team_id: 2,
      team_name: 'Somnii',
      sector_name: 'A',
      stand_number: '1',
      place: 2,
      points: 2.5,
      weight_kg: '0.000',
      best_place: 2.5,
      biggest_kg: null,
    },
  ],
  biggest_fish: {
    team_name: 'Crapii',
    stand_number: '3',
    fish: 'Crap',
    weight_kg: '7.100',
    round: 1,
    weighed_at: '2026-06-06T08:00:00Z',
  },
};

describe('formatKg and formatPoints', () => {
  it('write kilograms with three decimals and a comma, thousands with a dot', () => {
    expect(formatKg('12.34')).toBe('12,340 kg');
    expect(formatKg(1234.5)).toBe('1.234,500 kg');
    expect(formatKg(null)).toBe('—');
    expect(formatKgNumber('4.2')).toBe('4,200');
  });
  it('write shared places as halves', () => {
    expect(formatPoints(4.5)).toBe('4,5');
    expect(formatPoints(3)).toBe('3');
  });
});

describe('resultRows', () => {
  it('lists the overall ranking first, then each sector, named without the round when there is one round', () => {
    const rows = resultRows(ranking);
    expect(rows.map((r) => `${r.table}|${r.place}|${r.team}`)).toEqual([
      'General|1|Crapii',
      'General|2|Somnii',
      'Sectorul A|1|Crapii',
      'Sectorul A|2|Somnii',
    ]);
  });
  it('names the round when there are several', () => {
    const two = { ...ranking, rounds: [ranking.rounds[0], { ...ranking.rounds[0], round: 2 }] };
    expect(resultRows(two).at(-1)?.table).toBe('Manșa 2, sectorul A');
  });
  it('exports a CSV with Romanian numbers', () => {
    const csv = toCsv(resultRows(ranking), RESULT_CSV_COLUMNS);
    const lines = csv.replace('\uFEFF', '').split('\r\n');
    expect(lines[0]).toBe(
      'Clasament;Loc;Echipa;Sector;Stand;Puncte;Greutate (kg);Pești;Cel mai bun loc;Cel mai mare pește (kg)',
    );
    expect(lines[2]).toBe('General;2;Somnii;A;1;2,5;0,000;;2,5;');
    expect(lines[3]).toBe('Sectorul A;1;Crapii;A;3;1;12,340;2;;7,100');
  });
});

describe('hasCatch', () => {
  it('is false before any counted fish', () => {
    expect(hasCatch(ranking)).toBe(true);
    expect(hasCatch({ ...ranking, overall: ranking.overall.map((t) => ({ ...t, weight_kg: '0.000' })) })).toBe(false);
  });
});
