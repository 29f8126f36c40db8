/** Optional build-time platform domain (e.g. `example.ro`); without it hostApp guesses from the host. */
export const APP_DOMAIN: string | undefined = import.meta.env.VITE_APP_DOMAIN || undefined;
