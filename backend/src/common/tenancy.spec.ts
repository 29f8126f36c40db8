import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';

/**
 * One way to scope a company's rows: `tenantWhere()` in find options, `tenantScoped()` on a query
 * builder (common/tenancy.ts). A condition on `company_id` written by hand in SQL is counted here,
 * file by file, outside database/ (migrations and seeds write SQL by design) and the tests.
 */
const SRC = join(__dirname, '..');
const HAND_WRITTEN = /company_id\s*=\s*[?:]/g;

/**
 * Where SQL still names the company itself, and how many times. Raw SQL stays only where a query
 * builder cannot say it; each such place gives its reason here. The list only shrinks.
 */
const RAW_TENANT_SQL: Record<string, number> = {
  // Locking reads of the cash register's closed days and of its lock with a day's close (LOCK IN SHARE MODE).
  'books/cash-register.service.ts': 2,
  // A company's lock row (cash_books, public_form_locks): a locking read, the row made by INSERT IGNORE first.
  'common/row-lock.ts': 1,
  // The statistics rebuilt in place from the passes (DELETE, then aggregates), also run by migrations on a QueryRunner.
  'charts/pass-stats.ts': 5,
  // UNIONs of prefix ranges of the terms' index, each a derived table (a query builder has no UNION):
  // the matching anglers, the name page's per-term reads and each prefix's first and last term
  // (twice: beside the anglers' ids for the passes' and receipts' lists); and the per-row test of a
  // row's angler against one term, a seek of the terms' primary key (anglerProbe()).
  'clients/client-search.ts': 8,
  // The anglers ranked by their newest pass: RANK() over client_pass_totals in a subquery's text.
  'passes/pass-query.service.ts': 1,
  // The statistics rebuilt in place from the receipts (DELETE, then an aggregate over every receipt).
  'receipts/receipt-stats.ts': 2,
  // The full-text MATCH (MariaDB) and the FTS5 table (SQLite).
  'receipts/receipt-text-search.ts': 2,
};

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((d) => {
    const path = join(dir, d.name);
    if (d.isDirectory()) return d.name === 'database' && dir === SRC ? [] : sources(path);
    return d.name.endsWith('.ts') && !d.name.endsWith('.spec.ts') ? [path] : [];
  });
}

describe('tenant scoping (common/tenancy.ts)', () => {
  it('writes no company condition by hand beyond the listed places', () => {
    const found: Record<string, number> = {};
    for (const path of sources(SRC)) {
      const file = relative(SRC, path);
      if (file === 'common/tenancy.ts') continue;
      const n = readFileSync(path, 'utf8').match(HAND_WRITTEN)?.length ?? 0;
      if (n > 0) found[file] = n;
    }
    expect(found).toEqual(RAW_TENANT_SQL);
  });
});
