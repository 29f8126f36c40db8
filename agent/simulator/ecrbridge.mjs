// The simulator's strict reading of ECR Bridge text files (see src/formats/ecrbridge.mjs for the
// agent's side) and the answers it writes, in the shape src/formats/ecrbridge.mjs parseAnswer assumes.
import { join } from 'node:path';
import { covered } from './fprint.mjs';

export const folders = { input: 'Bon', ok: 'BonOK', error: 'BonErr' };
export const isCommandFile = (name) => /\.txt$/i.test(name) && !name.startsWith('.');

/** A file's commands, or `{ error: lineNumber }` at the first line that breaks the format. */
export function parse(lines, { ascii }) {
  if (lines.length === 1 && /^[XZ];1$/.test(lines[0])) return { kind: lines[0][0] === 'Z' ? 'z' : 'x' };
  if (lines[0] !== 'FISCAL') return { error: 1 };
  const items = [];
  const payments = [];
  for (let i = 1; i < lines.length; i++) {
    const bad = { error: i + 1 };
    const item = /^I;([^;]{1,72});(\d{1,5}\.\d{3});(\d{1,6}\.\d{2});([0-9A-Z]{1,2})$/.exec(lines[i]);
    const pay = /^P;(\d{1,2});(\d{1,7}\.\d{2}|0)$/.exec(lines[i]);
    if (item) {
      const name = item[1];
      if (payments.length || Number(item[2]) <= 0 || name !== name.trim() || /\p{Cc}/u.test(name)) return bad;
      if ([...name].length > 72 || (ascii && !/^[\x20-\x7e]+$/.test(name))) return bad;
      items.push({ name, qty: item[2], price: item[3] });
    } else if (pay) {
      if (!items.length || covered(items, payments)) return bad;
      payments.push({ code: pay[1], amount: pay[2] === '0' ? null : pay[2] });
    } else {
      return bad;
    }
  }
  if (!items.length) return { error: lines.length + 1 };
  return { kind: 'sale', items, payments };
}

export function answerOk(lines, info, serial) {
  return [...lines, ...Object.entries({ ...info, SERIE: serial }).map(([k, v]) => `${k}=${v}`)].join('\r\n') + '\r\n';
}

export function answerError(lines, _lineIndex, code, text) {
  return [...lines, `EROARE=${code}`, `MESAJ=${text}`].join('\r\n') + '\r\n';
}

export function paths(dir, name) {
  return {
    input: join(dir, folders.input, name),
    ok: join(dir, folders.ok, name),
    answer: null,
    error: join(dir, folders.error, name),
  };
}
