import { addDays, bucharestDate } from '@app/common/time';
import { fromBani, toBani } from '@app/common/money';
import { rawInstant } from '@app/passes/payment-methods';
import { oneDayCompetition } from './support/competitions';
import { unzip } from './support/saga-xsd';
import type { CashBookDay as Day } from '@app/books/books.presenter';
import type { CompetitionTeamResponse as Team } from '@app/competitions/competition.presenter';
import { DB_KIND, demoWorld, TestApp } from './support/app';

/**
 * Do the books add up? One company's mixed day at the gate, run through the API only, then every
 * view of its money recomputed here from the documents the API lists, by the rules of
 * docs/numbering-and-fiscal.md ("The sale: one mechanism", "Income", "The cash book"):
 * the cash book's days (lines, totals, running balance, card and transfer sums), the finance
 * chart's income, the receipts' and passes' list totals, and the statistics tables kept with every
 * issue and cancellation (receipt_day_stats, pass_day_stats, pass_list_stats, client_pass_totals)
 * against a full recount of the passes and chitanțe.
 */

const HOUR = 3_600_000;
/** Now plus `hours`, on the minute. */
const fromNow = (hours: number) => new Date(Math.floor(Date.now() / 60_000) * 60_000 + hours * HOUR).toISOString();
/** A DATE column: text on SQLite, a Date at UTC midnight on MariaDB. */
const dayOf = (d: string | Date) => (typeof d === 'string' ? d.slice(0, 10) : d.toISOString().slice(0, 10));
const sum = (values: (string | number | null | undefined)[]) => values.reduce<number>((s, v) => s + toBani(v ?? 0), 0);

interface Receipt {
  id: number;
  client_id: number;
  pass_id: number | null;
  issued_on: string;
  amount: string;
  status: 'issued' | 'cancelled';
}
interface Pass {
  id: number;
  client_id: number;
  water_id: number;
  total: string;
  payment_method: 'cash' | 'card' | 'transfer';
  receipt_id: number | null;
  status: 'active' | 'cancelled';
  created_at: string;
  valid_from: string;
  checkout_amount: string | null;
  checkout_payment_method: 'cash' | 'card' | 'transfer' | null;
  checkout_receipt_id: number | null;
}
interface Booking {
  id: number;
  status: string;
  deposit: string;
  deposit_receipt_id: number | null;
  pass_id: number | null;
}

