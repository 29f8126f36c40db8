import { DB_KIND, demoWorld, TestApp } from './support/app';
import { oneDayCompetition } from './support/competitions';

describe(`waters (${DB_KIND})`, () => {
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
    t.call('POST', `${base(companyId)}/createWater`, { token, body });

  describe('POST {base}/createWater', () => {
    it('answers 401 without a token', async () => {
      expect((await t.call('POST', `${base(A)}/createWater`, { body: { name: 'X' } })).status).toBe(401);
    });

    it("answers 403 on another company's path", async () => {
      expect((await create(adminB, A, { name: 'Intrus' })).status).toBe(403);
    });

    it('creates a water with its fish species and county, for staff too', async () => {
      const res = await create(staffA, A, {
        name: 'Lacul Mare',
        state_id: 14,
        city: 'Gilău',
        surface_ha: 12.5,
        latitude: '46.751234',
        longitude: 23.38,
        rules: 'Se pescuiește doar cu cârlige fără barbă.',
        fish_ids: [1, 7],
      });
      expect(res.status).toBe(201);
      expect(res.body).toMatchObject({
        name: 'Lacul Mare',
        state_id: 14,
        surface_ha: '12.50',
        latitude: '46.751234',
        longitude: '23.380000',
        fish_ids: [1, 7],
        fishes: [
          { id: 1, name: 'crap' },
          { id: 7, name: 'știucă' },
        ],
        active: true,
      });
    });

    it('answers 422 for each kind of bad field', async () => {
      const res = await create(adminA, A, {
        name: '',
        state_id: 999,
        surface_ha: -1,
        latitude: 91,
        fish_ids: [1, 999],
      });
      expect(res.status).toBe(422);
      expect(Object.keys(res.body.errors).sort()).toEqual(['latitude', 'name', 'surface_ha']);
      const refs = await create(adminA, A, { name: 'Referințe', state_id: 999, fish_ids: [1, 999] });
      expect(refs.body.errors).toEqual({
        state_id: ['Județul ales nu există.'],
        fish_ids: ['Una dintre speciile alese nu există.'],
      });
      const dup = await create(adminA, A, { name: 'Lacul Mare' });
      expect(dup.body.errors).toEqual({ name: ['Există deja o apă cu acest nume.'] });
      // The same name in other letters or with more spaces is the same name, on both databases.
      for (const name of ['lacul mare', ' LACUL   Mare '])
        expect((await create(adminA, A, { name })).body.errors).toEqual({ name: ['Există deja o apă cu acest nume.'] });
      const spaced = await create(adminA, A, { name: 'Balta  de   la   Moară' });
      expect([spaced.status, spaced.body.name]).toEqual([201, 'Balta de la Moară']);
      expect(
        (await t.call('POST', `${base(A)}/waters/${spaced.body.id}/delete`, { token: adminA, body: {} })).status,
      ).toBe(200);
      const wrongType = await create(adminA, A, { name: 'Tip', fish_ids: 'crap', active: 'da' });
      expect(Object.keys(wrongType.body.errors).sort()).toEqual(['active', 'fish_ids']);
    });

    it('lets two companies use the same water name', async () => {
      expect((await create(adminB, B, { name: 'Lacul Mare' })).status).toBe(201);
    });
  });

  describe('GET {base}/waters', () => {
    it("answers 401 without a token and 403 on another company's path", async () => {
      expect((await t.call('GET', `${base(A)}/waters`)).status).toBe(401);
      expect((await t.call('GET', `${base(A)}/waters`, { token: adminB })).status).toBe(403);
    });

    it("answers a plain array of the company's own waters, searchable and filterable", async () => {
      await create(adminA, A, { name: 'Balta Mică', active: false });
      const all = await t.call('GET', `${base(A)}/waters`, { token: staffA });
      expect(all.status).toBe(200);
      expect(all.body.map((w: { name: string }) => w.name)).toEqual(['Balta Mică', 'Lacul Mare']);
      // (later tests add more waters)
      const active = await t.call('GET', `${base(A)}/waters?active=1`, { token: staffA });
      expect(active.body.map((w: { name: string }) => w.name)).toEqual(['Lacul Mare']);
      const search = await t.call('GET', `${base(A)}/waters?search=mic&sort_dir=desc`, { token: staffA });
      expect(search.body.map((w: { name: string }) => w.name)).toEqual(['Balta Mică']);
      const other = await t.call('GET', `${base(B)}/waters`, { token: adminB });
      expect(other.body).toHaveLength(1);
    });
  });

  it("counts each water's active stands, in the list and the detail (the board opens on a water with stands)", async () => {
    const lake = (await create(adminA, A, { name: 'Lac cu standuri' })).body.id;
    const stand = (n: string) =>
      t.call('POST', `${base(A)}/createStand`, { token: adminA, body: { water_id: lake, number: n } });
    expect((await stand('1')).status).toBe(201);
    const second = await stand('2');
    expect(second.status).toBe(201);
    const off = await t.call('POST', `${base(A)}/stands/${second.body.id}/update`, {
      token: adminA,
      body: { active: false },
    });
    expect(off.status).toBe(200);
    // Another company's stands never count here.
    const theirs = (await create(adminB, B, { name: 'Lacul lor' })).body.id;
    await t.call('POST', `${base(B)}/createStand`, { token: adminB, body: { water_id: theirs, number: '1' } });
    const list = await t.call('GET', `${base(A)}/waters`, { token: staffA });
    const counts = Object.fromEntries(
      list.body.map((w: { name: string; stands_count: number }) => [w.name, w.stands_count]),
    );
    expect(counts['Lac cu standuri']).toBe(1);
    expect(counts['Lacul Mare']).toBe(0);
    expect((await t.call('GET', `${base(A)}/waters/${lake}`, { token: staffA })).body.stands_count).toBe(1);
    // The waters that travel with the session are not counted: no number there (it once held each
    // water's place in the list, given as the count).
    const session = await t.call('GET', '/api/user', { token: staffA });
    const carried = (session.body.user.company.waters as Record<string, unknown>[]).map((w) => 'stands_count' in w);
    expect(carried.length).toBeGreaterThan(1);
    expect(carried.every((has) => !has)).toBe(true);
  });

  it("lists each water's species and released species once each, as its detail shows them", async () => {
    // 3 species × 2 released: the list's statement has a row for each pair.
    const id = (
      await create(adminA, A, {
        name: 'Lac cu specii',
        surface_ha: 3,
        latitude: '46.5',
        fish_ids: [7, 1, 3],
        release_fish_ids: [7, 3],
      })
    ).body.id;
    const list = await t.call('GET', `${base(A)}/waters`, { token: staffA });
    const listed = list.body.find((w: { id: number }) => w.id === id);
    expect(listed).toMatchObject({ fish_ids: [1, 3, 7], release_fish_ids: [3, 7], surface_ha: '3.00' });
    expect(listed).toEqual((await t.call('GET', `${base(A)}/waters/${id}`, { token: staffA })).body);
  });

  it('searches LIKE wildcards literally: "50%" finds only the name with "50%"', async () => {
    await create(adminA, A, { name: 'Lac 50% rezervat' });
    await create(adminA, A, { name: 'Lac 500 ha' });
    const res = await t.call('GET', `${base(A)}/waters?search=${encodeURIComponent('50%')}`, { token: adminA });
    expect(res.body.map((w: { name: string }) => w.name)).toEqual(['Lac 50% rezervat']);
    const under = await t.call('GET', `${base(A)}/waters?search=${encodeURIComponent('_')}`, { token: adminA });
    expect(under.body).toEqual([]);
  });

  describe('GET, update and delete {base}/waters/{id}', () => {
    let id: number;
    let foreignId: number;
    beforeAll(async () => {
      id = (await create(adminA, A, { name: 'De editat', fish_ids: [2] })).body.id;
      foreignId = (await create(adminB, B, { name: 'Străină' })).body.id;
    });

    it("answers 404 for another company's water id on one's own path", async () => {
      for (const [method, suffix, body] of [
        ['GET', '', undefined],
        ['POST', '/update', { name: 'Furată' }],
        ['POST', '/delete', {}],
      ] as const) {
        const res = await t.call(method, `${base(A)}/waters/${foreignId}${suffix}`, { token: adminA, body });
        expect(res.status).toBe(404);
        expect(res.body).toEqual({ message: 'Resursa nu a fost găsită.' });
      }
      const still = await t.call('GET', `${base(B)}/waters/${foreignId}`, { token: adminB });
      expect(still.body.name).toBe('Străină');
    });

    it('answers 404 for an id that is not a number', async () => {
      expect((await t.call('GET', `${base(A)}/waters/abc`, { token: adminA })).status).toBe(404);
    });

    it('updates the given fields and keeps the others', async () => {
      const res = await t.call('POST', `${base(A)}/waters/${id}/update`, {
        token: staffA,
        body: { city: 'Cluj', fish_ids: [3, 2] },
      });
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ name: 'De editat', city: 'Cluj', fish_ids: [2, 3] });
      const nulled = await t.call('POST', `${base(A)}/waters/${id}/update`, { token: staffA, body: { name: null } });
      expect(nulled.status).toBe(422);
      expect(nulled.body.errors.name).toEqual(['Câmpul este obligatoriu.']);
    });

    it('refuses to delete a water that stands, bookings or competitions use, naming them, and the stand a competition names', async () => {
      const call = (path: string, body?: object) => t.call('POST', `${base(A)}${path}`, { token: adminA, body });
      const refusal = async (path: string) => {
        const res = await call(path);
        expect(res.status).toBe(409);
        return res.body.message as string;
      };
      const withStands = (await create(adminA, A, { name: 'Cu standuri' })).body.id;
      for (const number of ['1', '2'])
        expect((await call('/createStand', { water_id: withStands, number })).status).toBe(201);
      expect(await refusal(`/waters/${withStands}/delete`)).toBe(
        'Apa nu poate fi ștearsă: este folosită de 2 standuri. O puteți dezactiva.',
      );

      const booked = (await create(adminA, A, { name: 'Cu rezervări' })).body.id;
      const plan = (
        await call('/createPlan', {
          name: 'Zi',
          water_ids: [booked],
          duration_value: 1,
          duration_unit: 'days',
          price: 10,
        })
      ).body.id;
      const booking = await call('/createBooking', {
        guest_name: 'Oaspete',
        guest_phone: '0722000000',
        water_id: booked,
        plan_id: plan,
        starts_at: '2031-05-01T05:00:00.000Z',
        ends_at: '2031-05-01T15:00:00.000Z',
      });
      expect(booking.status).toBe(201);
      expect(await refusal(`/waters/${booked}/delete`)).toBe(
        'Apa nu poate fi ștearsă: este folosită de planurile „Zi” și 1 rezervare. O puteți dezactiva.',
      );

      const contested = (await create(adminA, A, { name: 'Cu concurs' })).body.id;
      const stand = (await call('/createStand', { water_id: contested, number: '7' })).body.id;
      const competition = await call(
        '/createCompetition',
        oneDayCompetition({ name: 'Cupa de probă', water_id: contested, stand_ids: [stand], day: '2031-06-01' }),
      );
      expect(competition.status).toBe(201);
      expect(await refusal(`/stands/${stand}/delete`)).toBe(
        'Standul 7 nu poate fi șters: are rezervări, permise sau concursuri. Îl puteți dezactiva.',
      );
      expect(await refusal(`/waters/${contested}/delete`)).toBe(
        'Apa nu poate fi ștearsă: este folosită de 1 stand și concursul „Cupa de probă”. O puteți dezactiva.',
      );
      // The competition still shows its water and its stand.
      const shown = await t.call('GET', `${base(A)}/competitions/${competition.body.id}`, { token: adminA });
      expect(shown.body.water).toEqual({ id: contested, name: 'Cu concurs' });
    });

    it('refuses to delete a water a fiscal cash register prints for, naming it; the register stays editable', async () => {
      // No foreign key holds a register's water_ids: the water went, and every later edit of the
      // register answered 422 "O apă aleasă nu există." on a field nobody touched.
      const printed = (await create(adminA, A, { name: 'Cu casă de marcat' })).body.id;
      const device = await t.call('POST', `${base(A)}/createFiscalDevice`, {
        token: adminA,
        body: { name: 'Casa de la ponton', format: 'fprint', water_ids: [printed] },
      });
      expect(device.status).toBe(201);
      const res = await t.call('POST', `${base(A)}/waters/${printed}/delete`, { token: adminA });
      expect(res.status).toBe(409);
      expect(res.body).toEqual({
        message: 'Apa nu poate fi ștearsă: este folosită de casa de marcat „Casa de la ponton”. O puteți dezactiva.',
      });
      const renamed = await t.call('POST', `${base(A)}/fiscalDevices/${device.body.id}/update`, {
        token: adminA,
        body: { name: 'Casa de la debarcader' },
      });
      expect(renamed.status).toBe(200);
      // The water taken off the register, it goes.
      const off = await t.call('POST', `${base(A)}/fiscalDevices/${device.body.id}/update`, {
        token: adminA,
        body: { water_ids: [] },
      });
      expect(off.status).toBe(200);
      expect((await t.call('POST', `${base(A)}/waters/${printed}/delete`, { token: adminA })).status).toBe(200);
    });

    it('deletes an unused water', async () => {
      const res = await t.call('POST', `${base(A)}/waters/${id}/delete`, { token: staffA });
      expect(res.status).toBe(200);
      expect((await t.call('GET', `${base(A)}/waters/${id}`, { token: staffA })).status).toBe(404);
    });
  });

  describe('concurrent requests for one name', () => {
    it('answers one of 60 concurrent creations of one name 201 and the others the sequential 422, never 500', async () => {
      const answers = await Promise.all(
        Array.from({ length: 60 }, (_, i) => create(i % 2 ? staffA : adminA, A, { name: 'Lacul Grăbit' })),
      );
      const sequential = await create(adminA, A, { name: 'Lacul Grăbit' });
      expect(sequential.status).toBe(422);
      expect(answers.map((a) => a.status).sort()).toEqual([201, ...Array<number>(59).fill(422)]);
      for (const a of answers.filter((x) => x.status !== 201)) expect(a.body).toEqual(sequential.body);
      const rows = await t.dataSource.query<{ n: number }[]>(
        'SELECT COUNT(*) AS n FROM waters WHERE company_id = ? AND name = ?',
        [A, 'Lacul Grăbit'],
      );
      expect(Number(rows[0].n)).toBe(1);
    }, 60_000);

    it('answers one of 30 concurrent renames of different waters to one name 200 and the others the sequential 422, never 500', async () => {
      const ids: number[] = [];
      for (let i = 0; i < 31; i++) ids.push((await create(adminA, A, { name: `Redenumită ${i}` })).body.id);
      const rename = (waterId: number) =>
        t.call('POST', `${base(A)}/waters/${waterId}/update`, { token: adminA, body: { name: 'Numele Dorit' } });
      const answers = await Promise.all(ids.slice(0, 30).map(rename));
      const sequential = await rename(ids[30]);
      expect(sequential.status).toBe(422);
      expect(answers.map((a) => a.status).sort()).toEqual([200, ...Array<number>(29).fill(422)]);
      for (const a of answers.filter((x) => x.status !== 200)) expect(a.body).toEqual(sequential.body);
      const rows = await t.dataSource.query<{ n: number }[]>(
        'SELECT COUNT(*) AS n FROM waters WHERE company_id = ? AND name = ?',
        [A, 'Numele Dorit'],
      );
      expect(Number(rows[0].n)).toBe(1);
    }, 60_000);
  });
});
