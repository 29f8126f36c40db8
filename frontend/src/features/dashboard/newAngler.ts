/**
 * "Pescar nou" from the quick sale: what was typed in the search becomes the new angler's form.
 * Digits (with spaces, dashes, dots, brackets or a leading +) are the phone; words are the name,
 * in the order the search lists anglers ("Popescu Ion": the last name first, then the first names).
 */
export interface NewAnglerPrefill {
  last_name?: string;
  first_name?: string;
  phone?: string;
}

/** The query string of /company/clients/new that carries the prefill and brings the angler back to the sale. */
export const QUICK_SALE_RETURN = 'vanzare';

export function newAnglerPrefill(typed: string): NewAnglerPrefill {
  const words = typed.trim().split(/\s+/).filter(Boolean);
  const isPhonePart = (w: string) => /^\+?[\d()./-]+$/.test(w) && /\d/.test(w);
  const phone = words.filter(isPhonePart).join(' ');
  const names = words.filter((w) => !isPhonePart(w));
  const prefill: NewAnglerPrefill = {};
  if (names.length > 0) prefill.last_name = names[0];
  if (names.length > 1) prefill.first_name = names.slice(1).join(' ');
  if (phone) prefill.phone = phone;
  return prefill;
}

/** The link to the new-angler form with what was typed, coming back to the sale. */
export function newAnglerLink(typed: string): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(newAnglerPrefill(typed))) params.set(key, value as string);
  params.set('inapoi', QUICK_SALE_RETURN);
  return `/company/clients/new?${params.toString()}`;
}

/** The form's starting values from that link (only the fields it may carry). */
export function prefillFromQuery(query: URLSearchParams): NewAnglerPrefill {
  const prefill: NewAnglerPrefill = {};
  for (const key of ['last_name', 'first_name', 'phone'] as const) {
    const value = query.get(key)?.trim();
    if (value) prefill[key] = value.slice(0, 80);
  }
  return prefill;
}
