import { cnpControlDigit } from '@app/common/validation/cnp';
import { DB_KIND, demoWorld, TestApp } from './support/app';
import { oneDayCompetition } from './support/competitions';
import { raceHeld } from './support/locks';

/** A valid CNP from its first 12 digits. */
const cnp = (first12: string) => `${first12}${cnpControlDigit(first12)}`;

describe(`clients (${DB_KIND})`, () => {
  let t: TestApp;
  let A: number;
  let B: number;
  let adminA: string;
  let staffA: string;
  let adminB: string;
  const base = (companyId: number) => `/api/company/${companyId}`;
  const create = (token: string, companyId: number, body: object) =>
    t.call('POST', `${base(companyId)}/createClient`, { token, body });
  const list = (token: string, companyId: number, body: object = {}) =>
    t.call('POST', `${base(companyId)}/clients`, { token, body });
  const names = (res: { body: { data: { name: string }[] } }) => res.body.data.map((c) => c.name);

  beforeAll(async () => {
    ({ t, A, B, adminA, staffA, adminB } = await demoWorld());
  });
  afterAll(async () => {
    await t.close();
  });

  it("answers 401 without a token and 403 on another company's path (and to the platform admin) on every route", async () => {
    const platform = await t.login('platform@demo.ro');
    const routes: [string, string, object?][] = [
      ['POST', '/clients', {}],
      ['POST', '/createClient', { first_name: 'A', last_name: 'B' }],
      ['GET', '/clients/1'],
      ['POST', '/clients/1/update', { first_name: 'X' }],
      ['POST', '/clients/1/delete', {}],
    ];
    for (const [method, path, body] of routes) {
      expect((await t.call(method, `${base(A)}${path}`, { body })).status).toBe(401);
      for (const token of [adminB, platform]) {
        const res = await t.call(method, `${base(A)}${path}`, { token, body });
        expect(res.status).toBe(403);
        expect(typeof res.body.message).toBe('string');
      }
    }
  });

  describe('POST {base}/createClient', () => {
    it('creates a client for staff, normalising the fields and deriving the birth date from the CNP', async () => {
      const res = await create(staffA, A, {
        first_name: ' Ion ',
        last_name: 'Popescu',
        cnp: '1630615123457',
        id_series: 'cj',
        id_number: '123456',
        phone: '0722 123 456',
        email: 'ion.popescu@exemplu.ro',
        state_id: 14,
        city: 'Cluj-Napoca',
        address: 'Str. Lacului 1',
        car_plate: 'cj 12 abc',
        notes: 'Vine sâmbăta.',
      });
      expect(res.status).toBe(201);
      expect(res.body).toMatchObject({
        first_name: 'Ion',
        last_name: 'Popescu',
        name: 'Popescu Ion',
        cnp: '1630615123457',
        birth_date: '1963-06-15',
        id_series: 'CJ',
        id_number: '123456',
        phone: '0722 123 456',
        state_id: 14,
        car_plate: 'CJ12ABC',
        blocked: false,
        blocked_reason: null,
        files: [],
      });
      expect(typeof res.body.id).toBe('number');
    });

    it('creates a client with only the two names', async () => {
      const res = await create(adminA, A, { first_name: 'Maria', last_name: 'Ionescu' });
      expect(res.status).toBe(201);
      expect(res.body).toMatchObject({ cnp: null, birth_date: null, car_plate: null, blocked: false, files: [] });
    });

    it('stores ș and ț typed with a cedilla (an old keyboard) with the comma below', async () => {
      // Ş ş Ţ ţ: U+015E U+015F U+0162 U+0163.
      const res = await create(staffA, A, {
        first_name: '\u015Eerban-\u015Etefan',
        last_name: '\u0162i\u0163eica',
        city: 'Bra\u015Fov',
      });
      expect(res.status).toBe(201);
      expect(res.body).toMatchObject({
        first_name: '\u0218erban-\u0218tefan',
        last_name: '\u021Ai\u021Beica',
        city: 'Bra\u0219ov',
      });
      expect(res.body.name).toBe('Țițeica Șerban-Ștefan');
      // Out of the lists and searches the next tests count.
      expect((await t.call('POST', `${base(A)}/clients/${res.body.id}/delete`, { token: adminA })).status).toBe(200);
    });

    it('answers 422 for each kind of bad field', async () => {
      const bad = await create(adminA, A, {
        first_name: '',
        last_name: 'x'.repeat(81),
        cnp: '1630615123458',
        id_series: 'C1',
        id_number: '12345',
        phone: 'abc',
        email: 'nu-e-email',
        car_plate: '!!',
        blocked: 'da',
      });
      expect(bad.status).toBe(422);
      expect(bad.body.message).toBe('Datele trimise nu sunt valide.');
      expect(Object.keys(bad.body.errors).sort()).toEqual([
        'blocked',
        'car_plate',
        'cnp',
        'email',
        'first_name',
        'id_number',
        'id_series',
        'last_name',
        'phone',
      ]);
      expect(bad.body.errors.cnp).toEqual(['CNP-ul nu este valid.']);
      expect(bad.body.errors.id_number).toEqual(['Numărul actului de identitate are 6 cifre.']);
    });

    it.each([
      ['a wrong control digit', '1800101123451'],
      ['30 February', cnp('180023012345')],
      ['an unknown county', cnp('180010199123')],
      ['12 digits', '180010112345'],
      ['letters', '18001011234A'],
    ])('refuses a CNP with %s', async (_, value) => {
      const res = await create(adminA, A, { first_name: 'A', last_name: 'B', cnp: value });
      expect(res.status).toBe(422);
      expect(res.body.errors).toEqual({ cnp: ['CNP-ul nu este valid.'] });
    });

    it('refuses a CNP already used in the company, but another company may use it', async () => {
      const dup = await create(adminA, A, { first_name: 'Alt', last_name: 'Om', cnp: '1630615123457' });
      expect(dup.status).toBe(422);
      expect(dup.body).toEqual({
        message: 'Datele trimise nu sunt valide.',
        errors: { cnp: ['Există deja un client cu acest CNP.'] },
      });
      const other = await create(adminB, B, { first_name: 'Ion', last_name: 'Popescu', cnp: '1630615123457' });
      expect(other.status).toBe(201);
    });

    it('needs a reason to block a client', async () => {
      const res = await create(adminA, A, { first_name: 'Gigel', last_name: 'Rău', blocked: true });
      expect(res.status).toBe(422);
      expect(res.body.errors).toEqual({ blocked_reason: ['Spuneți de ce este blocat clientul.'] });
      const blank = await create(adminA, A, {
        first_name: 'Gigel',
        last_name: 'Rău',
        blocked: true,
        blocked_reason: ' ',
      });
      expect(blank.body.errors).toEqual({ blocked_reason: ['Spuneți de ce este blocat clientul.'] });
      const ok = await create(adminA, A, {
        first_name: 'Gigel',
        last_name: 'Rău',
        blocked: true,
        blocked_reason: 'A pescuit fără permis.',
      });
      expect(ok.status).toBe(201);
      expect(ok.body).toMatchObject({ blocked: true, blocked_reason: 'A pescuit fără permis.' });
    });

    it('refuses unknown fields (the birth date comes from the CNP only) and a county that does not exist', async () => {
      const res = await create(adminA, A, { first_name: 'A', last_name: 'B', birth_date: '1990-01-01', company_id: B });
      expect(res.status).toBe(422);
      expect(res.body.errors).toEqual({
        birth_date: ['Câmpul nu este permis.'],
        company_id: ['Câmpul nu este permis.'],
      });
      const state = await create(adminA, A, { first_name: 'A', last_name: 'B', state_id: 999 });
      expect(state.body.errors).toEqual({ state_id: ['Județul ales nu există.'] });
    });
  });

  describe('POST {base}/clients', () => {
    beforeAll(async () => {
      for (const [first_name, last_name, extra] of [
        ['Vasile', 'Ionescu', { phone: '0744555666', cnp: cnp('180010112345') }],
        ['Elena', 'Popa', { car_plate: 'B 123 XYZ', email: 'elena@pescar.ro' }],
        ['Ion', 'Vasilescu', {}],
      ] as const) {
        expect((await create(adminA, A, { first_name, last_name, ...extra })).status).toBe(201);
      }
    });

    it("answers a page of the company's own clients, by last name then first name", async () => {
      const res = await list(staffA, A);
      expect(res.status).toBe(200);
      expect(names(res)).toEqual([
        'Ionescu Maria',
        'Ionescu Vasile',
        'Popa Elena',
        'Popescu Ion',
        'Rău Gigel',
        'Vasilescu Ion',
      ]);
      expect(res.body).toMatchObject({ current_page: 1, per_page: 25, total: 6, last_page: 1 });
      expect(res.body.data[0].files).toBeUndefined();
      const other = await list(adminB, B);
      expect(names(other)).toEqual(['Popescu Ion']);
    });

    it('pages', async () => {
      const page2 = await list(adminA, A, { page: 2, per_page: 4 });
      expect(page2.body).toMatchObject({ current_page: 2, per_page: 4, total: 6, last_page: 2 });
      expect(names(page2)).toEqual(['Rău Gigel', 'Vasilescu Ion']);
      const bad = await list(adminA, A, { per_page: 101, page: 0 });
      expect(bad.status).toBe(422);
      expect(Object.keys(bad.body.errors).sort()).toEqual(['page', 'per_page']);
    });

    it.each([
      ['a last name', 'popesc', ['Popescu Ion']],
      ['a first name', 'vasile', ['Ionescu Vasile', 'Vasilescu Ion']],
      ['a CNP', '1630615', ['Popescu Ion']],
      ['a phone number', '0744555', ['Ionescu Vasile']],
      ['a car plate as typed', 'b 123', ['Popa Elena']],
      ['a car plate as stored', 'CJ12', ['Popescu Ion']],
      ['an email', 'pescar.ro', ['Popa Elena']],
      ['"last first"', 'Popescu Ion', ['Popescu Ion']],
      ['"first last"', 'Ion Vasilescu', ['Vasilescu Ion']],
      ['two words of which one matches nobody', 'Popescu Maria', []],
      ['a wildcard, literally', '%', []],
      // Names, CNP, phone and plate match from their start (an index each); only e-mail matches inside.
      ['the middle of a name, which is not a start', 'escu', []],
    ])('searches by %s', async (_, search, expected) => {
      const res = await list(adminA, A, { search });
      expect(res.status).toBe(200);
      expect(names(res)).toEqual(expected);
    });

    it('filters by blocked and county and sorts by first name or creation', async () => {
      expect(names(await list(adminA, A, { blocked: true }))).toEqual(['Rău Gigel']);
      expect((await list(adminA, A, { blocked: false })).body.total).toBe(5);
      expect(names(await list(adminA, A, { state_id: 14 }))).toEqual(['Popescu Ion']);
      expect(names(await list(adminA, A, { sort_by: 'first_name', per_page: 3 }))).toEqual([
        'Popa Elena',
        'Rău Gigel',
        'Popescu Ion',
      ]);
      const newest = await list(adminA, A, { sort_by: 'created_at', sort_dir: 'desc', per_page: 1 });
      expect(names(newest)).toEqual(['Vasilescu Ion']);
      const unknown = await list(adminA, A, { sort_by: 'cnp; DROP TABLE clients', sort_dir: 'desc', per_page: 1 });
      expect(names(unknown)).toEqual(['Vasilescu Ion']);
      expect((await list(adminA, A, { foo: 1 })).status).toBe(422);
    });
  });

  describe('GET, update and delete {base}/clients/{id}', () => {
    let id: number;
    let foreignId: number;
    beforeAll(async () => {
      id = (await create(adminA, A, { first_name: 'De', last_name: 'Editat', cnp: cnp('290020212345') })).body.id;
      foreignId = (await create(adminB, B, { first_name: 'Străin', last_name: 'Client' })).body.id;
    });

    it("answers 404 for another company's client id on one's own path, and for ids that are not numbers", async () => {
      for (const [method, suffix, body] of [
        ['GET', '', undefined],
        ['POST', '/update', { first_name: 'Furat' }],
        ['POST', '/delete', {}],
      ] as const) {
        const res = await t.call(method, `${base(A)}/clients/${foreignId}${suffix}`, { token: adminA, body });
        expect(res.status).toBe(404);
        expect(res.body).toEqual({ message: 'Resursa nu a fost găsită.' });
      }
      expect((await t.call('GET', `${base(A)}/clients/abc`, { token: adminA })).status).toBe(404);
      const still = await t.call('GET', `${base(B)}/clients/${foreignId}`, { token: adminB });
      expect(still.body).toMatchObject({ first_name: 'Străin', files: [] });
    });

    it('answers the client with its files', async () => {
      const res = await t.call('GET', `${base(A)}/clients/${id}`, { token: staffA });
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ id, name: 'Editat De', birth_date: '1990-02-02', files: [] });
    });

    it('updates the given fields, keeps the others and follows a new CNP with the birth date', async () => {
      const res = await t.call('POST', `${base(A)}/clients/${id}/update`, {
        token: staffA,
        body: { city: 'Turda', cnp: cnp('500010112345') },
      });
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ first_name: 'De', city: 'Turda', birth_date: '2000-01-01', files: [] });
      const cleared = await t.call('POST', `${base(A)}/clients/${id}/update`, { token: staffA, body: { cnp: '' } });
      expect(cleared.body).toMatchObject({ cnp: null, birth_date: null, city: 'Turda' });
      const nulled = await t.call('POST', `${base(A)}/clients/${id}/update`, {
        token: staffA,
        body: { last_name: null },
      });
      expect(nulled.status).toBe(422);
      expect(nulled.body.errors).toEqual({ last_name: ['Câmpul este obligatoriu.'] });
      const dup = await t.call('POST', `${base(A)}/clients/${id}/update`, {
        token: staffA,
        body: { cnp: '1630615123457' },
      });
      expect(dup.body.errors).toEqual({ cnp: ['Există deja un client cu acest CNP.'] });
    });

    it('blocks with a reason and forgets the reason when unblocked', async () => {
      const url = `${base(A)}/clients/${id}/update`;
      const noReason = await t.call('POST', url, { token: staffA, body: { blocked: true } });
      expect(noReason.status).toBe(422);
      expect(noReason.body.errors).toEqual({ blocked_reason: ['Spuneți de ce este blocat clientul.'] });
      const blocked = await t.call('POST', url, { token: staffA, body: { blocked: true, blocked_reason: 'Scandal.' } });
      expect(blocked.body).toMatchObject({ blocked: true, blocked_reason: 'Scandal.' });
      const keep = await t.call('POST', url, { token: staffA, body: { notes: 'Atenție.' } });
      expect(keep.body).toMatchObject({ blocked: true, blocked_reason: 'Scandal.', notes: 'Atenție.' });
      const dropReason = await t.call('POST', url, { token: staffA, body: { blocked_reason: null } });
      expect(dropReason.status).toBe(422);
      const unblocked = await t.call('POST', url, { token: staffA, body: { blocked: false } });
      expect(unblocked.body).toMatchObject({ blocked: false, blocked_reason: null });
    });

    it('refuses to delete a client named on a receipt (409), then deletes it once nothing names it', async () => {
      const [series] = await t.dataSource.query(
        "SELECT id, series FROM doc_series WHERE company_id = ? AND type = 'receipt' ORDER BY id LIMIT 1",
        [A],
      );
      await t.dataSource.query(
        `INSERT INTO receipts (company_id, client_id, doc_series_id, series, number, issued_on, amount, amount_words, description, status)
         VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
        [A, id, series.id, series.series, 900001, '2026-01-10', '50.00', 'cincizeci de lei', 'Test', 'issued'],
      );
      const refused = await t.call('POST', `${base(A)}/clients/${id}/delete`, { token: staffA });
      expect(refused.status).toBe(409);
      expect(refused.body).toEqual({
        message: 'Clientul are permise sau chitanțe emise și nu poate fi șters. Îl puteți bloca.',
      });
      await t.dataSource.query('DELETE FROM receipts WHERE client_id = ? AND company_id = ?', [id, A]);

      const res = await t.call('POST', `${base(A)}/clients/${id}/delete`, { token: staffA });
      expect(res.status).toBe(200);
      expect(typeof res.body.message).toBe('string');
      expect((await t.call('GET', `${base(A)}/clients/${id}`, { token: staffA })).status).toBe(404);
    });

    it('refuses to delete a client that a booking or a competition team names (409), naming them; the booking and the team keep the client', async () => {
      // No foreign key holds a booking's or a team member's client: the delete went through, the
      // booking then showed "—" and could not be checked in (404), the team's check-in answered 500.
      const call = (path: string, body?: object) => t.call('POST', `${base(A)}${path}`, { token: adminA, body });
      const water = (await call('/createWater', { name: 'Lacul clienților' })).body.id;
      const plan = (
        await call('/createPlan', {
          name: 'Zi',
          water_ids: [water],
          duration_value: 1,
          duration_unit: 'days',
          price: 10,
        })
      ).body.id;
      const [stand, sectorStand] = await Promise.all(
        ['1', '2'].map(async (number) => (await call('/createStand', { water_id: water, number })).body.id as number),
      );
      const refusal = async (client: number) => {
        const res = await call(`/clients/${client}/delete`);
        expect(res.status).toBe(409);
        return res.body;
      };

      const booked = (await create(staffA, A, { first_name: 'Ion', last_name: 'Rezervat' })).body.id;
      const booking = await call('/createBooking', {
        client_id: booked,
        water_id: water,
        plan_id: plan,
        stand_id: stand,
        starts_at: '2031-05-01T05:00:00.000Z',
        ends_at: '2031-05-01T15:00:00.000Z',
      });
      expect(booking.status).toBe(201);
      expect(await refusal(booked)).toEqual({
        message: 'Clientul nu poate fi șters: are 1 rezervare. Îl puteți bloca.',
      });
      expect((await t.call('GET', `${base(A)}/clients/${booked}`, { token: staffA })).status).toBe(200);
      expect((await t.call('GET', `${base(A)}/bookings/${booking.body.id}`, { token: staffA })).body.name).toBe(
        'Rezervat Ion',
      );

      const member = (await create(staffA, A, { first_name: 'Ion', last_name: 'Concurent' })).body.id;
      const competition = await call(
        '/createCompetition',
        oneDayCompetition({ name: 'Cupa clienților', water_id: water, stand_ids: [sectorStand], day: '2031-07-01' }),
      );
      expect(competition.status).toBe(201);
      const team = await call(`/competitions/${competition.body.id}/createTeam`, {
        name: 'Echipa clientului',
        phone: '0722 100 101',
        member_ids: [member],
      });
      expect(team.status).toBe(201);
      expect(await refusal(member)).toEqual({
        message: 'Clientul nu poate fi șters: este înscris la concursul „Cupa clienților”. Îl puteți bloca.',
      });
      // Both at once, and a withdrawn team still names its members.
      expect(
        (await call(`/competitions/${competition.body.id}/teams/${team.body.id}/cancel`, { reason: 'Test' })).status,
      ).toBe(200);
      expect(
        (
          await call('/createBooking', {
            client_id: member,
            water_id: water,
            plan_id: plan,
            stand_id: stand,
            starts_at: '2031-05-02T05:00:00.000Z',
            ends_at: '2031-05-02T15:00:00.000Z',
          })
        ).status,
      ).toBe(201);
      expect(await refusal(member)).toEqual({
        message:
          'Clientul nu poate fi șters: are 1 rezervare și este înscris la concursul „Cupa clienților”. Îl puteți bloca.',
      });
      const teams = await call(`/competitions/${competition.body.id}/teams`, {});
      expect(teams.body.data[0].members).toEqual([
        expect.objectContaining({ client_id: member, name: 'Concurent Ion' }),
      ]);
      expect((await t.call('GET', `${base(A)}/clients/${member}`, { token: staffA })).status).toBe(200);
    });

    if (DB_KIND === 'mariadb') {
      it('refuses the delete of a client that a booking takes while the delete runs (MariaDB, real locks)', async () => {
        const taken = (await create(staffA, A, { first_name: 'Ion', last_name: 'Prins' })).body.id;
        const [booking] = await t.dataSource.query<{ id: number }[]>(
          'SELECT id FROM bookings WHERE company_id = ? ORDER BY id LIMIT 1',
          [A],
        );
        // Another request gives a booking to the client, holding the client's row as the bookings do
        // (ClientsService.holdNamed()): not committed when the delete begins, which waits for it.
        const res = await raceHeld(t.dataSource, {
          hold: async (held) => {
            await held.query('SELECT id FROM clients WHERE id = ? LOCK IN SHARE MODE', [taken]);
            await held.query('UPDATE bookings SET client_id = ? WHERE id = ?', [taken, booking.id]);
          },
          request: () => t.call('POST', `${base(A)}/clients/${taken}/delete`, { token: staffA }),
        });
        expect(res.status).toBe(409);
        expect(res.body).toEqual({ message: 'Clientul nu poate fi șters: are 1 rezervare. Îl puteți bloca.' });
        expect((await t.call('GET', `${base(A)}/clients/${taken}`, { token: staffA })).status).toBe(200);
      });

      it('refuses a booking or a team of a client deleted while they wait for it (MariaDB, real locks)', async () => {
        const [booking] = await t.dataSource.query<{ water_id: number; plan_id: number; stand_id: number }[]>(
          'SELECT water_id, plan_id, stand_id FROM bookings WHERE company_id = ? ORDER BY id LIMIT 1',
          [A],
        );
        const [competition] = await t.dataSource.query<{ id: number }[]>(
          'SELECT id FROM competitions WHERE company_id = ? ORDER BY id LIMIT 1',
          [A],
        );
        const attempts: [string, object, object][] = [
          [
            '/createBooking',
            {
              water_id: booking.water_id,
              plan_id: booking.plan_id,
              stand_id: booking.stand_id,
              starts_at: '2031-09-01T05:00:00.000Z',
              ends_at: '2031-09-01T15:00:00.000Z',
            },
            { client_id: ['Clientul ales nu există.'] },
          ],
          [
            `/competitions/${competition.id}/createTeam`,
            { name: 'Echipa pierdută', phone: '0722 100 909' },
            { member_ids: ['Un client ales nu există.'] },
          ],
        ];
        for (const [path, body, errors] of attempts) {
          const gone = (await create(staffA, A, { first_name: 'Ion', last_name: 'Plecat' })).body.id;
          // A delete of the client in progress: its row held until it commits.
          const res = await raceHeld(t.dataSource, {
            hold: (held) => held.query('SELECT id FROM clients WHERE id = ? FOR UPDATE', [gone]),
            request: () =>
              t.call('POST', `${base(A)}${path}`, {
                token: adminA,
                body: { ...body, ...(path === '/createBooking' ? { client_id: gone } : { member_ids: [gone] }) },
              }),
            meanwhile: (held) => held.query('DELETE FROM clients WHERE id = ?', [gone]),
          });
          expect(res.status).toBe(422);
          expect(res.body.errors).toEqual(errors);
        }
      });
    }
  });

  describe('search as people type (no diacritics, any case, phone digits, plate spacing)', () => {
    let other: number;
    beforeAll(async () => {
      // Company B: a list of its own, so the answers are exactly these anglers.
      for (const body of [
        { first_name: 'Ștefan', last_name: 'Mureșan', phone: '0744 111 222', car_plate: 'ms 07 abc' },
        { first_name: 'Șerban', last_name: 'Stănescu', phone: '+40 745 333 444', car_plate: 'B-123-XYZ' },
        // Written with the old cedilla letters (ş ţ), as some keyboards still type them: stored with the comma below.
        { first_name: 'Ştefania', last_name: 'Ţurcanu', phone: '0040-722-000-111', car_plate: null },
        { first_name: 'Ana', last_name: 'Îndrieș', phone: '0744 999 000', car_plate: 'CJ 99 AAA' },
      ]) {
        const res = await create(adminB, B, body);
        expect(res.status).toBe(201);
      }
      other = (await list(adminB, B)).body.total as number;
    });

    it.each([
      ['stefan', ['Mureșan Ștefan', 'Țurcanu Ștefania']],
      ['mures', ['Mureșan Ștefan']],
      ['serban', ['Stănescu Șerban']],
      ['stanescu', ['Stănescu Șerban']],
      ['Şerban (ş with a cedilla)', ['Stănescu Șerban']],
      ['ȘERBAN', ['Stănescu Șerban']],
      ['Țurcanu (ț with a comma)', ['Țurcanu Ștefania']],
      ['Ţurcanu (ţ with a cedilla)', ['Țurcanu Ștefania']],
      ['indries', ['Îndrieș Ana']],
      ['stefan mures', ['Mureșan Ștefan']],
      ['0744111222', ['Mureșan Ștefan']],
      ['0744 111 222', ['Mureșan Ștefan']],
      ['0744-111-222', ['Mureșan Ștefan']],
      ['0744', ['Îndrieș Ana', 'Mureșan Ștefan']],
      ['+40744111222', ['Mureșan Ștefan']],
      ['+40 744 111 222', ['Mureșan Ștefan']],
      ['0745333444', ['Stănescu Șerban']],
      ['0040745333444', ['Stănescu Șerban']],
      ['0722 000 111', ['Țurcanu Ștefania']],
      ['ms07abc', ['Mureșan Ștefan']],
      ['MS 07 ABC', ['Mureșan Ștefan']],
      ['ms 07', ['Mureșan Ștefan']],
      ['b 123 xyz', ['Stănescu Șerban']],
      ['B123', ['Stănescu Șerban']],
      // Any run of 3 digits or more of the phone: its end, or its middle.
      ['222 (the last digits)', ['Mureșan Ștefan']],
      ['1 222 (the last digits, spaced)', ['Mureșan Ștefan']],
      ['4111 (a middle run)', ['Mureșan Ștefan']],
      ['333 4 (a middle run)', ['Stănescu Șerban']],
    ])('"%s"', async (label, expected) => {
      const search = label.replace(/ \(.*\)$/, '');
      const res = await list(adminB, B, { search });
      expect(res.status).toBe(200);
      // In any order: the two databases sort "Î" differently.
      expect({ search, names: names(res).sort() }).toEqual({ search, names: [...expected].sort() });
    });

    it('does not search the phones with fewer than 3 digits', async () => {
      const two = await list(adminB, B, { search: '22' });
      expect(two.status).toBe(200);
      expect(names(two)).toEqual([]);
      expect(names(await list(adminB, B, { search: '222' }))).toEqual(['Mureșan Ștefan']);
    });

    it('stores the plate as typed, without spaces; the keys are not part of the answer', async () => {
      const res = await list(adminB, B, { search: 'mures' });
      expect(res.body.data[0]).toMatchObject({ car_plate: 'MS07ABC', phone: '0744 111 222' });
      expect(Object.keys(res.body.data[0]).filter((k) => k.startsWith('search'))).toEqual([]);
      expect(other).toBeGreaterThanOrEqual(4);
    });

    it('follows an update: the new name is found, the old one no longer', async () => {
      const id = (await list(adminB, B, { search: 'indries' })).body.data[0].id as number;
      const res = await t.call('POST', `${base(B)}/clients/${id}/update`, {
        token: adminB,
        body: { last_name: 'Bălănescu', phone: '0755 000 111' },
      });
      expect(res.status).toBe(200);
      expect(names(await list(adminB, B, { search: 'balanescu' }))).toEqual(['Bălănescu Ana']);
      expect(names(await list(adminB, B, { search: '0755000111' }))).toEqual(['Bălănescu Ana']);
      expect(names(await list(adminB, B, { search: 'indries' }))).toEqual([]);
    });
  });

  describe('a client sent again with its request_key (its answer lost on a weak signal)', () => {
    const rows = async (companyId: number, lastName: string) => {
      const [row] = await t.dataSource.query<{ n: number | string }[]>(
        'SELECT COUNT(*) AS n FROM clients WHERE company_id = ? AND last_name = ?',
        [companyId, lastName],
      );
      return Number(row.n);
    };

    it('answers the client the first attempt saved, with or without a CNP, and saves no second one', async () => {
      const body = {
        first_name: 'Ion',
        last_name: 'Retrimisescu',
        phone: '0733 000 101',
        request_key: 'client-0001-aaaaaa',
      };
      const first = await create(staffA, A, body);
      expect(first.status).toBe(201);
      const again = await create(staffA, A, body);
      expect(again.status).toBe(201);
      expect(again.body).toEqual(first.body);
      expect(await rows(A, 'Retrimisescu')).toBe(1);
      // A new key is a new client.
      const second = await create(staffA, A, { ...body, request_key: 'client-0002-aaaaaa' });
      expect(second.status).toBe(201);
      expect(second.body.id).not.toBe(first.body.id);
      expect(await rows(A, 'Retrimisescu')).toBe(2);
      // With a CNP the attempt sent again is not refused as a duplicate CNP: it gets the client saved.
      const withCnp = {
        first_name: 'Ana',
        last_name: 'Retrimisa',
        cnp: cnp('286031512345'),
        request_key: 'client-0003-aaaaaa',
      };
      const saved = await create(adminA, A, withCnp);
      expect(saved.status).toBe(201);
      const resent = await create(staffA, A, withCnp);
      expect(resent.status).toBe(201);
      expect(resent.body).toEqual(saved.body);
      expect(await rows(A, 'Retrimisa')).toBe(1);
      // Another key with that CNP is another client: refused as before.
      const other = await create(staffA, A, { ...withCnp, request_key: 'client-0004-aaaaaa' });
      expect(other.status).toBe(422);
      expect(other.body.errors.cnp).toEqual(['Există deja un client cu acest CNP.']);
    });

    it('saves one client for 100 attempts sent at once with one key, with and without a CNP', async () => {
      for (const [lastName, extra] of [
        ['Atingerescu', {}],
        ['Atingerescu-Cnp', { cnp: cnp('187042212345') }],
      ] as const) {
        const answers = await Promise.all(
          Array.from({ length: 100 }, () =>
            create(staffA, A, {
              first_name: 'Mihai',
              last_name: lastName,
              ...extra,
              request_key: `client-${lastName}-key`,
            }),
          ),
        );
        expect(answers.map((a) => a.status)).toEqual(Array(100).fill(201));
        expect(new Set(answers.map((a) => a.body.id)).size).toBe(1);
        expect(await rows(A, lastName)).toBe(1);
      }
    }, 120_000);

    it('refuses a malformed key (422) and a key on an edit; keys stay per company', async () => {
      for (const key of ['scurta', 'cu spații și diacritice ăîș', 'x'.repeat(65)]) {
        const bad = await create(staffA, A, { first_name: 'Ion', last_name: 'Cheiegresita', request_key: key });
        expect(bad.status).toBe(422);
        expect(bad.body.errors).toEqual({ request_key: ['Cheia încercării nu este validă.'] });
      }
      expect(await rows(A, 'Cheiegresita')).toBe(0);
      const body = { first_name: 'Ion', last_name: 'Cheiecomuna', request_key: 'client-0005-aaaaaa' };
      const inA = await create(staffA, A, body);
      expect(inA.status).toBe(201);
      const edit = await t.call('POST', `${base(A)}/clients/${inA.body.id}/update`, {
        token: staffA,
        body: { request_key: 'client-0006-aaaaaa' },
      });
      expect(edit.status).toBe(422);
      expect(edit.body.errors).toEqual({ request_key: ['Câmpul nu este permis.'] });
      const inB = await create(adminB, B, body);
      expect(inB.status).toBe(201);
      expect(inB.body.id).not.toBe(inA.body.id);
      expect(await rows(B, 'Cheiecomuna')).toBe(1);
    });
  });
});
