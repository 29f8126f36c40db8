// Test helpers: a throwaway folder, the simulator, and the agent in this process or as a child.
import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Agent } from '../../src/agent.mjs';
import { DriverSimulator } from '../../simulator/simulator.mjs';
import { TOKEN } from './server.mjs';

export const MAIN = fileURLToPath(new URL('../../src/main.mjs', import.meta.url));

const temps = [];
process.on('exit', () => {
  for (const dir of temps) rmSync(dir, { recursive: true, force: true });
});

/** A throwaway folder, removed when the test file's process ends (after every agent has stopped). */
export function tempDir() {
  const dir = mkdtempSync(join(tmpdir(), 'balti-agent-'));
  temps.push(dir);
  return dir;
}

export function agentConfig(root, server, extra = {}) {
  const dataDir = join(root, extra.name ?? 'agent');
  mkdirSync(dataDir, { recursive: true });
  return {
    server_url: server.url,
    token: TOKEN,
    driver_dir: join(root, 'driver'),
    data_dir: dataDir,
    answer_timeout_seconds: 30,
    poll_wait_seconds: 1,
    retry_seconds: 0.2,
    check_interval_ms: 10,
    ...extra,
  };
}

export function simulator(root, format, options = {}) {
  return new DriverSimulator({ format, dir: join(root, 'driver'), intervalMs: 10, ascii: true, ...options });
}

/** The agent in this process; `stop()` ends its loop. */
export function runAgent(config) {
  const controller = new AbortController();
  const agent = new Agent(config, { stdout: false });
  const done = agent.run(controller.signal);
  return {
    agent,
    async stop() {
      controller.abort();
      await done;
    },
  };
}

/** The agent as a child process (node src/main.mjs --config ...), so it can be killed with SIGKILL. */
export function spawnAgent(config) {
  const path = join(config.data_dir, 'config.json');
  writeFileSync(path, JSON.stringify(config));
  const child = spawn(process.execPath, [MAIN, '--config', path], { stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  child.stdout.on('data', (c) => (output += c));
  child.stderr.on('data', (c) => (output += c));
  const exited = new Promise((r) => child.on('exit', (code, signal) => r({ code, signal })));
  return { child, exited, output: () => output };
}

export function journalLines(config) {
  return readFileSync(join(config.data_dir, 'journal.jsonl'), 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((l) => JSON.parse(l));
}

export function simJournal(sim) {
  return sim.readJournal();
}
