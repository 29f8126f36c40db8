/** Shared by global-setup.ts, global-teardown.ts and the audit: paths, state file, process helpers. */
import { spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';

export const REPO_ROOT = resolve(__dirname, '..', '..', '..');
/** One state file per Playwright runner process, so parallel runs (other checkouts, other people) never touch each other. */
export const STATE_DIR = resolve(REPO_ROOT, '.tmp', 'browser-state');
export const STATE_FILE = process.env.BALTI_BROWSER_STATE ?? resolve(STATE_DIR, `${process.pid}.json`);

export interface BrowserState {
  runnerPid: number;
  tmpDir: string;
  apiPid: number;
  apiPort: number;
  apiLog: string;
  nginxPid: number;
  nginxDir: string;
  webPort: number;
  mailDir: string;
  smtpPort: number;
  database: string;
  mariadbPort?: number;
}

export function readState(file = STATE_FILE): BrowserState | null {
  if (!existsSync(file)) return null;
  try {
    return JSON.parse(readFileSync(file, 'utf8')) as BrowserState;
  } catch {
    return null;
  }
}

export function isAlive(pid: number): boolean {
  if (!pid) return false;
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

/** The command line of a live process, or '' (Linux /proc). */
export function commandLine(pid: number): string {
  try {
    return readFileSync(`/proc/${pid}/cmdline`, 'utf8').replace(/\0/g, ' ');
  } catch {
    return '';
  }
}

/** SIGTERM, wait up to `graceMs`, then SIGKILL. */
export async function terminate(pid: number, graceMs = 10_000): Promise<void> {
  if (!isAlive(pid)) return;
  try {
    process.kill(pid, 'SIGTERM');
  } catch {
    return;
  }
  const deadline = Date.now() + graceMs;
  while (isAlive(pid) && Date.now() < deadline) {
    // A child of ours that exited stays a zombie until reaped; treat <defunct> as gone.
    if (/^\s*$/.test(commandLine(pid))) return;
    await new Promise((r) => setTimeout(r, 100));
  }
  if (isAlive(pid)) {
    try {
      process.kill(pid, 'SIGKILL');
    } catch {
      /* gone */
    }
  }
}

export function isRoot(): boolean {
  return typeof process.getuid === 'function' && process.getuid() === 0;
}

export function which(cmd: string): string | null {
  for (const dir of [...(process.env.PATH ?? '').split(':'), '/usr/sbin', '/usr/bin', '/sbin']) {
    if (dir && existsSync(resolve(dir, cmd))) return resolve(dir, cmd);
  }
  return null;
}

let aptUpdated = false;
/** Installs Debian packages when root; otherwise throws naming the command to run. */
export function aptInstall(packages: string[], reason: string): void {
  const command = `apt-get install -y ${packages.join(' ')}`;
  if (!isRoot()) throw new Error(`${reason}. Install it with: sudo ${command}`);
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  if (!aptUpdated) {
    const upd = spawnSync('apt-get', ['update'], { stdio: 'inherit', env });
    if (upd.status !== 0) throw new Error(`apt-get update failed (${reason})`);
    aptUpdated = true;
  }
  const res = spawnSync('apt-get', ['install', '-y', '--no-install-recommends', ...packages], {
    stdio: 'inherit',
    env,
  });
  if (res.status !== 0) throw new Error(`${command} failed (${reason})`);
}

function tailOf(file: string, lines = 40): string {
  try {
    return readFileSync(file, 'utf8').split('\n').slice(-lines).join('\n');
  } catch {
    return '(no log)';
  }
}

/** Waits until `url` answers 2xx; fails early, with the log's last lines, if `child` exits. */
export async function waitForHttp(url: string, what: string, child: ChildProcess, log: string, timeoutMs = 60_000) {
  const deadline = Date.now() + timeoutMs;
  let last = '';
  while (Date.now() < deadline) {
    if (child.exitCode !== null || child.signalCode !== null) {
      throw new Error(
        `${what} exited (code ${child.exitCode}, signal ${child.signalCode}) before answering ${url}.\n` +
          `Last lines of ${log}:\n${tailOf(log)}`,
      );
    }
    try {
      const res = await fetch(url, { signal: AbortSignal.timeout(2_000) });
      if (res.ok) return;
      last = `HTTP ${res.status}`;
    } catch (err) {
      last = String(err);
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(
    `${what} did not answer ${url} within ${timeoutMs} ms (${last}).\nLast lines of ${log}:\n${tailOf(log)}`,
  );
}
