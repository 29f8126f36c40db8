/** Pure validators for Romanian identifiers; unit-tested in romanian-ids.spec.ts. */

const CUI_KEY = [7, 5, 3, 2, 1, 7, 5, 3, 2];

/** Splits "RO 18547290" into { digits: '18547290', vatPayer: true }, or null when it is not a CIF shape. */
export function parseCui(raw: string): { digits: string; vatPayer: boolean } | null {
  const compact = raw.replace(/\s+/g, '').toUpperCase();
  const match = /^(RO)?(\d{2,10})$/.exec(compact);
  if (!match) return null;
  return { digits: match[2], vatPayer: match[1] === 'RO' };
}

/** Romanian CIF/CUI with its control digit (key 753217532). */
export function isValidCui(raw: string): boolean {
  const parsed = parseCui(raw);
  if (!parsed || parsed.digits.startsWith('0')) return false;
  const digits = parsed.digits.split('').map(Number);
  const control = digits.pop() as number;
  const padded = [...Array<number>(9 - digits.length).fill(0), ...digits];
  const sum = padded.reduce((acc, d, i) => acc + d * CUI_KEY[i], 0);
  const expected = ((sum * 10) % 11) % 10;
  return expected === control;
}

/** A car plate as stored: no spaces, uppercase ("cj 12 abc" -> "CJ12ABC"). */
export function normalizePlate(raw: string): string {
  return raw.replace(/\s+/g, '').toUpperCase();
}

/** IBAN in any country format (Romania: 24 characters), checked with ISO 7064 mod 97-10. */
export function normalizeIban(raw: string): string {
  return raw.replace(/\s+/g, '').toUpperCase();
}

export function isValidIban(raw: string): boolean {
  const iban = normalizeIban(raw);
  if (!/^[A-Z]{2}\d{2}[A-Z0-9]{10,30}$/.test(iban)) return false;
  if (iban.startsWith('RO') && iban.length !== 24) return false;
  const rearranged = iban.slice(4) + iban.slice(0, 4);
  let remainder = 0;
  for (const ch of rearranged) {
    const value = ch >= 'A' && ch <= 'Z' ? String(ch.charCodeAt(0) - 55) : ch;
    for (const digit of value) remainder = (remainder * 10 + Number(digit)) % 97;
  }
  return remainder === 1;
}

export const RESERVED_SLUGS = ['www', 'org', 'admin', 'api', 'build', 'mail'] as const;

export function isValidSlug(slug: string): boolean {
  return /^[a-z0-9](?:[a-z0-9-]{1,38})[a-z0-9]$/.test(slug) && !slug.includes('--');
}
