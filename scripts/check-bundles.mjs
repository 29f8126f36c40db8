#!/usr/bin/env node
// Bundle budgets (results: BENCHMARKS.md): the gzip JS each page loads before any lazy route, measured on the
// existing build output (frontend/dist, run `npm run build` first) by frontend/vite/bundleSizes.mjs;
// and the whole JS of the login routes of the company and admin apps, ≤ 150 KB gzip.
// Exits 1 naming every bundle over its budget. `node scripts/check-bundles.mjs [distDir]`.
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { measureBundles, measureRoute } from '../frontend/vite/bundleSizes.mjs';

const KB = 1024;
/** Budgets in KB gzip of initial JS per page. */
const BUDGETS = { home: 100, company: 150, admin: 150, public: 150 };
/** Budgets in KB gzip of all the JS a route loads: its page's first screen + its lazy chunk and imports. */
const ROUTE_BUDGETS = [
  { name: 'company /login', page: 'company', chunk: 'LoginPage', budget: 150 },
  { name: 'admin /login', page: 'admin', chunk: 'LoginPage', budget: 150 },
];

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
for (const { name, page, chunk, budget } of ROUTE_BUDGETS) {
  const { js, files } = measureRoute(dist, page, chunk);
  const ok = js <= budget * KB;
  console.log(
    `${ok ? 'ok  ' : 'OVER'} ${name}: all JS ${(js / KB).toFixed(1)} KB gzip / budget ${budget} KB (${files} files)`,
  );
  if (!ok) over.push(`${name} (${(js / KB).toFixed(1)} KB > ${budget} KB)`);
}
if (over.length) {
  console.error(`Bundle budget exceeded: ${over.join(', ')}. See frontend/vite/startupChunks.ts.`);
  process.exit(1);
}
