import { Pass } from '@app/passes/entities/pass.entity';
import { DB_KIND, demoWorld, TestApp } from './support/app';
import { raceHeld } from './support/locks';

describe(`plans (${DB_KIND})`, () => {
  let t: TestApp;
  let A: number;
  let B: number;
  let adminA: string;
  let staffA: string;
  let adminB: string;
  let lakeA: number;
  let pondA: number;
  let lakeB: number;
  const base = (companyId: number) => `/api/company/${companyId}`;

  beforeAll(async () => {
    ({ t, A, B, adminA, staffA, adminB } = await demoWorld());
    const water = async (token: string, companyId: number, name: string) =>
      (await t.call('POST', `${base(companyId)}/createWater`, { token, body: { name } })).body.id as number;
    lakeA = await water(adminA, A, 'Lacul Mare');
    pondA = await water(adminA, A, 'Balta Mică');
    lakeB = await water(adminB, B, 'Lacul Străin');
    await t.call('POST', `${base(A)}/createDiscount`, {
      token: adminA,
      body: { name: 'Pensionari', type: 'percent', value: 20 },
    });
  });
  afterAll(async () => {
    await t.close();
  });

  const create = (token: string, companyId: number, body: object) =>
    t.call('POST', `${base(companyId)}/createPlan`, { token, body });
  const valid = () => ({
    name: 'Permis 24 ore',
    water_ids: [lakeA],
    duration_value: 24,
    duration_unit: 'hours',
    price: 50,
  });

  describe('POST {base}/createPlan', () => {
    it('answers 401 without a token', async () => {
      expect((await t.call('POST', `${base(A)}/createPlan`, { body: valid() })).status).toBe(401);
    });

    it("answers 403 on another company's path", async () => {
      const res = await create(adminB, A, valid());
      expect(res.status).toBe(403);
      expect(res.body).toEqual({ message: 'Nu aveți acces la datele acestei firme.' });
    });

    it('creates a plan with the defaults and the names of its waters, for staff too', async () => {
      const res = await create(staffA, A, valid());
      expect(res.status).toBe(201);
      expect(res.body).toEqual({
        id: expect.any(Number),
        name: 'Permis 24 ore',
        water_ids: [lakeA],
        waters: [{ id: lakeA, name: 'Lacul Mare' }],
        duration_value: 24,
        duration_unit: 'hours',
        price: '50.00',
        rods: 2,
        retention_kg: '0.00',
        extra_kg_price: '0.00',
        night: false,
        description: null,
        active: true,
        created_at: expect.any(String),
        updated_at: expect.any(String),
      });
    });

    it('takes every field', async () => {
      const res = await create(adminA, A, {
        name: 'Abonament anual',
        water_ids: [pondA, lakeA],
        duration_value: 1,
        duration_unit: 'years',
        price: '1200.5',
        rods: 4,
        retention_kg: 5.5,
        night: true,
        description: 'Include pescuitul de noapte.',
        active: false,
      });
      expect(res.status).toBe(201);
      expect(res.body).toMatchObject({
        water_ids: [lakeA, pondA].sort((a, b) => a - b),
        duration_value: 1,
        duration_unit: 'years',
        price: '1200.50',
        rods: 4,
        retention_kg: '5.50',
        night: true,
        description: 'Include pescuitul de noapte.',
        active: false,
      });
      expect(res.body.waters.map((w: { name: string }) => w.name).sort()).toEqual(['Balta Mică', 'Lacul Mare']);
    });

    it('answers 422 for missing required fields', async () => {
      const res = await create(adminA, A, {});
      expect(res.status).toBe(422);
      expect(res.body.message).toBe('Datele trimise nu sunt valide.');
      expect(Object.keys(res.body.errors).sort()).toEqual([
        'duration_unit',
        'duration_value',
        'name',
        'price',
        'water_ids',
      ]);
      expect(res.body.errors.name).toEqual(['Câmpul este obligatoriu.']);
      const empty = await create(adminA, A, { ...valid(), water_ids: [] });
      expect(empty.body.errors).toEqual({ water_ids: ['Alegeți cel puțin o opțiune.'] });
    });

    it('answers 422 for wrong types, out-of-range values and unknown fields', async () => {
      const types = await create(adminA, A, {
        ...valid(),
        water_ids: 'Lacul Mare',
        duration_value: 'o zi',
        price: 'gratis',
        night: 'da',
        rods: 2.5,
      });
      expect(Object.keys(types.body.errors).sort()).toEqual(['duration_value', 'night', 'price', 'rods', 'water_ids']);
      const range = await create(adminA, A, {
        ...valid(),
        duration_value: 0,
        duration_unit: 'weeks',
        price: -1,
        rods: 11,
        retention_kg: 1000.01,
      });
      expect(range.body.errors).toEqual({
        duration_value: ['Valoarea minimă este 1.'],
        duration_unit: ['Valoarea aleasă nu este permisă.'],
        price: ['Suma trebuie să fie între 0 și 9999999999.'],
        rods: ['Valoarea maximă este 10.'],
        retention_kg: ['Suma trebuie să fie între 0 și 1000.'],
      });
      const over = await create(adminA, A, { ...valid(), duration_value: 1001, rods: 0 });
      expect(over.body.errors).toEqual({
        duration_value: ['Valoarea maximă este 1000.'],
        rods: ['Valoarea minimă este 1.'],
      });
      const unknown = await create(adminA, A, { ...valid(), company_id: B });
      expect(unknown.body.errors).toEqual({ company_id: ['Câmpul nu este permis.'] });
    });

    it("answers 422 on water_ids for another company's or a missing water", async () => {
      for (const water_ids of [[lakeB], [lakeA, lakeB], [lakeA, 999999]]) {
        const res = await create(adminA, A, { ...valid(), water_ids });
        expect(res.status).toBe(422);
        expect(res.body.errors).toEqual({ water_ids: ['Una dintre apele alese nu există.'] });
      }
    });
  });

  describe('GET {base}/plans', () => {
    beforeAll(async () => {
      await create(adminA, A, { ...valid(), name: 'Balta mică de zi', water_ids: [pondA], duration_value: 12 });
      await create(adminB, B, { ...valid(), name: 'Plan străin', water_ids: [lakeB] });
    });

    it("answers 401 without a token and 403 on another company's path", async () => {
      expect((await t.call('GET', `${base(A)}/plans`)).status).toBe(401);
      expect((await t.call('GET', `${base(A)}/plans`, { token: adminB })).status).toBe(403);
    });

    it("answers the company's plans in name order with its waters and discounts", async () => {
      const res = await t.call('GET', `${base(A)}/plans`, { token: staffA });
      expect(res.status).toBe(200);
      expect(Object.keys(res.body).sort()).toEqual(['discounts', 'plans', 'waters']);
      expect(res.body.plans.map((p: { name: string }) => p.name)).toEqual([
        'Abonament anual',
        'Balta mică de zi',
        'Permis 24 ore',
      ]);
      expect(res.body.plans[2]).toMatchObject({ waters: [{ id: lakeA, name: 'Lacul Mare' }], price: '50.00' });
      expect(res.body.waters.map((w: { name: string }) => w.name)).toEqual(['Balta Mică', 'Lacul Mare']);
      expect(res.body.waters[0]).toMatchObject({ id: pondA, fish_ids: [], active: true });
      expect(res.body.discounts).toEqual([
        expect.objectContaining({ name: 'Pensionari', type: 'percent', value: '20.00' }),
      ]);
      const other = await t.call('GET', `${base(B)}/plans`, { token: adminB });
      expect(other.body.plans.map((p: { name: string }) => p.name)).toEqual(['Plan străin']);
      expect(other.body.waters.map((w: { name: string }) => w.name)).toEqual(['Lacul Străin']);
      expect(other.body.discounts).toEqual([]);
    });

    it("filters by search, active and water, keeping all of a plan's waters", async () => {
      const names = async (query: string) =>
        (await t.call('GET', `${base(A)}/plans?${query}`, { token: staffA })).body.plans.map(
          (p: { name: string }) => p.name,
        );
      expect(await names('search=permis')).toEqual(['Permis 24 ore']);
      expect(await names('search=noapte')).toEqual(['Abonament anual']);
      expect(await names('active=1')).toEqual(['Balta mică de zi', 'Permis 24 ore']);
      expect(await names('active=0')).toEqual(['Abonament anual']);
      expect(await names(`water_id=${pondA}`)).toEqual(['Abonament anual', 'Balta mică de zi']);
      expect(await names(`water_id=${pondA}&active=true&search=zi`)).toEqual(['Balta mică de zi']);
      expect(await names(`water_id=${lakeB}`)).toEqual([]);
      const filtered = await t.call('GET', `${base(A)}/plans?water_id=${pondA}`, { token: staffA });
      expect(filtered.body.plans[0].water_ids).toHaveLength(2);
    });

    it('answers 422 for a bad filter', async () => {
      const res = await t.call('GET', `${base(A)}/plans?water_id=lac&active=poate&colour=red`, { token: staffA });
      expect(res.status).toBe(422);
      expect(Object.keys(res.body.errors).sort()).toEqual(['active', 'colour', 'water_id']);
    });
  });

  describe('GET, update and delete {base}/plans/{id}', () => {
    let id: number;
    let foreignId: number;
    beforeAll(async () => {
      id = (await create(adminA, A, { ...valid(), name: 'De editat', rods: 3, retention_kg: 2 })).body.id;
      foreignId = (await create(adminB, B, { ...valid(), name: 'A altora', water_ids: [lakeB] })).body.id;
    });

    it("answers 401 without a token and 403 on another company's path", async () => {
      expect((await t.call('GET', `${base(A)}/plans/${id}`)).status).toBe(401);
      expect((await t.call('POST', `${base(A)}/plans/${id}/update`, { body: {} })).status).toBe(401);
      expect((await t.call('POST', `${base(A)}/plans/${id}/delete`)).status).toBe(401);
      for (const [method, suffix] of [
        ['GET', ''],
        ['POST', '/update'],
        ['POST', '/delete'],
      ] as const) {
        const res = await t.call(method, `${base(A)}/plans/${id}${suffix}`, {
          token: adminB,
          body: method === 'POST' ? {} : undefined,
        });
        expect(res.status).toBe(403);
      }
    });

    it("answers 404 for another company's plan id on one's own path", async () => {
      for (const [method, suffix, body] of [
        ['GET', '', undefined],
        ['POST', '/update', { name: 'Furat' }],
        ['POST', '/delete', {}],
      ] as const) {
        const res = await t.call(method, `${base(A)}/plans/${foreignId}${suffix}`, { token: adminA, body });
        expect(res.status).toBe(404);
        expect(res.body).toEqual({ message: 'Resursa nu a fost găsită.' });
      }
      expect((await t.call('GET', `${base(A)}/plans/0`, { token: adminA })).status).toBe(404);
      const still = await t.call('GET', `${base(B)}/plans/${foreignId}`, { token: adminB });
      expect(still.body).toMatchObject({ name: 'A altora', water_ids: [lakeB] });
    });

    it('answers one plan with its waters', async () => {
      const res = await t.call('GET', `${base(A)}/plans/${id}`, { token: staffA });
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({
        id,
        name: 'De editat',
        rods: 3,
        retention_kg: '2.00',
        waters: [{ id: lakeA, name: 'Lacul Mare' }],
      });
    });

    it('updates the given fields and keeps the others', async () => {
      const res = await t.call('POST', `${base(A)}/plans/${id}/update`, {
        token: staffA,
        body: { price: 65, water_ids: [pondA], night: true, description: 'Nou' },
      });
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({
        name: 'De editat',
        price: '65.00',
        rods: 3,
        retention_kg: '2.00',
        night: true,
        duration_value: 24,
        duration_unit: 'hours',
        water_ids: [pondA],
        waters: [{ id: pondA, name: 'Balta Mică' }],
        description: 'Nou',
      });
      const kept = await t.call('POST', `${base(A)}/plans/${id}/update`, {
        token: staffA,
        body: { retention_kg: 0, active: false },
      });
      expect(kept.body).toMatchObject({ water_ids: [pondA], retention_kg: '0.00', active: false, price: '65.00' });
    });

    it('answers 422 on update for null on a required field, bad values and foreign waters', async () => {
      const nulled = await t.call('POST', `${base(A)}/plans/${id}/update`, {
        token: adminA,
        body: { name: null, price: null, water_ids: null, duration_unit: null },
      });
      expect(nulled.status).toBe(422);
      expect(nulled.body.errors).toEqual({
        name: ['Câmpul este obligatoriu.'],
        water_ids: ['Alegeți cel puțin o opțiune.'],
        duration_unit: ['Câmpul este obligatoriu.'],
        price: ['Câmpul este obligatoriu.'],
      });
      const bad = await t.call('POST', `${base(A)}/plans/${id}/update`, {
        token: adminA,
        body: { water_ids: [], rods: 0 },
      });
      expect(Object.keys(bad.body.errors).sort()).toEqual(['rods', 'water_ids']);
      const foreign = await t.call('POST', `${base(A)}/plans/${id}/update`, {
        token: adminA,
        body: { water_ids: [lakeB] },
      });
      expect(foreign.status).toBe(422);
      expect(foreign.body.errors).toEqual({ water_ids: ['Una dintre apele alese nu există.'] });
      const unchanged = await t.call('GET', `${base(A)}/plans/${id}`, { token: adminA });
      expect(unchanged.body).toMatchObject({ name: 'De editat', water_ids: [pondA] });
    });

    it('keeps the water from being deleted while a plan uses it', async () => {
      const res = await t.call('POST', `${base(A)}/waters/${pondA}/delete`, { token: adminA });
      expect(res.status).toBe(409);
      expect(res.body.message).toContain('„De editat”');
    });

    it('refuses to delete a plan that a booking names, naming it', async () => {
      const booked = (await create(adminA, A, { ...valid(), name: 'Rezervat' })).body.id;
      const booking = await t.call('POST', `${base(A)}/createBooking`, {
        token: staffA,
        body: {
          guest_name: 'Oaspete',
          guest_phone: '0722000000',
          water_id: lakeA,
          plan_id: booked,
          starts_at: '2031-05-01T05:00:00.000Z',
          ends_at: '2031-05-01T15:00:00.000Z',
        },
      });
      expect(booking.status).toBe(201);
      const res = await t.call('POST', `${base(A)}/plans/${booked}/delete`, { token: staffA });
      expect(res.status).toBe(409);
      expect(res.body).toEqual({
        message: 'Planul nu poate fi șters: este folosit de 1 rezervare. Îl puteți dezactiva.',
      });
      expect((await t.call('GET', `${base(A)}/plans/${booked}`, { token: staffA })).status).toBe(200);
    });

    it("refuses to delete a plan that a fiscal cash register's VAT groups name, naming it; the register stays editable", async () => {
      // No foreign key holds a register's plan_vat_groups: the plan went, and every later edit of the
      // register, its name alone, answered 422 "Un plan ales nu există." on a field nobody touched.
      const grouped = (await create(adminA, A, { ...valid(), name: 'Cu TVA' })).body.id;
      const device = await t.call('POST', `${base(A)}/createFiscalDevice`, {
        token: adminA,
        body: { name: 'Casa de la poartă', format: 'fprint', plan_vat_groups: [{ plan_id: grouped, vat_group: '2' }] },
      });
      expect(device.status).toBe(201);
      const res = await t.call('POST', `${base(A)}/plans/${grouped}/delete`, { token: staffA });
      expect(res.status).toBe(409);
      expect(res.body).toEqual({
        message: 'Planul nu poate fi șters: este folosit de casa de marcat „Casa de la poartă”. Îl puteți dezactiva.',
      });
      expect((await t.call('GET', `${base(A)}/plans/${grouped}`, { token: staffA })).status).toBe(200);
      const renamed = await t.call('POST', `${base(A)}/fiscalDevices/${device.body.id}/update`, {
        token: adminA,
        body: { name: 'Casa mare' },
      });
      expect(renamed.status).toBe(200);
      expect(renamed.body.plan_vat_groups).toEqual([{ plan_id: grouped, vat_group: '2' }]);
      // Its group taken off the register, the plan goes.
      const ungrouped = await t.call('POST', `${base(A)}/fiscalDevices/${device.body.id}/update`, {
        token: adminA,
        body: { plan_vat_groups: [] },
      });
      expect(ungrouped.status).toBe(200);
      expect((await t.call('POST', `${base(A)}/plans/${grouped}/delete`, { token: staffA })).status).toBe(200);
    });

    if (DB_KIND === 'mariadb') {
      it('refuses the delete of a plan that a booking takes while the delete runs (MariaDB, real locks)', async () => {
        const free = (await create(adminA, A, { ...valid(), name: 'Liber' })).body.id;
        const [booking] = await t.dataSource.query<{ id: number }[]>(
          'SELECT id FROM bookings WHERE company_id = ? ORDER BY id LIMIT 1',
          [A],
        );
        // Another request moves a booking to the plan: its change is not committed when the delete
        // asks what uses the plan, and the delete's foreign-key check waits for it.
        const res = await raceHeld(t.dataSource, {
          hold: (held) => held.query('UPDATE bookings SET plan_id = ? WHERE id = ?', [free, booking.id]),
          request: () => t.call('POST', `${base(A)}/plans/${free}/delete`, { token: staffA }),
        });
        expect(res.status).toBe(409);
        expect(res.body).toEqual({
          message: 'Planul nu poate fi șters: este folosit de 1 rezervare. Îl puteți dezactiva.',
        });
        expect((await t.call('GET', `${base(A)}/plans/${free}`, { token: staffA })).status).toBe(200);
      });
    }

    it('deletes an unused plan, for staff too, and frees its waters', async () => {
      const res = await t.call('POST', `${base(A)}/plans/${id}/delete`, { token: staffA });
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ message: 'Planul a fost șters.' });
      expect((await t.call('GET', `${base(A)}/plans/${id}`, { token: staffA })).status).toBe(404);
      const links: unknown[] = await t.dataSource.query('SELECT plan_id FROM plan_waters WHERE plan_id = ?', [id]);
      expect(links).toEqual([]);
      const water = await t.call('POST', `${base(A)}/waters/${pondA}/delete`, { token: adminA });
      expect(water.status).toBe(409);
      expect(water.body.message).not.toContain('De editat');
    });
  });

  describe('GET {base}/planSales', () => {
    it("answers 401 without a token and 403 on another company's path", async () => {
      expect((await t.call('GET', `${base(A)}/planSales`)).status).toBe(401);
      expect((await t.call('GET', `${base(A)}/planSales`, { token: adminB })).status).toBe(403);
    });

    it('counts the passes sold per plan and water in the last 30 days, the most sold first, for staff too', async () => {
      const plan = async (name: string) =>
        (await create(adminA, A, { ...valid(), name, water_ids: [lakeA, pondA] })).body.id as number;
      const [often, seldom] = [await plan('Vândut des'), await plan('Vândut rar')];
      const client = (
        await t.call('POST', `${base(A)}/createClient`, {
          token: staffA,
          body: { first_name: 'Ion', last_name: 'Vânzări' },
        })
      ).body.id as number;
      const sell = async (plan_id: number, water_id: number) => {
        const res = await t.call('POST', `${base(A)}/clients/${client}/createPass`, {
          token: staffA,
          body: { plan_id, water_id, payment_method: 'card' },
        });
        expect(res.status).toBe(201);
        return res.body.id as number;
      };
      await sell(often, lakeA);
      await sell(often, lakeA);
      await sell(often, lakeA);
      await sell(seldom, lakeA);
      await sell(often, pondA);
      // Neither a cancelled pass nor one sold 31 days ago counts.
      const cancelled = await sell(seldom, pondA);
      expect(
        (await t.call('POST', `${base(A)}/passes/${cancelled}/delete`, { token: adminA, body: { reason: 'greșit' } }))
          .status,
      ).toBe(200);
      const old = await sell(seldom, lakeA);
      await t.dataSource.getRepository(Pass).update(old, { created_at: new Date(Date.now() - 31 * 86_400_000) });

      const res = await t.call('GET', `${base(A)}/planSales`, { token: staffA });
      expect(res.status).toBe(200);
      const mine = res.body.rows.filter((r: { plan_id: number }) => [often, seldom].includes(r.plan_id));
      expect(mine).toEqual([
        { plan_id: often, water_id: lakeA, sold: 3 },
        { plan_id: often, water_id: pondA, sold: 1 },
        { plan_id: seldom, water_id: lakeA, sold: 1 },
      ]);
      const other = await t.call('GET', `${base(B)}/planSales`, { token: adminB });
      expect(other.body.rows.some((r: { plan_id: number }) => [often, seldom].includes(r.plan_id))).toBe(false);
    });
  });
});
