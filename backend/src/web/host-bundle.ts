/**
 * Which front-end bundle a host name gets (SPEC.md §1, PRODUCT.md §7). The same rule lives in
 * frontend/src/app/hostApp.ts (Vite dev server and the browser) and in nginx's map; each is tested.
 */
export type Bundle = 'home' | 'company' | 'admin' | 'public';

const hostname = (host: string) => host.trim().toLowerCase().replace(/:\d+$/, '').replace(/\.$/, '');

/** The label in front of APP_DOMAIN (or, for a host outside it, in front of a two-label domain). */
export function firstLabel(host: string, appDomain?: string): string | null {
  const name = hostname(host);
  if (appDomain) {
    const domain = hostname(appDomain);
    if (name === domain) return null;
    if (name.endsWith(`.${domain}`)) return name.slice(0, -(domain.length + 1)).split('.')[0];
  }
  if (!name || /^\d{1,3}(\.\d{1,3}){3}$/.test(name) || name.startsWith('[')) return null;
  const labels = name.split('.');
  // "localhost" and "example.ro" have no label in front of the domain.
  if (labels.length === 1) return null;
  if (labels[labels.length - 1] === 'localhost') return labels.length > 1 ? labels[0] : null;
  return labels.length > 2 ? labels[0] : null;
}

export function bundleForHost(host: string, appDomain?: string): Bundle {
  const label = firstLabel(host, appDomain);
  if (label === null || label === 'www') return 'home';
  if (label === 'org') return 'company';
  if (label === 'admin') return 'admin';
  return 'public';
}
