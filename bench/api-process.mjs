/**
 * The API as a real process for the benchmarks (bench/competition.mjs, bench/signin.mjs): a build
 * started on its own database with the demo accounts, waited for, signed in as the demo admin.
 */
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');
export const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

/**
 * Starts `main` (a backend/dist/main.js) on `dbUrl` with `node` (default: this process's binary);
 * its log lines go to stderr prefixed by `name`.
 */
export function spawnApi({ name, main, dbUrl, dataDir, port, node = process.execPath }) {
  const child = spawn(node, [resolve(ROOT, main)], {
    cwd: ROOT,
    env: {
      ...process.env,
      // development: the demo accounts are seeded (never in production); LOG_LEVEL=warn as there.
      NODE_ENV: 'development',
      DATABASE_URL: dbUrl,
      DATA_DIR: dataDir,
      JWT_SECRET: 'bench-secret-0123456789-0123456789-abcdef',
      LOG_LEVEL: 'warn',
      RATE_LIMIT_AUTH: '100000',
      TRUST_PROXY: 'true',
      SEED_DEMO: 'true',
      FRONTEND_DIST: '',
      SWAGGER_ENABLED: 'false',
      PORT: String(port),
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  // Read and dropped: an unread pipe fills up and then blocks the API's log writes (and the API).
  child.stdout.resume();
  child.stderr.on('data', (d) => process.stderr.write(`  [${name}] ${d}`));
  return child;
}

/** Waits until `url`'s /api/health answers, polling every 100 ms at most `tries` times. */
export async function waitHealthy(url, tries, what) {
  for (let i = 0; ; i++) {
    try {
      if ((await fetch(`${url}/api/health`)).ok) return;
    } catch {
      /* not yet */
    }
    if (i > tries) throw new Error(`${what} never answered`);
    await sleep(100);
  }
}

/** Signs in with `email` and `password`: the answer's body ({ token, user }). */
export async function login(url, email, password, what) {
  const r = await fetch(`${url}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  if (!r.ok) throw new Error(`${what} ${r.status}: ${await r.text()}`);
  return r.json();
}

/** CPU seconds the process has used so far (Linux /proc: utime + stime in clock ticks). */
export function cpuSeconds(pid) {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
  return (Number(fields[11]) + Number(fields[12])) / 100;
}
