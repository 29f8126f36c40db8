import { crc32, deflateRawSync } from 'node:zlib';

/**
 * A zip made in memory (deflated, UTF-8 names): the accounting export (books/) and the fiscal
 * agent's download (fiscal/agent-download.ts). Each file dated `modified`, else `at`.
 */
export function zipFiles(
  files: { name: string; data: Buffer | string; modified?: Date }[],
  at: Date = new Date(),
): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const file of files) {
    const when = file.modified ?? at;
    const time = ((when.getHours() << 11) | (when.getMinutes() << 5) | (when.getSeconds() >> 1)) & 0xffff;
    const date = (((when.getFullYear() - 1980) << 9) | ((when.getMonth() + 1) << 5) | when.getDate()) & 0xffff;
    const name = Buffer.from(file.name, 'utf8');
    const data = typeof file.data === 'string' ? Buffer.from(file.data, 'utf8') : file.data;
    const packed = deflateRawSync(data);
    const crc = crc32(data);
    // The fields both headers hold, in the same order: from byte 4 of the local one, 6 of the central one.
    const fields = (header: Buffer, at: number) => {
      header.writeUInt16LE(20, at); // version needed
      header.writeUInt16LE(0x0800, at + 2); // UTF-8 names
      header.writeUInt16LE(8, at + 4); // deflate
      header.writeUInt16LE(time, at + 6);
      header.writeUInt16LE(date, at + 8);
      header.writeUInt32LE(crc, at + 10);
      header.writeUInt32LE(packed.length, at + 14);
      header.writeUInt32LE(data.length, at + 18);
      header.writeUInt16LE(name.length, at + 22);
      return header;
    };
    const local = fields(Buffer.alloc(30), 4);
    local.writeUInt32LE(0x04034b50, 0);
    const central = fields(Buffer.alloc(46), 6);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4); // version made by
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
