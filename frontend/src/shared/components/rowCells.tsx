import type { ReactNode } from 'react';
import { formatPhone } from '@/shared/format';

/**
 * Light cells for long tables: plain elements styled by base.css instead of antd Typography and
 * Button, which cost a set of hooks and style lookups each (a page of 100 rows has ~1 000 cells).
 */

/** Struck through when `when` (a cancelled document), as Typography's `delete` did. */
export function Struck({ when, children }: { when: boolean; children: ReactNode }) {
  return when ? <del className="struck">{children}</del> : <>{children}</>;
}

/** A stored phone written the national way (formatPhone()), on one line, calling it on a tap. */
export function PhoneLink({ phone }: { phone: string }) {
  return (
    <a className="nowrap" href={`tel:${phone}`}>
      {formatPhone(phone)}
    </a>
  );
}
