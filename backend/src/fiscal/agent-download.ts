import { existsSync } from 'node:fs';
import { readdir, readFile, stat } from 'node:fs/promises';
import { join, relative, resolve, sep } from 'node:path';
import { zipFiles } from '@app/common/zip';

/** The agent's folder: the repository's agent/ (beside backend/ in the repository and in the image). */
export function agentDir(): string {
  // backend/dist/fiscal (the build) or backend/src/fiscal (the tests) -> the repository's agent/.
  const beside = resolve(__dirname, '..', '..', '..', 'agent');
  return existsSync(beside) ? beside : resolve(process.cwd(), 'agent');
}

/** What the gate's PC does not need: dependencies, local data, the tests and their golden files. */
const SKIPPED = new Set(['node_modules', 'data', 'test', 'tests', '.git']);

async function filesOf(dir: string): Promise<string[]> {
  const out: string[] = [];
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    if (entry.name.startsWith('.') || SKIPPED.has(entry.name)) continue;
    const full = join(dir, entry.name);
    if (entry.isDirectory()) out.push(...(await filesOf(full)));
    else if (entry.isFile()) out.push(full);
  }
  return out.sort();
}

/**
 * The agent as a zip built at request time from its files (deflated, folder `balti-agent/`), so
 * the download is always the agent of the running version. A zip: Windows opens it without tools.
 */
export async function agentZip(dir = agentDir()): Promise<Buffer> {
  const files = existsSync(dir) ? await filesOf(dir) : [];
  return zipFiles(
    await Promise.all(
      files.map(async (file) => ({
        name: `balti-agent/${relative(dir, file).split(sep).join('/')}`,
        data: await readFile(file),
        modified: (await stat(file)).mtime,
      })),
    ),
  );
}
