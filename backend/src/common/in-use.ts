import { AppException } from './app-exception';

/** "3 permise emise": the passes issued on a row (a plan, a discount, a water), for the 409 of its delete. */
export const issuedPasses = (n: number): string => `${n} ${n === 1 ? 'permis emis' : 'permise emise'}`;

/**
 * The 409 of a delete refused while something still uses the row: `message` gets what uses it,
 * joined ("3 permise emise și planurile „Zi”"), and says that deactivating is the way out.
 */
export function refuseWhileUsed(uses: string[], message: (uses: string) => string): void {
  if (uses.length) throw AppException.conflict(message(uses.join(' și ')));
}
