import { formatCount, formatLei } from '@/shared/format';

/**
 * What cancelling a competition hands back (its teams' `paid` and `paid_fees`, the fees the
 * cancellation undoes, backend/src/competitions/teams.service.ts undoFees()): "Se restituie taxele
 * a 2 echipe: 600,00 lei", or null when no fee was taken.
 */
export function competitionRefund(teams: { paid: number; paid_fees: string }): string | null {
  if (teams.paid <= 0) return null;
  const who = teams.paid === 1 ? 'taxa unei echipe' : `taxele a ${formatCount(teams.paid, 'echipă', 'echipe')}`;
  return `Se restituie ${who}: ${formatLei(teams.paid_fees)}.`;
}

/** What a team's withdrawal hands back: its fee taken (undone with it), or null. */
export function teamRefund(team: { fee_paid: boolean; fee: string; fee_payment_method: string | null }): string | null {
  if (!team.fee_paid || team.fee_payment_method === null || Number(team.fee) <= 0) return null;
  return `Se restituie taxa încasată: ${formatLei(team.fee)}.`;
}
