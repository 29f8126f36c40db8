/**
 * Pass verification with no signal. A pass's QR code is `…/verify/<code>#<jws>`: the
 * fragment is a compact JWS (EdDSA) signed by the company. The page checks it with the company's
 * public keys (JWKS) and its list of cancelled passes, both kept on the phone from the last time
 * there was signal, and the phone's clock.
 */
import { apiPath } from '@/shared/api/apiPath';
import type { Schemas } from '@/shared/api/schema';
import { applySync, NOTHING_KEPT, type Synced } from './offlineCheck';

type PublicPass = Schemas['PublicPassResponse'];

export * from './offlineCheck';

/* ---------- what the phone keeps between signals (per company host) ---------- */

const storageKey = (slug: string) => `balti-verify:${slug}`;

export function loadSynced(slug: string): Synced {
  try {
    const raw = localStorage.getItem(storageKey(slug));
    if (raw) {
      const parsed = JSON.parse(raw) as Partial<Synced>;
      return {
        jwks: Array.isArray(parsed.jwks) ? parsed.jwks : [],
        revoked: Array.isArray(parsed.revoked) ? parsed.revoked : [],
        exited: parsed.exited && typeof parsed.exited === 'object' ? parsed.exited : {},
        synced_at: typeof parsed.synced_at === 'string' ? parsed.synced_at : null,
        // Kept before the sequence existed: none, so the next sync asks for the whole list.
        seq: typeof parsed.seq === 'number' ? parsed.seq : null,
        retired_kids: Array.isArray(parsed.retired_kids) ? parsed.retired_kids : [],
      };
    }
  } catch {
    // a damaged entry is as good as none
  }
  return NOTHING_KEPT;
}

function saveSynced(slug: string, data: Synced): void {
  try {
    localStorage.setItem(storageKey(slug), JSON.stringify(data));
  } catch {
    // storage full or refused: the page still works online
  }
}

/**
 * How long a verification waits for the server: on a weak signal (online, but no answer) the
 * verdict then comes from the kept keys instead of a spinner that never ends.
 */
export const VERIFY_WAIT_MS = 6000;
const waitLimit = () => AbortSignal.timeout(VERIFY_WAIT_MS);

/**
 * Brings the company's keys and cancelled passes up to date (only what was cancelled after the
 * last sequence number seen is asked for). Throws when there is no signal; what was kept stays.
 */
export async function syncCompany(slug: string): Promise<Synced> {
  const before = loadSynced(slug);
  const after = before.seq !== null ? `?after=${before.seq}` : '';
  const [jwksRes, revRes] = await Promise.all([
    fetch(apiPath('get', '/api/public/companies/{slug}/jwks.json', { slug }), {
      headers: { Accept: 'application/json' },
      signal: waitLimit(),
    }),
    fetch(`${apiPath('get', '/api/public/companies/{slug}/revocations', { slug })}${after}`, {
      headers: { Accept: 'application/json' },
      signal: waitLimit(),
    }),
  ]);
  if (!jwksRes.ok || !revRes.ok) throw new Error(`sync: ${jwksRes.status} ${revRes.status}`);
  const jwks = (await jwksRes.json()) as Schemas['JwksResponse'];
  const rev = (await revRes.json()) as Schemas['RevocationsResponse'];
  const next = applySync(before, jwks, rev);
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

export type ServerAnswer =
  { kind: 'pass'; pass: PublicPass } | { kind: 'falsified' } | { kind: 'retired' } | { kind: 'none' };

/**
 * The verification (POST) with the token (or the pass's public read by its code, for a pass
 * printed before passes were signed): the server's answer, 'falsified' on a 404, 'retired' on a
 * 410 (a key retired as compromised signed it), 'none' with no signal or no answer in VERIFY_WAIT_MS.
 */
export async function askServer(token: string | null, slug: string, code?: string | null): Promise<ServerAnswer> {
  if (!navigator.onLine) return { kind: 'none' };
  try {
    const res = token
      ? await fetch(apiPath('post', '/api/public/passes/verify'), {
          method: 'POST',
          headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
          body: JSON.stringify({ token, company: slug || undefined }),
          signal: waitLimit(),
        })
      : code
        ? await fetch(
            `${apiPath('get', '/api/public/passes/{code}', { code })}${slug ? `?company=${encodeURIComponent(slug)}` : ''}`,
            { headers: { Accept: 'application/json' }, signal: waitLimit() },
          )
        : null;
    // No code and no token: nothing the server could know (it answered 404 to an empty code).
    if (!res) return { kind: 'falsified' };
    if (res.status === 404) return { kind: 'falsified' };
    if (res.status === 410) return { kind: 'retired' };
    if (!res.ok) return { kind: 'none' };
    return { kind: 'pass', pass: (await res.json()) as PublicPass };
  } catch {
    return { kind: 'none' };
  }
}
