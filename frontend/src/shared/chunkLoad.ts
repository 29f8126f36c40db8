/**
 * Loading a lazy chunk on a patchy signal (docs/conventions.md "Lost signal and upgrades"). A chunk
 * that fails to load:
 *   - with no signal: waits for the `online` event, then tries again (the connection banner says
 *     so meanwhile), as often as the signal comes and goes;
 *   - with signal, when the file is gone (404: the tab outlived an upgrade): loads the page once
 *     more, at the address being opened, in the new version (whose files have new names);
 *     sessionStorage remembers the file, so the same file gone again shows the error screen
 *     instead of reloading again;
 *   - otherwise (a server that did not answer): tries again after 1 s and 3 s, then gives up with a
 *     ChunkLoadError, which the route's error screen shows in Romanian.
 */
import { chunkWaitEnded, chunkWaitStarted } from './connection';

export const RELOAD_KEY = 'balti_chunk_reload';
/** Waits before the 2nd and 3rd try when the server did not answer. */
export const RETRY_DELAYS = [1000, 3000];

export type ChunkFailure = 'missing' | 'unreachable';

export class ChunkLoadError extends Error {
  constructor(
    readonly failure: ChunkFailure,
    readonly url: string | null,
  ) {
    super(`Chunk ${failure}: ${url ?? '?'}`);
    this.name = 'ChunkLoadError';
  }
}

/** What loadChunk needs from the browser; tests pass their own. */
export interface ChunkEnv {
  isOnline(): boolean;
  /** Resolves at the next `online` event. */
  untilOnline(): Promise<void>;
  sleep(ms: number): Promise<void>;
  /** The HTTP status of a HEAD of the file, or null when nothing answered. */
  probe(url: string): Promise<number | null>;
  reload(): void;
  storage: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'> | null;
}

/** Failed fetches of a module or of its stylesheet (Chromium, Firefox, Safari; Vite's CSS preload). */
const LOAD_FAILURE =
  /dynamically imported module|Importing a module script failed|error loading dynamically imported module|Unable to preload CSS/i;

export function isChunkLoadFailure(error: unknown): boolean {
  return error instanceof Error && LOAD_FAILURE.test(error.message);
}

/** The file a load failure names (`…: http://host/build/assets/X.js`, `Unable to preload CSS for /build/…`). */
export function failedChunkUrl(error: unknown, base: string): string | null {
  if (!(error instanceof Error)) return null;
  const m = /((?:https?:\/\/[^\s]+?|\/[^\s]+?)\.(?:m?js|css))(?:\s|$|\?)/.exec(error.message);
  if (!m) return null;
  try {
    return new URL(m[1], base).href;
  } catch {
    return null;
  }
}

function sessionStore(): ChunkEnv['storage'] {
  try {
    return typeof sessionStorage === 'undefined' ? null : sessionStorage;
  } catch {
    return null;
  }
}

/** A router's pending navigation, as React Router's data routers show it. */
interface PendingNavigationSource {
  state: { navigation: { location?: { pathname: string; search: string; hash: string } } };
}

let pendingAddress: () => string | null = () => null;

/**
 * The app's router, so that the upgrade reload lands on the screen the user was going to (the
 * address bar still shows the one they came from while its chunk loads).
 */
export function reloadIntoNavigation(router: PendingNavigationSource): void {
  pendingAddress = () => {
    const to = router.state.navigation.location;
    return to ? `${to.pathname}${to.search}${to.hash}` : null;
  };
}

export const browserEnv: ChunkEnv = {
  isOnline: () => typeof navigator === 'undefined' || navigator.onLine !== false,
  untilOnline: () => new Promise((resolve) => window.addEventListener('online', () => resolve(), { once: true })),
  sleep: (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
  probe: (url) =>
    fetch(url, { method: 'HEAD', cache: 'no-store' }).then(
      (response) => response.status,
      () => null,
    ),
  reload: () => {
    const to = pendingAddress();
    if (to) window.location.assign(to);
    else window.location.reload();
  },
  get storage() {
    return sessionStore();
  },
};

/** `load()`, tried again as described above; resolves with the module, or rejects for the error screen. */
export async function loadChunk<T>(load: () => Promise<T>, env: ChunkEnv = browserEnv): Promise<T> {
  let retries = 0;
  for (;;) {
    try {
      return await load();
    } catch (error) {
      if (!isChunkLoadFailure(error)) throw error;
      if (!env.isOnline()) {
        chunkWaitStarted();
        try {
          await env.untilOnline();
        } finally {
          chunkWaitEnded();
        }
        continue;
      }
      const url = failedChunkUrl(error, typeof location === 'undefined' ? 'http://localhost/' : location.href);
      const status = url ? await env.probe(url) : null;
      if (status === 404) {
        if (env.storage && env.storage.getItem(RELOAD_KEY) !== url) {
          env.storage.setItem(RELOAD_KEY, url!);
          env.reload();
          // The page is going away: the route stays pending until it does.
          return new Promise<T>(() => undefined);
        }
        throw new ChunkLoadError('missing', url);
      }
      if (status === null && !env.isOnline()) continue; // the signal went meanwhile: wait for it
      if (retries >= RETRY_DELAYS.length) throw new ChunkLoadError('unreachable', url);
      await env.sleep(RETRY_DELAYS[retries]);
      retries += 1;
    }
  }
}
