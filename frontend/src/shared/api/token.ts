/** The Bearer token lives in localStorage under `bearer_token` (docs/conventions.md, API wire format). */
export const TOKEN_KEY = 'bearer_token';

function storage(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null; // storage disabled (privacy mode)
  }
}

export function getStoredToken(): string | null {
  return storage()?.getItem(TOKEN_KEY) || null;
}

export function setStoredToken(token: string | null): void {
  const s = storage();
  if (!s) return;
  if (token) s.setItem(TOKEN_KEY, token);
  else s.removeItem(TOKEN_KEY);
}
