#!/usr/bin/env node
// Bundle budgets (issue 8): the gzip JS each page loads before any lazy route, measured on the
// existing build output (frontend/dist, run `npm run build` first) by frontend/vite/bundleSizes.mjs.
// Exits 1 naming every bundle over its budget. `node scripts/check-bundles.mjs [distDir]`.
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { measureBundles } from '../frontend/vite/bundleSizes.mjs';

const KB = 1024;
/** Budgets in KB gzip of initial JS per page. */
const BUDGETS = { home: 100, company: 300, admin: 300, public: 150 };

const dist = resolve(process.argv[2] ?? fileURLToPath(new URL('../frontend/dist/', import.meta.url)));
if (!existsSync(resolve(dist, 'company.html'))) {
  console.error(`check-bundles: no build in ${dist}; run \`npm run build -w frontend\` first.`);
  process.exit(1);
}

const over = [];
for (const { page, js, files } of measureBundles(dist)) {
  const budget = BUDGETS[page];
  const ok = js <= budget * KB;
  console.log(
    `${ok ? 'ok  ' : 'OVER'} ${page}.html: initial JS ${(js / KB).toFixed(1)} KB gzip / budget ${budget} KB (${files} files)`,
  );
  if (!ok) over.push(`${page}.html (${(js / KB).toFixed(1)} KB > ${budget} KB)`);
}
if (over.length) {
  console.error(`Bundle budget exceeded: ${over.join(', ')}. See frontend/vite/startupChunks.ts.`);
  process.exit(1);
}
