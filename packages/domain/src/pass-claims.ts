/**
 * What the signed token of a pass carries (a compact EdDSA JWS): enough for a guard's phone to
 * show the pass with no signal. The API signs these claims; the verify page checks them offline.
 */
export interface PassClaims {
  code: string;
  series: string;
  number: number;
  /** The company's slug: a token verifies only on its own company's page. */
  company: string;
  water: string;
  /** ISO instants. */
  valid_from: string;
  valid_to: string;
  /** The holder's initials only ("P. I."), never the name. */
  initials: string;
  /** The company's and the plan's names, for the page checked with no signal (older tokens lack them). */
  company_name?: string;
  plan?: string;
  /** Issued at, in seconds. */
  iat: number;
}

/** Whether a decoded payload has the claims a pass's check cannot do without. */
export function hasPassClaims(value: unknown): value is PassClaims {
  if (!value || typeof value !== 'object') return false;
  const c = value as Partial<Record<keyof PassClaims, unknown>>;
  return [c.code, c.company, c.valid_from, c.valid_to].every((v) => typeof v === 'string');
}
