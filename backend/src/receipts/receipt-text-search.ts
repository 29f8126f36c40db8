import { DataSource } from 'typeorm';
import type { SqlCondition } from '@app/common/sql';

/** A text matching more receipts than this is applied as a subquery instead of a list of ids. */
const MAX_TEXT_IDS = 10_000;

/**
 * Words InnoDB's full-text parser never indexes (its default stopword list, those of 3 letters
 * or more); a required one would match nothing, so they are left out of the search on both
 * databases alike.
 */
const STOPWORDS = new Set(
  'about are com for from how that the this was what when where who will with und www'.split(' '),
);

/**
 * The words of a search as the full-text indexes see them: letters and digits, 3 or more
 * (InnoDB's innodb_ft_min_token_size), at most 5.
 */
export function searchWords(search: string): string[] {
  return (search.toLocaleLowerCase('ro').match(/[\p{L}\p{N}]+/gu) ?? [])
    .filter((w) => w.length >= 3 && !STOPWORDS.has(w))
    .slice(0, 5);
}

/**
 * "What the receipt represents contains every word of the search, each as the start of a word"
 * ("juv" finds "Închiriere juvelnic"), through the ReceiptsTextSearch migration's index: FULLTEXT
 * in boolean mode on MariaDB, FTS5 on SQLite (accents folded on both: the column's collation, the
 * tokenizer's remove_diacritics). The ids are read first, so the list's other ways to match (the
 * payer, the number, the bon fiscal) stay on their own indexes; a text matching very many
 * receipts becomes a subquery instead. Null when the search has no word to look for or nothing
 * matches.
 */
export async function receiptTextWhere(
  dataSource: DataSource,
  companyId: number,
  search: string,
): Promise<SqlCondition | null> {
  const words = searchWords(search);
  if (!words.length) return null;
  const sqlite = dataSource.options.type === 'better-sqlite3';
  // Both query languages get only letters and digits, each word quoted (FTS5) or required (InnoDB).
  const match = sqlite ? words.map((w) => `"${w}"*`).join(' ') : words.map((w) => `+${w}*`).join(' ');
  const rows: { id: number | string }[] = sqlite
    ? await dataSource.query(
        `SELECT r.id AS id FROM receipts_fts f JOIN receipts r ON r.id = f.rowid
          WHERE receipts_fts MATCH ? AND r.company_id = ? LIMIT ${MAX_TEXT_IDS + 1}`,
        [match, companyId],
      )
    : await dataSource.query(
        `SELECT id FROM receipts WHERE MATCH(description) AGAINST (? IN BOOLEAN MODE) AND company_id = ?
          LIMIT ${MAX_TEXT_IDS + 1}`,
        [match, companyId],
      );
  if (!rows.length) return null;
  if (rows.length > MAX_TEXT_IDS) {
    return {
      sql: sqlite
        ? 'r.id IN (SELECT rowid FROM receipts_fts WHERE receipts_fts MATCH :text_match)'
        : 'MATCH(r.description) AGAINST (:text_match IN BOOLEAN MODE)',
      params: { text_match: match },
    };
  }
  return { sql: 'r.id IN (:...text_ids)', params: { text_ids: rows.map((r) => Number(r.id)) } };
}
