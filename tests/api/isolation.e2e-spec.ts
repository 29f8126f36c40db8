import { randomBytes } from 'node:crypto';
import { cnpControlDigit } from '@app/common/validation/cnp';
import { DB_KIND, demoWorld, TestApp } from './support/app';
import { oneDayCompetition } from './support/competitions';

/**
 * Tenant isolation, walked over every registered route: a user of company A, on A's own
 * path, with company B's record ids filled in, gets a 404 (or a 422 when validation runs first) and
 * never a byte of B's data. The routes come from the running app, not from a list kept by hand: a
 * new company-scoped route with an id parameter this file has no id for fails the suite.
 */

const cnp = (first12: string) => `${first12}${cnpControlDigit(first12)}`;

/** A real 1×1 PNG. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

function multipartPng(filename: string) {
  const boundary = `----BaltiBoundary${randomBytes(8).toString('hex')}`;
  const body = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="files[]"; filename="${filename}"\r\n` +
        'Content-Type: image/png\r\n\r\n',
    ),
    PNG,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { body, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

/** The path segment before `:id` names the kind of record. */
const KIND_OF_SEGMENT: Record<string, keyof Records> = {
  clients: 'client',
  waters: 'water',
  plans: 'plan',
  discounts: 'discount',
  docSeries: 'docSeries',
  expenses: 'expense',
  passes: 'pass',
  receipts: 'receipt',
  users: 'user',
  stands: 'stand',
  bookings: 'booking',
  fiscalDevices: 'fiscalDevice',
  fiscalJobs: 'fiscalJob',
  signingKeys: 'signingKey',
  cashDispositions: 'cashDisposition',
  competitions: 'competition',
};

interface Records {
  water: number;
  plan: number;
  discount: number;
  docSeries: number;
  expense: number;
  client: number;
  media: number;
  pass: number;
  receipt: number;
  user: number;
  catch: number;
  stand: number;
  fiscalDevice: number;
  fiscalJob: number;
  signingKey: number;
  booking: number;
  cashDisposition: number;
  competition: number;
  team: number;
  weighIn: number;
}

const PREFIX = '/api/company/:companyId/';

