import { startSmtpServer, type SmtpCatcher } from '../support/smtp';
import { multipart, pdf, PNG } from './support/files';
import { bucharestDate } from '@app/common/time';
import { Booking } from '@app/bookings/entities/booking.entity';
import { DB_KIND, demoWorld, TestApp } from './support/app';
import { raceHeld } from './support/locks';

/**
 * Stands, bookings, the lake's board and booking online. Real app, real database
 * (SQLite or MariaDB), a real SMTP server for the angler's e-mails.
 */

const RACE = 200;
const HOUR = 3_600_000;
const range = (n: number) => Array.from({ length: n }, (_, i) => i);
/** A day well in the future at 07:00 Romanian summer time, plus `hours`. */
const at = (day: string, hours = 0) => new Date(Date.parse(`${day}T04:00:00Z`) + hours * HOUR).toISOString();
/** `days` from today at 04:00 UTC, plus `hours`: inside the public page's 90 days ahead. */
const soon = (days: number, hours = 0) =>
  new Date((Math.floor(Date.now() / (24 * HOUR)) + days) * 24 * HOUR + (4 + hours) * HOUR).toISOString();

describe(`stands, bookings and the lake's board (${DB_KIND})`, () => {
  let t: TestApp;
  let smtp: SmtpCatcher;
  let A: number;
  let B: number;
  let admin: string;
  let staff: string;
  let adminB: string;
  let base: string;
  let baseB: string;
  let lake: number;
  let plan: number;
  let stand7: number;
  let standB: number;
  let bookingB: number;

  const call = (method: string, path: string, body?: unknown, token = staff) =>
    t.call(method, `${base}${path}`, { token, body });
  const series = async (type: 'pass' | 'receipt') => {
    const res = await t.call('GET', `${base}/docSeries?type=${type}`, { token: admin });
    return (res.body as { id: number; is_default: boolean; next_number: number }[]).find((s) => s.is_default)!;
  };

  beforeAll(async () => {
    smtp = await startSmtpServer();
    ({
      t,
      A,
      B,
      adminA: admin,
      staffA: staff,
      adminB,
    } = await demoWorld({
      SMTP_HOST: '127.0.0.1',
      SMTP_PORT: String(smtp.port),
      SMTP_FROM: 'Bălți <no-reply@baltiapp.test>',
      TRUST_PROXY: 'true',
    }));
    base = `/api/company/${A}`;
    baseB = `/api/company/${B}`;
    lake = (await call('POST', '/createWater', { name: 'Lacul cu standuri' }, admin)).body.id;
    plan = (
      await call(
        'POST',
        '/createPlan',
        { name: 'Sesiune 24 h', water_ids: [lake], duration_value: 24, duration_unit: 'hours', price: '120.50' },
        admin,
      )
    ).body.id;
    // Company B's own stand and booking: the ids company A must not reach.
    const waterB = (await t.call('POST', `${baseB}/createWater`, { token: adminB, body: { name: 'Apa B' } })).body.id;
    const planB = (
      await t.call('POST', `${baseB}/createPlan`, {
        token: adminB,
        body: { name: 'Zi B', water_ids: [waterB], duration_value: 1, duration_unit: 'days', price: 10 },
      })
    ).body.id;
    standB = (await t.call('POST', `${baseB}/createStand`, { token: adminB, body: { water_id: waterB, number: '1' } }))
      .body.id;
    const bookingRes = await t.call('POST', `${baseB}/createBooking`, {
      token: adminB,
      body: {
        guest_name: 'Oaspete B',
        guest_phone: '0722000000',
        water_id: waterB,
        stand_id: standB,
        plan_id: planB,
        starts_at: at('2031-05-01'),
        ends_at: at('2031-05-01', 12),
      },
    });
    expect(bookingRes.status).toBe(201);
    bookingB = bookingRes.body.id;
  }, 60_000);
  afterAll(async () => {
    await t.close();
    await smtp.stop();
  });

  describe('stands', () => {
    it('creates stands on a water, lists them by number (2 before 10) and refuses a number twice on one water', async () => {
      for (const number of ['10', '2', '7']) {
        const res = await call('POST', '/createStand', {
          water_id: lake,
          number,
          name: `Standul ${number}`,
          capacity: 2,
          supplement: '15.25',
          x: 20,
          y: 30,
        });
        expect(res.status).toBe(201);
        expect(res.body).toMatchObject({ number, capacity: 2, supplement: '15.25', x: 20, y: 30, active: true });
        if (number === '7') stand7 = res.body.id;
      }
      const list = await call('GET', `/waters/${lake}/stands`);
      expect(list.status).toBe(200);
      expect(list.body.map((s: { number: string }) => s.number)).toEqual(['2', '7', '10']);
      const twice = await call('POST', '/createStand', { water_id: lake, number: '7' });
      expect(twice.status).toBe(422);
      expect(twice.body.errors.number).toEqual(['Există deja un stand cu acest număr pe această apă.']);
    });

    it('answers 422 field by field for a number too long, a capacity out of 1–10, a negative supplement and a position off the map', async () => {
      const res = await call('POST', '/createStand', {
        water_id: lake,
        number: 'x'.repeat(21),
        capacity: 11,
        supplement: -1,
        x: 101,
        y: -1,
      });
      expect(res.status).toBe(422);
      expect(Object.keys(res.body.errors).sort()).toEqual(['capacity', 'number', 'supplement', 'x', 'y']);
      const noWater = await call('POST', '/createStand', { number: '1' });
      expect(noWater.status).toBe(422);
      expect(noWater.body.errors.water_id).toBeDefined();
      const update = await call('POST', `/stands/${stand7}/update`, { capacity: 0 });
      expect(update.status).toBe(422);
    });

    it("keeps a water's map image: PNG, JPG or WEBP by its bytes, replaced, fetched with the token, removed", async () => {
      const upload = (parts: Parameters<typeof multipart>[0], token = staff, water = lake) => {
        const form = multipart(parts);
        return t.call('POST', `${base}/waters/${water}/map`, { token, body: form.body, headers: form.headers });
      };
      const refused = await upload([{ name: 'harta.png', bytes: pdf() }]);
      expect(refused.status).toBe(422);
      expect(refused.body.errors.files).toEqual([
        expect.stringMatching(/^Fișierul „harta.*” nu este o imagine PNG, JPG sau WEBP\.$/),
      ]);
      const two = await upload([
        { name: 'a.png', bytes: PNG },
        { name: 'b.png', bytes: PNG },
      ]);
      expect(two.status).toBe(422);
      const first = await upload([{ name: 'harta.png', bytes: PNG, type: 'image/png' }]);
      expect(first.status).toBe(200);
      expect(first.body.map_media_id).toEqual(expect.any(Number));
      const second = await upload([{ name: 'harta-noua.png', bytes: PNG, type: 'image/png' }]);
      expect(second.body.map_media_id).not.toBe(first.body.map_media_id);
      // The replaced image is gone.
      const old = await t.dataSource.query('SELECT id FROM media WHERE id = ?', [first.body.map_media_id]);
      expect(old).toHaveLength(0);
      const bytes = await call('GET', `/waters/${lake}/map`);
      expect(bytes.status).toBe(200);
      expect(bytes.headers['content-type']).toBe('image/png');
      expect(Buffer.from(bytes.text, 'binary').subarray(1, 4).toString()).toBe('PNG');
      // Another company's water: 404, on every verb.
      const waterB = (await t.call('GET', `${baseB}/waters`, { token: adminB })).body[0].id;
      expect((await upload([{ name: 'x.png', bytes: PNG }], admin, waterB)).status).toBe(404);
      expect((await call('GET', `/waters/${waterB}/map`)).status).toBe(404);
      expect((await call('POST', `/waters/${waterB}/map/delete`)).status).toBe(404);
      const removed = await call('POST', `/waters/${lake}/map/delete`);
      expect(removed.body.map_media_id).toBeNull();
      expect((await call('GET', `/waters/${lake}/map`)).status).toBe(404);
    });

    it('moves a stand on the map and renames it; deletes an unused one', async () => {
      const moved = await call('POST', `/stands/${stand7}/update`, { x: 64, y: 12 });
      expect(moved.status).toBe(200);
      expect(moved.body).toMatchObject({ x: 64, y: 12, number: '7', name: 'Standul 7' });
      const spare = (await call('POST', '/createStand', { water_id: lake, number: 'R' })).body.id;
      const removed = await call('POST', `/stands/${spare}/delete`);
      expect(removed.status).toBe(200);
      expect((await call('GET', `/stands/${spare}`)).status).toBe(404);
    });

    it('refuses to switch off a stand a booking still holds, naming the booking; once it is gone, switches it off', async () => {
      const spare = (await call('POST', '/createStand', { water_id: lake, number: 'D' })).body.id;
      const booked = await call('POST', '/createBooking', {
        guest_name: 'Ion Standoff',
        guest_phone: '0722111333',
        water_id: lake,
        stand_id: spare,
        plan_id: plan,
        starts_at: at('2031-09-01'),
        ends_at: at('2031-09-01', 12),
      });
      expect(booked.status).toBe(201);
      const refused = await call('POST', `/stands/${spare}/update`, { active: false });
      expect(refused.status).toBe(409);
      expect(refused.body.message).toMatch(
        new RegExp(
          `^Standul D are rezervarea nr\\. ${booked.body.id} \\(01\\.09\\.2031 .*\\): mutați-o pe alt stand sau anulați-o`,
        ),
      );
      expect((await call('GET', `/stands/${spare}`)).body.active).toBe(true);
      await call('POST', `/bookings/${booked.body.id}/cancel`, {});
      const off = await call('POST', `/stands/${spare}/update`, { active: false });
      expect([off.status, off.body.active]).toEqual([200, false]);
    });
  });

  describe('access', () => {
    const routes = () => [
      ['GET', `/waters/:id/stands`],
      ['GET', `/waters/:id/map`],
      ['POST', `/waters/:id/map/delete`],
      ['GET', `/stands/:id`],
      ['POST', `/stands/:id/update`],
      ['POST', `/stands/:id/delete`],
      ['GET', `/bookings/:id`],
      ['POST', `/bookings/:id/update`],
      ['POST', `/bookings/:id/confirm`],
      ['POST', `/bookings/:id/cancel`],
      ['POST', `/bookings/:id/noShow`],
      ['POST', `/bookings/:id/checkIn`],
    ];

    it("answers 404 for another company's stand, water and booking on every route with an id", async () => {
      const wrong: string[] = [];
      const waterB = (await t.call('GET', `${baseB}/waters`, { token: adminB })).body[0].id;
      for (const [method, path] of routes()) {
        const id = path.startsWith('/waters') ? waterB : path.startsWith('/stands') ? standB : bookingB;
        const body = path.endsWith('checkIn') ? { payment_method: 'cash' } : method === 'GET' ? undefined : {};
        const res = await call(method, path.replace(':id', String(id)), body, admin);
        if (res.status !== 404) wrong.push(`${method} ${path} -> ${res.status}`);
      }
      expect(wrong).toEqual([]);
      // And company B's booking is untouched.
      const still = await t.call('GET', `${baseB}/bookings/${bookingB}`, { token: adminB });
      expect(still.body.status).toBe('confirmed');
    });

    it('answers 401 without a token and 403 to another company and to the platform admin on every new route', async () => {
      const platform = await t.login('platform@demo.ro');
      const all = [
        ...routes(),
        ['POST', '/createStand'],
        ['POST', '/bookings'],
        ['POST', '/createBooking'],
        ['POST', '/board'],
      ];
      const wrong: string[] = [];
      for (const [method, path] of all) {
        const url = `${base}${path.replace(':id', '1')}`;
        const body = method === 'GET' ? undefined : {};
        const none = await t.call(method, url, { body });
        if (none.status !== 401) wrong.push(`none ${method} ${path} -> ${none.status}`);
        for (const token of [adminB, platform]) {
          const res = await t.call(method, url, { token, body });
          if (res.status !== 403) wrong.push(`${method} ${path} -> ${res.status}`);
        }
      }
      expect(wrong).toEqual([]);
    });
  });

  describe('bookings', () => {
    it('answers 422 for a booking without an angler, with its end before its start, on a water with stands but no stand, or over capacity', async () => {
      const noOne = await call('POST', '/createBooking', {
        water_id: lake,
        stand_id: stand7,
        plan_id: plan,
        starts_at: at('2031-06-01'),
        ends_at: at('2031-06-01', 24),
      });
      expect(noOne.status).toBe(422);
      expect(noOne.body.errors).toMatchObject({ guest_name: expect.any(Array), guest_phone: expect.any(Array) });
      const backwards = await call('POST', '/createBooking', {
        guest_name: 'Ion Pop',
        guest_phone: '0722111222',
        water_id: lake,
        stand_id: stand7,
        plan_id: plan,
        starts_at: at('2031-06-02'),
        ends_at: at('2031-06-01'),
      });
      expect(backwards.status).toBe(422);
      expect(backwards.body.errors.ends_at).toEqual(['Sfârșitul trebuie să fie după început.']);
      const noStand = await call('POST', '/createBooking', {
        guest_name: 'Ion Pop',
        guest_phone: '0722111222',
        water_id: lake,
        plan_id: plan,
        starts_at: at('2031-06-01'),
        ends_at: at('2031-06-02'),
      });
      expect(noStand.status).toBe(422);
      expect(noStand.body.errors.stand_id).toEqual(['Alegeți un stand: apa are standuri numerotate.']);
      const onStand7 = {
        guest_name: 'Ion Pop',
        guest_phone: '0722111222',
        water_id: lake,
        stand_id: stand7,
        plan_id: plan,
        starts_at: at('2031-06-01'),
        ends_at: at('2031-06-02'),
      };
      const crowd = await call('POST', '/createBooking', { ...onStand7, anglers: 3 });
      expect(crowd.status).toBe(422);
      expect(crowd.body.errors.anglers).toEqual(['Pe standul 7 încap cel mult 2 pescari.']);
      // An advance above the booking's price would be money the check-in never hands back.
      const tooMuch = await call('POST', '/createBooking', { ...onStand7, deposit: '5000.00' });
      expect(tooMuch.status).toBe(422);
      expect(tooMuch.body.errors.deposit).toEqual([
        expect.stringMatching(/^Avansul nu poate depăși totalul rezervării: [\d.]+,\d\d lei\.$/),
      ]);
      // Already over: it would hold nothing, and its check-in would sell an expired pass and take the money.
      const over = {
        guest_name: 'Ion Pop',
        guest_phone: '0722111222',
        water_id: lake,
        stand_id: stand7,
        plan_id: plan,
      };
      const past = await call('POST', '/createBooking', {
        ...over,
        starts_at: at('2020-01-01'),
        ends_at: at('2020-01-02'),
      });
      expect([past.status, past.body.errors]).toEqual([
        422,
        { ends_at: ['Sfârșitul rezervării trebuie să fie în viitor.'] },
      ]);
      const kept = await call('POST', '/createBooking', {
        ...over,
        starts_at: at('2031-06-05'),
        ends_at: at('2031-06-06'),
      });
      expect(kept.status).toBe(201);
      const moved = await call('POST', `/bookings/${kept.body.id}/update`, { starts_at: at('2020-01-01') });
      expect([moved.status, moved.body.errors]).toEqual([
        422,
        { ends_at: ['Sfârșitul rezervării trebuie să fie în viitor.'] },
      ]);
      expect((await call('POST', `/bookings/${kept.body.id}/update`, { notes: 'Vine cu barca' })).status).toBe(200);
      const bad = await call('POST', '/createBooking', { water_id: 'x', starts_at: 'mâine', deposit: -5 });
      expect(bad.status).toBe(422);
      expect(Object.keys(bad.body.errors)).toEqual(
        expect.arrayContaining(['water_id', 'plan_id', 'starts_at', 'ends_at', 'deposit']),
      );
      const filter = await call('POST', '/bookings', { status: 'ocupat', date_from: '2031-02-30' });
      expect(filter.status).toBe(422);
      expect(Object.keys(filter.body.errors).sort()).toEqual(['date_from', 'status']);
      const board = await call('POST', '/board', {});
      expect(board.status).toBe(422);
      expect(board.body.errors.date).toBeDefined();
    });

    it('records a deposit with a chitanță, refuses an overlapping booking or pass with 409 naming the stand, and checks the angler in to the ban', async () => {
      const receipts = await series('receipt');
      const passes = await series('pass');
      const today = bucharestDate();
      const income = async () => {
        const chart = await call('POST', '/financeChart', { date_from: today, date_to: today, group_by: 'day' }, admin);
        expect(chart.status).toBe(200);
        return Math.round(Number(chart.body.totals.income) * 100);
      };
      const incomeBefore = await income();
      const booked = await call('POST', '/createBooking', {
        guest_name: 'Popescu Ion',
        guest_phone: '0722 333 444',
        guest_email: 'ion.popescu@exemplu.ro',
        water_id: lake,
        stand_id: stand7,
        plan_id: plan,
        starts_at: at('2031-07-10'),
        ends_at: at('2031-07-10', 48),
        anglers: 2,
        deposit: '50.00',
        source: 'phone',
      });
      expect(booked.status).toBe(201);
      expect(booked.body).toMatchObject({
        status: 'confirmed',
        deposit: '50.00',
        source: 'phone',
        stand: { number: '7' },
        deposit_receipt: { number: receipts.next_number },
        guest_phone: '0722333444',
        // 48 h on a 24-hour plan: the plan twice (2 × 120.50) and 2 days × 15.25 of the stand.
        total: '271.50',
        due: '221.50',
      });
      const depositReceipt = await call('GET', `/receipts/${booked.body.deposit_receipt_id}`);
      expect(depositReceipt.body).toMatchObject({ amount: '50.00', status: 'issued' });
      expect(depositReceipt.body.description).toContain('Avans rezervare');

      const clash = await call('POST', '/createBooking', {
        guest_name: 'Altcineva',
        guest_phone: '0733000111',
        water_id: lake,
        stand_id: stand7,
        plan_id: plan,
        starts_at: at('2031-07-11'),
        ends_at: at('2031-07-11', 6),
      });
      expect(clash.status).toBe(409);
      expect(clash.body.message).toMatch(
        new RegExp(
          `^Standul 7 este deja rezervat în intervalul ales: rezervarea nr. ${booked.body.id}, 10\\.07\\.2031`,
        ),
      );
      const client = (await call('POST', '/createClient', { first_name: 'Vasile', last_name: 'Grăbitu' })).body.id;
      const passClash = await call('POST', `/clients/${client}/createPass`, {
        plan_id: plan,
        water_id: lake,
        stand_id: stand7,
        valid_from: at('2031-07-11'),
      });
      expect(passClash.status).toBe(409);
      expect(passClash.body.message).toContain(`Standul 7 este deja rezervat`);
      // Back to back is no clash: the next session starts when this one ends.
      const after = await call('POST', `/clients/${client}/createPass`, {
        plan_id: plan,
        water_id: lake,
        stand_id: stand7,
        valid_from: at('2031-07-12'),
        payment_method: 'card',
      });
      expect(after.status).toBe(201);
      expect(after.body.stand).toMatchObject({ id: stand7, number: '7' });
      // 24 h plan: 120.50 + one day of the stand's 15.25.
      expect(after.body).toMatchObject({ price: '135.75', total: '135.75' });

      const checkIn = await call('POST', `/bookings/${booked.body.id}/checkIn`, { payment_method: 'cash' });
      expect(checkIn.status).toBe(200);
      // 48 h on a 24-hour plan: 2 × 120.50 + 2 days × 15.25 = 271.50; deposit 50.00 paid, the
      // chitanță is for 221.50.
      expect(checkIn.body).toMatchObject({
        price: '271.50',
        total: '271.50',
        stand_id: stand7,
        valid_from: at('2031-07-10').replace('.000Z', '.000Z'),
        number: passes.next_number + 1,
        receipt: { number: receipts.next_number + 1 },
        client: { name: 'Popescu Ion' },
      });
      expect(new Date(checkIn.body.valid_to).toISOString()).toBe(at('2031-07-10', 48));
      const rest = await call('GET', `/receipts/${checkIn.body.receipt_id}`);
      expect(rest.body.amount).toBe('221.50');
      expect(rest.body.amount_words).toBe('două sute douăzeci și unu de lei și cincizeci de bani');
      expect(rest.body.description).toContain('avans 50,00 lei dedus');
      // Today's income: the deposit's 50.00, the card pass's 135.75 and the check-in's 221.50, the
      // deposit once (its chitanță holds it; the pass's total of 271.50 less it).
      expect((await income()) - incomeBefore).toBe(5000 + 13575 + 22150);
      const checked = await call('GET', `/bookings/${booked.body.id}`);
      expect(checked.body).toMatchObject({ status: 'checked_in', pass_id: checkIn.body.id });
      expect(checked.body.client_id).toBe(checkIn.body.client_id);
      const again = await call('POST', `/bookings/${booked.body.id}/checkIn`, { payment_method: 'cash' });
      expect(again.status).toBe(409);
      const noMethod = await call('POST', `/bookings/${booked.body.id}/checkIn`, {});
      expect(noMethod.status).toBe(422);
      expect(noMethod.body.errors.payment_method).toBeDefined();

      // The passes list filters by stand; the stand can no longer be deleted.
      const byStand = await call('POST', '/passes', { stand_id: stand7 });
      expect(byStand.body.data.map((p: { id: number }) => p.id).sort()).toEqual(
        [after.body.id, checkIn.body.id].sort(),
      );
      const del = await call('POST', `/stands/${stand7}/delete`);
      expect(del.status).toBe(409);
      expect(del.body.message).toBe(
        'Standul 7 nu poate fi șters: are rezervări, permise sau concursuri. Îl puteți dezactiva.',
      );

      // The board: occupied on the 11th by the checked-in pass; leaving on the 12th at 07:00; arrival on the 10th.
      const day11 = await call('POST', '/board', { date: '2031-07-11', water_id: lake });
      expect(day11.status).toBe(200);
      const s7 = day11.body.stands.find((s: { id: number }) => s.id === stand7);
      expect(s7).toMatchObject({
        state: 'occupied',
        holder: { kind: 'pass', id: checkIn.body.id, name: 'Popescu Ion' },
      });
      expect(day11.body.stands.filter((s: { state: string }) => s.state === 'free')).toHaveLength(2);
      const day10 = await call('POST', '/board', { date: '2031-07-10', water_id: lake });
      expect(day10.body.arrivals.map((h: { id: number }) => h.id)).toEqual([checkIn.body.id]);
      const day12 = await call('POST', '/board', { date: '2031-07-12', water_id: lake });
      expect(day12.body.departures.map((h: { id: number }) => h.id)).toContain(checkIn.body.id);
      const day13 = await call('POST', '/board', { date: '2031-07-13', water_id: lake });
      expect(day13.body.stands.find((s: { id: number }) => s.id === stand7)).toMatchObject({
        state: 'leaving',
        holder: { id: after.body.id },
      });
    });

    it("takes a cancelled deposit's chitanță off nothing at the check-in, and refuses to cancel it once the check-in's pass took it off its price (409)", async () => {
      // The check-in took a deposit whose chitanță had been cancelled off the pass's price: the angler
      // paid 50 lei less than the pass, the money of the deposit given back.
      const book = async (day: string) => {
        const res = await call('POST', '/createBooking', {
          guest_name: 'Avansat Ion',
          guest_phone: '0722 555 666',
          water_id: lake,
          stand_id: stand7,
          plan_id: plan,
          starts_at: at(day),
          ends_at: at(day, 24),
          deposit: '50.00',
        });
        expect(res.status).toBe(201);
        expect(res.body).toMatchObject({ deposit: '50.00', total: '135.75', due: '85.75' });
        return res.body as { id: number; deposit_receipt_id: number };
      };
      const cancelReceipt = (id: number) => call('POST', `/receipts/${id}/delete`, { reason: 'Restituit' });
      const status = async (id: number) => (await call('GET', `/receipts/${id}`)).body.status;
      const checkIn = async (id: number, rest: string) => {
        const res = await call('POST', `/bookings/${id}/checkIn`, { payment_method: 'cash' });
        expect(res.status).toBe(200);
        expect((await call('GET', `/receipts/${res.body.receipt_id}`)).body.amount).toBe(rest);
        return res.body as { id: number };
      };

      // Given back before the check-in: the pass is paid whole.
      const refunded = await book('2031-08-10');
      expect((await cancelReceipt(refunded.deposit_receipt_id)).status).toBe(200);
      expect((await call('GET', `/bookings/${refunded.id}`)).body).toMatchObject({ deposit: '50.00', due: '135.75' });
      await checkIn(refunded.id, '135.75');

      // Taken off the pass's price: the chitanță stays while the pass does.
      const kept = await book('2031-08-12');
      const pass = await checkIn(kept.id, '85.75');
      const refused = await cancelReceipt(kept.deposit_receipt_id);
      expect(refused.status).toBe(409);
      expect(refused.body).toEqual({
        message: `Chitanța este avansul rezervării nr. ${kept.id}, scăzut din prețul permisului emis la prezentare: anulați întâi permisul, apoi chitanța.`,
      });
      expect(await status(kept.deposit_receipt_id)).toBe('issued');
      expect((await call('POST', `/passes/${pass.id}/delete`, { reason: 'Plecat' })).status).toBe(200);
      expect((await cancelReceipt(kept.deposit_receipt_id)).status).toBe(200);
      expect(await status(kept.deposit_receipt_id)).toBe('cancelled');
    });

    it('lists bookings by date range, stand, status and source; updates, confirms, cancels and marks no-shows', async () => {
      const make = async (day: string, source: 'gate' | 'phone') =>
        (
          await call('POST', '/createBooking', {
            guest_name: `Oaspete ${day}`,
            guest_phone: '0744555666',
            water_id: lake,
            stand_id: stand7,
            plan_id: plan,
            starts_at: at(day),
            ends_at: at(day, 12),
            source,
          })
        ).body;
      const a = await make('2031-08-01', 'gate');
      const b = await make('2031-08-03', 'phone');
      const list = await call('POST', '/bookings', {
        date_from: '2031-08-01',
        date_to: '2031-08-02',
        stand_id: stand7,
      });
      expect(list.status).toBe(200);
      expect(list.body.data.map((x: { id: number }) => x.id)).toEqual([a.id]);
      const phone = await call('POST', '/bookings', { date_from: '2031-08-01', source: 'phone', per_page: 100 });
      expect(phone.body.data.map((x: { id: number }) => x.id)).toContain(b.id);
      expect(phone.body.data.map((x: { id: number }) => x.id)).not.toContain(a.id);
      const search = await call('POST', '/bookings', { search: 'Oaspete 2031-08-03' });
      expect(search.body.data.map((x: { id: number }) => x.id)).toEqual([b.id]);
      // A name that matches no one finds no one: its lack of digits is no phone matching every guest.
      const ids = async (q: string) =>
        (await call('POST', '/bookings', { search: q, per_page: 100 })).body.data.map((x: { id: number }) => x.id);
      expect(await ids('Necunoscut')).toEqual([]);
      expect(await ids('+')).toEqual([]);
      // Fewer than 3 digits are no phone to look for either; 3 or more find the phone however spaced.
      expect(await ids('07')).toEqual([]);
      expect(await ids('0744 555')).toEqual(expect.arrayContaining([a.id, b.id]));

      // Moving b onto a's time clashes; a later time does not.
      const moveClash = await call('POST', `/bookings/${b.id}/update`, { starts_at: at('2031-08-01', 2) });
      expect(moveClash.status).toBe(409);
      const moved = await call('POST', `/bookings/${b.id}/update`, {
        starts_at: at('2031-08-03', 1),
        notes: 'Vine cu barca',
      });
      expect(moved.status).toBe(200);
      expect(moved.body).toMatchObject({ notes: 'Vine cu barca', guest_name: 'Oaspete 2031-08-03' });
      const deposit = await call('POST', `/bookings/${b.id}/update`, { deposit: 10 });
      expect(deposit.status).toBe(422);

      expect((await call('POST', `/bookings/${a.id}/confirm`)).status).toBe(409); // already confirmed
      // Not before it starts: until then it may still be kept or cancelled.
      const early = await call('POST', `/bookings/${a.id}/noShow`);
      expect(early.status).toBe(409);
      expect(early.body.message).toMatch(
        /^Rezervarea începe la 01\.08\.2031 .*: o puteți marca neprezentată abia de atunci\./,
      );
      await t.dataSource
        .getRepository(Booking)
        .update(
          { id: a.id },
          { starts_at: new Date(Date.now() - 3_600_000), ends_at: new Date(Date.now() + 3_600_000) },
        );
      const noShow = await call('POST', `/bookings/${a.id}/noShow`);
      expect(noShow.body.status).toBe('no_show');
      const cancelled = await call('POST', `/bookings/${b.id}/cancel`, { reason: 'A sunat' });
      expect(cancelled.body.status).toBe('cancelled');
      expect((await call('POST', `/bookings/${b.id}/cancel`, {})).status).toBe(409);
      // A cancelled booking frees its stand.
      const reuse = await make('2031-08-03', 'gate');
      expect(reuse.status).toBe('confirmed');
      const statuses = await call('POST', '/bookings', { status: 'no_show' });
      expect(statuses.body.data.map((x: { id: number }) => x.id)).toEqual([a.id]);
    });
  });

  describe(`${RACE} concurrent requests`, () => {
    it('lets exactly one of 200 createBooking and createPass calls for one stand win; the rest get 409 and no number is lost', async () => {
      const stand = (await call('POST', '/createStand', { water_id: lake, number: '60', supplement: 0 })).body.id;
      const client = (await call('POST', '/createClient', { first_name: 'Ion', last_name: 'Concurent' })).body.id;
      const receipts = await series('receipt');
      const passes = await series('pass');
      const tokens = [admin, staff];
      const answers = await Promise.all(
        range(RACE).map((i) =>
          i % 2
            ? t.call('POST', `${base}/createBooking`, {
                token: tokens[i % 2],
                body: {
                  client_id: client,
                  water_id: lake,
                  stand_id: stand,
                  plan_id: plan,
                  starts_at: at('2031-09-01', i % 5),
                  ends_at: at('2031-09-01', 20 + (i % 7)),
                  deposit: '10.00',
                },
              })
            : t.call('POST', `${base}/clients/${client}/createPass`, {
                token: tokens[i % 2],
                body: { plan_id: plan, water_id: lake, stand_id: stand, valid_from: at('2031-09-01', i % 9) },
              }),
        ),
      );
      const won = answers.filter((a) => a.status === 201);
      const refused = answers.filter((a) => a.status === 409);
      expect(won).toHaveLength(1);
      expect(refused).toHaveLength(RACE - 1);
      expect(
        refused.every((a) => /^Standul 60 este (deja rezervat|ocupat) în intervalul ales/.test(a.body.message)),
      ).toBe(true);
      // Gap-free: the series moved by exactly the winner's documents (a pass paid cash and its
      // chitanță, or a booking's deposit chitanță).
      const winnerIsPass = 'valid_from' in won[0].body;
      expect((await series('pass')).next_number).toBe(passes.next_number + (winnerIsPass ? 1 : 0));
      expect((await series('receipt')).next_number).toBe(receipts.next_number + 1);
      const rows = await t.dataSource.query<{ n: number }[]>(
        'SELECT COUNT(*) AS n FROM receipts WHERE doc_series_id = ? AND number >= ?',
        [receipts.id, receipts.next_number],
      );
      expect(Number(rows[0].n)).toBe(1);
      console.log(
        `[${DB_KIND}] ${RACE} concurrent createBooking/createPass for one stand: 1 won (${winnerIsPass ? 'pass' : 'booking'}), ${refused.length} × 409`,
      );
    }, 120_000);

    it("never lets 200 concurrent bookings exceed a water's max_anglers_per_day", async () => {
      const pond = (await call('POST', '/createWater', { name: 'Balta mică', max_anglers_per_day: 7 }, admin)).body;
      expect(pond.max_anglers_per_day).toBe(7);
      const dayPlan = (
        await call(
          'POST',
          '/createPlan',
          { name: 'Zi balta mică', water_ids: [pond.id], duration_value: 1, duration_unit: 'days', price: 30 },
          admin,
        )
      ).body.id;
      const answers = await Promise.all(
        range(RACE).map((i) =>
          t.call('POST', `${base}/createBooking`, {
            token: i % 2 ? admin : staff,
            body: {
              guest_name: `Pescar ${i}`,
              guest_phone: `07220${String(i).padStart(5, '0')}`,
              water_id: pond.id,
              plan_id: dayPlan,
              starts_at: at('2031-09-05', i % 3),
              ends_at: at('2031-09-05', 8),
              anglers: (i % 2) + 1,
            },
          }),
        ),
      );
      const won = answers.filter((a) => a.status === 201);
      const refused = answers.filter((a) => a.status === 409);
      expect(won.length + refused.length).toBe(RACE);
      const anglers = won.reduce((s, a) => s + (a.body.anglers as number), 0);
      expect(anglers).toBeLessThanOrEqual(7);
      // The limit is reached, not undershot: a one-angler booking fits until 7, so at least 6 are taken.
      expect(anglers).toBeGreaterThanOrEqual(6);
      expect(refused[0].body.message).toMatch(/^Pe Balta mică sunt permiși cel mult 7 pescari pe zi; pe 05\.09\.2031/);
      const stored = await t.dataSource.query<{ n: number }[]>(
        "SELECT COALESCE(SUM(anglers), 0) AS n FROM bookings WHERE water_id = ? AND status IN ('pending', 'confirmed')",
        [pond.id],
      );
      expect(Number(stored[0].n)).toBe(anglers);
      console.log(
        `[${DB_KIND}] ${RACE} concurrent bookings on a water of 7 anglers a day: ${won.length} won (${anglers} anglers)`,
      );
    }, 120_000);

    if (DB_KIND === 'mariadb') {
      it('never puts back the stand of a booking moved after its edit began (MariaDB, real locks)', async () => {
        const from = (await call('POST', '/createStand', { water_id: lake, number: '61', supplement: 0 })).body.id;
        const to = (await call('POST', '/createStand', { water_id: lake, number: '62', supplement: 0 })).body.id;
        const created = await call('POST', '/createBooking', {
          guest_name: 'Ion Mutat',
          guest_phone: '0722333444',
          water_id: lake,
          stand_id: from,
          plan_id: plan,
          starts_at: at('2031-09-10'),
          ends_at: at('2031-09-10', 12),
        });
        expect(created.status).toBe(201);
        const id = created.body.id as number;
        // The water's row is held, as by another edit of a booking on it; an edit of the notes waits for it.
        const answer = await raceHeld(t.dataSource, {
          hold: (held) => held.query('SELECT id FROM waters WHERE id = ? FOR UPDATE', [lake]),
          request: () => call('POST', `/bookings/${id}/update`, { notes: 'Vine cu barca' }),
          // Meanwhile that other edit moves the booking to stand 62.
          meanwhile: (held) => held.query('UPDATE bookings SET stand_id = ? WHERE id = ?', [to, id]),
        });
        // The edit of the notes was made on the booking at stand 61: refused, and the booking stays at 62.
        expect(answer.status).toBe(409);
        expect(answer.body.message).toBe('Rezervarea tocmai a fost schimbată de altcineva.');
        const [row] = await t.dataSource.query<{ stand_id: number }[]>('SELECT stand_id FROM bookings WHERE id = ?', [
          id,
        ]);
        expect(Number(row.stand_id)).toBe(to);
      });
    }
  });

  describe('a booking and a check-in sent again with their request_key (the answer lost on a weak signal)', () => {
    let pond: number;
    let dayPlan: number;
    const count = async (sql: string, params: unknown[]) => {
      const [row] = await t.dataSource.query<{ n: number | string }[]>(sql, params);
      return Number(row.n);
    };
    const bookingsOf = (guest: string) =>
      count('SELECT COUNT(*) AS n FROM bookings WHERE company_id = ? AND guest_name = ?', [A, guest]);
    const clientsNamed = (last: string) =>
      count('SELECT COUNT(*) AS n FROM clients WHERE company_id = ? AND last_name = ?', [A, last]);
    const depositsFor = (clientLast: string) =>
      count(
        "SELECT COUNT(*) AS n FROM receipts r JOIN clients c ON c.id = r.client_id WHERE r.company_id = ? AND c.last_name = ? AND r.description LIKE 'Avans rezervare%'",
        [A, clientLast],
      );
    const passesOfBooking = (booking: number) =>
      count('SELECT COUNT(*) AS n FROM passes WHERE company_id = ? AND notes = ?', [A, `Rezervarea nr. ${booking}`]);
    const guestBooking = (guest: string, day: string, extra: object = {}) => ({
      guest_name: guest,
      guest_phone: '0744 555 666',
      water_id: pond,
      plan_id: dayPlan,
      starts_at: at(day),
      ends_at: at(day, 10),
      ...extra,
    });

    beforeAll(async () => {
      pond = (await call('POST', '/createWater', { name: 'Balta fără standuri' }, admin)).body.id;
      dayPlan = (
        await call(
          'POST',
          '/createPlan',
          { name: 'Zi la baltă', water_ids: [pond], duration_value: 1, duration_unit: 'days', price: '80.00' },
          admin,
        )
      ).body.id;
    });

    it('answers the booking the first attempt made, with its one deposit chitanță, and makes no second one', async () => {
      const body = guestBooking('Retrimis Avans', '2032-03-01', {
        deposit: '30.00',
        request_key: 'booking-0001-aaaaaa',
      });
      const first = await call('POST', '/createBooking', body);
      expect(first.status).toBe(201);
      const again = await call('POST', '/createBooking', body);
      expect(again.status).toBe(201);
      expect(again.body).toEqual(first.body);
      expect(await bookingsOf('Retrimis Avans')).toBe(1);
      expect(await depositsFor('Retrimis')).toBe(1);
      const other = await call('POST', '/createBooking', { ...body, request_key: 'booking-0002-aaaaaa' });
      expect(other.status).toBe(201);
      expect(other.body.id).not.toBe(first.body.id);
      expect(await bookingsOf('Retrimis Avans')).toBe(2);
    });

    it('makes one booking and one deposit chitanță for 100 attempts sent at once with one key', async () => {
      const body = guestBooking('Atingeri Avans', '2032-03-02', {
        deposit: '30.00',
        request_key: 'booking-0003-aaaaaa',
      });
      const answers = await Promise.all(range(100).map(() => call('POST', '/createBooking', body)));
      expect(answers.map((a) => a.status)).toEqual(Array(100).fill(201));
      expect(new Set(answers.map((a) => a.body.id)).size).toBe(1);
      expect(await bookingsOf('Atingeri Avans')).toBe(1);
      expect(await depositsFor('Atingeri')).toBe(1);
    }, 120_000);

    it('answers the pass of a check-in sent again, instead of 409 "already at the gate"', async () => {
      const booking = (await call('POST', '/createBooking', guestBooking('Retrimis Poarta', '2032-03-03'))).body.id;
      const body = { payment_method: 'cash', request_key: 'checkin-0001-aaaaaa' };
      const first = await call('POST', `/bookings/${booking}/checkIn`, body);
      expect(first.status).toBe(200);
      const again = await call('POST', `/bookings/${booking}/checkIn`, body);
      expect(again.status).toBe(200);
      expect(again.body).toEqual(first.body);
      expect(await passesOfBooking(booking)).toBe(1);
      // Without the key, or with another one, a second check-in is still refused.
      const other = await call('POST', `/bookings/${booking}/checkIn`, { ...body, request_key: 'checkin-0002-aaaaaa' });
      expect(other.status).toBe(409);
      // The key of another booking's check-in is refused too: it issued that booking's pass.
      const second = (await call('POST', '/createBooking', guestBooking('Retrimis Poarta', '2032-03-04'))).body.id;
      const reused = await call('POST', `/bookings/${second}/checkIn`, body);
      expect(reused.status).toBe(409);
      expect(await passesOfBooking(second)).toBe(0);
    });

    it('issues one pass and makes the guest one client for 100 check-ins sent at once, with one key or with none', async () => {
      for (const [guest, key] of [
        ['Atingericheie Ion', 'checkin-0003-aaaaaa'],
        ['Atingerifara Ion', undefined],
      ] as const) {
        const booking = (await call('POST', '/createBooking', guestBooking(guest, '2032-03-05'))).body.id;
        const answers = await Promise.all(
          range(100).map(() =>
            call('POST', `/bookings/${booking}/checkIn`, { payment_method: 'cash', request_key: key }),
          ),
        );
        const ok = answers.filter((a) => a.status === 200);
        if (key) expect(ok).toHaveLength(100);
        else {
          expect(ok).toHaveLength(1);
          expect(answers.filter((a) => a.status === 409)).toHaveLength(99);
        }
        expect(new Set(ok.map((a) => a.body.id)).size).toBe(1);
        expect(await passesOfBooking(booking)).toBe(1);
        expect(await clientsNamed(guest.split(' ')[0])).toBe(1);
      }
    }, 180_000);

    it('refuses a malformed key with 422 on both', async () => {
      const booking = (await call('POST', '/createBooking', guestBooking('Cheie Gresita', '2032-03-06'))).body.id;
      for (const key of ['scurta', 'x'.repeat(65)]) {
        const made = await call(
          'POST',
          '/createBooking',
          guestBooking('Cheie Gresita', '2032-03-07', { request_key: key }),
        );
        expect(made.status).toBe(422);
        expect(made.body.errors).toEqual({ request_key: ['Cheia încercării nu este validă.'] });
        const checked = await call('POST', `/bookings/${booking}/checkIn`, {
          payment_method: 'cash',
          request_key: key,
        });
        expect(checked.status).toBe(422);
        expect(checked.body.errors).toEqual({ request_key: ['Cheia încercării nu este validă.'] });
      }
      expect(await bookingsOf('Cheie Gresita')).toBe(1);
      expect(await passesOfBooking(booking)).toBe(0);
    });
  });

  describe('booking online', () => {
    const request = (body: Record<string, unknown>, ip = '203.0.113.50') =>
      t.call('POST', '/api/public/companies/balta-demo/bookings', { body, headers: { 'x-forwarded-for': ip } });
    const guest = (extra: Record<string, unknown> = {}) => ({
      guest_name: 'Maria Ionescu',
      guest_phone: '0755 123 456',
      guest_email: 'maria@exemplu.ro',
      water_id: lake,
      stand_id: stand7,
      plan_id: plan,
      starts_at: soon(20),
      ends_at: soon(20, 24),
      anglers: 1,
      consent: true,
      ...extra,
    });

    it('shows per stand and day free or taken, without any personal data', async () => {
      const res = await t.call(
        'GET',
        `/api/public/companies/balta-demo/availability?water_id=${lake}&from=2031-07-09&to=2031-07-12`,
      );
      expect(res.status).toBe(200);
      const s7 = res.body.stands.find((s: { id: number }) => s.id === stand7);
      expect(s7.days.map((d: { state: string }) => d.state)).toEqual(['free', 'taken', 'taken', 'taken']);
      expect(res.text).not.toContain('Popescu');
      expect(res.text).not.toContain('0722');
      const bad = await t.call('GET', '/api/public/companies/balta-demo/availability?from=2031-13-01');
      expect(bad.status).toBe(422);
      expect(Object.keys(bad.body.errors).sort()).toEqual(['from', 'to', 'water_id']);
      // The ends of the calendar are a 422 too, never a 500 or days dated "999-01-01".
      for (const [from, to] of [
        ['9999-12-30', '9999-12-31'],
        ['0999-01-01', '0999-01-02'],
        ['0001-01-01', '0001-01-01'],
      ]) {
        const far = await t.call(
          'GET',
          `/api/public/companies/balta-demo/availability?water_id=${lake}&from=${from}&to=${to}`,
        );
        expect([far.status, Object.keys(far.body.errors ?? {}).sort()]).toEqual([422, ['from', 'to']]);
      }
      const unknown = await t.call(
        'GET',
        `/api/public/companies/nu-exista/availability?water_id=${lake}&from=2031-07-09&to=2031-07-09`,
      );
      expect(unknown.status).toBe(404);
    });

    it("shows a stand asked for online as requested, not free, and each stand's supplement", async () => {
      const day = soon(30).slice(0, 10);
      const stand10 = async () =>
        (
          await t.call('GET', `/api/public/companies/balta-demo/availability?water_id=${lake}&from=${day}&to=${day}`)
        ).body.stands.find((s: { number: string }) => s.number === '10');
      const before = await stand10();
      expect(before).toMatchObject({ supplement: '15.25', days: [{ date: day, state: 'free' }] });
      const res = await request(
        guest({
          stand_id: before.id,
          guest_phone: '0766 300 300',
          guest_email: 'cerut@exemplu.ro',
          starts_at: soon(30),
          ends_at: soon(30, 6),
        }),
        '203.0.113.70',
      );
      expect(res.status).toBe(201);
      expect((await stand10()).days).toEqual([{ date: day, state: 'requested' }]);
    });

    it('answers 422 without consent, drops a filled honeypot, and mails the angler at each step', async () => {
      const noConsent = await request(guest({ consent: false }));
      expect(noConsent.status).toBe(422);
      expect(noConsent.body.errors.consent).toEqual([
        'Trebuie să fiți de acord cu folosirea datelor pentru rezervare.',
      ]);
      const missing = await request({});
      expect(missing.status).toBe(422);
      expect(Object.keys(missing.body.errors)).toEqual(
        expect.arrayContaining([
          'guest_name',
          'guest_phone',
          'guest_email',
          'water_id',
          'plan_id',
          'starts_at',
          'ends_at',
          'anglers',
          'consent',
        ]),
      );

      const before = await t.dataSource.query<{ n: number }[]>('SELECT COUNT(*) AS n FROM bookings');
      const robot = await request(
        guest({ website: 'http://spam.example', guest_email: 'robot@exemplu.ro' }),
        '203.0.113.51',
      );
      expect(robot.status).toBe(201);
      const after = await t.dataSource.query<{ n: number }[]>('SELECT COUNT(*) AS n FROM bookings');
      expect(Number(after[0].n)).toBe(Number(before[0].n));

      smtp.clear();
      const res = await request(guest());
      expect(res.status).toBe(201);
      expect(res.body).toEqual({ id: expect.any(Number), status: 'pending' });
      const received = await smtp.waitForMessage((m) => m.to.includes('maria@exemplu.ro'), 10_000);
      expect(received.subject).toBe(`Balta Demo: Am primit cererea de rezervare nr. ${res.body.id}`);
      const stored = await call('GET', `/bookings/${res.body.id}`);
      expect(stored.body).toMatchObject({ status: 'pending', source: 'online', guest_phone: '+40755123456' });
      // Fixed text and the lake's data only: nothing the form's sender wrote.
      expect(received.text).toContain('Lacul cu standuri, standul 7');
      expect(received.text).toContain('Balta Demo');
      expect(received.text).not.toMatch(/Maria|Ionescu/);

      // The stand is held while pending: the same time again clashes, naming no other holder.
      const same = await request(guest({ guest_phone: '0766000000', guest_email: 'altul@exemplu.ro' }), '203.0.113.52');
      expect(same.status).toBe(409);
      expect(same.body).toEqual({
        message: 'Standul 7 nu mai este liber în intervalul ales. Alegeți alt stand sau alt interval.',
      });

      smtp.clear();
      expect((await call('POST', `/bookings/${res.body.id}/confirm`)).body.status).toBe('confirmed');
      const confirmed = await smtp.waitForMessage((m) => m.to.includes('maria@exemplu.ro'), 10_000);
      expect(confirmed.subject).toBe(`Balta Demo: Rezervarea nr. ${res.body.id} este confirmată`);

      const second = await request(guest({ starts_at: soon(24), ends_at: soon(24, 12) }));
      expect(second.status).toBe(201);
      await smtp.waitForMessage((m) => m.subject.includes(`cererea de rezervare nr. ${second.body.id}`), 10_000);
      smtp.clear();
      await call('POST', `/bookings/${second.body.id}/cancel`, { reason: 'Lacul este închis' });
      const refused = await smtp.waitForMessage((m) => m.to.includes('maria@exemplu.ro'), 10_000);
      expect(refused.subject).toBe(`Balta Demo: Cererea de rezervare nr. ${second.body.id} nu a putut fi acceptată`);
      expect(refused.text).toContain('Motiv: Lacul este închis.');
      expect(confirmed.text + refused.text).not.toMatch(/Maria|Ionescu/);
    });

    it('refuses a name that is not letters, spaces, hyphens, apostrophes or dots, in Romanian, storing and mailing nothing', async () => {
      const before = await t.dataSource.query<{ n: number }[]>('SELECT COUNT(*) AS n FROM bookings');
      smtp.clear();
      const names = [
        '<a href="http://spam.example">Câștigați</a>',
        'Ion\nVizitați http://spam.example',
        "-2+3+cmd|' /C calc'!A0",
        '=HYPERLINK("http://spam.example")',
      ];
      for (const [i, guest_name] of names.entries()) {
        const res = await request(
          guest({ guest_name, guest_phone: `0744 100 00${i}`, guest_email: 'tinta@exemplu.ro' }),
          `203.0.113.${60 + i}`,
        );
        expect({ guest_name, status: res.status, errors: res.body.errors }).toEqual({
          guest_name,
          status: 422,
          errors: { guest_name: ['Numele poate conține doar litere, spații, cratime, apostrofuri și puncte.'] },
        });
      }
      const after = await t.dataSource.query<{ n: number }[]>('SELECT COUNT(*) AS n FROM bookings');
      expect(Number(after[0].n)).toBe(Number(before[0].n));
      // Diacritics, a hyphen, an apostrophe and a dot are a name.
      const ok = await request(
        guest({
          guest_name: "Ștefan-Țăran D'Ângelo I.",
          guest_email: 'tinta@exemplu.ro',
          guest_phone: '0744 100 009',
          starts_at: soon(41),
          ends_at: soon(41, 6),
        }),
        '203.0.113.70',
      );
      expect(ok.status).toBe(201);
      // Its mail is the only one sent, and it holds no name.
      const mail = await smtp.waitForMessage((m) => m.subject.includes(`nr. ${ok.body.id}`), 10_000);
      expect(smtp.messages.filter((m) => m.to.includes('tinta@exemplu.ro'))).toEqual([mail]);
      expect(mail.text).not.toMatch(/Ștefan|Țăran|Ângelo/);
    });

    it('takes a start from the current hour to 90 days ahead (a company setting), never the past hour or year 2999', async () => {
      const hourStart = Math.floor(Date.now() / HOUR) * HOUR;
      const iso = (ms: number) => new Date(ms).toISOString();
      // Wholly before the current hour, and over. (Started 59 minutes ago, as this read until now, is
      // in the current hour when the test runs in an hour's last minute.)
      const past = await request(
        guest({
          starts_at: iso(hourStart - 2 * HOUR),
          ends_at: iso(hourStart - HOUR),
          guest_phone: '0744 200 001',
        }),
        '203.0.113.80',
      );
      expect(past.status).toBe(422);
      expect(past.body.errors).toEqual({ starts_at: ['Rezervarea poate începe cel mai devreme în ora curentă.'] });
      const far = await request(
        guest({ starts_at: '2999-06-01T04:00:00Z', ends_at: '2999-06-02T04:00:00Z', guest_phone: '0744 200 002' }),
        '203.0.113.81',
      );
      expect(far.status).toBe(422);
      expect(far.body.errors).toEqual({ starts_at: ['Rezervarea poate începe cel mult peste 90 de zile.'] });
      const beyond = await request(
        guest({ starts_at: soon(92), ends_at: soon(92, 6), guest_phone: '0744 200 003' }),
        '203.0.113.82',
      );
      expect(beyond.status).toBe(422);
      // The current hour is still open.
      // Shorter than an hour holds a stand for nothing.
      const blink = await request(
        guest({ starts_at: soon(30), ends_at: soon(30, 0.5), guest_phone: '0744 200 004' }),
        '203.0.113.84',
      );
      expect([blink.status, blink.body.errors]).toEqual([422, { ends_at: ['O rezervare ține cel puțin o oră.'] }]);
      const thisHour = await request(
        guest({ starts_at: iso(hourStart), ends_at: iso(hourStart + 3 * HOUR), guest_phone: '0744 000 801' }),
        '203.0.113.83',
      );
      expect(thisHour.status).toBe(201);

      // The company sets its own horizon.
      const update = (days: number) =>
        t.call('POST', `/api/company/${A}/update`, { token: admin, body: { booking_days_ahead: days } });
      expect((await update(10)).body.booking_days_ahead).toBe(10);
      try {
        const eleven = await request(
          guest({ starts_at: soon(12), ends_at: soon(12, 6), guest_phone: '0744 200 004' }),
          '203.0.113.84',
        );
        expect(eleven.body.errors).toEqual({ starts_at: ['Rezervarea poate începe cel mult peste 10 zile.'] });
        expect((await update(731)).status).toBe(422);
      } finally {
        expect((await update(90)).status).toBe(200);
      }
    });

    it('takes at most 3 pending requests per phone, however it is written, and limits requests per IP', async () => {
      const phone = ['0725 000 009', '+40 725 000 009', '0040725000009', '40725000009'];
      const answers = [];
      for (let i = 0; i < 4; i++) {
        answers.push(
          await request(
            // A new e-mail each time: one e-mail holds 3 pending requests too (public-abuse.e2e-spec.ts).
            guest({
              guest_phone: phone[i],
              guest_email: `telefon${i}@exemplu.ro`,
              starts_at: soon(30 + i),
              ends_at: soon(30 + i, 6),
            }),
            `198.51.100.${i + 1}`,
          ),
        );
      }
      expect(answers.map((a) => a.status)).toEqual([201, 201, 201, 429]);
      expect(answers[3].body).toEqual({
        message: 'Nu putem primi această cerere acum. Încercați din nou mai târziu sau sunați la baltă.',
      });
      const stored = await t.dataSource.query<{ guest_phone: string }[]>(
        `SELECT DISTINCT guest_phone FROM bookings WHERE id IN (${answers
          .slice(0, 3)
          .map((a) => Number(a.body.id))
          .join(', ')})`,
      );
      expect(stored).toEqual([{ guest_phone: '+40725000009' }]);
      // Staff find them by the number as people write it.
      const found = await call('POST', '/bookings', { search: '0725 000' });
      expect(found.body.data.map((b: { id: number }) => b.id).sort()).toEqual(
        answers
          .slice(0, 3)
          .map((a) => a.body.id)
          .sort(),
      );

      // One address may hold 3 pending requests too, whatever the phones, at any rate.
      const fromOne = [];
      for (let i = 0; i < 4; i++)
        fromOne.push(
          await request(
            guest({
              guest_phone: `0733 000 00${i}`,
              guest_email: `adresa${i}@exemplu.ro`,
              starts_at: soon(35 + i),
              ends_at: soon(35 + i, 6),
            }),
            '198.51.100.77',
          ),
        );
      expect(fromOne.map((a) => a.status)).toEqual([201, 201, 201, 429]);
      expect(fromOne[3].body).toEqual({
        message: 'Nu putem primi această cerere acum. Încercați din nou mai târziu sau sunați la baltă.',
      });
      // Answered requests free the place.
      await call('POST', `/bookings/${fromOne[0].body.id}/confirm`);
      expect(
        (
          await request(
            guest({
              guest_phone: '0733 000 009',
              guest_email: 'adresa9@exemplu.ro',
              starts_at: soon(39),
              ends_at: soon(39, 6),
            }),
            '198.51.100.77',
          )
        ).status,
      ).toBe(201);

      // 10 a minute from one address: the 11th is refused before it reaches the database.
      const statuses: number[] = [];
      for (let i = 0; i < 11; i++)
        statuses.push((await request(guest({ guest_phone: `071000000${i}`, consent: false }), '192.0.2.99')).status);
      expect(statuses).toEqual([...Array(10).fill(422), 429]);
    });

    it('takes at most 3 pending requests per phone when they are sent at once for different waters', async () => {
      const ponds: number[] = [];
      for (let i = 0; i < 6; i++)
        ponds.push((await call('POST', '/createWater', { name: `Balta grăbită ${i}` }, admin)).body.id);
      const day = (
        await call(
          'POST',
          '/createPlan',
          {
            name: 'Zi bălți grăbite',
            water_ids: ponds,
            duration_value: 1,
            duration_unit: 'days',
            price: 20,
          },
          admin,
        )
      ).body.id;
      const answers = await Promise.all(
        ponds.map((water, i) =>
          request(
            guest({
              guest_phone: '0726 111 222',
              guest_email: `grabit${i}@exemplu.ro`,
              water_id: water,
              stand_id: null,
              plan_id: day,
              starts_at: soon(40),
              ends_at: soon(40, 6),
            }),
            `198.51.100.${120 + i}`,
          ),
        ),
      );
      const statuses = answers.map((a) => a.status).sort();
      expect(statuses).toEqual([201, 201, 201, 429, 429, 429]);
      const [pending] = await t.dataSource.query<{ n: number | string }[]>(
        "SELECT COUNT(*) AS n FROM bookings WHERE guest_phone = ? AND status = 'pending'",
        ['+40726111222'],
      );
      expect(Number(pending.n)).toBe(3);
    });
  });
});
