import type { Logger, QueryRunner } from 'typeorm';
import { ClientDocument } from '@app/clients/entities/client-document.entity';
import { Media } from '@app/media/media.entity';
import { DB_KIND, demoWorld, TestApp } from './support/app';

/**
 * No N+1: the list and detail endpoints run a fixed number of SQL statements whatever the
 * number of rows. Every statement the DataSource runs goes through its logger's logQuery (both
 * dialects), so the test wraps it and counts per request (token lookup included), with 3 rows of
 * everything, then with 30 (a full page of 25): the counts must be equal, and small.
 */
describe(`SQL statements per request (${DB_KIND})`, () => {
  let t: TestApp;
  let A: number;
  let token: string;
  let planId: number;
  let waterId: number;
  let seen: string[] = [];
  let counting = false;
  const base = () => `/api/company/${A}`;
  const clientIds: number[] = [];
  const passIds: number[] = [];
  let docClient = 0;

  beforeAll(async () => {
    ({ t, A, adminA: token } = await demoWorld({ DEMO_CATALOGUE: 'true' }));
    const [pw] = await t.dataSource.query(
      `SELECT pw.plan_id AS plan_id, pw.water_id AS water_id FROM plan_waters pw JOIN plans p ON p.id = pw.plan_id
        WHERE p.company_id = ? AND p.duration_unit = 'days' ORDER BY pw.plan_id, pw.water_id`,
      [A],
    );
    planId = Number(pw.plan_id);
    waterId = Number(pw.water_id);
    // The reference lists are read once per process, then served from memory.
    expect((await t.call('GET', '/states')).status).toBe(200);
    const logger: Logger = t.dataSource.logger;
    const original = logger.logQuery.bind(logger);
    logger.logQuery = (query: string, parameters?: unknown[], queryRunner?: QueryRunner) => {
      if (counting) seen.push(query);
      return original(query, parameters, queryRunner);
    };
  });
  afterAll(async () => {
    await t.close();
  });

  /** Brings the company to `n` clients, each with one pass (cash, so with a chitanță), and the first client to `n` files. */
  async function grow(n: number) {
    while (clientIds.length < n) {
      const i = clientIds.length;
      const client = await t.call('POST', `${base()}/createClient`, {
        token,
        body: { first_name: `Ion${i}`, last_name: 'Numărat', phone: `07220000${String(i).padStart(2, '0')}` },
      });
      expect(client.status).toBe(201);
      clientIds.push(client.body.id);
      const pass = await t.call('POST', `${base()}/clients/${client.body.id}/createPass`, {
        token,
        body: { plan_id: planId, water_id: waterId, payment_method: 'cash' },
      });
      expect(pass.status).toBe(201);
      passIds.push(pass.body.id);
    }
    docClient = clientIds[0];
    const have = Number(
      (await t.dataSource.query('SELECT COUNT(*) AS n FROM client_documents WHERE client_id = ?', [docClient]))[0].n,
    );
    for (let i = have; i < n; i++) {
      const media = await t.dataSource.getRepository(Media).insert({
        company_id: A,
        storage_key: `count-${process.pid}-${i}`,
        name: `act-${i}.pdf`,
        mime: 'application/pdf',
        size: 100,
        sha256: '0'.repeat(64),
        created_by: null,
      });
      await t.dataSource
        .getRepository(ClientDocument)
        .insert({ company_id: A, client_id: docClient, media_id: Number(media.identifiers[0].id) });
    }
  }

  async function count(method: string, url: string, body?: object): Promise<{ n: number; rows: number }> {
    seen = [];
    counting = true;
    const res = await t.call(method, url, { token, body });
    counting = false;
    expect(res.status).toBe(200);
    if (process.env.SHOW_SQL) console.log(`${method} ${url}\n  ${seen.join('\n  ')}`);
    const rows = Array.isArray(res.body.data)
      ? res.body.data.length
      : Array.isArray(res.body.files)
        ? res.body.files.length
        : 1;
    return { n: seen.length, rows };
  }

  const passCode = async (id: number): Promise<string> =>
    String((await t.dataSource.query('SELECT code FROM passes WHERE id = ?', [id]))[0].code);

  // Full pages both times (3 of 3, then 25 of 30): TypeORM's getManyAndCount skips its COUNT when
  // the first page is not full, which is one statement less but not a statement per row.
  const measure = async (perPage: number) => ({
    passesList: await count('POST', `${base()}/passes`, { search: 'Numărat', per_page: perPage }),
    clientsList: await count('POST', `${base()}/clients`, { search: 'Numărat', per_page: perPage }),
    receiptsList: await count('POST', `${base()}/receipts`, { search: 'Numărat', per_page: perPage }),
    clientDetail: await count('GET', `${base()}/clients/${docClient}`),
    passDetail: await count('GET', `${base()}/passes/${passIds[passIds.length - 1]}`),
    user: await count('GET', '/api/user'),
    verify: await count('GET', `/api/public/passes/${await passCode(passIds[passIds.length - 1])}`),
    board: await count('POST', `${base()}/board`, { date: new Date().toISOString().slice(0, 10), water_id: waterId }),
  });

  it('runs as many statements for 30 rows as for 3, and only a few', async () => {
    await grow(3);
    const few = await measure(3);
    await grow(30);
    const many = await measure(25);

    // The pages really grew, so equal counts mean no statement per row.
    expect(few.passesList.rows).toBe(3);
    expect(many.passesList.rows).toBe(25);
    expect(few.clientsList.rows).toBe(3);
    expect(few.receiptsList.rows).toBe(3);
    expect(many.receiptsList.rows).toBe(25);
    expect(many.clientsList.rows).toBe(25);
    expect(few.clientDetail.rows).toBe(3);
    expect(many.clientDetail.rows).toBe(30);

    const counts = (m: typeof few) => Object.fromEntries(Object.entries(m).map(([k, v]) => [k, v.n]));
    expect(counts(many)).toEqual(counts(few));
    console.log(`[${DB_KIND}] statements per request: ${JSON.stringify(counts(few))}`);
    // Today: the token lookup is 1 statement; the passes list searching by angler adds the
    // matching anglers' ids, totals (with the count, its parts in one statement), the page's ids,
    // those rows with their relations, the company's slug (for the QR links) and their latest
    // receipts. Before the receipts' second pass: 7 (the company was read on its own); 6 until session
    // 11 (the receipts were read on their own).
    expect(few.passesList.n).toBeLessThanOrEqual(5);
    // The clients search: token, the matches' count and page from the terms' index joined to those
    // clients in one statement (4 when the ids came first), and the audit row of a list read that
    // returns personal data in bulk (SECURITY.md, "Personal data").
    expect(few.clientsList.n).toBeLessThanOrEqual(3);
    // The receipts list searching by text: token, the ids of the descriptions with its words (the
    // full-text index) and of the payers it names (side by side), totals with the count, the page's
    // ids with those receipts and their client in one statement (common/sql.ts, pageRows()); 6 when
    // the page's ids were a statement of their own.
    expect(few.receiptsList.n).toBeLessThanOrEqual(5);
    // The client detail: token, the client, its files (the last two side by side).
    expect(few.clientDetail.n).toBeLessThanOrEqual(3);
    // The pass detail: token, the pass with its relations, the company's slug and its latest receipt
    // (3 until session 11: the receipt was read on its own).
    expect(few.passDetail.n).toBeLessThanOrEqual(2);
    // GET /api/user: token, the user with the company, the company's waters, plans, discounts and
    // series; the reference lists come from memory.
    expect(few.user.n).toBeLessThanOrEqual(6);
    // Public verification: the pass with its client, water, plan and company; no token.
    expect(few.verify.n).toBeLessThanOrEqual(1);
    // The lake's board: token, the water with its stands, the holders (bookings and passes, with
    // the anglers' names) in one statement. Before the board's benchmark work (BENCHMARKS.md): 6.
    expect(few.board.n).toBeLessThanOrEqual(3);
  });

  it('reads a numbered page deep in the passes list in as many statements as page 1, and past the last in two', async () => {
    await grow(30);
    const page = (n: number) => count('POST', `${base()}/passes`, { per_page: 2, page: n });
    const first = await page(1);
    const deep = await page(10);
    const past = await page(1000);
    expect([first.rows, deep.rows, past.rows]).toEqual([2, 2, 0]);
    // Token, the totals (with the day page 10 starts on: passes/pass-query.service.ts, seekDay()),
    // the page's ids, those rows with their relations. 5 before the day came with the totals.
    expect(deep.n).toBe(first.n);
    expect(deep.n).toBeLessThanOrEqual(4);
    // Past the last row the totals say so: no page to read.
    expect(past.n).toBeLessThanOrEqual(2);
  });

  it('issues a pass with its chitanță in few round trips while the series is locked', async () => {
    await grow(1);
    seen = [];
    counting = true;
    const res = await t.call('POST', `${base()}/clients/${clientIds[0]}/createPass`, {
      token,
      body: { plan_id: planId, water_id: waterId, payment_method: 'cash' },
    });
    counting = false;
    expect(res.status).toBe(201);
    if (process.env.SHOW_SQL) console.log(`createPass\n  ${seen.join('\n  ')}`);
    // From the statement that takes the pass series' number (and locks its row) to the COMMIT that
    // releases it (on MariaDB the write plan's block ends with it): every round trip between them
    // is time the next issuer waits (docs/numbering-and-fiscal.md, "The issue under the lock").
    const locked = seen.findIndex((q) => q.includes('UPDATE `doc_series`'));
    const commits = seen.findIndex((q, i) => i >= locked && (q === 'COMMIT' || /; COMMIT; /.test(q)));
    const held = seen.slice(locked, commits + 1);
    expect(locked).toBeGreaterThan(0);
    // Nothing is read under the lock: every statement there writes.
    expect(held.filter((q) => /^SELECT/.test(q))).toEqual([]);
    const takes = held.flatMap((q) => q.match(/UPDATE `doc_series`/g) ?? []);
    expect(takes).toHaveLength(2); // the pass's and the chitanța's
    const wrote = held.join('\n');
    for (const table of ['passes', 'receipts', 'receipt_day_stats', 'pass_day_stats', 'pass_list_stats'])
      expect(wrote).toMatch(new RegExp(`INSERT INTO [\`"]?${table}[\`"]?[ (]`));
    expect(wrote).toMatch(/client_pass_totals/);
    expect(wrote).toMatch(/audit_log/);
    if (DB_KIND === 'mariadb') {
      // Both numbers, the pass, its chitanță, the four statistics, the audit rows and the COMMIT in
      // one block (doc-series.service.ts takeAndWrite()). 2 round trips before the numbers went with
      // the writes, 3 before the block committed (common/write-plan.ts run()), 7 before the write
      // plan, 10 before the statistics went as one block.
      expect(held).toHaveLength(1);
      expect(held[0]).toMatch(
        /^BEGIN NOT ATOMIC .*UPDATE `doc_series`.*UPDATE `doc_series`.*`passes`.*`receipts`.*receipt_day_stats.*pass_day_stats.*pass_list_stats.*client_pass_totals.*audit_log.*; COMMIT; .* END$/s,
      );
      // In all: the token, the client with the company's slug, the plan with its waters, both
      // series, the signing key; the transaction, which opens with the cash book's open-day check
      // (one locking read, before the series lock), the block and the transaction's own COMMIT
      // (nothing left to commit). The answer is made from what was written, not read back.
      // 10 with the numbers in a block of their own, 11 with the pass read back, 15 before the write plan.
      expect(seen).toHaveLength(9);
      expect(seen[seen.length - 1]).toBe('COMMIT');
    } else {
      // SQLite runs in process, one statement after the other, and reads nothing back.
      expect(held.filter((q) => /_stats|client_pass_totals/.test(q))).toHaveLength(4);
    }
  });
});
