// ECR Bridge text files: the agent drops `<name>.txt` in `Bon/`; the driver moves a printed file to
// `BonOK/` and a failed one to `BonErr/` with the error text in it. A receipt is
//   FISCAL
//   I;NAME;QUANTITY;PRICE;VAT_GROUP
//   P;PAYMENT_CODE;AMOUNT
// and a report a file holding `Z;1` (Z) or `X;1` (X).
// What a real device must confirm: OPERATIONS.md, "Casa de marcat".
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { decimal, itemName } from '../text.mjs';

export const name = 'ecrbridge';
export const folders = { input: 'Bon', ok: 'BonOK', error: 'BonErr' };

export function fileName(job) {
  return `balti-${job.id}-${job.attempt}.txt`;
}

export function render(job, settings) {
  if (job.kind === 'x_report') return 'X;1\r\n';
  if (job.kind === 'z_report') return 'Z;1\r\n';
  if (job.kind !== 'sale') throw new Error(`tip de lucrare necunoscut: ${job.kind}`);
  const lines = ['FISCAL'];
  for (const line of job.sale.lines) {
    const vat = String(line.vat_group ?? settings.vat_group);
    if (!/^[0-9A-Z]{1,2}$/.test(vat)) throw new Error(`grupă TVA greșită: ${vat}`);
    lines.push(
      `I;${itemName(line.name, settings.diacritics)};${decimal(line.quantity, 3)};${decimal(line.unit_price, 2)};${vat}`,
    );
  }
  for (const p of job.sale.payments) {
    const code = settings.payment_codes?.[p.method];
    if (!/^\d{1,2}$/.test(String(code ?? ''))) throw new Error(`cod de plată lipsă pentru ${p.method}`);
    lines.push(`P;${code};${decimal(p.amount, 2)}`);
  }
  return lines.join('\r\n') + '\r\n';
}

/**
 * The driver's answer, isolated here so a real driver's text can be fitted in this function only.
 * ASSUMED (not confirmed on a device): the file moved to BonOK/BonErr keeps the command lines and
 * the driver adds `KEY=VALUE` lines: `BON=<bon number>`, `SERIE=<fiscal serial>`, for a Z
 * `Z=<number>`, `BONURI=<receipts>`, `TOTAL_<payment code>=<amount>`; for a failure
 * `EROARE=<code>` and `MESAJ=<driver's text>`. A file in BonErr without them is still a failure.
 */
export function parseAnswer(text, failed) {
  const info = {};
  for (const raw of text.split(/\r?\n/)) {
    const kv = /^([A-Z_0-9]+)=(.*)$/.exec(raw.trim());
    if (kv) info[kv[1]] = kv[2].trim();
  }
  if (failed || info.EROARE) {
    const free = text
      .split(/\r?\n/)
      .map((l) => l.trim())
      .filter((l) => l && !/^(FISCAL|[IPXZ];.*|[A-Z_0-9]+=.*)$/.test(l))
      .join(' ');
    return {
      status: 'failed',
      error_code: info.EROARE ?? 'BonErr',
      error_text: info.MESAJ ?? (free || null),
      fiscal_serial: info.SERIE ?? null,
    };
  }
  const totals = {};
  for (const [k, v] of Object.entries(info)) if (k.startsWith('TOTAL_')) totals[k.slice(6)] = v;
  return {
    status: 'printed',
    receipt_number: info.BON ?? null,
    fiscal_serial: info.SERIE ?? null,
    z: info.Z ? { number: Number(info.Z), receipts: Number(info.BONURI ?? 0), totals } : null,
  };
}

/** pending | printed{...} | failed{...}, from the driver's folders. */
export function parseOutcome(dir, file) {
  const err = join(dir, folders.error, file);
  if (existsSync(err)) return parseAnswer(readFileSync(err, 'utf8'), true);
  const ok = join(dir, folders.ok, file);
  if (existsSync(ok)) return parseAnswer(readFileSync(ok, 'utf8'), false);
  return { status: 'pending' };
}
