import { bucharestDate } from '@app/common/time';
import { DB_KIND, demoWorld, TestApp } from './support/app';
// The offline page's own logic, run on the server's real answers.
import { applySync, NOTHING_KEPT, verifyKept } from '../../frontend/src/features/public/offlineCheck';

type Revocations = Parameters<typeof applySync>[2];
type KeySet = Parameters<typeof applySync>[1];

/**
 * At the gate: a booking's times follow its start, an early check-in starts the pass at once, the
 * exit closes the pass (online and after a sync offline), and a water's species and the species
 * it releases only. Real app, real database (SQLite or MariaDB).
 */

const HOUR = 3_600_000;
/** A day well in the future at 07:00 Romanian summer time, plus `hours`. */
const at = (day: string, hours = 0) => new Date(Date.parse(`${day}T04:00:00Z`) + hours * HOUR).toISOString();
/** Now plus `hours`, on the minute. */
const fromNow = (hours: number) => new Date(Math.floor(Date.now() / 60_000) * 60_000 + hours * HOUR).toISOString();

describe(`the gate: booking times, early check-in, the exit, species per water (${DB_KIND})`, () => {
  let t: TestApp;
  let A: number;
  let admin: string;
  let staff: string;
  let water: number;
  let plan: number;
  let stand: number;
  let angler: number;
  const base = () => `/api/company/${A}`;
  const call = (method: string, path: string, body?: unknown, token = staff) =>
    t.call(method, `${base()}${path}`, { token, body });
  /** A pass on the stand, paid by card, from now. */
  const sellOnStand = () =>
    call('POST', `/clients/${angler}/createPass`, {
      plan_id: plan,
      water_id: water,
      stand_id: stand,
      payment_method: 'card',
    });
  const book = async (starts: string, ends: string, extra: object = {}) => {
    const res = await call('POST', '/createBooking', {
      guest_name: 'Ion Popescu',
      guest_phone: '0722123456',
      water_id: water,
      stand_id: stand,
      plan_id: plan,
      starts_at: starts,
      ends_at: ends,
      ...extra,
    });
    expect(res.status).toBe(201);
    return res.body as { id: number; starts_at: string; ends_at: string; total: string; due: string };
  };

  beforeAll(async () => {
    ({ t, A, adminA: admin, staffA: staff } = await demoWorld({ DEMO_CATALOGUE: 'true' }));
    water = (await call('POST', '/createWater', { name: 'Lacul porții' }, admin)).body.id;
    plan = (
      await call(
        'POST',
        '/createPlan',
        { name: 'Zi la stand', water_ids: [water], duration_value: 24, duration_unit: 'hours', price: '100.00' },
        admin,
      )
    ).body.id;
    stand = (await call('POST', '/createStand', { water_id: water, number: '3', supplement: '15.25' })).body.id;
    angler = (await call('POST', '/createClient', { first_name: 'Vasile', last_name: 'Ieșeanu' })).body.id;
  }, 60_000);
  afterAll(async () => {
    await t.close();
  });

  describe('booking times', () => {
    it('moves the end with a new start (a day stays a day, one stand supplement), and keeps an end given with it', async () => {
      const booked = await book(at('2032-03-10'), at('2032-03-10', 24));
      expect(booked).toMatchObject({ total: '115.25', due: '115.25' });
      // Arrival 14 hours later, the departure not touched: it follows, 24 hours after.
      const moved = await call('POST', `/bookings/${booked.id}/update`, { starts_at: at('2032-03-10', 14) });
      expect(moved.status).toBe(200);
      expect(moved.body).toMatchObject({
        starts_at: at('2032-03-10', 14),
        ends_at: at('2032-03-10', 38),
        total: '115.25',
      });
      // Someone edits the departure as well: theirs is kept (two days: the plan twice, two supplements).
      const both = await call('POST', `/bookings/${booked.id}/update`, {
        starts_at: at('2032-03-11'),
        ends_at: at('2032-03-11', 48),
      });
      expect(both.body).toMatchObject({ starts_at: at('2032-03-11'), ends_at: at('2032-03-11', 48), total: '230.50' });
      // A new end alone changes only the end.
      const end = await call('POST', `/bookings/${booked.id}/update`, { ends_at: at('2032-03-11', 24) });
      expect(end.body).toMatchObject({ starts_at: at('2032-03-11'), ends_at: at('2032-03-11', 24), total: '115.25' });
      await call('POST', `/bookings/${booked.id}/cancel`, {});
    });
  });

  describe('check-in before the start', () => {
    it('begins the pass at check-in when the stand is free, charging the booked days less the deposit', async () => {
      const booked = await book(fromNow(3), fromNow(27), { deposit: '20.00' });
      expect(booked).toMatchObject({ total: '115.25', due: '95.25' });
      const before = Date.now();
      const res = await call('POST', `/bookings/${booked.id}/checkIn`, { payment_method: 'cash' });
      expect(res.status).toBe(200);
      const from = Date.parse(res.body.valid_from);
      expect(from).toBeGreaterThanOrEqual(before - 1000);
      expect(from).toBeLessThanOrEqual(Date.now() + 1000);
      expect(res.body).toMatchObject({ state: 'valid', valid_to: booked.ends_at, total: '115.25' });
      const receipt = await call('GET', `/receipts/${res.body.receipt_id}`);
      expect(receipt.body.amount).toBe('95.25');
      const online = await t.call('GET', `/api/public/passes/${res.body.code}`);
      expect(online.body.state).toBe('valid');
      await call('POST', `/passes/${res.body.id}/delete`, { reason: 'test' });
    });

    it('keeps the booked start when the stand is held until then', async () => {
      const held = await book(fromNow(-1), fromNow(3));
      const booked = await book(fromNow(3), fromNow(27));
      const res = await call('POST', `/bookings/${booked.id}/checkIn`, { payment_method: 'card' });
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ state: 'upcoming', valid_from: booked.starts_at });
      // Not begun: no catch and no exit on it yet.
      const fish = ((await t.call('GET', '/api/user', { token: staff })).body.fishes as { id: number }[])[0].id;
      const early = await call('POST', `/passes/${res.body.id}/createCatch`, {
        fish_id: fish,
        count: 1,
        weight_kg: '5',
      });
      expect(early.status).toBe(409);
      expect(early.body.message).toMatch(/^Permisul începe la .*: capturile și ieșirea se înregistrează de atunci\.$/);
      expect((await call('POST', `/passes/${res.body.id}/checkout`, { payment_method: 'card' })).status).toBe(409);
      await call('POST', `/passes/${res.body.id}/delete`, { reason: 'test' });
      await call('POST', `/bookings/${held.id}/cancel`, {});
    });
  });

  describe('the exit', () => {
    it('closes the pass: "exited" with its time online, and in the revocation sync the offline page keeps', async () => {
      const issued = await sellOnStand();
      expect(issued.status).toBe(201);
      const pass = (await call('GET', `/passes/${issued.body.id}`)).body as { id: number; code: string; token: string };
      const jwks = (await t.call('GET', '/api/public/companies/balta-demo/jwks.json')).body as KeySet;
      const first = (await t.call('GET', '/api/public/companies/balta-demo/revocations')).body as Revocations;
      const kept = applySync(NOTHING_KEPT, jwks, first);
      expect(await verifyKept(pass.token, 'balta-demo', kept)).toMatchObject({ state: 'valid', exited_at: null });

      const out = await call('POST', `/passes/${pass.id}/checkout`, { payment_method: 'cash' });
      expect(out.status).toBe(200);
      const after = (await call('GET', `/passes/${pass.id}`)).body;
      expect(after).toMatchObject({ state: 'exited', checked_out_at: expect.any(String) });
      const online = await t.call('GET', `/api/public/passes/${pass.code}`);
      expect(online.body).toMatchObject({ state: 'exited', checked_out_at: after.checked_out_at });

      // The next sync asks what came after the last number: the exit is there, with its time.
      const next = await t.call('GET', `/api/public/companies/balta-demo/revocations?after=${first.seq}`);
      expect(next.body.seq).toBe(first.seq + 1);
      expect(next.body.revoked).toEqual([
        { code: pass.code, cancelled_at: null, exited_at: after.checked_out_at, valid_to: expect.any(String) },
      ]);
      const synced = applySync(kept, jwks, next.body as Revocations);
      expect(await verifyKept(pass.token, 'balta-demo', synced)).toMatchObject({
        kind: 'checked',
        state: 'exited',
        exited_at: after.checked_out_at,
      });
      // A whole list says the same.
      const whole = applySync(
        NOTHING_KEPT,
        jwks,
        (await t.call('GET', '/api/public/companies/balta-demo/revocations')).body,
      );
      expect(await verifyKept(pass.token, 'balta-demo', whole)).toMatchObject({ state: 'exited' });
    });

    it('frees the stand from the exit: booked again the same day, shown leaving on the board at the exit', async () => {
      const issued = await sellOnStand();
      expect(issued.status).toBe(201);
      // Held: a booking in its 24 hours is refused.
      const refused = await call('POST', '/createBooking', {
        guest_name: 'Dan Următorul',
        guest_phone: '0722123457',
        water_id: water,
        stand_id: stand,
        plan_id: plan,
        starts_at: fromNow(2),
        ends_at: fromNow(6),
      });
      expect(refused.status).toBe(409);
      expect((await call('POST', `/passes/${issued.body.id}/checkout`, { payment_method: 'card' })).status).toBe(200);
      const exited = (await call('GET', `/passes/${issued.body.id}`)).body as { checked_out_at: string };
      const board = await call('POST', '/board', { date: bucharestDate(), water_id: water });
      expect(board.status).toBe(200);
      const leaving = board.body.departures.find((h: { kind: string; id: number }) => h.id === issued.body.id);
      expect(leaving).toMatchObject({ kind: 'pass', ends_at: exited.checked_out_at });
      const next = await book(fromNow(2), fromNow(6));
      expect(next.starts_at).toBe(fromNow(2));
      await call('POST', `/bookings/${next.id}/cancel`, {});
    });
  });

  describe("a water's species", () => {
    it('keeps the species and those released only; refuses a released-only species as kept with 422', async () => {
      const user = await t.call('GET', '/api/user', { token: staff });
      const fishes = user.body.fishes as { id: number; name: string }[];
      const [carp, sturgeon] = [fishes[0], fishes[1]];
      const bad = await call('POST', `/waters/${water}/update`, { release_fish_ids: [99999] }, admin);
      expect(bad.status).toBe(422);
      expect(bad.body.errors.release_fish_ids).toEqual(['Una dintre speciile alese nu există.']);
      const upd = await call(
        'POST',
        `/waters/${water}/update`,
        { fish_ids: [carp.id, sturgeon.id], release_fish_ids: [sturgeon.id] },
        admin,
      );
      expect(upd.status).toBe(200);
      expect(upd.body).toMatchObject({
        fish_ids: [carp.id, sturgeon.id].sort((a, b) => a - b),
        release_fish_ids: [sturgeon.id],
      });
      expect((await call('GET', `/waters/${water}`)).body.release_fish_ids).toEqual([sturgeon.id]);

      const issued = await call('POST', `/clients/${angler}/createPass`, {
        plan_id: plan,
        water_id: water,
        payment_method: 'card',
      });
      const passId = issued.body.id as number;
      const kept = await call('POST', `/passes/${passId}/createCatch`, {
        fish_id: sturgeon.id,
        count: 1,
        weight_kg: '3.5',
        kept: true,
      });
      expect(kept.status).toBe(422);
      expect(kept.body.errors.kept).toEqual([
        `Specia ${sturgeon.name} nu se poate reține pe această apă: se eliberează.`,
      ]);
      const released = await call('POST', `/passes/${passId}/createCatch`, {
        fish_id: sturgeon.id,
        count: 1,
        weight_kg: '3.5',
        kept: false,
      });
      expect(released.status).toBe(201);
      const keptCarp = await call('POST', `/passes/${passId}/createCatch`, {
        fish_id: carp.id,
        count: 1,
        weight_kg: '2',
        kept: true,
      });
      expect(keptCarp.status).toBe(201);
      // The exit's weighed catches are held to the same rule, and nothing of the exit is written.
      const exit = await call('POST', `/passes/${passId}/checkout`, {
        payment_method: 'cash',
        catches: [{ fish_id: sturgeon.id, count: 1, weight_kg: '1', kept: true }],
      });
      expect(exit.status).toBe(422);
      expect(exit.body.errors['catches.0.kept']).toEqual([
        `Specia ${sturgeon.name} nu se poate reține pe această apă: se eliberează.`,
      ]);
      expect((await call('GET', `/passes/${passId}`)).body.checked_out_at).toBeNull();
      const list = await call('POST', `/passes/${passId}/catches`, {});
      expect(list.body.data).toHaveLength(2);
    });
  });
});
