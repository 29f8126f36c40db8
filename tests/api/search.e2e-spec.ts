import { Client } from '@app/clients/entities/client.entity';
import { phoneKey } from '@balti/domain';
import { foldText, plateKey } from '@app/clients/search-keys';
import { parseDocumentNumber } from '@app/common/document-number';
import { normalizePlate } from '@app/common/validation/romanian-ids';
import { Pass } from '@app/passes/entities/pass.entity';
import { searchWords } from '@app/receipts/receipt-text-search';
import { DB_KIND, demoWorld, TestApp } from './support/app';

/**
 * The clients search reads the search terms' index (clients/client-search.ts): its answers must be
 * those of a plain scan of the company's clients with the rules staff know (every word starts a
 * word of the name, accents and case aside; any run of 3 digits or more of the phone; the plate
 * from its start, in any spacing; the CNP from its start), and its count stops at 1 000.
 */
describe(`clients search by the terms' index (${DB_KIND})`, () => {
  let t: TestApp;
  let A: number;
  let B: number;
  let adminB: string;
  const base = (companyId: number) => `/api/company/${companyId}`;

  type Person = Pick<Client, 'id' | 'first_name' | 'last_name' | 'phone' | 'car_plate' | 'cnp'>;
  let people: Person[] = [];

  const LAST = ['Popescu', 'Pop', 'Mureșan', 'Ştefănescu', 'Țurcanu', 'Îndrieș', 'Popa-Ionescu', 'Van Damme', 'Bălan'];
  const FIRST = ['Ștefan', 'Ion', 'Ioana', 'Ana-Maria', 'Șerban', 'Ionuț', 'ŞTEFANIA', 'Mihai'];
  const PHONE_FORMS = [
    (d: string) => `07${d}`,
    (d: string) => `+40 7${d.slice(0, 2)} ${d.slice(2, 5)} ${d.slice(5)}`,
    (d: string) => `00407${d}`,
    (d: string) => `07${d.slice(0, 2)}-${d.slice(2, 5)}-${d.slice(5)}`,
  ];

  /** A deterministic generator, so a failure repeats. */
  let state = 42;
  const rand = () => (state = (state * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
  const digits = (n: number) => Array.from({ length: n }, () => Math.floor(rand() * 10)).join('');

  beforeAll(async () => {
    ({ t, A, B, adminB } = await demoWorld());
    const repo = t.dataSource.getRepository(Client);
    for (const company of [B, A]) {
      const batch: Partial<Client>[] = [];
      for (let i = 0; i < 160; i++) {
        batch.push({
          company_id: company,
          last_name: LAST[i % LAST.length],
          first_name: FIRST[Math.floor(i / LAST.length) % FIRST.length],
          phone: rand() < 0.85 ? PHONE_FORMS[i % PHONE_FORMS.length](digits(8)) : null,
          car_plate: rand() < 0.5 ? `${['CJ', 'B', 'MS'][i % 3]}${10 + (i % 80)}${'ABC'.slice(i % 3)}XY` : null,
          cnp: rand() < 0.5 ? `1${String(800101 + i).padStart(6, '0')}${digits(6)}` : null,
        });
      }
      // Saved as the app saves them (the entity's hooks and the search terms' subscriber).
      await repo.save(batch.map((c) => repo.create(c)));
    }
    people = await t.dataSource.query<Person[]>(
      'SELECT id, first_name, last_name, phone, car_plate, cnp FROM clients WHERE company_id = ?',
      [B],
    );
    people = people.map((p) => ({ ...p, id: Number(p.id) }));
  });
  afterAll(async () => {
    await t.close();
  });

  /** The reference: every client of company B tested one by one. */
  const words = (s: string) =>
    foldText(s)
      .split(/[^\p{L}\p{N}]+/u)
      .filter(Boolean);
  function matches(p: Person, search: string): boolean {
    const asked = words(search).slice(0, 5);
    const name = words(`${p.last_name} ${p.first_name}`);
    if (asked.length && asked.every((w) => name.some((n) => n.startsWith(w)))) return true;
    const d = search.replace(/\D/g, '');
    if (d.length >= 3 && /^\+?[\d\s()./-]+$/.test(search.trim())) {
      if (p.phone && phoneKey(p.phone).includes(phoneKey(search))) return true;
      if (p.cnp && p.cnp.startsWith(d)) return true;
    }
    const plate = plateKey(search);
    return plate.length >= 2 && !!p.car_plate && plateKey(p.car_plate).startsWith(plate);
  }

  /** Every page of the answer, by 100. */
  async function answer(search: string): Promise<{ ids: number[]; total: number }> {
    const ids: number[] = [];
    for (let page = 1; ; page++) {
      const res = await t.call('POST', `${base(B)}/clients`, { token: adminB, body: { search, page, per_page: 100 } });
      expect(res.status).toBe(200);
      ids.push(...res.body.data.map((c: { id: number }) => c.id));
      if (page >= res.body.last_page) return { ids, total: res.body.total };
    }
  }

  it('answers what a scan of the company finds, for names, phones, plates and CNPs', async () => {
    const withPhone = people.filter((p) => p.phone);
    const withPlate = people.filter((p) => p.car_plate);
    const withCnp = people.filter((p) => p.cnp);
    const key = (p: Person) => phoneKey(p.phone!);
    const searches = [
      'pop',
      'Popescu',
      'POPA',
      'ionescu',
      'stef',
      'ŞTEF',
      'Ștefănescu',
      'turcanu',
      'Țurcanu Mihai',
      'ion pop',
      'ana maria',
      'ana-maria',
      'van d',
      'indries ioana',
      'xyzw',
      key(withPhone[0]),
      key(withPhone[1]).slice(-3),
      key(withPhone[2]).slice(3, 7),
      key(withPhone[3]).slice(2, 9),
      withPhone[4].phone!,
      `+40 ${key(withPhone[5]).slice(1, 4)}`,
      '12',
      withPlate[0].car_plate!.toLowerCase(),
      `${withPlate[1].car_plate!.slice(0, 2)} ${withPlate[1].car_plate!.slice(2, 4)}`,
      'cj',
      withCnp[0].cnp!.slice(0, 5),
      withCnp[1].cnp!,
    ];
    for (const search of searches) {
      const expected = people.filter((p) => matches(p, search)).map((p) => p.id);
      const got = await answer(search);
      expect({ search, ids: [...got.ids].sort((a, b) => a - b), total: got.total }).toEqual({
        search,
        ids: [...expected].sort((a, b) => a - b),
        total: expected.length,
      });
    }
    // Several searches find something (the comparison is not between two empty answers).
    expect(searches.filter((s) => people.some((p) => matches(p, s))).length).toBeGreaterThan(20);
  });

  it("gives the matches in the list's order, page after page, in every sort and with a filter", async () => {
    // Some of the matches blocked, so the filter leaves a part of them.
    const pops = people.filter((p) => matches(p, 'pop'));
    const blocked = pops.filter((_, i) => i % 3 === 0).map((p) => p.id);
    await t.dataSource.query(
      `UPDATE clients SET blocked = 1, blocked_reason = 'Test' WHERE id IN (${blocked.map(() => '?').join(', ')})`,
      blocked,
    );
    const cases = [
      { sort: {}, order: 'last_name ASC, first_name ASC, id ASC' },
      { sort: { sort_by: 'last_name', sort_dir: 'desc' }, order: 'last_name DESC, first_name DESC, id DESC' },
      { sort: { sort_by: 'first_name', sort_dir: 'asc' }, order: 'first_name ASC, last_name ASC, id ASC' },
      { sort: { sort_by: 'created_at', sort_dir: 'desc' }, order: 'created_at DESC, id DESC' },
      { sort: { blocked: false }, order: 'last_name ASC, first_name ASC, id ASC', where: 'blocked = 0' },
    ];
    for (const search of ['pop', 'ion', 'stef']) {
      const found = people.filter((p) => matches(p, search)).map((p) => p.id);
      for (const c of cases) {
        // The reference: the same clients in the database's order (its collation, as the list's).
        const expected = (
          await t.dataSource.query<{ id: number | string }[]>(
            `SELECT id FROM clients WHERE id IN (${found.map(() => '?').join(', ')})${c.where ? ` AND ${c.where}` : ''} ORDER BY ${c.order}`,
            found,
          )
        ).map((r) => Number(r.id));
        // By page number, and by the cursor of the page before (in the creation order too: these
        // clients were saved together, several in one millisecond, where MariaDB keeps
        // microseconds, and the cursor holds them: common/sql.ts, cursorKey()).
        for (const byCursor of [false, true]) {
          const got: number[] = [];
          let after: string | undefined;
          for (let page = 1; page < 50; page++) {
            const res = await t.call('POST', `${base(B)}/clients`, {
              token: adminB,
              body: { search, ...c.sort, page, per_page: 7, ...(byCursor && after ? { after } : {}) },
            });
            expect(res.status).toBe(200);
            expect(res.body.total).toBe(expected.length);
            got.push(...res.body.data.map((r: { id: number }) => r.id));
            after = res.body.next_cursor;
            if (page >= res.body.last_page) break;
          }
          expect({ search, ...c.sort, byCursor, got: got.join() }).toEqual({
            search,
            ...c.sort,
            byCursor,
            got: expected.join(),
          });
        }
      }
      expect(found.length).toBeGreaterThan(14);
    }
    await t.dataSource.query(
      `UPDATE clients SET blocked = 0, blocked_reason = NULL WHERE id IN (${blocked.map(() => '?').join(', ')})`,
      blocked,
    );
  });

  it('follows an erasure: the erased phone, plate and name find nobody, and no term keeps them', async () => {
    const victim = people.find((p) => p.phone && p.car_plate && p.last_name === 'Mureșan')!;
    expect((await answer(phoneKey(victim.phone!).slice(-6))).ids).toContain(victim.id);
    const res = await t.call('POST', `${base(B)}/clients/${victim.id}/anonymize`, {
      token: adminB,
      body: { reason: 'Cererea clientului' },
    });
    expect(res.status).toBe(200);
    expect((await answer(phoneKey(victim.phone!).slice(-6))).ids).not.toContain(victim.id);
    expect((await answer(victim.car_plate!)).ids).not.toContain(victim.id);
    expect((await answer('muresan')).ids).not.toContain(victim.id);
    const terms: { term: string }[] = await t.dataSource.query(
      'SELECT term FROM client_search_keys WHERE client_id = ?',
      [victim.id],
    );
    expect(terms.map((r) => r.term).sort()).toEqual(
      [...new Set(words(`${victim.last_name[0]} ${victim.first_name[0]}`).map((w) => `n:${w}`))].sort(),
    );
  });

  it('counts up to 1 000 matches and says when there are more', async () => {
    const repo = t.dataSource.getRepository(Client);
    const add = async (last: string, n: number) => {
      for (let i = 0; i < n; i += 250) {
        const chunk = Array.from({ length: Math.min(250, n - i) }, (_, k) =>
          repo.create({ company_id: B, last_name: last, first_name: `Nr${String(i + k).padStart(4, '0')}` }),
        );
        await repo.save(chunk);
      }
    };
    await add('Exactescu', 1000);
    await add('Preamulțescu', 1001);

    const exact = await t.call('POST', `${base(B)}/clients`, { token: adminB, body: { search: 'exactescu' } });
    expect(exact.body).toMatchObject({ total: 1000, last_page: 40 });
    expect(exact.body.total_capped).toBeUndefined();

    const many = await t.call('POST', `${base(B)}/clients`, { token: adminB, body: { search: 'preamultescu' } });
    expect(many.body).toMatchObject({ total: 1000, total_capped: true, current_page: 1 });
    // The first page is still the first 25 by name.
    expect(many.body.data.map((c: { first_name: string }) => c.first_name)).toEqual(
      Array.from({ length: 25 }, (_, k) => `Nr${String(k).padStart(4, '0')}`),
    );
    // A page past the count still answers (the list goes on, the count stops).
    const late = await t.call('POST', `${base(B)}/clients`, {
      token: adminB,
      body: { search: 'preamultescu', page: 41, per_page: 25 },
    });
    expect(late.body.data.map((c: { first_name: string }) => c.first_name)).toEqual(['Nr1000']);

    // Narrowed by a filter, the count is the filter's, exact below the cap.
    const blocked = await t.call('POST', `${base(B)}/clients`, {
      token: adminB,
      body: { search: 'preamultescu', blocked: true },
    });
    expect(blocked.body).toMatchObject({ total: 0, data: [] });
    expect(blocked.body.total_capped).toBeUndefined();
  });

  /** Every client of company B now, for the reference. */
  const everyone = async () =>
    (
      await t.dataSource.query<Person[]>(
        'SELECT id, first_name, last_name, phone, car_plate, cnp FROM clients WHERE company_id = ?',
        [B],
      )
    ).map((p) => ({ ...p, id: Number(p.id) }));

  /** The ids matching `search` in the list's name order (the database's collation), by the reference scan. */
  async function inNameOrder(all: Person[], search: string, dir: 'ASC' | 'DESC'): Promise<number[]> {
    const found = all.filter((p) => matches(p, search)).map((p) => p.id);
    if (!found.length) return [];
    const rows = await t.dataSource.query<{ id: number | string }[]>(
      `SELECT id FROM clients WHERE id IN (${found.map(() => '?').join(', ')}) ORDER BY last_name ${dir}, first_name ${dir}, id ${dir}`,
      found,
    );
    return rows.map((r) => Number(r.id));
  }

  it('gives the first pages in name order and the capped count, however many terms the search spans', async () => {
    const repo = t.dataSource.getRepository(Client);
    // 1 200 anglers under two last names starting alike, saved out of name order.
    const batch = Array.from({ length: 1200 }, (_, k) =>
      repo.create({
        company_id: B,
        last_name: k % 2 ? 'Multiplescu' : 'Multiplea',
        first_name: `Nr${String((k * 7919) % 1200).padStart(4, '0')}`,
      }),
    );
    for (let i = 0; i < batch.length; i += 300) await repo.save(batch.slice(i, i + 300));
    const all = await everyone();
    const searches = [
      'multiple', // two terms, 1 200 anglers: each term's page from the index, merged
      'multiplescu', // one term, 600
      'Multiplea nr0', // the rarer word leads, the other tested per angler
      'nr05', // a hundred terms, 100 anglers: the prefix read whole and sorted
      'nr', // more than a thousand terms and anglers: sorted among the matches
      'mul nr11',
    ];
    for (const search of searches)
      for (const dir of ['ASC', 'DESC'] as const) {
        const expected = await inNameOrder(all, search, dir);
        for (const byCursor of [false, true]) {
          const got: number[] = [];
          let after: string | undefined;
          for (let page = 1; page <= 3; page++) {
            const res = await t.call('POST', `${base(B)}/clients`, {
              token: adminB,
              body: {
                search,
                sort_by: 'last_name',
                sort_dir: dir.toLowerCase(),
                page,
                per_page: 25,
                ...(byCursor && after ? { after } : {}),
              },
            });
            expect(res.status).toBe(200);
            expect({ search, total: res.body.total, capped: res.body.total_capped ?? false }).toEqual({
              search,
              total: Math.min(expected.length, 1000),
              capped: expected.length > 1000,
            });
            got.push(...res.body.data.map((r: { id: number }) => r.id));
            after = res.body.next_cursor;
          }
          expect({ search, dir, byCursor, got: got.join() }).toEqual({
            search,
            dir,
            byCursor,
            got: expected.slice(0, 75).join(),
          });
        }
      }
    expect((await inNameOrder(all, 'multiple', 'ASC')).length).toBe(1200);
    expect((await inNameOrder(all, 'nr', 'ASC')).length).toBeGreaterThan(1000);
  });

  it('keeps the names beside the terms when a rename leaves the terms as they were', async () => {
    const [client] = await t.dataSource
      .getRepository(Client)
      .save([t.dataSource.getRepository(Client).create({ company_id: B, last_name: 'Stefanescu', first_name: 'Ion' })]);
    const names = () =>
      t.dataSource.query<{ last_name: string; first_name: string }[]>(
        'SELECT DISTINCT last_name, first_name FROM client_search_keys WHERE client_id = ?',
        [client.id],
      );
    expect(await names()).toEqual([{ last_name: 'Stefanescu', first_name: 'Ion' }]);
    const res = await t.call('POST', `${base(B)}/clients/${client.id}/update`, {
      token: adminB,
      body: { last_name: 'Ștefănescu', first_name: 'ION' },
    });
    expect(res.status).toBe(200);
    expect(await names()).toEqual([{ last_name: 'Ștefănescu', first_name: 'ION' }]);
    const expected = await inNameOrder(await everyone(), 'stefanescu ion', 'ASC');
    expect(expected).toContain(client.id);
    expect((await answer('stefanescu ion')).ids).toEqual(expected);
  });
});

/**
 * The passes and receipts searches find the anglers the way the clients search does, plus the
 * pass's plate, the document number and (receipts) the description's words and the bon fiscal:
 * their answers must be those of a plain scan of every pass and receipt of the company, and their
 * count stops at 1 000 (`total_capped`, no totals), never counting every match.
 */
describe(`passes and receipts searches against a scan, and their capped count (${DB_KIND})`, () => {
  let t: TestApp;
  let A: number;
  let token: string;
  const base = () => `/api/company/${A}`;
  type Angler = Pick<Client, 'id' | 'first_name' | 'last_name' | 'phone' | 'car_plate' | 'cnp'>;
  type Row = { id: number; number: number; series: string; client_id: number };
  let anglers = new Map<number, Angler>();
  let passes: (Row & { car_plate: string | null })[] = [];
  let receipts: (Row & { description: string; fiscal_receipt_no: string | null })[] = [];

  /** A chitanță of 10 lei for each of `rows` in `series`, on the day and in the state `dayAndStatus` gives. */
  const insertReceipts = async <R extends { client_id: number; number: number }>(
    series: { id: number; series: string },
    rows: R[],
    dayAndStatus: (r: R) => [string, 'issued' | 'cancelled'],
  ) => {
    const values = rows.map(() => '(?, ?, ?, ?, ?, ?, ?, ?, ?, ?)').join(', ');
    await t.dataSource.query(
      `INSERT INTO receipts (company_id, client_id, doc_series_id, series, number, issued_on, amount, amount_words, description, status)
       VALUES ${values}`,
      rows.flatMap((r) => {
        const [day, status] = dayAndStatus(r);
        return [A, r.client_id, series.id, series.series, r.number, day, '10.00', 'zece lei', 'Taxă', status];
      }),
    );
  };

  const NAMES: [string, string, string | null, string | null][] = [
    ['Ștefănescu', 'Ion', '0744 111 222', 'CJ 12 ABC'],
    ['Stefanescu', 'Ioana', '+40 745 222 333', null],
    ['Țurcanu', 'Mihai', null, 'B 101 XYZ'],
    ['Popa-Ionescu', 'Ana-Maria', '0040 722 987 654', 'MS 07 POP'],
    ['Pop', 'Șerban', '0723-456-789', null],
    ['Îndrieș', 'Ionuț', '0744 111 999', 'CJ 99 ION'],
    ['Bălan', 'ŞTEFANIA', null, null],
    ['Mureșan', 'Ion', '0731 000 111', 'BV 12 MUR'],
  ];

  beforeAll(async () => {
    ({ t, A, adminA: token } = await demoWorld({ DEMO_CATALOGUE: 'true' }));
    const [pw] = await t.dataSource.query(
      `SELECT pw.plan_id AS plan_id, pw.water_id AS water_id FROM plan_waters pw JOIN plans p ON p.id = pw.plan_id
        WHERE p.company_id = ? AND p.duration_unit = 'days' ORDER BY pw.plan_id, pw.water_id`,
      [A],
    );
    for (const [last, first, phone, plate] of NAMES) {
      const client = await t.call('POST', `${base()}/createClient`, {
        token,
        body: { last_name: last, first_name: first, phone, car_plate: plate },
      });
      expect(client.status).toBe(201);
      // Two passes each (cash: each with its chitanță), one with a plate of its own.
      for (const car_plate of [undefined, `SV ${String(client.body.id).padStart(2, '0')} NEW`]) {
        const pass = await t.call('POST', `${base()}/clients/${client.body.id}/createPass`, {
          token,
          body: { plan_id: Number(pw.plan_id), water_id: Number(pw.water_id), payment_method: 'cash', car_plate },
        });
        expect(pass.status).toBe(201);
      }
    }
    const people = await t.dataSource.query<Angler[]>(
      'SELECT id, first_name, last_name, phone, car_plate, cnp FROM clients WHERE company_id = ?',
      [A],
    );
    anglers = new Map(people.map((p) => [Number(p.id), { ...p, id: Number(p.id) }]));
    const num = <T extends Row>(r: T): T => ({
      ...r,
      id: Number(r.id),
      number: Number(r.number),
      client_id: Number(r.client_id),
    });
    passes = (
      await t.dataSource.query('SELECT id, number, series, client_id, car_plate FROM passes WHERE company_id = ?', [A])
    ).map(num);
    receipts = (
      await t.dataSource.query(
        'SELECT id, number, series, client_id, description, fiscal_receipt_no FROM receipts WHERE company_id = ?',
        [A],
      )
    ).map(num);
  });
  afterAll(async () => {
    await t.close();
  });

  /** The clients search's rules (the reference of the suite above), for an angler. */
  const words = (s: string) =>
    foldText(s)
      .split(/[^\p{L}\p{N}]+/u)
      .filter(Boolean);
  function anglerMatches(p: Angler | undefined, search: string): boolean {
    if (!p) return false;
    const asked = words(search).slice(0, 5);
    const name = words(`${p.last_name} ${p.first_name}`);
    if (asked.length && asked.every((w) => name.some((n) => n.startsWith(w)))) return true;
    const d = search.replace(/\D/g, '');
    if (d.length >= 3 && /^\+?[\d\s()./-]+$/.test(search.trim())) {
      if (p.phone && phoneKey(p.phone).includes(phoneKey(search))) return true;
      if (p.cnp && p.cnp.startsWith(d)) return true;
    }
    const plate = plateKey(search);
    return plate.length >= 2 && !!p.car_plate && plateKey(p.car_plate).startsWith(plate);
  }
  /**
   * A document's number: digits alone (not a phone) are a number in any series and nothing else
   * ('only' / 'only-miss'); "BD 12" is that number in that series, beside the other ways.
   */
  function numberMatches(r: Row, search: string): 'only' | 'only-miss' | boolean {
    const n = parseDocumentNumber(search);
    if (!n) return false;
    if (!n.series && !/^0\d/.test(search.trim())) return r.number === n.number ? 'only' : 'only-miss';
    return r.number === n.number && (!n.series || r.series.toUpperCase() === n.series.toUpperCase());
  }
  const passMatches = (p: (typeof passes)[number], search: string): boolean => {
    const byNumber = numberMatches(p, search);
    if (byNumber === 'only' || byNumber === 'only-miss') return byNumber === 'only';
    return (
      byNumber === true ||
      anglerMatches(anglers.get(p.client_id), search) ||
      (!!p.car_plate && p.car_plate.startsWith(normalizePlate(search)))
    );
  };
  const receiptMatches = (r: (typeof receipts)[number], search: string): boolean => {
    const fiscal = !!r.fiscal_receipt_no && r.fiscal_receipt_no.startsWith(search.trim());
    const byNumber = numberMatches(r, search);
    if (byNumber === 'only' || byNumber === 'only-miss') return byNumber === 'only' || fiscal;
    const asked = searchWords(search);
    const text = words(r.description);
    return (
      byNumber === true ||
      fiscal ||
      anglerMatches(anglers.get(r.client_id), search) ||
      (asked.length > 0 && asked.every((w) => text.some((x) => x.startsWith(foldText(w)))))
    );
  };

  /** Every page of a list's answer, by 100: the ids, the count and the last page's totals. */
  async function answer(list: 'passes' | 'receipts', search: string) {
    const ids: number[] = [];
    for (let page = 1; ; page++) {
      const res = await t.call('POST', `${base()}/${list}`, { token, body: { search, page, per_page: 100 } });
      expect(res.status).toBe(200);
      ids.push(...res.body.data.map((r: { id: number }) => r.id));
      if (page >= res.body.last_page) return { ids: ids.sort((a, b) => a - b), total: res.body.total };
    }
  }

  it('answers what a scan of every pass and receipt finds, for names, phones, plates and numbers', async () => {
    const searches = [
      'stef',
      'ŞTEFĂNESCU',
      'stefanescu ioana',
      'turcanu',
      'ion',
      'ion pop',
      'ana-maria',
      'indries',
      'pop',
      '0744 111',
      '111 222',
      '+40 745',
      '987 654',
      'cj 12',
      'CJ12ABC',
      'sv',
      `SV ${String([...anglers.keys()][2]).padStart(2, '0')}`,
      'b 101',
      'permis',
      'lacul mare',
      String(passes[3].number),
      `${passes[0].series} ${passes[5].number}`,
      `${receipts[0].series} ${receipts[4].number}`,
      'xyzw',
    ];
    for (const search of searches) {
      for (const [list, rows, matches] of [
        ['passes', passes, passMatches],
        ['receipts', receipts, receiptMatches],
      ] as const) {
        const expected = (rows as Row[])
          .filter((r) => (matches as (r: Row, s: string) => boolean)(r, search))
          .map((r) => r.id)
          .sort((a, b) => a - b);
        expect({ list, search, ...(await answer(list, search)) }).toEqual({
          list,
          search,
          ids: expected,
          total: expected.length,
        });
      }
    }
    // Most searches find something (the comparison is not between two empty answers).
    const found = searches.filter((s) => passes.some((p) => passMatches(p, s)));
    expect(found.length).toBeGreaterThan(15);
  });

  it('counts up to 1 000 matches, says when there are more, and gives no totals past the count', async () => {
    // Two anglers with 1 000 and 1 001 passes and chitanțe, written straight to the tables.
    const template = await t.dataSource.getRepository(Pass).findOneByOrFail({ id: passes[0].id });
    const [series] = await t.dataSource.query(
      "SELECT id, series FROM doc_series WHERE company_id = ? AND type = 'receipt' ORDER BY id LIMIT 1",
      [A],
    );
    let next = 500_000;
    const add = async (last: string, n: number) => {
      const client = await t.call('POST', `${base()}/createClient`, {
        token,
        body: { last_name: last, first_name: 'Ion' },
      });
      expect(client.status).toBe(201);
      for (let i = 0; i < n; i += 250) {
        const k = Math.min(250, n - i);
        const rows = Array.from({ length: k }, () => {
          const { id: _id, ...rest } = template;
          next++;
          return {
            ...rest,
            client_id: client.body.id,
            number: next,
            code: `CAP${next}`,
            token: null,
            revocation_seq: null,
          };
        });
        await t.dataSource.getRepository(Pass).insert(rows);
        await insertReceipts(series, rows, () => ['2026-01-10', 'issued']);
      }
    };
    await add('Exactovici', 1000);
    await add('Peste-Miovici', 1001);

    for (const list of ['passes', 'receipts'] as const) {
      const exact = await t.call('POST', `${base()}/${list}`, { token, body: { search: 'exactovici' } });
      expect(exact.body).toMatchObject({ total: 1000, last_page: 40 });
      expect(exact.body.total_capped).toBeUndefined();
      expect(exact.body.totals).toEqual(
        list === 'passes'
          ? { passes: 1000, total: (Number(template.total) * 1000).toFixed(2) }
          : { amount: '10000.00' },
      );

      const many = await t.call('POST', `${base()}/${list}`, { token, body: { search: 'peste miovici' } });
      expect(many.body).toMatchObject({ total: 1000, total_capped: true, current_page: 1 });
      expect(many.body.data).toHaveLength(25);
      expect(many.body.totals).toEqual(list === 'passes' ? { passes: null, total: null } : { amount: null });
      // Past the count the pages go on, by number and by cursor.
      const late = await t.call('POST', `${base()}/${list}`, {
        token,
        body: { search: 'peste miovici', page: 41, per_page: 25 },
      });
      expect(late.body.data).toHaveLength(1);
      const second = await t.call('POST', `${base()}/${list}`, {
        token,
        body: { search: 'peste miovici', page: 2, after: many.body.next_cursor },
      });
      expect(second.body.data).toHaveLength(25);
      expect(second.body.data[0].id).not.toBe(many.body.data[24].id);
    }
  });

  it('past 1 000 matching anglers, counts from the first of them and gives the pages a scan gives', async () => {
    // More anglers than the count reads (clients/client-search.ts, anglersWhere() with `upTo`):
    // 1 002 "Mulțimescu", one pass and one chitanță each, and 1 001 "Rarescu" of whom three hold one.
    const repo = t.dataSource.getRepository(Client);
    const people = async (last: string, n: number) => {
      const ids: number[] = [];
      for (let i = 0; i < n; i += 250) {
        const chunk = Array.from({ length: Math.min(250, n - i) }, (_, k) =>
          repo.create({ company_id: A, last_name: last, first_name: `Nr${String(i + k).padStart(4, '0')}` }),
        );
        ids.push(...(await repo.save(chunk)).map((c) => c.id));
      }
      return ids;
    };
    const many = await people('Mulțimescu', 1002);
    const rare = await people('Rarescu', 1001);
    const template = await t.dataSource.getRepository(Pass).findOneByOrFail({ id: passes[0].id });
    const [series] = await t.dataSource.query(
      "SELECT id, series FROM doc_series WHERE company_id = ? AND type = 'receipt' ORDER BY id LIMIT 1",
      [A],
    );
    let next = 700_000;
    const holders = [...many, rare[10], rare[500], rare[1000]];
    for (let i = 0; i < holders.length; i += 250) {
      const rows = holders.slice(i, i + 250).map((client_id, k) => {
        const { id: _id, ...rest } = template;
        next++;
        // Validity and issue days spread (several passes share one), so the order needs the id too.
        const day = (i + k) % 97;
        return {
          ...rest,
          client_id,
          number: next,
          code: `MNY${next}`,
          token: null,
          revocation_seq: null,
          valid_from: new Date(Date.UTC(2026, 0, 1 + day, 8)),
          valid_to: new Date(Date.UTC(2026, 0, 2 + day, 8)),
          status: (i + k) % 7 === 0 ? ('cancelled' as const) : ('active' as const),
        };
      });
      await t.dataSource.getRepository(Pass).insert(rows);
      await insertReceipts(series, rows, (r) => [
        r.valid_from.toISOString().slice(0, 10),
        r.status === 'active' ? 'issued' : 'cancelled',
      ]);
    }

    /** The reference: the anglers' rows in the list's default order (newest first, then by id). */
    const scan = async (list: 'passes' | 'receipts', anglerIds: number[]) => {
      const sort = list === 'passes' ? 'valid_from' : 'issued_on';
      const rows = await t.dataSource.query<{ id: number | string }[]>(
        `SELECT id FROM ${list} WHERE company_id = ? AND client_id IN (${anglerIds.map(() => '?').join(', ')})
          ORDER BY ${sort} DESC, id DESC`,
        [A, ...anglerIds],
      );
      return rows.map((r) => Number(r.id));
    };
    const ids = (res: { body: { data: { id: number }[] } }) => res.body.data.map((r) => r.id);
    for (const list of ['passes', 'receipts'] as const) {
      const expected = await scan(list, many);
      expect(expected).toHaveLength(1002);
      const first = await t.call('POST', `${base()}/${list}`, { token, body: { search: 'multimescu' } });
      expect(first.body).toMatchObject({ total: 1000, total_capped: true, current_page: 1 });
      expect(first.body.totals).toEqual(list === 'passes' ? { passes: null, total: null } : { amount: null });
      expect(ids(first)).toEqual(expected.slice(0, 25));
      const second = await t.call('POST', `${base()}/${list}`, {
        token,
        body: { search: 'multimescu', page: 2, after: first.body.next_cursor },
      });
      expect(ids(second)).toEqual(expected.slice(25, 50));
      const byNumber = await t.call('POST', `${base()}/${list}`, { token, body: { search: 'Mulțimescu', page: 3 } });
      expect(ids(byNumber)).toEqual(expected.slice(50, 75));
      const late = await t.call('POST', `${base()}/${list}`, {
        token,
        body: { search: 'multimescu', page: 11, per_page: 100 },
      });
      expect(ids(late)).toEqual(expected.slice(1000));
      // Two words: both must start a word of the name ("nr" spans 1 002 first names, "nr0007" one).
      const both = await t.call('POST', `${base()}/${list}`, { token, body: { search: 'nr multimescu' } });
      expect(both.body).toMatchObject({ total: 1000, total_capped: true });
      expect(ids(both)).toEqual(expected.slice(0, 25));
      const named = await t.call('POST', `${base()}/${list}`, { token, body: { search: 'multimescu nr0007' } });
      expect(ids(named)).toEqual(await scan(list, [many[7]]));

      // 1 001 anglers holding three rows: the count is exact, read from every angler after all.
      const few = await t.call('POST', `${base()}/${list}`, { token, body: { search: 'rarescu' } });
      const rareRows = await scan(list, rare);
      expect(rareRows).toHaveLength(3);
      expect(few.body).toMatchObject({ total: 3, last_page: 1 });
      expect(few.body.total_capped).toBeUndefined();
      expect(ids(few)).toEqual(rareRows);
    }
  });
});
