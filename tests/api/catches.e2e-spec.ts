import { bucharestDate } from '@app/common/time';
import { DB_KIND, demoWorld, TestApp } from './support/app';

/**
 * The catch log and the exit: catches of a pass, the kept kilos above the plan's
 * allowance charged at its price per kg (rounded to the ban) on a chitanță from the receipt
 * series when paid in cash (by card or transfer: no chitanță, the day's card or transfer sum), the
 * 409 on a second checkout — and a second checkout fired hundreds of times at once.
 */
describe(`catches and checkout (${DB_KIND})`, () => {
  let t: TestApp;
  let A: number;
  let B: number;
  let adminA: string;
  let staffA: string;
  let adminB: string;
  let water: number;
  let plan: number;
  let angler: number;
  let fish: Record<string, number>;
  const base = (c: number) => `/api/company/${c}`;

  const issue = async () => {
    const res = await t.call('POST', `${base(A)}/clients/${angler}/createPass`, {
      token: staffA,
      body: { plan_id: plan, water_id: water, payment_method: 'card' },
    });
    expect(res.status).toBe(201);
    return res.body.id as number;
  };
  const nextReceiptNumber = async () => {
    const res = await t.call('GET', `${base(A)}/docSeries?type=receipt`, { token: adminA });
    return (res.body as { is_default: boolean; next_number: number; series: string }[]).find((s) => s.is_default)!;
  };
  const checkout = (passId: number, body: object = { payment_method: 'cash' }, token = staffA) =>
    t.call('POST', `${base(A)}/passes/${passId}/checkout`, { token, body });

  beforeAll(async () => {
    ({ t, A, B, adminA, staffA, adminB } = await demoWorld({ DEMO_CATALOGUE: 'true' }));
    const user = await t.call('GET', '/api/user', { token: staffA });
    fish = Object.fromEntries((user.body.fishes as { id: number; name: string }[]).map((f) => [f.name, f.id]));
    const plans = await t.call('GET', `${base(A)}/plans`, { token: adminA });
    water = plans.body.waters.find((w: { name: string }) => w.name === 'Lacul Mare').id;
    const created = await t.call('POST', `${base(A)}/createPlan`, {
      token: adminA,
      body: {
        name: 'Zi cu reținere',
        water_ids: [water],
        duration_value: 1,
        duration_unit: 'days',
        price: 60,
        retention_kg: 5,
        extra_kg_price: '20.00',
      },
    });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ retention_kg: '5.00', extra_kg_price: '20.00' });
    plan = created.body.id;
    const client = await t.call('POST', `${base(A)}/createClient`, {
      token: staffA,
      body: { first_name: 'Ion', last_name: 'Pescaru' },
    });
    angler = client.body.id;
  });
  afterAll(async () => {
    await t.close();
  });

  describe('a plan’s extra_kg_price', () => {
    it('is 0 when left out, refused below 0, kept on update when left out', async () => {
      const res = await t.call('POST', `${base(A)}/createPlan`, {
        token: adminA,
        body: { name: 'Fără preț', water_ids: [water], duration_value: 1, duration_unit: 'days', price: 10 },
      });
      expect(res.body.extra_kg_price).toBe('0.00');
      const bad = await t.call('POST', `${base(A)}/plans/${res.body.id}/update`, {
        token: adminA,
        body: { extra_kg_price: -1 },
      });
      expect(bad.status).toBe(422);
      expect(bad.body.errors.extra_kg_price).toEqual(['Suma trebuie să fie între 0 și 100000.']);
      const upd = await t.call('POST', `${base(A)}/plans/${res.body.id}/update`, {
        token: adminA,
        body: { extra_kg_price: '12.5' },
      });
      expect(upd.body.extra_kg_price).toBe('12.50');
      const kept = await t.call('POST', `${base(A)}/plans/${res.body.id}/update`, {
        token: adminA,
        body: { price: 11 },
      });
      expect(kept.body.extra_kg_price).toBe('12.50');
    });
  });

  describe('catches of a pass', () => {
    it("answers 401 without a token, 403 on another company's path, 404 for another company's pass", async () => {
      const passId = await issue();
      for (const [method, path, body] of [
        ['POST', 'catches', {}],
        ['POST', 'createCatch', { fish_id: fish.crap, count: 1, weight_kg: 1, kept: true }],
        ['POST', 'catches/1/delete', {}],
        ['POST', 'checkout', { payment_method: 'cash' }],
      ] as const) {
        const url = `${base(A)}/passes/${passId}/${path}`;
        expect((await t.call(method, url, { body })).status).toBe(401);
        expect((await t.call(method, url, { token: adminB, body })).status).toBe(403);
        const foreign = await t.call(method, `${base(B)}/passes/${passId}/${path}`, { token: adminB, body });
        expect(foreign.status).toBe(404);
        expect(foreign.body).toEqual({ message: 'Resursa nu a fost găsită.' });
      }
    });

    it('records, lists and deletes catches, validating species, count and 3-decimal weight', async () => {
      const passId = await issue();
      const bad = await t.call('POST', `${base(A)}/passes/${passId}/createCatch`, {
        token: staffA,
        body: { fish_id: 9999, count: 0, weight_kg: '1.2345', kept: 'da' },
      });
      expect(bad.status).toBe(422);
      expect(Object.keys(bad.body.errors).sort()).toEqual(['count', 'kept', 'weight_kg']);
      expect(bad.body.errors.weight_kg).toEqual([
        'Introduceți o greutate între 0 și 10000 kg, cu cel mult trei zecimale.',
      ]);
      const unknownFish = await t.call('POST', `${base(A)}/passes/${passId}/createCatch`, {
        token: staffA,
        body: { fish_id: 9999, count: 1, weight_kg: 1 },
      });
      expect(unknownFish.status).toBe(422);
      expect(unknownFish.body.errors).toEqual({ fish_id: ['Specia aleasă nu există.'] });

      const carp = await t.call('POST', `${base(A)}/passes/${passId}/createCatch`, {
        token: staffA,
        body: { fish_id: fish.crap, count: 2, weight_kg: '3.125', kept: true },
      });
      expect(carp.status).toBe(201);
      expect(carp.body).toMatchObject({ fish: 'crap', count: 2, weight_kg: '3.125', kept: true, pass_id: passId });
      const pike = await t.call('POST', `${base(A)}/passes/${passId}/createCatch`, {
        token: staffA,
        body: { fish_id: fish['știucă'], count: 1, weight_kg: 0, kept: false },
      });
      expect(pike.body).toMatchObject({ fish: 'știucă', weight_kg: '0.000', kept: false });

      const list = await t.call('POST', `${base(A)}/passes/${passId}/catches`, { token: staffA, body: {} });
      expect(list.status).toBe(200);
      expect(list.body).toMatchObject({ total: 2, current_page: 1, last_page: 1 });
      expect(list.body.data.map((c: { fish: string }) => c.fish)).toEqual(['crap', 'știucă']);

      const del = await t.call('POST', `${base(A)}/passes/${passId}/catches/${pike.body.id}/delete`, {
        token: staffA,
      });
      expect(del.status).toBe(200);
      const again = await t.call('POST', `${base(A)}/passes/${passId}/catches/${pike.body.id}/delete`, {
        token: staffA,
      });
      expect(again.status).toBe(404);
      const after = await t.call('POST', `${base(A)}/passes/${passId}/catches`, { token: staffA, body: {} });
      expect(after.body.total).toBe(1);
    });
  });

  describe('POST {base}/passes/{id}/checkout', () => {
    it('charges nothing at the allowance: no chitanță, the pass checked out', async () => {
      const passId = await issue();
      const res = await checkout(passId, {
        payment_method: 'cash',
        catches: [
          { fish_id: fish.crap, count: 1, weight_kg: '3.000', kept: true },
          { fish_id: fish.caras, count: 3, weight_kg: '2.000', kept: true },
          { fish_id: fish.somn, count: 1, weight_kg: '12.400', kept: false },
        ],
      });
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ kept_kg: '5.000', excess_kg: '0.000', extra_amount: '0.00', receipt: null });
      expect(res.body.catches).toHaveLength(3);
      expect(res.body.pass.checked_out_at).toEqual(expect.any(String));
      expect(res.body.pass.checkout_receipt_id).toBeNull();
    });

    it('charges nothing below the allowance', async () => {
      const passId = await issue();
      const res = await checkout(passId, {
        payment_method: 'cash',
        catches: [{ fish_id: fish.crap, count: 1, weight_kg: '4.999', kept: true }],
      });
      expect(res.body).toMatchObject({ kept_kg: '4.999', excess_kg: '0.000', extra_amount: '0.00', receipt: null });
    });

    it('charges the kept kilos above it (3 decimals) on the next chitanță of the series, with catches logged before', async () => {
      const passId = await issue();
      await t.call('POST', `${base(A)}/passes/${passId}/createCatch`, {
        token: staffA,
        body: { fish_id: fish.crap, count: 1, weight_kg: '4.100', kept: true },
      });
      const series = await nextReceiptNumber();
      const res = await checkout(passId, {
        payment_method: 'cash',
        fiscal_receipt_no: 'BF-77',
        catches: [
          { fish_id: fish.amur, count: 1, weight_kg: '3.245', kept: true },
          { fish_id: fish.crap, count: 1, weight_kg: '9.999', kept: false },
        ],
      });
      expect(res.status).toBe(200);
      // 4.100 + 3.245 = 7.345 kept; 2.345 kg above 5 kg × 20 lei = 46.90 lei
      expect(res.body).toMatchObject({ kept_kg: '7.345', excess_kg: '2.345', extra_amount: '46.90' });
      expect(res.body.receipt).toMatchObject({
        client_id: angler,
        pass_id: null,
        series: series.series,
        number: series.next_number,
        amount: '46.90',
        amount_words: 'patruzeci și șase de lei și nouăzeci de bani',
        description: 'Surplus captură reținută: 2,345 kg × 20,00 lei',
        fiscal_receipt_no: 'BF-77',
        status: 'issued',
      });
      expect(res.body.pass.checkout_receipt_id).toBe(res.body.receipt.id);
      expect((await nextReceiptNumber()).next_number).toBe(series.next_number + 1);
      const got = await t.call('GET', `${base(A)}/passes/${passId}`, { token: staffA });
      expect(got.body.checkout_receipt_id).toBe(res.body.receipt.id);
    });

    it('rounds the surplus to the ban', async () => {
      const passId = await issue();
      // 0.026 kg above × 20 lei = 0.52 lei
      const res = await checkout(passId, {
        payment_method: 'cash',
        catches: [{ fish_id: fish.crap, count: 1, weight_kg: '5.026', kept: true }],
      });
      expect(res.body).toMatchObject({ excess_kg: '0.026', extra_amount: '0.52' });
      expect(res.body.receipt.amount).toBe('0.52');
    });

    it('charges the price per kilo of when the pass was sold, not a price the plan was given since', async () => {
      const passId = await issue();
      const raised = await t.call('POST', `${base(A)}/plans/${plan}/update`, {
        token: adminA,
        body: { extra_kg_price: '35.00' },
      });
      expect(raised.body.extra_kg_price).toBe('35.00');
      // The exit screen shows it too (the pass's plan).
      const shown = await t.call('GET', `${base(A)}/passes/${passId}`, { token: staffA });
      expect(shown.body.plan.extra_kg_price).toBe('20.00');
      const res = await checkout(passId, {
        payment_method: 'cash',
        catches: [{ fish_id: fish.crap, count: 1, weight_kg: '6.000', kept: true }],
      });
      // 1 kg above 5 kg × 20 lei (as sold), not × 35.
      expect(res.body).toMatchObject({ excess_kg: '1.000', extra_amount: '20.00' });
      expect(res.body.receipt.description).toBe('Surplus captură reținută: 1 kg × 20,00 lei');
      // A pass sold now takes the new price.
      const later = await issue();
      expect((await t.call('GET', `${base(A)}/passes/${later}`, { token: staffA })).body.plan.extra_kg_price).toBe(
        '35.00',
      );
      await t.call('POST', `${base(A)}/passes/${later}/delete`, { token: staffA, body: {} });
      await t.call('POST', `${base(A)}/plans/${plan}/update`, { token: adminA, body: { extra_kg_price: '20.00' } });
    });

    it('answers 409 on a second checkout and refuses catch changes after it; 409 on a cancelled pass', async () => {
      const passId = await issue();
      expect((await checkout(passId)).status).toBe(200);
      const second = await checkout(passId);
      expect(second.status).toBe(409);
      expect(second.body).toEqual({ message: 'Ieșirea acestui permis a fost deja înregistrată.' });
      const late = await t.call('POST', `${base(A)}/passes/${passId}/createCatch`, {
        token: staffA,
        body: { fish_id: fish.crap, count: 1, weight_kg: 1, kept: true },
      });
      expect(late.status).toBe(409);
      const cancelledId = await issue();
      await t.call('POST', `${base(A)}/passes/${cancelledId}/delete`, { token: staffA, body: {} });
      const cancelled = await checkout(cancelledId);
      expect(cancelled.status).toBe(409);
      expect(cancelled.body).toEqual({ message: 'Permisul este anulat.' });
    });

    it('validates the body: payment method and each catch by its index', async () => {
      const passId = await issue();
      const res = await checkout(passId, {
        payment_method: 'bitcoin',
        catches: [
          { fish_id: fish.crap, count: 1, weight_kg: 1 },
          { fish_id: fish.crap, count: 1, weight_kg: -2 },
        ],
      });
      expect(res.status).toBe(422);
      expect(Object.keys(res.body.errors).sort()).toEqual(['catches.1.weight_kg', 'payment_method']);
      const fishless = await checkout(passId, {
        payment_method: 'cash',
        catches: [{ fish_id: 9999, count: 1, weight_kg: 1 }],
      });
      expect(fishless.body.errors).toEqual({ 'catches.0.fish_id': ['Specia aleasă nu există.'] });
      // Nothing was written: the pass is still open.
      expect((await checkout(passId)).status).toBe(200);
    });
  });

  describe('the surplus by payment method (receipt mode: a chitanță is for cash only)', () => {
    const today = bucharestDate();
    const cents = (v: string) => Math.round(Number(v) * 100);
    const receiptRows = async () =>
      Number(
        (await t.dataSource.query('SELECT COUNT(*) AS n FROM receipts WHERE company_id = ?', [A]))[0].n as
          number | string,
      );
    let platform: string | undefined;
    /**
     * Today in the cash book (zeros while it has nothing), the finance chart's income of today, and
     * this month's income as the company's dashboard and the platform's company list show it.
     */
    const sums = async () => {
      const book = await t.call('POST', `${base(A)}/cashBook`, {
        token: adminA,
        body: { date_from: today, date_to: today },
      });
      expect(book.status).toBe(200);
      const day = (book.body.days as { date: string }[]).find((d) => d.date === today) as
        { lines: { kind: string; in: string }[]; closing_balance: string; card: string; transfer: string } | undefined;
      const chart = await t.call('POST', `${base(A)}/financeChart`, {
        token: adminA,
        body: { date_from: today, date_to: today, group_by: 'day' },
      });
      expect(chart.status).toBe(200);
      const dashboard = await t.call('GET', `${base(A)}/dashboard`, { token: adminA });
      expect(dashboard.status).toBe(200);
      platform ??= await t.login('platform@demo.ro');
      const companies = await t.call('GET', '/api/admin/companies?search=balta-demo', { token: platform });
      expect(companies.status).toBe(200);
      const listed = (companies.body.data as { id: number; income_month: string }[]).find((c) => c.id === A)!;
      return {
        lines: day?.lines.length ?? 0,
        balance: cents(day?.closing_balance ?? '0'),
        card: cents(day?.card ?? '0'),
        transfer: cents(day?.transfer ?? '0'),
        income: cents(chart.body.totals.income as string),
        month: cents(dashboard.body.income_month as string),
        listedMonth: cents(listed.income_month),
      };
    };
    // 7 kg kept, 2 kg above the 5 kg allowance × 20 lei = 40.00 lei
    const keptSeven = () => [{ fish_id: fish.crap, count: 1, weight_kg: '7.000', kept: true }];

    it.each(['card', 'transfer'] as const)(
      'a surplus paid by %s gets no chitanță and counts in the day’s sum of that method, not as cash',
      async (method) => {
        const passId = await issue();
        const [series, rows, before] = [await nextReceiptNumber(), await receiptRows(), await sums()];
        const res = await checkout(passId, { payment_method: method, catches: keptSeven() });
        expect(res.status).toBe(200);
        expect(res.body).toMatchObject({ excess_kg: '2.000', extra_amount: '40.00', receipt: null, fiscal_job: null });
        expect(res.body.pass).toMatchObject({
          checkout_receipt_id: null,
          checkout_amount: '40.00',
          checkout_payment_method: method,
        });
        expect((await nextReceiptNumber()).next_number).toBe(series.next_number);
        expect(await receiptRows()).toBe(rows);
        const after = await sums();
        expect(after.lines).toBe(before.lines);
        expect(after.balance).toBe(before.balance);
        expect(after[method] - before[method]).toBe(4000);
        expect(after[method === 'card' ? 'transfer' : 'card']).toBe(before[method === 'card' ? 'transfer' : 'card']);
        // Still income: the chitanțe no longer hold it, the pass does; the platform's list counts it too.
        expect(after.income - before.income).toBe(4000);
        expect(after.month - before.month).toBe(4000);
        expect(after.listedMonth).toBe(after.month);
        const got = await t.call('GET', `${base(A)}/passes/${passId}`, { token: staffA });
        expect(got.body).toMatchObject({ checkout_amount: '40.00', checkout_payment_method: method });
      },
    );

    it('a surplus paid in cash gets its chitanță and its line of the cash book, counted once as income', async () => {
      const passId = await issue();
      const [series, rows, before] = [await nextReceiptNumber(), await receiptRows(), await sums()];
      const res = await checkout(passId, { payment_method: 'cash', catches: keptSeven() });
      expect(res.status).toBe(200);
      expect(res.body.receipt).toMatchObject({ number: series.next_number, amount: '40.00', pass_id: null });
      expect(res.body.pass).toMatchObject({
        checkout_receipt_id: res.body.receipt.id,
        checkout_amount: '40.00',
        checkout_payment_method: 'cash',
      });
      expect((await nextReceiptNumber()).next_number).toBe(series.next_number + 1);
      expect(await receiptRows()).toBe(rows + 1);
      const after = await sums();
      expect(after.lines).toBe(before.lines + 1);
      expect(after.balance - before.balance).toBe(4000);
      expect(after.card).toBe(before.card);
      expect(after.transfer).toBe(before.transfer);
      expect(after.income - before.income).toBe(4000);
      expect(after.month - before.month).toBe(4000);
      expect(after.listedMonth).toBe(after.month);
    });

    it('a checkout without a surplus keeps no amount or method on the pass', async () => {
      const passId = await issue();
      const res = await checkout(passId, { payment_method: 'card' });
      expect(res.status).toBe(200);
      expect(res.body.pass).toMatchObject({ checkout_amount: null, checkout_payment_method: null });
    });
  });

  describe('POST {base}/catchChart', () => {
    it('sums kg kept and released per species per month, for its own company only', async () => {
      const passId = await issue();
      for (const body of [
        { fish_id: fish.crap, count: 2, weight_kg: '1.250', kept: true, recorded_at: '2026-03-15T10:00:00Z' },
        { fish_id: fish.crap, count: 1, weight_kg: '2.000', kept: false, recorded_at: '2026-03-20T10:00:00Z' },
        { fish_id: fish['știucă'], count: 1, weight_kg: '0.500', kept: true, recorded_at: '2026-04-02T10:00:00Z' },
        // 31 March 23:30 UTC is 1 April in Romania.
        { fish_id: fish.crap, count: 1, weight_kg: '0.010', kept: true, recorded_at: '2026-03-31T23:30:00Z' },
      ]) {
        const res = await t.call('POST', `${base(A)}/passes/${passId}/createCatch`, { token: staffA, body });
        expect(res.status).toBe(201);
      }
      const range = { date_from: '2026-03-01', date_to: '2026-04-30', group_by: 'month' };
      const res = await t.call('POST', `${base(A)}/catchChart`, { token: staffA, body: range });
      expect(res.status).toBe(200);
      expect(res.body).toEqual({
        labels: ['2026-03-01', '2026-04-01'],
        species: [
          { fish_id: fish.crap, name: 'crap', kept_kg: ['1.250', '0.010'], released_kg: ['2.000', '0.000'] },
          { fish_id: fish['știucă'], name: 'știucă', kept_kg: ['0.000', '0.500'], released_kg: ['0.000', '0.000'] },
        ],
        totals: { kept_kg: '1.760', released_kg: '2.000' },
      });
      const other = await t.call('POST', `${base(B)}/catchChart`, { token: adminB, body: range });
      expect(other.body.species).toEqual([]);
      const bad = await t.call('POST', `${base(A)}/catchChart`, {
        token: staffA,
        body: { date_from: '2026-04-30', date_to: '2026-03-01', group_by: 'month' },
      });
      expect(bad.status).toBe(422);
      expect(bad.body.errors.date_to).toEqual(['Data de sfârșit este înaintea celei de început.']);
    });
  });

  describe('a catch sent again with its request_key (its answer lost on a weak signal)', () => {
    const add = (passId: number, key: string) =>
      t.call('POST', `${base(A)}/passes/${passId}/createCatch`, {
        token: staffA,
        body: { fish_id: fish.crap, count: 1, weight_kg: '1.500', kept: true, request_key: key },
      });
    const catchesOf = async (passId: number) =>
      Number(
        (
          await t.dataSource.query<{ n: number | string }[]>('SELECT COUNT(*) AS n FROM catches WHERE pass_id = ?', [
            passId,
          ])
        )[0].n,
      );

    it('answers the catch the first attempt recorded, and records no second one, also for 50 sent at once', async () => {
      const passId = await issue();
      const first = await add(passId, 'captura-0001-aaaa');
      expect(first.status).toBe(201);
      const again = await add(passId, 'captura-0001-aaaa');
      expect(again.status).toBe(201);
      expect(again.body).toEqual(first.body);
      expect(await catchesOf(passId)).toBe(1);
      const answers = await Promise.all(Array.from({ length: 50 }, () => add(passId, 'captura-0002-aaaa')));
      expect(answers.map((a) => a.status)).toEqual(Array(50).fill(201));
      expect(new Set(answers.map((a) => a.body.id)).size).toBe(1);
      expect(await catchesOf(passId)).toBe(2);
      // Another key is another fish.
      expect((await add(passId, 'captura-0003-aaaa')).status).toBe(201);
      expect(await catchesOf(passId)).toBe(3);
    }, 60_000);

    it("refuses the key of another pass's catch (409)", async () => {
      const first = await issue();
      const other = await issue();
      expect((await add(first, 'captura-0004-aaaa')).status).toBe(201);
      const reused = await add(other, 'captura-0004-aaaa');
      expect(reused.status).toBe(409);
      expect(reused.body).toEqual({
        message:
          'Această încercare a înregistrat deja o captură pe alt permis. Reîncărcați pagina pentru o captură nouă.',
      });
      expect(await catchesOf(other)).toBe(0);
    });
  });

  describe('an exit sent again with its request_key (its answer lost on a weak signal)', () => {
    /** The exit of a pass with 7 kg kept: 2 kg above the allowance, 40 lei in cash. */
    const exit = (passId: number, key: string, token = staffA) =>
      checkout(
        passId,
        {
          payment_method: 'cash',
          catches: [{ fish_id: fish.crap, count: 1, weight_kg: '7.000', kept: true }],
          request_key: key,
        },
        token,
      );
    const surpluses = async (passId: number) => {
      const [row] = await t.dataSource.query<{ catches: number | string; receipts: number | string }[]>(
        "SELECT (SELECT COUNT(*) FROM catches WHERE pass_id = ?) AS catches, (SELECT COUNT(*) FROM receipts WHERE company_id = ? AND description LIKE 'Surplus%' AND client_id = ?) AS receipts",
        [passId, A, angler],
      );
      return { catches: Number(row.catches), receipts: Number(row.receipts) };
    };

    it('answers the exit the first attempt made, with its chitanță, and takes no second number or payment', async () => {
      const passId = await issue();
      const before = await surpluses(passId);
      const first = await exit(passId, 'iesire-0001-aaaa-bbbb');
      expect(first.status).toBe(200);
      expect(first.body).toMatchObject({ excess_kg: '2.000', extra_amount: '40.00', receipt: { amount: '40.00' } });
      const next = (await nextReceiptNumber()).next_number;
      const again = await exit(passId, 'iesire-0001-aaaa-bbbb');
      expect(again.status).toBe(200);
      expect(again.body).toEqual(first.body);
      expect((await nextReceiptNumber()).next_number).toBe(next);
      expect(await surpluses(passId)).toEqual({ catches: before.catches + 1, receipts: before.receipts + 1 });
      // Another key is another exit: the pass is already out.
      expect((await exit(passId, 'iesire-0002-aaaa-bbbb')).status).toBe(409);
    });

    it('makes one exit of 100 attempts sent at once with one key, all answered with it', async () => {
      const passId = await issue();
      const before = await surpluses(passId);
      const number = (await nextReceiptNumber()).next_number;
      const answers = await Promise.all(
        Array.from({ length: 100 }, (_, i) => exit(passId, 'iesire-0003-aaaa-bbbb', i % 2 ? staffA : adminA)),
      );
      expect(answers.map((a) => a.status)).toEqual(Array(100).fill(200));
      expect(new Set(answers.map((a) => a.body.receipt.id)).size).toBe(1);
      expect(answers[0].body.receipt.number).toBe(number);
      expect((await nextReceiptNumber()).next_number).toBe(number + 1);
      expect(await surpluses(passId)).toEqual({ catches: before.catches + 1, receipts: before.receipts + 1 });
    }, 60_000);

    it("refuses the key of another pass's exit (409) and a malformed key (422)", async () => {
      const first = await issue();
      const other = await issue();
      expect((await exit(first, 'iesire-0004-aaaa-bbbb')).status).toBe(200);
      const reused = await exit(other, 'iesire-0004-aaaa-bbbb');
      expect(reused.status).toBe(409);
      expect(reused.body).toEqual({
        message: 'Această încercare a încheiat deja ieșirea altui permis. Reîncărcați pagina pentru o ieșire nouă.',
      });
      expect((await t.call('GET', `${base(A)}/passes/${other}`, { token: staffA })).body.checked_out_at).toBeNull();
      for (const key of ['scurta', 'cu spații și diacritice ăîș', 'x'.repeat(65)]) {
        const bad = await exit(other, key);
        expect(bad.status).toBe(422);
        expect(bad.body.errors).toEqual({ request_key: ['Cheia încercării nu este validă.'] });
      }
    });
  });

  describe('checkouts at once', () => {
    const SAME = 200;
    const PASSES = 200;

    it(`lets one of ${SAME} simultaneous checkouts of one pass through, with one chitanță`, async () => {
      const passId = await issue();
      const before = await nextReceiptNumber();
      const results = await Promise.all(
        Array.from({ length: SAME }, (_, i) =>
          checkout(
            passId,
            { payment_method: 'cash', catches: [{ fish_id: fish.crap, count: 1, weight_kg: '6.000', kept: true }] },
            i % 2 ? staffA : adminA,
          ),
        ),
      );
      const statuses = results.map((r) => r.status);
      expect(statuses.filter((s) => s === 200)).toHaveLength(1);
      expect(statuses.filter((s) => s === 409)).toHaveLength(SAME - 1);
      const winner = results.find((r) => r.status === 200)!;
      expect(winner.body.catches).toHaveLength(1);
      expect(winner.body.extra_amount).toBe('20.00');
      expect((await nextReceiptNumber()).next_number).toBe(before.next_number + 1);
      const list = await t.call('POST', `${base(A)}/passes/${passId}/catches`, { token: staffA, body: {} });
      expect(list.body.total).toBe(1);
    });

    it(`numbers the chitanțe of ${PASSES} simultaneous checkouts of different passes without gaps or repeats`, async () => {
      const ids: number[] = [];
      for (let i = 0; i < PASSES; i++) ids.push(await issue());
      const before = await nextReceiptNumber();
      const results = await Promise.all(
        ids.map((id, i) =>
          checkout(
            id,
            { payment_method: 'cash', catches: [{ fish_id: fish.crap, count: 1, weight_kg: '5.500', kept: true }] },
            i % 2 ? staffA : adminA,
          ),
        ),
      );
      expect(results.map((r) => r.status)).toEqual(ids.map(() => 200));
      const numbers = results.map((r) => r.body.receipt.number as number).sort((a, b) => a - b);
      expect(numbers).toEqual(Array.from({ length: PASSES }, (_, i) => before.next_number + i));
      expect(results.every((r) => r.body.receipt.amount === '10.00')).toBe(true);
    });
  });
});
