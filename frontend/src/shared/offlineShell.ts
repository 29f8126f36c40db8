/**
 * The company app's files kept for use with no signal (docs/conventions.md "Lost signal and
 * upgrades"): registers the service worker /company-sw.js (scope: the company host) once the page has
 * loaded and the browser is idle, so it takes nothing from the first screen, and puts in its cache
 * the page and the files this visit loaded before the worker controlled it. Later files are kept
 * by the worker as they load. Built bundles only (the dev server serves no worker).
 */
export const COMPANY_SW = '/company-sw.js';
export const COMPANY_CACHE = 'balti-company-v1'; // the same name as in frontend/public/company-sw.js

async function keepLoadedFiles(): Promise<void> {
  // The whole host: a browser gives a worker only the pages opened inside its scope, and staff open
  // /login first, then the app's screens in the same page.
  await navigator.serviceWorker.register(COMPANY_SW, { scope: '/' });
  const cache = await caches.open(COMPANY_CACHE);
  const prefix = `${window.location.origin}/build/assets/`;
  const files = performance
    .getEntriesByType('resource')
    .map((entry) => entry.name)
    .filter((name) => name.startsWith(prefix));
  await Promise.all(
    [...new Set(files), '/company/']
      .map(async (file) => {
        if (!(await cache.match(file, { ignoreVary: true }))) await cache.add(file);
      })
      .map((kept) => kept.catch(() => undefined)),
  );
}

export function keepCompanyShell(): void {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator) || typeof caches === 'undefined') return;
  const later = () => setTimeout(() => void keepLoadedFiles().catch(() => undefined), 2000);
  if (document.readyState === 'complete') later();
  else window.addEventListener('load', later, { once: true });
}
