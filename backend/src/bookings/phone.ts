import type { ErasedPerson } from '@app/common/erasure';
import { emailKey, toE164 } from '@app/common/validation/public-form';

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

/**
 * What finds a person's guest records nobody linked to their client (an erasure takes them, the
 * data export shows them: bookings.service.ts guestBookingsOf(), competitions/teams.service.ts
 * erasure()): their phone in every spelling and their e-mail in lower case. The company's own
 * contact phone and e-mail (`lake`, companies.phone and companies.email) are left out: the desk types
 * them as a placeholder for walk-in guests, so they name the lake, never one person, and a client
 * registered with them would otherwise take every such guest's records with their own.
 */
export function guestKeys(
  person: ErasedPerson | undefined,
  lake: { phone: string | null; email: string | null },
): { phones: string[]; email: string | null } {
  const phones = phoneSpellings(person?.phone);
  const email = person?.email?.trim() ? emailKey(person.email) : null;
  const lakePhones = new Set(phoneSpellings(lake.phone));
  const lakeEmail = lake.email?.trim() ? emailKey(lake.email) : null;
  return {
    phones: phones.some((p) => lakePhones.has(p)) ? [] : phones,
    email: email !== null && email === lakeEmail ? null : email,
  };
}
