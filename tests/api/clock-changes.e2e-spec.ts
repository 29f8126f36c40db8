import { DB_KIND, demoWorld, TestApp } from './support/app';
import { oneDayCompetition } from './support/competitions';

/**
 * Romania's clock across the nights it changes (docs/product.md, "Romania's clock"): 29 March 2026
 * (03:00 → 04:00, UTC+2 → UTC+3) and 25 October 2026 (04:00 → 03:00, UTC+3 → UTC+2). Real app, real
 * database (SQLite or MariaDB).
 */
describe(`Romania's clock across its changes (${DB_KIND})`, () => {
  let t: TestApp;
  let A: number;
  let admin: string;
  let staff: string;
  let base: string;
  let water: number;
  let stand: number;
  let freeStand: number;
  let longStand: number;
  let dayPlan: number;
  let client: number;

  const call = (method: string, path: string, body?: unknown, token = staff) =>
    t.call(method, `${base}${path}`, { token, body });

  beforeAll(async () => {
    ({ t, A, adminA: admin, staffA: staff } = await demoWorld());
    base = `/api/company/${A}`;
    water = (await call('POST', '/createWater', { name: 'Lacul orei de vară' }, admin)).body.id;
    stand = (await call('POST', '/createStand', { water_id: water, number: '1', supplement: '10' }, admin)).body.id;
    // Not held by the pass above.
    freeStand = (await call('POST', '/createStand', { water_id: water, number: '2' }, admin)).body.id;
    longStand = (await call('POST', '/createStand', { water_id: water, number: '3' }, admin)).body.id;
    dayPlan = (
      await call(
        'POST',
        '/createPlan',
        { name: 'O zi la ora de vară', water_ids: [water], duration_value: 1, duration_unit: 'days', price: '50' },
        admin,
      )
    ).body.id;
    client = (await call('POST', '/createClient', { first_name: 'Ion', last_name: 'Ceasornicaru' })).body.id;
  }, 60_000);
  afterAll(async () => {
    jest.restoreAllMocks();
    await t.close();
  });

  it('issues a "1 zi" pass sold on 24 October at 20:00 until 20:00 on the 25th, one day of its stand', async () => {
    const res = await call('POST', `/clients/${client}/createPass`, {
      plan_id: dayPlan,
      water_id: water,
      stand_id: stand,
      valid_from: '2026-10-24T17:00:00.000Z',
      payment_method: 'card',
    });
    expect(res.status).toBe(201);
    // 20:00 at UTC+2 after the night the clocks went back: 25 real hours.
    expect(res.body).toMatchObject({ valid_to: '2026-10-25T18:00:00.000Z', price: '60.00', total: '60.00' });
  });

  it('takes a public booking up to the same clock time `booking_days_ahead` days later', async () => {
    const update = (days: number) =>
      t.call('POST', `/api/company/${A}/update`, { token: admin, body: { booking_days_ahead: days } });
    const request = (starts: string, ends: string, phone: string) =>
      t.call('POST', '/api/public/companies/balta-demo/bookings', {
        body: {
          guest_name: 'Maria Ionescu',
          guest_phone: phone,
          guest_email: 'maria@exemplu.ro',
          water_id: water,
          stand_id: freeStand,
          plan_id: dayPlan,
          starts_at: starts,
          ends_at: ends,
          anglers: 1,
          consent: true,
        },
      });
    expect((await update(1)).status).toBe(200);
    // Saturday 24 October 2026, 10:00 in Romania (UTC+3).
    const now = jest.spyOn(Date, 'now').mockReturnValue(Date.parse('2026-10-24T07:00:00Z'));
    try {
      // Sunday 09:30 (UTC+2) is less than a day ahead on the lake's clock, though 24.5 real hours.
      const sunday = await request('2026-10-25T07:30:00Z', '2026-10-25T12:00:00Z', '0744 300 001');
      expect(sunday.body.errors).toBeUndefined();
      expect(sunday.status).toBe(201);
      // Sunday 10:30 is more than a day ahead.
      const later = await request('2026-10-25T08:30:00Z', '2026-10-25T13:00:00Z', '0744 300 002');
      expect(later.status).toBe(422);
      expect(later.body.errors).toEqual({ starts_at: ['Rezervarea poate începe cel mult peste o zi.'] });
    } finally {
      now.mockRestore();
      expect((await update(90)).status).toBe(200);
    }
  });

  it('takes a booking and a competition of 14 days on the clock across the night the clocks go back, not longer', async () => {
    // Tuesday 20 October 2026 10:00 (UTC+3) to Tuesday 3 November 10:00 (UTC+2): 14 days and an hour.
    const booking = (ends: string, phone: string) =>
      call('POST', '/createBooking', {
        guest_name: 'Oaspete Lung',
        guest_phone: phone,
        water_id: water,
        stand_id: longStand,
        plan_id: dayPlan,
        starts_at: '2026-10-20T07:00:00.000Z',
        ends_at: ends,
      });
    // Taken the day before it starts: a booking already over is refused.
    const now = jest.spyOn(Date, 'now').mockReturnValue(Date.parse('2026-10-19T07:00:00Z'));
    try {
      const fortnight = await booking('2026-11-03T08:00:00.000Z', '0722 000 101');
      expect(fortnight.body.errors).toBeUndefined();
      expect(fortnight.status).toBe(201);
      const longer = await booking('2026-11-03T08:30:00.000Z', '0722 000 102');
      expect(longer.status).toBe(422);
      expect(longer.body.errors).toEqual({ ends_at: ['O rezervare ține cel mult 14 zile.'] });
    } finally {
      now.mockRestore();
    }

    const cupStand = (await call('POST', '/createStand', { water_id: water, number: '4' }, admin)).body.id;
    const competition = (name: string, ends: string) => {
      const body = oneDayCompetition({ name, water_id: water, stand_ids: [cupStand], day: '2026-10-20' });
      return call(
        'POST',
        '/createCompetition',
        {
          ...body,
          starts_at: '2026-10-20T07:00:00.000Z',
          ends_at: ends,
          rounds: [{ starts_at: '2026-10-20T08:00:00.000Z', ends_at: '2026-10-21T08:00:00.000Z' }],
        },
        admin,
      );
    };
    const cup = await competition('Cupa de două săptămâni', '2026-11-03T08:00:00.000Z');
    expect(cup.body.errors).toBeUndefined();
    expect(cup.status).toBe(201);
    const over = await competition('Cupa prea lungă', '2026-11-03T08:30:00.000Z');
    expect(over.status).toBe(422);
    expect(over.body.errors.ends_at).toEqual(['Un concurs ține cel mult 14 zile.']);
  });
});
