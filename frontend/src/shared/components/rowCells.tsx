import type { ReactNode } from 'react';

/**
 * Light cells for long tables: plain elements styled by base.css instead of antd Typography and
 * Button, which cost a set of hooks and style lookups each (a page of 100 rows has ~1 000 cells).
 */

/** Struck through when `when` (a cancelled document), as Typography's `delete` did. */
export function Struck({ when, children }: { when: boolean; children: ReactNode }) {
  return when ? <del className="struck">{children}</del> : <>{children}</>;
}
