import { existsSync } from 'node:fs';
import { readdir, readFile, stat } from 'node:fs/promises';
import { join, relative, resolve, sep } from 'node:path';
import { crc32, deflateRawSync } from 'node:zlib';

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
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const file of files) {
    const name = Buffer.from(`balti-agent/${relative(dir, file).split(sep).join('/')}`, 'utf8');
    const data = await readFile(file);
    const packed = deflateRawSync(data);
    const crc = crc32(data);
    const { mtime } = await stat(file);
    const time = ((mtime.getHours() << 11) | (mtime.getMinutes() << 5) | (mtime.getSeconds() >> 1)) & 0xffff;
    const date = (((mtime.getFullYear() - 1980) << 9) | ((mtime.getMonth() + 1) << 5) | mtime.getDate()) & 0xffff;
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4); // version needed
    local.writeUInt16LE(0x0800, 6); // UTF-8 names
    local.writeUInt16LE(8, 8); // deflate
    local.writeUInt16LE(time, 10);
    local.writeUInt16LE(date, 12);
    local.writeUInt32LE(crc, 14);
    local.writeUInt32LE(packed.length, 18);
    local.writeUInt32LE(data.length, 22);
    local.writeUInt16LE(name.length, 26);
    local.writeUInt16LE(0, 28);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4); // made by
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(0x0800, 8);
    central.writeUInt16LE(8, 10);
    central.writeUInt16LE(time, 12);
    central.writeUInt16LE(date, 14);
    central.writeUInt32LE(crc, 16);
    central.writeUInt32LE(packed.length, 20);
    central.writeUInt32LE(data.length, 24);
    central.writeUInt16LE(name.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, name, packed);
    centrals.push(central, name);
    offset += local.length + name.length + packed.length;
  }
  const centralSize = centrals.reduce((n, b) => n + b.length, 0);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(files.length, 8);
  end.writeUInt16LE(files.length, 10);
  end.writeUInt32LE(centralSize, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, ...centrals, end]);
}
