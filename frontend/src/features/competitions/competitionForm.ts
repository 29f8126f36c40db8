/**
 * The competition form's values, their checks (the Romanian words the API uses too) and the
 * conversions to and from the API's body. Pure: tested in competitionForm.spec.ts.
 */
import type { Dayjs } from 'dayjs';
import { onRomanianClock, romanianInstant } from '@/shared/romanianClock';
import type { FormValuesOf, Problems } from '@/shared/list/resourceForm';
import type { Competition, CompetitionInput } from './api';

export interface SectorValues {
  name?: string;
  stand_ids?: number[];
}

/**
 * The create body's fields, with the instants picked as Dayjs on Romania's clock
 * (src/shared/romanianClock.ts), the decimals typed as numbers.
 */
export type CompetitionFormValues = FormValuesOf<
  CompetitionInput,
  {
    starts_at?: Dayjs | null;
    ends_at?: Dayjs | null;
    rounds?: { range?: [Dayjs | null, Dayjs | null] | null }[];
    team_size?: number | null;
    entry_fee?: number | null;
    min_weight_kg?: number | null;
    sectors?: SectorValues[];
  }
>;

/** A new competition: next Saturday 07:00 to Sunday 13:00 (Romania's clock), one round, teams of two. */
export function emptyCompetition(now = onRomanianClock()): CompetitionFormValues {
  const saturday = now
    .add((6 - now.day() + 7) % 7 || 7, 'day')
    .hour(7)
    .minute(0)
    .second(0)
    .millisecond(0);
  const end = saturday.add(1, 'day').hour(13);
  return {
    starts_at: saturday,
    ends_at: end,
    rounds: [{ range: [saturday, end] }],
    team_size: 2,
    entry_fee: null,
    fish_ids: [],
    min_weight_kg: 0,
    fish_count: null,
    short_rule: 'mean',
    sectors: [{ name: 'A', stand_ids: [] }],
  };
}

export function competitionToForm(c: Competition): CompetitionFormValues {
  return {
    name: c.name,
    water_id: c.water_id,
    starts_at: onRomanianClock(c.starts_at),
    ends_at: onRomanianClock(c.ends_at),
    rounds: c.rounds.map((r) => ({ range: [onRomanianClock(r.starts_at), onRomanianClock(r.ends_at)] })),
    team_size: c.team_size,
    entry_fee: Number(c.entry_fee),
    fish_ids: [...c.fish_ids],
    min_weight_kg: Number(c.min_weight_kg),
    fish_count: c.fish_count ?? null,
    short_rule: c.short_rule,
    sectors: c.sectors.map((s) => ({ name: s.name, stand_ids: s.stands.map((st) => st.id) })),
  };
}

export function toCompetitionInput(v: CompetitionFormValues): CompetitionInput {
  return {
    name: (v.name ?? '').trim(),
    water_id: v.water_id!,
    starts_at: romanianInstant(v.starts_at!),
    ends_at: romanianInstant(v.ends_at!),
    rounds: (v.rounds ?? []).map((r) => ({
      starts_at: romanianInstant(r.range![0]!),
      ends_at: romanianInstant(r.range![1]!),
    })),
    team_size: Number(v.team_size),
    entry_fee: Number(v.entry_fee ?? 0).toFixed(2),
    fish_ids: v.fish_ids ?? [],
    min_weight_kg: Number(v.min_weight_kg ?? 0).toFixed(3),
    fish_count: v.fish_count ? Number(v.fish_count) : null,
    short_rule: v.short_rule ?? 'mean',
    sectors: (v.sectors ?? []).map((s) => ({ name: (s.name ?? '').trim(), stand_ids: s.stand_ids ?? [] })),
  };
}

/** A problem of the rounds or the sectors is shown under the list (`rounds`, `sectors`). */
export function validateCompetition(v: CompetitionFormValues): Problems<CompetitionFormValues> {
  const p: Problems<CompetitionFormValues> = {};
  const name = (v.name ?? '').trim();
  if (!name) p.name = 'Scrie numele concursului.';
  else if (name.length > 150) p.name = 'Numele are cel mult 150 de caractere.';
  if (!v.water_id) p.water_id = 'Alege apa.';
  if (!v.starts_at) p.starts_at = 'Alege începutul.';
  if (!v.ends_at) p.ends_at = 'Alege sfârșitul.';
  else if (v.starts_at && !v.ends_at.isAfter(v.starts_at)) p.ends_at = 'Sfârșitul trebuie să fie după început.';
  const size = Number(v.team_size);
  if (!Number.isInteger(size) || size < 1 || size > 4) p.team_size = 'O echipă are între 1 și 4 pescari.';
  if (v.entry_fee === null || v.entry_fee === undefined || Number(v.entry_fee) < 0)
    p.entry_fee = 'Scrie taxa de participare (0 pentru gratuit).';
  if (!v.fish_ids?.length) p.fish_ids = 'Alege cel puțin o specie punctată.';
  if (v.min_weight_kg === null || v.min_weight_kg === undefined || Number(v.min_weight_kg) < 0)
    p.min_weight_kg = 'Scrie greutatea minimă (0 pentru orice pește).';
  if (v.fish_count !== null && v.fish_count !== undefined) {
    const n = Number(v.fish_count);
    if (!Number.isInteger(n) || n < 1 || n > 100) p.fish_count = 'Numărul de pești punctați este între 1 și 100.';
  }

  const rounds = v.rounds ?? [];
  if (!rounds.length) p.rounds = 'Adaugă cel puțin o manșă.';
  else if (rounds.some((r) => !r.range?.[0] || !r.range?.[1]))
    p.rounds = 'Alege începutul și sfârșitul fiecărei manșe.';
  else if (rounds.some((r) => !r.range![1]!.isAfter(r.range![0])))
    p.rounds = 'Fiecare manșă se termină după ce începe.';
  else if (
    v.starts_at &&
    v.ends_at &&
    rounds.some((r) => r.range![0]!.isBefore(v.starts_at) || r.range![1]!.isAfter(v.ends_at))
  )
    p.rounds = 'Manșele sunt în intervalul concursului.';
  else if (rounds.some((r, i) => i > 0 && r.range![0]!.isBefore(rounds[i - 1].range![1])))
    p.rounds = 'Manșele urmează una după alta, fără să se suprapună.';

  const sectors = v.sectors ?? [];
  const names = sectors.map((s) => (s.name ?? '').trim().toLowerCase());
  const stands = sectors.flatMap((s) => s.stand_ids ?? []);
  if (!sectors.length) p.sectors = 'Adaugă cel puțin un sector.';
  else if (names.some((n) => !n)) p.sectors = 'Fiecare sector are un nume.';
  else if (new Set(names).size !== names.length) p.sectors = 'Două sectoare nu pot avea același nume.';
  else if (sectors.some((s) => !s.stand_ids?.length)) p.sectors = 'Fiecare sector are cel puțin un stand.';
  else if (new Set(stands).size !== stands.length) p.sectors = 'Un stand face parte dintr-un singur sector.';
  return p;
}
