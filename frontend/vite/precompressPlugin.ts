import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Plugin, ResolvedConfig } from 'vite';

const gzipAsync = promisify(gzip);
const brotliAsync = promisify(brotliCompress);

/** What is worth compressing: text the browser downloads (images and fonts are compressed already). */
export const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json|txt|webmanifest|ico|map)$/;
const MIN_BYTES = 1024;

async function* files(dir: string): AsyncGenerator<string> {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* files(path);
    else yield path;
  }
}

/** Writes `<file>.gz` and `<file>.br` next to one file, when compressing it pays. */
export async function precompressFile(path: string): Promise<boolean> {
  const body = await readFile(path);
  if (body.length < MIN_BYTES) return false;
  const [gz, br] = await Promise.all([
    gzipAsync(body, { level: 9 }),
    brotliAsync(body, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: 11,
        [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
      },
    }),
  ]);
  if (gz.length >= body.length) return false;
  await Promise.all([writeFile(`${path}.gz`, gz), writeFile(`${path}.br`, br)]);
  return true;
}

/**
 * After the build, every compressible file of dist/ gets a gzip and a brotli twin, so neither the
 * API under `npm start` (@fastify/static preCompressed) nor nginx (gzip_static) compresses per request.
 */
export function precompressPlugin(): Plugin {
  let config: ResolvedConfig;
  return {
    name: 'balti-precompress',
    apply: 'build',
    configResolved(resolved) {
      config = resolved;
    },
    async closeBundle() {
      const outDir = resolve(config.root, config.build.outDir);
      if (!(await stat(outDir).catch(() => null))) return;
      const todo: string[] = [];
      for await (const path of files(outDir)) if (COMPRESSIBLE.test(path)) todo.push(path);
      const done = await Promise.all(todo.map(precompressFile));
      config.logger.info(`precompressed ${done.filter(Boolean).length} files (.gz and .br)`);
    },
  };
}
