// Prints the JS/CSS each built page loads before any lazy route (gzip): `node vite/bundleSizes.mjs`.
// scripts/check-bundles.mjs checks the same figures against the budgets.
import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const PAGES = ['home', 'company', 'admin', 'public'];
const defaultDist = fileURLToPath(new URL('../dist/', import.meta.url));

/** { page, js, css, files } per page, sizes in bytes (gzip) of what its HTML loads up front. */
export function measureBundles(dist = defaultDist) {
  return PAGES.map((page) => {
    const html = readFileSync(join(dist, `${page}.html`), 'utf8');
    const files = [...html.matchAll(/(?:src|href)="\/build\/(assets\/[^"]+\.(?:js|css))"/g)].map((m) => m[1]);
    let js = 0;
    let css = 0;
    for (const f of files) {
      const size = gzipSync(readFileSync(join(dist, f))).length;
      if (f.endsWith('.js')) js += size;
      else css += size;
    }
    return { page, js, css, files: files.length };
  });
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  for (const { page, js, css, files } of measureBundles()) {
    console.log(
      `${page}.html: initial JS ${(js / 1024).toFixed(1)} KB gzip, CSS ${(css / 1024).toFixed(1)} KB gzip (${files} files)`,
    );
  }
}
