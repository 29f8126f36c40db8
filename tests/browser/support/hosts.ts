/**
 * Host helpers for browser specs. The global setup exports BALTI_WEB_PORT (nginx) before the
 * workers start; `*.localhost` always resolves to the loopback address in Chromium.
 *
 *   await page.goto(url('org', '/login'));          // company app
 *   await page.goto(url('balta-demo'));             // public page of a company
 *   await page.goto(url(null));                     // home
 */
import './localhost-dns';

export const WEB_PORT = Number(process.env.BALTI_WEB_PORT ?? 8480);

/** `http://<label.>localhost:<WEB_PORT><path>`; label null/'' = bare domain (home bundle). */
export function url(label: string | null, path = '/'): string {
  const p = path.startsWith('/') ? path : `/${path}`;
  return `http://${label ? `${label}.` : ''}localhost:${WEB_PORT}${p}`;
}

/** Demo accounts seeded with SEED_DEMO=true (docs/conventions.md), password `Demo1234!`. */
export const DEMO_PASSWORD = 'Demo1234!';
export const DEMO = {
  platform: 'platform@demo.ro',
  companyAdmin: 'admin@balta-demo.ro',
  staff: 'angajat@balta-demo.ro',
  otherCompanyAdmin: 'admin@lacul-linistit.ro',
} as const;
