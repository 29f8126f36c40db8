/**
 * CSV export of a list's current filter: `;` separator (what Excel expects with
 * Romanian regional settings), CRLF line ends, quotes where needed, and a UTF-8 BOM so Excel
 * shows diacritics (ă, â, î, ș, ț).
 */
import type { Paginated } from '@/shared/api/types';
import { saveFile } from '@/shared/saveFile';
import { romanianToday } from './romanianClock';

export type CsvValue = string | number | boolean | null | undefined;

export interface CsvColumn<T> {
  title: string;
  value: (row: T) => CsvValue;
}

export const CSV_BOM = '\uFEFF';
export const CSV_SEPARATOR = ';';

/**
 * What a spreadsheet may take for the start of a formula (SECURITY.md, "CSV exports"): = + - @,
 * a tab or a carriage return, and the full-width ＝ ＋ － ＠ that some spreadsheets read as them.
 */
const FORMULA_START = /^[=+\-@\t\r\uFF1D\uFF0B\uFF0D\uFF20]/;
/** A plain number, as the API ("-12.50") or formatAmount ("-1.234,56") writes it: stays a number. */
const PLAIN_NUMBER = /^-?(\d+|\d{1,3}(\.\d{3})+)([.,]\d+)?$/;

/**
 * One cell: empty for null, "Da"/"Nu" for booleans, quoted when it holds ; " CR or LF. A cell that
 * could start a formula gets a leading `'` (shown as text, never run), unless it is a plain
 * number: a negative amount stays a number.
 */
export function csvCell(value: CsvValue): string {
  if (value === null || value === undefined) return '';
  let text = typeof value === 'boolean' ? (value ? 'Da' : 'Nu') : String(value);
  if (FORMULA_START.test(text) && !PLAIN_NUMBER.test(text)) text = `'${text}`;
  if (/[";\r\n]/.test(text) || text !== text.trim()) return `"${text.replace(/"/g, '""')}"`;
  return text;
}

/** The whole file (BOM, header row, one row per item; every line ends with CRLF). */
export function toCsv<T>(rows: readonly T[], columns: readonly CsvColumn<T>[]): string {
  const lines = [
    columns.map((c) => csvCell(c.title)).join(CSV_SEPARATOR),
    ...rows.map((row) => columns.map((c) => csvCell(c.value(row))).join(CSV_SEPARATOR)),
  ];
  return `${CSV_BOM}${lines.map((l) => `${l}\r\n`).join('')}`;
}

/** Reads every page of a paginated list (page 1, 2, … until last_page) and answers all rows. */
export async function fetchAllPages<T>(
  fetchPage: (page: number) => Promise<Paginated<T>>,
  maxPages = 500,
): Promise<T[]> {
  const rows: T[] = [];
  let page = 1;
  for (;;) {
    const answer = await fetchPage(page);
    rows.push(...answer.data);
    // A search counted up to its cap (total_capped) goes on until a page comes back short.
    const last = answer.total_capped ? answer.data.length < answer.per_page : page >= answer.last_page;
    if (last || answer.data.length === 0 || page >= maxPages) return rows;
    page += 1;
  }
}

/** "cheltuieli" -> "cheltuieli-2024-05-31.csv" (the export's day in Romania). */
export function csvFileName(base: string, now = new Date()): string {
  return `${base}-${romanianToday(now)}.csv`;
}

/** Starts the browser download of a CSV text. */
export function downloadCsv(fileName: string, content: string): void {
  saveFile(fileName, new Blob([content], { type: 'text/csv;charset=utf-8' }));
}
