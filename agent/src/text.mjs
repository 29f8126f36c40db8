// Text rules shared by every format: item names, transliteration, amounts, file encoding.

const ROMANIAN = {
  ă: 'a',
  â: 'a',
  î: 'i',
  ș: 's',
  ş: 's',
  ț: 't',
  ţ: 't',
  Ă: 'A',
  Â: 'A',
  Î: 'I',
  Ș: 'S',
  Ş: 'S',
  Ț: 'T',
  Ţ: 'T',
};
const PUNCTUATION = {
  '\u2013': '-',
  '\u2014': '-',
  '\u2018': "'",
  '\u2019': "'",
  '\u201e': '"',
  '\u201c': '"',
  '\u201d': '"',
};

/** Romanian letters to plain ASCII (comma-below and cedilla forms alike); any other non-ASCII character loses its accent or becomes `?`. */
export function transliterate(text) {
  let out = '';
  for (const ch of text) {
    if (ROMANIAN[ch]) out += ROMANIAN[ch];
    else if (PUNCTUATION[ch]) out += PUNCTUATION[ch];
    else if (ch.charCodeAt(0) < 128) out += ch;
    else {
      const plain = ch.normalize('NFD').replace(/[\u0300-\u036f]/g, '');
      out += /^[\x20-\x7e]+$/.test(plain) ? plain : '?';
    }
  }
  return out;
}

export const NAME_MAX = 72;

/**
 * An item name as a driver line takes it: no `;` (the field separator), no control characters,
 * single spaces, at most 72 characters, transliterated when the device prints no diacritics.
 */
export function itemName(name, diacritics) {
  let text = String(name ?? '')
    .replace(/\p{Cc}/gu, ' ')
    .replace(/;/g, ',')
    .replace(/\s+/g, ' ')
    .trim();
  if (!diacritics) text = transliterate(text);
  const chars = [...text];
  if (chars.length > NAME_MAX) text = chars.slice(0, NAME_MAX).join('').trimEnd();
  return text || 'Articol';
}

/** A decimal string with exactly `places` decimals ("50" -> "50.00"); never rounds money: more non-zero decimals throw. */
export function decimal(value, places) {
  const m = /^(\d+)(?:\.(\d+))?$/.exec(String(value ?? '').trim());
  if (!m) throw new Error(`valoare zecimală greșită: ${String(value)}`);
  const frac = m[2] ?? '';
  if (frac.length > places && /[^0]/.test(frac.slice(places))) throw new Error(`prea multe zecimale: ${String(value)}`);
  const whole = m[1].replace(/^0+(?=\d)/, '');
  return places === 0 ? whole : `${whole}.${frac.slice(0, places).padEnd(places, '0')}`;
}

let cp1250 = null;
/** The bytes of a command file: UTF-8, or Windows-1250 for drivers that read the Windows code page. */
export function encode(text, encoding) {
  if (encoding === 'utf8' || encoding === 'utf-8' || !encoding) return Buffer.from(text, 'utf8');
  if (encoding !== 'windows-1250') throw new Error(`codificare necunoscută: ${encoding}`);
  if (!cp1250) {
    cp1250 = new Map();
    const decoder = new TextDecoder('windows-1250');
    for (let b = 0x80; b <= 0xff; b++) cp1250.set(decoder.decode(Uint8Array.of(b)), b);
  }
  // Windows-1250 has only the cedilla forms of ș and ț.
  const text1250 = text.replace(/ș/g, 'ş').replace(/Ș/g, 'Ş').replace(/ț/g, 'ţ').replace(/Ț/g, 'Ţ');
  const bytes = [];
  for (const ch of text1250) {
    const code = ch.charCodeAt(0);
    bytes.push(code < 128 ? code : (cp1250.get(ch) ?? 0x3f));
  }
  return Buffer.from(bytes);
}
