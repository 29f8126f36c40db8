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

/**
 * The person an erasure is about, as their client row held them before it: their name, phone and
 * e-mail also find what they left as a guest and nobody linked to the client (a booking request, a
 * team registration), which the erasure takes too.
 */
export interface ErasedPerson {
  first_name: string;
  last_name: string;
  phone: string | null;
  email: string | null;
}

/** A name an erasure leaves: the initial of each word ("Ion Popescu" → "I. P."); null stays null. */
export function initials(name: string | null): string | null {
  if (name === null) return null;
  return name
    .trim()
    .split(/\s+/)
    .filter(Boolean)
    .map((part) => `${Array.from(part)[0].toUpperCase()}.`)
    .join(' ');
}
