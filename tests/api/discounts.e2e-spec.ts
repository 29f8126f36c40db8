import { DB_KIND, demoWorld, TestApp } from './support/app';

describe(`discounts (${DB_KIND})`, () => {
  let t: TestApp;
  let A: number;
  let B: number;
  let adminA: string;
  let staffA: string;
  let adminB: string;
  const base = (companyId: number) => `/api/company/${companyId}`;

  beforeAll(async () => {
    ({ t, A, B, adminA, staffA, adminB } = await demoWorld());
  });
  afterAll(async () => {
    await t.close();
  });

  const create = (token: string, companyId: number, body: object) =>
    t.call('POST', `${base(companyId)}/createDiscount`, { token, body });

  describe('POST {base}/createDiscount', () => {
    it('answers 401 without a token', async () => {
      expect((await t.call('POST', `${base(A)}/createDiscount`, { body: { name: 'X' } })).status).toBe(401);
    });

    it("answers 403 on another company's path", async () => {
      const res = await create(adminB, A, { name: 'Intrus', type: 'percent', value: 10 });
      expect(res.status).toBe(403);
      expect(res.body).toEqual({ message: 'Nu aveți acces la datele acestei firme.' });
    });

    it('creates percent and fixed discounts, for staff too', async () => {
      const percent = await create(staffA, A, {
        name: 'Pensionari',
        type: 'percent',
        value: 20,
        description: 'Cu talon',
      });
      expect(percent.status).toBe(201);
      expect(percent.body).toEqual({
        id: expect.any(Number),
        name: 'Pensionari',
        type: 'percent',
        value: '20.00',
        description: 'Cu talon',
        active: true,
        created_at: expect.any(String),
        updated_at: expect.any(String),
      });
      const fixed = await create(adminA, A, { name: 'Copii', type: 'fixed', value: '15.5', active: false });
      expect(fixed.status).toBe(201);
      expect(fixed.body).toMatchObject({
        name: 'Copii',
        type: 'fixed',
        value: '15.50',
        description: null,
        active: false,
      });
      const full = await create(adminA, A, { name: 'Gratuit', type: 'percent', value: 100 });
      expect(full.status).toBe(201);
      expect(full.body.value).toBe('100.00');
    });

    it('answers 422 for each kind of bad field', async () => {
      const missing = await create(adminA, A, {});
      expect(missing.status).toBe(422);
      expect(missing.body.message).toBe('Datele trimise nu sunt valide.');
      expect(missing.body.errors).toEqual({
        name: ['Câmpul este obligatoriu.'],
        type: ['Câmpul este obligatoriu.'],
        value: ['Câmpul este obligatoriu.'],
      });
      const wrongType = await create(adminA, A, { name: 7, type: 'procent', value: 'zece', active: 'da', extra: 1 });
      expect(Object.keys(wrongType.body.errors).sort()).toEqual(['active', 'extra', 'name', 'type', 'value']);
      expect(wrongType.body.errors.extra).toEqual(['Câmpul nu este permis.']);
      expect(wrongType.body.errors.type).toEqual(['Valoarea aleasă nu este permisă.']);
      const decimals = await create(adminA, A, { name: 'Zecimale', type: 'fixed', value: 1.234 });
      expect(decimals.body.errors).toEqual({ value: ['Introduceți o sumă validă, cu cel mult două zecimale.'] });
      const tooLong = await create(adminA, A, { name: 'x'.repeat(121), type: 'fixed', value: 5 });
      expect(tooLong.body.errors).toEqual({ name: ['Poate avea cel mult 120 de caractere.'] });
    });

    it('checks the value range by type: percent 0 < v ≤ 100, fixed > 0', async () => {
      for (const [type, value, message] of [
        ['percent', 150, 'Procentul trebuie să fie între 0 și 100.'],
        ['percent', 0, 'Procentul trebuie să fie între 0 și 100.'],
        ['percent', '100.01', 'Procentul trebuie să fie între 0 și 100.'],
        ['fixed', 0, 'Suma trebuie să fie mai mare decât 0.'],
        ['fixed', -5, 'Suma trebuie să fie mai mare decât 0.'],
      ] as const) {
        const res = await create(adminA, A, { name: 'Interval', type, value });
        expect(res.status).toBe(422);
        expect(res.body).toEqual({ message: 'Datele trimise nu sunt valide.', errors: { value: [message] } });
      }
      const fixedBig = await create(adminA, A, { name: 'Sumă mare', type: 'fixed', value: 150 });
      expect(fixedBig.status).toBe(201);
      await t.call('POST', `${base(A)}/discounts/${fixedBig.body.id}/delete`, { token: adminA });
    });
  });

  describe('GET {base}/discounts', () => {
    beforeAll(async () => {
      await create(adminB, B, { name: 'Străină', type: 'fixed', value: 1 });
    });

    it("answers 401 without a token and 403 on another company's path", async () => {
      expect((await t.call('GET', `${base(A)}/discounts`)).status).toBe(401);
      expect((await t.call('GET', `${base(A)}/discounts`, { token: adminB })).status).toBe(403);
    });

    it("answers a plain array of the company's own discounts in name order, filterable", async () => {
      const all = await t.call('GET', `${base(A)}/discounts`, { token: staffA });
      expect(all.status).toBe(200);
      expect(all.body.map((d: { name: string }) => d.name)).toEqual(['Copii', 'Gratuit', 'Pensionari']);
      expect(all.body[0]).toMatchObject({ type: 'fixed', value: '15.50' });
      const active = await t.call('GET', `${base(A)}/discounts?active=1`, { token: staffA });
      expect(active.body.map((d: { name: string }) => d.name)).toEqual(['Gratuit', 'Pensionari']);
      const inactive = await t.call('GET', `${base(A)}/discounts?active=false`, { token: staffA });
      expect(inactive.body.map((d: { name: string }) => d.name)).toEqual(['Copii']);
      const fixed = await t.call('GET', `${base(A)}/discounts?type=fixed`, { token: staffA });
      expect(fixed.body.map((d: { name: string }) => d.name)).toEqual(['Copii']);
      const search = await t.call('GET', `${base(A)}/discounts?search=pens`, { token: staffA });
      expect(search.body.map((d: { name: string }) => d.name)).toEqual(['Pensionari']);
      const desc = await t.call('GET', `${base(A)}/discounts?sort_dir=desc`, { token: staffA });
      expect(desc.body.map((d: { name: string }) => d.name)).toEqual(['Pensionari', 'Gratuit', 'Copii']);
      const other = await t.call('GET', `${base(B)}/discounts`, { token: adminB });
      expect(other.body.map((d: { name: string }) => d.name)).toEqual(['Străină']);
    });

    it('answers 422 for a bad filter', async () => {
      const res = await t.call('GET', `${base(A)}/discounts?type=mare&active=poate&unknown=1`, { token: staffA });
      expect(res.status).toBe(422);
      expect(Object.keys(res.body.errors).sort()).toEqual(['active', 'type', 'unknown']);
    });
  });

  describe('GET, update and delete {base}/discounts/{id}', () => {
    let id: number;
    let foreignId: number;
    beforeAll(async () => {
      id = (await create(adminA, A, { name: 'De editat', type: 'percent', value: 50 })).body.id;
      foreignId = (await create(adminB, B, { name: 'A altora', type: 'fixed', value: 5 })).body.id;
    });

    it("answers 401 without a token and 403 on another company's path", async () => {
      expect((await t.call('GET', `${base(A)}/discounts/${id}`)).status).toBe(401);
      expect((await t.call('POST', `${base(A)}/discounts/${id}/update`, { body: { name: 'X' } })).status).toBe(401);
      expect((await t.call('POST', `${base(A)}/discounts/${id}/delete`)).status).toBe(401);
      for (const [method, suffix] of [
        ['GET', ''],
        ['POST', '/update'],
        ['POST', '/delete'],
      ] as const) {
        const res = await t.call(method, `${base(A)}/discounts/${id}${suffix}`, {
          token: adminB,
          body: method === 'POST' ? {} : undefined,
        });
        expect(res.status).toBe(403);
      }
    });

    it("answers 404 for another company's discount id on one's own path", async () => {
      for (const [method, suffix, body] of [
        ['GET', '', undefined],
        ['POST', '/update', { name: 'Furată' }],
        ['POST', '/delete', {}],
      ] as const) {
        const res = await t.call(method, `${base(A)}/discounts/${foreignId}${suffix}`, { token: adminA, body });
        expect(res.status).toBe(404);
        expect(res.body).toEqual({ message: 'Resursa nu a fost găsită.' });
      }
      expect((await t.call('GET', `${base(A)}/discounts/abc`, { token: adminA })).status).toBe(404);
      const still = await t.call('GET', `${base(B)}/discounts/${foreignId}`, { token: adminB });
      expect(still.body.name).toBe('A altora');
    });

    it('answers one discount', async () => {
      const res = await t.call('GET', `${base(A)}/discounts/${id}`, { token: staffA });
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ id, name: 'De editat', type: 'percent', value: '50.00' });
    });

    it('updates the given fields and keeps the others', async () => {
      const res = await t.call('POST', `${base(A)}/discounts/${id}/update`, {
        token: staffA,
        body: { description: 'Doar weekend', value: 25 },
      });
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({
        name: 'De editat',
        type: 'percent',
        value: '25.00',
        description: 'Doar weekend',
        active: true,
      });
      const cleared = await t.call('POST', `${base(A)}/discounts/${id}/update`, {
        token: staffA,
        body: { description: '', active: false },
      });
      expect(cleared.body).toMatchObject({ description: null, active: false, value: '25.00' });
    });

    it('answers 422 on update for null on a required field, a bad value or an unknown field', async () => {
      const nulled = await t.call('POST', `${base(A)}/discounts/${id}/update`, {
        token: adminA,
        body: { name: null, value: null },
      });
      expect(nulled.status).toBe(422);
      expect(nulled.body.errors).toEqual({ name: ['Câmpul este obligatoriu.'], value: ['Câmpul este obligatoriu.'] });
      const range = await t.call('POST', `${base(A)}/discounts/${id}/update`, { token: adminA, body: { value: 101 } });
      expect(range.body.errors).toEqual({ value: ['Procentul trebuie să fie între 0 și 100.'] });
      const unknown = await t.call('POST', `${base(A)}/discounts/${id}/update`, {
        token: adminA,
        body: { company_id: B },
      });
      expect(unknown.body.errors).toEqual({ company_id: ['Câmpul nu este permis.'] });
    });

    it('re-checks the kept value when the type switches', async () => {
      const big = await t.call('POST', `${base(A)}/discounts/${id}/update`, {
        token: adminA,
        body: { type: 'fixed', value: 250 },
      });
      expect(big.status).toBe(200);
      expect(big.body).toMatchObject({ type: 'fixed', value: '250.00' });
      // 250 lei is fine as a sum but not as a percentage.
      const back = await t.call('POST', `${base(A)}/discounts/${id}/update`, {
        token: adminA,
        body: { type: 'percent' },
      });
      expect(back.status).toBe(422);
      expect(back.body.errors).toEqual({ value: ['Procentul trebuie să fie între 0 și 100.'] });
      const both = await t.call('POST', `${base(A)}/discounts/${id}/update`, {
        token: adminA,
        body: { type: 'percent', value: 10 },
      });
      expect(both.body).toMatchObject({ type: 'percent', value: '10.00' });
      const unchanged = await t.call('GET', `${base(A)}/discounts/${id}`, { token: adminA });
      expect(unchanged.body).toMatchObject({ type: 'percent', value: '10.00' });
    });

    it('deletes an unused discount, for staff too', async () => {
      const res = await t.call('POST', `${base(A)}/discounts/${id}/delete`, { token: staffA });
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ message: 'Reducerea a fost ștearsă.' });
      expect((await t.call('GET', `${base(A)}/discounts/${id}`, { token: staffA })).status).toBe(404);
      expect((await t.call('POST', `${base(A)}/discounts/${id}/delete`, { token: staffA })).status).toBe(404);
    });
  });
});
