// Datecs FPrint command lines in a Fisco-style folder: the agent drops `<name>.inp` in the driver's
// folder; the driver moves a printed file to BonOK and writes its answer to BonANSWER, or moves a
// failed one to BonERR. One command a line: `COMMAND,LOGICAL,SERVICE;ARG;...`, SERVICE written as
// `______,_,__` (not executed) and filled by the driver with `FACTORY,SEQUENCE,RESULT`.
// What a real device must confirm: OPERATIONS.md, "Casa de marcat".
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { decimal, itemName } from '../text.mjs';

export const name = 'fprint';
export const folders = { input: '.', ok: 'BonOK', answer: 'BonANSWER', error: 'BonERR' };
const NEW = '1,______,_,__';

export function fileName(job) {
  return `balti-${job.id}-${job.attempt}.inp`;
}

/** The fields between QUANTITY and the unit, `{vat}` replaced by the line's VAT group. */
function middleFields(settings, vatGroup) {
  const fields = String(settings.fprint_fields ?? '1;1;{vat};0;0').replace(
    /\{vat\}/g,
    String(vatGroup ?? settings.vat_group),
  );
  if (!/^\d{1,5}(;\d{1,5})*$/.test(fields)) throw new Error(`câmpuri FPrint greșite: ${fields}`);
  return fields;
}

export function render(job, settings) {
  if (job.kind === 'x_report') return `Z,${NEW};0\r\n`;
  if (job.kind === 'z_report') return `Z,${NEW};1\r\n`;
  if (job.kind !== 'sale') throw new Error(`tip de lucrare necunoscut: ${job.kind}`);
  const lines = job.sale.lines.map((line) => {
    const fields = middleFields(settings, line.vat_group);
    const unit = itemName(settings.unit || 'buc', settings.diacritics);
    const nameText = itemName(line.name, settings.diacritics);
    return `S,${NEW};${nameText};${decimal(line.unit_price, 2)};${decimal(line.quantity, 3)};${fields};${unit}`;
  });
  for (const p of job.sale.payments) {
    const code = settings.payment_codes?.[p.method];
    if (!/^\d$/.test(String(code ?? ''))) throw new Error(`cod de plată lipsă pentru ${p.method}`);
    lines.push(`T,${NEW};${code};${decimal(p.amount, 2)};`);
  }
  return lines.join('\r\n') + '\r\n';
}

/**
 * The driver's answer, isolated here so a real driver's text can be fitted in this function only.
 * ASSUMED (not confirmed on a device): the answer repeats the command lines with SERVICE filled in
 * (`S,1,DT123456,1,0;...`, as Datecs documents for FPrint: factory number, sequence, result 0 or a
 * negative error code), followed by `KEY=VALUE` lines: `BON=<bon number>`, for a Z `Z=<number>`,
 * `BONURI=<receipts>`, `TOTAL_<payment code>=<amount>`, and for a failure `EROARE=<code>`.
 * Answers `null` while the answer is incomplete.
 */
export function parseAnswer(text) {
  const info = {};
  let serial = null;
  let errorCode = null;
  let executed = 0;
  let pending = 0;
  for (const raw of text.split(/\r?\n/)) {
    const line = raw.trim();
    if (!line) continue;
    const kv = /^([A-Z_0-9]+)=(.*)$/.exec(line);
    if (kv) {
      info[kv[1]] = kv[2].trim();
      continue;
    }
    const cmd = /^[A-Z0-9]+,\d+,([^,;]*),([^,;]*),([^;]*);/.exec(line);
    if (!cmd) continue;
    const result = cmd[3].trim();
    if (result === '__') {
      pending++;
      continue;
    }
    if (cmd[1].trim() && !/^_+$/.test(cmd[1].trim())) serial = cmd[1].trim();
    if (/^-\d+$/.test(result) && errorCode === null) errorCode = result;
    executed++;
  }
  errorCode ??= info.EROARE ?? null;
  if (errorCode)
    return { status: 'failed', error_code: errorCode, error_text: info.MESAJ ?? null, fiscal_serial: serial };
  if (executed === 0 || pending > 0) return null;
  const totals = {};
  for (const [k, v] of Object.entries(info)) if (k.startsWith('TOTAL_')) totals[k.slice(6)] = v;
  return {
    status: 'printed',
    receipt_number: info.BON ?? null,
    fiscal_serial: serial ?? info.SERIE ?? null,
    z: info.Z ? { number: Number(info.Z), receipts: Number(info.BONURI ?? 0), totals } : null,
  };
}

/** pending | printed{...} | failed{...}, from the driver's folders. */
export function parseOutcome(dir, file) {
  const err = join(dir, folders.error, file);
  if (existsSync(err)) {
    const parsed = parseAnswer(readFileSync(err, 'utf8'));
    return parsed?.status === 'failed'
      ? parsed
      : { status: 'failed', error_code: 'BonERR', error_text: null, fiscal_serial: null };
  }
  const answer = join(dir, folders.answer, file);
  if (existsSync(answer)) return parseAnswer(readFileSync(answer, 'utf8')) ?? { status: 'pending' };
  return { status: 'pending' };
}