describe(`the books add up: cash book, finance chart, list totals and statistics agree (${DB_KIND})`, () => {
  let t: TestApp;
  let A: number;
  let admin: string;
  let staff: string;
  let water: number;
  let pond: number;
  let plan: number;
  let percent: number;
  let fixed: number;
  const stands: number[] = [];
  const bookings: number[] = [];
  const competitions: number[] = [];
  const today = bucharestDate();
  const yesterday = addDays(today, -1);
  const twoDaysAgo = addDays(today, -2);
  const start = addDays(today, -3);
  const OPENING = 500;
  /** A booking of a stand for the next day, with a deposit paid in cash (its chitanță). */
  let book: (stand: number, deposit: string) => Promise<Booking>;

  const base = () => `/api/company/${A}`;
  const call = async (method: string, path: string, body?: unknown, token = staff) => {
    const res = await t.call(method, `${base()}${path}`, { token, body });
    return res;
  };
  const ok = async (method: string, path: string, body?: unknown, token = staff) => {
    const res = await call(method, path, body, token);
    if (res.status !== 200 && res.status !== 201) throw new Error(`${path} answered ${res.status}: ${res.text}`);
    return res.body;
  };
  const angler = async (first: string, last: string): Promise<number> =>
    (await ok('POST', '/createClient', { first_name: first, last_name: last })).id;
  const pass = (client: number, body: object) =>
    ok('POST', `/clients/${client}/createPass`, { plan_id: plan, water_id: water, ...body });
  const receipt = (client: number, amount: string, issued_on: string, description = 'Închiriere barcă') =>
    ok('POST', `/clients/${client}/createReceipt`, { amount, issued_on, description });

  /** Every row of a paged list (the lists answer at most 100 a page). */
  async function all<T>(path: string, filter: object = {}): Promise<{ rows: T[]; totals: any }> {
    const rows: T[] = [];
    let totals: unknown;
    for (let page = 1; ; page++) {
      const body = await ok('POST', path, { ...filter, page, per_page: 100 });
      rows.push(...(body.data as T[]));
      totals = body.totals;
      if (page >= body.last_page || !body.data.length) break;
    }
    return { rows, totals };
  }

  beforeAll(async () => {
    ({ t, A, adminA: admin, staffA: staff } = await demoWorld());
    water = (await ok('POST', '/createWater', { name: 'Lacul Socotelilor' }, admin)).id;
    pond = (await ok('POST', '/createWater', { name: 'Balta de Calcul' }, admin)).id;
    plan = (
      await ok(
        'POST',
        '/createPlan',
        {
          name: 'Zi cu reținere',
          water_ids: [water, pond],
          duration_value: 24,
          duration_unit: 'hours',
          price: '100.00',
          retention_kg: '5',
          extra_kg_price: '20.00',
        },
        admin,
      )
    ).id;
    for (let n = 1; n <= 12; n++)
      stands.push((await ok('POST', '/createStand', { water_id: water, number: String(n), supplement: '15.25' })).id);
    percent = (await ok('POST', '/createDiscount', { name: 'Pensionari', type: 'percent', value: '10' }, admin)).id;
    fixed = (await ok('POST', '/createDiscount', { name: 'Copii', type: 'fixed', value: '25.50' }, admin)).id;
    await ok('POST', '/createDocSery', { type: 'cash', series: 'DC' }, admin);
    await ok('POST', '/cashBookSettings/update', { opening_balance: OPENING, start_date: start }, admin);

    // ---- yesterday: a chitanță, a cash expense, a disposition; the day closed ----
    const ion = await angler('Ion', 'Ieri');
    await receipt(ion, '120.00', yesterday);
    await ok('POST', '/createExpense', {
      category: 'furaje',
      amount: 45.5,
      spent_on: yesterday,
      payment_method: 'cash',
    });
    await ok('POST', '/createCashDisposition', {
      kind: 'in',
      amount: 300,
      issued_on: yesterday,
      explanation: 'Fond de rest',
      person: 'Ion Casierul',
    });
    const refunded = await receipt(ion, '60.00', yesterday, 'Permis de pescuit');
    const early = await receipt(ion, '80.00', twoDaysAgo, 'Permis de pescuit');
    // The day before, written to while it is open: a chitanță cancelled, another one and an expense.
    await ok('POST', `/receipts/${early.id}/delete`, { reason: 'Greșită' });
    await receipt(ion, '33.00', twoDaysAgo, 'Închiriere barcă');
    await ok('POST', '/createExpense', {
      category: 'furaje',
      amount: 13,
      spent_on: twoDaysAgo,
      payment_method: 'cash',
    });
    await ok('POST', '/cashBook/close', { date: yesterday });
    // Yesterday is signed: its chitanță is given back today by a payment disposition.
    await ok('POST', `/receipts/${refunded.id}/delete`, { refund: true, reason: 'Client nemulțumit' });
    // And so is the balance it starts from: the day before takes no more cash documents.
    expect(
      (
        await call('POST', '/createExpense', {
          amount: 1,
          spent_on: twoDaysAgo,
          payment_method: 'cash',
          category: 'furaje',
        })
      ).status,
    ).toBe(409);

    // ---- today at the gate ----
    const anglers = await Promise.all(
      ['Popescu', 'Ionescu', 'Georgescu', 'Dumitrescu', 'Stănescu', 'Țurcanu', 'Șerban'].map((last, i) =>
        angler(`Pescar${i}`, last),
      ),
    );
    const [a1, a2, a3, a4, a5, a6, a7] = anglers;
    // Cash passes: plain, with a discount and a stand, with a fixed discount on the other water.
    const plain = await pass(a1, { payment_method: 'cash' });
    await pass(a2, { payment_method: 'cash', discount_id: percent, stand_id: stands[0] });
    await pass(a3, { payment_method: 'cash', discount_id: fixed, water_id: pond });
    // A cash pass with its chitanță switched off (a bon printed on a separate register).
    await pass(a4, { payment_method: 'cash', issue_receipt: false, fiscal_receipt_no: '0017' });
    // Card and transfer passes, with and without a discount or a stand.
    const byCard = await pass(a5, { payment_method: 'card', discount_id: percent, stand_id: stands[1] });
    await pass(a6, { payment_method: 'card' });
    await pass(a7, { payment_method: 'transfer', stand_id: stands[2] });
    // Sold today for tomorrow: counted on today's sales, listed on its day of validity.
    await pass(a7, { payment_method: 'cash', valid_from: fromNow(30) });
    // A cash pass cancelled (its chitanță goes with it) and a card one cancelled.
    const wrong = await pass(a1, { payment_method: 'cash', stand_id: stands[3] });
    await ok('POST', `/passes/${wrong.id}/delete`, { reason: 'Greșeală la ghișeu' });
    const wrongCard = await pass(a2, { payment_method: 'card' });
    await ok('POST', `/passes/${wrongCard.id}/delete`, { reason: 'Anulat' });

    // A standalone chitanță, and one cancelled the same day.
    await receipt(a3, '35.00', today);
    const gone = await receipt(a3, '12.00', today, 'Greșită');
    await ok('POST', `/receipts/${gone.id}/delete`, { reason: 'Greșită' });

    // Bookings with a cash deposit: checked in by cash, by card; one whose deposit was given back
    // before its cash check-in; one whose deposit was given back and the booking cancelled.
    book = async (stand: number, deposit: string) => {
      const res = await ok('POST', '/createBooking', {
        guest_name: `Oaspete ${stand}`,
        guest_phone: '0722 333 444',
        water_id: water,
        stand_id: stand,
        plan_id: plan,
        starts_at: fromNow(2),
        ends_at: fromNow(26),
        deposit,
      });
      bookings.push(res.id);
      return res as Booking;
    };
    const b1 = await book(stands[4], '30.00');
    await ok('POST', `/bookings/${b1.id}/checkIn`, { payment_method: 'cash' });
    const b2 = await book(stands[5], '40.00');
    await ok('POST', `/bookings/${b2.id}/checkIn`, { payment_method: 'card' });
    const b3 = await book(stands[6], '20.00');
    await ok('POST', `/receipts/${b3.deposit_receipt_id}/delete`, { reason: 'Restituit' });
    await ok('POST', `/bookings/${b3.id}/checkIn`, { payment_method: 'cash' });
    const b4 = await book(stands[7], '25.00');
    await ok('POST', `/receipts/${b4.deposit_receipt_id}/delete`, { reason: 'Restituit' });
    await ok('POST', `/bookings/${b4.id}/cancel`, {});

    // Exits: a cash surplus (7.5 kg kept, 5 allowed: 2.5 × 20 = 50.00) and a card one (1.25 kg: 25.00).
    const fish = (await t.dataSource.query<{ id: number }[]>('SELECT id FROM fishes ORDER BY id'))[0].id;
    const cashExit = await ok('POST', `/passes/${plain.id}/checkout`, {
      payment_method: 'cash',
      catches: [{ fish_id: fish, count: 2, weight_kg: '7.5', kept: true }],
    });
    expect(cashExit.extra_amount).toBe('50.00');
    const cardExit = await ok('POST', `/passes/${byCard.id}/checkout`, {
      payment_method: 'card',
      catches: [{ fish_id: fish, count: 1, weight_kg: '6.25', kept: true }],
    });
    expect(cardExit.extra_amount).toBe('25.00');

    // A competition's teams: fees in cash, by card and by transfer.
    const competition = (
      await ok(
        'POST',
        '/createCompetition',
        {
          ...oneDayCompetition({
            name: 'Cupa Socotelilor',
            water_id: water,
            stand_ids: [stands[8], stands[9], stands[10]],
            day: '2031-05-10',
          }),
          entry_fee: '150.00',
        },
        admin,
      )
    ).id;
    competitions.push(competition);
    for (const [i, method] of (['cash', 'card', 'transfer'] as const).entries()) {
      const team = await ok('POST', `/competitions/${competition}/createTeam`, {
        name: `Echipa ${i + 1}`,
        phone: `0722 100 20${i}`,
        guests: [{ name: ['Vasile Ion', 'Mihai Pop', 'Andrei Luca'][i] }],
      });
      await ok('POST', `/competitions/${competition}/teams/${team.id}/checkIn`, { payment_method: method });
    }

    // The money out: a cash expense, a bank one (not in the book), a bank deposit, a cancelled încasare.
    await ok('POST', '/createExpense', { category: 'furaje', amount: 70.25, spent_on: today, payment_method: 'cash' });
    await ok('POST', '/createExpense', { category: 'taxe', amount: 900, spent_on: today, payment_method: 'bank' });
    await ok('POST', '/createCashDisposition', {
      kind: 'out',
      amount: 200,
      issued_on: today,
      explanation: 'Depunere la bancă',
      person: 'Ion Casierul',
    });
    const extra = await ok('POST', '/createCashDisposition', {
      kind: 'in',
      amount: 80,
      issued_on: today,
      explanation: 'Aport',
      person: 'Ion Casierul',
    });
    await ok('POST', `/cashDispositions/${extra.id}/cancel`, { reason: 'Introdusă greșit' });
  }, 180_000);
  afterAll(async () => {
    await t?.close();
  });

  /** The documents, as the API lists them. */
  async function documents() {
    const [receipts, passes, expenses, dispositions, bookingRows, teams] = await Promise.all([
      all<Receipt>('/receipts'),
      all<Pass>('/passes'),
      all<{ amount: string; spent_on: string; payment_method: string }>('/expenses'),
      all<{ kind: 'in' | 'out'; amount: string; issued_on: string; status: string; receipt_id: number | null }>(
        '/cashDispositions',
      ),
      Promise.all(bookings.map((id) => ok('GET', `/bookings/${id}`) as Promise<Booking>)),
      Promise.all(competitions.map((id) => all<Team>(`/competitions/${id}/teams`))),
    ]);
    return {
      receipts: receipts.rows,
      passes: passes.rows,
      expenses: expenses.rows,
      dispositions: dispositions.rows,
      bookings: bookingRows,
      teams: teams.flatMap((x) => x.rows),
    };
  }

  /**
   * The deposits a check-in's pass holds again: a booking checked in, whose deposit's chitanță still
   * stands (it counted on its own day), by the pass it was taken off.
   */
  function depositsInPasses(docs: Awaited<ReturnType<typeof documents>>): Map<number, number> {
    const issued = new Set(docs.receipts.filter((r) => r.status === 'issued').map((r) => r.id));
    const out = new Map<number, number>();
    for (const b of docs.bookings)
      if (b.pass_id && b.deposit_receipt_id && issued.has(b.deposit_receipt_id)) out.set(b.pass_id, toBani(b.deposit));
    return out;
  }

  it('lists the cash book days as the documents make them, with the running balance from the opening balance', async () => {
    const docs = await documents();
    const res = await call('POST', '/cashBook', { date_from: start, date_to: today });
    expect(res.status).toBe(200);
    const days = res.body.days as Day[];
    expect(days.map((d) => d.date)).toEqual([twoDaysAgo, yesterday, today]);
    const deposits = depositsInPasses(docs);
    let balance = toBani(OPENING);
    for (const day of days) {
      // The chitanțe issued, and those of a closed day given back later by a refund (the closed day
      // stays as signed; the refund is a payment disposition of its own day).
      const refunded = new Set(docs.dispositions.map((d) => d.receipt_id).filter((id) => id !== null));
      const chitante = docs.receipts.filter(
        (r) => r.issued_on === day.date && (r.status === 'issued' || refunded.has(r.id)),
      );
      const inDisp = docs.dispositions.filter(
        (d) => d.issued_on === day.date && d.kind === 'in' && d.status === 'issued',
      );
      const outDisp = docs.dispositions.filter(
        (d) => d.issued_on === day.date && d.kind === 'out' && d.status === 'issued',
      );
      const cashExpenses = docs.expenses.filter((e) => e.spent_on === day.date && e.payment_method === 'cash');
      const totalIn = sum(chitante.map((r) => r.amount)) + sum(inDisp.map((d) => d.amount));
      const totalOut = sum(cashExpenses.map((e) => e.amount)) + sum(outDisp.map((d) => d.amount));
      expect(
        day.lines
          .filter((l) => l.kind === 'receipt')
          .map((l) => l.source_id)
          .sort((a, b) => a - b),
      ).toEqual(chitante.map((r) => r.id).sort((a, b) => a - b));
      expect(day.lines.map((l) => l.number)).toEqual(day.lines.map((_, i) => i + 1));
      expect(day.lines.map((l) => l.kind)).toEqual(
        [...day.lines.map((l) => l.kind)].sort(
          (a, b) =>
            ['receipt', 'z_report', 'disposition_in', 'expense', 'disposition_out'].indexOf(a) -
            ['receipt', 'z_report', 'disposition_in', 'expense', 'disposition_out'].indexOf(b),
        ),
      );
      expect({ opening: toBani(day.opening_balance), in: toBani(day.total_in), out: toBani(day.total_out) }).toEqual({
        opening: balance,
        in: totalIn,
        out: totalOut,
      });
      balance += totalIn - totalOut;
      expect(toBani(day.closing_balance)).toBe(balance);

      // Card and transfer: the passes sold that way (less a deposit that stands), the exits'
      // surpluses and the teams' fees paid that way; they move no balance.
      const soldOn = (method: 'card' | 'transfer') =>
        docs.passes
          .filter(
            (p) =>
              p.status === 'active' &&
              p.payment_method === method &&
              bucharestDate(new Date(p.created_at)) === day.date,
          )
          .reduce((s, p) => s + Math.max(toBani(p.total) - (deposits.get(p.id) ?? 0), 0), 0) +
        sum(
          docs.passes
            .filter((p) => p.checkout_payment_method === method && p.checkout_amount !== null && day.date === today)
            .map((p) => p.checkout_amount),
        ) +
        sum(docs.teams.filter((x) => x.fee_payment_method === method && day.date === today).map((x) => x.fee));
      expect({ card: toBani(day.card), transfer: toBani(day.transfer) }).toEqual({
        card: soldOn('card'),
        transfer: soldOn('transfer'),
      });
    }
    // The accountant's export: the same lines, the same sums per day.
    const raw = await t.app
      .getHttpAdapter()
      .getInstance()
      .inject({
        method: 'POST',
        url: `${base()}/accounting/export`,
        headers: { authorization: `Bearer ${staff}`, 'content-type': 'application/json' },
        payload: JSON.stringify({ date_from: start, date_to: today, format: 'csv' }),
      });
    expect(raw.statusCode).toBe(200);
    const files = unzip(raw.rawPayload);
    const perDay = (name: string) => {
      const out: Record<string, number> = {};
      for (const row of files.get(name)!.toString('utf8').slice(1).trim().split('\r\n').slice(1)) {
        const [date, , amount] = row.split(';');
        const [d, m, y] = date.split('.');
        out[`${y}-${m}-${d}`] = (out[`${y}-${m}-${d}`] ?? 0) + toBani(amount);
      }
      return out;
    };
    expect(perDay('incasari.csv')).toEqual(Object.fromEntries(days.map((d) => [d.date, toBani(d.total_in)])));
    expect(perDay('plati.csv')).toEqual(Object.fromEntries(days.map((d) => [d.date, toBani(d.total_out)])));
    expect(days.map((d) => d.closed)).toEqual([false, true, false]);
    // Read from a later day, the opening balance is the same (from the close's checkpoint or not).
    for (const day of days) {
      const alone = await call('POST', '/cashBook', { date_from: day.date, date_to: today });
      expect((alone.body.days as Day[]).map((d) => [d.date, d.opening_balance, d.closing_balance])).toEqual(
        days.filter((d) => d.date >= day.date).map((d) => [d.date, d.opening_balance, d.closing_balance]),
      );
    }
    // The gate's cash limits read the register's balance at the end of today.
    const limits = await call('POST', '/cashBook/limits', { amount: 1 });
    expect(toBani(limits.body.balance_after)).toBe(balance + 100);
  });

  it("counts the finance chart's income of each day by the documented rule", async () => {
    const docs = await documents();
    const deposits = depositsInPasses(docs);
    const res = await call('POST', '/financeChart', { date_from: twoDaysAgo, date_to: today, group_by: 'day' });
    expect(res.status).toBe(200);
    expect(res.body.labels).toEqual([twoDaysAgo, yesterday, today]);
    const incomeOf = (day: string) =>
      // the active passes' totals by their day of issue, less a deposit counted on its own day
      docs.passes
        .filter((p) => p.status === 'active' && bucharestDate(new Date(p.created_at)) === day)
        .reduce((s, p) => s + toBani(p.total) - (deposits.get(p.id) ?? 0), 0) +
      // the issued chitanțe not tied to a pass (deposits, surpluses, fees, standalone) by their date
      sum(
        docs.receipts
          .filter((r) => r.status === 'issued' && r.pass_id === null && r.issued_on === day)
          .map((r) => r.amount),
      ) +
      // the exits' surpluses and the teams' fees no chitanță holds, on the day of the exit or check-in
      (day === today
        ? sum(
            docs.passes
              .filter((p) => p.checkout_amount !== null && p.checkout_receipt_id === null)
              .map((p) => p.checkout_amount),
          ) + sum(docs.teams.filter((x) => x.fee_paid && x.fee_receipt === null).map((x) => x.fee))
        : 0);
    expect(res.body.income.map((v: number) => Math.round(v * 100))).toEqual(
      [twoDaysAgo, yesterday, today].map(incomeOf),
    );
    const expensesOf = (day: string) => sum(docs.expenses.filter((e) => e.spent_on === day).map((e) => e.amount));
    expect(res.body.expenses.map((v: number) => Math.round(v * 100))).toEqual(
      [twoDaysAgo, yesterday, today].map(expensesOf),
    );
    expect(toBani(res.body.totals.income)).toBe(incomeOf(twoDaysAgo) + incomeOf(yesterday) + incomeOf(today));
    // The dashboard's month is the same rule over this month.
    const month = await call('POST', '/financeChart', {
      date_from: `${today.slice(0, 7)}-01`,
      date_to: today,
      group_by: 'month',
    });
    const dashboard = await call('GET', '/dashboard');
    expect(dashboard.body.income_month).toBe(month.body.totals.income);
    expect(dashboard.body.expenses_month).toBe(month.body.totals.expenses);
  });

  it('answers list totals equal to the sums of the listed documents', async () => {
    const docs = await documents();
    for (const filter of [
      {},
      { date_from: today, date_to: today },
      { date_from: yesterday, date_to: yesterday },
      { search: 'Popescu' },
      { search: 'Pescar' },
    ]) {
      const receipts = await all<Receipt>('/receipts', filter);
      expect(toBani(receipts.totals.amount)).toBe(
        sum(receipts.rows.filter((r) => r.status === 'issued').map((r) => r.amount)),
      );
      const passes = await all<Pass>('/passes', filter);
      const active = passes.rows.filter((p) => p.status === 'active');
      expect({ passes: passes.totals.passes, total: toBani(passes.totals.total) }).toEqual({
        passes: active.length,
        total: sum(active.map((p) => p.total)),
      });
    }
    for (const filter of [
      { water_id: water },
      { water_id: pond },
      { status: 'cancelled' },
      { status: 'valid' },
      { status: 'upcoming' },
      { status: 'expired' },
      { date_from: addDays(today, 1), date_to: addDays(today, 2) },
      { client_id: docs.passes[0].client_id },
    ]) {
      const passes = await all<Pass>('/passes', filter);
      const active = passes.rows.filter((p) => p.status === 'active');
      expect({ filter, passes: passes.totals.passes, total: toBani(passes.totals.total) }).toEqual({
        filter,
        passes: active.length,
        total: sum(active.map((p) => p.total)),
      });
    }
    const expenses = await all<{ amount: string }>('/expenses');
    expect(toBani(expenses.totals.amount)).toBe(sum(expenses.rows.map((e) => e.amount)));
    const dispositions = await all<{ kind: string; amount: string; status: string }>('/cashDispositions');
    const issuedOf = (kind: string) =>
      sum(dispositions.rows.filter((d) => d.kind === kind && d.status === 'issued').map((d) => d.amount));
    expect({ in: toBani(dispositions.totals.amount_in), out: toBani(dispositions.totals.amount_out) }).toEqual({
      in: issuedOf('in'),
      out: issuedOf('out'),
    });
    // Each cash pass's chitanță is for its total, less a booking's deposit that stands (paid before).
    const deposits = depositsInPasses(docs);
    const byId = new Map(docs.receipts.map((r) => [r.id, r]));
    for (const p of docs.passes.filter((x) => x.receipt_id !== null)) {
      const r = byId.get(p.receipt_id!)!;
      expect([p.id, toBani(r.amount), r.status, r.pass_id]).toEqual([
        p.id,
        toBani(p.total) - (deposits.get(p.id) ?? 0),
        p.status === 'active' ? 'issued' : 'cancelled',
        p.id,
      ]);
    }
    const cancelled = await all<Receipt>('/receipts', { status: 'cancelled' });
    expect(cancelled.rows.length).toBe(docs.receipts.filter((r) => r.status === 'cancelled').length);
    expect(toBani(cancelled.totals.amount)).toBe(0);
  });

  it('keeps the statistics tables equal to a full recount of the passes and chitanțe', async () => {
    const q = <T>(sql: string) => t.dataSource.query<T[]>(sql, [A]);
    // receipt_day_stats: every chitanță of a day counted, the issued ones' amounts summed.
    const receipts = await q<{ day: string | Date; n: number | string; amount: number | string | null }>(
      `SELECT issued_on AS day, COUNT(*) AS n, SUM(CASE WHEN status = 'issued' THEN amount ELSE 0 END) AS amount
         FROM receipts WHERE company_id = ? GROUP BY issued_on`,
    );
    const receiptStats = await q<{ day: string | Date; receipts: number | string; issued_bani: number | string }>(
      'SELECT day, receipts, issued_bani FROM receipt_day_stats WHERE company_id = ?',
    );
    const byDay = <R>(rows: R[], key: (r: R) => string, value: (r: R) => number[]) =>
      Object.fromEntries(rows.map((r) => [key(r), value(r)]).filter(([, v]) => (v as number[]).some((x) => x !== 0)));
    expect(
      byDay(
        receiptStats,
        (r) => dayOf(r.day),
        (r) => [Number(r.receipts), Number(r.issued_bani)],
      ),
    ).toEqual(
      byDay(
        receipts,
        (r) => dayOf(r.day),
        (r) => [Number(r.n), toBani(r.amount ?? 0)],
      ),
    );

    // The passes, each put on its Romanian day of issue and of validity.
    const passes = (
      await q<{
        client_id: number | string;
        water_id: number | string;
        status: string;
        total: number | string;
        created_at: string | Date;
        valid_from: string | Date;
      }>('SELECT client_id, water_id, status, total, created_at, valid_from FROM passes WHERE company_id = ?')
    ).map((p) => ({
      client: Number(p.client_id),
      water: Number(p.water_id),
      active: p.status === 'active',
      bani: toBani(p.total),
      issued: bucharestDate(rawInstant(p.created_at)),
      valid: bucharestDate(rawInstant(p.valid_from)),
    }));
    const recount = (key: (p: (typeof passes)[number]) => string) => {
      const out: Record<string, number[]> = {};
      for (const p of passes) {
        const row = (out[key(p)] ??= [0, 0, 0]);
        if (p.active) {
          row[0] += 1;
          row[1] += p.bani;
        } else row[2] += 1;
      }
      return out;
    };
    const issued = recount((p) => `${p.issued}|${p.water}`);
    const dayStats = await q<{
      day: string | Date;
      water_id: number | string;
      passes: number | string;
      revenue_bani: number | string;
    }>('SELECT day, water_id, passes, revenue_bani FROM pass_day_stats WHERE company_id = ?');
    expect(
      byDay(
        dayStats,
        (r) => `${dayOf(r.day)}|${Number(r.water_id)}`,
        (r) => [Number(r.passes), Number(r.revenue_bani)],
      ),
    ).toEqual(
      byDay(
        Object.entries(issued),
        ([k]) => k,
        ([, v]) => [v[0], v[1]],
      ),
    );
    const valid = recount((p) => `${p.valid}|${p.water}`);
    const listStats = await q<{
      day: string | Date;
      water_id: number | string;
      active: number | string;
      active_bani: number | string;
      cancelled: number | string;
    }>('SELECT day, water_id, active, active_bani, cancelled FROM pass_list_stats WHERE company_id = ?');
    expect(
      byDay(
        listStats,
        (r) => `${dayOf(r.day)}|${Number(r.water_id)}`,
        (r) => [Number(r.active), Number(r.active_bani), Number(r.cancelled)],
      ),
    ).toEqual(
      byDay(
        Object.entries(valid),
        ([k]) => k,
        ([, v]) => v,
      ),
    );
    const perClient = recount((p) => String(p.client));
    const clientStats = await q<{
      client_id: number | string;
      active: number | string;
      active_bani: number | string;
      cancelled: number | string;
    }>('SELECT client_id, active, active_bani, cancelled FROM client_pass_totals WHERE company_id = ?');
    expect(
      byDay(
        clientStats,
        (r) => String(Number(r.client_id)),
        (r) => [Number(r.active), Number(r.active_bani), Number(r.cancelled)],
      ),
    ).toEqual(
      byDay(
        Object.entries(perClient),
        ([k]) => k,
        ([, v]) => v,
      ),
    );
  });
  /** Today's card sum in the cash book, in bani. */
  const cardToday = async () => {
    const res = await call('POST', '/cashBook', { date_from: today, date_to: today });
    return toBani((res.body.days as Day[]).find((d) => d.date === today)?.card ?? 0);
  };

  /**
   * docs/numbering-and-fiscal.md "Income": a deposit whose chitanță was cancelled before the
   * check-in is not taken off the pass, the check-in charges the whole price
   * (backend/src/bookings/booking.presenter.ts standingDeposit()); paid by card, the card took the
   * whole price, and the day's card sum counts it whole: PassQueryService.nonCashSales()
   * (backend/src/passes/pass-query.service.ts) takes off only a deposit that stands.
   */
  it("counts a card check-in whose deposit was given back at its whole price in the day's card sum", async () => {
    const before = await cardToday();
    const booked = await book(stands[11], '45.00');
    await ok('POST', `/receipts/${booked.deposit_receipt_id}/delete`, { reason: 'Restituit' });
    const pass = await ok('POST', `/bookings/${booked.id}/checkIn`, { payment_method: 'card' });
    expect(pass.receipt_id).toBeNull();
    expect((await cardToday()) - before).toBe(toBani(pass.total));
  });

  /**
   * docs/numbering-and-fiscal.md "receipt mode": a cash sale gets a chitanță, a card one none, and
   * the cash book counts the chitanță as cash and a card sale apart. A cash pass turned into a card
   * one afterwards would keep its chitanță in the cash and add its total to the card sum, counting
   * the sale twice: the method does not change while the sale's chitanță or bon stands
   * (PassLifecycleService.update(), backend/src/passes/pass-lifecycle.service.ts: 409).
   */
  it('counts a sale once when its payment method is changed after it was issued', async () => {
    const client = await angler('Vasile', 'Răzgânditu');
    const before = await cardToday();
    const sold = await ok('POST', `/clients/${client}/createPass`, {
      plan_id: plan,
      water_id: water,
      payment_method: 'cash',
    });
    expect(sold.receipt_id).not.toBeNull();
    const changed = await call('POST', `/passes/${sold.id}/update`, { payment_method: 'card' });
    expect(changed.status).toBe(409);
    const receipt = await ok('GET', `/receipts/${sold.receipt_id}`);
    expect(receipt.status).toBe('issued');
    // The sale is in the cash once, through its chitanță, and not in the card sum.
    expect(toBani(receipt.amount)).toBe(toBani(sold.total));
    expect((await cardToday()) - before).toBe(0);
  });
});

