/**
 * Makes `*.localhost` resolve to 127.0.0.1 inside this Node process.
 *
 * Chromium resolves `org.localhost` to the loopback address by itself, but glibc on Debian does
 * not, so Node-side requests (Playwright's `request` fixture, `page.request`, fetch in a spec)
 * to `url('org', '/api/...')` would fail with ENOTFOUND. Imported for its side effect by hosts.ts.
 */
import dns from 'node:dns';

const isLocal = (hostname: string) => /(^|\.)localhost\.?$/i.test(hostname);
const g = globalThis as typeof globalThis & { __baltiLocalhostDns?: boolean };

function notFound(hostname: string): NodeJS.ErrnoException {
  const err: NodeJS.ErrnoException = new Error(`getaddrinfo ENOTFOUND ${hostname}`);
  err.code = 'ENOTFOUND';
  return err;
}

function wantsFamily(options: unknown): number {
  if (typeof options === 'number') return options;
  if (options && typeof options === 'object' && 'family' in options) {
    const f = (options as { family?: number | string }).family;
    return f === 'IPv6' || f === 6 ? 6 : f === 'IPv4' || f === 4 ? 4 : 0;
  }
  return 0;
}

function wantsAll(options: unknown): boolean {
  return !!(options && typeof options === 'object' && (options as { all?: boolean }).all);
}

if (!g.__baltiLocalhostDns) {
  g.__baltiLocalhostDns = true;

  const originalPromiseLookup = dns.promises.lookup.bind(dns.promises);
  // nginx listens on IPv4 only: answer 127.0.0.1, and "not found" for an IPv6-only lookup.
  (dns.promises as { lookup: unknown }).lookup = (hostname: string, options?: unknown) => {
    if (!isLocal(hostname)) return originalPromiseLookup(hostname, options as dns.LookupOptions);
    if (wantsFamily(options) === 6) return Promise.reject(notFound(hostname));
    const entry = { address: '127.0.0.1', family: 4 };
    return Promise.resolve(wantsAll(options) ? [entry] : entry);
  };

  const originalLookup = dns.lookup;
  (dns as { lookup: unknown }).lookup = (hostname: string, options: unknown, callback?: unknown) => {
    const cb = (typeof options === 'function' ? options : callback) as (...args: unknown[]) => void;
    const opts = typeof options === 'function' ? {} : options;
    if (!isLocal(hostname)) {
      return (originalLookup as (...args: unknown[]) => void)(hostname, opts, cb);
    }
    if (wantsFamily(opts) === 6) return process.nextTick(() => cb(notFound(hostname)));
    if (wantsAll(opts)) return process.nextTick(() => cb(null, [{ address: '127.0.0.1', family: 4 }]));
    return process.nextTick(() => cb(null, '127.0.0.1', 4));
  };
}

export {};
