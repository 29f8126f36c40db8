/**
 * Runs README's first command as a newcomer would: in a fresh copy of the working tree (tracked and
 * untracked files git does not ignore, so no node_modules, no build, no data), with a clean
 * environment and a free port, then waits for the addresses it prints.
 */
import { spawn, execFileSync } from 'node:child_process';
import { cpSync, existsSync, lstatSync, mkdirSync, mkdtempSync, openSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { freePort } from '../support/ports';
import { newcomerEnv } from './newcomer';
import { readmeStartCommand } from './readme-command';
import { START_STATE, stopStart, type StartState } from './state';

const ROOT = resolve(__dirname, '..', '..');
/** npm ci compiles better-sqlite3 and argon2 when no prebuilt binary can be downloaded. */
const READY_WITHIN_MS = 15 * 60_000;

function copyWorkingTree(dest: string): number {
  const files = execFileSync('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard'], { cwd: ROOT })
    .toString()
    .split('\0')
    .filter(Boolean);
  let copied = 0;
  for (const file of files) {
    const from = join(ROOT, file);
    if (!existsSync(from) || lstatSync(from).isDirectory()) continue; // deleted, or a submodule
    mkdirSync(dirname(join(dest, file)), { recursive: true });
    cpSync(from, join(dest, file), { verbatimSymlinks: true });
    copied++;
  }
  return copied;
}

async function waitForAddresses(log: string, pid: number, port: number): Promise<Record<string, string>> {
  const deadline = Date.now() + READY_WITHIN_MS;
  while (Date.now() < deadline) {
    try {
      process.kill(pid, 0);
    } catch {
      throw new Error(`README's command exited before serving. Its output:\n${readFileSync(log, 'utf8').slice(-4000)}`);
    }
    const text = readFileSync(log, 'utf8');
    const found = {
      home: /pagina publică\s+(http\S+)/.exec(text)?.[1],
      org: /aplicația firmei\s+(http\S+)/.exec(text)?.[1],
      admin: /administrare\s+(http\S+)/.exec(text)?.[1],
    };
    if (found.home && found.org && found.admin) {
      const health = await fetch(`http://127.0.0.1:${port}/api/health`).catch(() => null);
      if (health?.ok) return found as Record<string, string>;
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error(`README's command did not serve within ${READY_WITHIN_MS / 60_000} minutes (log: ${log})`);
}

export default async function globalSetup(): Promise<void> {
  const command = readmeStartCommand(join(ROOT, 'README.md'));
  // Working on the specs: BALTI_START_PORT=<port> reuses an `npm start` already running there
  // (and BALTI_START_TREE=<its folder> for the `npm run dev` spec, which edits the sources there).
  const reuse = Number(process.env.BALTI_START_PORT ?? 0);
  if (reuse) {
    const base = `http://localhost:${reuse}`;
    const addresses = {
      home: base,
      org: `http://org.localhost:${reuse}/login`,
      admin: `http://admin.localhost:${reuse}/login`,
    };
    process.env.BALTI_START_ADDRESSES = JSON.stringify(addresses);
    return;
  }
  const dir = mkdtempSync(join(tmpdir(), 'balti-start-'));
  const tree = join(dir, 'balti');
  const copied = copyWorkingTree(tree);
  const port = await freePort();
  const log = join(dir, 'start.log');
  const out = openSync(log, 'a');
  const started = Date.now();
  console.log(`[start] ${copied} files copied to ${tree}; running README's command on port ${port}: ${command}`);
  const child = spawn('bash', ['-c', command], {
    cwd: tree,
    env: newcomerEnv(port),
    detached: true,
    stdio: ['ignore', out, out],
  });
  const state: StartState = { dir, pid: child.pid ?? 0, log, port, addresses: {} };
  mkdirSync(dirname(START_STATE), { recursive: true });
  writeFileSync(START_STATE, JSON.stringify(state));
  child.unref();
  try {
    state.addresses = await waitForAddresses(log, state.pid, port);
  } catch (err) {
    await stopStart(state); // Playwright skips the teardown when the setup fails
    throw err;
  }
  writeFileSync(START_STATE, JSON.stringify(state));
  console.log(
    `[start] serving after ${Math.round((Date.now() - started) / 1000)} s: ${JSON.stringify(state.addresses)}`,
  );
  process.env.BALTI_START_PORT = String(port);
  process.env.BALTI_START_TREE = tree;
  process.env.BALTI_START_ADDRESSES = JSON.stringify(state.addresses);
}
