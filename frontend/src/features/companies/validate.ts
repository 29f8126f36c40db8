/** Client-side checks of the company form (the server checks again). */

export const RESERVED_SLUGS = ['www', 'org', 'admin', 'api', 'build', 'mail'];

/** "Balta Lacul Liniștit SRL" -> "balta-lacul-linistit-srl" (3–40 of a-z 0-9 -). */
export function slugify(name: string): string {
  return name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 40)
    .replace(/-+$/g, '');
}

/** null when valid, else the Romanian message. */
export function slugProblem(slug: string): string | null {
  if (!/^[a-z0-9-]{3,40}$/.test(slug)) return 'Folosește 3–40 de litere mici, cifre sau cratimă.';
  if (slug.startsWith('-') || slug.endsWith('-')) return 'Nu poate începe sau termina cu cratimă.';
  if (RESERVED_SLUGS.includes(slug)) return 'Această adresă este rezervată.';
  return null;
}

/** Romanian CIF/CUI with its control digit; an optional "RO" prefix marks a VAT payer. */
export function isValidCui(input: string): boolean {
  const cui = input
    .trim()
    .toUpperCase()
    .replace(/^RO\s*/, '');
  if (!/^\d{2,10}$/.test(cui)) return false;
  const digits = cui.slice(0, -1).padStart(9, '0');
  const key = '753217532';
  let sum = 0;
  for (let i = 0; i < 9; i++) sum += Number(digits[i]) * Number(key[i]);
  const control = ((sum * 10) % 11) % 10;
  return control === Number(cui[cui.length - 1]);
}

/** IBAN mod-97 check (spaces ignored). */
export function isValidIban(input: string): boolean {
  const iban = input.replace(/\s+/g, '').toUpperCase();
  if (!/^[A-Z]{2}\d{2}[A-Z0-9]{10,30}$/.test(iban)) return false;
  if (iban.startsWith('RO') && iban.length !== 24) return false;
  const rearranged = iban.slice(4) + iban.slice(0, 4);
  let remainder = 0;
  for (const ch of rearranged) {
    const value = ch >= 'A' ? (ch.charCodeAt(0) - 55).toString() : ch;
    for (const d of value) remainder = (remainder * 10 + Number(d)) % 97;
  }
  return remainder === 1;
}
