import type { Logger, QueryRunner } from 'typeorm';
import { DB_KIND, demoWorld, TestApp } from './support/app';

/**
 * The passes list sorted by total over dates, water and state (passes/pass-query.service.ts,
 * walkedPage()): on MariaDB the page is walked in the total's index and cut where the statistics
 * say, the plain sort answering a cut walk; SQLite plans its own. Either way every page, by number
 * and by cursor, is what a plain sort of the matching passes gives, for a filter holding many of
 * the rows and for ones holding few or none.
 */
describe(`the passes list sorted by total (${DB_KIND})`, () => {
  let t: TestApp;
  let A: number;
  let token: string;
  let lake: number;
  let pond: number;
  const base = () => `/api/company/${A}`;

  /** The SQL the app runs, while a test collects it. */
  let seen: string[] | null = null;

  beforeAll(async () => {
    ({ t, A, staffA: token } = await demoWorld({ DEMO_CATALOGUE: 'true' }));
    const logger: Logger = t.dataSource.logger;
    const logQuery = logger.logQuery.bind(logger);
    logger.logQuery = (query: string, parameters?: unknown[], queryRunner?: QueryRunner) => {
      seen?.push(query);
      return logQuery(query, parameters, queryRunner);
    };
    const catalogue = (await t.call('GET', `${base()}/plans`, { token })).body;
    const find = (list: { id: number; name: string }[], name: string) => list.find((x) => x.name === name)!.id;
    const dayPlan = find(catalogue.plans, 'Permis o zi');
    const nightPlan = find(catalogue.plans, 'Permis 24 de ore');
    const seniors = find(catalogue.discounts, 'Pensionari');
    lake = find(catalogue.waters, 'Lacul Mare');
    pond = find(catalogue.waters, 'Balta Mică');
    const client = await t.call('POST', `${base()}/createClient`, {
      token,
      body: { first_name: 'Ion', last_name: 'Sortatu', phone: '0722 000 321' },
    });
    expect(client.status).toBe(201);
    // Ended passes of spring 2025, two in three on the lake, and passes to come in 2099, most on
    // the lake: totals of two plans, with and without a discount (ties broken by id).
    const issue = async (i: number, validFrom: string, water: number) => {
      const res = await t.call('POST', `${base()}/clients/${client.body.id}/createPass`, {
        token,
        body: {
          plan_id: i % 4 === 0 && water === lake ? nightPlan : dayPlan,
          water_id: water,
          ...(i % 5 === 0 ? { discount_id: seniors } : {}),
          payment_method: 'cash',
          valid_from: validFrom,
        },
      });
      expect({ status: res.status, body: res.status === 201 ? null : res.body }).toEqual({ status: 201, body: null });
      return res.body.id as number;
    };
    const ended: number[] = [];
    for (let i = 0; i < 60; i++) {
      const day = new Date(Date.UTC(2025, 2, 1 + 2 * i, 9, 30)).toISOString();
      ended.push(await issue(i, day, i % 3 === 0 ? pond : lake));
    }
    for (let i = 0; i < 30; i++) {
      const day = new Date(Date.UTC(2099, 0, 1 + 3 * i, 9, 30)).toISOString();
      await issue(i, day, i % 6 === 0 ? pond : lake);
    }
    for (const id of ended.filter((_, i) => i % 9 === 4))
      expect((await t.call('POST', `${base()}/passes/${id}/delete`, { token, body: {} })).status).toBe(200);
    // 90 passes issued one by one (a shared MariaDB can take a while).
  }, 240_000);
  afterAll(async () => {
    await t.close();
  });

  type Filter = { date_from?: string; date_to?: string; water_id?: number; status?: 'expired' | 'cancelled' };

  /** The company's passes matching `filter`, sorted by total then id, by a plain sort here. */
  async function reference(filter: Filter, dir: 'asc' | 'desc'): Promise<number[]> {
    const rows: {
      id: unknown;
      total: unknown;
      water_id: unknown;
      valid_from: unknown;
      valid_to: unknown;
      status: string;
    }[] = await t.dataSource.query(
      'SELECT id, total, water_id, valid_from, valid_to, status FROM passes WHERE company_id = ?',
      [A],
    );
    const instant = (v: unknown) => (v instanceof Date ? v : new Date(`${String(v).replace(' ', 'T')}Z`));
    // The day of validity as the list's dates name it: in Bucharest.
    const day = (v: unknown) => instant(v).toLocaleDateString('sv-SE', { timeZone: 'Europe/Bucharest' });
    const now = Date.now();
    const sign = dir === 'asc' ? 1 : -1;
    return rows
      .filter((r) => !filter.date_from || day(r.valid_from) >= filter.date_from)
      .filter((r) => !filter.date_to || day(r.valid_from) <= filter.date_to)
      .filter((r) => !filter.water_id || Number(r.water_id) === filter.water_id)
      .filter((r) =>
        filter.status === 'cancelled'
          ? r.status === 'cancelled'
          : filter.status === 'expired'
            ? r.status === 'active' && instant(r.valid_to).getTime() <= now
            : true,
      )
      .map((r) => ({ id: Number(r.id), total: Math.round(Number(r.total) * 100) }))
      .sort((x, y) => sign * (x.total - y.total || x.id - y.id))
      .map((r) => r.id);
  }

  /** Every page of the list by number, then by cursor: the ids in the order shown. */
  async function pages(filter: Filter, dir: 'asc' | 'desc', perPage: number) {
    const body = { ...filter, sort_by: 'total', sort_dir: dir, per_page: perPage };
    const byNumber: number[] = [];
    const byCursor: number[] = [];
    let after: string | undefined;
    for (let page = 1; page <= 60; page++) {
      const res = await t.call('POST', `${base()}/passes`, { token, body: { ...body, page } });
      expect(res.status).toBe(200);
      byNumber.push(...res.body.data.map((p: { id: number }) => p.id));
      if (res.body.data.length < perPage) break;
    }
    for (let page = 1; page <= 60; page++) {
      const res = await t.call('POST', `${base()}/passes`, { token, body: { ...body, page, after } });
      expect(res.status).toBe(200);
      byCursor.push(...res.body.data.map((p: { id: number }) => p.id));
      after = res.body.next_cursor;
      if (!after) break;
    }
    return { byNumber, byCursor };
  }

  const spring = { date_from: '2025-01-01', date_to: '2025-12-31' };
  it.each([
    ['many: spring 2025, the lake, ended', () => ({ ...spring, water_id: lake, status: 'expired' as const }), [30, 40]],
    [
      'many: every day, ended, no water',
      () => ({ date_from: '2025-01-01', date_to: '2099-12-31', status: 'expired' as const }),
      [50, 60],
    ],
    ['many: the lake, every day, any state', () => ({ water_id: lake }), [65, 1000]],
    ['few: the lake, cancelled', () => ({ ...spring, water_id: lake, status: 'cancelled' as const }), [7, 7]],
    [
      'few: ended, the period mostly passes to come',
      () => ({ date_from: '2025-06-20', date_to: '2099-12-31', water_id: lake, status: 'expired' as const }),
      [2, 2],
    ],
    [
      'none: 2099, ended',
      () => ({ date_from: '2099-01-01', date_to: '2099-12-31', water_id: lake, status: 'expired' as const }),
      [0, 0],
    ],
  ] as const)(
    '%s: every page is the plain sort, by number and by cursor, both ways',
    async (_name, make, [least, most]) => {
      const filter = make();
      for (const dir of ['desc', 'asc'] as const)
        for (const perPage of [3, 7]) {
          const expected = await reference(filter, dir);
          expect(expected.length).toBeGreaterThanOrEqual(least);
          expect(expected.length).toBeLessThanOrEqual(most);
          const { byNumber, byCursor } = await pages(filter, dir, perPage);
          expect({ dir, perPage, ids: byNumber }).toEqual({ dir, perPage, ids: expected });
          expect({ dir, perPage, ids: byCursor }).toEqual({ dir, perPage, ids: expected });
        }
    },
  );

  it('walks the index for a filter of many rows on MariaDB, and a cut walk gives way to the plain sort', async () => {
    const statements = async (filter: Filter) => {
      seen = [];
      const res = await t.call('POST', `${base()}/passes`, {
        token,
        body: { ...filter, sort_by: 'total', sort_dir: 'desc', per_page: 2 },
      });
      expect(res.status).toBe(200);
      const ran = seen;
      seen = null;
      return { ids: res.body.data.map((p: { id: number }) => p.id) as number[], ran };
    };
    const many = await statements({ ...spring, water_id: lake, status: 'expired' });
    expect(many.ids).toEqual((await reference({ ...spring, water_id: lake, status: 'expired' }, 'desc')).slice(0, 2));
    // No pass of 2099 has ended: the statistics count them all as active, the walk finds none and
    // is cut at the period's rows.
    const noneFilter: Filter = { date_from: '2099-01-01', date_to: '2099-12-31', water_id: lake, status: 'expired' };
    const none = await statements(noneFilter);
    expect(none.ids).toEqual([]);
    const walked = (ran: string[]) => ran.filter((q) => /ROWS EXAMINED/.test(q)).length;
    const plain = (ran: string[]) =>
      ran.filter((q) => /ORDER BY [`"]p[`"]\.[`"]total[`"] DESC/.test(q) && !/ROWS EXAMINED/.test(q)).length;
    if (DB_KIND === 'mariadb') {
      expect([walked(many.ran), plain(many.ran)]).toEqual([1, 0]);
      expect([walked(none.ran), plain(none.ran)]).toEqual([1, 1]);
    } else {
      expect([walked(many.ran), plain(many.ran)]).toEqual([0, 1]);
      expect([walked(none.ran), plain(none.ran)]).toEqual([0, 1]);
    }
  });
});
