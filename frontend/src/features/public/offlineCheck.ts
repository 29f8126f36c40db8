/**
 * The offline check of a pass, with no browser API but WebCrypto: the signature of its compact
 * JWS against the company's kept keys, its state from the claims' dates, the phone's clock, the
 * kept cancelled codes and the keys retired as compromised; and what a sync leaves kept. The page
 * (offlineVerify.ts) stores and fetches; this file decides, and the API tests run it on the
 * server's real answers (tests/api/signed-passes.e2e-spec.ts).
 */
import { hasPassClaims, type PassClaims } from '@balti/domain';
// The generated wire types, by relative path: the API tests' compiler (tests/tsconfig.json) reads
// this file too, without the front end's `@/` alias.
import type { components } from '../../shared/api/openapi.d.ts';

type Schemas = components['schemas'];

export type Jwk = Schemas['JwkResponse'];
export type VerifyState = Schemas['PublicPassResponse']['state'];

/** What a pass's token carries: the claims the API signs (packages/domain/src/pass-claims.ts). */
export type { PassClaims };

export interface DecodedToken {
  kid: string;
  claims: PassClaims;
  signingInput: Uint8Array<ArrayBuffer>;
  signature: Uint8Array<ArrayBuffer>;
}

export type OfflineResult =
  | { kind: 'falsified' }
  /** Signed by a key this device does not keep (never synced, or made since): no answer without the server. */
  | { kind: 'unknown_key' }
  | { kind: 'retired' }
  | { kind: 'checked'; claims: PassClaims; state: VerifyState; exited_at: string | null };

export const FALSIFIED_TEXT = 'Permis falsificat sau necunoscut';
/** A pass signed by a key the company retired as compromised (the server says the same, with a 410). */
export const RETIRED_TEXT = 'Cheie retrasă — re-emiteți permisul';

function fromBase64Url(part: string): Uint8Array<ArrayBuffer> {
  const b64 = part.replace(/-/g, '+').replace(/_/g, '/') + '='.repeat((4 - (part.length % 4)) % 4);
  const bin = atob(b64);
  const out = new Uint8Array(bin.length);
  for (let i = 0; i < bin.length; i++) out[i] = bin.charCodeAt(i);
  return out;
}

const isString = (v: unknown): v is string => typeof v === 'string';

/** The parts of a compact EdDSA JWS, or null when it is not one or its claims are not a pass's. */
export function decodeToken(token: string): DecodedToken | null {
  const parts = token.split('.');
  if (parts.length !== 3 || parts.some((p) => !/^[A-Za-z0-9_-]+$/.test(p))) return null;
  try {
    const header = JSON.parse(new TextDecoder().decode(fromBase64Url(parts[0]))) as { alg?: unknown; kid?: unknown };
    const claims: unknown = JSON.parse(new TextDecoder().decode(fromBase64Url(parts[1])));
    if (header.alg !== 'EdDSA' || !isString(header.kid)) return null;
    if (!hasPassClaims(claims)) return null;
    return {
      kid: header.kid,
      claims,
      signingInput: new TextEncoder().encode(`${parts[0]}.${parts[1]}`),
      signature: fromBase64Url(parts[2]),
    };
  } catch {
    return null;
  }
}

/** The pass's state from its dates, the phone's clock and the cancelled and exited codes known here. */
export function stateOf(
  claims: PassClaims,
  revoked: ReadonlySet<string>,
  now: Date,
  exited: Readonly<Record<string, string>> = {},
): VerifyState {
  if (revoked.has(claims.code)) return 'cancelled';
  if (Object.prototype.hasOwnProperty.call(exited, claims.code)) return 'exited';
  if (now.getTime() < new Date(claims.valid_from).getTime()) return 'upcoming';
  if (now.getTime() >= new Date(claims.valid_to).getTime()) return 'expired';
  return 'valid';
}

async function signatureHolds(decoded: DecodedToken, jwk: Jwk): Promise<boolean> {
  try {
    const key = await crypto.subtle.importKey(
      'jwk',
      { kty: 'OKP', crv: 'Ed25519', x: jwk.x },
      { name: 'Ed25519' },
      false,
      ['verify'],
    );
    return await crypto.subtle.verify({ name: 'Ed25519' }, key, decoded.signature, decoded.signingInput);
  } catch {
    return false;
  }
}

