/**
 * Pass verification with no signal (issue 16). A pass's QR code is `…/verify/<code>#<jws>`: the
 * fragment is a compact JWS (EdDSA) signed by the company. The page checks it with the company's
 * public keys (JWKS) and its list of cancelled passes, both kept on the phone from the last time
 * there was signal, and the phone's clock.
 */
import type { Schemas } from '@/shared/api/schema';

type PublicPass = Schemas['PublicPassResponse'];

export type Jwk = Schemas['JwkResponse'];
export type VerifyState = Schemas['PublicPassResponse']['state'];

/** What a pass's token carries (backend/src/signing/signing.service.ts, PassClaims). */
export interface PassClaims {
  code: string;
  series: string;
  number: number;
  company: string;
  water: string;
  valid_from: string;
  valid_to: string;
  initials: string;
  iat: number;
}

export interface DecodedToken {
  kid: string;
  claims: PassClaims;
  signingInput: Uint8Array<ArrayBuffer>;
  signature: Uint8Array<ArrayBuffer>;
}

export type OfflineResult = { kind: 'falsified' } | { kind: 'checked'; claims: PassClaims; state: VerifyState };

export const FALSIFIED_TEXT = 'Permis falsificat sau necunoscut';

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
    const claims = JSON.parse(new TextDecoder().decode(fromBase64Url(parts[1]))) as Partial<PassClaims>;
    if (header.alg !== 'EdDSA' || !isString(header.kid)) return null;
    if (!claims || ![claims.code, claims.company, claims.valid_from, claims.valid_to].every(isString)) return null;
    return {
      kid: header.kid,
      claims: claims as PassClaims,
      signingInput: new TextEncoder().encode(`${parts[0]}.${parts[1]}`),
      signature: fromBase64Url(parts[2]),
    };
  } catch {
    return null;
  }
}

