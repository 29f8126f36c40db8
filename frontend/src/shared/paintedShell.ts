/**
 * The painted shell (Lighthouse on mobile: BENCHMARKS.md): what a signed-in visit to the company app shows
 * before React, antd and the screen's chunks have arrived and run. The company entry
 * (entries/company.tsx) paints it beside #root from the address and a small snapshot of the session
 * before it starts the app; it stays, untouched, until the account is loaded and the real screen
 * takes its place in the same commit (StartupShell). The page's title is painted at once, in the font and size of the screen's
 * own <h2>, so a phone on a slow network sees the layout and the title in about a second instead of
 * a blank page for four.
 *
 * No imports: the entry must stay a few hundred bytes with nothing to wait for.
 */

/** localStorage: the signed-in user's name and company, mirrored from the store (app/store.ts). */
export const SHELL_KEY = 'balti_shell';

export interface ShellSnapshot {
  name: string;
  company: string;
}

export function greeting(hour: number): string {
  if (hour < 11) return 'Bună dimineața';
  if (hour < 18) return 'Bună ziua';
  return 'Bună seara';
}

/** The dashboard's title, painted and rendered from the same function. */
export function dashboardTitle(name: string, now = new Date()): string {
  return `${greeting(now.getHours())}, ${name}!`;
}

/**
 * The <h2> of the company app's screens whose title is known from the address alone. Each screen
 * renders the same text (a browser test compares them one by one).
 */
export const PAINTED_TITLES: Readonly<Record<string, string>> = {
  '/company/clients': 'Clienți',
  '/company/clients/new': 'Client nou',
  '/company/passes': 'Permise',
  '/company/passes/new': 'Permis nou',
  '/company/receipts': 'Chitanțe',
  '/company/receipts/new': 'Chitanță nouă',
  '/company/bookings': 'Rezervări',
  '/company/bookings/new': 'Rezervare nouă',
  '/company/board': 'Harta zilei',
  '/company/verify': 'Verificare permis',
  '/company/waters': 'Ape',
  '/company/plans': 'Planuri',
  '/company/discounts': 'Reduceri',
  '/company/expenses': 'Cheltuieli',
  '/company/users': 'Utilizatori',
  '/company/settings': 'Setări firmă',
  '/company/audit': 'Jurnal de audit',
  '/company/profile': 'Profil',
  '/company/documentation': 'Documentație',
};

const escape = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/** The snapshot in localStorage, or null (none, unreadable, storage disabled). */
export function readSnapshot(): ShellSnapshot | null {
  try {
    const s = JSON.parse(localStorage.getItem(SHELL_KEY) ?? 'null') as Partial<ShellSnapshot> | null;
    return s && typeof s.name === 'string' && typeof s.company === 'string'
      ? { name: s.name, company: s.company }
      : null;
  } catch {
    return null;
  }
}

/** Writes (or, with null, removes) the snapshot; a storage that refuses is no error. */
export function storeSnapshot(snapshot: ShellSnapshot | null): void {
  try {
    if (snapshot) localStorage.setItem(SHELL_KEY, JSON.stringify(snapshot));
    else localStorage.removeItem(SHELL_KEY);
  } catch {
    // storage disabled (privacy mode): the app starts with a spinner instead
  }
}

/** Title of the screen at `pathname`, when known before the app runs. */
export function paintedTitle(pathname: string, snapshot: ShellSnapshot): string | null {
  const path = pathname.replace(/\/+$/, '') || '/';
  if (path === '/company') return dashboardTitle(snapshot.name);
  return PAINTED_TITLES[path] ?? null;
}

/**
 * The shell's markup for `pathname`, or null where none applies (not a company screen, or no
 * snapshot: signed out, or signed in before the snapshot existed).
 */
export function paintedShellHtml(pathname: string, snapshot: ShellSnapshot | null): string | null {
  if (!snapshot || !/^\/company(\/|$)/.test(pathname) || pathname.startsWith('/company/setup')) return null;
  const title = paintedTitle(pathname, snapshot);
  return (
    '<div class="painted-shell">' +
    '<div class="painted-sider" aria-hidden="true"><span class="painted-brand">' +
    '<span class="painted-brand-full">Bălți</span><span class="painted-brand-short">B</span></span></div>' +
    '<div class="painted-main">' +
    `<div class="painted-header"><span class="painted-company">${escape(snapshot.company)}</span></div>` +
    '<div class="painted-content" role="status" aria-label="Se încarcă…">' +
    (title ? `<h2 class="painted-title">${escape(title)}</h2>` : '') +
    '<span class="spinner" aria-hidden="true"></span>' +
    '</div></div></div>'
  );
}

/** The element the entry paints into, just before React's #root. */
export const PAINTED_ID = 'painted';

/**
 * Paints the shell, where one applies, into its own element before `root`: React renders into
 * #root beside it and never re-creates it; the startup screens render nothing while it is there
 * and it is removed in the commit that shows the real screen (StartupShell). True when painted.
 */
export function paintShell(root: HTMLElement | null): boolean {
  const html = paintedShellHtml(location.pathname, readSnapshot());
  if (!root || !html || document.getElementById(PAINTED_ID)) return false;
  const painted = document.createElement('div');
  painted.id = PAINTED_ID;
  painted.innerHTML = html;
  root.before(painted);
  return true;
}
