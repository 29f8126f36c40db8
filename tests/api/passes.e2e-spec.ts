import type { Logger, QueryRunner } from 'typeorm';
import { Client } from '@app/clients/entities/client.entity';
import { toBani } from '@app/common/money';
import { manyToOne } from '@app/common/sql';
import { Pass } from '@app/passes/entities/pass.entity';
import { joinLatestReceipt } from '@app/receipts/receipt-joins';
import { Receipt } from '@app/receipts/entities/receipt.entity';
import { clientSearchKeys, clientSearchTerms, searchKeysInsert } from '@app/clients/search-keys';
import { DB_KIND, demoIds, demoWorld, startTestApp, TestApp } from './support/app';

describe(`passes and receipts at the gate (${DB_KIND})`, () => {
  let t: TestApp;
  let A: number;
  let B: number;
  let adminA: string;
  let staffA: string;
  let adminB: string;
  let ids: Record<string, number>;
  const base = (c: number) => `/api/company/${c}`;

  /** Saved through the entity, so its search keys are filled as the app fills them. */
  async function client(companyId: number, fields: Partial<Client> = {}): Promise<number> {
    const repo = t.dataSource.getRepository(Client);
    const saved = await repo.save(
      repo.create({
        company_id: companyId,
        first_name: 'Ion',
        last_name: 'Popescu',
        cnp: null,
        car_plate: 'CJ 01 ABC',
        blocked: false,
        ...fields,
      }),
    );
    return Number(saved.id);
  }

  const byName = async (token: string, companyId: number) => {
    const res = await t.call('GET', `${base(companyId)}/plans`, { token });
    const find = (list: { id: number; name: string }[], name: string) =>
      list.find((x) => x.name === name)?.id as number;
    return {
      plan: (name: string) => find(res.body.plans, name),
      water: (name: string) => find(res.body.waters, name),
      discount: (name: string) => find(res.body.discounts, name),
    };
  };

  /** The SQL the app runs, while a test collects it. */
  let seen: string[] | null = null;

  beforeAll(async () => {
    ({ t, A, B, adminA, staffA, adminB } = await demoWorld({ DEMO_CATALOGUE: 'true' }));
    const logger: Logger = t.dataSource.logger;
    const logQuery = logger.logQuery.bind(logger);
    logger.logQuery = (query: string, parameters?: unknown[], queryRunner?: QueryRunner) => {
      seen?.push(query);
      return logQuery(query, parameters, queryRunner);
    };
    const a = await byName(adminA, A);
    const b = await byName(adminB, B);
    ids = {
      dayPlan: a.plan('Permis o zi'),
      nightPlan: a.plan('Permis 24 de ore'),
      lake: a.water('Lacul Mare'),
      pond: a.water('Balta Mică'),
      seniors: a.discount('Pensionari'),
      loyalty: a.discount('Fidelitate'),
      planB: b.plan('Zi de pescuit'),
      waterB: b.water('Lacul Liniștit'),
      angler: await client(A),
      anglerB: await client(B, { first_name: 'Maria', last_name: 'Stan' }),
      blocked: await client(A, {
        first_name: 'Vasile',
        last_name: 'Blocat',
        blocked: true,
        blocked_reason: 'a pescuit fără permis',
      }),
    };
  });
  afterAll(async () => {
    await t.close();
  });

  const issue = (token: string, body: object, clientId = ids.angler, companyId = A) =>
    t.call('POST', `${base(companyId)}/clients/${clientId}/createPass`, { token, body });

  /**
   * A list searched for `search`, `perPage` rows a page up to one page past the end, in each
   * order of `keys` both ways: every page says the whole count, and the pages together are `rows`
   * sorted by that key, then by id.
   */
  async function expectPagedInOrder<R extends { id: number }>(
    list: 'passes' | 'receipts',
    search: string,
    rows: R[],
    keys: [string, (r: R) => number][],
    perPage: number,
  ) {
    for (const [sort_by, key] of keys)
      for (const sort_dir of ['asc', 'desc'] as const) {
        const sign = sort_dir === 'asc' ? 1 : -1;
        const expected = [...rows].sort((x, y) => sign * (key(x) - key(y) || x.id - y.id)).map((r) => r.id);
        const paged: number[] = [];
        for (let page = 1; page <= Math.ceil(rows.length / perPage) + 1; page++) {
          const res = await t.call('POST', `${base(A)}/${list}`, {
            token: staffA,
            body: { search, sort_by, sort_dir, per_page: perPage, page },
          });
          expect(res.body.total).toBe(rows.length);
          paged.push(...res.body.data.map((r: R) => r.id));
        }
        expect({ sort_by, sort_dir, ids: paged }).toEqual({ sort_by, sort_dir, ids: expected });
      }
  }

  describe('POST {base}/clients/{clientId}/createPass', () => {
    it("answers 401 without a token and 403 on another company's path", async () => {
      const body = { plan_id: ids.dayPlan, water_id: ids.lake };
      expect((await t.call('POST', `${base(A)}/clients/${ids.angler}/createPass`, { body })).status).toBe(401);
      expect((await issue(adminB, body)).status).toBe(403);
    });

    it('issues a cash pass with a discount and its chitanță in one go, for staff', async () => {
      const from = '2026-06-01T05:00:00.000Z';
      const res = await issue(staffA, {
        plan_id: ids.dayPlan,
        water_id: ids.lake,
        discount_id: ids.seniors,
        valid_from: from,
        payment_method: 'cash',
      });
      expect(res.status).toBe(201);
      expect(res.body).toMatchObject({
        series: 'BD',
        number: 1,
        status: 'active',
        valid_from: from,
        valid_to: '2026-06-02T05:00:00.000Z',
        price: '50.00',
        discount_amount: '10.00',
        total: '40.00',
        rods: 2,
        retention_kg: '2.00',
        car_plate: 'CJ 01 ABC',
        client: { name: 'Popescu Ion' },
        water: { name: 'Lacul Mare' },
        plan: { name: 'Permis o zi' },
        discount: { name: 'Pensionari', type: 'percent', value: '20.00' },
        receipt: { series: 'BDC', number: 1, status: 'issued' },
      });
      expect(res.body.code).toMatch(/^[A-Za-z0-9_-]{22}$/);
      expect(res.body.verify_url).toBe(`http://balta-demo.baltiapp.test/verify/${res.body.code}#${res.body.token}`);
      const receipt = await t.call('GET', `${base(A)}/receipts/${res.body.receipt_id}`, { token: staffA });
      expect(receipt.body).toMatchObject({
        amount: '40.00',
        amount_words: 'patruzeci de lei',
        pass_id: res.body.id,
        description: 'Contravaloare permis de pescuit BD nr. 1: Permis o zi, Lacul Mare',
        client: { name: 'Popescu Ion' },
      });
    });

    it('issues no receipt for a card payment unless asked, and none for a zero total', async () => {
      const card = await issue(staffA, { plan_id: ids.dayPlan, water_id: ids.pond, payment_method: 'card' });
      expect(card.body).toMatchObject({ number: 2, payment_method: 'card', receipt: null });
      const asked = await issue(staffA, {
        plan_id: ids.dayPlan,
        water_id: ids.pond,
        payment_method: 'card',
        issue_receipt: true,
      });
      expect(asked.body.receipt).toMatchObject({ number: 2 });
      await t.call('POST', `${base(A)}/discounts/${ids.loyalty}/update`, { token: adminA, body: { value: 500 } });
      const free = await issue(staffA, { plan_id: ids.dayPlan, water_id: ids.pond, discount_id: ids.loyalty });
      expect(free.body).toMatchObject({ price: '50.00', discount_amount: '50.00', total: '0.00', receipt: null });
    });

    it("refuses a blocked angler, a water the plan does not cover and another company's plan, and takes no number", async () => {
      const before = (await t.call('GET', `${base(A)}/docSeries?type=pass`, { token: adminA })).body[0].next_number;
      const blocked = await issue(staffA, { plan_id: ids.dayPlan, water_id: ids.lake }, ids.blocked);
      expect(blocked.status).toBe(422);
      expect(blocked.body.errors.client_id).toEqual([
        'Clientul este blocat: a pescuit fără permis. Nu i se poate emite un permis.',
      ]);
      const wrongWater = await issue(staffA, { plan_id: ids.nightPlan, water_id: ids.pond });
      expect(wrongWater.body.errors).toEqual({ water_id: ['Planul ales nu este valabil pe această apă.'] });
      const foreign = await issue(staffA, { plan_id: ids.planB, water_id: ids.waterB, discount_id: 999999 });
      expect(Object.keys(foreign.body.errors).sort()).toEqual(['discount_id', 'plan_id', 'water_id']);
      const bad = await issue(staffA, {
        plan_id: 'unu',
        water_id: ids.lake,
        valid_from: 'ieri',
        payment_method: 'bitcoin',
        total: 1,
      });
      expect(Object.keys(bad.body.errors).sort()).toEqual(['payment_method', 'plan_id', 'total', 'valid_from']);
      expect((await t.call('GET', `${base(A)}/docSeries?type=pass`, { token: adminA })).body[0].next_number).toBe(
        before,
      );
      const next = await issue(staffA, { plan_id: ids.dayPlan, water_id: ids.lake });
      expect(next.body.number).toBe(before);
    });

    it('leaves no half-written pass and takes no number when the receipt cannot be issued in the same transaction', async () => {
      const passSeries = (await t.call('GET', `${base(A)}/docSeries?type=pass`, { token: adminA })).body[0];
      const receiptSeries = (await t.call('GET', `${base(A)}/docSeries?type=receipt`, { token: adminA })).body[0];
      const [{ n: before }] = await t.dataSource.query('SELECT COUNT(*) AS n FROM passes WHERE company_id = ?', [A]);
      await t.call('POST', `${base(A)}/docSeries/${receiptSeries.id}/update`, {
        token: adminA,
        body: { active: false },
      });
      const res = await issue(staffA, { plan_id: ids.dayPlan, water_id: ids.lake, payment_method: 'cash' });
      expect(res.status).toBe(422);
      expect(res.body.errors.doc_series_id).toEqual([
        'Nu există o serie implicită activă pentru chitanțe. Administratorul firmei adaugă una în Setări sau marchează una existentă ca implicită.',
      ]);
      const [{ n: after }] = await t.dataSource.query('SELECT COUNT(*) AS n FROM passes WHERE company_id = ?', [A]);
      expect(Number(after)).toBe(Number(before));
      const series = (await t.call('GET', `${base(A)}/docSeries/${passSeries.id}`, { token: adminA })).body;
      expect(series.next_number).toBe(passSeries.next_number);
      await t.call('POST', `${base(A)}/docSeries/${receiptSeries.id}/update`, {
        token: adminA,
        body: { active: true },
      });
    });

    it("answers 404 for another company's client on one's own path", async () => {
      const res = await issue(staffA, { plan_id: ids.dayPlan, water_id: ids.lake }, ids.anglerB);
      expect(res.status).toBe(404);
    });
  });

  describe('update, cancel and list passes', () => {
    let passId: number;
    beforeAll(async () => {
      passId = (await issue(staffA, { plan_id: ids.nightPlan, water_id: ids.lake, payment_method: 'cash' })).body.id;
    });

    it('changes only notes, car plate and payment method', async () => {
      // Cash without a chitanță: no document says how it was paid, so its method may still change.
      const own = (
        await issue(staffA, {
          plan_id: ids.nightPlan,
          water_id: ids.lake,
          payment_method: 'cash',
          issue_receipt: false,
        })
      ).body.id;
      const res = await t.call('POST', `${base(A)}/passes/${own}/update`, {
        token: staffA,
        body: { notes: 'Stand 12', car_plate: 'b 123 xyz', payment_method: 'card' },
      });
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({
        notes: 'Stand 12',
        car_plate: 'B123XYZ',
        payment_method: 'card',
        total: '80.00',
      });
      const forbidden = await t.call('POST', `${base(A)}/passes/${own}/update`, {
        token: staffA,
        body: { total: 1, number: 99 },
      });
      expect(forbidden.status).toBe(422);
      expect(Object.keys(forbidden.body.errors).sort()).toEqual(['number', 'total']);
    });

    it('keeps the payment method of a sale its chitanță documents (409), and changes one no document names', async () => {
      const documented = await issue(staffA, { plan_id: ids.dayPlan, water_id: ids.lake, payment_method: 'cash' });
      expect(documented.body.receipt).not.toBeNull();
      const refused = await t.call('POST', `${base(A)}/passes/${documented.body.id}/update`, {
        token: staffA,
        body: { payment_method: 'card', notes: 'Plătit cu cardul' },
      });
      expect(refused.status).toBe(409);
      expect(refused.body).toEqual({
        message:
          'Metoda de plată nu se mai schimbă: chitanța sau bonul fiscal al vânzării arată cum s-a plătit. Anulați permisul și emiteți-l din nou.',
      });
      const kept = await t.call('GET', `${base(A)}/passes/${documented.body.id}`, { token: staffA });
      expect(kept.body).toMatchObject({ payment_method: 'cash', notes: null });
      const byCard = await issue(staffA, { plan_id: ids.dayPlan, water_id: ids.lake, payment_method: 'card' });
      const moved = await t.call('POST', `${base(A)}/passes/${byCard.body.id}/update`, {
        token: staffA,
        body: { payment_method: 'transfer' },
      });
      expect(moved.status).toBe(200);
      expect(moved.body.payment_method).toBe('transfer');
    });

    it("answers 404 for another company's pass id", async () => {
      const foreign = (await issue(adminB, { plan_id: ids.planB, water_id: ids.waterB }, ids.anglerB, B)).body.id;
      for (const [method, suffix] of [
        ['GET', ''],
        ['POST', '/update'],
        ['POST', '/delete'],
      ] as const) {
        expect(
          (
            await t.call(method, `${base(A)}/passes/${foreign}${suffix}`, {
              token: adminA,
              body: method === 'POST' ? {} : undefined,
            })
          ).status,
        ).toBe(404);
      }
      expect((await t.call('GET', `${base(B)}/passes/${foreign}`, { token: adminB })).body.status).toBe('active');
    });

    it('cancels a pass and its receipt, keeps the number and leaves it out of the totals', async () => {
      const before = await t.call('POST', `${base(A)}/passes`, { token: staffA, body: {} });
      const res = await t.call('POST', `${base(A)}/passes/${passId}/delete`, {
        token: staffA,
        body: { reason: 'greșeală la casă' },
      });
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({
        status: 'cancelled',
        state: 'cancelled',
        cancel_reason: 'greșeală la casă',
        receipt: { status: 'cancelled' },
      });
      const after = await t.call('POST', `${base(A)}/passes`, { token: staffA, body: {} });
      expect(after.body.total).toBe(before.body.total);
      expect(after.body.totals.passes).toBe(before.body.totals.passes - 1);
      expect(Number(after.body.totals.total)).toBeCloseTo(Number(before.body.totals.total) - 80, 2);
      const again = await t.call('POST', `${base(A)}/passes/${passId}/delete`, { token: staffA, body: {} });
      expect(again.status).toBe(409);
    });

    it('filters by state, water and plan, and finds a pass by its number or its angler', async () => {
      await issue(staffA, { plan_id: ids.dayPlan, water_id: ids.lake, valid_from: '2099-01-01T08:00:00Z' });
      const states = async (status: string) =>
        (await t.call('POST', `${base(A)}/passes`, { token: staffA, body: { status, per_page: 100 } })).body.data.map(
          (p: { state: string }) => p.state,
        );
      expect(new Set(await states('cancelled'))).toEqual(new Set(['cancelled']));
      expect(new Set(await states('upcoming'))).toEqual(new Set(['upcoming']));
      expect(new Set(await states('expired'))).toEqual(new Set(['expired']));
      expect(new Set(await states('valid'))).toEqual(new Set(['valid']));
      const pond = await t.call('POST', `${base(A)}/passes`, { token: staffA, body: { water_id: ids.pond } });
      expect(pond.body.data.every((p: { water_id: number }) => p.water_id === ids.pond)).toBe(true);
      const byNumber = await t.call('POST', `${base(A)}/passes`, { token: staffA, body: { search: 'BD 1' } });
      expect(byNumber.body.data.map((p: { number: number }) => p.number)).toEqual([1]);
      const byName = await t.call('POST', `${base(A)}/passes`, {
        token: staffA,
        body: { search: 'popescu', sort_by: 'number', sort_dir: 'asc' },
      });
      expect(byName.body.data.length).toBeGreaterThan(3);
      expect(byName.body.data[0].number).toBe(1);
      const june = await t.call('POST', `${base(A)}/passes`, {
        token: staffA,
        body: { date_from: '2026-06-01', date_to: '2026-06-01' },
      });
      expect(june.body.data.map((p: { number: number }) => p.number)).toEqual([1]);
      const other = await t.call('POST', `${base(B)}/passes`, { token: adminB, body: {} });
      expect(other.body.data.every((p: { client: { name: string } }) => p.client.name === 'Stan Maria')).toBe(true);
    });
  });

  describe("the passes list's totals", () => {
    /** The figures of a filter, summed over every plan: a plan filter counts the passes row by row. */
    const counted = async (filter: object) => {
      const plans = (await t.call('GET', `${base(A)}/plans`, { token: staffA })).body.plans as { id: number }[];
      const pages = await Promise.all(
        plans.map((p) => t.call('POST', `${base(A)}/passes`, { token: staffA, body: { ...filter, plan_id: p.id } })),
      );
      return {
        total: pages.reduce((n, r) => n + r.body.total, 0),
        passes: pages.reduce((n, r) => n + r.body.totals.passes, 0),
        amount: pages.reduce((n, r) => n + Math.round(Number(r.body.totals.total) * 100), 0),
      };
    };

    it('read from the statistics, match the passes counted one by one for dates, water and state', async () => {
      // A pass of today, one to come, one that ended yesterday and a cancelled one, on both waters.
      const yesterday = new Date(Date.now() - 2 * 86_400_000).toISOString();
      await issue(staffA, { plan_id: ids.dayPlan, water_id: ids.pond, payment_method: 'card' });
      await issue(staffA, { plan_id: ids.dayPlan, water_id: ids.lake, valid_from: '2098-03-01T08:00:00Z' });
      await issue(staffA, { plan_id: ids.dayPlan, water_id: ids.lake, valid_from: yesterday });
      const cancelled = await issue(staffA, { plan_id: ids.nightPlan, water_id: ids.pond });
      await t.call('POST', `${base(A)}/passes/${cancelled.body.id}/delete`, { token: staffA, body: {} });
      const today = new Date().toISOString().slice(0, 10);
      const filters = [
        {},
        { status: 'expired' },
        { status: 'cancelled' },
        { water_id: ids.pond },
        { date_from: '2000-01-01' },
        { date_from: today, date_to: today },
        { date_to: today, water_id: ids.lake, status: 'expired' },
        { date_from: '2098-01-01', status: 'expired' },
        { date_from: '2026-01-01', water_id: ids.pond, status: 'cancelled' },
      ];
      for (const filter of filters) {
        const res = await t.call('POST', `${base(A)}/passes`, { token: staffA, body: filter });
        expect(res.status).toBe(200);
        const figures = {
          total: res.body.total,
          passes: res.body.totals.passes,
          amount: Math.round(Number(res.body.totals.total) * 100),
        };
        expect({ filter, ...figures }).toEqual({ filter, ...(await counted(filter)) });
      }
      const all = await t.call('POST', `${base(A)}/passes`, { token: staffA, body: {} });
      expect(all.body.total).toBeGreaterThan(all.body.totals.passes);
    });
  });

  describe("the passes list's pages in the default order", () => {
    it('are the same whether the days before them are skipped by their statistics or row by row', async () => {
      // Eleven passes over five days of 2097 (three on one day, two cancelled), on both waters.
      const days = ['2097-05-01', '2097-05-01', '2097-05-01', '2097-05-02', '2097-05-04', '2097-05-04', '2097-05-07'];
      const issued: number[] = [];
      for (const [i, day] of [...days, '2097-05-02', '2097-05-07', '2097-05-07', '2097-05-09'].entries()) {
        const water = i % 3 === 0 ? ids.pond : ids.lake;
        const res = await issue(staffA, {
          plan_id: ids.dayPlan,
          water_id: water,
          valid_from: `${day}T0${i % 8}:30:00Z`,
        });
        expect(res.status).toBe(201);
        issued.push(res.body.id);
      }
      for (const id of [issued[1], issued[8]])
        await t.call('POST', `${base(A)}/passes/${id}/delete`, { token: staffA, body: {} });
      const list = async (body: object) =>
        (
          await t.call('POST', `${base(A)}/passes`, {
            token: staffA,
            body: { date_from: '2097-01-01', date_to: '2097-12-31', ...body },
          })
        ).body;
      for (const filter of [
        {},
        { sort_dir: 'asc' },
        { water_id: ids.lake },
        { status: 'cancelled' },
        { sort_by: 'valid_from', sort_dir: 'asc', date_to: '2097-05-07' },
      ]) {
        // Page 1 is never skipped: all of it at once is the order row by row.
        const all = await list({ ...filter, per_page: 100 });
        const paged: number[] = [];
        for (let page = 1; page <= Math.ceil(all.total / 2) + 1; page++)
          paged.push(...(await list({ ...filter, per_page: 2, page })).data.map((p: { id: number }) => p.id));
        expect({ filter, ids: paged }).toEqual({ filter, ids: all.data.map((p: { id: number }) => p.id) });
      }
      expect((await list({ per_page: 100 })).total).toBe(11);
    });
  });

  describe('searching the passes list', () => {
    const search = async (text: string) =>
      (await t.call('POST', `${base(A)}/passes`, { token: staffA, body: { search: text, per_page: 100 } })).body as {
        total: number;
        data: { id: number; client_id: number; car_plate: string | null }[];
      };

    it("finds a pass by the start of the angler's names, CNP or phone, by the plate on the pass, by its number", async () => {
      const angler = await client(A, {
        first_name: 'Ilinca',
        last_name: 'Căutătoru',
        cnp: '2900101123453',
        phone: '0766123987',
        car_plate: 'BV77ILN',
      });
      const res = await issue(staffA, { plan_id: ids.dayPlan, water_id: ids.lake, car_plate: 'sb 99 zzz' }, angler);
      expect(res.status).toBe(201);
      // The plate typed at the gate is kept as the clients' plates are: no spaces, uppercase.
      expect(res.body.car_plate).toBe('SB99ZZZ');
      const passId = res.body.id as number;
      const found = async (text: string) => (await search(text)).data.map((p) => p.id);

      for (const text of [
        'Căutăt',
        'căutătoru',
        'Ilin',
        'Ilinca Căutătoru',
        'Căutătoru Ilinca',
        '2900101123',
        '0766123987',
        'BV 77',
        'sb 99',
        'SB99ZZZ',
      ])
        expect({ text, found: (await found(text)).includes(passId) }).toEqual({ text, found: true });
      // From the start only, as in the clients list: the middle of a name finds nothing.
      expect(await found('ăutătoru')).toEqual([]);
      expect(await found('Ilinca Popescu')).not.toContain(passId);
      // Digits alone (fewer than 10) are a pass number, in any series; with letters, a number in a
      // series or the start of a plate.
      expect(await found(String(res.body.number))).toContain(passId);
      expect(await found(`${res.body.series} ${res.body.number}`)).toEqual([passId]);
    });

    it('pages a search that matches several ways in the order asked, page after page', async () => {
      // Anglers whose plate starts with "TM 77" and passes carrying such a plate, at several
      // prices and times: the search has three parts (anglers, plate, number 77 in series TM).
      const a = await client(A, { first_name: 'Sorin', last_name: 'Timiș', car_plate: 'TM77AAA' });
      const b = await client(A, { first_name: 'Vlad', last_name: 'Alt', car_plate: 'CJ11BBB' });
      for (const [i, body] of [
        { plan_id: ids.dayPlan, water_id: ids.lake, car_plate: null },
        { plan_id: ids.nightPlan, water_id: ids.lake, car_plate: 'tm 77 ccc' },
        { plan_id: ids.dayPlan, water_id: ids.pond, car_plate: 'TM77DDD', valid_from: '2096-02-03T10:00:00Z' },
        { plan_id: ids.nightPlan, water_id: ids.lake, car_plate: null, valid_from: '2096-02-03T10:00:00Z' },
        { plan_id: ids.dayPlan, water_id: ids.lake, car_plate: 'TM77EEE' },
      ].entries())
        expect((await issue(staffA, body, i % 2 ? b : a)).status).toBe(201);
      type Row = { id: number; number: number; total: string; valid_from: string };
      const all = (await search('TM 77')).data as unknown as Row[];
      expect(all.length).toBeGreaterThanOrEqual(4);
      await expectPagedInOrder(
        'passes',
        'TM 77',
        all,
        [
          ['valid_from', (r) => Date.parse(r.valid_from)],
          ['total', (r) => Number(r.total)],
          ['number', (r) => r.number],
        ],
        2,
      );
    });

    it('counts a pass that matches a search two ways once, in the page and in the totals', async () => {
      // The angler's plate and the pass's own plate both start with "HD 42"; another angler's pass
      // carries that plate too; a third pass of the first angler has none.
      const angler = await client(A, { first_name: 'Horia', last_name: 'Dublu', car_plate: 'HD42AAA' });
      const other = await client(A, { first_name: 'Radu', last_name: 'Vecin', car_plate: 'B01XYZ' });
      const both = await issue(staffA, { plan_id: ids.dayPlan, water_id: ids.lake, car_plate: 'HD42AAA' }, angler);
      const byAngler = await issue(staffA, { plan_id: ids.dayPlan, water_id: ids.pond, car_plate: null }, angler);
      const byPlate = await issue(
        staffA,
        { plan_id: ids.nightPlan, water_id: ids.lake, car_plate: 'hd 42 bbb' },
        other,
      );
      const res = await search('HD 42');
      const expected = [both, byAngler, byPlate].map((r) => r.body.id as number).sort((a, b) => a - b);
      expect(res.data.map((p) => p.id).sort((a, b) => a - b)).toEqual(expected);
      const list = await t.call('POST', `${base(A)}/passes`, { token: staffA, body: { search: 'HD 42' } });
      expect(list.body.total).toBe(3);
      expect(list.body.totals.passes).toBe(3);
      const sum = [both, byAngler, byPlate].reduce((n, r) => n + Math.round(Number(r.body.total) * 100), 0);
      expect(Math.round(Number(list.body.totals.total) * 100)).toBe(sum);
    });

    it('finds passes and receipts without diacritics, by phone digits in any spacing or with +40, by plate in any case', async () => {
      const angler = await client(A, {
        first_name: 'Ștefan',
        last_name: 'Mureșan',
        phone: '0744 111 222',
        car_plate: 'MS07ABC',
      });
      const pass = await issue(staffA, { plan_id: ids.dayPlan, water_id: ids.lake, payment_method: 'cash' }, angler);
      expect(pass.status).toBe(201);
      const receiptId = pass.body.receipt_id as number;
      expect(receiptId).toBeTruthy();
      const receipts = async (text: string) =>
        (
          (await t.call('POST', `${base(A)}/receipts`, { token: staffA, body: { search: text, per_page: 100 } }))
            .body as { data: { id: number }[] }
        ).data.map((r) => r.id);
      for (const text of [
        'stefan',
        'mures',
        'MURESAN',
        'Mureşan',
        'stefan mures',
        '0744111222',
        '0744 111 222',
        '0744',
        '+40744111222',
        '+40 744 111 222',
        'ms07abc',
        'ms 07 abc',
      ]) {
        const passes = (await search(text)).data.map((p) => p.id);
        expect({
          text,
          pass: passes.includes(pass.body.id),
          receipt: (await receipts(text)).includes(receiptId),
        }).toEqual({ text, pass: true, receipt: true });
      }
    });

    it("counts a name's passes from its anglers' totals, and pages them the same read among the newest anglers or all", async () => {
      // 40 passes of five anglers named Drumeț, two of them cancelled, far in the future: the first
      // 30 two by two on the same hour, mostly Ana's and Dan's after the first 20; then one an hour,
      // each angler's newest among the last five, the last two on the same hour.
      const anglers = [];
      for (const first of ['Ana', 'Dan', 'Ion', 'Olga', 'Radu'])
        anglers.push(await client(A, { first_name: first, last_name: 'Drumeț', car_plate: null }));
      const issued: { id: number; valid_from: string; total: string }[] = [];
      for (let i = 0; i < 40; i++) {
        const hour = i < 30 ? Math.floor(i / 2) : Math.min(i, 38);
        const valid_from = new Date(Date.UTC(2097, 0, 1, hour)).toISOString();
        const plan = i % 3 ? ids.dayPlan : ids.nightPlan;
        const angler = anglers[i >= 20 && i < 30 ? (i % 3 ? 0 : 1) : i % 5];
        const res = await issue(staffA, { plan_id: plan, water_id: ids.lake, valid_from }, angler);
        expect(res.status).toBe(201);
        issued.push(res.body);
      }
      for (const pass of issued.slice(0, 2))
        expect((await t.call('POST', `${base(A)}/passes/${pass.id}/delete`, { token: staffA, body: {} })).status).toBe(
          200,
        );
      const [row] = await t.dataSource.query(
        `SELECT COUNT(*) AS n, SUM(CASE WHEN status = 'active' THEN 1 ELSE 0 END) AS active,
                SUM(CASE WHEN status = 'active' THEN total ELSE 0 END) AS total
           FROM passes WHERE company_id = ? AND client_id IN (${anglers.join(', ')})`,
        [A],
      );
      const list = await t.call('POST', `${base(A)}/passes`, { token: staffA, body: { search: 'drumet' } });
      expect({ total: list.body.total, passes: list.body.totals.passes, bani: toBani(list.body.totals.total) }).toEqual(
        {
          total: 40,
          passes: 38,
          bani: toBani(row.total),
        },
      );
      expect(Number(row.active)).toBe(38);

      // Newest first, a page of 2 that ends within the first 5 passes is read among the anglers
      // with the newest passes; the third page, past as many passes as there are anglers, among all.
      const sqlOf = async (page: number) => {
        seen = [];
        await t.call('POST', `${base(A)}/passes`, { token: staffA, body: { search: 'Drumeț', per_page: 2, page } });
        return seen.join('\n');
      };
      expect(await sqlOf(1)).toContain('RANK() OVER');
      expect(await sqlOf(2)).toContain('RANK() OVER');
      expect(await sqlOf(3)).not.toContain('RANK() OVER');
      seen = null;
      await expectPagedInOrder('passes', 'Drumeț', issued, [['valid_from', (r) => Date.parse(r.valid_from)]], 2);
    });

    it('gives the same answer when the search matches more than 10 000 anglers', async () => {
      // So many anglers are looked for through a subquery instead of a list of their ids.
      // Inserted in bulk with plain SQL, a fixture past the entity's hooks and the audit trail (which
      // would add a row per client): the search keys are filled as the app fills them.
      const rows = Array.from({ length: 10_050 }, (_, i) => {
        const keys = clientSearchKeys({ first_name: `Nr${i}`, last_name: 'Mulțimescu' });
        return [A, `Nr${i}`, 'Mulțimescu', false, keys.search_last, keys.search_first];
      });
      for (let i = 0; i < rows.length; i += 500) {
        const chunk = rows.slice(i, i + 500);
        await t.dataSource.query(
          `INSERT INTO clients (company_id, first_name, last_name, blocked, search_last, search_first) VALUES ${chunk
            .map(() => '(?, ?, ?, ?, ?, ?)')
            .join(', ')}`,
          chunk.flat(),
        );
      }
      const crowdIds: { id: number | string; first_name: string }[] = await t.dataSource.query(
        `SELECT id, first_name FROM clients WHERE company_id = ? AND last_name = 'Mulțimescu' ORDER BY id`,
        [A],
      );
      for (let i = 0; i < crowdIds.length; i += 500) {
        const insert = searchKeysInsert(
          crowdIds.slice(i, i + 500).map((c) => ({
            id: Number(c.id),
            company_id: A,
            last_name: 'Mulțimescu',
            first_name: c.first_name,
            terms: clientSearchTerms({ first_name: c.first_name, last_name: 'Mulțimescu' }),
          })),
        )!;
        await t.dataSource.query(insert[0], insert[1]);
      }
      // The clients list counts up to 1 000 of them, and says there are more.
      const crowd = await t.call('POST', `${base(A)}/clients`, { token: staffA, body: { search: 'Mulțimescu' } });
      expect(crowd.body).toMatchObject({ total: 1000, total_capped: true });
      const [first] = await t.dataSource.query(
        `SELECT id FROM clients WHERE last_name = 'Mulțimescu' ORDER BY id LIMIT 1`,
      );
      const res = await issue(
        staffA,
        { plan_id: ids.dayPlan, water_id: ids.lake, car_plate: 'MM 01 MUL' },
        Number(first.id),
      );
      expect(res.status).toBe(201);
      for (const text of ['Mulțimescu', 'Mulți', 'MM01MUL', 'mm 01']) {
        const page = await search(text);
        expect({ text, total: page.total, ids: page.data.map((p) => p.id) }).toEqual({
          text,
          total: 1,
          ids: [res.body.id],
        });
      }
      // Company B's passes never match, whatever the search.
      const other = await t.call('POST', `${base(B)}/passes`, { token: adminB, body: { search: 'Mulțimescu' } });
      expect(other.body.total).toBe(0);
    });
  });

  describe('passes read with their relations by manyToOne()', () => {
    it('are what TypeORM hydrates, relations a LEFT JOIN does not find included as null', async () => {
      const query = () =>
        joinLatestReceipt(
          t.dataSource
            .getRepository(Pass)
            .createQueryBuilder('p')
            .innerJoin('p.client', 'c')
            .addSelect(['c.id', 'c.first_name', 'c.last_name', 'c.cnp', 'c.phone'])
            .innerJoin('p.plan', 'pl')
            .addSelect(['pl.id', 'pl.name', 'pl.night', 'pl.extra_kg_price'])
            .leftJoin('p.discount', 'd')
            .addSelect(['d.id', 'd.name', 'd.type', 'd.value'])
            .leftJoin('p.stand', 's')
            .addSelect(['s.id', 's.number', 's.name'])
            .innerJoin('p.company', 'co')
            .addSelect(['co.id', 'co.slug'])
            .orderBy('p.id', 'ASC'),
          // A join mapped to one entity, as PassesService.shown() reads a pass's latest chitanță.
          'p',
          'p.receipt',
        );
      const expected = await query().getMany();
      const got = await manyToOne('test passes', query());
      expect(expected.some((p) => p.discount) && expected.some((p) => !p.discount)).toBe(true);
      expect(expected.some((p) => p.receipt) && expected.some((p) => !p.receipt)).toBe(true);
      expect(got).toEqual(
        expected.map((p) => ({
          ...p,
          discount: p.discount ?? null,
          stand: p.stand ?? null,
          receipt: p.receipt ?? null,
        })),
      );
      expect(got.every((p) => !p.receipt || p.receipt instanceof Receipt)).toBe(true);
      expect(got.every((p) => p instanceof Pass && p.valid_from instanceof Date)).toBe(true);
    });
  });

  describe('concurrent issues on one series', () => {
    it('gives 50 parallel passes (and their receipts) distinct, consecutive numbers', async () => {
      const start = (await t.call('GET', `${base(A)}/docSeries?type=pass`, { token: adminA })).body[0].next_number;
      const startedAt = Date.now();
      const results = await Promise.all(
        Array.from({ length: 50 }, () =>
          issue(staffA, { plan_id: ids.dayPlan, water_id: ids.lake, payment_method: 'cash' }),
        ),
      );
      const elapsed = Date.now() - startedAt;
      expect(results.map((r) => r.status)).toEqual(Array(50).fill(201));
      const numbers = results.map((r) => r.body.number as number).sort((a, b) => a - b);
      expect(numbers).toEqual(Array.from({ length: 50 }, (_, i) => start + i));
      const receiptNumbers = results.map((r) => r.body.receipt.number as number).sort((a, b) => a - b);
      expect(new Set(receiptNumbers).size).toBe(50);
      expect(receiptNumbers[49] - receiptNumbers[0]).toBe(49);
      console.log(`[${DB_KIND}] 50 concurrent createPass on one series: ${elapsed} ms`);
    });
  });

  describe('a sale sent again with its request_key (its answer lost on a weak signal)', () => {
    const counts = async (clientId: number) => {
      const [row] = await t.dataSource.query<{ passes: number | string; receipts: number | string }[]>(
        'SELECT (SELECT COUNT(*) FROM passes WHERE client_id = ?) AS passes, (SELECT COUNT(*) FROM receipts WHERE client_id = ?) AS receipts',
        [clientId, clientId],
      );
      return { passes: Number(row.passes), receipts: Number(row.receipts) };
    };
    const sale = (key: string) => ({
      plan_id: ids.dayPlan,
      water_id: ids.lake,
      payment_method: 'cash',
      request_key: key,
    });

    it('answers the pass the first attempt issued, with its chitanță, and takes no second number', async () => {
      const angler = await client(A, { first_name: 'Radu', last_name: 'Semnal' });
      const first = await issue(staffA, sale('vanzare-0001-aaaa-bbbb'), angler);
      expect(first.status).toBe(201);
      const next = (await t.call('GET', `${base(A)}/docSeries?type=pass`, { token: adminA })).body[0].next_number;
      const again = await issue(staffA, sale('vanzare-0001-aaaa-bbbb'), angler);
      expect(again.status).toBe(201);
      expect(again.body).toMatchObject({
        id: first.body.id,
        number: first.body.number,
        receipt: { id: first.body.receipt.id, number: first.body.receipt.number },
      });
      expect(await counts(angler)).toEqual({ passes: 1, receipts: 1 });
      expect((await t.call('GET', `${base(A)}/docSeries?type=pass`, { token: adminA })).body[0].next_number).toBe(next);
      // A new key is a new sale.
      const second = await issue(staffA, sale('vanzare-0002-aaaa-bbbb'), angler);
      expect(second.status).toBe(201);
      expect(second.body.number).toBe(next);
      expect(await counts(angler)).toEqual({ passes: 2, receipts: 2 });
    });

    it('refuses (409) the key sent again for another sale of the same angler, naming the pass the first attempt issued', async () => {
      const angler = await client(A, { first_name: 'Vlad', last_name: 'Altăvânzare' });
      const first = await issue(staffA, { ...sale('vanzare-0005-aaaa-bbbb'), payment_method: 'card' }, angler);
      expect(first.status).toBe(201);
      // The quick sale's other tile tapped after the first tap's answer was lost: another plan, or another payment.
      for (const other of [
        { ...sale('vanzare-0005-aaaa-bbbb'), plan_id: ids.nightPlan },
        sale('vanzare-0005-aaaa-bbbb'),
      ]) {
        const refused = await issue(staffA, other, angler);
        expect(refused.status).toBe(409);
        expect(refused.body).toEqual({
          message: `Vânzarea de dinainte, al cărei răspuns s-a pierdut, a emis deja permisul ${first.body.series} ${first.body.number} (Permis o zi). Verificați-l în lista permiselor: vânzarea cerută acum nu a fost făcută.`,
        });
      }
      expect(await counts(angler)).toEqual({ passes: 1, receipts: 0 });
      // The same sale sent again still gets its pass.
      const again = await issue(staffA, { ...sale('vanzare-0005-aaaa-bbbb'), payment_method: 'card' }, angler);
      expect([again.status, again.body.id]).toEqual([201, first.body.id]);
    });

    it('issues one pass for 100 attempts sent at once with one key', async () => {
      const angler = await client(A, { first_name: 'Dan', last_name: 'Grăbit' });
      const answers = await Promise.all(
        Array.from({ length: 100 }, () => issue(staffA, sale('vanzare-0003-aaaa-bbbb'), angler)),
      );
      expect(answers.map((a) => a.status)).toEqual(Array(100).fill(201));
      expect(new Set(answers.map((a) => a.body.id)).size).toBe(1);
      expect(await counts(angler)).toEqual({ passes: 1, receipts: 1 });
    });

    it("refuses a key used for another client's pass (409), refuses a malformed key (422), and keeps keys apart per company", async () => {
      const first = await client(A, { first_name: 'Ana', last_name: 'Întâi' });
      const other = await client(A, { first_name: 'Ana', last_name: 'Alta' });
      expect((await issue(staffA, sale('vanzare-0004-aaaa-bbbb'), first)).status).toBe(201);
      const reused = await issue(staffA, sale('vanzare-0004-aaaa-bbbb'), other);
      expect(reused.status).toBe(409);
      expect(reused.body).toEqual({
        message: 'Această vânzare a emis deja un permis pentru alt client. Reîncărcați pagina pentru o vânzare nouă.',
      });
      expect(await counts(other)).toEqual({ passes: 0, receipts: 0 });
      for (const key of ['scurta', 'cu spații și diacritice ăîș', 'x'.repeat(65)]) {
        const bad = await issue(staffA, sale(key), other);
        expect(bad.status).toBe(422);
        expect(bad.body.errors).toEqual({ request_key: ['Cheia încercării nu este validă.'] });
      }
      // Company B's sale with the same key is its own.
      const inB = await issue(
        adminB,
        { plan_id: ids.planB, water_id: ids.waterB, payment_method: 'card', request_key: 'vanzare-0004-aaaa-bbbb' },
        ids.anglerB,
        B,
      );
      expect(inB.status).toBe(201);
      expect(inB.body.client_id).toBe(ids.anglerB);
    });
  });

  describe('a chitanță sent again with its request_key', () => {
    it('answers the chitanță the first attempt issued, once for 50 attempts at once, and refuses the key for another client', async () => {
      const payer = await client(A, { first_name: 'Ilie', last_name: 'Încasat' });
      const other = await client(A, { first_name: 'Ilie', last_name: 'Altul' });
      const receipt = (clientId: number) =>
        t.call('POST', `${base(A)}/clients/${clientId}/createReceipt`, {
          token: staffA,
          body: { amount: '25.50', description: 'Închiriere barcă', request_key: 'chitanta-0001-aaaa-bbbb' },
        });
      const answers = await Promise.all(Array.from({ length: 50 }, () => receipt(payer)));
      expect(answers.map((a) => a.status)).toEqual(Array(50).fill(201));
      expect(new Set(answers.map((a) => a.body.id)).size).toBe(1);
      const again = await receipt(payer);
      expect(again.status).toBe(201);
      expect(again.body).toMatchObject({ id: answers[0].body.id, number: answers[0].body.number, amount: '25.50' });
      const [row] = await t.dataSource.query<{ n: number | string }[]>(
        'SELECT COUNT(*) AS n FROM receipts WHERE client_id = ?',
        [payer],
      );
      expect(Number(row.n)).toBe(1);
      const reused = await receipt(other);
      expect(reused.status).toBe(409);
      expect(reused.body).toEqual({
        message:
          'Această încasare a emis deja o chitanță pentru alt client. Reîncărcați pagina pentru o chitanță nouă.',
      });
      // A pass's key is not a chitanță's: the same key on a sale is a sale of its own.
      const sale = await issue(
        staffA,
        { plan_id: ids.dayPlan, water_id: ids.lake, payment_method: 'card', request_key: 'chitanta-0001-aaaa-bbbb' },
        payer,
      );
      expect(sale.status).toBe(201);
    });
  });

  describe('receipts', () => {
    const create = (token: string, body: object, clientId = ids.angler, companyId = A) =>
      t.call('POST', `${base(companyId)}/clients/${clientId}/createReceipt`, { token, body });

    it("answers 401 without a token and 403 on another company's path", async () => {
      expect(
        (
          await t.call('POST', `${base(A)}/clients/${ids.angler}/createReceipt`, {
            body: { amount: 1, description: 'x' },
          })
        ).status,
      ).toBe(401);
      expect((await create(adminB, { amount: 1, description: 'x' })).status).toBe(403);
      expect((await t.call('POST', `${base(A)}/receipts`, { token: adminB, body: {} })).status).toBe(403);
    });

    it('issues a receipt not tied to a pass, with the amount in words', async () => {
      const res = await create(staffA, {
        amount: '121.50',
        description: 'Închiriere barcă',
        fiscal_receipt_no: '0042',
      });
      expect(res.status).toBe(201);
      expect(res.body).toMatchObject({
        series: 'BDC',
        amount: '121.50',
        amount_words: 'o sută douăzeci și unu de lei și cincizeci de bani',
        pass_id: null,
        status: 'issued',
        fiscal_receipt_no: '0042',
      });
      expect(res.body.issued_on).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    });

    it('answers 422 for a zero or malformed amount and a missing description', async () => {
      const res = await create(staffA, { amount: 0 });
      expect(res.status).toBe(422);
      expect(Object.keys(res.body.errors).sort()).toEqual(['amount', 'description']);
      const text = await create(staffA, { amount: '12,5', description: 'x' });
      expect(text.body.errors.amount).toEqual(['Introduceți o sumă validă, cu cel mult două zecimale.']);
    });

    it('keeps the amount immutable, updates the description, cancels and lists with totals', async () => {
      const receipt = (await create(staffA, { amount: 30, description: 'Taxă parcare' })).body;
      const amount = await t.call('POST', `${base(A)}/receipts/${receipt.id}/update`, {
        token: staffA,
        body: { amount: 1 },
      });
      expect(amount.status).toBe(422);
      const desc = await t.call('POST', `${base(A)}/receipts/${receipt.id}/update`, {
        token: staffA,
        body: { description: 'Taxă parcare auto' },
      });
      expect(desc.body).toMatchObject({ description: 'Taxă parcare auto', amount: '30.00' });
      const before = await t.call('POST', `${base(A)}/receipts`, { token: staffA, body: { search: 'parcare' } });
      expect(before.body.totals.amount).toBe('30.00');
      const cancelled = await t.call('POST', `${base(A)}/receipts/${receipt.id}/delete`, { token: staffA, body: {} });
      expect(cancelled.body.status).toBe('cancelled');
      const after = await t.call('POST', `${base(A)}/receipts`, { token: staffA, body: { search: 'parcare' } });
      expect(after.body).toMatchObject({ total: 1, totals: { amount: '0.00' } });
      const number = await t.call('POST', `${base(A)}/receipts`, {
        token: staffA,
        body: { search: `BDC ${receipt.number}` },
      });
      expect(number.body.data.map((r: { id: number }) => r.id)).toEqual([receipt.id]);
    });

    it('finds a receipt by its number, by what it represents, by its bon fiscal and by the start of the payer', async () => {
      const payer = await client(A, { first_name: 'Sorina', last_name: 'Chitanțescu', phone: '0733111222' });
      const receipt = (
        await create(staffA, { amount: 15, description: 'Închiriere juvelnic', fiscal_receipt_no: '778123' }, payer)
      ).body;
      const found = async (text: string) =>
        (
          (await t.call('POST', `${base(A)}/receipts`, { token: staffA, body: { search: text, per_page: 100 } }))
            .body as { data: { id: number }[] }
        ).data.map((r) => r.id);
      for (const text of [
        'juvelnic',
        'Închiriere juv',
        '778123',
        '7781',
        'Chitanț',
        'Sorina Chitanțescu',
        '0733111222',
      ])
        expect({ text, found: (await found(text)).includes(receipt.id) }).toEqual({ text, found: true });
      expect(await found('hitanțescu')).not.toContain(receipt.id);
      // Digits alone are a receipt number, in any series; with the series, that receipt only.
      expect(await found(String(receipt.number))).toContain(receipt.id);
      expect(await found(`${receipt.series} ${receipt.number}`)).toEqual([receipt.id]);
      // Another company's receipts never match.
      const other = await t.call('POST', `${base(B)}/receipts`, { token: adminB, body: { search: 'juvelnic' } });
      expect(other.body.total).toBe(0);
    });

    it('counts a receipt that matches a search two ways once, in the page and in the totals', async () => {
      // Paid by "Mărgărit", for "Mărgărit"'s boat; a cancelled one like it; another payer's receipt naming him.
      const payer = await client(A, { first_name: 'Toma', last_name: 'Mărgărit' });
      const other = await client(A, { first_name: 'Dan', last_name: 'Ursu' });
      const both = (await create(staffA, { amount: 12.5, description: 'Barca lui Mărgărit' }, payer)).body;
      const gone = (await create(staffA, { amount: 7, description: 'Barca lui Mărgărit, din nou' }, payer)).body;
      await t.call('POST', `${base(A)}/receipts/${gone.id}/delete`, { token: staffA, body: { reason: 'greșit' } });
      const named = (await create(staffA, { amount: 3.25, description: 'Momeală pentru Mărgărit' }, other)).body;
      const list = await t.call('POST', `${base(A)}/receipts`, { token: staffA, body: { search: 'margarit' } });
      expect(list.status).toBe(200);
      const ids = (list.body.data as { id: number }[]).map((r) => r.id).sort((a, b) => a - b);
      expect(ids).toEqual([both.id, gone.id, named.id].sort((a, b) => a - b));
      expect(list.body.total).toBe(3);
      expect(list.body.totals.amount).toBe('15.75');
      // Paged one by one, in each order, the same rows in the order asked.
      type Row = { id: number; number: number; amount: string; issued_on: string };
      const rows = list.body.data as Row[];
      await expectPagedInOrder(
        'receipts',
        'margarit',
        rows,
        [
          ['issued_on', (r) => Date.parse(r.issued_on)],
          ['amount', (r) => Number(r.amount)],
          ['number', (r) => r.number],
        ],
        1,
      );
    });

    it('finds the words of what a receipt represents through the full-text index, kept in step with its edits', async () => {
      const payer = await client(A, { first_name: 'Irina', last_name: 'Vlad' });
      const receipt = (await create(staffA, { amount: 12, description: 'Taxă de parcare pentru rulotă' }, payer))
        .body as { id: number };
      const found = async (company: number, token: string, text: string) =>
        (
          (await t.call('POST', `${base(company)}/receipts`, { token, body: { search: text, per_page: 100 } }))
            .body as { data: { id: number }[] }
        ).data.map((r) => r.id);
      // A word anywhere in the text, from its start, in any case and without its accents.
      for (const text of ['rulota', 'RULOTĂ', 'parc', 'taxa parcare', 'pentru rul'])
        expect({ text, found: (await found(A, staffA, text)).includes(receipt.id) }).toEqual({ text, found: true });
      // Inside a word is not a word start; every word must be there.
      for (const text of ['ulota', 'parcare barca'])
        expect({ text, found: (await found(A, staffA, text)).includes(receipt.id) }).toEqual({ text, found: false });
      // An edited description is found by its new words only.
      const edited = await t.call('POST', `${base(A)}/receipts/${receipt.id}/update`, {
        token: staffA,
        body: { description: 'Închiriere barcă' },
      });
      expect(edited.status).toBe(200);
      expect(await found(A, staffA, 'rulota')).not.toContain(receipt.id);
      expect(await found(A, staffA, 'inchiriere barca')).toContain(receipt.id);
      // Another company's search never reaches it.
      expect(await found(B, adminB, 'inchiriere barca')).not.toContain(receipt.id);
    });

    it("answers 404 for another company's receipt id and client", async () => {
      const foreign = (await create(adminB, { amount: 5, description: 'x' }, ids.anglerB, B)).body.id;
      expect((await t.call('GET', `${base(A)}/receipts/${foreign}`, { token: adminA })).status).toBe(404);
      expect((await t.call('POST', `${base(A)}/receipts/${foreign}/delete`, { token: adminA, body: {} })).status).toBe(
        404,
      );
      expect((await create(staffA, { amount: 5, description: 'x' }, ids.anglerB)).status).toBe(404);
    });
  });
});

