import { randomUUID } from 'node:crypto';
import { kgToGrams, rankCompetition, gramsToKg } from '@app/competitions/ranking';
import { TeamsService } from '@app/competitions/teams.service';
import { bucharestDate } from '@app/common/time';
import { DB_KIND, demoWorld, TestApp } from './support/app';
import { raceHeld } from './support/locks';

/**
 * Competitions: the sectors hold their stands, teams (staff and public requests), the entry fee's
 * chitanță, the seeded draw, weigh-ins from many phones at once (resends included), the ranking, the
 * public live page, and company isolation. Real app, real database (SQLite or MariaDB).
 */

const HOUR = 3_600_000;
const DAY = '2031-08-01';
/** The competition's day at 06:00 Romanian summer time (03:00 UTC), plus `hours`. */
const at = (hours = 0) => new Date(Date.parse(`${DAY}T03:00:00Z`) + hours * HOUR).toISOString();
const CONCURRENT = 300;
const UNIQUE = 200;

interface Team {
  id: number;
  name: string;
  phone: string;
  status: string;
  stand_id: number | null;
  sector_id: number | null;
  stand_number: string | null;
  fee_receipt: { series: string; number: number } | null;
  members: { client_id: number | null; name: string }[];
}

describe(`competitions (${DB_KIND})`, () => {
  let t: TestApp;
  let A: number;
  let B: number;
  let admin: string;
  let staff: string;
  let adminB: string;
  let base: string;
  let baseB: string;
  let lake: number;
  let plan: number;
  let client: number;
  let carp: number;
  let amur: number;
  let bream: number;
  const fishNames = new Map<number, string>();
  const stands: Record<string, number> = {};
  let competition: number;
  const teams: Team[] = [];

  const call = (method: string, path: string, body?: unknown, token = staff) =>
    t.call(method, `${base}${path}`, { token, body });
  const comp = (path = '') => `/competitions/${competition}${path}`;

  beforeAll(async () => {
    ({ t, A, B, adminA: admin, staffA: staff, adminB } = await demoWorld({ TRUST_PROXY: 'true' }));
    base = `/api/company/${A}`;
    baseB = `/api/company/${B}`;
    lake = (await call('POST', '/createWater', { name: 'Lacul de concurs' }, admin)).body.id;
    plan = (
      await call(
        'POST',
        '/createPlan',
        { name: 'Sesiune concurs', water_ids: [lake], duration_value: 24, duration_unit: 'hours', price: '100.00' },
        admin,
      )
    ).body.id;
    for (let n = 1; n <= 10; n++) {
      const res = await call('POST', '/createStand', { water_id: lake, number: String(n) }, admin);
      expect(res.status).toBe(201);
      stands[String(n)] = res.body.id;
    }
    client = (await call('POST', '/createClient', { first_name: 'Ion', last_name: 'Crapcel', phone: '0744 111 222' }))
      .body.id;
    const fishes: { id: number; name: string }[] = await t.dataSource.query('SELECT id, name FROM fishes ORDER BY id');
    const byName = (start: string) => fishes.find((f) => f.name.toLowerCase().startsWith(start))!.id;
    for (const f of fishes) fishNames.set(Number(f.id), f.name);
    carp = byName('crap');
    amur = byName('amur');
    bream = byName('plătic');
    // The migrations of a fresh MariaDB database take most of this on a busy machine.
  }, 180_000);
  afterAll(async () => {
    await t.close();
  });

  const body = (over: Record<string, unknown> = {}) => ({
    name: 'Cupa Lacului 2031',
    water_id: lake,
    starts_at: at(0),
    ends_at: at(48),
    rounds: [
      { starts_at: at(1), ends_at: at(23) },
      { starts_at: at(24), ends_at: at(47) },
    ],
    team_size: 2,
    entry_fee: '300.00',
    fish_ids: [carp, amur],
    min_weight_kg: '1.000',
    fish_count: 3,
    short_rule: 'mean',
    sectors: [
      { name: 'A', stand_ids: [stands['1'], stands['2'], stands['3'], stands['4']] },
      { name: 'B', stand_ids: [stands['5'], stands['6'], stands['7'], stands['8']] },
    ],
    ...over,
  });

  describe('a competition and its stands', () => {
    it('refuses a sector stand that a booking holds in the competition time (409), and a stand in two sectors (422)', async () => {
      const booking = await call('POST', '/createBooking', {
        guest_name: 'Pescar Grăbit',
        guest_phone: '0722 000 111',
        water_id: lake,
        stand_id: stands['9'],
        plan_id: plan,
        starts_at: at(10),
        ends_at: at(20),
      });
      expect(booking.status).toBe(201);
      const clash = await call(
        'POST',
        '/createCompetition',
        body({ sectors: [{ name: 'A', stand_ids: [stands['1'], stands['9']] }] }),
        admin,
      );
      expect(clash.status).toBe(409);
      expect(clash.body.message).toContain('Standul 9');
      const twice = await call(
        'POST',
        '/createCompetition',
        body({
          sectors: [
            { name: 'A', stand_ids: [stands['1']] },
            { name: 'B', stand_ids: [stands['1']] },
          ],
        }),
        admin,
      );
      expect(twice.status).toBe(422);
      expect(Object.keys(twice.body.errors)).toEqual(['sectors.1.stand_ids']);
      expect((await call('POST', '/competitions', {}, admin)).body.total).toBe(0);
    });

    it('creates a competition in draft with its rounds and sectors (role 2 only)', async () => {
      expect((await call('POST', '/createCompetition', body(), staff)).status).toBe(403);
      const res = await call('POST', '/createCompetition', body(), admin);
      expect(res.status).toBe(201);
      competition = res.body.id;
      expect(res.body).toMatchObject({
        status: 'draft',
        team_size: 2,
        entry_fee: '300.00',
        min_weight_kg: '1.000',
        fish_count: 3,
        short_rule: 'mean',
        water: { id: lake, name: 'Lacul de concurs' },
        teams: { requested: 0, confirmed: 0, drawn: 0 },
      });
      expect(res.body.rounds.map((r: { round: number }) => r.round)).toEqual([1, 2]);
      expect(
        res.body.sectors.map((s: { name: string; stands: { number: string }[] }) => [
          s.name,
          s.stands.map((x) => x.number),
        ]),
      ).toEqual([
        ['A', ['1', '2', '3', '4']],
        ['B', ['5', '6', '7', '8']],
      ]);
      const list = await call('POST', '/competitions', { status: 'draft', search: 'Cupa' });
      expect(list.body.data.map((c: { id: number }) => c.id)).toEqual([competition]);
    });

    it("holds the sectors' stands: a booking or a pass on them in the competition time is refused, other stands and other times are free", async () => {
      const booking = await call('POST', '/createBooking', {
        client_id: client,
        water_id: lake,
        stand_id: stands['3'],
        plan_id: plan,
        starts_at: at(30),
        ends_at: at(40),
      });
      expect(booking.status).toBe(409);
      expect(booking.body.message).toContain('concursul „Cupa Lacului 2031”');
      const pass = await call('POST', `/clients/${client}/createPass`, {
        plan_id: plan,
        water_id: lake,
        stand_id: stands['6'],
        valid_from: at(-2),
        payment_method: 'card',
      });
      expect(pass.status).toBe(409);
      // A public request names no other holder.
      const online = await t.call('POST', '/api/public/companies/balta-demo/bookings', {
        body: {
          guest_name: 'Ana Pop',
          guest_phone: '0733 123 456',
          guest_email: 'ana@example.ro',
          water_id: lake,
          stand_id: stands['1'],
          plan_id: plan,
          starts_at: at(2),
          ends_at: at(5),
          anglers: 1,
          consent: true,
        },
        headers: { 'x-forwarded-for': '198.51.100.41' },
      });
      // The public page books at most booking_days_ahead ahead: the competition is far ahead, so 422,
      // or 409 without naming the competition when the company allows it.
      expect([409, 422]).toContain(online.status);
      expect(online.text).not.toContain('Cupa');
      // The public calendar shows the sectors' stands taken on the competition's days, the others free.
      const calendar = await t.call(
        'GET',
        `/api/public/companies/balta-demo/availability?water_id=${lake}&from=${DAY}&to=${DAY}`,
      );
      expect(calendar.status).toBe(200);
      const state = (number: string) =>
        calendar.body.stands.find((s: { number: string }) => s.number === number).days[0].state;
      expect([state('1'), state('8'), state('10')]).toEqual(['taken', 'taken', 'free']);
      // The lake's board says the same to staff: booked, with no booking or pass to name.
      const board = await call('POST', '/board', { date: DAY, water_id: lake });
      const onBoard = (number: string) => board.body.stands.find((s: { number: string }) => s.number === number);
      expect(onBoard('1')).toMatchObject({ state: 'booked', holder: null });
      expect(onBoard('10').state).toBe('free');
      const free = await call('POST', '/createBooking', {
        client_id: client,
        water_id: lake,
        stand_id: stands['10'],
        plan_id: plan,
        starts_at: at(2),
        ends_at: at(12),
      });
      expect(free.status).toBe(201);
      const after = await call('POST', '/createBooking', {
        client_id: client,
        water_id: lake,
        stand_id: stands['3'],
        plan_id: plan,
        starts_at: at(48),
        ends_at: at(60),
      });
      expect(after.status).toBe(201);
    });
  });

  describe('registration', () => {
    it('lets staff register teams (clients and guests) and refuses a team larger than the team size', async () => {
      const big = await call('POST', comp('/createTeam'), {
        name: 'Prea mulți',
        phone: '0722 100 100',
        member_ids: [client],
        guests: [{ name: 'Vasile Ion' }, { name: 'Mihai Ion' }],
      });
      expect(big.status).toBe(422);
      const first = await call('POST', comp('/createTeam'), {
        name: 'Crapii din Nord',
        phone: '0722 100 101',
        member_ids: [client],
        guests: [{ name: 'Vasile Ionescu', phone: '0722 100 102' }],
      });
      expect(first.status).toBe(201);
      expect(first.body).toMatchObject({ status: 'confirmed', source: 'staff', fee: '300.00', fee_paid: false });
      expect(first.body.members.map((m: { client_id: number | null }) => m.client_id)).toEqual([client, null]);
      teams.push(first.body);
      for (let i = 2; i <= 6; i++) {
        const res = await call('POST', comp('/createTeam'), {
          name: `Echipa ${i}`,
          phone: `0722 100 ${String(200 + i)}`,
          guests: [
            { name: `Pescar Unu ${String.fromCharCode(64 + i)}` },
            { name: `Pescar Doi ${String.fromCharCode(64 + i)}` },
          ],
        });
        expect(res.status).toBe(201);
        teams.push(res.body);
      }
    });

    it('takes public requests only while registration is open, with the public limits, and staff confirm them', async () => {
      const request = {
        team_name: 'Echipa de pe net',
        phone: '0745 999 888',
        email: 'net@example.ro',
        members: [{ name: 'Andrei Net' }, { name: 'Bogdan Net' }],
        consent: true,
      };
      const path = `/api/public/companies/balta-demo/competitions/${competition}/register`;
      const closed = await t.call('POST', path, { body: request, headers: { 'x-forwarded-for': '203.0.113.9' } });
      expect(closed.status).toBe(404); // a draft is not public
      expect((await call('POST', comp('/openRegistration'), {}, staff)).status).toBe(403);
      expect((await call('POST', comp('/openRegistration'), {}, admin)).body.status).toBe('registration');
      /** The public list's places left: the 8 stands less the confirmed teams. */
      const placesLeft = async () =>
        (await t.call('GET', '/api/public/companies/balta-demo/competitions')).body.find(
          (x: { id: number }) => x.id === competition,
        ).places_left;
      expect(await placesLeft()).toBe(2);
      const bad = await t.call('POST', path, {
        body: { ...request, phone: '12', members: [{ name: 'R2-D2 <script>' }] },
        headers: { 'x-forwarded-for': '203.0.113.9' },
      });
      expect(bad.status).toBe(422);
      expect(Object.keys(bad.body.errors).sort()).toEqual(['members.0.name', 'phone']);
      const sent = await t.call('POST', path, { body: request, headers: { 'x-forwarded-for': '203.0.113.9' } });
      expect(sent.status).toBe(201);
      expect(sent.body).toEqual({ id: expect.any(Number), status: 'requested' });
      // The same request sent again (a lost answer, a second tap, the name typed another way): the
      // same request answered, not a second team holding a second place.
      const again = await t.call('POST', path, {
        body: { ...request, team_name: '  echipa de pe  NET ', phone: '+40 745 999 888' },
        headers: { 'x-forwarded-for': '203.0.113.10' },
      });
      expect(again.status).toBe(201);
      expect(again.body).toEqual(sent.body);
      // The company's pending limit per phone (public_pending_limit, 3 by default): the 4th waits.
      const statuses: number[] = [];
      for (let i = 0; i < 3; i++)
        statuses.push(
          (
            await t.call('POST', path, {
              body: { ...request, team_name: `Încă una ${i}` },
              headers: { 'x-forwarded-for': `203.0.113.${20 + i}` },
            })
          ).status,
        );
      expect(statuses).toEqual([201, 201, 429]);
      const requested = await call('POST', comp('/teams'), { status: 'requested' });
      expect(requested.body.total).toBe(3);
      const mine = requested.body.data.find((x: Team) => x.id === sent.body.id);
      expect(mine).toMatchObject({ source: 'online', phone: '+40745999888', status: 'requested' });
      const confirmed = await call('POST', comp(`/teams/${sent.body.id}/confirm`));
      expect(confirmed.status).toBe(200);
      expect(confirmed.body.status).toBe('confirmed');
      teams.push(confirmed.body);
      expect(await placesLeft()).toBe(1);
      expect(
        (await t.call('GET', `/api/public/companies/balta-demo/competitions/${competition}`)).body.places_left,
      ).toBe(1);
      // A team already confirmed, from its own phone again: said so, not a second team.
      const registered = await t.call('POST', path, {
        body: { ...request, team_name: 'Crapii din Nord', phone: '0722 100 101' },
        headers: { 'x-forwarded-for': '203.0.113.11' },
      });
      expect(registered.status).toBe(409);
      expect(registered.body.message).toBe('Echipa „Crapii din Nord” este deja înscrisă la acest concurs.');
      // The same name from another phone, or at the desk, would be a second "Crapii din Nord" on
      // the live ranking: refused.
      const namesake = await t.call('POST', path, {
        body: { ...request, team_name: 'crapii  din NORD', phone: '0733 555 101' },
        headers: { 'x-forwarded-for': '203.0.113.12' },
      });
      const taken = 'O echipă cu numele „Crapii din Nord” este deja înscrisă la acest concurs: alegeți alt nume.';
      expect([namesake.status, namesake.body.message]).toEqual([409, taken]);
      const atDesk = await call('POST', comp('/createTeam'), {
        name: 'Crapii din Nord',
        phone: '0733 555 102',
        guests: [{ name: 'Ion Omonim' }],
      });
      expect([atDesk.status, atDesk.body.message]).toEqual([409, taken]);
      for (const other of requested.body.data.filter((x: Team) => x.id !== sent.body.id))
        expect((await call('POST', comp(`/teams/${other.id}/cancel`), { reason: 'Dublură' })).body.status).toBe(
          'cancelled',
        );
    });

    it("takes the entry fee at the check-in with a chitanță and turns the guests into clients; the team shows its fee's document", async () => {
      const res = await call('POST', comp(`/teams/${teams[0].id}/checkIn`), { payment_method: 'cash' });
      expect(res.status).toBe(200);
      expect(res.body.fee_paid).toBe(true);
      expect(res.body.fee_receipt).toEqual({
        id: expect.any(Number),
        series: expect.any(String),
        number: expect.any(Number),
      });
      expect(res.body.members.every((m: { client_id: number | null }) => m.client_id !== null)).toBe(true);
      const receipt = await call('GET', `/receipts/${res.body.fee_receipt.id}`);
      expect(receipt.body).toMatchObject({ amount: '300.00', client_id: client });
      expect(receipt.body.description).toContain('Cupa Lacului 2031');
      expect((await call('POST', comp(`/teams/${teams[0].id}/checkIn`), { payment_method: 'cash' })).status).toBe(409);
    });

    it('takes a fee paid by transfer or card without a chitanță (the day’s transfer or card sum), one in cash with its chitanță and cash-book line', async () => {
      const today = bucharestDate();
      const cents = (v: string) => Math.round(Number(v) * 100);
      const receiptSeries = async () =>
        (
          (await call('GET', '/docSeries?type=receipt', undefined, admin)).body as {
            is_default: boolean;
            next_number: number;
          }[]
        ).find((x) => x.is_default)!.next_number;
      const receiptRows = async () =>
        Number((await t.dataSource.query('SELECT COUNT(*) AS n FROM receipts WHERE company_id = ?', [A]))[0].n);
      const sums = async () => {
        const book = await call('POST', '/cashBook', { date_from: today, date_to: today }, admin);
        expect(book.status).toBe(200);
        const day = (book.body.days as { date: string }[]).find((d) => d.date === today) as
          { lines: unknown[]; closing_balance: string; card: string; transfer: string } | undefined;
        const chart = await call('POST', '/financeChart', { date_from: today, date_to: today, group_by: 'day' }, admin);
        expect(chart.status).toBe(200);
        return {
          lines: day?.lines.length ?? 0,
          balance: cents(day?.closing_balance ?? '0'),
          card: cents(day?.card ?? '0'),
          transfer: cents(day?.transfer ?? '0'),
          income: cents(chart.body.totals.income as string),
          number: await receiptSeries(),
          receipts: await receiptRows(),
        };
      };
      const before = await sums();
      const byTransfer = await call('POST', comp(`/teams/${teams[1].id}/checkIn`), { payment_method: 'transfer' });
      expect(byTransfer.status).toBe(200);
      expect(byTransfer.body).toMatchObject({
        fee_paid: true,
        fee_payment_method: 'transfer',
        fee_receipt: null,
        fee_fiscal_job: null,
      });
      const byCard = await call('POST', comp(`/teams/${teams[2].id}/checkIn`), { payment_method: 'card' });
      expect(byCard.body).toMatchObject({ fee_paid: true, fee_payment_method: 'card', fee_receipt: null });
      const nonCash = await sums();
      expect(nonCash.number).toBe(before.number);
      expect(nonCash.receipts).toBe(before.receipts);
      expect(nonCash.lines).toBe(before.lines);
      expect(nonCash.balance).toBe(before.balance);
      expect(nonCash.transfer - before.transfer).toBe(30000);
      expect(nonCash.card - before.card).toBe(30000);
      expect(nonCash.income - before.income).toBe(60000);
      const inCash = await call('POST', comp(`/teams/${teams[3].id}/checkIn`), { payment_method: 'cash' });
      expect(inCash.body).toMatchObject({ fee_payment_method: 'cash', fee_receipt: { number: nonCash.number } });
      const cash = await sums();
      expect(cash.number).toBe(nonCash.number + 1);
      expect(cash.receipts).toBe(nonCash.receipts + 1);
      expect(cash.lines).toBe(nonCash.lines + 1);
      expect(cash.balance - nonCash.balance).toBe(30000);
      expect([cash.card, cash.transfer]).toEqual([nonCash.card, nonCash.transfer]);
      expect(cash.income - nonCash.income).toBe(30000);
    });

    it('in amef mode takes a fee on its bon fiscal, counted as income until the bon’s sale is cancelled', async () => {
      const device = await call('POST', '/createFiscalDevice', { name: 'Casa concursului', format: 'fprint' }, admin);
      expect(device.status).toBe(201);
      const mode = (fiscal_mode: string) => call('POST', '/update', { fiscal_mode }, admin);
      expect((await mode('amef')).status).toBe(200);
      try {
        const today = bucharestDate();
        const income = async () => {
          const chart = await call(
            'POST',
            '/financeChart',
            { date_from: today, date_to: today, group_by: 'day' },
            admin,
          );
          expect(chart.status).toBe(200);
          return Math.round(Number(chart.body.totals.income) * 100);
        };
        const before = await income();
        const byCard = await call('POST', comp(`/teams/${teams[4].id}/checkIn`), { payment_method: 'card' });
        expect(byCard.status).toBe(200);
        expect(byCard.body).toMatchObject({ fee_receipt: null, fee_fiscal_job: { status: 'queued' } });
        const onBon = await income();
        expect(onBon - before).toBe(30000);
        // The bon alone is not cancelled while the team shows its fee paid: the competition undoes both.
        const job = byCard.body.fee_fiscal_job.id as number;
        const alone = await call('POST', `/fiscalJobs/${job}/cancelSale`, {});
        expect(alone.status).toBe(409);
        expect(alone.body.message).toBe(
          `Bonul este taxa de participare a echipei „${teams[4].name}” la concursul „Cupa Lacului 2031”: ` +
            'anulați încasarea din concurs (Echipe → Anulează încasarea), care anulează și bonul.',
        );
        expect((await call('GET', `/fiscalJobs/${job}`)).body).toMatchObject({ status: 'queued' });
        expect(await income()).toBe(onBon);
        const undone = await call('POST', comp(`/teams/${teams[4].id}/cancelFee`), { reason: 'Greșeală' });
        expect(undone.status).toBe(200);
        expect(undone.body).toMatchObject({ fee_paid: false, fee_payment_method: null, fee_fiscal_job: null });
        expect((await call('GET', `/fiscalJobs/${job}`)).body).toMatchObject({ status: 'cancelled' });
        expect(await income()).toBe(before);
      } finally {
        expect((await mode('receipt')).status).toBe(200);
      }
    });
  });

  describe('the draw', () => {
    it('gives each confirmed team a stand, balanced across the sectors, reproducible from the seed', async () => {
      expect((await call('POST', comp('/draw'), { seed: 'cupa-2031' }, staff)).status).toBe(403);
      const first = await call('POST', comp('/draw'), { seed: 'cupa-2031' }, admin);
      expect(first.status).toBe(200);
      expect(first.body.seed).toBe('cupa-2031');
      expect(first.body.teams).toHaveLength(7);
      const perSector = [0, 0];
      for (const p of first.body.teams) perSector[p.sector_name === 'A' ? 0 : 1]++;
      expect(Math.abs(perSector[0] - perSector[1])).toBeLessThanOrEqual(1);
      expect(new Set(first.body.teams.map((p: { stand_id: number }) => p.stand_id)).size).toBe(7);
      const random = await call('POST', comp('/draw'), {}, admin);
      expect(random.body.seed).toMatch(/^[0-9a-f]{12}$/);
      const again = await call('POST', comp('/draw'), { seed: 'cupa-2031' }, admin);
      expect(again.body.teams).toEqual(first.body.teams);
      const shown = await call('GET', comp());
      expect(shown.body).toMatchObject({ status: 'drawn', seed: 'cupa-2031', teams: { confirmed: 7, drawn: 7 } });
      // Every draw is in the audit trail with its seed.
      const audit: { changes: string }[] = await t.dataSource.query(
        "SELECT changes FROM audit_log WHERE entity = 'competitions' AND entity_id = ? AND changes LIKE '%seed%'",
        [competition],
      );
      expect(audit.length).toBeGreaterThanOrEqual(3);
      const list = await call('POST', comp('/teams'), { status: 'confirmed', per_page: 100 });
      teams.length = 0;
      teams.push(...list.body.data);
      expect(teams.every((x) => x.stand_id !== null)).toBe(true);
    });

    it('starts once, and refuses a new draw after the start', async () => {
      const weighEarly = await call('POST', comp('/createWeighIn'), {
        uid: 'prea-devreme',
        team_id: teams[0].id,
        round: 1,
        fish_id: carp,
        weight_kg: '5.000',
        witness: 'Vecinul',
      });
      expect(weighEarly.status).toBe(409);
      expect((await call('POST', comp('/start'), {}, admin)).body.status).toBe('running');
      expect((await call('POST', comp('/start'), {}, admin)).status).toBe(409);
      expect((await call('POST', comp('/draw'), { seed: 'alta' }, admin)).status).toBe(409);
    });
  });

  describe('weigh-ins from the bank', () => {
    it(`records ${CONCURRENT} weigh-ins sent at once, resends included, as exactly one row per uid`, async () => {
      const entries = Array.from({ length: UNIQUE }, (_, i) => ({
        uid: randomUUID(),
        team_id: teams[i % teams.length].id,
        round: (i % 2) + 1,
        fish_id: i % 11 === 0 ? bream : i % 3 === 0 ? amur : carp,
        // 0.500 .. 19.xxx kg: some under the 1 kg minimum.
        weight_kg: (((i * 7919) % 19000) / 1000 + 0.5).toFixed(3),
        witness: `Martor ${i}`,
      }));
      // 100 resends of entries already in the batch (a phone whose answer was lost sends again).
      const resends = Array.from({ length: CONCURRENT - UNIQUE }, (_, i) => entries[(i * 37) % UNIQUE]);
      const batch = [...entries, ...resends].sort(() => Math.random() - 0.5);
      const answers = await Promise.all(batch.map((e) => call('POST', comp('/createWeighIn'), e)));
      expect(answers.map((a) => a.status).filter((s) => s !== 201)).toEqual([]);
      const byUid = new Map<string, number>();
      for (const a of answers) {
        const known = byUid.get(a.body.uid);
        if (known !== undefined) expect(a.body.id).toBe(known);
        byUid.set(a.body.uid, a.body.id);
      }
      expect(byUid.size).toBe(UNIQUE);
      const rows: { n: number | string }[] = await t.dataSource.query(
        'SELECT COUNT(*) AS n FROM competition_weigh_ins WHERE competition_id = ?',
        [competition],
      );
      expect(Number(rows[0].n)).toBe(UNIQUE);
      const dupes: unknown[] = await t.dataSource.query(
        'SELECT uid FROM competition_weigh_ins WHERE competition_id = ? GROUP BY uid HAVING COUNT(*) > 1',
        [competition],
      );
      expect(dupes).toEqual([]);
      // A resend later answers the same row again.
      const later = await call('POST', comp('/createWeighIn'), entries[5]);
      expect(later.status).toBe(201);
      expect(later.body.id).toBe(byUid.get(entries[5].uid));
    }, 120_000);

    it('answers the ranking the pure function computes from the rows read back', async () => {
      const ranking = await call('POST', comp('/ranking'));
      expect(ranking.status).toBe(200);
      const rows: { id: number; team_id: number; round: number; fish_id: number; weight_kg: string }[] =
        await t.dataSource.query(
          'SELECT id, team_id, round, fish_id, weight_kg FROM competition_weigh_ins WHERE competition_id = ? AND replaced_by IS NULL AND voided = ? ORDER BY id',
          [competition, false],
        );
      const expected = rankCompetition(
        { rounds: 2, fishIds: [carp, amur], minWeightG: 1000, fishCount: 3, shortRule: 'mean' },
        teams.map((x) => ({ id: x.id, sectorId: x.sector_id! })),
        rows.map((r) => ({
          id: Number(r.id),
          teamId: Number(r.team_id),
          round: Number(r.round),
          fishId: Number(r.fish_id),
          weightG: kgToGrams(r.weight_kg),
        })),
      );
      expect(
        ranking.body.overall.map((o: { team_id: number; points: number; weight_kg: string; place: number }) => [
          o.team_id,
          o.points,
          o.weight_kg,
          o.place,
        ]),
      ).toEqual(expected.overall.map((o) => [o.teamId, o.points, gramsToKg(o.weightG), o.place]));
      const perTeam = (r: { sectors: { teams: { team_id: number; points: number; weight_kg: string }[] }[] }) =>
        r.sectors
          .flatMap((s) => s.teams.map((x) => [x.team_id, x.points, x.weight_kg] as const))
          .sort((a, b) => a[0] - b[0]);
      expect(ranking.body.rounds.map(perTeam)).toEqual(
        expected.rounds.map((r) =>
          r.sectors
            .flatMap((s) => s.teams.map((x) => [x.teamId, x.points, gramsToKg(x.weightG)] as const))
            .sort((a, b) => a[0] - b[0]),
        ),
      );
      expect(ranking.body.biggest_fish.weight_kg).toBe(gramsToKg(expected.biggestFish!.weightG));
      // Every team is ranked in its sector, in each round.
      const sum = ranking.body.overall.reduce((s: number, o: { points: number }) => s + o.points, 0);
      // Points of a sector of G teams sum to G(G+1)/2 per round (ties share means, blanks share what is left).
      const g = [0, 0];
      for (const x of teams) g[ranking.body.rounds[0].sectors[0].sector_id === x.sector_id ? 0 : 1]++;
      expect(sum).toBe((2 * (g[0] * (g[0] + 1) + g[1] * (g[1] + 1))) / 2);
    });

    it('corrects a weigh-in only with a reason, keeps the original, and the ranking follows the correction', async () => {
      const list = await call('POST', comp('/weighIns'), { per_page: 100 });
      expect(list.body.total).toBe(UNIQUE);
      const target = list.body.data.find(
        (w: { fish_id: number; weight_kg: string }) => w.fish_id === carp && Number(w.weight_kg) > 2,
      );
      const noReason = await call('POST', comp(`/weighIns/${target.id}/correct`), { weight_kg: '30.000' });
      expect(noReason.status).toBe(422);
      expect(Object.keys(noReason.body.errors)).toEqual(['reason']);
      const fixed = await call('POST', comp(`/weighIns/${target.id}/correct`), {
        weight_kg: '30.000',
        reason: 'Cântar recitit',
      });
      expect(fixed.status).toBe(201);
      expect(fixed.body).toMatchObject({ correction_of: target.id, weight_kg: '30.000', counts: true, uid: null });
      const original = (
        await call('POST', comp('/weighIns'), { after_id: target.id - 1, sort_dir: 'asc', per_page: 1 })
      ).body.data[0];
      expect(original).toMatchObject({ replaced_by: fixed.body.id, counts: false, weight_kg: target.weight_kg });
      expect((await call('POST', comp(`/weighIns/${target.id}/correct`), { weight_kg: '1', reason: 'x' })).status).toBe(
        409,
      );
      const ranking = await call('POST', comp('/ranking'));
      expect(ranking.body.biggest_fish).toMatchObject({ weight_kg: '30.000', team_id: target.team_id });
      const voided = await call('POST', comp(`/weighIns/${fixed.body.id}/correct`), {
        void: true,
        reason: 'Pește mort',
      });
      expect(voided.body).toMatchObject({ voided: true, counts: false });
      expect((await call('POST', comp('/ranking'))).body.biggest_fish.weight_kg).not.toBe('30.000');
      const audit: { action: string }[] = await t.dataSource.query(
        "SELECT action FROM audit_log WHERE entity = 'competition_weigh_ins' AND entity_id IN (?, ?)",
        [target.id, fixed.body.id],
      );
      expect(audit.map((a) => a.action).sort()).toEqual(['create', 'create', 'update', 'update']);
    });
  });

  describe('the public live page', () => {
    it('shows the ranking and the latest weigh-ins with team names and stands, never a phone, and revalidates by ETag', async () => {
      const path = `/api/public/companies/balta-demo/competitions/${competition}`;
      // A bream, a species this competition does not score: shown, and said not to score.
      const bream5kg = await call('POST', comp('/createWeighIn'), {
        uid: randomUUID(),
        team_id: teams[0].id,
        round: 1,
        fish_id: bream,
        weight_kg: '5.000',
        witness: 'Martor plătică',
      });
      expect(bream5kg.status).toBe(201);
      const res = await t.call('GET', path);
      expect(res.status).toBe(200);
      expect(res.headers['cache-control']).toBe('public, max-age=2, must-revalidate');
      const etag = String(res.headers.etag);
      expect(etag).toMatch(/^W\/".+"$/);
      expect(res.body.ranking.overall).toHaveLength(7);
      expect(res.body.latest).toHaveLength(20);
      expect(res.body.latest[0]).toEqual({
        id: expect.any(Number),
        team_name: expect.any(String),
        stand_number: expect.any(String),
        sector_name: expect.any(String),
        fish: expect.any(String),
        weight_kg: expect.stringMatching(/^\d+\.\d{3}$/),
        round: expect.any(Number),
        weighed_at: expect.any(String),
        scores: false,
      });
      expect(res.body.latest[0].id).toBe(bream5kg.body.id);
      // The rest by the rules: carp and amur (fish_ids), from 1 kg (min_weight_kg).
      const [carpName, amurName] = [carp, amur].map((id) => fishNames.get(id));
      for (const w of res.body.latest as { fish: string; weight_kg: string; scores: boolean }[])
        expect(w.scores).toBe([carpName, amurName].includes(w.fish) && Number(w.weight_kg) >= 1);
      for (const team of teams) {
        expect(res.text).not.toContain(team.phone);
        expect(res.text).not.toContain(team.phone.replace('+40', '0'));
      }
      expect(res.text).not.toMatch(/phone|\+40|07\d{8}/);
      expect(res.text).not.toContain('Martor'); // the witnesses' names stay inside too
      const same = await t.call('GET', path, { headers: { 'if-none-match': etag } });
      expect(same.status).toBe(304);
      expect(same.text).toBe('');
      const publicList = await t.call('GET', '/api/public/companies/balta-demo/competitions');
      expect(publicList.body.map((c: { id: number }) => c.id)).toContain(competition);
    });
  });

  describe('another company', () => {
    it('never sees the competition, its teams, weigh-ins or ranking (404), nor through its own public page', async () => {
      const as = (method: string, path: string, body?: unknown) =>
        t.call(method, `${baseB}${path}`, { token: adminB, body });
      expect((await as('GET', comp())).status).toBe(404);
      for (const path of ['/teams', '/weighIns', '/ranking', '/update', '/cancel', '/draw', '/start', '/finish'])
        expect([path, (await as('POST', comp(path), {})).status]).toEqual([path, 404]);
      expect((await as('POST', comp(`/teams/${teams[0].id}/confirm`))).status).toBe(404);
      const weigh = await as('POST', comp('/createWeighIn'), {
        uid: 'strain',
        team_id: teams[0].id,
        round: 1,
        fish_id: carp,
        weight_kg: 3,
        witness: 'X',
      });
      expect(weigh.status).toBe(404);
      expect((await as('POST', '/competitions', {})).body.total).toBe(0);
      expect((await t.call('GET', `/api/public/companies/lacul-linistit/competitions/${competition}`)).status).toBe(
        404,
      );
      expect((await t.call('GET', '/api/public/companies/lacul-linistit/competitions')).body).toEqual([]);
    });
  });

  describe('changing and cancelling', () => {
    /** The instant `h` hours after the start of the day `daysAhead` days from now. */
    const daysLater = (daysAhead: number) => (h: number) =>
      new Date(Date.parse(at(0)) + (24 * daysAhead + h) * HOUR).toISOString();
    /** A one-day competition `daysAhead` days from now, one round, one sector on stands 9 and 10 (201). */
    const oneDayCompetition = async (name: string, daysAhead: number) => {
      const later = daysLater(daysAhead);
      const created = await call(
        'POST',
        '/createCompetition',
        body({
          name,
          starts_at: later(0),
          ends_at: later(24),
          rounds: [{ starts_at: later(1), ends_at: later(23) }],
          sectors: [{ name: 'Unic', stand_ids: [stands['9'], stands['10']] }],
        }),
        admin,
      );
      expect(created.status).toBe(201);
      return created;
    };
    it('changes a competition before its draw, refuses its sectors after the draw, and a cancelled one frees its stands', async () => {
      const later = daysLater(10);
      const created = await oneDayCompetition('Cupa de toamnă', 10);
      const other = `/competitions/${created.body.id}`;
      const changed = await call(
        'POST',
        `${other}/update`,
        { name: 'Cupa de toamnă (mutată)', fish_count: null, short_rule: 'max', team_size: 1 },
        admin,
      );
      expect(changed.status).toBe(200);
      expect(changed.body).toMatchObject({
        name: 'Cupa de toamnă (mutată)',
        fish_count: null,
        short_rule: 'max',
        team_size: 1,
      });
      const outside = await call(
        'POST',
        `${other}/update`,
        { rounds: [{ starts_at: later(-5), ends_at: later(2) }] },
        admin,
      );
      expect(outside.status).toBe(422);
      expect(Object.keys(outside.body.errors)).toEqual(['rounds.0.starts_at']);
      const held = await call('POST', '/createBooking', {
        client_id: client,
        water_id: lake,
        stand_id: stands['9'],
        plan_id: plan,
        starts_at: later(2),
        ends_at: later(6),
      });
      expect(held.status).toBe(409);
      await call('POST', `${other}/openRegistration`, {}, admin);
      await call('POST', `${other}/createTeam`, { name: 'Solo', phone: '0722 300 300', member_ids: [client] });
      expect((await call('POST', `${other}/draw`, { seed: 's' }, admin)).status).toBe(200);
      const moved = await call(
        'POST',
        `${other}/update`,
        { sectors: [{ name: 'X', stand_ids: [stands['9']] }] },
        admin,
      );
      expect(moved.status).toBe(409);
      // The rest still changes, the times sent again as they are (the form does) included; moved, they do not.
      const { starts_at, ends_at } = (await call('GET', other)).body;
      const renamed = await call('POST', `${other}/update`, { name: 'Cupa de iarnă', starts_at, ends_at }, admin);
      expect([renamed.status, renamed.body.name]).toEqual([200, 'Cupa de iarnă']);
      const later1h = new Date(Date.parse(ends_at) + 3_600_000).toISOString();
      expect((await call('POST', `${other}/update`, { ends_at: later1h }, admin)).status).toBe(409);
      const cancelled = await call('POST', `${other}/cancel`, { reason: 'Ploaie' }, admin);
      expect(cancelled.body).toMatchObject({ status: 'cancelled', cancel_reason: 'Ploaie' });
      // The teams that registered learn it on the public page: listed until its end, its page says so;
      // the reason, written for the staff, stays inside.
      const publicPath = '/api/public/companies/balta-demo/competitions';
      const listed = (await t.call('GET', publicPath)).body.find((x: { id: number }) => x.id === created.body.id);
      expect(listed).toMatchObject({ status: 'cancelled', registration_open: false });
      const page = await t.call('GET', `${publicPath}/${created.body.id}`);
      expect(page.status).toBe(200);
      expect(page.body.status).toBe('cancelled');
      expect(page.text).not.toContain('Ploaie');
      const free = await call('POST', '/createBooking', {
        client_id: client,
        water_id: lake,
        stand_id: stands['9'],
        plan_id: plan,
        starts_at: later(2),
        ends_at: later(6),
      });
      expect(free.status).toBe(201);
    });

    it('cancels a fee’s chitanță only with its fee: alone 409 naming the team, through the competition both, then the fee is taken again', async () => {
      const created = await oneDayCompetition('Cupa de primăvară', 30);
      const other = `/competitions/${created.body.id}`;
      expect((await call('POST', `${other}/openRegistration`, {}, admin)).status).toBe(200);
      const captain = await call('POST', '/createClient', { first_name: 'Dan', last_name: 'Plătitu' });
      const team = await call('POST', `${other}/createTeam`, {
        name: 'Plătitorii',
        phone: '0722 500 500',
        member_ids: [captain.body.id],
      });
      expect(team.status).toBe(201);
      const teamPath = `${other}/teams/${team.body.id}`;
      const paid = await call('POST', `${teamPath}/checkIn`, { payment_method: 'cash' });
      expect(paid.body).toMatchObject({ fee_paid: true, fee_payment_method: 'cash' });
      const receipt = paid.body.fee_receipt.id as number;

      const alone = await call('POST', `/receipts/${receipt}/delete`, { reason: 'Greșeală' });
      expect(alone.status).toBe(409);
      expect(alone.body.message).toBe(
        'Chitanța este taxa de participare a echipei „Plătitorii” la concursul „Cupa de primăvară”: ' +
          'anulați încasarea din concurs (Echipe → Anulează încasarea), care anulează și chitanța.',
      );
      expect((await call('GET', `/receipts/${receipt}`)).body.status).toBe('issued');
      const listed = await call('POST', `${other}/teams`, {});
      expect(listed.body.data).toEqual([expect.objectContaining({ id: team.body.id, fee_paid: true })]);

      const undone = await call('POST', `${teamPath}/cancelFee`, { reason: 'Greșeală' });
      expect(undone.status).toBe(200);
      expect(undone.body).toMatchObject({
        fee_paid: false,
        fee_payment_method: null,
        fee_receipt: null,
        fee_fiscal_job: null,
        checked_in_at: null,
      });
      expect((await call('GET', `/receipts/${receipt}`)).body).toMatchObject({
        status: 'cancelled',
        cancel_reason: 'Greșeală',
      });
      const again = await call('POST', `${teamPath}/cancelFee`, {});
      expect(again.status).toBe(409);
      expect(again.body.message).toBe('Taxa echipei nu este încasată.');
      const retaken = await call('POST', `${teamPath}/checkIn`, { payment_method: 'cash' });
      expect(retaken.body).toMatchObject({ fee_paid: true, fee_receipt: { number: paid.body.fee_receipt.number + 1 } });
      expect((await call('POST', `${other}/cancel`, { reason: 'Test' }, admin)).status).toBe(200);
    });

    it('takes a team’s fee once for its check-in sent again with its request_key: the same answer, no second chitanță', async () => {
      const created = await oneDayCompetition('Cupa semnalului slab', 40);
      const other = `/competitions/${created.body.id}`;
      expect((await call('POST', `${other}/openRegistration`, {}, admin)).status).toBe(200);
      const register = async (name: string, phone: string) => {
        const captain = await call('POST', '/createClient', { first_name: 'Mihai', last_name: name });
        const team = await call('POST', `${other}/createTeam`, { name, phone, member_ids: [captain.body.id] });
        expect(team.status).toBe(201);
        return team.body.id as number;
      };
      const fees = async () => {
        const [row] = await t.dataSource.query<{ n: number | string }[]>(
          'SELECT COUNT(*) AS n FROM receipts WHERE company_id = ? AND description LIKE ?',
          [A, '%Cupa semnalului slab%'],
        );
        return Number(row.n);
      };
      const nextNumber = async () =>
        (
          (await call('GET', '/docSeries?type=receipt', undefined, admin)).body as {
            is_default: boolean;
            next_number: number;
          }[]
        ).find((x) => x.is_default)!.next_number;
      const checkIn = (teamId: number, key: string) =>
        call('POST', `${other}/teams/${teamId}/checkIn`, { payment_method: 'cash', request_key: key });

      const once = await register('Semnalul', '0722 600 600');
      const first = await checkIn(once, 'taxa-echipei-0001-aaaa');
      expect(first.status).toBe(200);
      const number = await nextNumber();
      const again = await checkIn(once, 'taxa-echipei-0001-aaaa');
      expect(again.status).toBe(200);
      expect(again.body).toEqual(first.body);
      expect(await nextNumber()).toBe(number);
      expect(await fees()).toBe(1);
      // Another key is another check-in: the team has already paid.
      expect((await checkIn(once, 'taxa-echipei-0002-aaaa')).status).toBe(409);

      const rushed = await register('Grăbiții slabi', '0722 600 601');
      const answers = await Promise.all(Array.from({ length: 100 }, () => checkIn(rushed, 'taxa-echipei-0003-aaaa')));
      expect(answers.map((a) => a.status)).toEqual(Array(100).fill(200));
      expect(new Set(answers.map((a) => a.body.fee_receipt.id)).size).toBe(1);
      expect(await fees()).toBe(2);
      expect(await nextNumber()).toBe(number + 1);

      // Two stands: the first team withdraws to make room for a third.
      expect((await call('POST', `${other}/teams/${once}/cancel`, {})).status).toBe(200);
      const another = await register('Alții', '0722 600 602');
      const reused = await checkIn(another, 'taxa-echipei-0001-aaaa');
      expect(reused.status).toBe(409);
      expect(reused.body).toEqual({
        message: 'Această încercare a încasat deja taxa altei echipe. Reîncărcați pagina pentru o încasare nouă.',
      });
      for (const key of ['scurta', 'cu spații și diacritice ăîș', 'x'.repeat(65)]) {
        const bad = await checkIn(another, key);
        expect(bad.status).toBe(422);
        expect(bad.body.errors).toEqual({ request_key: ['Cheia încercării nu este validă.'] });
      }
      expect(await fees()).toBe(2);
      expect((await call('POST', `${other}/cancel`, { reason: 'Test' }, admin)).status).toBe(200);
    }, 60_000);

    it('takes a team’s entry fee once when its check-in is sent many times at once: one 200, one chitanță', async () => {
      const created = await oneDayCompetition('Cupa de iarnă', 20);
      const other = `/competitions/${created.body.id}`;
      expect((await call('POST', `${other}/openRegistration`, {}, admin)).status).toBe(200);
      const captain = await call('POST', '/createClient', { first_name: 'Vasile', last_name: 'Grăbitu' });
      expect(captain.status).toBe(201);
      const team = await call('POST', `${other}/createTeam`, {
        name: 'Grăbiții',
        phone: '0722 400 400',
        member_ids: [captain.body.id],
      });
      expect(team.status).toBe(201);
      const answers = await Promise.all(
        Array.from({ length: 20 }, () =>
          call('POST', `${other}/teams/${team.body.id}/checkIn`, { payment_method: 'cash' }),
        ),
      );
      const statuses = answers.map((a) => a.status);
      expect(statuses.filter((s) => s === 200)).toHaveLength(1);
      expect(statuses.filter((s) => s !== 200).every((s) => s === 409)).toBe(true);
      const [fees] = await t.dataSource.query<{ n: number | string }[]>(
        'SELECT COUNT(*) AS n FROM receipts WHERE company_id = ? AND description LIKE ?',
        [A, '%Cupa de iarnă, echipa Grăbiții%'],
      );
      expect(Number(fees.n)).toBe(1);
      expect((await call('POST', `${other}/cancel`, { reason: 'Test' }, admin)).status).toBe(200);
    });

    it('takes at most 3 pending registrations per phone when they are sent at once to different competitions', async () => {
      const ids: number[] = [];
      for (let i = 0; i < 6; i++) {
        const created = await oneDayCompetition(`Cupa grăbită ${i}`, 70 + i);
        expect((await call('POST', `/competitions/${created.body.id}/openRegistration`, {}, admin)).status).toBe(200);
        ids.push(created.body.id as number);
      }
      const answers = await Promise.all(
        ids.map((id, i) =>
          t.call('POST', `/api/public/companies/balta-demo/competitions/${id}/register`, {
            body: {
              team_name: `Grăbiții ${i}`,
              phone: '0745 321 321',
              members: [{ name: 'Radu Grăbitu' }],
              consent: true,
            },
            headers: { 'x-forwarded-for': `203.0.113.${140 + i}` },
          }),
        ),
      );
      expect(answers.map((a) => a.status).sort()).toEqual([201, 201, 201, 429, 429, 429]);
      const [pending] = await t.dataSource.query<{ n: number | string }[]>(
        "SELECT COUNT(*) AS n FROM competition_teams WHERE phone = ? AND status = 'requested'",
        ['+40745321321'],
      );
      expect(Number(pending.n)).toBe(3);
      for (const id of ids)
        expect((await call('POST', `/competitions/${id}/cancel`, { reason: 'Test' }, admin)).status).toBe(200);
    });

    if (DB_KIND === 'mariadb') {
      it('never withdraws a team from a competition started while its withdrawal ran (MariaDB, real locks)', async () => {
        const created = await oneDayCompetition('Cupa de vară', 40);
        const other = `/competitions/${created.body.id}`;
        expect((await call('POST', `${other}/openRegistration`, {}, admin)).status).toBe(200);
        const team = await call('POST', `${other}/createTeam`, {
          name: 'Ultimii',
          phone: '0722 500 500',
          guests: [{ name: 'Petru Ultimul' }],
        });
        expect(team.status).toBe(201);
        expect((await call('POST', `${other}/draw`, { seed: 'v' }, admin)).status).toBe(200);
        // The start is being written: the competition's row is running, not yet committed.
        // The withdrawal waits on the lock the test holds, or answers at once (support/locks.ts).
        const answer = await raceHeld(t.dataSource, {
          hold: (held) => held.query("UPDATE competitions SET status = 'running' WHERE id = ?", [created.body.id]),
          request: () => call('POST', `${other}/teams/${team.body.id}/cancel`, { reason: 'Plecăm' }),
          orAnswered: true,
        });
        // The competition has started: the team stays in it, on its stand.
        expect(answer.status).toBe(409);
        expect(answer.body.message).toBe('O echipă nu se mai retrage după începerea concursului.');
        const [kept] = await t.dataSource.query<{ status: string; stand_id: number | null }[]>(
          'SELECT status, stand_id FROM competition_teams WHERE id = ?',
          [team.body.id],
        );
        expect(kept.status).toBe('confirmed');
        expect(kept.stand_id).not.toBeNull();
        expect((await call('POST', `${other}/cancel`, { reason: 'Test' }, admin)).status).toBe(200);
      });
      it('never lets a team be larger than the team size when both change at once (MariaDB, real locks)', async () => {
        const created = await oneDayCompetition('Cupa perechilor', 50);
        const id = created.body.id as number;
        const other = `/competitions/${id}`;
        expect((await call('POST', `${other}/openRegistration`, {}, admin)).status).toBe(200);
        const pair = { name: 'Perechea', phone: '0722 600 600', guests: [{ name: 'Ana Pop' }, { name: 'Dan Pop' }] };
        // 1. The team size is being lowered to one (the competition's row written, not committed);
        // a team of two registered by staff waits for it.
        const refused = await raceHeld(t.dataSource, {
          hold: (lowering) => lowering.query('UPDATE competitions SET team_size = 1 WHERE id = ?', [id]),
          request: () => call('POST', `${other}/createTeam`, pair),
        });
        expect(refused.status).toBe(422);
        expect(refused.body.errors).toEqual({ member_ids: ['O echipă are un singur membru.'] });
        await t.dataSource.query('UPDATE competitions SET team_size = 2 WHERE id = ?', [id]);
        // 2. A team of two is being registered (under the competition's lock, its rows not committed);
        // lowering the team size to one waits for it.
        const kept = await raceHeld(t.dataSource, {
          hold: async (registering) => {
            await registering.query('SELECT id FROM competitions WHERE id = ? FOR UPDATE', [id]);
            await registering.query(
              'INSERT INTO competition_teams (company_id, competition_id, name, phone, status, source, fee) VALUES (?, ?, ?, ?, ?, ?, ?)',
              [A, id, 'Perechea', '0722600600', 'confirmed', 'staff', '300.00'],
            );
            const [{ team }] = (await registering.query('SELECT LAST_INSERT_ID() AS team')) as { team: number }[];
            await registering.query(
              'INSERT INTO competition_members (company_id, competition_id, team_id, name, position) VALUES (?, ?, ?, ?, 0), (?, ?, ?, ?, 1)',
              [A, id, team, 'Ana Pop', A, id, team, 'Dan Pop'],
            );
          },
          request: () => call('POST', `${other}/update`, { team_size: 1 }, admin),
        });
        expect(kept.status).toBe(422);
        expect(kept.body.errors).toEqual({ team_size: ['O echipă înscrisă are deja 2 membri.'] });
        const [row] = await t.dataSource.query<{ team_size: number }[]>(
          'SELECT team_size FROM competitions WHERE id = ?',
          [id],
        );
        expect(Number(row.team_size)).toBe(2);
        expect((await call('POST', `${other}/cancel`, { reason: 'Test' }, admin)).status).toBe(200);
      });
      it('never changes the sectors of a competition drawn after its change began (MariaDB, real locks)', async () => {
        const created = await oneDayCompetition('Cupa de primăvară', 30);
        const id = created.body.id as number;
        expect((await call('POST', `/competitions/${id}/openRegistration`, {}, admin)).status).toBe(200);
        // The competition's row is held, as by a draw; a change of its sectors waits for it.
        const answer = await raceHeld(t.dataSource, {
          hold: (held) => held.query('SELECT id FROM competitions WHERE id = ? FOR UPDATE', [id]),
          request: () =>
            call('POST', `/competitions/${id}/update`, { sectors: [{ name: 'X', stand_ids: [stands['9']] }] }, admin),
          // Meanwhile the draw ends: the competition is drawn on the sectors it had.
          meanwhile: (held) =>
            held.query("UPDATE competitions SET status = 'drawn', seed = 's', drawn_at = NOW() WHERE id = ?", [id]),
        });
        // The change sees the competition drawn: refused, and the sectors stay those of the draw.
        expect(answer.status).toBe(409);
        const rows = await t.dataSource.query<{ stand_id: number }[]>(
          'SELECT stand_id FROM competition_stands WHERE competition_id = ? ORDER BY stand_id',
          [id],
        );
        expect(rows.map((r) => Number(r.stand_id))).toEqual([stands['9'], stands['10']].sort((a, b) => a - b));
        expect((await call('POST', `/competitions/${id}/cancel`, { reason: 'Test' }, admin)).status).toBe(200);
      });
    }
  });

  describe('privacy', () => {
    it("erases a client's name and phone as a team member with the client's erasure (TeamsService.erasure)", async () => {
      const teamsService = t.app.get(TeamsService);
      const rows = await t.dataSource.transaction(async (em) => {
        const part = await teamsService.erasure(em, A, client);
        // Two memberships: the cup's first team and the autumn cup's solo team.
        expect(part.values).toEqual(['Crapcel Ion', 'Crapcel Ion']);
        // The teams' own phones too: they are the first member of both, whose contact a team's is.
        expect([...(part.phones ?? [])].sort()).toEqual([
          '+40722100101',
          '+40722300300',
          '0744 111 222',
          '0744 111 222',
        ]);
        await part.erase([]);
        return part.rows.competition_members;
      });
      expect(rows).toHaveLength(2);
      const list = await call('POST', comp('/teams'), { per_page: 100 });
      const members = list.body.data.flatMap((x: Team) => x.members);
      expect(members.filter((m: { client_id: number | null }) => m.client_id === client)).toEqual([
        { id: rows[0], client_id: client, name: 'C. I.', phone: null },
      ]);
      expect(JSON.stringify(list.body)).not.toContain('Crapcel');
    });
  });

  describe('the end', () => {
    it('finishes the competition and frees its stands for bookings after it', async () => {
      const entry = { team_id: teams[1].id, round: 2, fish_id: carp, weight_kg: '2.500', witness: 'Vecin' };
      // A time hours ahead is a phone's wrong clock, not a weighing: refused, saying so.
      const ahead = await call('POST', comp('/createWeighIn'), {
        ...entry,
        uid: 'ceas-gresit',
        weighed_at: new Date(Date.now() + 2 * 3_600_000).toISOString(),
      });
      expect(ahead.status).toBe(422);
      expect(ahead.body.errors).toEqual({
        weighed_at: ['Ora cântăririi este în viitor: verificați data și ora telefonului.'],
      });
      const beforeFinish = new Date(Date.now() - 1000).toISOString();
      expect((await call('POST', comp('/finish'), {}, admin)).body.status).toBe('finished');
      // A phone back in signal sends what it weighed before the finish: kept; anything weighed later is refused.
      const late = await call('POST', comp('/createWeighIn'), {
        ...entry,
        uid: 'fara-semnal-1',
        weighed_at: beforeFinish,
      });
      expect(late.status).toBe(201);
      const after = new Date(Date.now() + 60_000).toISOString();
      expect(
        (await call('POST', comp('/createWeighIn'), { ...entry, uid: 'dupa-final', weighed_at: after })).status,
      ).toBe(409);
      // Nor anything dated before the start: sent after the finish, it would change the final results.
      const backdated = await call('POST', comp('/createWeighIn'), {
        ...entry,
        uid: 'inainte-de-start',
        weight_kg: '9.999',
        weighed_at: '2020-01-01T00:00:00Z',
      });
      expect(backdated.status).toBe(409);
      expect(backdated.body.message).toMatch(
        /^Ora cântăririi \(01\.01\.2020 02:00\) este dinaintea începerii concursului \(\d\d\.\d\d\.\d{4} \d\d:\d\d\)\.$/,
      );
      expect((await call('POST', comp('/cancel'), {}, admin)).status).toBe(409);
      const booking = await call('POST', '/createBooking', {
        client_id: client,
        water_id: lake,
        stand_id: stands['2'],
        plan_id: plan,
        starts_at: at(30),
        ends_at: at(40),
      });
      expect(booking.status).toBe(201);
    });
  });
});
