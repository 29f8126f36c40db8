import { bucharestDate } from '@app/common/time';
import { DB_KIND, demoWorld, TestApp } from './support/app';
import { oneDayCompetition } from './support/competitions';
import { raceHeld } from './support/locks';

/**
 * The entry fees a competition has taken when it is cancelled or a team withdraws: every fee is
 * undone with it (TeamsService.undoFee()), or nothing changes (409). Real app, real database; the
 * real-lock race on MariaDB.
 */

const PAIRS = 60;
const FEE = '150.00';

describe(`competitions: fees undone with a cancellation (${DB_KIND})`, () => {
  let t: TestApp;
  let A: number;
  let admin: string;
  let staff: string;
  let base: string;
  let lake: number;
  const stands: number[] = [];
  /** Each competition on a day of its own: their stands never clash. */
  let dayNo = 0;
  const today = bucharestDate();

  const call = (method: string, path: string, body?: unknown, token = staff) =>
    t.call(method, `${base}${path}`, { token, body });
  const cents = (v: string | undefined) => Math.round(Number(v ?? '0') * 100);

  beforeAll(async () => {
    ({ t, A, adminA: admin, staffA: staff } = await demoWorld());
    base = `/api/company/${A}`;
    lake = (await call('POST', '/createWater', { name: 'Lacul taxelor' }, admin)).body.id;
    for (let n = 1; n <= 4; n++)
      stands.push((await call('POST', '/createStand', { water_id: lake, number: String(n) }, admin)).body.id);
  }, 180_000);
  afterAll(async () => {
    await t.close();
  });

  /** A competition open for registration, with an entry fee, on a day of its own. */
  async function openCompetition(name: string): Promise<number> {
    dayNo++;
    const day = new Date(Date.parse('2034-01-01T00:00:00Z') + dayNo * 86_400_000).toISOString().slice(0, 10);
    const created = await call(
      'POST',
      '/createCompetition',
      { ...oneDayCompetition({ name, water_id: lake, stand_ids: stands, day }), entry_fee: FEE },
      admin,
    );
    expect(created.status).toBe(201);
    expect((await call('POST', `/competitions/${created.body.id}/openRegistration`, {}, admin)).status).toBe(200);
    return created.body.id as number;
  }

  /** A confirmed team whose payer is a client of its own. */
  async function teamOf(competition: number, name: string): Promise<number> {
    const payer = await call('POST', '/createClient', { first_name: name, last_name: 'Plătitor' });
    expect(payer.status).toBe(201);
    const team = await call('POST', `/competitions/${competition}/createTeam`, {
      name,
      phone: '0722 600 600',
      member_ids: [payer.body.id],
    });
    expect(team.status).toBe(201);
    return team.body.id as number;
  }

  /** Today in the cash book: its closing balance and card sum, in bani. */
  async function todayInBook() {
    const book = await call('POST', '/cashBook', { date_from: today, date_to: today }, admin);
    expect(book.status).toBe(200);
    const day = (book.body.days as { date: string; closing_balance: string; card: string }[]).find(
      (d) => d.date === today,
    );
    return { balance: cents(day?.closing_balance), card: cents(day?.card) };
  }

  const teamRow = async (id: number) =>
    (
      await t.dataSource.query<{ status: string; checked_in_at: unknown; fee_receipt_id: number | null }[]>(
        'SELECT status, checked_in_at, fee_receipt_id FROM competition_teams WHERE id = ?',
        [id],
      )
    )[0];

  it('undoes every taken fee when the competition is cancelled: the chitanță cancelled, the cash and card returned', async () => {
    const id = await openCompetition('Cupa anulată');
    const cashTeam = await teamOf(id, 'Numerar');
    const cardTeam = await teamOf(id, 'Card');
    const before = await todayInBook();
    const cash = await call('POST', `/competitions/${id}/teams/${cashTeam}/checkIn`, { payment_method: 'cash' });
    expect(cash.body).toMatchObject({ fee_paid: true, fee_payment_method: 'cash' });
    const receipt = cash.body.fee_receipt.id as number;
    const card = await call('POST', `/competitions/${id}/teams/${cardTeam}/checkIn`, { payment_method: 'card' });
    expect(card.body).toMatchObject({ fee_paid: true, fee_payment_method: 'card', fee_receipt: null });
    const paid = await todayInBook();
    expect([paid.balance - before.balance, paid.card - before.card]).toEqual([15000, 15000]);
    // What the cancellation's confirmation shows: two fees, 300 lei.
    expect((await call('GET', `/competitions/${id}`)).body.teams).toMatchObject({ paid: 2, paid_fees: '300.00' });

    const cancelled = await call('POST', `/competitions/${id}/cancel`, { reason: 'Furtună' }, admin);
    expect(cancelled.status).toBe(200);
    expect(cancelled.body).toMatchObject({ status: 'cancelled', teams: { paid: 0, paid_fees: '0.00' } });
    const listed = await call('POST', `/competitions/${id}/teams`, {});
    expect(listed.body.data).toHaveLength(2);
    for (const team of listed.body.data)
      expect(team).toMatchObject({ fee_paid: false, fee_payment_method: null, fee_receipt: null });
    expect((await call('GET', `/receipts/${receipt}`)).body).toMatchObject({
      status: 'cancelled',
      cancel_reason: 'Furtună',
    });
    expect(await todayInBook()).toEqual(before);
  });

  it('undoes the fee of a team that withdraws, with its withdrawal', async () => {
    const id = await openCompetition('Cupa retragerii');
    const team = await teamOf(id, 'Plecații');
    const before = await todayInBook();
    const cash = await call('POST', `/competitions/${id}/teams/${team}/checkIn`, { payment_method: 'cash' });
    expect(cash.body.fee_paid).toBe(true);
    const withdrawn = await call('POST', `/competitions/${id}/teams/${team}/cancel`, { reason: 'Bolnav' });
    expect(withdrawn.status).toBe(200);
    expect(withdrawn.body).toMatchObject({ status: 'cancelled', fee_paid: false, fee_receipt: null });
    expect((await call('GET', `/receipts/${cash.body.fee_receipt.id}`)).body).toMatchObject({
      status: 'cancelled',
      cancel_reason: 'Bolnav',
    });
    expect(await todayInBook()).toEqual(before);
    expect((await call('POST', `/competitions/${id}/cancel`, {}, admin)).status).toBe(200);
  });

  it(`never leaves a checked-in team with a fee on a cancelled competition when ${PAIRS} check-ins and cancellations race`, async () => {
    const pairs: { id: number; team: number; method: string }[] = [];
    for (let i = 0; i < PAIRS; i++) {
      const id = await openCompetition(`Cursa ${i}`);
      pairs.push({ id, team: await teamOf(id, `Echipa ${i}`), method: i % 2 ? 'card' : 'cash' });
    }
    const before = await todayInBook();
    const answers = await Promise.all(
      pairs.map(({ id, team, method }) =>
        Promise.all([
          call('POST', `/competitions/${id}/teams/${team}/checkIn`, { payment_method: method }),
          call('POST', `/competitions/${id}/cancel`, { reason: 'Cursă' }, admin),
        ]),
      ),
    );
    for (const [i, [checkIn, cancel]] of answers.entries()) {
      expect([i, cancel.status]).toEqual([i, 200]);
      expect([i, checkIn.status]).toEqual([i, expect.any(Number)]);
      expect([200, 409]).toContain(checkIn.status);
      const row = await teamRow(pairs[i].team);
      expect([i, row.checked_in_at, row.fee_receipt_id]).toEqual([i, null, null]);
      if (checkIn.status === 200 && checkIn.body.fee_receipt)
        expect((await call('GET', `/receipts/${checkIn.body.fee_receipt.id}`)).body.status).toBe('cancelled');
    }
    expect(await todayInBook()).toEqual(before);
  }, 120_000);

  if (DB_KIND === 'mariadb') {
    it('refuses a check-in on a competition cancelled while it waited (MariaDB, real locks)', async () => {
      const id = await openCompetition('Cupa așteptării');
      const team = await teamOf(id, 'Întârziații');
      // The cancellation is being written: the competition's row is cancelled, not yet committed.
      const answer = await raceHeld(t.dataSource, {
        hold: (held) => held.query("UPDATE competitions SET status = 'cancelled' WHERE id = ?", [id]),
        request: () => call('POST', `/competitions/${id}/teams/${team}/checkIn`, { payment_method: 'cash' }),
        orAnswered: true,
      });
      expect(answer.status).toBe(409);
      expect(answer.body.message).toBe('Concursul este încheiat sau anulat.');
      expect(await teamRow(team)).toMatchObject({ checked_in_at: null, fee_receipt_id: null });
    });
  }

  // Last: it closes today.
  it('refuses the cancellation (409) and changes nothing when a fee cannot be undone: today closed', async () => {
    const id = await openCompetition('Cupa zilei închise');
    const cashTeam = await teamOf(id, 'Închiși numerar');
    const cardTeam = await teamOf(id, 'Închiși card');
    const cash = await call('POST', `/competitions/${id}/teams/${cashTeam}/checkIn`, { payment_method: 'cash' });
    expect(cash.body.fee_paid).toBe(true);
    expect(
      (await call('POST', `/competitions/${id}/teams/${cardTeam}/checkIn`, { payment_method: 'card' })).body.fee_paid,
    ).toBe(true);
    expect((await call('POST', '/cashBook/close', { date: today, confirm: true }, admin)).status).toBe(200);
    const book = await todayInBook();
    const refused = await call('POST', `/competitions/${id}/cancel`, { reason: 'Vânt' }, admin);
    expect(refused.status).toBe(409);
    expect(refused.body.message).toMatch(/închis/);
    const withdrawal = await call('POST', `/competitions/${id}/teams/${cardTeam}/cancel`, { reason: 'Vânt' });
    expect(withdrawal.status).toBe(409);
    expect((await call('GET', `/competitions/${id}`)).body).toMatchObject({
      status: 'registration',
      cancel_reason: null,
      teams: { confirmed: 2, paid: 2, paid_fees: '300.00' },
    });
    for (const team of [cashTeam, cardTeam])
      expect(await teamRow(team)).toMatchObject({ status: 'confirmed', checked_in_at: expect.anything() });
    expect((await call('GET', `/receipts/${cash.body.fee_receipt.id}`)).body.status).toBe('issued');
    expect(await todayInBook()).toEqual(book);
    expect((await call('POST', '/cashBook/reopen', { date: today, reason: 'Test' }, admin)).status).toBe(200);
  });
});
