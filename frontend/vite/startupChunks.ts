/**
 * Chunk groups for the production build (issue 8; measure with `node vite/bundleSizes.mjs`, the
 * budgets are enforced by scripts/check-bundles.mjs).
 *
 * Without groups, rolldown split antd's startup code (config-provider, theme, menu, button,
 * typography, ...) into many small chunks, one per set of lazy routes sharing a piece: each extra
 * file costs its own import/export glue and compresses on its own, which pushed the company
 * page's first screen over its 300 KB gzip budget. The groups, highest priority first:
 *   - `react`: react + react-dom + scheduler + react-toastify + clsx (all four pages; all that home
 *     loads from node_modules — a higher priority keeps shell-core from pulling clsx in as a dependency);
 *   - `shell-core`: the node_modules code that BOTH the company and the admin entry import
 *     statically and neither home nor public does, i.e. what both shells need before any lazy
 *     route. Since issue 14 the login page loads no antd (antd's locale and theme come with the
 *     lazy AntdFrame route), so this is react-router (~30 KB gzip); antd's components are split
 *     automatically per lazy route.
 *
 * Measured (gzip, first screen): before company 300.4 / admin 295.1 / public 111.2 / home 79.5 KB;
 * with these groups 294.4 / 289.0 / 110.9 / 79.2 KB; with antd out of the first screen (issue 14)
 * 141.3 / 139.6 / 111.0 / 79.2 KB. A `vendor` group for react-router + redux was
 * tried and dropped: one chunk holds the union of what all pages use, so public grew to 140 KB.
 *
 * "Imported statically" follows `importedIds`, except through package barrels (`antd`,
 * `@ant-design/icons`): there only the names the importing module actually imports are followed,
 * otherwise every antd component would count as startup code.
 */
import { dirname, resolve } from 'node:path';
import type { ChunkingContext, CodeSplittingGroup } from 'rolldown';

const nm = (packages: string) => new RegExp(`[\\\\/]node_modules[\\\\/](?:${packages})[\\\\/]`);
// Everything the home page loads from node_modules (react-toastify and clsx for its ToastHost).
const REACT = nm('react|react-dom|scheduler|react-toastify|clsx');
const NODE_MODULES = /[\\/]node_modules[\\/]/;
const BARREL = /[\\/]node_modules[\\/](antd|@ant-design[\\/]icons)[\\/]es[\\/](?:icons[\\/])?index\.js$/;

/** Names imported from `pkg` by `code` (`import { A, B as C } from 'pkg'`); null = unknown (namespace import...). */
function importedNames(code: string, pkg: string): Set<string> | null {
  const names = new Set<string>();
  const quoted = pkg.replace(/[\\/]/g, '[\\\\/]');
  for (const m of code.matchAll(new RegExp(`import\\s*([^'";]*?)\\s*from\\s*['"]${quoted}['"]`, 'g'))) {
    const clause = m[1];
    const braces = /\{([^}]*)\}/.exec(clause);
    if (!braces || /\*/.test(clause)) return null;
    for (const part of braces[1].split(',')) {
      const name = part
        .trim()
        .replace(/^type\s+/, '')
        .split(/\s+as\s+/)[0]
        .trim();
      if (name) names.add(name);
    }
  }
  return names;
}

/** The modules of `barrel` that export one of `names` (following `export *`). */
function barrelTargets(ctx: ChunkingContext, barrel: string, names: Set<string>, out: Set<string>): void {
  const info = ctx.getModuleInfo(barrel);
  if (!info?.code) {
    info?.importedIds.forEach((id) => out.add(id));
    return;
  }
  const byPath = (rel: string) => {
    const base = resolve(dirname(barrel), rel);
    return info.importedIds.find(
      (id) => id === base || id === `${base}.js` || id.startsWith(`${base}/`) || id.startsWith(`${base}\\`),
    );
  };
  for (const m of info.code.matchAll(/export\s*\{([^}]*)\}\s*from\s*['"]([^'"]+)['"]/g)) {
    const exported = m[1].split(',').map((p) =>
      p
        .trim()
        .split(/\s+as\s+/)
        .pop()!
        .trim(),
    );
    const target = byPath(m[2]);
    if (target && exported.some((n) => names.has(n))) out.add(target);
  }
  for (const m of info.code.matchAll(/export\s*\*\s*from\s*['"]([^'"]+)['"]/g)) {
    const target = byPath(m[1]);
    if (target && BARREL.test(target)) barrelTargets(ctx, target, names, out);
    else if (target) out.add(target);
  }
  // Side-effect imports of the barrel itself (context, warnings) are startup code too.
  for (const m of info.code.matchAll(/^import\s+[^'"]*?from\s*['"]([^'"]+)['"]/gm)) {
    const target = byPath(m[1]);
    if (target) out.add(target);
  }
}

/** Module ids reachable from `entry` through static imports (dynamic imports start lazy code). */
function staticClosure(ctx: ChunkingContext, entry: string): Set<string> {
  const seen = new Set<string>();
  const stack = [entry];
  while (stack.length) {
    const id = stack.pop()!;
    if (seen.has(id)) continue;
    seen.add(id);
    const info = ctx.getModuleInfo(id);
    for (const dep of info?.importedIds ?? []) {
      const barrel = BARREL.exec(dep);
      if (!barrel || BARREL.test(id)) {
        stack.push(dep);
        continue;
      }
      const names = info?.code ? importedNames(info.code, barrel[1].replace('\\', '/')) : null;
      if (!names) {
        stack.push(dep);
        continue;
      }
      seen.add(dep);
      const targets = new Set<string>();
      barrelTargets(ctx, dep, names, targets);
      targets.forEach((t) => stack.push(t));
    }
  }
  return seen;
}

/**
 * `shells`: entry modules (absolute paths) whose common startup code goes to `shell-core`;
 * `others`: entry modules that must not load `shell-core` (their startup code is left out of it).
 */
export function chunkGroups(shells: string[], others: string[]): CodeSplittingGroup[] {
  let shared: Set<string> | undefined;
  const isSharedStartup = (id: string, ctx: ChunkingContext): boolean => {
    if (!shared) {
      const [first, ...rest] = shells.map((e) => staticClosure(ctx, e));
      const excluded = others.map((e) => staticClosure(ctx, e));
      shared = new Set([...first].filter((m) => rest.every((s) => s.has(m)) && !excluded.some((s) => s.has(m))));
    }
    return shared.has(id);
  };
  return [
    { name: 'react', test: REACT, priority: 30 },
    { name: (id, ctx) => (NODE_MODULES.test(id) && isSharedStartup(id, ctx) ? 'shell-core' : null), priority: 10 },
  ];
}