describe(`deleting what passes use (${DB_KIND})`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ DEMO_CATALOGUE: 'true' });
  });
  afterAll(async () => {
    await t.close();
  });

  it('answers 409 naming the passes for a plan, a water and a discount in use', async () => {
    const { companyA } = await demoIds(t);
    const token = await t.login('admin@balta-demo.ro');
    const base = `/api/company/${companyA}`;
    const catalogue = (await t.call('GET', `${base}/plans`, { token })).body;
    const plan = catalogue.plans.find((p: { name: string }) => p.name === 'Permis o zi');
    const water = catalogue.waters.find((w: { name: string }) => w.name === 'Balta Mică');
    const discount = catalogue.discounts.find((d: { name: string }) => d.name === 'Copii sub 14 ani');
    const inserted = await t.dataSource
      .getRepository(Client)
      .insert({ company_id: companyA, first_name: 'Ana', last_name: 'Mic', blocked: false });
    const clientId = Number(inserted.identifiers[0].id);
    const pass = await t.call('POST', `${base}/clients/${clientId}/createPass`, {
      token,
      body: { plan_id: plan.id, water_id: water.id, discount_id: discount.id },
    });
    expect(pass.status).toBe(201);
    const planDel = await t.call('POST', `${base}/plans/${plan.id}/delete`, { token });
    expect(planDel.status).toBe(409);
    expect(planDel.body.message).toContain('1 permis emis');
    const waterDel = await t.call('POST', `${base}/waters/${water.id}/delete`, { token });
    expect(waterDel.status).toBe(409);
    expect(waterDel.body.message).toContain('1 permis emis');
    const discountDel = await t.call('POST', `${base}/discounts/${discount.id}/delete`, { token });
    expect(discountDel.status).toBe(409);
    // Cancelling the pass does not free them: the cancelled pass still names them.
    await t.call('POST', `${base}/passes/${pass.body.id}/delete`, { token, body: {} });
    expect((await t.call('POST', `${base}/plans/${plan.id}/delete`, { token })).status).toBe(409);
  });
});
