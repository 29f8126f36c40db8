/**
 * Playwright global setup: builds what is missing, then starts
 *   - an SMTP catcher writing mails to <tmp>/mail (read by ./mail.ts in the specs),
 *   - optionally a throwaway MariaDB (BROWSER_DB=mariadb; default SQLite in <tmp>),
 *   - the built API `node backend/dist/main.js` on a free port (log: <tmp>/api.log),
 *   - nginx rendered from nginx/templates/default.conf.template in front of frontend/dist,
 * and records pids/ports in the state file read by global-teardown.ts.
 *
 * Environment knobs: BALTI_WEB_PORT (default 8480, or a free port when that one is taken),
 * BROWSER_DB=mariadb, BALTI_KEEP_TMP=1 (keep <tmp> after the run), BALTI_SKIP_BUILD=1,
 * BALTI_API_ENTRY / BALTI_WEB_ROOT (another API script / bundle dir, for checking the harness).
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { closeSync, existsSync, mkdirSync, mkdtempSync, openSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import type { FullConfig } from '@playwright/test';
import { startThrowawayMariaDb, type ThrowawayMariaDb } from '../../support/mariadb';
import { freePort } from '../../support/ports';
import { startSmtpServer, type SmtpCatcher } from '../../support/smtp';
import {
  aptInstall,
  commandLine,
  isAlive,
  readState,
  REPO_ROOT,
  STATE_DIR,
  STATE_FILE,
  terminate,
  waitForHttp,
  which,
  type BrowserState,
} from './runtime';

/** Live handles kept for global-teardown.ts (same process). */
export interface BrowserRuntime {
  smtp?: SmtpCatcher;
  mariadb?: ThrowawayMariaDb;
  children: ChildProcess[];
}
const g = globalThis as typeof globalThis & { __baltiBrowser?: BrowserRuntime };

function portIsFree(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const srv = createServer();
    srv.once('error', () => resolve(false));
    srv.listen(port, '127.0.0.1', () => srv.close(() => resolve(true)));
  });
}

function run(cmd: string, args: string[], what: string): void {
  console.log(`[browser setup] ${what}: ${cmd} ${args.join(' ')}`);
  const res = spawnSync(cmd, args, { cwd: REPO_ROOT, stdio: 'inherit' });
  if (res.status !== 0) throw new Error(`${what} failed: ${cmd} ${args.join(' ')} (exit ${res.status})`);
}

const API_ENTRY = process.env.BALTI_API_ENTRY ?? join(REPO_ROOT, 'backend', 'dist', 'main.js');
const WEB_ROOT = process.env.BALTI_WEB_ROOT ?? join(REPO_ROOT, 'frontend', 'dist');

function ensureBuilds(): void {
  if (process.env.BALTI_SKIP_BUILD === '1') return;
  if (!existsSync(API_ENTRY)) {
    run('npm', ['run', 'build', '-w', 'backend'], 'backend build');
  }
  if (!existsSync(join(WEB_ROOT, 'company.html'))) {
    run('npm', ['run', 'build', '-w', 'frontend'], 'frontend build');
  }
}

function ensureTools(chromium: string | undefined): void {
  if (!which('nginx')) aptInstall(['nginx-light'], 'nginx is needed for the browser tests');
  if (chromium && !existsSync(chromium) && chromium === '/usr/bin/chromium') {
    aptInstall(['chromium'], 'chromium is needed for the browser tests');
  }
}

/** Kills processes left by runs whose Playwright runner died before its teardown (never a live run's). */
async function cleanStale(): Promise<void> {
  if (!existsSync(STATE_DIR)) return;
  for (const name of readdirSync(STATE_DIR).filter((f) => f.endsWith('.json'))) {
    const file = join(STATE_DIR, name);
    const old = readState(file);
    if (old && old.runnerPid && isAlive(old.runnerPid) && old.runnerPid !== process.pid) continue;
    if (old) {
      if (isAlive(old.nginxPid) && commandLine(old.nginxPid).includes('nginx')) await terminate(old.nginxPid);
      if (isAlive(old.apiPid) && commandLine(old.apiPid).includes('node')) await terminate(old.apiPid);
      if (old.tmpDir && old.tmpDir.includes('balti-browser-')) rmSync(old.tmpDir, { recursive: true, force: true });
    }
    rmSync(file, { force: true });
  }
}

const JWT_SECRET = 'test-secret-browser-0123456789abcdef0123456789';

