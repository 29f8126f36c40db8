/**
 * A sum of lei and bani in Romanian words, as written on a chitanță:
 * 121.50 → "o sută douăzeci și unu de lei și cincizeci de bani", 1.01 → "un leu și un ban".
 */
type Gender = 'm' | 'f' | 'n';

const UNITS = ['', '', '', 'trei', 'patru', 'cinci', 'șase', 'șapte', 'opt', 'nouă'];
const TEENS = [
  'zece',
  'unsprezece',
  '',
  'treisprezece',
  'paisprezece',
  'cincisprezece',
  'șaisprezece',
  'șaptesprezece',
  'optsprezece',
  'nouăsprezece',
];
const TENS = ['', '', 'douăzeci', 'treizeci', 'patruzeci', 'cincizeci', 'șaizeci', 'șaptezeci', 'optzeci', 'nouăzeci'];

function unit(u: number, g: Gender): string {
  if (u === 1) return g === 'f' ? 'una' : 'unu';
  if (u === 2) return g === 'm' ? 'doi' : 'două';
  return UNITS[u];
}

function below100(r: number, g: Gender): string {
  if (r < 10) return unit(r, g);
  if (r < 20) return r === 12 ? (g === 'm' ? 'doisprezece' : 'douăsprezece') : TEENS[r - 10];
  const u = r % 10;
  return u === 0 ? TENS[Math.floor(r / 10)] : `${TENS[Math.floor(r / 10)]} și ${unit(u, g)}`;
}

/** 1–999 as a count of something of gender g (the noun is added by the caller). */
function group(n: number, g: Gender): string {
  const h = Math.floor(n / 100);
  const r = n % 100;
  const parts: string[] = [];
  if (h) parts.push(h === 1 ? 'o sută' : `${h === 2 ? 'două' : UNITS[h]} sute`);
  if (r) parts.push(below100(r, g));
  return parts.join(' ');
}

/** Romanian puts "de" between a number and its noun when the last two digits are 00 or 20–99. */
function de(n: number): string {
  const r = n % 100;
  return n >= 20 && (r === 0 || r >= 20) ? ' de' : '';
}

/** A whole number of a noun, e.g. (2, 'leu', 'lei', 'm') → "doi lei". */
export function countWords(n: number, one: string, many: string, g: Gender, oneWord: string): string {
  if (!Number.isInteger(n) || n < 0 || n > 999_999_999) throw new RangeError(`cannot spell ${n}`);
  if (n === 0) return `zero ${many}`;
  if (n === 1) return `${oneWord} ${one}`;
  const millions = Math.floor(n / 1_000_000);
  const thousands = Math.floor(n / 1000) % 1000;
  const rest = n % 1000;
  const parts: string[] = [];
  if (millions) parts.push(millions === 1 ? 'un milion' : `${group(millions, 'n')}${de(millions)} milioane`);
  if (thousands) parts.push(thousands === 1 ? 'o mie' : `${group(thousands, 'f')}${de(thousands)} mii`);
  if (rest) parts.push(group(rest, g));
  return `${parts.join(' ')}${de(n)} ${many}`;
}

export function amountInWords(amount: string | number): string {
  const bani = Math.round(Number(amount) * 100);
  if (!Number.isFinite(bani) || bani < 0) throw new RangeError(`cannot spell ${amount}`);
  const lei = Math.floor(bani / 100);
  const rest = bani % 100;
  const leiText = countWords(lei, 'leu', 'lei', 'm', 'un');
  if (!rest) return leiText;
  const baniText = countWords(rest, 'ban', 'bani', 'm', 'un');
  return lei ? `${leiText} și ${baniText}` : baniText;
}
