/**
 * Romanian personal numeric code (CNP), checked as the server checks it: the rule written once in
 * the shared package (packages/domain/src/romanian-ids.ts, tested there); the messages are the form's.
 */
import { parseCnp, type CnpReason } from '@balti/domain';

export { cnpControlDigit } from '@balti/domain';

const MESSAGES: Record<CnpReason, string> = {
  format: 'CNP-ul are 13 cifre.',
  century: 'CNP-ul nu este valid.',
  date: 'CNP-ul nu conține o dată de naștere validă.',
  county: 'CNP-ul nu conține un cod de județ valid.',
  checksum: 'Cifra de control a CNP-ului nu este corectă.',
};

/** null when the CNP is valid (spaces ignored), else the Romanian message. */
export function cnpProblem(value: string): string | null {
  const parsed = parseCnp(value.replace(/\s+/g, ''));
  return parsed.valid ? null : MESSAGES[parsed.reason ?? 'format'];
}

export const isValidCnp = (value: string): boolean => cnpProblem(value) === null;
