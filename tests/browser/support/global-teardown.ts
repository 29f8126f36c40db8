/**
 * Playwright global teardown: stops nginx, the API, the SMTP catcher and the throwaway MariaDB
 * started by global-setup.ts, copies their logs to tests/test-results/browser-logs/ and removes
 * the temp dir (kept with BALTI_KEEP_TMP=1).
 */
import { cpSync, existsSync, mkdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import type { BrowserRuntime } from './global-setup';
import { readState, REPO_ROOT, STATE_FILE, terminate } from './runtime';

export default async function globalTeardown(): Promise<void> {
  const g = globalThis as typeof globalThis & { __baltiBrowser?: BrowserRuntime };
  const runtime = g.__baltiBrowser;
  const state = readState();

  if (state) {
    await terminate(state.nginxPid, 5_000);
    await terminate(state.apiPid, 15_000);
  }
  for (const child of runtime?.children ?? []) {
    if (child.pid) await terminate(child.pid, 5_000);
  }
  await runtime?.smtp?.stop().catch(() => undefined);
  await runtime?.mariadb?.stop().catch((err: unknown) => console.error('[browser teardown] MariaDB stop:', err));
  g.__baltiBrowser = undefined;

  if (state?.tmpDir && existsSync(state.tmpDir)) {
    // Parallel runs (another port) keep their logs apart.
    const suffix = state.webPort === 8480 ? '' : `-${state.webPort}`;
    const logs = join(REPO_ROOT, 'tests', 'test-results', `browser-logs${suffix}`);
    try {
      rmSync(logs, { recursive: true, force: true });
      mkdirSync(logs, { recursive: true });
      if (existsSync(state.apiLog)) cpSync(state.apiLog, join(logs, 'api.log'));
      const nginxLogs = join(state.nginxDir, 'logs');
      if (existsSync(nginxLogs)) cpSync(nginxLogs, join(logs, 'nginx'), { recursive: true });
      if (existsSync(state.mailDir)) cpSync(state.mailDir, join(logs, 'mail'), { recursive: true });
    } catch (err) {
      console.error('[browser teardown] could not copy logs:', err);
    }
    if (process.env.BALTI_KEEP_TMP === '1') console.log(`[browser teardown] kept ${state.tmpDir}`);
    else rmSync(state.tmpDir, { recursive: true, force: true });
  }
  rmSync(STATE_FILE, { force: true });
}
