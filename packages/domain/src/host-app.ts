/**
 * Which app a host name gets (docs/conventions.md "Hosts and bundles"): the API serves the
 * bundle by it, the Vite dev server and the browser pick the app by it; nginx's map says the same
 * and is tested on its own.
 *
 * First label in front of the platform domain (port ignored): none or `www` -> home, `org` ->
 * company, `admin` -> admin, anything else -> public (the label is the company slug).
 * "No label" means a bare domain: `localhost`, `example.ro`, or an IP address.
 */
export type AppName = 'home' | 'company' | 'admin' | 'public';

/** Labels that can never be a company's slug: the platform's own hosts and paths. */
export const RESERVED_SLUGS = ['www', 'org', 'admin', 'api', 'build', 'mail'] as const;

const IPV4 = /^\d{1,3}(\.\d{1,3}){3}$/;

/** A company slug, the label of its public host: 3–40 of a-z, 0-9 and single hyphens inside. */
export function isValidSlug(slug: string): boolean {
  return /^[a-z0-9](?:[a-z0-9-]{1,38})[a-z0-9]$/.test(slug) && !slug.includes('--');
}

/** Lower-cased host name without port (handles `[::1]:3000`). */
export function stripPort(host: string): string {
  const h = host.trim().toLowerCase();
  if (h.startsWith('[')) {
    const end = h.indexOf(']');
    return end > 0 ? h.slice(0, end + 1) : h;
  }
  const colon = h.indexOf(':');
  return colon >= 0 ? h.slice(0, colon) : h;
}

/**
 * The subdomain label in front of the platform domain, or null for a bare domain.
 * `appDomain` (e.g. `localhost:3000`, `example.ro`; a port is ignored) makes the answer exact;
 * without it, or for a host outside it, the domain is taken to be `localhost` or the last two labels.
 */
export function hostLabel(host: string, appDomain?: string): string | null {
  const name = stripPort(host).replace(/\.$/, '');
  if (!name || name.startsWith('[') || IPV4.test(name)) return null;
  const domain = appDomain ? stripPort(appDomain).replace(/^\./, '').replace(/\.$/, '') : '';
  if (domain) {
    if (name === domain) return null;
    if (name.endsWith(`.${domain}`)) {
      const sub = name.slice(0, -domain.length - 1);
      return sub.split('.')[0] || null;
    }
  }
  const labels = name.split('.');
  const bareLength = labels[labels.length - 1] === 'localhost' ? 1 : 2;
  return labels.length > bareLength ? labels[0] : null;
}

export function appForHost(host: string, appDomain?: string): AppName {
  const label = hostLabel(host, appDomain);
  if (label === null || label === 'www') return 'home';
  if (label === 'org') return 'company';
  if (label === 'admin') return 'admin';
  return 'public';
}

/** The company slug of a public host (`balta-demo.localhost` -> `balta-demo`), else null. */
export function slugForHost(host: string, appDomain?: string): string | null {
  return appForHost(host, appDomain) === 'public' ? hostLabel(host, appDomain) : null;
}

/**
 * Origin of another app on the same platform domain, keeping protocol and port:
 * (`http:`, `www.localhost:8080`, `org`) -> `http://org.localhost:8080`.
 */
export function originForLabel(protocol: string, host: string, label: string, appDomain?: string): string {
  const name = stripPort(host);
  const port = host.slice(name.length).trim(); // ":8080" or ""
  const current = hostLabel(host, appDomain);
  const domain = current === null ? name : name.slice(name.indexOf('.') + 1);
  return `${protocol}//${label}.${domain}${port}`;
}
