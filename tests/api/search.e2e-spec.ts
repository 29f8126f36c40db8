import { Client } from '@app/clients/entities/client.entity';
import { foldText, phoneKey, plateKey } from '@app/clients/search-keys';
import { DB_KIND, demoIds, startTestApp, TestApp } from './support/app';

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
    t = await startTestApp();
    ({ companyA: A, companyB: B } = await demoIds(t));
    adminB = await t.login('admin@lacul-linistit.ro');
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
});
