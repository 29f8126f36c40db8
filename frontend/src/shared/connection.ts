/**
 * What the connection banner (components/ConnectionBanner.tsx) shows: whether the browser has a
 * signal, and how many lazy chunks wait for it (chunkLoad.ts). Plain TypeScript, read in React with
 * useSyncExternalStore.
 */
export interface ConnectionState {
  online: boolean;
  /** Lazy chunks waiting for the signal to come back. */
  waitingChunks: number;
}

const listeners = new Set<() => void>();
let state: ConnectionState = {
  online: typeof navigator === 'undefined' || navigator.onLine !== false,
  waitingChunks: 0,
};

function update(next: Partial<ConnectionState>): void {
  state = { ...state, ...next };
  for (const listener of listeners) listener();
}

export function connectionState(): ConnectionState {
  return state;
}

export function subscribeConnection(listener: () => void): () => void {
  if (listeners.size === 0 && typeof window !== 'undefined') {
    window.addEventListener('online', onOnline);
    window.addEventListener('offline', onOffline);
    update({ online: navigator.onLine !== false });
  }
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0 && typeof window !== 'undefined') {
      window.removeEventListener('online', onOnline);
      window.removeEventListener('offline', onOffline);
    }
  };
}

function onOnline() {
  update({ online: true });
}
function onOffline() {
  update({ online: false });
}

export function chunkWaitStarted(): void {
  update({ waitingChunks: state.waitingChunks + 1, online: false });
}

export function chunkWaitEnded(): void {
  update({ waitingChunks: Math.max(0, state.waitingChunks - 1) });
}

/** No signal now (navigator.onLine; true where unknown). */
export function isOffline(): boolean {
  return typeof navigator !== 'undefined' && navigator.onLine === false;
}

export const OFFLINE_BANNER = 'Fără semnal — reîncerc când revine';
export const SAVED_DATA_BANNER = 'Date salvate — fără semnal';
export const OFFLINE_ACTION_REFUSED =
  'Fără semnal: acțiunea nu a fost trimisă. Încercați din nou când revine semnalul.';
