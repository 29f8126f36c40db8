#!/usr/bin/env node
// `npm start`: builds what is missing, then runs the API with the bundles on one port,
// on the embedded SQLite database (migrated and seeded with the demo on first start).
import { spawn, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';

function build(workspace, marker) {
  if (existsSync(join(root, marker))) return;
  console.log(`Construiesc ${workspace} (lipsește ${marker})…`);
  const res = spawnSync(npm, ['run', 'build', '-w', workspace], { cwd: root, stdio: 'inherit' });
  if (res.status !== 0) process.exit(res.status ?? 1);
}

build('backend', 'backend/dist/main.js');
build('frontend', 'frontend/dist/company.html');

const child = spawn(process.execPath, [join(root, 'backend/dist/main.js')], { cwd: root, stdio: 'inherit' });
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
