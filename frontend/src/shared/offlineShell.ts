/**
 * The company app's files kept for use with no signal (docs/conventions.md "Lost signal and
 * upgrades"): registers the service worker /company-sw.js (scope: the company host) once the page has
 * loaded and the browser is idle, so it takes nothing from the first screen, and puts in its cache
 * the page and the files this visit loaded before the worker controlled it. Later files are kept
 * by the worker as they load; what a lost signal kept it from keeping is kept when the signal returns.
 * Built bundles only (the dev server serves no worker).
 */
export const COMPANY_SW = '/company-sw.js';
export const COMPANY_CACHE = 'balti-company-v1'; // the same name as in frontend/public/company-sw.js

/** Registers the worker and keeps the files; answers whether every one is kept. */
async function keepLoadedFiles(): Promise<boolean> {
  // The whole host: a browser gives a worker only the pages opened inside its scope, and staff open
  // /login first, then the app's screens in the same page.
  await navigator.serviceWorker.register(COMPANY_SW, { scope: '/' });
  const cache = await caches.open(COMPANY_CACHE);
  const prefix = `${window.location.origin}/build/assets/`;
  const files = performance
    .getEntriesByType('resource')
    .map((entry) => entry.name)
    .filter((name) => name.startsWith(prefix));
  const kept = await Promise.all(
    [...new Set(files), '/company/'].map(async (file) => {
      try {
        if (!(await cache.match(file, { ignoreVary: true }))) await cache.add(file);
        return true;
      } catch {
        return false;
      }
    }),
  );
  return kept.every(Boolean);
}

/**
 * Keeps the files; what a lost signal cut short is kept when the signal returns. When the signal is
 * already back by the time the failure is known (it came back while the other files were being
 * kept, so its `online` event has passed), it tries again after a while, less often each time.
 */
async function keepFiles(attempt = 0): Promise<void> {
  if (await keepLoadedFiles().catch(() => false)) return;
  const again = () => void keepFiles(attempt + 1);
  if (navigator.onLine) setTimeout(again, Math.min(60_000, 5_000 * 2 ** attempt));
  else window.addEventListener('online', again, { once: true });
}

export function keepCompanyShell(): void {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator) || typeof caches === 'undefined') return;
  const later = () => setTimeout(() => void keepFiles(), 2000);
  if (document.readyState === 'complete') later();
  else window.addEventListener('load', later, { once: true });
}
