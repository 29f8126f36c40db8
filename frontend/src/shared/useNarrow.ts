import { useSyncExternalStore } from 'react';

/** The width under which lists are cards and the shell has its bottom bar (styles/base.css). */
const NARROW = '(max-width: 599.98px)';

function subscribe(onChange: () => void): () => void {
  if (typeof window.matchMedia !== 'function') return () => undefined;
  const query = window.matchMedia(NARROW);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}
const isNarrow = () => typeof window.matchMedia === 'function' && window.matchMedia(NARROW).matches;

/** Whether the screen is a phone's (under 600 px); follows a rotation. */
export function useNarrow(): boolean {
  return useSyncExternalStore(subscribe, isNarrow, () => false);
}
