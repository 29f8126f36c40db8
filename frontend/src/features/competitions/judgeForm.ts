/** The judge's form on the phone: its checks, the round going on, a stand typed to its team. Pure. */
import dayjs from 'dayjs';
import { onRomanianClock, romanianInstant } from '@/shared/romanianClock';

export interface JudgeValues {
  team_id: number | null;
  round: number;
  fish_id: number | null;
  weight: string;
  /** `YYYY-MM-DDTHH:mm` as a datetime-local input holds it (Romania's clock, whatever the phone's zone). */
  at: string;
  witness: string;
}

export type JudgeProblems = Partial<Record<keyof JudgeValues, string>>;

/** "4,250" or "4.25" -> 4.25; anything else -> NaN. */
export function parseKg(text: string): number {
  const t = text.trim().replace(',', '.');
  return /^\d{1,2}(\.\d{1,3})?$/.test(t) ? Number(t) : NaN;
}

/** `stand`: what was typed in "Standul", which names no team when team_id stayed empty. */
export function validateJudge(v: JudgeValues, stand = ''): JudgeProblems {
  const p: JudgeProblems = {};
  if (!v.team_id)
    p.team_id = stand.trim()
      ? `Nicio echipă pe standul ${stand.trim()} în acest concurs: alege echipa.`
      : 'Alege echipa sau scrie standul.';
  if (!v.fish_id) p.fish_id = 'Alege specia.';
  const kg = parseKg(v.weight);
  if (!Number.isFinite(kg) || kg <= 0) p.weight = 'Scrie greutatea în kg (de exemplu 7,350).';
  if (!v.at || Number.isNaN(new Date(v.at).getTime())) p.at = 'Alege ora cântăririi.';
  if (!v.witness.trim()) p.witness = 'Scrie numele martorului.';
  return p;
}

/** The round going on at `now` (1-based); before the first, the first; after the last, the last. */
export function currentRound(rounds: readonly { starts_at: string; ends_at: string }[], now = new Date()): number {
  if (!rounds.length) return 1;
  const t = now.getTime();
  let round = 1;
  rounds.forEach((r, i) => {
    if (Date.parse(r.starts_at) <= t) round = i + 1;
  });
  return round;
}

/**
 * The round the form offers once its time changes (typed, or "now" for the next fish): the round going
 * on at the new time when that is another round than at the old one (a phone kept on from one round
 * into the next); else the round the judge chose, who may have picked it against the schedule (a
 * competition started early).
 */
export function followSchedule(
  rounds: readonly { starts_at: string; ends_at: string }[],
  chosen: number,
  from: Date,
  to: Date,
): number {
  const now = currentRound(rounds, to);
  return now !== currentRound(rounds, from) ? now : chosen;
}

/** The confirmed team on the stand typed ("7", " 07 "), if any. */
export function teamOnStand<T extends { stand_number: string | null; status: string }>(
  teams: readonly T[],
  stand: string,
): T | undefined {
  const typed = stand
    .trim()
    .replace(/^0+(?=\d)/, '')
    .toLowerCase();
  if (!typed) return undefined;
  return teams.find(
    (t) =>
      t.status === 'confirmed' &&
      t.stand_number
        ?.trim()
        .replace(/^0+(?=\d)/, '')
        .toLowerCase() === typed,
  );
}

/** Romania's clock now (or at `d`) for a datetime-local input, whatever the phone's zone. */
export function localDateTime(d = new Date()): string {
  return onRomanianClock(d).format('YYYY-MM-DDTHH:mm');
}

/** The instant a datetime-local input's value means on Romania's clock (ISO-8601 UTC). */
export function weighedAt(at: string): string {
  return romanianInstant(dayjs(at));
}
