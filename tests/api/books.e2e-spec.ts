import { Client } from '@app/clients/entities/client.entity';
import { bucharestDate } from '@app/common/time';
import { DB_KIND, demoWorld, TestApp } from './support/app';
import { loadSagaSchema, parseXml, unzip } from './support/saga-xsd';
import { raceHeld } from './support/locks';
import type { CashBookDay } from '@app/books/books.presenter';

/**
 * The cash book (backend/src/books): balances over several days built from chitanțe, Z reports,
 * cash expenses and dispositions; closing and reopening a day; the refund of a closed day's
 * chitanță; the never-negative rule and the close under concurrency; the SAGA export.
 */
describe(`the cash book (${DB_KIND})`, () => {
  let t: TestApp;
  let A: number;
  let B: number;
  let adminA: string;
  let staffA: string;
  let adminB: string;
  let anglerA: number;
  let anglerB: number;
  const base = (companyId: number) => `/api/company/${companyId}`;
  const today = bucharestDate();
  const D1 = '2026-03-02';
  const D2 = '2026-03-03';
  const D3 = '2026-03-04';

  async function client(companyId: number, fields: Partial<Client> = {}): Promise<number> {
    const repo = t.dataSource.getRepository(Client);
    const saved = await repo.save(
      repo.create({
        company_id: companyId,
        first_name: 'Ion',
        last_name: 'Popescu',
        cnp: null,
        blocked: false,
        ...fields,
      }),
    );
    return Number(saved.id);
  }
  const receipt = (token: string, companyId: number, clientId: number, amount: number, issued_on: string) =>
    t.call('POST', `${base(companyId)}/clients/${clientId}/createReceipt`, {
      token,
      body: { amount, issued_on, description: 'Permis de pescuit' },
    });
  const expense = (token: string, companyId: number, body: object) =>
    t.call('POST', `${base(companyId)}/createExpense`, { token, body: { category: 'furaje', ...body } });
  const disposition = (token: string, companyId: number, body: object) =>
    t.call('POST', `${base(companyId)}/createCashDisposition`, { token, body });
  const book = (token: string, companyId: number, date_from: string, date_to: string) =>
    t.call('POST', `${base(companyId)}/cashBook`, { token, body: { date_from, date_to } });
  const dayOf = (res: { body: { days: { date: string }[] } }, date: string) =>
    res.body.days.find((d) => d.date === date) as unknown as CashBookDay;

  beforeAll(async () => {
    ({ t, A, B, adminA, staffA, adminB } = await demoWorld());
    anglerA = await client(A);
    anglerB = await client(B, { first_name: 'Maria', last_name: 'Stan' });
    for (const [token, companyId] of [
      [adminA, A],
      [adminB, B],
    ] as const) {
      const res = await t.call('POST', `${base(companyId)}/createDocSery`, {
        token,
        body: { type: 'cash', series: 'DC' },
      });
      expect(res.status).toBe(201);
    }
  });
  afterAll(async () => {
    await t.close();
  });

  describe('expenses carry how they were paid and their document', () => {
    it('stores the payment method, the supplier CUI (normalised) and the document', async () => {
      const res = await expense(adminB, B, {
        amount: 10,
        spent_on: '2025-01-05',
        payment_method: 'bank',
        supplier: 'Agro Furaje SRL',
        supplier_cui: 'ro 18547290',
        document_type: 'factura',
        document_number: 'F-1001',
        document_date: '2025-01-04',
      });
      expect(res.status).toBe(201);
      expect(res.body).toMatchObject({
        payment_method: 'bank',
        supplier_cui: 'RO18547290',
        document_type: 'factura',
        document_number: 'F-1001',
        document_date: '2025-01-04',
      });
    });

    it('refuses a CUI that fails its control digit, an unknown method and document type (422 in Romanian)', async () => {
      const res = await expense(adminB, B, {
        amount: 10,
        spent_on: '2025-01-05',
        payment_method: 'cec',
        supplier_cui: '18547291',
        document_type: 'aviz',
      });
      expect(res.status).toBe(422);
      expect(Object.keys(res.body.errors).sort()).toEqual(['document_type', 'payment_method', 'supplier_cui']);
      expect(res.body.errors.supplier_cui[0]).toMatch(/CUI|cod fiscal/i);
    });

    it('defaults to a bank payment, which stays out of the cash book', async () => {
      const res = await expense(adminB, B, { amount: 5000, spent_on: '2025-01-06' });
      expect(res.status).toBe(201);
      expect(res.body.payment_method).toBe('bank');
    });
  });

  describe('balances over several days', () => {
    let cancelledBefore: number;
    let closedReceipt: number;

    it('sets the opening balance and the day the book starts', async () => {
      const res = await t.call('POST', `${base(A)}/cashBookSettings/update`, {
        token: adminA,
        body: { opening_balance: 100, start_date: '2026-03-01' },
      });
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({
        opening_balance: '100.00',
        start_date: '2026-03-01',
        limit_per_person: '5000.00',
        limit_end_of_day: '50000.00',
        account_cash: '5311',
      });
      const staff = await t.call('POST', `${base(A)}/cashBookSettings/update`, {
        token: staffA,
        body: { opening_balance: 1 },
      });
      expect(staff.status).toBe(403);
      // An account is a number of the chart of accounts (the SAGA files' ContClient and the like).
      const bad = await t.call('POST', `${base(A)}/cashBookSettings/update`, {
        token: adminA,
        body: { account_clients: '4111-ab', account_cash: '=1+1' },
      });
      expect(bad.status).toBe(422);
      expect(bad.body.errors).toEqual({
        account_clients: ['Contul este un număr de cont (ex. 4111 sau 5311.01).'],
        account_cash: ['Contul este un număr de cont (ex. 4111 sau 5311.01).'],
      });
    });

    it('builds a day from its chitanțe, cash expenses and dispositions (bank payments left out)', async () => {
      expect((await receipt(staffA, A, anglerA, 200, D1)).status).toBe(201);
      const toCancel = await receipt(staffA, A, anglerA, 50, D1);
      cancelledBefore = toCancel.body.id;
      // Cancelled while its day is open: it simply leaves the book.
      expect(
        (await t.call('POST', `${base(A)}/receipts/${cancelledBefore}/delete`, { token: staffA, body: {} })).status,
      ).toBe(200);
      expect(
        (
          await expense(staffA, A, {
            amount: 30,
            spent_on: D1,
            payment_method: 'cash',
            document_type: 'bon',
            document_number: '0042',
          })
        ).status,
      ).toBe(201);
      expect((await expense(staffA, A, { amount: 500, spent_on: D1, payment_method: 'bank' })).status).toBe(201);
      expect(
        (
          await disposition(staffA, A, {
            kind: 'in',
            amount: 1000,
            issued_on: D1,
            explanation: 'Fond de rest',
            person: 'Ion Casierul',
          })
        ).status,
      ).toBe(201);
      const deposit = await disposition(staffA, A, {
        kind: 'out',
        amount: 300,
        issued_on: D1,
        explanation: 'Depunere la bancă',
        person: 'Ion Casierul',
      });
      expect(deposit.status).toBe(201);
      expect(deposit.body).toMatchObject({ kind: 'out', series: 'DC', amount: '300.00', issued_on: D1 });

      const res = await book(staffA, A, '2026-02-01', D1);
      expect(res.status).toBe(200);
      expect(res.body.days.map((d: { date: string }) => d.date)).toEqual([D1]);
      const day = dayOf(res, D1);
      expect(day.opening_balance).toBe('100.00');
      expect(day.lines.map((l) => [l.number, l.kind, l.in, l.out])).toEqual([
        [1, 'receipt', '200.00', '0.00'],
        [2, 'disposition_in', '1000.00', '0.00'],
        [3, 'expense', '0.00', '30.00'],
        [4, 'disposition_out', '0.00', '300.00'],
      ]);
      expect(day.lines[2].document).toBe('Bon fiscal 0042');
      expect(day).toMatchObject({ total_in: '1200.00', total_out: '330.00', closing_balance: '970.00', closed: false });
    });

    it('refuses a cash expense that would take the register below zero, saying the balance it would leave', async () => {
      expect((await receipt(staffA, A, anglerA, 80, D2)).status).toBe(201);
      const res = await expense(staffA, A, { amount: 1200, spent_on: D2, payment_method: 'cash' });
      expect(res.status).toBe(422);
      expect(res.body.errors.amount[0]).toBe('Soldul casei nu poate fi negativ: ar rămâne -150,00 lei la 03.03.2026.');
      // A bank payment of the same amount is not cash: it passes.
      expect((await expense(staffA, A, { amount: 1200, spent_on: D2, payment_method: 'bank' })).status).toBe(201);
      // So does a backdated cash payment that the later days' balances still cover... and one that they do not, refused.
      const back = await disposition(staffA, A, {
        kind: 'out',
        amount: 1000,
        issued_on: D1,
        explanation: 'Ridicare',
        person: 'Asociat',
      });
      expect(back.status).toBe(422);
      expect(back.body.errors.amount[0]).toBe('Soldul casei nu poate fi negativ: ar rămâne -30,00 lei la 02.03.2026.');
      expect((await expense(staffA, A, { amount: 50, spent_on: D2, payment_method: 'cash' })).status).toBe(201);
      const day2 = dayOf(await book(staffA, A, D2, D2), D2);
      expect(day2).toMatchObject({ opening_balance: '970.00', closing_balance: '1000.00' });
    });

    it('refuses a chitanță over the largest amount saying the largest, not "mai mare decât 0"', async () => {
      const big = await receipt(staffA, A, anglerA, 10_000_000, D1);
      expect(big.status).toBe(422);
      expect(big.body.errors.amount).toEqual(['Suma trebuie să fie cel mult 9999999.']);
      expect((await receipt(staffA, A, anglerA, 0, D1)).body.errors.amount).toEqual([
        'Suma trebuie să fie mai mare decât 0.',
      ]);
    });

    it('closes a day (roles 2 and 3): its cash documents can no longer be issued, edited or cancelled', async () => {
      const res = await t.call('POST', `${base(A)}/cashBook/close`, { token: staffA, body: { date: D1 } });
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ day: D1, closed: true });
      const again = await t.call('POST', `${base(A)}/cashBook/close`, { token: staffA, body: { date: D1 } });
      expect(again.status).toBe(409);
      const closedMessage = /^Ziua 02\.03\.2026 este închisă în registrul de casă/;

      const issue = await receipt(staffA, A, anglerA, 10, D1);
      expect(issue.status).toBe(409);
      expect(issue.body.message).toMatch(closedMessage);
      const cash = await expense(staffA, A, { amount: 1, spent_on: D1, payment_method: 'cash' });
      expect(cash.status).toBe(409);
      expect(
        (await disposition(staffA, A, { kind: 'in', amount: 5, issued_on: D1, explanation: 'x', person: 'y' })).status,
      ).toBe(409);
      // A cash expense of the day cannot be moved or deleted either.
      const list = await t.call('POST', `${base(A)}/expenses`, {
        token: staffA,
        body: { payment_method: 'cash', date_from: D1, date_to: D1 },
      });
      const cashId = list.body.data[0].id as number;
      expect(
        (await t.call('POST', `${base(A)}/expenses/${cashId}/update`, { token: staffA, body: { amount: 31 } })).status,
      ).toBe(409);
      expect((await t.call('POST', `${base(A)}/expenses/${cashId}/delete`, { token: staffA, body: {} })).status).toBe(
        409,
      );
      // Nor a chitanță's text or its bon number: the book's line shows them as the day was closed.
      const receipts = await t.call('POST', `${base(A)}/receipts`, {
        token: staffA,
        body: { date_from: D1, date_to: D1 },
      });
      const receiptId = receipts.body.data[0].id as number;
      for (const change of [{ description: 'modificat' }, { fiscal_receipt_no: '77' }]) {
        const edit = await t.call('POST', `${base(A)}/receipts/${receiptId}/update`, { token: staffA, body: change });
        expect(edit.status).toBe(409);
        expect(edit.body.message).toMatch(closedMessage);
      }
      // A bank expense of a closed day is no cash document.
      expect((await expense(staffA, A, { amount: 7, spent_on: D1, payment_method: 'bank' })).status).toBe(201);
      const day = dayOf(await book(staffA, A, D1, D1), D1);
      expect(day).toMatchObject({ closed: true, closing_balance: '970.00' });
    });

    it("cancels a closed day's chitanță only as a refund: a payment disposition dated today names it", async () => {
      const day = dayOf(await book(staffA, A, D1, D1), D1);
      closedReceipt = day.lines.find((l) => l.kind === 'receipt')!.source_id;
      const plain = await t.call('POST', `${base(A)}/receipts/${closedReceipt}/delete`, { token: staffA, body: {} });
      expect(plain.status).toBe(409);
      expect(plain.body.message).toMatch(/restituire/);
      const refund = await t.call('POST', `${base(A)}/receipts/${closedReceipt}/delete`, {
        token: staffA,
        body: { refund: true, reason: 'Client nemulțumit' },
      });
      expect(refund.status).toBe(200);
      expect(refund.body.status).toBe('cancelled');

      const res = await book(staffA, A, D1, today);
      // The closed day stays as signed.
      expect(dayOf(res, D1)).toMatchObject({ closing_balance: '970.00', total_in: '1200.00' });
      const now = dayOf(res, today);
      const line = now.lines.find((l) => l.kind === 'disposition_out')!;
      expect(line.out).toBe('200.00');
      const refundDoc = await t.call('GET', `${base(A)}/cashDispositions/${line.source_id}`, { token: staffA });
      expect(refundDoc.body).toMatchObject({
        kind: 'out',
        issued_on: today,
        receipt_id: closedReceipt,
        amount: '200.00',
      });
      expect(refundDoc.body.explanation).toMatch(/^Restituire chitanța .+ din 02\.03\.2026$/);
      expect(now.closing_balance).toBe('800.00');
    });

    it('reopens a day with role 2 and a reason, audited; then its documents change again', async () => {
      expect(
        (await t.call('POST', `${base(A)}/cashBook/reopen`, { token: staffA, body: { date: D1, reason: 'x' } })).status,
      ).toBe(403);
      const noReason = await t.call('POST', `${base(A)}/cashBook/reopen`, { token: adminA, body: { date: D1 } });
      expect(noReason.status).toBe(422);
      expect(noReason.body.errors.reason).toBeDefined();
      const res = await t.call('POST', `${base(A)}/cashBook/reopen`, {
        token: adminA,
        body: { date: D1, reason: 'Chitanță uitată' },
      });
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ day: D1, closed: false, reopen_reason: 'Chitanță uitată' });
      const audit = await t.dataSource.query(
        `SELECT changes FROM audit_log WHERE company_id = ? AND entity = 'cash_day_closes' AND action = 'update'`,
        [A],
      );
      expect(audit.map((r: { changes: string }) => r.changes).join(' ')).toContain('Chitanță uitată');

      expect((await receipt(staffA, A, anglerA, 10, D1)).status).toBe(201);
      const after = await book(staffA, A, D1, D3);
      expect(dayOf(after, D1)).toMatchObject({ closed: false, closing_balance: '980.00' });
      expect(dayOf(after, D2)).toMatchObject({ opening_balance: '980.00', closing_balance: '1010.00' });
      // Opened alone, D2 starts from the balances before it: the refunded chitanță stays in D1.
      expect(dayOf(await book(staffA, A, D2, D2), D2)).toMatchObject({ opening_balance: '980.00' });
    });

    it('enters the Z reports\' cash as "Raport Z nr. N" and shows their card total apart', async () => {
      // A Z report as the fiscal module stores it (its agent's tests make real ones).
      const device = await t.dataSource.query(
        `INSERT INTO fiscal_devices (company_id, name, format, settings, plan_vat_groups, water_ids, active) VALUES (?, 'Casa 1', 'fprint', '{}', '{}', '[]', 0)`,
        [A],
      );
      const deviceId =
        DB_KIND === 'sqlite'
          ? Number((await t.dataSource.query('SELECT MAX(id) AS id FROM fiscal_devices'))[0].id)
          : Number(device.insertId);
      await t.dataSource.query(
        `INSERT INTO fiscal_jobs (company_id, device_id, kind, status, attempt, manual) VALUES (?, ?, 'z_report', 'printed', 1, 0)`,
        [A, deviceId],
      );
      const jobId = Number((await t.dataSource.query('SELECT MAX(id) AS id FROM fiscal_jobs'))[0].id);
      await t.dataSource.query(
        `INSERT INTO fiscal_z_reports (company_id, device_id, job_id, number, day, receipts, totals) VALUES (?, ?, ?, 17, ?, 9, ?)`,
        [A, deviceId, jobId, D3, JSON.stringify({ cash: '600.00', card: '150.00' })],
      );
      const day = dayOf(await book(staffA, A, D3, D3), D3);
      expect(day.lines).toEqual([
        expect.objectContaining({
          number: 1,
          kind: 'z_report',
          document: 'Raport Z nr. 17',
          in: '600.00',
          out: '0.00',
        }),
      ]);
      expect(day).toMatchObject({ opening_balance: '1010.00', closing_balance: '1610.00', card: '150.00' });
    });

    it('in amef mode, closes a day with printed bons and no Z report only when confirmed', async () => {
      const D4 = '2026-03-06';
      const [{ id: deviceId }] = await t.dataSource.query(
        'SELECT MAX(id) AS id FROM fiscal_devices WHERE company_id = ?',
        [A],
      );
      await t.dataSource.query(
        `INSERT INTO fiscal_jobs (company_id, device_id, kind, status, attempt, manual, payment_method, amount, printed_at) VALUES (?, ?, 'sale', 'printed', 1, 0, 'cash', '40.00', ?)`,
        [A, deviceId, '2026-03-06 09:00:00'],
      );
      await t.dataSource.query(`UPDATE companies SET fiscal_mode = 'amef' WHERE id = ?`, [A]);
      try {
        const warned = await t.call('POST', `${base(A)}/cashBook/close`, { token: staffA, body: { date: D4 } });
        expect(warned.status).toBe(409);
        expect(warned.body.message).toBe(
          'Ziua 06.03.2026 are un bon fiscal și niciun raport Z. Tipăriți raportul Z sau confirmați închiderea fără el.',
        );
        // The day with its Z report (D3) closes without asking.
        expect((await t.call('POST', `${base(A)}/cashBook/close`, { token: staffA, body: { date: D3 } })).status).toBe(
          200,
        );
        const confirmed = await t.call('POST', `${base(A)}/cashBook/close`, {
          token: staffA,
          body: { date: D4, confirm: true },
        });
        expect(confirmed.status).toBe(200);
        expect(confirmed.body).toMatchObject({ day: D4, closed: true });
      } finally {
        await t.dataSource.query(`UPDATE companies SET fiscal_mode = 'receipt' WHERE id = ?`, [A]);
      }
    });

    it("warns in the day's summary when a cash limit is crossed (limits are settings)", async () => {
      await t.call('POST', `${base(A)}/cashBookSettings/update`, {
        token: adminA,
        body: { limit_end_of_day: 1500, limit_per_person: 500 },
      });
      const day = dayOf(await book(staffA, A, D3, D3), D3);
      expect(day.warnings).toEqual([
        'Soldul de la sfârșitul zilei (1.610,00 lei) depășește plafonul de casă de 1.500,00 lei.',
      ]);
      const d1 = dayOf(await book(staffA, A, D1, D1), D1);
      expect(d1.warnings).toContain(
        'Ion Casierul: 1.300,00 lei în numerar într-o zi, peste limita de 500,00 lei pe persoană.',
      );
      await t.call('POST', `${base(A)}/cashBookSettings/update`, {
        token: adminA,
        body: { limit_end_of_day: 50000, limit_per_person: 5000 },
      });
    });

    it("exports the days for SAGA: files valid against the repository's XSD, their sums the cash book's", async () => {
      await t.call('POST', `${base(A)}/cashBookSettings/update`, {
        token: adminA,
        body: { expense_accounts: { furaje: '6022' } },
      });
      const res = await t.call('POST', `${base(A)}/accounting/export`, {
        token: staffA,
        body: { date_from: D1, date_to: today, format: 'saga' },
      });
      expect(res.status).toBe(200);
      expect(res.headers['content-type']).toBe('application/zip');
      const raw = await t.app
        .getHttpAdapter()
        .getInstance()
        .inject({
          method: 'POST',
          url: `${base(A)}/accounting/export`,
          headers: { authorization: `Bearer ${staffA}`, 'content-type': 'application/json' },
          payload: JSON.stringify({ date_from: D1, date_to: today, format: 'saga' }),
        });
      const files = unzip(raw.rawPayload);
      const validate = loadSagaSchema();
      const cash = await book(staffA, A, D1, today);
      const names = [...files.keys()].sort();
      expect(names).toContain('I_02.03.2026.xml');
      expect(names).toContain('P_02.03.2026.xml');
      expect(names).toContain('rapoarte-z.csv');
      for (const day of cash.body.days as { date: string; total_in: string; total_out: string }[]) {
        const [y, m, d] = day.date.split('-');
        const sum = (name: string, root: string) => {
          const file = files.get(`${name}_${d}.${m}.${y}.xml`);
          if (!file) return 0;
          const xml = file.toString('utf8');
          expect(validate(xml)).toEqual([]);
          const doc = parseXml(xml);
          expect(doc.name).toBe(root);
          return doc.children.reduce(
            (s, l) => s + Math.round(Number(l.children.find((c) => c.name === 'Suma')!.text) * 100),
            0,
          );
        };
        expect([day.date, sum('I', 'Incasari')]).toEqual([day.date, Math.round(Number(day.total_in) * 100)]);
        expect([day.date, sum('P', 'Plati')]).toEqual([day.date, Math.round(Number(day.total_out) * 100)]);
      }
      const p1 = parseXml(files.get('P_02.03.2026.xml')!.toString('utf8'));
      const accounts = p1.children.map((l) => l.children.find((c) => c.name === 'ContFurnizor')?.text);
      expect(accounts).toEqual(['6022', '581']);
      const z = files.get('rapoarte-z.csv')!.toString('utf8');
      expect(z).toContain('04.03.2026;17;600.00;150.00');
      // A document that breaks the schema is caught by the validator (the check is not always-true).
      expect(validate('<Plati><Linie><Numar>1</Numar></Linie></Plati>')).not.toEqual([]);
    });

    it('exports the same lines as CSV tables', async () => {
      const raw = await t.app
        .getHttpAdapter()
        .getInstance()
        .inject({
          method: 'POST',
          url: `${base(A)}/accounting/export`,
          headers: { authorization: `Bearer ${staffA}`, 'content-type': 'application/json' },
          payload: JSON.stringify({ date_from: D1, date_to: D1, format: 'csv' }),
        });
      expect(raw.statusCode).toBe(200);
      const files = unzip(raw.rawPayload);
      expect([...files.keys()].sort()).toEqual(['incasari.csv', 'plati.csv', 'rapoarte-z.csv']);
      const text = files.get('incasari.csv')!.toString('utf8');
      // A BOM, so that Excel opens the Romanian letters as UTF-8.
      expect(text.startsWith('\uFEFF')).toBe(true);
      const rows = text.slice(1).trim().split('\r\n');
      expect(rows[0]).toBe('Data;Numar;Suma;Cont;ContClient;Explicatie;CodFiscal');
      const total = rows.slice(1).reduce((s, r) => s + Number(r.split(';')[2]), 0);
      expect(total).toBe(1210);
    });
  });

  describe('tenant isolation of the new routes', () => {
    it("answers 403 on another company's path and 404 for another company's disposition", async () => {
      const own = await disposition(adminB, B, { kind: 'in', amount: 5, explanation: 'Fond', person: 'Maria Stan' });
      expect(own.status).toBe(201);
      for (const [method, path, body] of [
        ['POST', '/cashBook', { date_from: D1, date_to: D1 }],
        ['POST', '/cashBook/close', { date: D1 }],
        ['POST', '/cashBook/reopen', { date: D1, reason: 'x' }],
        ['POST', '/cashDispositions', {}],
        ['POST', '/createCashDisposition', { kind: 'in', amount: 1, explanation: 'x', person: 'y' }],
        ['GET', `/cashDispositions/${own.body.id}`, undefined],
        ['GET', '/cashBookSettings', undefined],
        ['POST', '/cashBookSettings/update', {}],
        ['POST', '/accounting/export', { date_from: D1, date_to: D1, format: 'csv' }],
        ['POST', '/cashBook/limits', { amount: 1 }],
        ['POST', `/cashDispositions/${own.body.id}/cancel`, { reason: 'x' }],
      ] as const) {
        const res = await t.call(method, `${base(B)}${path}`, { token: adminA, body });
        expect([path, res.status]).toEqual([path, 403]);
        expect((await t.call(method, `${base(B)}${path}`, { body })).status).toBe(401);
      }
      expect((await t.call('GET', `${base(A)}/cashDispositions/${own.body.id}`, { token: adminA })).status).toBe(404);
      const cancelOther = await t.call('POST', `${base(A)}/cashDispositions/${own.body.id}/cancel`, {
        token: adminA,
        body: { reason: 'x' },
      });
      expect(cancelOther.status).toBe(404);
      expect((await t.call('GET', `${base(B)}/cashDispositions/${own.body.id}`, { token: adminB })).body.status).toBe(
        'issued',
      );
      // Another company's angler is not found from company A's gate.
      const limitsOther = await t.call('POST', `${base(A)}/cashBook/limits`, {
        token: adminA,
        body: { client_id: anglerB, amount: 1 },
      });
      expect(limitsOther.status).toBe(404);
      const listA = await t.call('POST', `${base(A)}/cashDispositions`, { token: adminA, body: { per_page: 100 } });
      expect(listA.body.data.map((d: { id: number }) => d.id)).not.toContain(own.body.id);
    });
  });

  describe('under concurrency', () => {
    it('never lets 50 concurrent cash expenses take the register below zero', async () => {
      // Company B: its book starts with 100.00 lei plus the 5.00 lei of the disposition above.
      await t.call('POST', `${base(B)}/cashBookSettings/update`, { token: adminB, body: { opening_balance: 95 } });
      const answers = await Promise.all(
        Array.from({ length: 50 }, () => expense(adminB, B, { amount: 10, spent_on: today, payment_method: 'cash' })),
      );
      const statuses = answers.map((r) => r.status);
      expect(statuses.filter((s) => s === 201)).toHaveLength(10);
      expect(statuses.filter((s) => s === 422)).toHaveLength(40);
      const day = dayOf(await book(adminB, B, today, today), today);
      expect(day.closing_balance).toBe('0.00');
    });

    it('lands each of 200 issues racing a close in the closed day, or refuses it', async () => {
      const day = '2026-05-05';
      // The issues arrive in a stream (10 at a time, 5 ms apart); the close comes in the middle of it.
      const issues: ReturnType<typeof receipt>[] = [];
      let closing: ReturnType<typeof t.call> | undefined;
      for (let i = 0; i < 200; i++) {
        if (i === 100) closing = t.call('POST', `${base(B)}/cashBook/close`, { token: adminB, body: { date: day } });
        issues.push(receipt(adminB, B, anglerB, 1 + (i % 3), day));
        if (i % 10 === 9) await new Promise((resolve) => setTimeout(resolve, 5));
      }
      const close = await closing!;
      expect(close.status).toBe(200);
      const atClose = dayOf(await book(adminB, B, day, day), day);
      const answers = await Promise.all(issues);
      const landed = answers.filter((r) => r.status === 201).map((r) => r.body.id as number);
      const refused = answers.filter((r) => r.status === 409);
      expect(landed.length + refused.length).toBe(200);
      // Both sides of the race happened: some issues before the close, some after it.
      expect(landed.length).toBeGreaterThan(0);
      expect(refused.length).toBeGreaterThan(0);
      expect(refused[0].body.message).toMatch(/^Ziua 05\.05\.2026 este închisă în registrul de casă/);
      console.log(
        `close race (${DB_KIND}): ${landed.length} issues landed before the close, ${refused.length} refused`,
      );
      const final = dayOf(await book(adminB, B, day, day), day);
      const ids = (d: typeof final) => (d?.lines ?? []).map((l) => l.source_id).sort((x, y) => x - y);
      // Every chitanță that landed is in the closed day, and nothing entered it after the close.
      expect(ids(final)).toEqual([...landed].sort((x, y) => x - y));
      expect(ids(atClose)).toEqual(ids(final));
      expect(final.closed).toBe(true);
    });
    if (DB_KIND === 'mariadb') {
      it('never moves a cash expense off a day closed after its edit began (MariaDB, real locks)', async () => {
        const funds = { kind: 'in', amount: 10, issued_on: '2026-06-10', explanation: 'Fond', person: 'Ion Casierul' };
        expect((await disposition(adminB, B, funds)).status).toBe(201);
        const created = await expense(adminB, B, { amount: 1, spent_on: '2026-06-10', payment_method: 'cash' });
        expect(created.status).toBe(201);
        const id = created.body.id as number;
        // The company's cash lock is held, as by a close; an edit moving the expense to 12.06 waits for it.
        const answer = await raceHeld(t.dataSource, {
          hold: (held) => held.query('SELECT company_id FROM cash_books WHERE company_id = ? FOR UPDATE', [B]),
          request: () =>
            t.call('POST', `${base(B)}/expenses/${id}/update`, { token: adminB, body: { spent_on: '2026-06-12' } }),
          // Meanwhile that day, 11.06, is closed, and another edit moves the expense onto it, in one transaction.
          // The waiting edit holds the expense's row already (a locking read), so the two deadlock; MariaDB rolls
          // back the one that wrote nothing, the edit, which runs again behind the close.
          meanwhile: async (held) => {
            await held.query(
              'INSERT INTO cash_day_closes (company_id, day, closed, closed_at) VALUES (?, ?, 1, NOW())',
              [B, '2026-06-11'],
            );
            await held.query('UPDATE expenses SET spent_on = ? WHERE id = ?', ['2026-06-11', id]);
          },
        });
        // The edit sees the day the expense is on now, closed: refused, and the expense stays there.
        expect(answer.status).toBe(409);
        expect(answer.body.message).toMatch(/^Ziua 11\.06\.2026 este închisă în registrul de casă/);
        const [row] = await t.dataSource.query<{ day: string }[]>(
          "SELECT DATE_FORMAT(spent_on, '%Y-%m-%d') AS day FROM expenses WHERE id = ?",
          [id],
        );
        expect(row.day).toBe('2026-06-11');
      });
    }
  });
  describe('card and transfer sales, the cash limits at the gate, cancelled dispositions', () => {
    let plan: number;
    let water: number;
    // Today has a line already (the refund above), so its day is in the book.
    const todayOf = async () => {
      const res = await book(staffA, A, today, today);
      expect(res.status).toBe(200);
      const day = dayOf(res, today);
      expect(day).toBeDefined();
      return day;
    };
    const sell = (clientId: number, payment_method: string) =>
      t.call('POST', `${base(A)}/clients/${clientId}/createPass`, {
        token: staffA,
        body: { plan_id: plan, water_id: water, payment_method },
      });
    const limits = (body: object) => t.call('POST', `${base(A)}/cashBook/limits`, { token: staffA, body });
    const cents = (v: string) => Math.round(Number(v) * 100);

    beforeAll(async () => {
      const w = await t.call('POST', `${base(A)}/createWater`, { token: adminA, body: { name: 'Lacul casei' } });
      water = w.body.id;
      const p = await t.call('POST', `${base(A)}/createPlan`, {
        token: adminA,
        body: { name: 'Zi', water_ids: [water], duration_value: 1, duration_unit: 'days', price: '45.50' },
      });
      plan = p.body.id;
    });

    it("shows the day's card and transfer sales apart: no line, no move of the balance", async () => {
      const before = await todayOf();
      const angler = await client(A, { first_name: 'Vasile', last_name: 'Cardan' });
      expect((await sell(angler, 'card')).status).toBe(201);
      expect((await sell(angler, 'transfer')).status).toBe(201);
      expect((await sell(angler, 'transfer')).status).toBe(201);
      const after = await todayOf();
      expect(cents(after.card) - cents(before.card)).toBe(4550);
      expect(cents(after.transfer) - cents(before.transfer)).toBe(9100);
      // Not cash: no chitanță, no line, the same balance.
      expect(after.lines).toHaveLength(before.lines.length);
      expect(after.closing_balance).toBe(before.closing_balance);
      // A cash pass is a line of the book (its chitanță) and moves the balance.
      expect((await sell(angler, 'cash')).status).toBe(201);
      const cash = await todayOf();
      expect(cash.lines).toHaveLength(after.lines.length + 1);
      expect(cents(cash.closing_balance) - cents(after.closing_balance)).toBe(4550);
      expect(cash.card).toBe(after.card);
    });

    it("warns at the gate when a cash sale crosses the per-person limit or the register's ceiling", async () => {
      const angler = await client(A, { first_name: 'Gheorghe', last_name: 'Limită' });
      const balance = cents((await todayOf()).closing_balance);
      const settings = await t.call('POST', `${base(A)}/cashBookSettings/update`, {
        token: adminA,
        body: { limit_per_person: 100, limit_end_of_day: (balance + 20_000) / 100 },
      });
      expect(settings.status).toBe(200);
      try {
        const quiet = await limits({ client_id: angler, amount: 30 });
        expect(quiet.status).toBe(200);
        expect(quiet.body).toMatchObject({ warnings: [], person_total: '30.00', limit_per_person: '100.00' });
        expect(cents(quiet.body.balance_after)).toBe(balance + 3000);

        expect((await receipt(staffA, A, angler, 80, today)).status).toBe(201);
        const person = await limits({ client_id: angler, amount: 30 });
        expect(person.body.person_total).toBe('110.00');
        expect(person.body.warnings).toEqual([
          'Limită Gheorghe ajunge azi la 110,00 lei plătiți în numerar cu această vânzare, peste limita de 100,00 lei pe persoană într-o zi. Propuneți plata cu cardul sau prin transfer.',
        ]);

        // The ceiling: the register's balance with this sale above it, with or without an angler.
        const ceiling = await limits({ amount: 150 });
        expect(cents(ceiling.body.balance_after)).toBe(balance + 8000 + 15000);
        expect(ceiling.body.warnings).toHaveLength(1);
        expect(ceiling.body.warnings[0]).toMatch(
          /^Cu această încasare soldul casei ajunge la [\d.]+,\d\d lei, peste plafonul de [\d.]+,\d\d lei de la sfârșitul zilei\./,
        );
        // Nothing taken in cash, nothing crossed; a bad amount is refused in Romanian.
        expect((await limits({ client_id: angler, amount: 0 })).body.warnings).toEqual([]);
        const bad = await limits({ client_id: angler, amount: 'mult' });
        expect(bad.status).toBe(422);
        expect(bad.body.errors.amount[0]).toMatch(/sumă/i);
      } finally {
        await t.call('POST', `${base(A)}/cashBookSettings/update`, {
          token: adminA,
          body: { limit_end_of_day: 50000, limit_per_person: 5000 },
        });
      }
    });

    it('cancels a disposition with a reason (any company role), audited; it leaves the book', async () => {
      const before = await todayOf();
      const made = await disposition(staffA, A, {
        kind: 'out',
        amount: 5,
        explanation: 'Rest dat înapoi',
        person: 'Ion Casierul',
      });
      expect(made.status).toBe(201);
      expect(made.body.status).toBe('issued');
      const cancel = (id: number, body: object, token = staffA) =>
        t.call('POST', `${base(A)}/cashDispositions/${id}/cancel`, { token, body });
      const noReason = await cancel(made.body.id, {});
      expect(noReason.status).toBe(422);
      expect(Object.keys(noReason.body.errors)).toEqual(['reason']);
      const res = await cancel(made.body.id, { reason: 'Sumă greșită' });
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ status: 'cancelled', cancel_reason: 'Sumă greșită', number: made.body.number });
      const after = await todayOf();
      expect(after.lines.filter((l) => l.kind === 'disposition_out').map((l) => l.source_id)).not.toContain(
        made.body.id,
      );
      expect(after.closing_balance).toBe(before.closing_balance);
      const again = await cancel(made.body.id, { reason: 'x' });
      expect(again.status).toBe(409);
      expect(again.body.message).toBe('Dispoziția este deja anulată.');
      const audit = await t.dataSource.query(
        `SELECT changes FROM audit_log WHERE company_id = ? AND entity = 'cash_dispositions' AND entity_id = ? AND action = 'update'`,
        [A, made.body.id],
      );
      expect(audit).toHaveLength(1);
      expect(audit[0].changes).toContain('cancelled');
      // The list's totals leave it out; the list still shows it, cancelled.
      const list = await t.call('POST', `${base(A)}/cashDispositions`, {
        token: staffA,
        body: { date_from: today, date_to: today, per_page: 100 },
      });
      expect(list.body.data.find((d: { id: number }) => d.id === made.body.id)).toMatchObject({ status: 'cancelled' });
    });

    it('refuses to cancel a disposition of a closed day (409 in Romanian) and a refund', async () => {
      const day = '2026-04-10';
      const made = await disposition(staffA, A, {
        kind: 'in',
        amount: 20,
        issued_on: day,
        explanation: 'Fond de rest',
        person: 'Ion Casierul',
      });
      expect(made.status).toBe(201);
      expect((await t.call('POST', `${base(A)}/cashBook/close`, { token: staffA, body: { date: day } })).status).toBe(
        200,
      );
      const res = await t.call('POST', `${base(A)}/cashDispositions/${made.body.id}/cancel`, {
        token: adminA,
        body: { reason: 'Greșit' },
      });
      expect(res.status).toBe(409);
      expect(res.body.message).toBe(
        'Ziua 10.04.2026 este închisă în registrul de casă: documentele de casă ale zilei nu mai pot fi emise, modificate sau anulate. Administratorul firmei o poate redeschide din Registrul de casă.',
      );
      const refund = (
        await t.call('POST', `${base(A)}/cashDispositions`, { token: staffA, body: { kind: 'out', per_page: 100 } })
      ).body.data.find((d: { receipt_id: number | null }) => d.receipt_id !== null);
      expect(refund).toBeDefined();
      const refused = await t.call('POST', `${base(A)}/cashDispositions/${refund.id}/cancel`, {
        token: adminA,
        body: { reason: 'Greșit' },
      });
      expect(refused.status).toBe(409);
      expect(refused.body.message).toMatch(/^Dispoziția restituie chitanța .+ și nu se poate anula\.$/);
    });

    it('refuses to cancel an încasare that would leave the register below zero (422, balance named)', async () => {
      const day = '2026-04-21';
      const made = await disposition(staffA, A, {
        kind: 'in',
        amount: 1000,
        issued_on: day,
        explanation: 'Aport numerar',
        person: 'Ion Casierul',
      });
      expect(made.status).toBe(201);
      // A cash expense that brings the lowest balance from that day on to exactly zero.
      const days = (await book(staffA, A, day, today)).body.days as { closing_balance: string }[];
      const lowest = Math.min(...days.map((d) => cents(d.closing_balance)));
      expect(lowest).toBeGreaterThanOrEqual(100_000);
      expect((await expense(staffA, A, { amount: lowest / 100, spent_on: day, payment_method: 'cash' })).status).toBe(
        201,
      );
      const res = await t.call('POST', `${base(A)}/cashDispositions/${made.body.id}/cancel`, {
        token: staffA,
        body: { reason: 'Aport anulat' },
      });
      expect(res.status).toBe(422);
      expect(res.body.errors.amount[0]).toMatch(
        /^Soldul casei nu poate fi negativ: ar rămâne -[\d.]+,\d\d lei la \d\d\.\d\d\.\d{4}\.$/,
      );
      expect((await t.call('GET', `${base(A)}/cashDispositions/${made.body.id}`, { token: staffA })).body.status).toBe(
        'issued',
      );
    });
  });

  describe("the balance's checkpoint (the end of a closed day)", () => {
    // A company of its own: its book holds only this block's documents.
    let C: number;
    let adminC: string;
    let anglerC: number;
    const [E1, E2, E3] = ['2026-04-01', '2026-04-02', '2026-04-03'];
    const yesterday = (() => {
      const d = new Date(`${today}T00:00:00Z`);
      d.setUTCDate(d.getUTCDate() - 1);
      return d.toISOString().slice(0, 10);
    })();
    const checkpoint = async () => {
      const [row] = await t.dataSource.query(
        'SELECT checkpoint_day AS day, checkpoint_balance AS balance FROM cash_books WHERE company_id = ?',
        [C],
      );
      const day = row.day === null ? null : new Date(row.day).toISOString().slice(0, 10);
      return { day, balance: row.balance === null ? null : Number(row.balance).toFixed(2) };
    };
    const balances = async (date: string) => {
      const day = dayOf(await book(adminC, C, date, date), date);
      return [day.opening_balance, day.closing_balance];
    };
    const close = (date: string) => t.call('POST', `${base(C)}/cashBook/close`, { token: adminC, body: { date } });

    beforeAll(async () => {
      const reg = await t.call('POST', '/api/register', {
        body: {
          name: 'Ana Casiera',
          email: 'ana@exemplu.ro',
          password: 'Parola123',
          password_confirmation: 'Parola123',
        },
      });
      adminC = reg.body.token;
      const made = await t.call('POST', '/api/company/create', {
        token: adminC,
        body: { name: 'Balta Anei', slug: 'balta-anei', cui: '4221306' },
      });
      expect(made.status).toBe(201);
      C = made.body.id;
      expect(
        (await t.call('POST', `${base(C)}/createDocSery`, { token: adminC, body: { type: 'cash', series: 'DA' } }))
          .status,
      ).toBe(201);
      anglerC = await client(C, { first_name: 'Petre', last_name: 'Crap' });
      for (const [amount, day] of [
        [100, E1],
        [50, E2],
        [20, E3],
      ] as const)
        expect((await receipt(adminC, C, anglerC, amount, day)).status).toBe(201);
    });

    it('is written when a day is closed, and the balances after it are read from it', async () => {
      expect(await checkpoint()).toEqual({ day: null, balance: null });
      expect((await close(E2)).status).toBe(200);
      expect(await checkpoint()).toEqual({ day: E2, balance: '150.00' });
      expect(await balances(E3)).toEqual(['150.00', '170.00']);

      // Proof that the reads start from it and not from the history: a checkpoint 1 000 lei higher
      // moves the book on both sides of it and the gate's balance by 1 000 lei.
      const limitsC = () => t.call('POST', `${base(C)}/cashBook/limits`, { token: adminC, body: { amount: 0 } });
      expect((await limitsC()).body.balance_after).toBe('170.00');
      await t.dataSource.query(`UPDATE cash_books SET checkpoint_balance = '1150.00' WHERE company_id = ?`, [C]);
      try {
        expect(await balances(E3)).toEqual(['1150.00', '1170.00']);
        expect(await balances(E1)).toEqual(['1000.00', '1100.00']);
        expect((await limitsC()).body.balance_after).toBe('1170.00');
      } finally {
        await t.dataSource.query(`UPDATE cash_books SET checkpoint_balance = '150.00' WHERE company_id = ?`, [C]);
      }
      expect(await balances(E1)).toEqual(['0.00', '100.00']);
    });

    it('is dropped by a cash write dated on or before it, once its day is reopened: a closed day refuses the writes before it', async () => {
      const reopen = (date: string) =>
        t.call('POST', `${base(C)}/cashBook/reopen`, { token: adminC, body: { date, reason: 'Corectură' } });
      // E2 is closed: a cash expense of E1 would change the balance E2 was signed with.
      const early = await expense(adminC, C, { amount: 30, spent_on: E1, payment_method: 'cash' });
      expect([early.status, early.body.message]).toEqual([
        409,
        'Ziua 02.04.2026 este închisă în registrul de casă: un document de casă din 01.04.2026, dinaintea ei, i-ar schimba soldul semnat. Redeschideți întâi zilele închise de la 02.04.2026 încoace.',
      ]);
      expect(await checkpoint()).toEqual({ day: E2, balance: '150.00' });
      expect(await balances(E2)).toEqual(['100.00', '150.00']);

      expect((await reopen(E2)).status).toBe(200);
      expect((await expense(adminC, C, { amount: 30, spent_on: E1, payment_method: 'cash' })).status).toBe(201);
      expect(await checkpoint()).toEqual({ day: null, balance: null });
      expect(await balances(E3)).toEqual(['120.00', '140.00']);

      expect((await close(E3)).status).toBe(200);
      expect(await checkpoint()).toEqual({ day: E3, balance: '140.00' });
      const backdated = await receipt(adminC, C, anglerC, 10, E1);
      expect([backdated.status, backdated.body.message]).toEqual([
        409,
        expect.stringMatching(
          /^Ziua 03\.04\.2026 este închisă în registrul de casă: un document de casă din 01\.04\.2026/,
        ),
      ]);
      expect(await balances(E3)).toEqual(['120.00', '140.00']);
      // A write after the checkpoint keeps it.
      expect((await expense(adminC, C, { amount: 5, spent_on: yesterday, payment_method: 'cash' })).status).toBe(201);
      expect(await checkpoint()).toEqual({ day: E3, balance: '140.00' });
      expect((await reopen(E3)).status).toBe(200);
      const out = await disposition(adminC, C, {
        kind: 'out',
        amount: 15,
        issued_on: E3,
        explanation: 'Corectură',
        person: 'Ana Casiera',
      });
      expect(out.status).toBe(201);
      expect(await checkpoint()).toEqual({ day: null, balance: null });
      expect(await balances(E3)).toEqual(['120.00', '125.00']);
    });

    it('is dropped by a new opening balance, and closing today writes it at the end of yesterday', async () => {
      expect((await close(E1)).status).toBe(200);
      expect(await checkpoint()).toEqual({ day: E1, balance: '70.00' });
      const setOpening = () =>
        t.call('POST', `${base(C)}/cashBookSettings/update`, { token: adminC, body: { opening_balance: 500 } });
      // The closed days stay as signed: the opening balance changes once they are reopened.
      const refused = await setOpening();
      expect([refused.status, refused.body.errors?.opening_balance?.[0]]).toEqual([
        422,
        expect.stringMatching(/^Ziua 01\.04\.2026 este închisă în registrul de casă/),
      ]);
      expect(await checkpoint()).toEqual({ day: E1, balance: '70.00' });
      const reopened = await t.call('POST', `${base(C)}/cashBook/reopen`, {
        token: adminC,
        body: { date: E1, reason: 'Sold inițial corectat' },
      });
      expect(reopened.status).toBe(200);
      const set = await setOpening();
      expect(set.status).toBe(200);
      expect(await checkpoint()).toEqual({ day: null, balance: null });
      expect(await balances(E3)).toEqual(['620.00', '625.00']);

      // Today's Z report may still come in: the checkpoint stops at yesterday.
      expect((await receipt(adminC, C, anglerC, 40, today)).status).toBe(201);
      expect((await close(today)).status).toBe(200);
      expect(await checkpoint()).toEqual({ day: yesterday, balance: '620.00' });
      expect(await balances(today)).toEqual(['620.00', '660.00']);
    });

    it('stays true while 200 backdated chitanțe race the close of a later day, each landing before it or refused', async () => {
      const [E4, E6] = ['2026-04-04', '2026-04-06'];
      // Today, closed above, would refuse them all.
      expect(
        (await t.call('POST', `${base(C)}/cashBook/reopen`, { token: adminC, body: { date: today, reason: 'Cursa' } }))
          .status,
      ).toBe(200);
      const before = Number((await balances(today))[1]);
      let closing: ReturnType<typeof close> | undefined;
      const issued: ReturnType<typeof receipt>[] = [];
      for (let i = 0; i < 200; i++) {
        if (i === 100) closing = close(E6);
        issued.push(receipt(adminC, C, anglerC, 1, E4));
        if (i % 10 === 9) await new Promise((resolve) => setTimeout(resolve, 5));
      }
      expect((await closing!).status).toBe(200);
      const statuses = (await Promise.all(issued)).map((r) => r.status);
      const landed = statuses.filter((s) => s === 201).length;
      expect(landed + statuses.filter((s) => s === 409).length).toBe(200);
      expect(landed).toBeGreaterThan(0);
      expect(landed).toBeLessThan(200);
      const kept = await checkpoint();
      const read = async () => [await balances(E6), await balances(today)];
      const withCheckpoint = await read();
      await t.dataSource.query(
        'UPDATE cash_books SET checkpoint_day = NULL, checkpoint_balance = NULL WHERE company_id = ?',
        [C],
      );
      // The same balances summed from the whole history.
      expect(withCheckpoint).toEqual(await read());
      expect(Number(withCheckpoint[1][1])).toBe(before + landed);
      console.log(
        `checkpoint race (${DB_KIND}): ${landed} landed before the close, checkpoint after the race ${JSON.stringify(kept)}`,
      );
    });

    it("is dropped by a Z report of its day (that day's close came first: just after midnight, or on a replica whose clock runs ahead)", async () => {
      const device = await t.call('POST', `${base(C)}/createFiscalDevice`, {
        token: adminC,
        body: { name: 'Casa Anei', format: 'fprint' },
      });
      expect(device.status).toBe(201);
      const deviceToken = (await t.call('POST', `${base(C)}/fiscalDevices/${device.body.id}/token`, { token: adminC }))
        .body.token;
      const agent = (path: string, body: object) =>
        t.call('POST', `/api/fiscal-agent/${path}`, { headers: { authorization: `Bearer ${deviceToken}` }, body });
      const z = await t.call('POST', `${base(C)}/fiscalDevices/${device.body.id}/zReport`, { token: adminC });
      expect(z.status).toBe(200);
      const handed = await agent('poll', {
        agent_id: 'agent-1',
        version: '1.0.0',
        state: { paper: 'ok' },
        wait_seconds: 0,
      });
      expect(handed.body.jobs.map((j: { id: number }) => j.id)).toEqual([z.body.id]);

      // A Z report is dated the day its result comes in, so a close reaches its day only when it came
      // first: made just after midnight while this result was on its way, or on a replica whose clock
      // runs ahead. The checkpoint such a close writes: today, with the balance the history gives.
      const limitsC = () => t.call('POST', `${base(C)}/cashBook/limits`, { token: adminC, body: { amount: 0 } });
      const unset = () =>
        t.dataSource.query(
          'UPDATE cash_books SET checkpoint_day = NULL, checkpoint_balance = NULL WHERE company_id = ?',
          [C],
        );
      await unset();
      const atToday = (await limitsC()).body.balance_after;
      await t.dataSource.query(
        'UPDATE cash_books SET checkpoint_day = ?, checkpoint_balance = ? WHERE company_id = ?',
        [today, atToday, C],
      );
      expect(await checkpoint()).toEqual({ day: today, balance: atToday });

      const done = await agent(`jobs/${z.body.id}/result`, {
        agent_id: 'agent-1',
        attempt: 1,
        status: 'printed',
        z_report: { number: 3, receipts: 2, totals: { cash: '25.00', card: '0.00' } },
      });
      expect(done.status).toBe(200);
      const read = async () => [await balances(today), (await limitsC()).body.balance_after];
      const withCheckpoint = await read();
      const kept = await checkpoint();
      await unset();
      // The same balances summed from the whole history, the Z report's cash in.
      expect(withCheckpoint).toEqual(await read());
      expect(withCheckpoint[1]).toBe((Number(atToday) + 25).toFixed(2));
      expect(kept).toEqual({ day: null, balance: null });
    });

    it('cancels a chitanță dated before a closed day only as a refund, and the closed day keeps its balances', async () => {
      const [E4, E6] = ['2026-04-04', '2026-04-06'];
      const signed = await balances(E6);
      const receiptId = dayOf(await book(adminC, C, E4, E4), E4).lines.find((l) => l.kind === 'receipt')!.source_id;
      const plain = await t.call('POST', `${base(C)}/receipts/${receiptId}/delete`, { token: adminC, body: {} });
      expect([plain.status, plain.body.message]).toEqual([
        409,
        'Ziua 06.04.2026 este închisă în registrul de casă: un document de casă din 04.04.2026, dinaintea ei, i-ar schimba soldul semnat. Redeschideți întâi zilele închise de la 06.04.2026 încoace. Anularea se poate face doar ca restituire: o dispoziție de plată cu data de azi.',
      ]);
      const refund = await t.call('POST', `${base(C)}/receipts/${receiptId}/delete`, {
        token: adminC,
        body: { refund: true, reason: 'Plătit de două ori' },
      });
      expect([refund.status, refund.body.status]).toEqual([200, 'cancelled']);
      expect(await balances(E6)).toEqual(signed);
      const paidBack = await t.call('POST', `${base(C)}/cashDispositions`, {
        token: adminC,
        body: { kind: 'out', date_from: today, date_to: today },
      });
      expect(paidBack.body.data.filter((d: { receipt_id: number | null }) => d.receipt_id === receiptId)).toEqual([
        expect.objectContaining({ issued_on: today, amount: '1.00' }),
      ]);
    });
  });

  describe('closing one day many times at once', () => {
    it('closes the day once of 50 concurrent closes; the others get the sequential 409, never 500', async () => {
      const day = '2026-09-15';
      const close = () => t.call('POST', `${base(B)}/cashBook/close`, { token: adminB, body: { date: day } });
      const answers = await Promise.all(Array.from({ length: 50 }, close));
      const sequential = await close();
      expect(sequential.status).toBe(409);
      expect(sequential.body).toEqual({ message: 'Ziua 15.09.2026 este deja închisă.' });
      expect(answers.map((a) => a.status).sort()).toEqual([200, ...Array<number>(49).fill(409)]);
      for (const a of answers.filter((x) => x.status !== 200)) expect(a.body).toEqual(sequential.body);
      const rows = await t.dataSource.query<{ n: number }[]>(
        'SELECT COUNT(*) AS n FROM cash_day_closes WHERE company_id = ? AND day = ?',
        [B, day],
      );
      expect(Number(rows[0].n)).toBe(1);
    }, 60_000);
  });
});
