/**
 * README's `npm run dev` ("Development"), in the copy README's first command installed (after
 * start.spec.ts: the file names keep that order), as a developer uses it: the company app from Vite's
 * dev server with its API calls sent to the API, a change to the API's source compiled and the API
 * restarted with it, and a change that does not compile leaving the API running as it was.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, openSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { freePort } from '../support/ports';
import { newcomerEnv } from './newcomer';

const tree = process.env.BALTI_START_TREE ?? '';
const STAFF = 'angajat@balta-demo.ro';
const PASSWORD = 'Demo1234!';

/** The dev command's process group, stopped whole (tsc watchers, the API, Vite). */
function stop(pid: number) {
  try {
    process.kill(-pid, 'SIGTERM');
  } catch {
    // already gone
  }
}

test('npm run dev serves the company app through Vite and restarts the API on a change that compiles', async ({
  page,
}) => {
  test.setTimeout(6 * 60_000);
  expect(tree, "the folder README's command ran in (BALTI_START_TREE, set by global-setup.ts)").not.toBe('');
  const apiPort = await freePort();
  const vitePort = await freePort();
  const logs = mkdtempSync(join(tmpdir(), 'balti-dev-'));
  const log = join(logs, 'dev.log');
  const out = openSync(log, 'a');
  const dev = spawn('npm', ['run', 'dev'], {
    cwd: tree,
    env: { ...newcomerEnv(apiPort), VITE_PORT: String(vitePort) },
    detached: true,
    stdio: ['ignore', out, out],
  });
  const output = () => readFileSync(log, 'utf8');
  const health = async (): Promise<string[]> => {
    const res = await fetch(`http://127.0.0.1:${apiPort}/api/health`).catch(() => null);
    if (!res?.ok) return [];
    return Object.keys(((await res.json()) as { info?: Record<string, unknown> }).info ?? {});
  };
  try {
    await expect.poll(health, { timeout: 3 * 60_000, message: 'the API of npm run dev answers' }).toEqual(['database']);

    // The company app from Vite's dev server, its sign-in and dashboard through Vite's /api proxy,
    // with no request failed or refused and no error in the console (where the browser's own
    // requests, as the icon's, show their failures).
    const failures: string[] = [];
    page.on('console', (m) => {
      if (m.type() === 'error') failures.push(`${m.text()} ${m.location().url}`);
    });
    page.on('requestfailed', (req) => failures.push(`${req.failure()?.errorText ?? 'failed'} ${req.url()}`));
    page.on('response', (res) => {
      if (res.status() >= 400) failures.push(`${res.status()} ${res.url()}`);
    });
    // The address the command prints once the API answers.
    await expect
      .poll(() => /\[dev\] open (http\S+):/.exec(output())?.[1], { timeout: 30_000 })
      .toBe(`http://org.localhost:${vitePort}/login`);
    await page.goto(`http://org.localhost:${vitePort}/login`);
    await page.getByLabel('Email', { exact: true }).fill(STAFF);
    await page.getByLabel('Parolă', { exact: true }).fill(PASSWORD);
    await page.getByLabel('Parolă', { exact: true }).press('Enter');
    await expect(page).toHaveURL(`http://org.localhost:${vitePort}/company`);
    await expect(page.getByText('Vânzare rapidă').first()).toBeVisible({ timeout: 30_000 });
    await page.waitForLoadState('networkidle');
    expect(failures).toEqual([]);

    // A change to the API's source that compiles: the API answers with it.
    const source = join(tree, 'backend/src/health/health.controller.ts');
    const original = readFileSync(source, 'utf8');
    expect(original).toContain("pingCheck('database'");
    writeFileSync(source, original.replace("pingCheck('database'", "pingCheck('baza_de_date'"));
    await expect
      .poll(health, { timeout: 2 * 60_000, message: 'the API restarted with the change' })
      .toEqual(['baza_de_date']);
    expect(output()).toContain('[dev] backend compiled: restarting the API');

    // A change that does not compile: tsc's error is printed, the API keeps answering as it was.
    writeFileSync(source, `${readFileSync(source, 'utf8')}\nconst broken: number = 'text';\n`);
    await expect.poll(() => output().includes('error TS2322'), { timeout: 2 * 60_000 }).toBe(true);
    expect(await health()).toEqual(['baza_de_date']);
  } finally {
    if (dev.pid) stop(dev.pid);
    await test.info().attach('npm run dev', { path: log });
    rmSync(logs, { recursive: true, force: true });
  }
});
