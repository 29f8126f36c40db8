/** Client-side checks of the company form (the server checks again). */

import { isValidSlug, RESERVED_SLUGS } from '@balti/domain';

/** The CUI/CIF and IBAN checks are the server's: written once in packages/domain (tested there). */
export { isValidCui, isValidIban } from '@balti/domain';

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
  if ((RESERVED_SLUGS as readonly string[]).includes(slug)) return 'Această adresă este rezervată.';
  if (!isValidSlug(slug)) return 'Nu poate conține două cratime la rând.';
  return null;
}
