import { DB_KIND, demoWorld, TestApp } from './support/app';

/**
 * The receipts list's numbered pages in its own order (by issue day, then id), by dates alone:
 * a page past the first starts on the day its first row falls on, found from the per-day counts
 * (receipts/receipts.service.ts, dayOfRow()), instead of skipping every row before it. Every page
 * holds the rows OFFSET gives, in both directions, with and without a range of days, and a page
 * past the last one is empty.
 */
describe(`receipts list, numbered pages (${DB_KIND})`, () => {
  let t: TestApp;
  let A: number;
  let token: string;
  let payerId: number;
  const base = () => `/api/company/${A}`;

  beforeAll(async () => {
    ({ t, A, adminA: token } = await demoWorld({ DEMO_CATALOGUE: 'true' }));
    const client = await t.call('POST', `${base()}/createClient`, {
      token,
      body: { first_name: 'Ion', last_name: 'Paginescu' },
    });
    expect(client.status).toBe(201);
    payerId = client.body.id;
    // Receipts on six days, 1 to 6 of them a day, issued out of the days' order.
    for (const [d, n] of [
      [3, 2],
      [1, 4],
      [6, 1],
      [2, 6],
      [5, 3],
      [4, 5],
    ]) {
      for (let i = 0; i < n; i++) {
        const res = await t.call('POST', `${base()}/clients/${client.body.id}/createReceipt`, {
          token,
          body: { amount: 10 + i, issued_on: `2026-03-0${d}`, description: 'Închiriere barcă' },
        });
        expect(res.status).toBe(201);
      }
    }
  });
  afterAll(async () => {
    await t.close();
  });

  /** The receipts' ids in the list's order by issue day, straight from the table. */
  async function ordered(dir: 'ASC' | 'DESC', from?: string, to?: string): Promise<number[]> {
    const where = ['company_id = ?', ...(from ? ['issued_on >= ?'] : []), ...(to ? ['issued_on <= ?'] : [])];
    const rows: { id: unknown }[] = await t.dataSource.query(
      `SELECT id FROM receipts WHERE ${where.join(' AND ')} ORDER BY issued_on ${dir}, id ${dir}`,
      [A, ...(from ? [from] : []), ...(to ? [to] : [])],
    );
    return rows.map((r) => Number(r.id));
  }

  const day = (v: unknown) => (v instanceof Date ? v.toISOString() : String(v)).slice(0, 10);

  it('every page holds the rows OFFSET gives, by day both ways and within a range of days', async () => {
    const days: { d: unknown }[] = await t.dataSource.query(
      'SELECT DISTINCT issued_on AS d FROM receipts WHERE company_id = ? ORDER BY issued_on',
      [A],
    );
    expect(days.length).toBeGreaterThan(3);
    const from = day(days[1].d);
    const to = day(days[days.length - 2].d);
    for (const [dir, range] of [
      ['desc', {}],
      ['asc', {}],
      ['desc', { date_from: from, date_to: to }],
      ['asc', { date_from: from }],
    ] as const) {
      const all = await ordered(
        dir === 'asc' ? 'ASC' : 'DESC',
        range.date_from,
        'date_to' in range ? range.date_to : undefined,
      );
      expect(all.length).toBeGreaterThan(6);
      const perPage = 3;
      const pages = Math.ceil(all.length / perPage);
      for (let page = 1; page <= pages + 1; page++) {
        const res = await t.call('POST', `${base()}/receipts`, {
          token,
          body: { ...range, sort_by: 'issued_on', sort_dir: dir, per_page: perPage, page },
        });
        expect(res.status).toBe(200);
        expect(res.body.total).toBe(all.length);
        expect(res.body.data.map((r: { id: number }) => r.id)).toEqual(all.slice((page - 1) * perPage, page * perPage));
      }
    }
  });

  it("a search's page of an angler with more receipts than the count reads: the rows of the list's order", async () => {
    // Written straight to the table (as a busy angler's years): 1 200 receipts over ten days, out of
    // the days' order, between another payer's on the same days.
    const [series] = await t.dataSource.query(
      "SELECT id, series FROM doc_series WHERE company_id = ? AND type = 'receipt' ORDER BY id LIMIT 1",
      [A],
    );
    const client = await t.call('POST', `${base()}/createClient`, {
      token,
      body: { first_name: 'Ion', last_name: 'Mulțimescu' },
    });
    expect(client.status).toBe(201);
    let number = 700_000;
    for (let i = 0; i < 1200; i += 100) {
      const rows = Array.from({ length: 100 }, (_, k) => {
        const n = i + k;
        return [n % 7 === 0 ? payerId : client.body.id, `2026-02-${String(1 + ((n * 7) % 10)).padStart(2, '0')}`];
      });
      await t.dataSource.query(
        `INSERT INTO receipts (company_id, client_id, doc_series_id, series, number, issued_on, amount, amount_words, description, status)
         VALUES ${rows.map(() => "(?, ?, ?, ?, ?, ?, '10.00', 'zece lei', 'Taxă', 'issued')").join(', ')}`,
        rows.flatMap(([clientId, day]) => [A, clientId, series.id, series.series, ++number, day]),
      );
    }
    const all = (
      await t.dataSource.query(
        'SELECT id FROM receipts WHERE company_id = ? AND client_id = ? ORDER BY issued_on DESC, id DESC',
        [A, client.body.id],
      )
    ).map((r: { id: unknown }) => Number(r.id)) as number[];
    expect(all.length).toBeGreaterThan(1000);
    const ids = (res: { body: { data: { id: number }[] } }) => res.body.data.map((r) => r.id);
    let after: string | undefined;
    for (const page of [1, 2, 3]) {
      const byNumber = await t.call('POST', `${base()}/receipts`, { token, body: { search: 'multimescu', page } });
      expect(byNumber.status).toBe(200);
      expect(byNumber.body).toMatchObject({ total: 1000, total_capped: true });
      expect(ids(byNumber)).toEqual(all.slice((page - 1) * 25, page * 25));
      const byCursor = await t.call('POST', `${base()}/receipts`, {
        token,
        body: { search: 'multimescu', page, after },
      });
      expect(ids(byCursor)).toEqual(ids(byNumber));
      after = byCursor.body.next_cursor;
    }
    const last = await t.call('POST', `${base()}/receipts`, {
      token,
      body: { search: 'multimescu', page: Math.ceil(all.length / 25) },
    });
    expect(ids(last)).toEqual(all.slice((Math.ceil(all.length / 25) - 1) * 25));
  });
});
