import type { ReactNode } from 'react';
import { formatDateTime } from '@/shared/format';
import { passNumberText } from './verify';

/** The verdict as a guard reads it from arm's length (VALABIL, EXPIRAT, FALS…). */
export function VerifyStatus({ children }: { children: ReactNode }) {
  return (
    <div className="verify-status" data-testid="verify-status" role="status">
      {children}
    </div>
  );
}

type When = Parameters<typeof formatDateTime>[0];

/** A checked pass's details; the plan's row only when the plan is known, the holder's only when given. */
export function PassDetails({
  water,
  plan,
  validFrom,
  validTo,
  holder,
  series,
  number,
}: {
  water: string;
  plan?: string | null;
  validFrom: When;
  validTo: When;
  holder: string;
  series: string | null | undefined;
  number: number | string | null | undefined;
}) {
  return (
    <dl className="verify-details">
      <dt>Baltă</dt>
      <dd>{water}</dd>
      {plan && (
        <>
          <dt>Permis</dt>
          <dd>{plan}</dd>
        </>
      )}
      <dt>Valabil de la</dt>
      <dd>{formatDateTime(validFrom)}</dd>
      <dt>Valabil până la</dt>
      <dd>{formatDateTime(validTo)}</dd>
      {holder && (
        <>
          <dt>Titular</dt>
          <dd>{holder}</dd>
        </>
      )}
      <dt>Serie / număr</dt>
      <dd>{passNumberText(series, number)}</dd>
    </dl>
  );
}
