/**
 * Romanian identifiers, checked the same way by the API (DTO validation) and by the forms:
 * the personal numeric code (CNP), the company's fiscal code (CUI/CIF) and the IBAN.
 */

/**
 * Romanian personal numeric code (CNP): S YY MM DD JJ NNN C.
 * S = sex and century, YYMMDD = birth date, JJ = county code, NNN = serial, C = control digit
 * (sum of the first 12 digits times 279146358279, mod 11; 10 counts as 1).
 */

const KEY = [2, 7, 9, 1, 4, 6, 3, 5, 8, 2, 7, 9];

/**
 * County codes in use: 01–40 the counties, 41–46 Bucharest sectors 1–6, 47–48 the former
 * Bucharest sectors 7 and 8, 51 Călărași, 52 Giurgiu, 70 any county (foreign residents and
 * CNPs issued since 2024 without a county).
 */
const COUNTY_CODES = new Set<number>([...Array.from({ length: 48 }, (_, i) => i + 1), 51, 52, 70]);

export type CnpReason = 'format' | 'century' | 'date' | 'county' | 'checksum';

export interface ParsedCnp {
  valid: boolean;
  /** YYYY-MM-DD, or null when the CNP is invalid or its century is unknown (S = 9). */
  birthDate: string | null;
  reason?: CnpReason;
}

/** The control digit for the first 12 digits of a CNP. */
export function cnpControlDigit(first12: string): number {
  const sum = KEY.reduce((acc, k, i) => acc + k * Number(first12[i]), 0);
  const rest = sum % 11;
  return rest === 10 ? 1 : rest;
}

function realDate(year: number, month: number, day: number): boolean {
  const d = new Date(Date.UTC(year, month - 1, day));
  return d.getUTCFullYear() === year && d.getUTCMonth() === month - 1 && d.getUTCDate() === day;
}

const iso = (year: number, month: number, day: number) =>
  `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;

/**
 * Checks a CNP and derives the birth date. Pure: `today` only decides which birth dates are in
 * the future (and the century of resident foreigners, S = 7/8).
 */
export function parseCnp(cnp: string, today: Date = new Date()): ParsedCnp {
  if (typeof cnp !== 'string' || !/^\d{13}$/.test(cnp)) return { valid: false, birthDate: null, reason: 'format' };
  const s = Number(cnp[0]);
  const yy = Number(cnp.slice(1, 3));
  const month = Number(cnp.slice(3, 5));
  const day = Number(cnp.slice(5, 7));
  const county = Number(cnp.slice(7, 9));
  const todayIso = today.toISOString().slice(0, 10);

  let year: number | null;
  switch (s) {
    case 1:
    case 2:
      year = 1900 + yy;
      break;
    case 3:
    case 4:
      year = 1800 + yy;
      break;
    case 5:
    case 6:
      year = 2000 + yy;
      break;
    case 7:
    case 8:
      // Resident foreigners: the century is not encoded. The most recent one that is not in the future.
      year = iso(2000 + yy, month, day) <= todayIso ? 2000 + yy : 1900 + yy;
      break;
    case 9:
      year = null; // foreign citizens: century unknown
      break;
    default:
      return { valid: false, birthDate: null, reason: 'century' };
  }

  // Unknown century: the day must still exist in some year (29 February in a leap year).
  if (!realDate(year ?? 2000, month, day)) return { valid: false, birthDate: null, reason: 'date' };
  const birthDate = year === null ? null : iso(year, month, day);
  if (birthDate !== null && birthDate > todayIso) return { valid: false, birthDate: null, reason: 'date' };
  if (!COUNTY_CODES.has(county)) return { valid: false, birthDate: null, reason: 'county' };
  if (cnpControlDigit(cnp) !== Number(cnp[12])) return { valid: false, birthDate: null, reason: 'checksum' };
  return { valid: true, birthDate };
}

export function isValidCnp(cnp: unknown): boolean {
  return typeof cnp === 'string' && parseCnp(cnp).valid;
}

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