export default async function globalSetup(config: FullConfig): Promise<void> {
  const chromium = config.projects[0]?.use?.launchOptions?.executablePath;
  ensureTools(chromium);
  ensureBuilds();
  await cleanStale();

  const runtime: BrowserRuntime = { children: [] };
  g.__baltiBrowser = runtime;

  const tmpDir = mkdtempSync(join(tmpdir(), 'balti-browser-'));
  const mailDir = join(tmpDir, 'mail');
  mkdirSync(mailDir);

  // Ports: the web port is fixed (8480) unless taken or overridden, so a failing run is easy to poke at.
  const wanted = Number(process.env.BALTI_WEB_PORT ?? 8480);
  const webPort = (await portIsFree(wanted)) ? wanted : await freePort();
  const apiPort = await freePort();

  // SMTP catcher -> <tmp>/mail/<n>.eml + <n>.json
  let mailCount = 0;
  const smtp = await startSmtpServer({
    onMessage: (m) => {
      const n = ++mailCount;
      writeFileSync(join(mailDir, `${n}.eml`), m.raw);
      writeFileSync(join(mailDir, `${n}.json`), JSON.stringify({ from: m.from, to: m.to, receivedAt: m.receivedAt }));
    },
  });
  runtime.smtp = smtp;

  // Database
  let databaseUrl = `sqlite:${join(tmpDir, 'app.sqlite')}`;
  if ((process.env.BROWSER_DB ?? '').toLowerCase() === 'mariadb') {
    runtime.mariadb = await startThrowawayMariaDb();
    databaseUrl = runtime.mariadb.url;
  }

  // API
  const apiLog = join(tmpDir, 'api.log');
  const apiFd = openSync(apiLog, 'a');
  const api = spawn(process.execPath, [API_ENTRY], {
    cwd: REPO_ROOT,
    stdio: ['ignore', apiFd, apiFd],
    env: {
      ...process.env,
      NODE_ENV: 'test',
      PORT: String(apiPort),
      DATABASE_URL: databaseUrl,
      DATA_DIR: tmpDir,
      STORAGE_DIR: join(tmpDir, 'storage'),
      SEED_DEMO: 'true',
      FRONTEND_DIST: '',
      TRUST_PROXY: 'true',
      PUBLIC_URL: `http://localhost:${webPort}`,
      JWT_SECRET,
      SMTP_HOST: '127.0.0.1',
      SMTP_PORT: String(smtp.port),
      SMTP_SECURE: 'false',
      SMTP_FROM: 'Bălți <no-reply@localhost>',
      LOG_LEVEL: process.env.LOG_LEVEL ?? 'info',
      SWAGGER_ENABLED: 'false',
      // Specs sign in many times from one address; the limiter itself is covered by the API tests.
      RATE_LIMIT_AUTH: process.env.RATE_LIMIT_AUTH ?? '10000',
    },
  });
  closeSync(apiFd);
  runtime.children.push(api);

  const state: BrowserState = {
    runnerPid: process.pid,
    tmpDir,
    apiPid: api.pid ?? 0,
    apiPort,
    apiLog,
    nginxPid: 0,
    nginxDir: join(tmpDir, 'nginx'),
    webPort,
    mailDir,
    smtpPort: smtp.port,
    database: databaseUrl.startsWith('sqlite:') ? 'sqlite' : 'mariadb',
    mariadbPort: runtime.mariadb?.port,
  };
  const saveState = () => {
    mkdirSync(dirname(STATE_FILE), { recursive: true });
    writeFileSync(STATE_FILE, JSON.stringify(state, null, 2));
  };
  saveState();
  await waitForHttp(`http://127.0.0.1:${apiPort}/api/health`, 'The API', api, apiLog, 90_000);

  // nginx in front of frontend/dist and the API
  const render = spawnSync(
    process.execPath,
    [
      join(REPO_ROOT, 'scripts', 'render-nginx.mjs'),
      '--dir',
      state.nginxDir,
      '--port',
      String(webPort),
      '--api',
      `127.0.0.1:${apiPort}`,
      '--web-root',
      WEB_ROOT,
      '--domain',
      'localhost',
      // nginx's port for a TLS-terminating proxy: unused here, but it must be free.
      '--tls-proxy-port',
      String(await freePort()),
    ],
    { encoding: 'utf8' },
  );
  if (render.status !== 0) throw new Error(`render-nginx failed:\n${render.stdout}${render.stderr}`);
  const nginxBin = which('nginx') ?? 'nginx';
  const confFile = join(state.nginxDir, 'nginx.conf');
  const check = spawnSync(nginxBin, ['-t', '-q', '-p', state.nginxDir, '-c', confFile], { encoding: 'utf8' });
  if (check.status !== 0) throw new Error(`nginx -t failed for ${confFile}:\n${check.stderr}`);
  const nginxLog = join(state.nginxDir, 'logs', 'nginx.out');
  const nginxFd = openSync(nginxLog, 'a');
  const nginx = spawn(nginxBin, ['-p', state.nginxDir, '-c', confFile], { stdio: ['ignore', nginxFd, nginxFd] });
  closeSync(nginxFd);
  runtime.children.push(nginx);
  state.nginxPid = nginx.pid ?? 0;
  saveState();
  await waitForHttp(
    `http://127.0.0.1:${webPort}/api/health`,
    'nginx',
    nginx,
    join(state.nginxDir, 'logs', 'error.log'),
    20_000,
  );

  // Hand the ports to the workers (they are forked after global setup and inherit process.env).
  process.env.BALTI_WEB_PORT = String(webPort);
  process.env.BALTI_API_PORT = String(apiPort);
  process.env.BALTI_MAIL_DIR = mailDir;
  process.env.BALTI_TMP_DIR = tmpDir;
  // For a spec that starts a second API process on the same data (the audit's `npm start` path).
  process.env.BALTI_DATABASE_URL = databaseUrl;
  process.env.BALTI_JWT_SECRET = JWT_SECRET;
  console.log(
    `[browser setup] web http://localhost:${webPort} -> API :${apiPort} (${state.database}), ` +
      `SMTP :${smtp.port}, logs in ${tmpDir}`,
  );
}
