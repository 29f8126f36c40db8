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

/**
 * What an erasure scrubs from free text, given the person's values and phones: each value, and each
 * phone as stored (+40...), as dialled (07...) and as its last nine digits; longest first, so a full
 * name goes before its parts.
 */
export function erasedValues(values: (string | null | undefined)[], phones: (string | null | undefined)[]): string[] {
  const spelled = phones.flatMap((p) => {
    const digits = p?.replace(/\D/g, '') ?? '';
    return digits.length >= 9 ? [p!, `0${digits.slice(-9)}`, digits.slice(-9)] : p ? [p] : [];
  });
  return [...new Set([...values, ...spelled].filter((v): v is string => !!v && v.trim().length > 0))].sort(
    (a, b) => b.length - a.length,
  );
}
