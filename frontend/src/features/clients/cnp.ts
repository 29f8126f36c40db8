/**
 * Romanian personal numeric code (CNP): S YY MM DD JJ NNN C. The control digit is the sum of the
 * first 12 digits times 279146358279, mod 11 (10 counts as 1). Same rules as the server.
 */
const KEY = [2, 7, 9, 1, 4, 6, 3, 5, 8, 2, 7, 9];

/** 01–46 counties and Bucharest sectors, 47–48 former sectors, 51–52 Călărași/Giurgiu, 70 any county. */
const COUNTY_CODES = new Set<number>([...Array.from({ length: 48 }, (_, i) => i + 1), 51, 52, 70]);

export function cnpControlDigit(first12: string): number {
  const sum = KEY.reduce((acc, k, i) => acc + k * Number(first12[i]), 0);
  const rest = sum % 11;
  return rest === 10 ? 1 : rest;
}

const CENTURY: Record<string, number | null> = {
  '1': 1900,
  '2': 1900,
  '3': 1800,
  '4': 1800,
  '5': 2000,
  '6': 2000,
  '7': 1900,
  '8': 1900,
  '9': null,
};

/** null when the CNP is valid, else the Romanian message. */
export function cnpProblem(value: string): string | null {
  const cnp = value.replace(/\s+/g, '');
  if (!/^\d{13}$/.test(cnp)) return 'CNP-ul are 13 cifre.';
  if (!(cnp[0] in CENTURY)) return 'CNP-ul nu este valid.';
  const year = (CENTURY[cnp[0]] ?? 2000) + Number(cnp.slice(1, 3));
  const month = Number(cnp.slice(3, 5));
  const day = Number(cnp.slice(5, 7));
  const d = new Date(Date.UTC(year, month - 1, day));
  if (d.getUTCFullYear() !== year || d.getUTCMonth() !== month - 1 || d.getUTCDate() !== day) {
    return 'CNP-ul nu conține o dată de naștere validă.';
  }
  if (!COUNTY_CODES.has(Number(cnp.slice(7, 9)))) return 'CNP-ul nu conține un cod de județ valid.';
  if (cnpControlDigit(cnp) !== Number(cnp[12])) return 'Cifra de control a CNP-ului nu este corectă.';
  return null;
}

export const isValidCnp = (value: string): boolean => cnpProblem(value) === null;
