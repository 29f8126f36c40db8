/** What the service accepts, recognised by the first bytes of the content (never the name or the sent type). */
export interface DetectedType {
  mime: 'application/pdf' | 'image/jpeg' | 'image/png' | 'image/webp';
  ext: 'pdf' | 'jpg' | 'png' | 'webp';
}

const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

export function detectFileType(bytes: Buffer): DetectedType | null {
  if (bytes.length >= 5 && bytes.subarray(0, 5).toString('latin1') === '%PDF-') {
    return { mime: 'application/pdf', ext: 'pdf' };
  }
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) {
    return { mime: 'image/jpeg', ext: 'jpg' };
  }
  if (bytes.length >= 8 && bytes.subarray(0, 8).equals(PNG)) return { mime: 'image/png', ext: 'png' };
  if (
    bytes.length >= 12 &&
    bytes.subarray(0, 4).toString('latin1') === 'RIFF' &&
    bytes.subarray(8, 12).toString('latin1') === 'WEBP'
  ) {
    return { mime: 'image/webp', ext: 'webp' };
  }
  return null;
}

const MAX_NAME = 255;

/** The extensions a name may end with for each detected type. */
const EXTENSIONS: Record<string, string[]> = { pdf: ['pdf'], jpg: ['jpg', 'jpeg'], png: ['png'], webp: ['webp'] };

/**
 * The uploaded name, kept for display only: no directories, no control or bidirectional-override
 * characters, at most 255 characters (the extension kept), never empty, and ending with the
 * extension of the type found in the content: a PNG sent as "pagina.html" (a polyglot) is named
 * "pagina.html.png", so a download is never saved as something a browser would run.
 */
export function sanitizeFileName(raw: string | undefined, ext: string): string {
  let name = (raw ?? '').normalize('NFC');
  name = name.split(/[/\\]/).pop() ?? '';
  // eslint-disable-next-line no-control-regex
  name = name.replace(/[\u0000-\u001f\u007f-\u009f\u200e\u200f\u202a-\u202e\u2066-\u2069]/g, '');
  name = name.replace(/^[\s.]+/, '').trim();
  if (!name) name = `fisier.${ext}`;
  const own = /\.([^.]+)$/.exec(name)?.[1].toLowerCase();
  const allowed = EXTENSIONS[ext];
  if (allowed && !(own && allowed.includes(own))) name = `${name}.${ext}`;
  const chars = Array.from(name);
  if (chars.length > MAX_NAME) {
    const dot = name.lastIndexOf('.');
    const suffix = dot > 0 && name.length - dot <= 10 ? Array.from(name.slice(dot)) : [];
    name = chars.slice(0, MAX_NAME - suffix.length).join('') + suffix.join('');
  }
  return name;
}

/** `inline; filename="ascii"; filename*=UTF-8''percent-encoded` (RFC 6266 / RFC 5987). */
export function contentDisposition(name: string): string {
  const ascii = name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^\x20-\x7e]|["\\%]/g, '_');
  const encoded = encodeURIComponent(name).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
  return `inline; filename="${ascii}"; filename*=UTF-8''${encoded}`;
}
