/** Real file bytes and a hand-built multipart body, for the upload tests. */
import { randomBytes } from 'node:crypto';

/** A real 1×1 PNG. */
export const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

/** A real one-page PDF, with the binary comment line real PDFs carry (bytes that are not UTF-8). */
export function pdf(): Buffer {
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 200 200] >>',
  ];
  const head = Buffer.concat([Buffer.from('%PDF-1.4\n%'), Buffer.from([0xe2, 0xe3, 0xcf, 0xd3]), Buffer.from('\n')]);
  let body = '';
  const offsets: number[] = [];
  objects.forEach((o, i) => {
    offsets.push(head.length + body.length);
    body += `${i + 1} 0 obj\n${o}\nendobj\n`;
  });
  const xref = head.length + body.length;
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  body += offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('');
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.concat([head, Buffer.from(body, 'latin1')]);
}

/** A Windows executable's first bytes. */
export const EXE = Buffer.concat([Buffer.from('MZ'), Buffer.alloc(62), Buffer.from('PE\0\0'), randomBytes(64)]);

export interface Part {
  name: string;
  bytes: Buffer;
  field?: string;
  type?: string;
}

/** A multipart/form-data body built by hand, as a browser sends it. */
export function multipart(parts: Part[], fields: Record<string, string> = {}) {
  const boundary = `----BaltiBoundary${randomBytes(8).toString('hex')}`;
  const chunks: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`));
  }
  for (const p of parts) {
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${p.field ?? 'files[]'}"; filename="${p.name}"\r\n` +
          `Content-Type: ${p.type ?? 'application/octet-stream'}\r\n\r\n`,
      ),
      p.bytes,
      Buffer.from('\r\n'),
    );
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { body: Buffer.concat(chunks), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}
