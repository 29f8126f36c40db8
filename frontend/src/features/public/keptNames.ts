/**
 * The company's name as the guard's phone keeps it for the check with no signal: the signed pass
 * carries the company's slug only (offlineCheck.ts), so the name is kept from the last time the
 * page had signal (the public company answer, or the server's answer about a pass).
 */
import { apiPath } from '@/shared/api/apiPath';

const KEY = (slug: string) => `balti-verify-company:${slug}`;

export function keptCompanyName(slug: string): string | null {
  try {
    return localStorage.getItem(KEY(slug));
  } catch {
    return null;
  }
}

export function rememberCompanyName(slug: string, name: string | null | undefined): void {
  if (!name) return;
  try {
    localStorage.setItem(KEY(slug), name);
  } catch {
    // private mode or full storage: the slug is shown instead
  }
}

/** With signal: the company's public name, kept for later. A failure leaves what was kept. */
export async function syncCompanyName(slug: string): Promise<string | null> {
  try {
    const res = await fetch(apiPath('get', '/api/public/companies/{slug}', { slug }), {
      headers: { Accept: 'application/json' },
    });
    if (res.ok) rememberCompanyName(slug, ((await res.json()) as { name?: string }).name);
  } catch {
    // no signal after all
  }
  return keptCompanyName(slug);
}
