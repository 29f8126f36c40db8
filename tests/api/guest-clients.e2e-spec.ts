import { DB_KIND, demoWorld, TestApp } from './support/app';
import { oneDayCompetition } from './support/competitions';

/**
 * A guest becomes a client when they pay or arrive (a booking's deposit or check-in, a competition
 * team's check-in): the company's client of the same phone and name, when there is one, rather than
 * a second card of the same angler. Real app, real database (SQLite or MariaDB).
 */

const HOUR = 3_600_000;
const at = (day: string, hours = 0) => new Date(Date.parse(`${day}T04:00:00Z`) + hours * HOUR).toISOString();

describe(`a guest who is already a client (${DB_KIND})`, () => {
  let t: TestApp;
  let A: number;
  let admin: string;
  let staff: string;
  let lake: number;
  let plan: number;
  let stand: number;
  let ilie: number;

  const call = (method: string, path: string, body?: unknown, token = staff) =>
    t.call(method, `/api/company/${A}${path}`, { token, body });
  /** The company's clients, not erased, whose phone is this one in any spelling. */
  const clientsOfPhone = async (phone: string) =>
    (await call('POST', '/clients', { search: phone, per_page: 100 })).body.data as { id: number; name: string }[];
  /** A booking for a guest on its own day, checked in: answers the pass's client. */
  const bookedAndCheckedIn = async (day: string, guest_name: string, guest_phone: string) => {
    const booked = await call('POST', '/createBooking', {
      guest_name,
      guest_phone,
      water_id: lake,
      stand_id: stand,
      plan_id: plan,
      starts_at: at(day),
      ends_at: at(day, 24),
    });
    expect(booked.status).toBe(201);
    const pass = await call('POST', `/bookings/${booked.body.id}/checkIn`, { payment_method: 'cash' });
    expect(pass.status).toBe(200);
    return pass.body.client_id as number;
  };

  beforeAll(async () => {
    ({ t, A, adminA: admin, staffA: staff } = await demoWorld());
    lake = (await call('POST', '/createWater', { name: 'Lacul oaspeților' }, admin)).body.id;
    plan = (
      await call(
        'POST',
        '/createPlan',
        { name: 'Zi de oaspete', water_ids: [lake], duration_value: 24, duration_unit: 'hours', price: '50.00' },
        admin,
      )
    ).body.id;
    stand = (await call('POST', '/createStand', { water_id: lake, number: '1' }, admin)).body.id;
    ilie = (await call('POST', '/createClient', { last_name: 'Munteanu', first_name: 'Ilie', phone: '0733 444 555' }))
      .body.id;
  });

  afterAll(() => t.close());

  it("checks a guest booking in on the client of the same phone and name, the name's order and the phone's spelling aside", async () => {
    expect(await bookedAndCheckedIn('2031-09-01', 'Munteanu Ilie', '+40733444555')).toBe(ilie);
    expect(await bookedAndCheckedIn('2031-09-02', 'ilie  MUNTEANU', '0733444555')).toBe(ilie);
    expect((await clientsOfPhone('0733444555')).map((c) => c.id)).toEqual([ilie]);
  });

  it('makes a new client of a guest who shares only the phone (a family) or only the name', async () => {
    const ana = await bookedAndCheckedIn('2031-09-03', 'Munteanu Ana', '0733 444 555');
    const namesake = await bookedAndCheckedIn('2031-09-04', 'Munteanu Ilie', '0799 000 111');
    expect(new Set([ilie, ana, namesake]).size).toBe(3);
    expect((await clientsOfPhone('0733444555')).map((c) => c.id).sort((x, y) => x - y)).toEqual([ilie, ana]);
  });

  it("checks a competition team's guest in on the client of the same phone and name", async () => {
    const competition = await call(
      'POST',
      '/createCompetition',
      oneDayCompetition({ name: 'Cupa oaspeților', water_id: lake, stand_ids: [stand], day: '2031-09-10' }),
      admin,
    );
    expect(competition.status).toBe(201);
    const team = await call('POST', `/competitions/${competition.body.id}/createTeam`, {
      name: 'Munteneștii',
      phone: '0733 444 555',
      guests: [
        { name: 'Munteanu Ilie', phone: '0733 444 555' },
        { name: 'Munteanu Radu', phone: '0733 444 555' },
      ],
    });
    expect(team.status).toBe(201);
    const checked = await call('POST', `/competitions/${competition.body.id}/teams/${team.body.id}/checkIn`, {
      payment_method: 'cash',
    });
    expect(checked.status).toBe(200);
    const [first, second] = checked.body.members as { client_id: number }[];
    expect(first.client_id).toBe(ilie);
    expect(second.client_id).not.toBe(ilie);
  });

  it('never takes an erased client for a guest', async () => {
    const erased = (
      await call('POST', '/createClient', { last_name: 'Ștersu', first_name: 'Ion', phone: '0733 999 000' })
    ).body.id;
    expect((await call('POST', `/clients/${erased}/anonymize`, { reason: 'Cererea clientului' }, admin)).status).toBe(
      200,
    );
    expect(await bookedAndCheckedIn('2031-09-05', 'Ștersu Ion', '0733 999 000')).not.toBe(erased);
  });
});