/**
 * The same in `amef` mode (docs/numbering-and-fiscal.md "amef mode", "Income", "The cash book"):
 * the bons come into the cash book through the day's Z report, whose card total is the day's card
 * sum; the income counts each sale once, so a day's income is what its bons printed (cash and
 * card, less the sales cancelled) plus the sales by transfer, which are not fiscalised.
 */
describe(`the books add up in amef mode: Z report, cash book and income agree (${DB_KIND})`, () => {
  let t: TestApp;
  let B: number;
  let admin: string;
  let token: string;
  let water: number;
  let plan: number;
  let device: number;
  const stands: number[] = [];
  const today = bucharestDate();
  const base = () => `/api/company/${B}`;
  const ok = async (method: string, path: string, body?: unknown) => {
    const res = await t.call(method, `${base()}${path}`, { token: admin, body });
    if (res.status !== 200 && res.status !== 201) throw new Error(`${path} answered ${res.status}: ${res.text}`);
    return res.body;
  };
  const agent = async (path: string, body: object) => {
    const res = await t.call('POST', `/api/fiscal-agent/${path}`, {
      headers: { authorization: `Bearer ${token}` },
      body,
    });
    if (res.status !== 200) throw new Error(`agent ${path} answered ${res.status}: ${res.text}`);
    return res.body;
  };
  const poll = () => agent('poll', { agent_id: 'agent-1', version: '1.0.0', state: { paper: 'ok' }, wait_seconds: 0 });
  let printed = 1000;
  /** The agent prints every job it is handed; a Z report answers the totals given. */
  const printAll = async (z?: { cash: string; card: string }) => {
    for (const job of (await poll()).jobs as { id: number; attempt: number; kind: string }[]) {
      await agent(`jobs/${job.id}/result`, {
        agent_id: 'agent-1',
        attempt: job.attempt,
        status: 'printed',
        ...(job.kind === 'z_report'
          ? { z_report: { number: 7, receipts: 5, totals: z } }
          : job.kind === 'sale'
            ? { receipt_number: String(printed++), fiscal_serial: 'DT1' }
            : {}),
      });
    }
  };
  const fiscalJobs = async () =>
    (await ok('POST', '/fiscalJobs', { per_page: 100 })).data as {
      id: number;
      kind: string;
      source: string | null;
      pass_id: number | null;
      booking_id: number | null;
      payment_method: 'cash' | 'card' | null;
      amount: string | null;
      status: string;
      storno_status: string | null;
    }[];
  const cashDay = async () =>
    ((await ok('POST', '/cashBook', { date_from: today, date_to: today })).days as Day[]).find((d) => d.date === today);

  beforeAll(async () => {
    ({ t, B, adminB: admin } = await demoWorld());
    await ok('POST', '/update', { fiscal_mode: 'amef' });
    await ok('POST', '/cashBookSettings/update', { opening_balance: 100, start_date: addDays(today, -1) });
    water = (await ok('POST', '/createWater', { name: 'Lacul Casei' })).id;
    plan = (
      await ok('POST', '/createPlan', {
        name: 'Zi cu reținere',
        water_ids: [water],
        duration_value: 24,
        duration_unit: 'hours',
        price: '80.00',
        retention_kg: '5',
        extra_kg_price: '20.00',
      })
    ).id;
    for (let n = 1; n <= 4; n++)
      stands.push((await ok('POST', '/createStand', { water_id: water, number: String(n), supplement: '12.50' })).id);
    device = (await ok('POST', '/createFiscalDevice', { name: 'Casa poartă', format: 'fprint' })).id;
    token = (await ok('POST', `/fiscalDevices/${device}/token`)).token;
    await poll();

    const client = async (last: string) =>
      (await ok('POST', '/createClient', { first_name: 'Ion', last_name: last })).id as number;
    const sell = async (body: object) =>
      ok('POST', `/clients/${await client('Vânzătoru')}/createPass`, { plan_id: plan, water_id: water, ...body });
    await sell({ payment_method: 'cash' });
    const byCard = await sell({ payment_method: 'card', stand_id: stands[0] });
    await sell({ payment_method: 'transfer', stand_id: stands[1] });
    // A sale cancelled before its bon is printed: the pass goes with it.
    const wrong = await sell({ payment_method: 'cash' });
    await ok('POST', `/fiscalJobs/${wrong.fiscal_job.id}/cancelSale`, { reason: 'Greșeală' });
    // A booking's deposit on a bon, then its check-in in cash; another deposit cancelled before printing.
    const book = (stand: number, deposit: string) =>
      ok('POST', '/createBooking', {
        guest_name: 'Oaspete Casei',
        guest_phone: '0722 333 444',
        water_id: water,
        stand_id: stand,
        plan_id: plan,
        starts_at: fromNow(2),
        ends_at: fromNow(26),
        deposit,
      });
    const kept = await book(stands[2], '30.00');
    await printAll();
    await ok('POST', `/bookings/${kept.id}/checkIn`, { payment_method: 'cash' });
    const dropped = await book(stands[3], '40.00');
    await ok('POST', `/fiscalJobs/${dropped.fiscal_job.id}/cancelSale`, { reason: 'Renunță' });
    await ok('POST', `/bookings/${dropped.id}/cancel`, {});
    // The exit's surplus by card, on its bon (1.5 kg above the allowance: 30.00).
    const fish = (await t.dataSource.query<{ id: number }[]>('SELECT id FROM fishes ORDER BY id'))[0].id;
    const exit = await ok('POST', `/passes/${byCard.id}/checkout`, {
      payment_method: 'card',
      catches: [{ fish_id: fish, count: 1, weight_kg: '6.5', kept: true }],
    });
    expect(exit.extra_amount).toBe('30.00');
    await printAll();
  }, 180_000);
  afterAll(async () => {
    await t?.close();
  });

  it('brings the bons into the cash book through the Z report, and counts the income as the bons and transfers', async () => {
    const jobs = await fiscalJobs();
    const sold = jobs.filter((j) => j.kind === 'sale' && j.status === 'printed' && j.storno_status === null);
    const printedOf = (method: 'cash' | 'card') =>
      sum(sold.filter((j) => j.payment_method === method).map((j) => j.amount));
    // Before the Z report the bons are in the register, not in the book: the card sum is the sales.
    const before = await cashDay();
    expect(before?.lines ?? []).toEqual([]);
    const listed = (await ok('POST', '/passes', { per_page: 100 })).data as Pass[];
    expect(toBani(before?.card ?? 0)).toBe(
      sum(listed.filter((p) => p.status === 'active' && p.payment_method === 'card').map((p) => p.total)) +
        sum(listed.filter((p) => p.checkout_payment_method === 'card').map((p) => p.checkout_amount)),
    );
    // The device's Z report has the day's printed bons.
    const z = { cash: fromBani(printedOf('cash')), card: fromBani(printedOf('card')) };
    await ok('POST', `/fiscalDevices/${device}/zReport`);
    await printAll(z);
    const day = (await cashDay())!;
    expect(day.lines.map((l) => [l.kind, l.in])).toEqual([['z_report', z.cash]]);
    expect({
      opening: day.opening_balance,
      in: day.total_in,
      out: day.total_out,
      closing: day.closing_balance,
      card: day.card,
    }).toEqual({
      opening: '100.00',
      in: z.cash,
      out: '0.00',
      closing: fromBani(toBani(100) + printedOf('cash')),
      card: z.card,
    });
    const passes = (await ok('POST', '/passes', { per_page: 100 })).data as Pass[];
    const transfer = sum(
      passes.filter((p) => p.status === 'active' && p.payment_method === 'transfer').map((p) => p.total),
    );
    expect(toBani(day.transfer)).toBe(transfer);
    const chart = await ok('POST', '/financeChart', { date_from: today, date_to: today, group_by: 'day' });
    expect(toBani(chart.totals.income)).toBe(printedOf('cash') + printedOf('card') + transfer);
  });
});
