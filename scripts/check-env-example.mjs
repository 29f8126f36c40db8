#!/usr/bin/env node
/**
 * Every environment variable the backend reads must be documented in .env.example.
 * Sources: `process.env.NAME` / `process.env['NAME']` anywhere in backend/src, `env.NAME` /
 * `env['NAME']` / `env, 'NAME'` in backend/src/config/*.ts, and the ENV_VARIABLES list there.
 * Exit 1 listing the missing names.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const srcDir = join(root, 'backend', 'src');
const configDir = join(srcDir, 'config');
const exampleFile = join(root, '.env.example');
// Set by tools, not by an operator.
const IGNORED = new Set(['JEST_WORKER_ID', 'CI', 'HOME', 'PATH', 'TZ', 'HOSTNAME', 'npm_lifecycle_event']);

function walk(dir) {
  if (!existsSync(dir)) return [];
  return readdirSync(dir).flatMap((name) => {
    const p = join(dir, name);
    if (statSync(p).isDirectory()) return walk(p);
    return /\.ts$/.test(name) && !/\.(spec|e2e-spec)\.ts$/.test(name) ? [p] : [];
  });
}

const used = new Map(); // name -> first file
const note = (name, file) => {
  if (!IGNORED.has(name) && !used.has(name)) used.set(name, relative(root, file));
};

for (const file of walk(srcDir)) {
  const text = readFileSync(file, 'utf8');
  for (const m of text.matchAll(/process\.env\.([A-Z][A-Z0-9_]*)|process\.env\[\s*['"`]([A-Z][A-Z0-9_]*)['"`]\s*\]/g)) {
    note(m[1] ?? m[2], file);
  }
  if (file.startsWith(configDir)) {
    for (const m of text.matchAll(
      /\benv(?:\?)?\.([A-Z][A-Z0-9_]*)\b|\benv\[\s*['"`]([A-Z][A-Z0-9_]*)['"`]\s*\]|\benv,\s*['"`]([A-Z][A-Z0-9_]*)['"`]/g,
    )) {
      note(m[1] ?? m[2] ?? m[3], file);
    }
    const list = /ENV_VARIABLES\s*=\s*\[([\s\S]*?)\]/.exec(text);
    if (list) for (const m of list[1].matchAll(/['"`]([A-Z][A-Z0-9_]*)['"`]/g)) note(m[1], file);
  }
}

if (!existsSync(exampleFile)) {
  console.error('check-env-example: .env.example is missing');
  process.exit(1);
}
const documented = new Set(
  [...readFileSync(exampleFile, 'utf8').matchAll(/^\s*#?\s*([A-Z][A-Z0-9_]*)=/gm)].map((m) => m[1]),
);
const missing = [...used].filter(([name]) => !documented.has(name));
if (missing.length) {
  console.error('check-env-example: variables read by the backend but missing from .env.example:');
  for (const [name, file] of missing) console.error(`  ${name}  (${file})`);
  process.exit(1);
}
console.log(`check-env-example: ${used.size} backend variables, all documented in .env.example`);
