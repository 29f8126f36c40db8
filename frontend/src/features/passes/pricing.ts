/**
 * The live price of the "new pass" screen, computed as the server charges it: the rule written
 * once in the shared package (packages/domain/src/pricing.ts, tested there).
 */
import type { Dayjs } from 'dayjs';
import { validTo, type DurationUnit } from '@balti/domain';
import { romanianInstant } from '@/shared/romanianClock';

export { passPrice, standDays } from '@balti/domain';

/**
 * The validity a picked start gives: the start read on the lake's clock (the picker's value,
 * src/shared/romanianClock.ts), the end by the server's rule.
 */
export function passValidity(picked: Dayjs, value: number, unit: DurationUnit): { from: Date; to: Date } {
  const from = new Date(romanianInstant(picked));
  return { from, to: validTo(from, value, unit) };
}
