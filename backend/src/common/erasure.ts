/**
 * A feature's part in erasing a client (privacy/privacy.service.ts anonymize()), read inside the
 * erasure's transaction: what of the person its rows hold, and how they forget it.
 */
export interface ClientErasure {
  /** The rows concerned, by table name, for the audit trail's redaction. */
  rows: Record<string, number[]>;
  /** The person's own values in those rows (names, plates, notes, file names), scrubbed everywhere. */
  values: (string | null)[];
  /** Phone numbers among them (looked for in several spellings). */
  phones?: (string | null)[];
  /** Forgets them, in the same transaction: `erased` are every value to scrub from free text. */
  erase(erased: string[]): Promise<void>;
}
