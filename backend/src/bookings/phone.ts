import { toE164 } from '@app/common/validation/public-form';

/** One way of writing a phone for counting and matching: digits, a leading + kept. */
export function normalizePhone(raw: string): string {
  const trimmed = raw.trim();
  return (trimmed.startsWith('+') ? '+' : '') + trimmed.replace(/\D/g, '');
}

/**
 * Every spelling under which this number may be stored by the features that keep a guest's phone:
 * the public forms' E.164 (toE164()), the desk's normalizePhone() of what was typed ("0722123456",
 * "0040722123456", "40722123456") and the teams' E.164-or-digits. For an erasure to find a guest's
 * records by the client's phone, however each was typed (privacy/privacy.service.ts).
 */
export function phoneSpellings(raw: string | null | undefined): string[] {
  if (!raw?.trim()) return [];
  const spellings = new Set([normalizePhone(raw)]);
  const e164 = toE164(raw);
  if (e164) {
    const digits = e164.slice(1);
    spellings.add(e164).add(`00${digits}`).add(digits);
    if (e164.startsWith('+40')) spellings.add(`0${e164.slice(3)}`);
  }
  return [...spellings].filter((s) => s.replace(/\D/g, '').length >= 6);
}
