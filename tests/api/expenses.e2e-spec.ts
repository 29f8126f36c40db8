import { DB_KIND, demoWorld, TestApp } from './support/app';

describe(`expenses (${DB_KIND})`, () => {
  let t: TestApp;
  let A: number;
  let B: number;
  let adminA: string;
  let staffA: string;
  let adminB: string;
  let staffId: number;
  let lakeA: number;
  let pondA: number;
  let lakeB: number;
  const base = (companyId: number) => `/api/company/${companyId}`;

  beforeAll(async () => {
    ({ t, A, B, adminA, staffA, adminB } = await demoWorld());
    const rows: { id: number }[] = await t.dataSource.query('SELECT id FROM users WHERE email = ?', [
      'angajat@balta-demo.ro',
    ]);
    staffId = Number(rows[0].id);
    const water = async (token: string, companyId: number, name: string) =>
      (await t.call('POST', `${base(companyId)}/createWater`, { token, body: { name } })).body.id as number;
    lakeA = await water(adminA, A, 'Lacul Mare');
    pondA = await water(adminA, A, 'Balta Mică');
    lakeB = await water(adminB, B, 'Lacul Străin');
  });
  afterAll(async () => {
    await t.close();
  });

  const create = (token: string, companyId: number, body: object) =>
    t.call('POST', `${base(companyId)}/createExpense`, { token, body });
  const list = (token: string, companyId: number, body: object = {}) =>
    t.call('POST', `${base(companyId)}/expenses`, { token, body });
  const valid = () => ({ category: 'furaje', amount: 120.5, spent_on: '2026-03-10' });

  describe('POST {base}/createExpense', () => {
    it('answers 401 without a token', async () => {
      expect((await t.call('POST', `${base(A)}/createExpense`, { body: valid() })).status).toBe(401);
    });

    it("answers 403 on another company's path", async () => {
      const res = await create(adminB, A, valid());
      expect(res.status).toBe(403);
      expect(res.body).toEqual({ message: 'Nu aveți acces la datele acestei firme.' });
    });

    it('creates an expense recorded as the current user, for staff too', async () => {
      const res = await create(staffA, A, {
        ...valid(),
        water_id: lakeA,
        supplier: 'Agro Furaje SRL',
        document_number: 'F-1001',
        description: 'Porumb fiert, 200 kg',
      });
      expect(res.status).toBe(201);
      expect(res.body).toEqual({
        id: expect.any(Number),
        category: 'furaje',
        amount: '120.50',
        spent_on: '2026-03-10',
        water_id: lakeA,
        water: { id: lakeA, name: 'Lacul Mare' },
        supplier: 'Agro Furaje SRL',
        supplier_cui: null,
        payment_method: 'bank',
        document_type: null,
        document_number: 'F-1001',
        document_date: null,
        description: 'Porumb fiert, 200 kg',
        created_by: staffId,
        created_at: expect.any(String),
        updated_at: expect.any(String),
      });
      const bare = await create(adminA, A, { category: 'taxe', amount: '0.01', spent_on: '2026-01-31' });
      expect(bare.status).toBe(201);
      expect(bare.body).toMatchObject({
        amount: '0.01',
        water_id: null,
        water: null,
        supplier: null,
        document_number: null,
      });
    });

    it('answers 422 for missing required fields', async () => {
      const res = await create(adminA, A, {});
      expect(res.status).toBe(422);
      expect(res.body).toEqual({
        message: 'Datele trimise nu sunt valide.',
        errors: {
          category: ['Câmpul este obligatoriu.'],
          amount: ['Câmpul este obligatoriu.'],
          spent_on: ['Câmpul este obligatoriu.'],
        },
      });
    });

    it('answers 422 for wrong types, out-of-range values and unknown fields', async () => {
      const types = await create(adminA, A, {
        category: 5,
        amount: 'mult',
        spent_on: 20260310,
        water_id: 'lac',
        supplier: 12,
      });
      expect(Object.keys(types.body.errors).sort()).toEqual(['amount', 'category', 'spent_on', 'supplier', 'water_id']);
      const range = await create(adminA, A, {
        category: 'benzina',
        amount: 0,
        spent_on: '2026-02-30',
        water_id: 0,
        supplier: 'x'.repeat(161),
        document_number: 'x'.repeat(61),
        description: 'x'.repeat(2001),
      });
      expect(range.body.errors).toEqual({
        category: ['Valoarea aleasă nu este permisă.'],
        amount: ['Suma trebuie să fie mai mare decât 0.'],
        spent_on: ['Data trebuie să fie o zi validă (AAAA-LL-ZZ).'],
        water_id: ['Valoarea minimă este 1.'],
        supplier: ['Poate avea cel mult 160 de caractere.'],
        document_number: ['Poate avea cel mult 60 de caractere.'],
        description: ['Poate avea cel mult 2.000 de caractere.'],
      });
      const negative = await create(adminA, A, { ...valid(), amount: -10 });
      expect(negative.body.errors).toEqual({ amount: ['Suma trebuie să fie mai mare decât 0.'] });
      const unknown = await create(adminA, A, { ...valid(), created_by: 1 });
      expect(unknown.body.errors).toEqual({ created_by: ['Câmpul nu este permis.'] });
    });

    it("answers 422 on water_id for another company's or a missing water", async () => {
      for (const water_id of [lakeB, 999999]) {
        const res = await create(adminA, A, { ...valid(), water_id });
        expect(res.status).toBe(422);
        expect(res.body.errors).toEqual({ water_id: ['Apa aleasă nu există.'] });
      }
    });
  });

  describe('POST {base}/expenses (list)', () => {
    beforeAll(async () => {
      // With the two from the create tests: 120.50 furaje 2026-03-10 lake, 0.01 taxe 2026-01-31.
      for (const body of [
        {
          category: 'populare',
          amount: 3000,
          spent_on: '2026-02-15',
          water_id: pondA,
          supplier: 'Păstrăvăria Nord',
          document_number: 'F-2001',
        },
        {
          category: 'populare',
          amount: '1500.25',
          spent_on: '2026-03-01',
          water_id: lakeA,
          supplier: 'Păstrăvăria Nord',
        },
        { category: 'utilitati', amount: 240, spent_on: '2026-03-20', description: 'Curent electric martie' },
        { category: 'salarii', amount: 4000, spent_on: '2026-03-31', description: '50% avans' },
      ]) {
        expect((await create(adminA, A, body)).status).toBe(201);
      }
      await create(adminB, B, {
        category: 'altele',
        amount: 99,
        spent_on: '2026-03-05',
        water_id: lakeB,
        supplier: 'Păstrăvăria Nord',
      });
    });

    it("answers 401 without a token and 403 on another company's path", async () => {
      expect((await t.call('POST', `${base(A)}/expenses`, { body: {} })).status).toBe(401);
      expect((await list(adminB, A)).status).toBe(403);
    });

    it('answers a page, newest first, with the total of the whole filter, for staff too', async () => {
      const res = await list(staffA, A);
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({
        current_page: 1,
        per_page: 25,
        total: 6,
        last_page: 1,
        totals: { amount: '8860.76' },
      });
      expect(res.body.data.map((e: { spent_on: string }) => e.spent_on)).toEqual([
        '2026-03-31',
        '2026-03-20',
        '2026-03-10',
        '2026-03-01',
        '2026-02-15',
        '2026-01-31',
      ]);
      expect(res.body.data[3]).toMatchObject({ amount: '1500.25', water: { id: lakeA, name: 'Lacul Mare' } });
      const noBody = await t.call('POST', `${base(A)}/expenses`, { token: staffA });
      expect(noBody.status).toBe(200);
      expect(noBody.body.total).toBe(6);
      const other = await list(adminB, B);
      expect(other.body).toMatchObject({ total: 1, totals: { amount: '99.00' } });
    });

    it('filters by category, water and date range', async () => {
      const populare = await list(adminA, A, { category: 'populare' });
      expect(populare.body).toMatchObject({ total: 2, totals: { amount: '4500.25' } });
      const lake = await list(adminA, A, { water_id: lakeA });
      expect(lake.body).toMatchObject({ total: 2, totals: { amount: '1620.75' } });
      const march = await list(adminA, A, { date_from: '2026-03-01', date_to: '2026-03-31' });
      expect(march.body).toMatchObject({ total: 4, totals: { amount: '5860.75' } });
      const from = await list(adminA, A, { date_from: '2026-03-20' });
      expect(from.body.data.map((e: { spent_on: string }) => e.spent_on)).toEqual(['2026-03-31', '2026-03-20']);
      const to = await list(adminA, A, { date_to: '2026-02-15' });
      expect(to.body).toMatchObject({ total: 2, totals: { amount: '3000.01' } });
      const combined = await list(adminA, A, { category: 'populare', water_id: pondA, date_to: '2026-02-28' });
      expect(combined.body.data.map((e: { amount: string }) => e.amount)).toEqual(['3000.00']);
      const none = await list(adminA, A, { water_id: lakeB });
      expect(none.body).toMatchObject({ data: [], total: 0, last_page: 1, totals: { amount: '0.00' } });
    });

    it('searches supplier, document number and description', async () => {
      const supplier = await list(adminA, A, { search: 'păstrăvăria' });
      expect(supplier.body).toMatchObject({ total: 2, totals: { amount: '4500.25' } });
      const doc = await list(adminA, A, { search: 'F-20' });
      expect(doc.body.data.map((e: { document_number: string }) => e.document_number)).toEqual(['F-2001']);
      const description = await list(adminA, A, { search: 'curent' });
      expect(description.body.data.map((e: { category: string }) => e.category)).toEqual(['utilitati']);
    });

    it('sorts by amount, category, spent_on and created_at', async () => {
      const amounts = (await list(adminA, A, { sort_by: 'amount', sort_dir: 'desc' })).body.data.map(
        (e: { amount: string }) => e.amount,
      );
      expect(amounts).toEqual(['4000.00', '3000.00', '1500.25', '240.00', '120.50', '0.01']);
      const asc = (await list(adminA, A, { sort_by: 'amount' })).body.data.map((e: { amount: string }) => e.amount);
      expect(asc).toEqual(['0.01', '120.50', '240.00', '1500.25', '3000.00', '4000.00']);
      const categories = (await list(adminA, A, { sort_by: 'category', sort_dir: 'asc' })).body.data.map(
        (e: { category: string }) => e.category,
      );
      expect(categories).toEqual(['furaje', 'populare', 'populare', 'salarii', 'taxe', 'utilitati']);
      const oldest = (await list(adminA, A, { sort_by: 'spent_on', sort_dir: 'asc' })).body.data[0];
      expect(oldest.spent_on).toBe('2026-01-31');
      const created = (await list(adminA, A, { sort_by: 'created_at', sort_dir: 'asc' })).body.data.map(
        (e: { id: number }) => e.id,
      );
      expect(created).toEqual([...created].sort((a, b) => a - b));
      // An unknown column falls back to the default order instead of reaching the SQL.
      const unknown = await list(adminA, A, { sort_by: 'amount; DROP TABLE expenses' });
      expect(unknown.status).toBe(200);
      expect(unknown.body.data[0].spent_on).toBe('2026-03-31');
    });

    it('pages with the totals of the whole filter on every page', async () => {
      const first = await list(adminA, A, { per_page: 4 });
      expect(first.body).toMatchObject({
        current_page: 1,
        per_page: 4,
        total: 6,
        last_page: 2,
        totals: { amount: '8860.76' },
      });
      expect(first.body.data).toHaveLength(4);
      const second = await list(adminA, A, { page: 2, per_page: 4 });
      expect(second.body).toMatchObject({
        current_page: 2,
        per_page: 4,
        total: 6,
        last_page: 2,
        totals: { amount: '8860.76' },
      });
      expect(second.body.data.map((e: { spent_on: string }) => e.spent_on)).toEqual(['2026-02-15', '2026-01-31']);
      const filteredPage = await list(adminA, A, { category: 'populare', per_page: 1, page: 2 });
      expect(filteredPage.body).toMatchObject({ total: 2, last_page: 2, totals: { amount: '4500.25' } });
      expect(filteredPage.body.data.map((e: { amount: string }) => e.amount)).toEqual(['3000.00']);
      const beyond = await list(adminA, A, { page: 9, per_page: 4 });
      expect(beyond.body).toMatchObject({ data: [], current_page: 9, total: 6, totals: { amount: '8860.76' } });
    });

    it('answers 422 for a bad filter', async () => {
      const res = await list(adminA, A, {
        category: 'benzina',
        water_id: 'lac',
        date_from: '2026-13-01',
        per_page: 101,
        sort_dir: 'sus',
        colour: 'red',
      });
      expect(res.status).toBe(422);
      expect(Object.keys(res.body.errors).sort()).toEqual([
        'category',
        'colour',
        'date_from',
        'per_page',
        'sort_dir',
        'water_id',
      ]);
      const reversed = await list(adminA, A, { date_from: '2026-03-31', date_to: '2026-03-01' });
      expect(reversed.status).toBe(422);
      expect(Object.keys(reversed.body.errors)).toEqual(['date_to']);
    });
  });

  describe('GET, update and delete {base}/expenses/{id}', () => {
    let id: number;
    let foreignId: number;
    beforeAll(async () => {
      id = (await create(adminA, A, { ...valid(), water_id: lakeA, supplier: 'De editat' })).body.id;
      foreignId = (await create(adminB, B, { ...valid(), supplier: 'A altora' })).body.id;
    });

    it("answers 401 without a token and 403 on another company's path", async () => {
      expect((await t.call('GET', `${base(A)}/expenses/${id}`)).status).toBe(401);
      expect((await t.call('POST', `${base(A)}/expenses/${id}/update`, { body: {} })).status).toBe(401);
      expect((await t.call('POST', `${base(A)}/expenses/${id}/delete`)).status).toBe(401);
      for (const [method, suffix] of [
        ['GET', ''],
        ['POST', '/update'],
        ['POST', '/delete'],
      ] as const) {
        const res = await t.call(method, `${base(A)}/expenses/${id}${suffix}`, {
          token: adminB,
          body: method === 'POST' ? {} : undefined,
        });
        expect(res.status).toBe(403);
      }
    });

    it("answers 404 for another company's expense id on one's own path", async () => {
      for (const [method, suffix, body] of [
        ['GET', '', undefined],
        ['POST', '/update', { amount: 1 }],
        ['POST', '/delete', {}],
      ] as const) {
        const res = await t.call(method, `${base(A)}/expenses/${foreignId}${suffix}`, { token: adminA, body });
        expect(res.status).toBe(404);
        expect(res.body).toEqual({ message: 'Resursa nu a fost găsită.' });
      }
      expect((await t.call('GET', `${base(A)}/expenses/1x`, { token: adminA })).status).toBe(404);
      const still = await t.call('GET', `${base(B)}/expenses/${foreignId}`, { token: adminB });
      expect(still.body).toMatchObject({ supplier: 'A altora', amount: '120.50' });
    });

    it('answers one expense with its water', async () => {
      const res = await t.call('GET', `${base(A)}/expenses/${id}`, { token: staffA });
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ id, supplier: 'De editat', water: { id: lakeA, name: 'Lacul Mare' } });
    });

    it('updates the given fields and keeps the others, for staff too', async () => {
      const res = await t.call('POST', `${base(A)}/expenses/${id}/update`, {
        token: staffA,
        body: { amount: '99.9', water_id: pondA, document_number: 'B-7' },
      });
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({
        category: 'furaje',
        amount: '99.90',
        spent_on: '2026-03-10',
        water_id: pondA,
        water: { id: pondA, name: 'Balta Mică' },
        supplier: 'De editat',
        document_number: 'B-7',
      });
      const cleared = await t.call('POST', `${base(A)}/expenses/${id}/update`, {
        token: staffA,
        body: { water_id: null, supplier: '' },
      });
      expect(cleared.status).toBe(200);
      expect(cleared.body).toMatchObject({ water_id: null, water: null, supplier: null, amount: '99.90' });
    });

    it('answers 422 on update for null on a required field, bad values and a foreign water', async () => {
      const nulled = await t.call('POST', `${base(A)}/expenses/${id}/update`, {
        token: adminA,
        body: { category: null, amount: null, spent_on: null },
      });
      expect(nulled.status).toBe(422);
      expect(nulled.body.errors).toEqual({
        category: ['Câmpul este obligatoriu.'],
        amount: ['Câmpul este obligatoriu.'],
        spent_on: ['Câmpul este obligatoriu.'],
      });
      const bad = await t.call('POST', `${base(A)}/expenses/${id}/update`, {
        token: adminA,
        body: { amount: 0, spent_on: '10.03.2026' },
      });
      expect(Object.keys(bad.body.errors).sort()).toEqual(['amount', 'spent_on']);
      const foreign = await t.call('POST', `${base(A)}/expenses/${id}/update`, {
        token: adminA,
        body: { water_id: lakeB },
      });
      expect(foreign.body.errors).toEqual({ water_id: ['Apa aleasă nu există.'] });
      const unchanged = await t.call('GET', `${base(A)}/expenses/${id}`, { token: adminA });
      expect(unchanged.body).toMatchObject({ water_id: null, amount: '99.90' });
    });

    it('keeps a water that has expenses from being deleted, naming them', async () => {
      const expense = await create(adminA, A, { ...valid(), water_id: pondA });
      expect(expense.status).toBe(201);
      // pondA now carries the 3000 lei restocking from the list tests and this one.
      const res = await t.call('POST', `${base(A)}/waters/${pondA}/delete`, { token: adminA });
      expect(res.status).toBe(409);
      expect(res.body).toEqual({
        message: 'Apa nu poate fi ștearsă: este folosită de 2 cheltuieli. O puteți dezactiva.',
      });
      const single = await t.call('POST', `${base(A)}/createWater`, { token: adminA, body: { name: 'Iaz' } });
      await create(adminA, A, { ...valid(), water_id: single.body.id });
      const one = await t.call('POST', `${base(A)}/waters/${single.body.id}/delete`, { token: adminA });
      expect(one.status).toBe(409);
      expect(one.body.message).toContain('1 cheltuială');
    });

    it('deletes an expense, for staff too', async () => {
      const res = await t.call('POST', `${base(A)}/expenses/${id}/delete`, { token: staffA });
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ message: 'Cheltuiala a fost ștearsă.' });
      expect((await t.call('GET', `${base(A)}/expenses/${id}`, { token: staffA })).status).toBe(404);
      expect((await t.call('POST', `${base(A)}/expenses/${id}/delete`, { token: staffA })).status).toBe(404);
    });
  });

  describe('an expense sent again with its request_key (its answer lost on a weak signal)', () => {
    const keyed = (key: string, description: string) => ({ ...valid(), description, request_key: key });
    const rows = async (description: string) => {
      const [row] = await t.dataSource.query<{ n: number | string }[]>(
        'SELECT COUNT(*) AS n FROM expenses WHERE company_id = ? AND description = ?',
        [A, description],
      );
      return Number(row.n);
    };

    it('answers the expense the first attempt recorded, and records no second one', async () => {
      const first = await create(staffA, A, keyed('cheltuiala-0001-aaaa', 'Furaje, trimis de două ori'));
      expect(first.status).toBe(201);
      const again = await create(staffA, A, keyed('cheltuiala-0001-aaaa', 'Furaje, trimis de două ori'));
      expect(again.status).toBe(201);
      expect(again.body).toEqual(first.body);
      expect(await rows('Furaje, trimis de două ori')).toBe(1);
      // A new key is a new expense.
      const second = await create(staffA, A, keyed('cheltuiala-0002-aaaa', 'Furaje, trimis de două ori'));
      expect(second.body.id).not.toBe(first.body.id);
      expect(await rows('Furaje, trimis de două ori')).toBe(2);
    });

    it('records one expense for 100 attempts sent at once with one key', async () => {
      const answers = await Promise.all(
        Array.from({ length: 100 }, () =>
          create(staffA, A, keyed('cheltuiala-0003-aaaa', 'Furaje, o sută de atingeri')),
        ),
      );
      expect(answers.map((a) => a.status)).toEqual(Array(100).fill(201));
      expect(new Set(answers.map((a) => a.body.id)).size).toBe(1);
      expect(await rows('Furaje, o sută de atingeri')).toBe(1);
    }, 60_000);

    it("refuses a key of another user's expense (409), a malformed key (422) and a key on an edit; keys stay per company", async () => {
      const first = await create(staffA, A, keyed('cheltuiala-0004-aaaa', 'Furaje, cheia altcuiva'));
      expect(first.status).toBe(201);
      const reused = await create(adminA, A, keyed('cheltuiala-0004-aaaa', 'Furaje, cheia altcuiva'));
      expect(reused.status).toBe(409);
      expect(reused.body).toEqual({
        message:
          'Această încercare a înregistrat deja o cheltuială a altui utilizator. Reîncărcați pagina pentru o cheltuială nouă.',
      });
      expect(await rows('Furaje, cheia altcuiva')).toBe(1);
      for (const key of ['scurta', 'cu spații și diacritice ăîș', 'x'.repeat(65)]) {
        const bad = await create(staffA, A, keyed(key, 'Furaje, cheie greșită'));
        expect(bad.status).toBe(422);
        expect(bad.body.errors).toEqual({ request_key: ['Cheia încercării nu este validă.'] });
      }
      const edit = await t.call('POST', `${base(A)}/expenses/${first.body.id}/update`, {
        token: staffA,
        body: { request_key: 'cheltuiala-0005-aaaa' },
      });
      expect(edit.status).toBe(422);
      expect(edit.body.errors).toEqual({ request_key: ['Câmpul nu este permis.'] });
      const inB = await create(adminB, B, keyed('cheltuiala-0004-aaaa', 'Furaje, cheia altcuiva'));
      expect(inB.status).toBe(201);
      expect(inB.body.id).not.toBe(first.body.id);
    });
  });
});
