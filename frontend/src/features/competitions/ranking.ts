/**
 * How the ranking reads on screen, on paper and in the CSV: weights in kg with a comma, points
 * with a half, and the ranking flattened into rows (overall, then each round's sectors). Pure,
 * shared by the company app and the public live page (which stays free of antd).
 */
import type { CsvColumn } from '@/shared/csv';
import { sectorTitle } from './draw';

/** "12.345" -> "12,345" (a table headed "kg"); none -> "—". */
export function formatKgNumber(value: string | number | null | undefined): string {
  if (value === null || value === undefined || value === '') return '—';
  const n = Number(value);
  if (!Number.isFinite(n)) return '—';
  const [whole, decimals] = n.toFixed(3).split('.');
  return `${whole.replace(/\B(?=(\d{3})+(?!\d))/g, '.')},${decimals}`;
}

/** "12.345" -> "12,345 kg"; none -> "—". */
export function formatKg(value: string | number | null | undefined): string {
  const n = formatKgNumber(value);
  return n === '—' ? n : `${n} kg`;
}

/** 4.5 -> "4,5"; 3 -> "3". */
export function formatPoints(value: number | null | undefined): string {
  if (value === null || value === undefined) return '—';
  return String(Math.round(value * 100) / 100).replace('.', ',');
}

interface SectorTeam {
  team_id: number;
  team_name: string;
  stand_number: string | null;
  weight_kg: string;
  fish: number;
  place: number;
  points: number;
  biggest_kg: string | null;
}
interface OverallTeam {
  team_id: number;
  team_name: string;
  sector_name: string | null;
  stand_number: string | null;
  place: number;
  points: number;
  weight_kg: string;
  best_place: number;
  biggest_kg: string | null;
}
export interface RankingLike {
  rounds: { round: number; sectors: { name: string; teams: SectorTeam[] }[] }[];
  overall: OverallTeam[];
  biggest_fish: {
    team_name: string;
    stand_number: string | null;
    fish: string;
    weight_kg: string;
    round: number;
    weighed_at: string;
  } | null;
}

/** One line of the results CSV. */
export interface ResultRow {
  table: string;
  place: number;
  team: string;
  sector: string | null;
  stand: string | null;
  points: number;
  weight_kg: string;
  fish: number | null;
  best_place: number | null;
  biggest_kg: string | null;
}

const plainKg = (v: string | null) => (v === null ? '' : Number(v).toFixed(3).replace('.', ','));

export const RESULT_CSV_COLUMNS: CsvColumn<ResultRow>[] = [
  { title: 'Clasament', value: (r) => r.table },
  { title: 'Loc', value: (r) => r.place },
  { title: 'Echipa', value: (r) => r.team },
  { title: 'Sector', value: (r) => r.sector },
  { title: 'Stand', value: (r) => r.stand },
  { title: 'Puncte', value: (r) => formatPoints(r.points) },
  { title: 'Greutate (kg)', value: (r) => plainKg(r.weight_kg) },
  { title: 'Pești', value: (r) => r.fish },
  { title: 'Cel mai bun loc', value: (r) => (r.best_place === null ? null : formatPoints(r.best_place)) },
  { title: 'Cel mai mare pește (kg)', value: (r) => plainKg(r.biggest_kg) },
];

/** The overall ranking first, then each round's sectors, as CSV rows. */
export function resultRows(ranking: RankingLike): ResultRow[] {
  const rows: ResultRow[] = ranking.overall.map((t) => ({
    table: 'General',
    place: t.place,
    team: t.team_name,
    sector: t.sector_name,
    stand: t.stand_number,
    points: t.points,
    weight_kg: t.weight_kg,
    fish: null,
    best_place: t.best_place,
    biggest_kg: t.biggest_kg,
  }));
  const manyRounds = ranking.rounds.length > 1;
  for (const round of ranking.rounds) {
    for (const sector of round.sectors) {
      for (const t of sector.teams) {
        rows.push({
          table: manyRounds ? `Manșa ${round.round}, ${sectorTitle(sector.name, true)}` : sectorTitle(sector.name),
          place: t.place,
          team: t.team_name,
          sector: sector.name,
          stand: t.stand_number,
          points: t.points,
          weight_kg: t.weight_kg,
          fish: t.fish,
          best_place: null,
          biggest_kg: t.biggest_kg,
        });
      }
    }
  }
  return rows;
}

/** Whether any fish has been counted yet (the screens say "no weigh-ins yet" instead of zeros). */
export const hasCatch = (ranking: RankingLike) => ranking.overall.some((t) => Number(t.weight_kg) > 0);
