import { DB_KIND, demoWorld, TestApp } from './support/app';

/**
 * Keyset pages (common/keyset.ts): a page asked with the previous page's `next_cursor` starts
 * right after its last row, in the same order, however many rows were inserted meanwhile. Walking
 * a list that way sees every row that was there when the walk began exactly once (ties in the sort
 * broken by id), and no row twice.
 */
describe(`keyset pages (${DB_KIND})`, () => {
  let t: TestApp;
  let A: number;
  let token: string;
  let planId: number;
  let waterId: number;
  let clientId: number;
  const base = () => `/api/company/${A}`;

  beforeAll(async () => {
    ({ t, A, adminA: token } = await demoWorld({ DEMO_CATALOGUE: 'true' }));
    const [pw] = await t.dataSource.query(
      `SELECT pw.plan_id AS plan_id, pw.water_id AS water_id FROM plan_waters pw JOIN plans p ON p.id = pw.plan_id
        WHERE p.company_id = ? AND p.duration_unit = 'days' ORDER BY pw.plan_id, pw.water_id`,
      [A],
    );
    planId = Number(pw.plan_id);
    waterId = Number(pw.water_id);
    const client = await t.call('POST', `${base()}/createClient`, {
      token,
      body: { first_name: 'Ion', last_name: 'Paginescu', phone: '0722 000 999' },
    });
    expect(client.status).toBe(201);
    clientId = client.body.id;
    for (let i = 0; i < 23; i++) await issue();
  });
  afterAll(async () => {
    await t.close();
  });

  /** A pass paid in cash: with its chitanță, so both lists grow. */
  async function issue(): Promise<number> {
    const res = await t.call('POST', `${base()}/clients/${clientId}/createPass`, {
      token,
      body: { plan_id: planId, water_id: waterId, payment_method: 'cash' },
    });
    expect(res.status).toBe(201);
    return res.body.id;
  }

  /** Every page of `list` by `after`, issuing a pass after each page; the ids in the order seen. */
  async function walk(list: 'passes' | 'receipts', body: object): Promise<{ seen: number[]; pages: number }> {
    const seen: number[] = [];
    let after: string | undefined;
    let pages = 0;
    for (let page = 1; page < 50; page++) {
      const res = await t.call('POST', `${base()}/${list}`, { token, body: { ...body, per_page: 5, page, after } });
      expect(res.status).toBe(200);
      expect(res.body.current_page).toBe(page);
      seen.push(...res.body.data.map((r: { id: number }) => r.id));
      pages++;
      after = res.body.next_cursor;
      if (!after) break;
      await issue(); // a sale at the gate while someone pages through the list
    }
    return { seen, pages };
  }

  const allIds = async (table: 'passes' | 'receipts') =>
    (await t.dataSource.query(`SELECT id FROM ${table} WHERE company_id = ?`, [A])).map((r: { id: unknown }) =>
      Number(r.id),
    ) as number[];

  it.each([
    ['passes', {}],
    ['passes', { sort_by: 'number', sort_dir: 'asc' }],
    ['passes', { sort_by: 'total', sort_dir: 'desc' }],
    ['receipts', {}],
    ['receipts', { sort_by: 'amount', sort_dir: 'asc' }],
  ] as const)('%s %j: every row there at the start once, none twice', async (list, sort) => {
    const before = await allIds(list);
    expect(before.length).toBeGreaterThan(20);
    const { seen, pages } = await walk(list, sort);
    expect(pages).toBeGreaterThan(4);
    expect(new Set(seen).size).toBe(seen.length);
    expect(before.filter((id) => !seen.includes(id))).toEqual([]);
  });

  /** A client added at the gate while someone pages through the clients: first, last or anywhere in the order. */
  let added = 0;
  const addedIds: number[] = [];
  async function addClient(): Promise<void> {
    const names = ['Aaronescu', 'Zamfirescu', 'Paginescu', 'Ionescu'];
    const last = names[added % names.length];
    const res = await t.call('POST', `${base()}/createClient`, {
      token,
      body: { first_name: `Nou${String(added++).padStart(3, '0')}`, last_name: last },
    });
    expect(res.status).toBe(201);
    addedIds.push(res.body.id);
  }

  it.each([
    [{}],
    [{ sort_by: 'last_name', sort_dir: 'desc' }],
    [{ sort_by: 'first_name', sort_dir: 'asc' }],
    [{ sort_by: 'created_at', sort_dir: 'desc' }],
    [{ search: 'nou' }],
  ] as const)('clients %j: every client there at the start once, none twice, while clients are added', async (sort) => {
    // Names that tie on the last name (the first name, then the id, break the tie).
    for (let i = 0; i < 12; i++) await addClient();
    // Searching: the clients added here (their first names start with "Nou").
    const beforeIds =
      'search' in sort
        ? [...addedIds]
        : ((await t.dataSource.query('SELECT id FROM clients WHERE company_id = ?', [A])).map((c: { id: unknown }) =>
            Number(c.id),
          ) as number[]);
    expect(beforeIds.length).toBeGreaterThan(10);
    const seen: number[] = [];
    let after: string | undefined;
    let pages = 0;
    for (let page = 1; page < 200; page++) {
      const res = await t.call('POST', `${base()}/clients`, { token, body: { ...sort, per_page: 5, page, after } });
      expect(res.status).toBe(200);
      seen.push(...res.body.data.map((r: { id: number }) => r.id));
      pages++;
      after = res.body.next_cursor;
      if (!after) break;
      await addClient();
    }
    expect(pages).toBeGreaterThan(2);
    expect(new Set(seen).size).toBe(seen.length);
    expect(beforeIds.filter((id) => !seen.includes(id))).toEqual([]);
  });

  it('gives the rows OFFSET gives when nothing changes; a cursor of another order, or none at all, is ignored', async () => {
    const byOffset: number[] = [];
    for (let page = 1; page <= 3; page++) {
      const res = await t.call('POST', `${base()}/passes`, { token, body: { per_page: 5, page } });
      byOffset.push(...res.body.data.map((r: { id: number }) => r.id));
    }
    const first = await t.call('POST', `${base()}/passes`, { token, body: { per_page: 5 } });
    const second = await t.call('POST', `${base()}/passes`, {
      token,
      body: { per_page: 5, page: 2, after: first.body.next_cursor },
    });
    const third = await t.call('POST', `${base()}/passes`, {
      token,
      body: { per_page: 5, page: 3, after: second.body.next_cursor },
    });
    expect([...first.body.data, ...second.body.data, ...third.body.data].map((r: { id: number }) => r.id)).toEqual(
      byOffset,
    );
    // A cursor made for another order is ignored: the page number applies.
    const other = await t.call('POST', `${base()}/passes`, {
      token,
      body: { per_page: 5, page: 2, after: first.body.next_cursor, sort_by: 'number', sort_dir: 'asc' },
    });
    const plain = await t.call('POST', `${base()}/passes`, {
      token,
      body: { per_page: 5, page: 2, sort_by: 'number', sort_dir: 'asc' },
    });
    expect(other.body.data).toEqual(plain.body.data);
    // A cursor that is not one is ignored too.
    const junk = await t.call('POST', `${base()}/passes`, {
      token,
      body: { per_page: 5, page: 2, after: 'nu-e-un-cursor' },
    });
    expect(junk.status).toBe(200);
    expect(junk.body.data.map((r: { id: number }) => r.id)).toEqual(byOffset.slice(5, 10));
  });
});
