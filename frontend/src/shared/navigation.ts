/**
 * Router-independent navigation for code outside React (the base query's 403 redirect).
 * Each app's router registers its navigate function; before that, a full page load is used.
 */
type Navigate = (to: string) => void;

let current: Navigate | null = null;

export function registerNavigator(navigate: Navigate | null): void {
  current = navigate;
}

export function navigateTo(to: string): void {
  if (current) current(to);
  else if (typeof window !== 'undefined') window.location.assign(to);
}
