#!/usr/bin/env node
// `npm start`: builds what is missing or older than its sources, then runs the API with the bundles
// on one port, on the embedded SQLite database (migrated and seeded with the demo on first start).
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';

/** Newest modification time (ms) of a file, or of any file below a folder; 0 when missing. */
function newest(path) {
  if (!existsSync(path)) return 0;
  const st = statSync(path);
  if (!st.isDirectory()) return st.mtimeMs;
  let max = 0;
  for (const entry of readdirSync(path)) {
    if (entry === 'node_modules' || entry === 'dist') continue;
    max = Math.max(max, newest(join(path, entry)));
  }
  return max;
}

// What each build is made from: a `git pull` that touches any of these makes the build stale.
const BUILDS = [
  {
    workspace: 'backend',
    output: 'backend/dist/main.js',
    sources: [
      // The shared rules: the backend build compiles packages/domain first (its dist is what the API loads).
      'packages/domain/src',
      'packages/domain/package.json',
      'packages/domain/tsconfig.json',
      'packages/domain/tsconfig.build.json',
      'backend/src',
      'backend/package.json',
      'backend/tsconfig.json',
      'backend/tsconfig.build.json',
      'tsconfig.base.json',
      'package-lock.json',
    ],
  },
  {
    workspace: 'frontend',
    output: 'frontend/dist/company.html',
    sources: [
      'packages/domain/src',
      'frontend/src',
      'frontend/public',
      'frontend/vite',
      'frontend/vite.config.ts',
      'frontend/package.json',
      'frontend/home.html',
      'frontend/company.html',
      'frontend/admin.html',
      'frontend/public.html',
      'tsconfig.base.json',
      'package-lock.json',
    ],
  },
];

for (const { workspace, output, sources } of BUILDS) {
  const built = newest(join(root, output));
  const changed = Math.max(...sources.map((s) => newest(join(root, s))));
  if (built && built >= changed) continue;
  console.log(
    built
      ? `Reconstruiesc ${workspace}: sursele sunt mai noi decât ${output}…`
      : `Construiesc ${workspace} (lipsește ${output})…`,
  );
  const res = spawnSync(npm, ['run', 'build', '-w', workspace], { cwd: root, stdio: 'inherit' });
  if (res.status !== 0) process.exit(res.status ?? 1);
}

const child = spawn(process.execPath, [join(root, 'backend/dist/main.js')], { cwd: root, stdio: 'inherit' });
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
