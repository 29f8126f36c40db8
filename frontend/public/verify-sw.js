/* global self, caches */
/*
 * Service worker of the pass verification page (/verify/…), registered with scope /verify/.
 * It lives at the root of the host (served by `npm start` and by nginx alike) because a worker
 * under /build/ could only control /build/. The page itself fills the cache (keepForOffline in
 * frontend/src/features/public/offlineVerify.ts); here, with no signal:
 *   - opening /verify/<code> answers the kept page (network first, so a new release is picked up);
 *   - the page's files (/build/…, the manifest, the icon) come from the cache, else the network.
 * The API (/api/…) is never answered from here: the page knows when it has no signal.
 */
const CACHE = 'balti-verify-v1';

self.addEventListener('install', () => {
  self.skipWaiting();
});

self.addEventListener('activate', (event) => {
  event.waitUntil(self.clients.claim());
});

self.addEventListener('fetch', (event) => {
  const request = event.request;
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin) return;
  if (request.mode === 'navigate' && url.pathname.startsWith('/verify/')) {
    event.respondWith(
      fetch(request).catch(() =>
        caches
          .open(CACHE)
          .then((cache) => cache.match('/verify/'))
          .then((kept) => kept || Response.error()),
      ),
    );
    return;
  }
  if (
    url.pathname.startsWith('/build/') ||
    url.pathname === '/verify.webmanifest' ||
    url.pathname === '/verify-icon.svg'
  ) {
    event.respondWith(
      caches.match(request, { ignoreVary: true, ignoreSearch: true }).then((kept) => kept || fetch(request)),
    );
  }
});
