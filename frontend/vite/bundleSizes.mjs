// Prints the JS/CSS each built page loads before any lazy route (gzip): `node vite/bundleSizes.mjs`.
// scripts/check-bundles.mjs checks the same figures against the budgets.
import { readdirSync, readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const PAGES = ['home', 'company', 'admin', 'public'];
const defaultDist = fileURLToPath(new URL('../dist/', import.meta.url));

/**
 * The files a page loads up front, as `assets/x.js`: its HTML's scripts and links, and the chunks
 * its entry preloads at startup from `<meta name="balti-boot-preload">` (vite/bootPreloadPlugin.ts).
 */
function upFront(html) {
  const boot = /<meta name="balti-boot-preload" content="([^"]*)"/.exec(html)?.[1].split(' ') ?? [];
  return [
    ...[...html.matchAll(/(?:src|href)="\/build\/(assets\/[^"]+\.(?:js|css))"/g)].map((m) => m[1]),
    ...boot.filter(Boolean).map((f) => f.replace(/^\/build\//, '')),
  ];
}

/** { page, js, css, files } per page, sizes in bytes (gzip) of what it loads up front. */
export function measureBundles(dist = defaultDist) {
  return PAGES.map((page) => {
    const html = readFileSync(join(dist, `${page}.html`), 'utf8');
    const files = upFront(html);
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

/** The chunks a JS file imports statically (`from"./x.js"`, `import"./x.js"`), as `assets/x.js`. */
function staticImports(dist, file) {
  const code = readFileSync(join(dist, file), 'utf8');
  return [...code.matchAll(/(?:from|import)\s*"\.\/([^"]+\.js)"/g)].map((m) => `assets/${m[1]}`);
}

/**
 * The JS a route loads (gzip bytes): its page's first screen plus the lazy chunk `chunk` (its name
 * before the hash, e.g. "LoginPage") and every chunk that one imports statically. Issue 14: the
 * login route must not load the whole app.
 */
export function measureRoute(dist, page, chunk) {
  const html = readFileSync(join(dist, `${page}.html`), 'utf8');
  const initial = upFront(html).filter((f) => f.endsWith('.js'));
  const lazy = readdirSync(join(dist, 'assets')).find((f) => new RegExp(`^${chunk}-[\\w-]+\\.js$`).test(f));
  if (!lazy) throw new Error(`no chunk ${chunk}-*.js in ${dist}/assets`);
  const seen = new Set(initial);
  const stack = [...initial, `assets/${lazy}`];
  while (stack.length) {
    const f = stack.pop();
    seen.add(f);
    for (const dep of staticImports(dist, f)) if (!seen.has(dep)) stack.push(dep);
  }
  let js = 0;
  for (const f of seen) js += gzipSync(readFileSync(join(dist, f))).length;
  return { js, files: seen.size };
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  for (const { page, js, css, files } of measureBundles()) {
    console.log(
      `${page}.html: initial JS ${(js / 1024).toFixed(1)} KB gzip, CSS ${(css / 1024).toFixed(1)} KB gzip (${files} files)`,
    );
  }
  const login = measureRoute(defaultDist, 'company', 'LoginPage');
  console.log(`company /login: JS ${(login.js / 1024).toFixed(1)} KB gzip (${login.files} files)`);
}
