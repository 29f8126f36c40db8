import { formatDate } from '@/shared/format';
import type { CompetitionStatus } from './api';

export const COMPETITION_STATUSES: { value: CompetitionStatus; label: string; color: string }[] = [
  { value: 'draft', label: 'Ciornă', color: 'default' },
  { value: 'registration', label: 'Înscrieri deschise', color: 'blue' },
  { value: 'drawn', label: 'Tras la sorți', color: 'purple' },
  { value: 'running', label: 'În desfășurare', color: 'green' },
  { value: 'finished', label: 'Încheiat', color: 'cyan' },
  { value: 'cancelled', label: 'Anulat', color: 'red' },
];

export const statusOf = (s: CompetitionStatus) =>
  COMPETITION_STATUSES.find((x) => x.value === s) ?? COMPETITION_STATUSES[0];

export type CompetitionAction = 'openRegistration' | 'draw' | 'redraw' | 'start' | 'finish' | 'cancel' | 'edit';

/**
 * What the organiser can do in each status: draft → registration → drawn → running → finished;
 * the draw can be redone until the start; a competition that has not finished can be cancelled.
 */
export function actionsFor(status: CompetitionStatus): CompetitionAction[] {
  switch (status) {
    case 'draft':
      return ['edit', 'openRegistration', 'cancel'];
    case 'registration':
      return ['edit', 'draw', 'cancel'];
    case 'drawn':
      return ['edit', 'redraw', 'start', 'cancel'];
    case 'running':
      return ['finish', 'cancel'];
    default:
      return [];
  }
}

/**
 * The competition's settings can all be edited (its form) before the draw; after it, until the
 * start, all but the water, the interval and the sectors.
 */
export const registrationOpen = (status: CompetitionStatus) => status === 'draft' || status === 'registration';

/**
 * Teams are registered, requests confirmed and teams withdrawn until the start, after the draw too
 * (OPEN_FOR_TEAMS and cancel() in backend/src/competitions/teams.service.ts); one registered or
 * confirmed after the draw gets its stand at a new draw.
 */
export const teamsOpen = (status: CompetitionStatus) =>
  status === 'draft' || status === 'registration' || status === 'drawn';

/** Weigh-ins are taken while the competition runs. */
export const weighingOpen = (status: CompetitionStatus) => status === 'running';

/**
 * A lake's competitions as its public page lists them: the one running first, then those still to
 * come (soonest first, a cancelled one among them), then those finished (latest first).
 */
export function publicOrder<T extends { status: CompetitionStatus; starts_at: string }>(items: readonly T[]): T[] {
  const group = (s: CompetitionStatus) => (s === 'running' ? 0 : s === 'finished' ? 2 : 1);
  return [...items].sort((a, b) => {
    const g = group(a.status) - group(b.status);
    if (g) return g;
    const byStart = Date.parse(a.starts_at) - Date.parse(b.starts_at);
    return group(a.status) === 2 ? -byStart : byStart;
  });
}

/** A competition's days: one day once, else from – to (dd.mm.yyyy). */
export function daysOfCompetition(startsAt: string, endsAt: string): string {
  const from = formatDate(startsAt);
  const to = formatDate(endsAt);
  return from === to ? from : `${from} – ${to}`;
}