/**
 * Retired when a key the company retired as compromised signed it (whatever it claims: whoever
 * holds that key can sign anything); unknown_key when the key is not among those kept (the device
 * never synced, or the company made the key since: a genuine pass must not be called forged at the
 * gate); falsified when the signature fails or the pass belongs to another company than the page's
 * host; otherwise the state from the dates and the cancelled codes.
 */
export async function verifyOffline(
  token: string,
  slug: string,
  jwks: readonly Jwk[],
  revoked: ReadonlySet<string>,
  now = new Date(),
  retiredKids: ReadonlySet<string> = new Set(),
  exited: Readonly<Record<string, string>> = {},
): Promise<OfflineResult> {
  const decoded = decodeToken(token);
  if (!decoded) return { kind: 'falsified' };
  // Another lake's pass is never valid here, whichever key signed it: no key is needed to say so.
  if (decoded.claims.company !== slug) return { kind: 'falsified' };
  if (retiredKids.has(decoded.kid)) return { kind: 'retired' };
  const jwk = jwks.find((k) => k.kid === decoded.kid);
  if (!jwk) return { kind: 'unknown_key' };
  if (!(await signatureHolds(decoded, jwk))) return { kind: 'falsified' };
  const state = stateOf(decoded.claims, revoked, now, exited);
  return {
    kind: 'checked',
    claims: decoded.claims,
    state,
    exited_at: state === 'exited' ? exited[decoded.claims.code] : null,
  };
}

/* ---------- what the phone keeps between signals (per company host) ---------- */

export interface Synced {
  jwks: Jwk[];
  /** Codes of the cancelled passes known here. */
  revoked: string[];
  /** Passes whose angler has exited (code -> exit time, ISO): they admit no one any more. */
  exited: Record<string, string>;
  /** When the revocation list was last brought up to date (ISO), null before the first sync. */
  synced_at: string | null;
  /** The company's revocation sequence number reached (the next sync asks what came after it). */
  seq: number | null;
  /** Kids of the keys the company retired as compromised. */
  retired_kids: string[];
}

export const NOTHING_KEPT: Synced = { jwks: [], revoked: [], exited: {}, synced_at: null, seq: null, retired_kids: [] };

/** verifyOffline() with what the phone keeps. */
export const verifyKept = (token: string, slug: string, kept: Synced, now = new Date()): Promise<OfflineResult> =>
  verifyOffline(token, slug, kept.jwks, new Set(kept.revoked), now, new Set(kept.retired_kids), kept.exited ?? {});

/** Merges the codes cancelled since the last sync into the ones known (each code once). */
export function mergeRevoked(known: readonly string[], fresh: readonly string[]): string[] {
  return [...new Set([...known, ...fresh])];
}

/**
 * What the phone keeps after a sync: the keys as answered, the retired keys as answered, and the
 * cancelled codes and exits either replaced by the whole list or merged with what came after the
 * last sequence number seen (the server's `full` says which). An exit comes in the same list as a
 * cancellation, with `exited_at` instead of `cancelled_at`; a pass cancelled after its exit is cancelled.
 */
export function applySync(before: Synced, jwks: Schemas['JwksResponse'], rev: Schemas['RevocationsResponse']): Synced {
  const fresh = rev.revoked.filter((r) => !r.exited_at).map((r) => r.code);
  const revoked = rev.full ? mergeRevoked([], fresh) : mergeRevoked(before.revoked, fresh);
  const exited: Record<string, string> = rev.full ? {} : { ...(before.exited ?? {}) };
  for (const r of rev.revoked) if (r.exited_at) exited[r.code] = r.exited_at;
  for (const code of revoked) delete exited[code];
  return {
    jwks: jwks.keys,
    revoked,
    exited,
    synced_at: rev.synced_at,
    seq: rev.seq,
    retired_kids: rev.retired_kids,
  };
}
