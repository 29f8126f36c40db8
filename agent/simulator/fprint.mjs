// The simulator's strict reading of Datecs FPrint command files (see src/formats/fprint.mjs for the
// agent's side) and the answers it writes, in the shape src/formats/fprint.mjs parseAnswer assumes.
import { join } from 'node:path';

export const folders = { input: '.', ok: 'BonOK', answer: 'BonANSWER', error: 'BonERR' };
export const isCommandFile = (name) => /\.(inp|txt|bon)$/i.test(name) && !name.startsWith('.');

const LINE = /^([A-Z0-9]{1,2}),(\d{1,2}),______,_,__;(.*)$/;
const MIDDLE_FIELDS = 5; // as in Fisco's example: S,1,______,_,__;Ceai cu miere;3.50;1.000;1;1;2;0;0;buc

/** A file's commands, or `{ error: lineNumber }` at the first line that breaks the format. */
export function parse(lines, { ascii }) {
  const items = [];
  const payments = [];
  let report = null;
  let paidAll = false;
  for (let i = 0; i < lines.length; i++) {
    const bad = { error: i + 1 };
    const m = LINE.exec(lines[i]);
    if (!m || Number(m[2]) > 99) return bad;
    const [cmd, args] = [m[1], m[3]];
    if (report || paidAll) return bad; // nothing may follow a report or a closed receipt
    if (cmd === 'S') {
      if (payments.length) return bad;
      const f = args.split(';');
      if (f.length !== 3 + MIDDLE_FIELDS + 1) return bad;
      const [name, price, qty] = f;
      const middle = f.slice(3, 3 + MIDDLE_FIELDS);
      const unit = f[f.length - 1];
      if (!validName(name, ascii) || !/^\d{1,6}\.\d{2}$/.test(price) || !/^\d{1,5}\.\d{3}$/.test(qty)) return bad;
      if (Number(qty) <= 0 || !middle.every((x) => /^\d{1,5}$/.test(x)) || !/^[^;]{1,10}$/.test(unit)) return bad;
      items.push({ name, price, qty });
    } else if (cmd === 'T') {
      if (!items.length) return bad;
      if (args === '') {
        payments.push({ code: '0', amount: null }); // the whole rest in cash
      } else {
        const t = /^([0-35-8]);(\d{1,7}\.\d{2});$/.exec(args);
        if (!t) return bad;
        payments.push({ code: t[1], amount: t[2] });
      }
      paidAll = covered(items, payments);
    } else if (cmd === 'Z') {
      if (i !== 0 || lines.length !== 1 || !/^[01]$/.test(args)) return bad;
      report = args === '1' ? 'z' : 'x';
    } else {
      return bad; // the simulator knows only S, T and Z
    }
  }
  if (report) return { kind: report };
  if (!items.length) return { error: 1 };
  return { kind: 'sale', items, payments };
}

function validName(name, ascii) {
  if (!name || [...name].length > 72 || /\p{Cc}/u.test(name) || name !== name.trim()) return false;
  return !ascii || /^[\x20-\x7e]+$/.test(name);
}

export function covered(items, payments) {
  const total = items.reduce((s, it) => s + lineCents(it), 0);
  let paid = 0;
  for (const p of payments) paid = p.amount === null ? Infinity : paid + Math.round(Number(p.amount) * 100);
  return paid >= total;
}

/** price x quantity in hundredths, rounded half up. */
export function lineCents(item) {
  const price = Math.round(Number(item.price) * 100);
  const qty = Math.round(Number(item.qty) * 1000);
  return Math.floor((price * qty + 500) / 1000);
}

function executed(lines, serial, seqStart, resultAt, code) {
  let seq = seqStart;
  return lines.map((line, i) => {
    const rest = line.slice(line.indexOf(';'));
    const head = line.slice(0, line.indexOf(','));
    if (resultAt === undefined) {
      seq = (seq + 1) % 10;
      return `${head},1,${serial},${seq},0${rest}`;
    }
    return i === resultAt ? `${head},1,${serial},_,${code}${rest}` : line;
  });
}

/** The answer file written to BonANSWER for a printed file. */
export function answerOk(lines, info, serial, seq) {
  return [...executed(lines, serial, seq), ...Object.entries(info).map(([k, v]) => `${k}=${v}`)].join('\r\n') + '\r\n';
}

/** The file written to BonERR: the failing line carries the error code. */
export function answerError(lines, lineIndex, code, text, serial) {
  return [...executed(lines, serial, 0, lineIndex, code), `EROARE=${code}`, `MESAJ=${text}`].join('\r\n') + '\r\n';
}

export function paths(dir, name) {
  return {
    input: join(dir, folders.input, name),
    ok: join(dir, folders.ok, name),
    answer: join(dir, folders.answer, name),
    error: join(dir, folders.error, name),
  };
}
