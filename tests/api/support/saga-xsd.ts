import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { inflateRawSync } from 'node:zlib';

/** The files of a zip (its central directory read, each entry inflated). */
export function unzip(zip: Buffer): Map<string, Buffer> {
  const end = zip.lastIndexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06]));
  if (end < 0) throw new Error('not a zip: no end of central directory');
  const count = zip.readUInt16LE(end + 10);
  let at = zip.readUInt32LE(end + 16);
  const out = new Map<string, Buffer>();
  for (let i = 0; i < count; i++) {
    if (zip.readUInt32LE(at) !== 0x02014b50) throw new Error('bad central directory entry');
    const method = zip.readUInt16LE(at + 10);
    const size = zip.readUInt32LE(at + 20);
    const nameLength = zip.readUInt16LE(at + 28);
    const extra = zip.readUInt16LE(at + 30);
    const comment = zip.readUInt16LE(at + 32);
    const offset = zip.readUInt32LE(at + 42);
    const name = zip.subarray(at + 46, at + 46 + nameLength).toString('utf8');
    const start = offset + 30 + zip.readUInt16LE(offset + 26) + zip.readUInt16LE(offset + 28);
    const raw = zip.subarray(start, start + size);
    out.set(name, method === 8 ? inflateRawSync(raw) : raw);
    at += 46 + nameLength + extra + comment;
  }
  return out;
}

interface XmlElement {
  name: string;
  children: XmlElement[];
  text: string;
}

/**
 * A strict reader for the export's XML (elements and text only, no attributes or mixed content):
 * throws on anything not well-formed (unclosed or crossed tags, a bare `&` or `<`, text outside the root).
 */
export function parseXml(source: string): XmlElement {
  const body = source.replace(/^\uFEFF?<\?xml[^?]*\?>\s*/, '');
  const stack: XmlElement[] = [];
  let root: XmlElement | null = null;
  const tokens = body.split(/(<[^>]*>)/).filter((t) => t !== '');
  for (const token of tokens) {
    if (token.startsWith('<')) {
      const close = /^<\/([A-Za-z_][\w.-]*)\s*>$/.exec(token);
      const open = /^<([A-Za-z_][\w.-]*)\s*>$/.exec(token);
      if (close) {
        const top = stack.pop();
        if (!top || top.name !== close[1]) throw new Error(`crossed or stray closing tag ${token}`);
      } else if (open) {
        const el: XmlElement = { name: open[1], children: [], text: '' };
        if (stack.length) stack[stack.length - 1].children.push(el);
        else if (root) throw new Error('a second root element');
        else root = el;
        stack.push(el);
      } else throw new Error(`unexpected markup ${token}`);
    } else {
      if (/<|&(?!(amp|lt|gt|quot|apos);)/.test(token)) throw new Error(`bad text ${JSON.stringify(token)}`);
      if (!stack.length) {
        if (token.trim()) throw new Error('text outside the root');
        continue;
      }
      stack[stack.length - 1].text += token
        .replace(/&lt;/g, '<')
        .replace(/&gt;/g, '>')
        .replace(/&quot;/g, '"')
        .replace(/&apos;/g, "'")
        .replace(/&amp;/g, '&');
    }
  }
  if (stack.length || !root) throw new Error('unclosed elements');
  return root;
}

interface Field {
  name: string;
  type: string;
  optional: boolean;
}

/**
 * The repository's XSD for SAGA's cash files (docs/saga/saga-incasari-plati.xsd), read for what it
 * uses: two roots, each a sequence of `Linie` whose children are a fixed sequence of simple
 * elements, typed by patterns or a minimum length.
 */
export function loadSagaSchema(path = join(__dirname, '..', '..', '..', 'docs', 'saga', 'saga-incasari-plati.xsd')) {
  const xsd = readFileSync(path, 'utf8');
  const types = new Map<string, (v: string) => boolean>();
  for (const m of xsd.matchAll(/<xs:simpleType name="(\w+)">([\s\S]*?)<\/xs:simpleType>/g)) {
    const pattern = /<xs:pattern value="([^"]+)"\/>/.exec(m[2]);
    const min = /<xs:minLength value="(\d+)"\/>/.exec(m[2]);
    if (pattern) {
      const re = new RegExp(`^(?:${pattern[1]})$`);
      types.set(m[1], (v) => re.test(v));
    } else if (min) types.set(m[1], (v) => v.length >= Number(min[1]));
  }
  types.set('xs:string', () => true);
  const roots = new Map<string, Field[]>();
  for (const m of xsd.matchAll(
    /<xs:element name="(\w+)">\s*<xs:complexType>\s*<xs:sequence>\s*<xs:element name="Linie"[\s\S]*?<xs:sequence>([\s\S]*?)<\/xs:sequence>/g,
  )) {
    const fields = [...m[2].matchAll(/<xs:element name="(\w+)" type="([\w:]+)"( minOccurs="0")?\/>/g)].map((f) => ({
      name: f[1],
      type: f[2],
      optional: Boolean(f[3]),
    }));
    roots.set(m[1], fields);
  }
  if (roots.size !== 2) throw new Error(`expected two roots in the XSD, found ${[...roots.keys()].join(', ')}`);

  /** The problems of a document against the schema (empty: valid). */
  return (source: string): string[] => {
    const problems: string[] = [];
    let doc: XmlElement;
    try {
      doc = parseXml(source);
    } catch (err) {
      return [`not well-formed: ${(err as Error).message}`];
    }
    const fields = roots.get(doc.name);
    if (!fields) return [`unknown root <${doc.name}>`];
    if (!doc.children.length) problems.push('no <Linie>');
    doc.children.forEach((line, i) => {
      if (line.name !== 'Linie') problems.push(`child ${i}: <${line.name}> instead of <Linie>`);
      let at = 0;
      for (const child of line.children) {
        while (at < fields.length && fields[at].name !== child.name && fields[at].optional) at++;
        const field = fields[at];
        if (!field || field.name !== child.name) {
          problems.push(`Linie ${i + 1}: <${child.name}> not allowed here`);
          return;
        }
        if (child.children.length) problems.push(`Linie ${i + 1}: <${child.name}> has elements`);
        if (!(types.get(field.type) ?? (() => false))(child.text))
          problems.push(`Linie ${i + 1}: <${child.name}>${child.text}</${child.name}> is not a ${field.type}`);
        at++;
      }
      for (const rest of fields.slice(at)) if (!rest.optional) problems.push(`Linie ${i + 1}: <${rest.name}> missing`);
    });
    return problems;
  };
}
