import { rebuildPassStats } from '@app/charts/pass-stats';
import { clientSearchTerms } from '@app/clients/search-keys';
import { seedScale, type ScaleResult } from '@app/database/seeds/scale.seed';
import { BOARD_STANDS } from '@app/database/seeds/stands.scale';
import { rebuildReceiptStats } from '@app/receipts/receipt-stats';
import { DB_KIND, startTestApp, TestApp } from './support/app';

/**
 * seed:scale, the benchmark's data, small: its board water must look like one the API can make.
 * createPass refuses a second pass on a held stand, so no two active passes overlap on a stand.
 * The rows are bulk-written (bulk-writer.ts: LOAD DATA and indexes built after it on MariaDB), and
 * what the app keeps beside them is counted by the seeder, not recounted from them: each must be
 * what the app's own recount gives, and on MariaDB the tables must end with the definitions they had.
 */
const BIG_TABLES = ['clients', 'client_search_keys', 'passes', 'receipts'];

describe(`seed:scale (${DB_KIND})`, () => {
  let t: TestApp;
  let result: ScaleResult;
  let companies: number[];
  const definitionsBefore: Record<string, string> = {};
  const definition = async (table: string): Promise<string> => {
    const [row] = await t.dataSource.query(`SHOW CREATE TABLE ${table}`);
    // Lines sorted: the indexes built after the load are listed after those the migrations made.
    return String(row['Create Table'])
      .replace(/ AUTO_INCREMENT=\d+/, '')
      .split('\n')
      .map((l) => l.trim().replace(/,$/, ''))
      .sort()
      .join('\n');
  };
  const sqlite = DB_KIND === 'sqlite';
  const inSeeded = () => `company_id IN (${companies.join(',')})`;
  const text = (v: unknown) => (v instanceof Date ? v.toISOString() : String(v));
  const snapshot = async (table: string, order: string) =>
    (await t.dataSource.query<object[]>(`SELECT * FROM ${table} WHERE ${inSeeded()} ORDER BY ${order}`)).map((row) =>
      Object.fromEntries(Object.entries(row).map(([k, v]) => [k, typeof v === 'number' ? v : text(v)])),
    );

  beforeAll(async () => {
    t = await startTestApp();
    if (!sqlite) for (const table of BIG_TABLES) definitionsBefore[table] = await definition(table);
    result = await seedScale(t.dataSource, { companies: 2, clients: 300, passes: 3000 });
    companies = (
      await t.dataSource.query<{ id: number }[]>(`SELECT id FROM companies WHERE slug LIKE 'scala-%' ORDER BY id`)
    ).map((r) => Number(r.id));
  });
  afterAll(async () => {
    await t.close();
  });

  it("gives the board water's passes stands, never two at once on a stand", async () => {
    const companyId = result.largest.id;
    const [water] = await t.dataSource.query('SELECT MIN(id) AS id FROM waters WHERE company_id = ?', [companyId]);
    const stands = await t.dataSource.query('SELECT id FROM stands WHERE water_id = ?', [water.id]);
    expect(stands).toHaveLength(BOARD_STANDS);

    const [counts] = await t.dataSource.query(
      `SELECT COUNT(*) AS passes, COUNT(stand_id) AS on_stands,
              SUM(CASE WHEN stand_id IS NOT NULL AND status <> 'active' THEN 1 ELSE 0 END) AS cancelled_on_stands
         FROM passes WHERE company_id = ? AND water_id = ?`,
      [companyId, water.id],
    );
    // A busy water: most of its passes find a stand, not all of them.
    expect(Number(counts.on_stands)).toBeGreaterThan(Number(counts.passes) / 2);
    expect(Number(counts.on_stands)).toBeLessThan(Number(counts.passes));
    expect(Number(counts.cancelled_on_stands)).toBe(0);

    const [overlaps] = await t.dataSource.query(
      `SELECT COUNT(*) AS n FROM passes a JOIN passes b
          ON b.stand_id = a.stand_id AND b.id > a.id AND b.valid_from < a.valid_to AND a.valid_from < b.valid_to
        WHERE a.company_id = ? AND a.stand_id IS NOT NULL`,
      [companyId],
    );
    expect(Number(overlaps.n)).toBe(0);
  });

  it('writes every row it reports, and the series counters after the last number', async () => {
    expect(companies).toHaveLength(2);
    const [n] = await t.dataSource.query(
      `SELECT (SELECT COUNT(*) FROM passes WHERE ${inSeeded()}) AS passes,
              (SELECT COUNT(*) FROM receipts WHERE ${inSeeded()}) AS receipts,
              (SELECT COUNT(*) FROM clients WHERE ${inSeeded()}) AS clients`,
    );
    expect([Number(n.passes), Number(n.receipts), Number(n.clients)]).toEqual([
      result.passes,
      result.receipts,
      result.clients,
    ]);
    const series = await t.dataSource.query(
      `SELECT s.id, s.type, s.next_number, s.issued_count,
              CASE WHEN s.type = 'pass' THEN (SELECT MAX(number) FROM passes p WHERE p.doc_series_id = s.id)
                   ELSE (SELECT MAX(number) FROM receipts r WHERE r.doc_series_id = s.id) END AS last,
              CASE WHEN s.type = 'pass' THEN (SELECT COUNT(*) FROM passes p WHERE p.doc_series_id = s.id)
                   ELSE (SELECT COUNT(*) FROM receipts r WHERE r.doc_series_id = s.id) END AS issued
         FROM doc_series s WHERE s.${inSeeded()}`,
    );
    expect(series).toHaveLength(4);
    for (const s of series) {
      expect(Number(s.next_number)).toBe(Number(s.last) + 1);
      expect(Number(s.issued_count)).toBe(Number(s.issued));
    }
  });

  it("keeps every client's search terms, as the app writes them", async () => {
    type Client = {
      id: number;
      first_name: string;
      last_name: string;
      phone: string | null;
      car_plate: string | null;
      cnp: string | null;
    };
    const clients = await t.dataSource.query<Client[]>(
      `SELECT id, first_name, last_name, phone, car_plate, cnp FROM clients WHERE ${inSeeded()}`,
    );
    const keys = await t.dataSource.query<{ client_id: number; term: string }[]>(
      `SELECT client_id, term FROM client_search_keys WHERE ${inSeeded()}`,
    );
    const stored = new Map<number, string[]>();
    for (const k of keys) stored.set(Number(k.client_id), [...(stored.get(Number(k.client_id)) ?? []), k.term]);
    expect(clients.length).toBe(result.clients);
    for (const c of clients)
      expect({ id: c.id, terms: (stored.get(Number(c.id)) ?? []).sort() }).toEqual({
        id: c.id,
        terms: clientSearchTerms(c).sort(),
      });
  });

  it("counts the passes' and receipts' statistics as the app's recount does", async () => {
    const tables: [string, string][] = [
      ['pass_day_stats', 'company_id, day, water_id'],
      ['pass_list_stats', 'company_id, day, water_id'],
      ['client_pass_totals', 'company_id, client_id'],
      ['receipt_day_stats', 'company_id, day'],
    ];
    const seeded = await Promise.all(tables.map(([table, order]) => snapshot(table, order)));
    for (const rows of seeded) expect(rows.length).toBeGreaterThan(0);
    for (const id of companies) {
      await rebuildPassStats(t.dataSource, sqlite, id);
      await rebuildReceiptStats(t.dataSource, sqlite, id);
    }
    const recounted = await Promise.all(tables.map(([table, order]) => snapshot(table, order)));
    tables.forEach(([table], i) => expect({ table, rows: seeded[i] }).toEqual({ table, rows: recounted[i] }));
  });

  // Only MariaDB's seeding drops and rebuilds the indexes: on SQLite there is nothing to compare.
  if (!sqlite) {
    it('leaves the big tables with their indexes and keys as they were (MariaDB)', async () => {
      for (const table of BIG_TABLES) expect(await definition(table)).toBe(definitionsBefore[table]);
    });
  }
});
