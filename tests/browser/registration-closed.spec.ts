/**
 * An installation that closed registration (REGISTRATION_OPEN=false): the sign-in page offers no
 * registration and /register says where accounts come from, instead of a form the API refuses. Its
 * own API, serving the built bundles as `npm start` does, on a database of its own.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { closeSync, mkdtempSync, openSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { expect, test } from '@playwright/test';
import { freePort } from '../support/ports';
import { terminate, waitForHttp } from './support/runtime';

const REPO = resolve(__dirname, '../..');
let api: ChildProcess;
let dir: string;
let port: number;

test.beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'balti-closed-'));
  port = await freePort();
  const log = join(dir, 'api.log');
  const fd = openSync(log, 'a');
  api = spawn(process.execPath, [join(REPO, 'backend/dist/main.js')], {
    cwd: REPO,
    stdio: ['ignore', fd, fd],
    env: {
      ...process.env,
      NODE_ENV: 'test',
      PORT: String(port),
      DATABASE_URL: `sqlite:${join(dir, 'app.sqlite')}`,
      DATA_DIR: dir,
      SEED_DEMO: 'false',
      FRONTEND_DIST: join(REPO, 'frontend/dist'),
      JWT_SECRET: 'registration-closed-spec-secret-of-32-characters',
      REGISTRATION_OPEN: 'false',
    },
  });
  closeSync(fd);
  await waitForHttp(`http://127.0.0.1:${port}/api/health`, 'API', api, log);
});

test.afterAll(async () => {
  if (api?.pid) await terminate(api.pid);
  rmSync(dir, { recursive: true, force: true });
});

test('a closed registration: no link on the sign-in page, and /register says who makes accounts', async ({ page }) => {
  const answered = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/registration');
  await page.goto(`http://org.localhost:${port}/login`);
  expect(await (await answered).json()).toEqual({ open: false });
  await expect(page.getByRole('link', { name: 'Ai uitat parola?' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Nu ai cont? Înregistrează-te' })).toHaveCount(0);

  await page.goto(`http://org.localhost:${port}/register`);
  await expect(page.getByText('Conturile noi nu se creează aici')).toBeVisible();
  await expect(page.getByText('conturile le face administratorul firmei')).toBeVisible();
  await expect(page.getByLabel('Parolă', { exact: true })).toHaveCount(0);
  await page.getByRole('link', { name: 'Ai deja cont? Autentifică-te' }).click();
  await expect(page).toHaveURL(/\/login$/);
});
