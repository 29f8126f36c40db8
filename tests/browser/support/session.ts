/**
 * Signing in for specs that are not about signing in. The app keeps its session as the Bearer token
 * in localStorage (frontend/src/shared/api/token.ts); this gets the token from POST /api/login and
 * puts it there, then opens `path`. The sign-in form itself is driven by auth.spec.ts and
 * company-shell.spec.ts: through the form, every test paid for the sign-in page and the dashboard it
 * lands on, about 3 s of a browser run on one worker.
 */
import { expect, type Page } from '@playwright/test';
import { apiToken } from './api';
import { url } from './hosts';

export interface SignIn {
  /** The app's host: the company app (default) or the platform admin's. */
  host?: 'org' | 'admin';
  /** The screen to open once signed in (default the company's dashboard). */
  path?: string;
  password?: string;
}

export async function signIn(page: Page, email: string, options: SignIn = {}): Promise<void> {
  const { host = 'org', path = '/company', password } = options;
  const { token } = await apiToken(page.request, email, { host, password });
  // localStorage belongs to the origin: a cheap answer of the same host opens it.
  await page.goto(url(host, '/api/health'));
  await page.evaluate((t) => localStorage.setItem('bearer_token', t), token);
  await page.goto(url(host, path));
  await expect(page).toHaveURL(url(host, path));
}
