#!/usr/bin/env node
// `npm run dev`: the API on :3000 (PORT; the embedded database, as `npm start`), built again and
// restarted whenever backend/src or packages/domain/src changes and compiles, and Vite's dev server on
// :5173 (VITE_PORT), which reloads the front end itself and sends /api to that API. A change that
// does not compile leaves the running API as it was and prints tsc's errors.
import { spawn, spawnSync } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
const bin = (name) => join(root, 'node_modules', '.bin', process.platform === 'win32' ? `${name}.cmd` : name);

/** The API's port (as the API reads it), where Vite sends /api and where `announce()` asks. */
const apiPort = process.env.PORT || 3000;
const say = (text) => console.log(`[dev] ${text}`);
const children = new Set();
function run(command, args, options = {}) {
  const child = spawn(command, args, { cwd: root, stdio: 'inherit', ...options });
  children.add(child);
  child.on('exit', () => children.delete(child));
  return child;
}

// The shared rules first: the API's compile reads their types from their dist.
const domain = spawnSync(npm, ['--prefix', 'packages/domain', 'run', 'build'], { cwd: root, stdio: 'inherit' });
if (domain.status !== 0) process.exit(domain.status ?? 1);

let api = null;
let stopping = false;
function startApi() {
  api = run(process.execPath, [join(root, 'backend/dist/main.js')]);
  api.on('exit', (code, signal) => {
    if (!stopping && !signal) say(`the API stopped (exit ${code}); it starts again at the next change that compiles`);
  });
}
function restartApi() {
  if (api.exitCode !== null || api.signalCode !== null) return startApi();
  api.removeAllListeners('exit');
  api.once('exit', startApi);
  api.kill('SIGTERM');
}

/**
 * `tsc --watch` on a project, `then(first)` after each compile without errors. tsc's own lines pass
 * through; the one that closes a compile ("Found N errors. Watching for file changes.") decides.
 */
function watch(project, then) {
  const tsc = run(bin('tsc'), ['-p', project, '--watch', '--preserveWatchOutput'], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  let first = true;
  let buffered = '';
  tsc.stdout.on('data', (chunk) => {
    process.stdout.write(chunk);
    buffered += chunk.toString();
    let end;
    while ((end = buffered.indexOf('\n')) >= 0) {
      const line = buffered.slice(0, end);
      buffered = buffered.slice(end + 1);
      const found = /Found (\d+) errors?\. Watching for file changes/.exec(line);
      if (found?.[1] === '0') then(first);
      if (found) first = false;
    }
  });
}

/**
 * Once the API answers, where to work: its own banner (above) names its port, which serves the
 * last `npm run build`, not these sources.
 */
async function announce() {
  for (let i = 0; i < 240; i++) {
    const up = await fetch(`http://127.0.0.1:${apiPort}/api/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (up) break;
    await new Promise((r) => setTimeout(r, 500));
  }
  say(`open http://org.localhost:${process.env.VITE_PORT || 5173}/login: Vite serves the screens as they are saved`);
}

// tsc's first compile in watch mode writes every file again: the API starts once both have.
const compiled = { domain: false, backend: false };
function onCompiled(part, first) {
  compiled[part] = true;
  if (!compiled.domain || !compiled.backend) return;
  if (!api) {
    startApi();
    return void announce();
  }
  if (!first) {
    say(`${part === 'domain' ? 'packages/domain' : 'backend'} compiled: restarting the API`);
    restartApi();
  }
}
// The shared rules' dist is what the API loads (node_modules/@balti/domain).
watch('packages/domain/tsconfig.build.json', (first) => onCompiled('domain', first));
// tsc writes `@app/…` imports as they are: tsc-alias makes them relative before the API loads them.
watch('backend/tsconfig.build.json', (first) => {
  const alias = spawnSync(bin('tsc-alias'), ['-p', 'backend/tsconfig.build.json'], { cwd: root, stdio: 'inherit' });
  if (alias.status !== 0) return say('tsc-alias failed: the API keeps running as it was');
  onCompiled('backend', first);
});
// Vite itself (not through npm, which would outlive a signal sent to this script alone).
run(bin('vite'), [], {
  cwd: join(root, 'frontend'),
  env: { VITE_API_TARGET: `http://127.0.0.1:${apiPort}`, ...process.env },
});

for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    stopping = true;
    for (const child of children) child.kill(signal);
    process.exit(0);
  });
}