describe(`tenant isolation over every company-scoped route (${DB_KIND})`, () => {
  let t: TestApp;
  let A: number;
  let B: number;
  const tokens: Record<'adminA' | 'staffA' | 'adminB', string> = { adminA: '', staffA: '', adminB: '' };
  const rec: Record<'A' | 'B', Records> = { A: {} as Records, B: {} as Records };
  /** Strings only company B's records carry: none of them may ever reach company A's users. */
  const secretsB: string[] = [];
  let scoped: { method: string; url: string }[];

  const ok = <R extends { status: number; text: string }>(res: R, what: string): R => {
    if (res.status < 200 || res.status > 299) throw new Error(`${what} answered ${res.status}: ${res.text}`);
    return res;
  };

  /** One record of every kind in one company, created through the API by its admin. */
  async function createAll(side: 'A' | 'B', companyId: number, token: string, tag: string, cnpValue: string) {
    const base = `/api/company/${companyId}`;
    const post = async (path: string, body: unknown) =>
      ok(await t.call('POST', `${base}${path}`, { token, body }), `${side} POST ${path}`).body;
    const r = rec[side];
    r.water = (await post('/createWater', { name: `Lacul ${tag}`, city: `Oras${tag}` })).id;
    r.discount = (await post('/createDiscount', { name: `Reducere ${tag}`, type: 'percent', value: 10 })).id;
    r.plan = (
      await post('/createPlan', {
        name: `Abonament ${tag}`,
        water_ids: [r.water],
        duration_value: 1,
        duration_unit: 'days',
        price: side === 'A' ? '40.00' : '71.17',
      })
    ).id;
    r.docSeries = (await post('/createDocSery', { type: 'receipt', series: `S${tag.slice(0, 6).toUpperCase()}` })).id;
    r.expense = (
      await post('/createExpense', {
        category: 'furaje',
        amount: side === 'A' ? '100.00' : '123.45',
        spent_on: '2026-03-10',
        supplier: `Furnizor ${tag}`,
        document_number: `FACT-${tag}`,
        description: `Cheltuiala ${tag}`,
      })
    ).id;
    r.client = (
      await post('/createClient', {
        first_name: `Prenume${tag}`,
        last_name: `Nume${tag}`,
        cnp: cnpValue,
        phone: side === 'A' ? '0722000111' : '0733987654',
        email: `pescar.${tag.toLowerCase()}@exemplu.ro`,
        city: `Oras${tag}`,
        address: `Strada ${tag} 7`,
        car_plate: side === 'A' ? 'CJ 11 AAA' : 'BV 99 ZQB',
        notes: `Nota ${tag}`,
      })
    ).id;
    await post(`/clients/${r.client}/consent`, { consent_text: `Acord ${tag}` });
    const upload = multipartPng(`poza-${tag}.png`);
    const files = ok(
      await t.call('POST', `${base}/clients/${r.client}/storeFiles`, {
        token,
        body: upload.body,
        headers: upload.headers,
      }),
      `${side} storeFiles`,
    ).body as { id: number }[];
    r.media = files[0].id;
    r.pass = (
      await post(`/clients/${r.client}/createPass`, { plan_id: r.plan, water_id: r.water, notes: `Permis ${tag}` })
    ).id;
    // The first signed pass made the company's signing key.
    r.signingKey = (
      ok(await t.call('GET', `${base}/signingKeys`, { token }), `${side} GET /signingKeys`).body as {
        keys: { id: number }[];
      }
    ).keys[0].id;
    r.catch = (
      await post(`/passes/${r.pass}/createCatch`, {
        fish_id: 1,
        count: 1,
        weight_kg: side === 'A' ? '2.000' : '63.579',
        kept: true,
      })
    ).id;
    r.receipt = (
      await post(`/clients/${r.client}/createReceipt`, {
        amount: side === 'A' ? '10.00' : '87.31',
        description: `Chitanta ${tag}`,
      })
    ).id;
    r.user = (
      await post('/createUser', {
        name: `Angajat ${tag}`,
        email: `angajat.${tag.toLowerCase()}@exemplu.ro`,
        password: 'Parola123',
        password_confirmation: 'Parola123',
        role: 3,
        phone: side === 'A' ? '0744000222' : '0755123987',
      })
    ).id;
    r.stand = (await post('/createStand', { water_id: r.water, number: `S${side}`, name: `Stand ${tag}` })).id;
    r.booking = (
      await post('/createBooking', {
        guest_name: `Oaspete ${tag}`,
        guest_phone: side === 'A' ? '0766000111' : '0766987654',
        water_id: r.water,
        stand_id: r.stand,
        plan_id: r.plan,
        starts_at: '2031-03-10T05:00:00Z',
        ends_at: '2031-03-11T05:00:00Z',
        deposit: side === 'A' ? '5.00' : '7.77',
      })
    ).id;
    r.fiscalDevice = (await post('/createFiscalDevice', { name: `Casa ${tag}`, format: 'fprint' })).id;
    r.fiscalJob = (await post(`/fiscalDevices/${r.fiscalDevice}/xReport`, {})).id;
    await post('/createDocSery', { type: 'cash', series: `D${tag.slice(0, 6).toUpperCase()}` });
    r.cashDisposition = (
      await post('/createCashDisposition', {
        kind: 'in',
        amount: side === 'A' ? '10.00' : '13.13',
        issued_on: '2026-03-10',
        explanation: `Dispozitie ${tag}`,
        person: `Casier ${tag}`,
      })
    ).id;
    // A running competition on the stand, with a drawn team and a weigh-in.
    r.competition = (
      await post(
        '/createCompetition',
        oneDayCompetition({
          name: `Cupa ${tag}`,
          water_id: r.water,
          stand_ids: [r.stand],
          day: '2032-06-01',
          sector: `Sector ${tag}`,
        }),
      )
    ).id;
    await post(`/competitions/${r.competition}/openRegistration`, {});
    r.team = (
      await post(`/competitions/${r.competition}/createTeam`, {
        name: `Echipa ${tag}`,
        phone: side === 'A' ? '0722 000 333' : '0733 444 555',
        member_ids: [r.client],
      })
    ).id;
    await post(`/competitions/${r.competition}/draw`, { seed: tag });
    await post(`/competitions/${r.competition}/start`, {});
    r.weighIn = (
      await post(`/competitions/${r.competition}/createWeighIn`, {
        uid: `cantar-${tag}`,
        team_id: r.team,
        round: 1,
        fish_id: 1,
        weight_kg: side === 'A' ? '4.000' : '7.531',
        witness: `Martor ${tag}`,
      })
    ).id;
    return [
      `Cupa ${tag}`,
      `Echipa ${tag}`,
      `Martor ${tag}`,
      '7.531',
      `Dispozitie ${tag}`,
      `Casier ${tag}`,
      `Casa ${tag}`,
      `Stand ${tag}`,
      `Oaspete ${tag}`,
      side === 'A' ? '0766000111' : '0766987654',
      `Lacul ${tag}`,
      `Oras${tag}`,
      `Reducere ${tag}`,
      `Abonament ${tag}`,
      `S${tag.slice(0, 6).toUpperCase()}`,
      `Furnizor ${tag}`,
      `FACT-${tag}`,
      `Cheltuiala ${tag}`,
      `Prenume${tag}`,
      `Nume${tag}`,
      cnpValue,
      side === 'A' ? '0722000111' : '0733987654',
      `pescar.${tag.toLowerCase()}@exemplu.ro`,
      `Strada ${tag} 7`,
      side === 'A' ? 'CJ 11 AAA' : 'BV 99 ZQB',
      `Nota ${tag}`,
      `poza-${tag}`,
      `Permis ${tag}`,
      `Chitanta ${tag}`,
      `Angajat ${tag}`,
      `angajat.${tag.toLowerCase()}@exemplu.ro`,
      side === 'A' ? '0744000222' : '0755123987',
      // figures only B's records carry; each above 59 before its point, so that no timestamp's
      // seconds and milliseconds ("…:41.170Z") can read as one
      '71.17',
      '123.45',
      '87.31',
      '63.579',
    ];
  }

  /** The id a path parameter takes from one side's records; undefined when this file has none for it. */
  function idFor(url: string, param: string, side: 'A' | 'B'): number | undefined {
    if (param === 'clientId') return rec[side].client;
    if (param === 'mediaId' || param === 'documentId') return rec[side].media;
    if (param === 'catchId') return rec[side].catch;
    if (param === 'teamId') return rec[side].team;
    if (param === 'weighInId') return rec[side].weighIn;
    if (param === 'id') {
      const segments = url.split('/');
      const kind = KIND_OF_SEGMENT[segments[segments.indexOf(':id') - 1]];
      return kind ? rec[side][kind] : undefined;
    }
    return undefined;
  }

  const paramsOf = (url: string) => [...url.matchAll(/:(\w+)/g)].map((m) => m[1]).filter((p) => p !== 'companyId');

  /** A body that passes validation, so the lookup (and its 404) is what answers. */
  function bodyFor(method: string, url: string): { body?: unknown; headers?: Record<string, string> } {
    if (method === 'GET') return {};
    if (url.endsWith('/storeFiles')) return multipartPng('proba.png');
    if (url.endsWith('/createPass')) return { body: { plan_id: rec.A.plan, water_id: rec.A.water } };
    if (url.endsWith('/createReceipt')) return { body: { amount: '5.00', description: 'Proba' } };
    if (url.endsWith('/createCatch')) return { body: { fish_id: 1, count: 1, weight_kg: 1 } };
    if (url.endsWith('/checkout')) return { body: { payment_method: 'card' } };
    return { body: {} };
  }

  beforeAll(async () => {
    ({ t, A, B, adminA: tokens.adminA, staffA: tokens.staffA, adminB: tokens.adminB } = await demoWorld());
    await createAll('A', A, tokens.adminA, 'Alfa', cnp('180010112345'));
    secretsB.push(...(await createAll('B', B, tokens.adminB, 'Zbetaq', cnp('290052340123'))));
    secretsB.push('Lacul Liniștit', 'lacul-linistit');
    scoped = t.routes
      .filter((r) => r.method !== 'HEAD' && r.method !== 'OPTIONS' && r.url.startsWith(PREFIX))
      .sort((x, y) => `${x.url} ${x.method}`.localeCompare(`${y.url} ${y.method}`));
  }, 60_000);
  afterAll(async () => {
    await t.close();
  });

  const leaked = (text: string) => secretsB.filter((s) => text.includes(s));

  it('has an id of company B for every path parameter of every company-scoped route', () => {
    const withIds = scoped.filter((r) => paramsOf(r.url).length > 0);
    expect(withIds.length).toBeGreaterThanOrEqual(30);
    const uncovered = withIds.filter((r) => paramsOf(r.url).some((p) => idFor(r.url, p, 'B') === undefined));
    // A route listed here is new: give it a record of company B (createAll, KIND_OF_SEGMENT, idFor).
    expect(uncovered.map((r) => `${r.method} ${r.url}`)).toEqual([]);
  });

  it("answers 404 (or 422) and leaks nothing when A's users name B's records on A's path", async () => {
    const failures: string[] = [];
    let checked = 0;
    const routes = scoped.filter((r) => paramsOf(r.url).length > 0);
    // Deleting routes last, so a wrongly accepted delete cannot hide another route's leak.
    routes.sort((x, y) => Number(/\/(delete|restore)$/.test(x.url)) - Number(/\/(delete|restore)$/.test(y.url)));
    for (const route of routes) {
      const params = paramsOf(route.url);
      // Every mix of A's and B's ids that names at least one of B's records (A client + B file, ...).
      const mixes: ('A' | 'B')[][] = [];
      for (let mask = 1; mask < 1 << params.length; mask++)
        mixes.push(params.map((_, i) => ((mask >> i) & 1 ? 'B' : 'A')));
      for (const mix of mixes) {
        const url = route.url.replace(/:(\w+)/g, (_, name: string) =>
          name === 'companyId' ? String(A) : String(idFor(route.url, name, mix[params.indexOf(name)])),
        );
        for (const who of ['adminA', 'staffA'] as const) {
          const res = await t.call(route.method, url, { token: tokens[who], ...bodyFor(route.method, route.url) });
          checked++;
          const label = `${who} ${route.method} ${route.url} [${params.map((p, i) => `${p}=${mix[i]}`).join(',')}]`;
          if (![404, 422].includes(res.status)) {
            // Anything else (a role refusal for staff, "only your own profile") must be exactly what a
            // record that does not exist gets: the answer may not tell that B's record exists.
            const missing = await t.call(
              route.method,
              url.replace(/\/\d+(\/|$)/g, (m, end: string, at: number) =>
                at === url.indexOf(`/${A}/`) ? m : `/999999${end}`,
              ),
              { token: tokens[who], ...bodyFor(route.method, route.url) },
            );
            if (res.status < 400 || res.status >= 500 || missing.status !== res.status || missing.text !== res.text)
              failures.push(`${label} -> ${res.status} ${res.text.slice(0, 200)} (missing record: ${missing.status})`);
          }
          if (res.status === 403 && res.body?.message === 'Contul firmei este suspendat.')
            failures.push(`${label} -> unexpected suspension`);
          const leaks = leaked(res.text);
          if (leaks.length) failures.push(`${label} leaks ${leaks.join(', ')}`);
        }
      }
    }
    console.log(
      `isolation (${DB_KIND}): ${routes.length} routes with id parameters, ${checked} calls (route × id mix × identity)`,
    );
    expect(failures).toEqual([]);
    expect(checked).toBeGreaterThanOrEqual(routes.length * 2);
  });

  it("keeps B's records untouched after the walk", async () => {
    const base = `/api/company/${B}`;
    for (const [path, name] of [
      [`clients/${rec.B.client}`, 'PrenumeZbetaq'],
      [`waters/${rec.B.water}`, 'Lacul Zbetaq'],
      [`plans/${rec.B.plan}`, 'Abonament Zbetaq'],
      [`expenses/${rec.B.expense}`, 'Furnizor Zbetaq'],
      [`receipts/${rec.B.receipt}`, 'Chitanta Zbetaq'],
      [`passes/${rec.B.pass}`, 'Permis Zbetaq'],
      [`users/${rec.B.user}`, 'Angajat Zbetaq'],
      [`discounts/${rec.B.discount}`, 'Reducere Zbetaq'],
      [`stands/${rec.B.stand}`, 'Stand Zbetaq'],
      [`bookings/${rec.B.booking}`, 'Oaspete Zbetaq'],
    ] as const) {
      const res = await t.call('GET', `${base}/${path}`, { token: tokens.adminB });
      expect(`${path} ${res.status}`).toBe(`${path} 200`);
      expect(res.text).toContain(name);
      expect(res.body.deleted_at ?? null).toBeNull();
    }
    const pass = await t.call('GET', `${base}/passes/${rec.B.pass}`, { token: tokens.adminB });
    expect(pass.body.status ?? 'active').not.toBe('cancelled');
    const booking = await t.call('GET', `${base}/bookings/${rec.B.booking}`, { token: tokens.adminB });
    expect(booking.body.status).toBe('confirmed');
  });

  it("answers none of B's data on any list, chart, export or read route of A's path", async () => {
    const reads = scoped.filter(
      (r) =>
        paramsOf(r.url).length === 0 &&
        (r.method === 'GET' || !/\/(create\w*|update|delete|restore|storeFiles|close|reopen)$/.test(r.url)),
    );
    expect(reads.length).toBeGreaterThanOrEqual(10);
    const failures: string[] = [];
    let checked = 0;
    for (const route of reads) {
      const url = route.url.replace(':companyId', String(A));
      for (const who of ['adminA', 'staffA'] as const) {
        // Wide filters too, so a list shows everything it would ever show.
        const bodies =
          route.method === 'GET'
            ? [undefined]
            : /\/board$/.test(route.url)
              ? [{ date: '2031-03-10' }, { date: '2031-03-11' }]
              : /Chart$/.test(route.url)
                ? ['day', 'week', 'month'].map((group_by) => ({
                    date_from: '2026-01-01',
                    date_to: '2026-12-31',
                    group_by,
                  }))
                : /\/cashBook$/.test(route.url)
                  ? [{ date_from: '2026-01-01', date_to: '2026-12-31' }]
                  : /\/cashBook\/limits$/.test(route.url)
                    ? [{ amount: '1000.00' }, { amount: '1000.00', client_id: rec.A.client }]
                    : /\/accounting\/export$/.test(route.url)
                      ? ['saga', 'csv'].map((format) => ({ date_from: '2026-01-01', date_to: '2026-12-31', format }))
                      : /\/export$/.test(route.url)
                        ? [{}, { personal: true }, { search: 'Zbetaq', personal: true }]
                        : [{}, { per_page: 100 }, { search: 'Zbetaq' }];
        for (const body of bodies) {
          const res = await t.call(route.method, url, { token: tokens[who], body });
          checked++;
          const label = `${who} ${route.method} ${route.url} ${JSON.stringify(body ?? null)}`;
          if (res.status >= 500) failures.push(`${label} -> ${res.status}`);
          // staff is refused the users list by role; admin must get every read.
          if (res.status !== 200 && !(who === 'staffA' && res.status === 403))
            failures.push(`${label} -> ${res.status} (a refusal proves nothing)`);
          const leaks = leaked(res.text);
          if (leaks.length) failures.push(`${label} leaks ${leaks.join(', ')}`);
        }
      }
      // The query-string form of a list (and any export the route answers by Accept) as well.
      const res = await t.call('GET', `${url}?per_page=100&search=Zbetaq`, {
        token: tokens.adminA,
        headers: { accept: 'text/csv' },
      });
      const leaks = leaked(res.text);
      if (leaks.length) failures.push(`adminA GET ${route.url}?search leaks ${leaks.join(', ')}`);
    }
    // Sanity: A's own data does show, so the check above looked at real answers.
    const clients = await t.call('POST', `/api/company/${A}/clients`, { token: tokens.adminA, body: {} });
    expect(clients.text).toContain('PrenumeAlfa');
    console.log(`isolation (${DB_KIND}): ${reads.length} read routes, ${checked} calls without B's data`);
    expect(failures).toEqual([]);
  });
});
