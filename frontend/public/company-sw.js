/* global self, caches */
/*
 * Service worker of the company app (the `org` host), registered with scope / by
 * frontend/src/shared/offlineShell.ts. It lives at the root of the host (served by `npm start` and
 * by nginx alike) because a worker under /build/ could only control /build/. It keeps only the
 * app's files, never an API answer (those stay in the tab's memory: shared/api/savedAnswers.ts):
 *   - opening an address of the app: the network first (a new release is picked up at once), else
 *     the kept page (every address of the host answers the same company.html);
 *   - /build/assets/… (hashed, never changing): the kept copy, else the network, kept for next time.
 * A file the server no longer has (404 after an upgrade) is not kept: the page then reloads to the
 * new release (shared/chunkLoad.ts).
 */
const CACHE = 'balti-company-v1'; // the same name as in shared/offlineShell.ts
const PAGE = '/company/';
const MAX_FILES = 400;

self.addEventListener('install', () => {
  self.skipWaiting();
});

self.addEventListener('activate', (event) => {
  event.waitUntil(self.clients.claim());
});

/** Oldest entries out first, so a cache that outlived many releases stays small. */
async function trim(cache) {
  const keys = await cache.keys();
  for (const key of keys.slice(0, Math.max(0, keys.length - MAX_FILES))) await cache.delete(key);
}

async function keep(request, response) {
  const cache = await caches.open(CACHE);
  await cache.put(request, response);
  await trim(cache);
}

self.addEventListener('fetch', (event) => {
  const request = event.request;
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin) return;
  if (request.mode === 'navigate' && !url.pathname.startsWith('/api/') && !url.pathname.startsWith('/build/')) {
    event.respondWith(
      fetch(request).then(
        (response) => {
          if (response.ok) event.waitUntil(keep(PAGE, response.clone()));
          return response;
        },
        () => caches.match(PAGE).then((kept) => kept || Response.error()),
      ),
    );
    return;
  }
  if (url.pathname.startsWith('/build/assets/')) {
    event.respondWith(
      caches.match(request, { ignoreVary: true }).then(
        (kept) =>
          kept ||
          fetch(request).then((response) => {
            if (response.ok && response.type === 'basic') event.waitUntil(keep(request, response.clone()));
            return response;
          }),
      ),
    );
  }
});
