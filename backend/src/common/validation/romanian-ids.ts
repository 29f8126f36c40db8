/**
 * Romanian identifiers. The CUI/CIF and IBAN checks and the slug rule are the forms' too: written
 * once in the shared package (packages/domain, tested there).
 */
export { isValidCui, isValidIban, isValidSlug, normalizeIban, parseCui, RESERVED_SLUGS } from '@balti/domain';

/** A car plate as stored: no spaces, uppercase ("cj 12 abc" -> "CJ12ABC"). */
export function normalizePlate(raw: string): string {
  return raw.replace(/\s+/g, '').toUpperCase();
}