/** The pass's state from its dates, the phone's clock and the cancelled codes known here. */
export function stateOf(claims: PassClaims, revoked: ReadonlySet<string>, now: Date): VerifyState {
  if (revoked.has(claims.code)) return 'cancelled';
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
 * Falsified when the signature fails, the key is unknown or the pass belongs to another company
 * than the page's host; otherwise the state from the dates and the cancelled codes.
 */
export async function verifyOffline(
  token: string,
  slug: string,
  jwks: readonly Jwk[],
  revoked: ReadonlySet<string>,
  now = new Date(),
): Promise<OfflineResult> {
  const decoded = decodeToken(token);
  if (!decoded) return { kind: 'falsified' };
  const jwk = jwks.find((k) => k.kid === decoded.kid);
  if (!jwk || !(await signatureHolds(decoded, jwk))) return { kind: 'falsified' };
  if (decoded.claims.company !== slug) return { kind: 'falsified' };
  return { kind: 'checked', claims: decoded.claims, state: stateOf(decoded.claims, revoked, now) };
}

/* ---------- what the phone keeps between signals (per company host) ---------- */

export interface Synced {
  jwks: Jwk[];
  /** Codes of the cancelled passes known here. */
  revoked: string[];
  /** When the revocation list was last brought up to date (ISO), null before the first sync. */
  synced_at: string | null;
}

const storageKey = (slug: string) => `balti-verify:${slug}`;

export function loadSynced(slug: string): Synced {
  try {
    const raw = localStorage.getItem(storageKey(slug));
    if (raw) {
      const parsed = JSON.parse(raw) as Partial<Synced>;
      return {
        jwks: Array.isArray(parsed.jwks) ? parsed.jwks : [],
        revoked: Array.isArray(parsed.revoked) ? parsed.revoked : [],
        synced_at: typeof parsed.synced_at === 'string' ? parsed.synced_at : null,
      };
    }
  } catch {
    // a damaged entry is as good as none
  }
  return { jwks: [], revoked: [], synced_at: null };
}

function saveSynced(slug: string, data: Synced): void {
  try {
    localStorage.setItem(storageKey(slug), JSON.stringify(data));
  } catch {
    // storage full or refused: the page still works online
  }
}

/** Merges the codes cancelled since the last sync into the ones known (each code once). */
export function mergeRevoked(known: readonly string[], fresh: readonly string[]): string[] {
  return [...new Set([...known, ...fresh])];
}

/**
 * Brings the company's keys and cancelled passes up to date (only what was cancelled since the
 * last sync is asked for). Throws when there is no signal; what was kept stays as it was.
 */
export async function syncCompany(slug: string): Promise<Synced> {
  const before = loadSynced(slug);
  const since = before.synced_at ? `?since=${encodeURIComponent(before.synced_at)}` : '';
  const [jwksRes, revRes] = await Promise.all([
    fetch(`/api/public/companies/${encodeURIComponent(slug)}/jwks.json`, { headers: { Accept: 'application/json' } }),
    fetch(`/api/public/companies/${encodeURIComponent(slug)}/revocations${since}`, {
      headers: { Accept: 'application/json' },
    }),
  ]);
  if (!jwksRes.ok || !revRes.ok) throw new Error(`sync: ${jwksRes.status} ${revRes.status}`);
  const jwks = (await jwksRes.json()) as Schemas['JwksResponse'];
  const rev = (await revRes.json()) as Schemas['RevocationsResponse'];
  const next: Synced = {
    jwks: jwks.keys,
    revoked: mergeRevoked(
      before.revoked,
      rev.revoked.map((r) => r.code),
    ),
    synced_at: rev.synced_at,
  };
  saveSynced(slug, next);
  return next;
}

/* ---------- installable, and the page itself kept for no signal ---------- */

export const SHELL_CACHE = 'balti-verify-v1';

/**
 * Registers the service worker (/verify-sw.js, scope /verify/) and puts this page and the files it
 * loaded in its cache, so the next /verify/… opens with no signal. Resolves true once kept.
 */
export async function keepForOffline(): Promise<boolean> {
  if (!('serviceWorker' in navigator) || !('caches' in window)) return false;
  await navigator.serviceWorker.register('/verify-sw.js', { scope: '/verify/' });
  const cache = await caches.open(SHELL_CACHE);
  const shell = await fetch(window.location.pathname, { cache: 'no-cache' });
  if (!shell.ok) return false;
  await cache.put('/verify/', shell);
  const files = new Set<string>(['/verify.webmanifest', '/verify-icon.svg']);
  for (const entry of performance.getEntriesByType('resource')) {
    const u = new URL(entry.name);
    if (u.origin === window.location.origin && u.pathname.startsWith('/build/')) files.add(u.pathname);
  }
  document.querySelectorAll<HTMLScriptElement | HTMLLinkElement>('script[src], link[href]').forEach((el) => {
    const u = new URL('src' in el && el.src ? el.src : (el as HTMLLinkElement).href, window.location.href);
    if (u.origin === window.location.origin && u.pathname.startsWith('/build/')) files.add(u.pathname);
  });
  await cache.addAll([...files]);
  await navigator.serviceWorker.ready;
  return true;
}

/** The web app manifest of the verification page (the same HTML serves the company's public page). */
export function linkManifest(): void {
  if (document.querySelector('link[rel="manifest"]')) return;
  const link = document.createElement('link');
  link.rel = 'manifest';
  link.href = '/verify.webmanifest';
  document.head.appendChild(link);
}

/* ---------- the server's word, when there is signal ---------- */

export type ServerAnswer = { kind: 'pass'; pass: PublicPass } | { kind: 'falsified' } | { kind: 'none' };

/**
 * POST /api/public/passes/verify with the token (or GET /api/public/passes/{code} for a pass
 * printed before passes were signed): the server's answer, 'falsified' on a 404, 'none' with no signal.
 */
export async function askServer(token: string | null, slug: string, code?: string | null): Promise<ServerAnswer> {
  if (!navigator.onLine) return { kind: 'none' };
  try {
    const res = token
      ? await fetch('/api/public/passes/verify', {
          method: 'POST',
          headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
          body: JSON.stringify({ token, company: slug || undefined }),
        })
      : await fetch(
          `/api/public/passes/${encodeURIComponent(code ?? '')}${slug ? `?company=${encodeURIComponent(slug)}` : ''}`,
          { headers: { Accept: 'application/json' } },
        );
    if (res.status === 404) return { kind: 'falsified' };
    if (!res.ok) return { kind: 'none' };
    return { kind: 'pass', pass: (await res.json()) as PublicPass };
  } catch {
    return { kind: 'none' };
  }
}
