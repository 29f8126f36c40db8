import { startSmtpServer, type SmtpCatcher } from '../support/smtp';
import { DB_KIND, demoWorld, PASSWORD, type Reply, startTestApp, TestApp } from './support/app';
import { oneDayCompetition } from './support/competitions';

/**
 * The routes anyone reaches without an account, attacked as a stranger would: malformed input on
 * every one of them, the limits of the public forms from one IPv6 network, the lake made to mail
 * someone again and again, and requests that would keep counting for ever. Real app, real
 * database (SQLite or MariaDB), a real SMTP server; behind a proxy (TRUST_PROXY) so that each
 * request says its address in X-Forwarded-For, as nginx does.
 */

const HOUR = 3_600_000;
/** `days` from today at 04:00 UTC, plus `hours`: inside the public page's 90 days ahead. */
const soon = (days: number, hours = 0) =>
  new Date((Math.floor(Date.now() / (24 * HOUR)) + days) * 24 * HOUR + (4 + hours) * HOUR).toISOString();
const BOOKINGS = '/api/public/companies/balta-demo/bookings';
const register = (id: number) => `/api/public/companies/balta-demo/competitions/${id}/register`;
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Every answer of the API has one of the bodies of docs/errors.md: a `message`, and `errors` on a 422. */
const documentedShape = (status: number, text: string) => {
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    return false;
  }
  if (status < 400) return true;
  if (typeof body !== 'object' || body === null) return false;
  const keys = Object.keys(body).sort().join(',');
  return keys === 'message' || (status === 422 && keys === 'errors,message') || (status === 401 && keys === 'error');
};
/** What an answer must never show: a stack, a database's words, a file path, the framework's codes. */
const INTERNALS =
  /"stack"|\bat \w+ \(|node_modules|\/work\/|\/app\/|\bSQL|ER_[A-Z]|SQLITE_|QueryFailed|FST_|statusCode/;

describe(`public routes under abuse (${DB_KIND})`, () => {
  let t: TestApp;
  let smtp: SmtpCatcher;
  let A: number;
  let admin: string;
  let adminB: string;
  let lake: number;
  let plan: number;
  const stands: number[] = [];

  const staffCall = (path: string, body: unknown = {}) =>
    t.call('POST', `/api/company/${A}${path}`, { token: admin, body });
  const booking = (extra: Record<string, unknown>) => ({
    guest_name: 'Maria Ionescu',
    guest_phone: '0755 123 456',
    guest_email: 'maria@exemplu.ro',
    water_id: lake,
    plan_id: plan,
    starts_at: soon(20),
    ends_at: soon(20, 24),
    anglers: 1,
    consent: true,
    ...extra,
  });
  const requestBooking = (body: Record<string, unknown>, ip: string) =>
    t.call('POST', BOOKINGS, { body, headers: { 'x-forwarded-for': ip } });
  let competitionDay = 30;
  const openCompetition = async (name: string) => {
    const day = competitionDay++;
    const stand = (await staffCall('/createStand', { water_id: lake, number: `C${day}` })).body.id as number;
    const created = await staffCall(
      '/createCompetition',
      oneDayCompetition({ name, water_id: lake, stand_ids: [stand], day: soon(day).slice(0, 10) }),
    );
    expect(created.status).toBe(201);
    expect((await staffCall(`/competitions/${created.body.id}/openRegistration`)).status).toBe(200);
    return created.body.id as number;
  };
  const team = (extra: Record<string, unknown>) => ({
    team_name: 'Crapii din Nord',
    phone: '0745 000 001',
    members: [{ name: 'Radu Popa' }],
    consent: true,
    ...extra,
  });

  beforeAll(async () => {
    smtp = await startSmtpServer();
    ({
      t,
      A,
      adminA: admin,
      adminB,
    } = await demoWorld({
      SMTP_HOST: '127.0.0.1',
      SMTP_PORT: String(smtp.port),
      SMTP_FROM: 'Bălți <no-reply@baltiapp.test>',
      TRUST_PROXY: 'true',
    }));
    lake = (await staffCall('/createWater', { name: 'Lacul deschis' })).body.id;
    plan = (
      await staffCall('/createPlan', {
        name: 'Sesiune 24 h',
        water_ids: [lake],
        duration_value: 24,
        duration_unit: 'hours',
        price: '50.00',
      })
    ).body.id;
    for (let i = 1; i <= 12; i++)
      stands.push((await staffCall('/createStand', { water_id: lake, number: `${i}` })).body.id);
  }, 60_000);
  afterAll(async () => {
    await t.close();
    await smtp.stop();
  });

  it('answers malformed input on every public route with a documented error body: never a 5xx, a stack, SQL, a path or the framework’s own', async () => {
    const fastify = t.app.getHttpAdapter().getInstance();
    const faults: string[] = [];
    let sent = 0;
    let ip = 0;
    const send = async (method: 'GET' | 'POST', url: string, payload?: string | Buffer, headers = {}) => {
      sent++;
      // A new address each time: the sweep is about the answers, not about the rate limits.
      const res = await fastify.inject({
        method,
        url,
        payload,
        headers: { 'x-forwarded-for': `198.51.100.${++ip % 250}`, ...headers },
      });
      if (res.statusCode >= 500 || INTERNALS.test(res.body) || !documentedShape(res.statusCode, res.body))
        faults.push(
          `${method} ${url.slice(0, 70)} ${String(payload ?? '').slice(0, 40)} -> ${res.statusCode} ${res.body.slice(0, 120)}`,
        );
    };
    const slugs = ['balta-demo', 'x'.repeat(5000), '%00', '%FF%FE', 'balta-demo%00', '..%2F..%2Fetc', '%E2%80%AE'];
    const gets = [
      '/api/public/companies/:slug',
      '/api/public/companies/:slug/jwks.json',
      '/api/public/companies/:slug/revocations?after=99999999999999999999999',
      '/api/public/companies/:slug/revocations?after=1&after=2&since=x',
      `/api/public/companies/:slug/availability?water_id=${'9'.repeat(40)}&from=2031-01-01&to=2031-01-02`,
      `/api/public/companies/:slug/availability?water_id=LAKE&from=2000-01-01&to=2999-12-31`,
      `/api/public/companies/:slug/availability?water_id=LAKE&from[]=2031-01-01&to=%00`,
      '/api/public/companies/:slug/catches',
      '/api/public/companies/:slug/competitions',
      '/api/public/companies/:slug/competitions/99999999999999999999999',
      '/api/public/companies/:slug/competitions/%00',
      `/api/public/passes/${'A'.repeat(5000)}`,
      '/api/public/passes/%00?company=a&company=b',
      '/api/public/passes/%FF?company=%FF',
      '/states',
      '/api/health',
    ];
    for (const g of gets)
      for (const slug of g.includes(':slug') ? slugs : ['-'])
        await send('GET', g.replace(':slug', slug).replace('LAKE', String(lake)));

    const json = { 'content-type': 'application/json' };
    const bodies: [string | Buffer | undefined, Record<string, string>][] = [
      [undefined, {}],
      ['', json],
      ['null', json],
      ['[]', json],
      ['"x"', json],
      ['{', json],
      ['{"a":1}', { 'content-type': 'text/plain' }],
      ['a=1&b=2', { 'content-type': 'application/x-www-form-urlencoded' }],
      [
        '--x\r\nContent-Disposition: form-data; name="a"\r\n\r\n1\r\n--x--\r\n',
        { 'content-type': 'multipart/form-data; boundary=x' },
      ],
      ['<x/>', { 'content-type': 'application/xml' }],
      // Invalid UTF-8 inside a string, a NUL in every text field.
      [Buffer.from('{"email":"\xff\xfe@b.ro","guest_name":"\xc3\x28"}', 'latin1'), json],
      ['{"email":"a\\u0000@b.ro","guest_email":"a\\u0000@b.ro","token":"\\u0000","team_name":"\\u0000"}', json],
      ['['.repeat(5000) + ']'.repeat(5000), json],
      ['{"a":'.repeat(2000) + '1' + '}'.repeat(2000), json],
      [JSON.stringify({ email: `${'a'.repeat(900_000)}@b.ro` }), json],
      ['x'.repeat(2 * 1024 * 1024), json],
      [
        JSON.stringify({ water_id: 1e308, stand_id: -0, anglers: 2 ** 53, members: Array(50_000).fill({ name: 'A' }) }),
        json,
      ],
      ['{"__proto__":{"polluted":1},"constructor":{"prototype":{"polluted":1}}}', json],
      // A request otherwise valid, with a NUL and a newline in the name.
      [JSON.stringify(booking({ guest_name: 'Maria\u0000\nBcc: x@y.ro' })), json],
    ];
    const posts = [
      '/api/login',
      '/api/register',
      '/api/password/email',
      '/api/password/reset',
      '/api/public/passes/verify',
      BOOKINGS,
      register(1),
      `/api/public/companies/${'x'.repeat(3000)}/bookings`,
      '/api/public/companies/%FF/bookings',
      '/api/public/companies/balta-demo/competitions/99999999999999999999/register',
    ];
    for (const p of posts) for (const [body, headers] of bodies) await send('POST', p, body, headers);
    // The fiscal agent's routes take a device token instead of an account, and Caddy's ask endpoint a name.
    const tokens = [
      '',
      'Bearer x',
      'bfd_',
      'bfd_99999999999999999999_x',
      `bfd_1_${'A'.repeat(5000)}`,
      'bfd_-1_\u0000',
      'bfd_1.5_x',
    ];
    for (const authorization of tokens)
      for (const url of [
        '/api/fiscal-agent/poll',
        '/api/fiscal-agent/jobs/1/result',
        '/api/fiscal-agent/jobs/99999999999999999999/result',
      ])
        await send('POST', url, '{"agent_id":"x"}', { ...json, authorization });
    for (const domain of [
      '',
      '%00',
      '%FF',
      'a'.repeat(5000),
      'balta-demo.baltiapp.test&domain=x',
      '..',
      '*.baltiapp.test',
    ])
      await send('GET', `/api/internal/tls-allowed?domain=${domain}`);

    // The router's own refusals (a path it cannot decode, a parameter over 100 characters) are the
    // 404 of every unknown record, with the headers of every other answer.
    for (const url of ['/api/public/companies/%FF%FE', `/api/public/passes/${'A'.repeat(101)}`]) {
      const res = await fastify.inject({ method: 'GET', url });
      expect([res.statusCode, res.json()]).toEqual([404, { message: 'Resursa nu a fost găsită.' }]);
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['x-request-id']).toBeTruthy();
    }
    expect(sent).toBeGreaterThan(250);
    expect(faults).toEqual([]);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  }, 120_000);
  it('counts the pending booking requests of one IPv6 network (/64) as those of one address', async () => {
    // One home connection owns a /64: each request from a new address of it, with a new phone and e-mail.
    const answers: Reply[] = [];
    for (let i = 1; i <= 4; i++)
      answers.push(
        await requestBooking(
          booking({
            stand_id: stands[i],
            guest_phone: `0722 100 00${i}`,
            guest_email: `retea${i}@exemplu.ro`,
          }),
          `2001:db8:1:2::${i.toString(16)}${i}`,
        ),
      );
    expect(answers.map((a) => a.status)).toEqual([201, 201, 201, 429]);
    expect(answers[3].body.message).toBe(
      'Nu putem primi această cerere acum. Încercați din nou mai târziu sau sunați la baltă.',
    );
    // Another network is another address.
    expect(
      (
        await requestBooking(
          booking({ stand_id: stands[5], guest_phone: '0722 100 005', guest_email: 'alta@exemplu.ro' }),
          '2001:db8:1:3::1',
        )
      ).status,
    ).toBe(201);
  });

  it('counts the pending registration requests of one IPv6 network (/64) as those of one address', async () => {
    const competition = await openCompetition('Cupa rețelei');
    const answers: Reply[] = [];
    for (let i = 1; i <= 4; i++)
      answers.push(
        await t.call('POST', register(competition), {
          body: team({ team_name: `Echipa ${i}`, phone: `0745 100 00${i}` }),
          headers: { 'x-forwarded-for': `2001:db8:2:2:${i}::${i}` },
        }),
      );
    expect(answers.map((a) => a.status)).toEqual([201, 201, 201, 429]);
    expect(answers[3].body.message).toBe(
      'Nu putem primi această cerere acum. Încercați din nou mai târziu sau sunați la baltă.',
    );
  });

  it('lets one e-mail address hold at most public_pending_limit pending requests, however its phone and address change: the lake mails it no more', async () => {
    smtp.clear();
    const spellings = ['victima@exemplu.ro', 'Victima@Exemplu.RO', ' victima@exemplu.ro ', 'VICTIMA@exemplu.ro'];
    const answers: Reply[] = [];
    for (const [i, email] of spellings.entries())
      answers.push(
        await requestBooking(
          booking({ stand_id: stands[6 + i], guest_phone: `0733 200 00${i}`, guest_email: email }),
          `203.0.113.${20 + i}`,
        ),
      );
    expect(answers.map((a) => a.status)).toEqual([201, 201, 201, 429]);
    expect(answers[3].body.message).toBe(
      'Nu putem primi această cerere acum. Încercați din nou mai târziu sau sunați la baltă.',
    );
    await smtp.waitForMessage(
      (m) => m.to.includes('victima@exemplu.ro') && m.subject.includes(`nr. ${answers[2].body.id}`),
    );
    await pause(300);
    expect(smtp.messages.filter((m) => m.to.includes('victima@exemplu.ro'))).toHaveLength(3);
  });

  it('counts a request whose e-mail the desk typed again in capitals against that e-mail: the desk stores e-mails lower-cased', async () => {
    const extra: number[] = [];
    for (let i = 0; i < 4; i++)
      extra.push((await staffCall('/createStand', { water_id: lake, number: `M${i}` })).body.id as number);
    const ask = (i: number, email: string) =>
      requestBooking(
        booking({
          stand_id: extra[i],
          guest_phone: `0733 400 00${i}`,
          guest_email: email,
          starts_at: soon(25),
          ends_at: soon(25, 24),
        }),
        `203.0.113.${140 + i}`,
      );
    expect((await ask(0, 'capitale@exemplu.ro')).status).toBe(201);
    expect((await ask(1, 'capitale@exemplu.ro')).status).toBe(201);
    const third = await ask(2, 'alta.adresa@exemplu.ro');
    expect(third.status).toBe(201);
    // The guest phones: the address was mistyped, the desk corrects it.
    const edited = await staffCall(`/bookings/${third.body.id}/update`, { guest_email: 'Capitale@Exemplu.RO' });
    expect(edited.status).toBe(200);
    expect((await ask(3, 'capitale@exemplu.ro')).status).toBe(429);
    expect(edited.body.guest_email).toBe('capitale@exemplu.ro');
    // A booking the desk takes for a guest keeps the e-mail lower-cased too.
    const desk = await staffCall('/createBooking', {
      guest_name: 'Oaspete Majuscule',
      guest_phone: '0733 400 009',
      guest_email: ' Oaspete@EXEMPLU.ro ',
      water_id: lake,
      stand_id: extra[3],
      plan_id: plan,
      starts_at: soon(26),
      ends_at: soon(26, 6),
    });
    expect([desk.status, desk.body.guest_email]).toEqual([201, 'oaspete@exemplu.ro']);
  });

  it('refuses oversized and hostile values on the public forms with a 422 in Romanian, storing nothing', async () => {
    // A valid address longer than the column (64 + 1 + 251 characters).
    const long = `${'a'.repeat(64)}@${['b'.repeat(63), 'c'.repeat(63), 'd'.repeat(63), 'e'.repeat(58)].join('.')}.ro`;
    expect(long.length).toBeGreaterThan(255);
    const competition = await openCompetition('Cupa valorilor');
    const [before] = await t.dataSource.query<{ n: number | string }[]>(
      'SELECT (SELECT COUNT(*) FROM bookings) + (SELECT COUNT(*) FROM competition_teams) AS n',
    );
    const faults: string[] = [];
    const expect422 = async (what: string, answer: Promise<Reply>, field: string) => {
      const res = await answer;
      if (res.status !== 422 || !res.body.errors?.[field]?.[0])
        faults.push(`${what}: ${res.status} ${res.text.slice(0, 160)}`);
    };
    let ip = 0;
    const asBooking = (extra: Record<string, unknown>) =>
      requestBooking(
        booking({ stand_id: stands[2], starts_at: soon(40), ends_at: soon(40, 24), ...extra }),
        `198.18.0.${++ip}`,
      );
    const asTeam = (extra: Record<string, unknown>) =>
      t.call('POST', register(competition), { body: team(extra), headers: { 'x-forwarded-for': `198.18.1.${++ip}` } });
    await expect422('booking e-mail over 255', asBooking({ guest_email: long }), 'guest_email');
    await expect422('team e-mail over 255', asTeam({ email: long, phone: '0745 900 001' }), 'email');
    for (const [i, name] of [
      'Echipa\u0000Nul',
      'Echipa\nBcc: x@y.ro',
      '<img src=x onerror=alert(1)>',
      '=HYPERLINK("http://x.ro","Click")',
      '\u202eadroN iid iipaC',
    ].entries())
      await expect422(
        `team name ${JSON.stringify(name)}`,
        asTeam({ team_name: name, phone: `0745 900 01${i}` }),
        'team_name',
      );
    expect(faults).toEqual([]);
    const [after] = await t.dataSource.query<{ n: number | string }[]>(
      'SELECT (SELECT COUNT(*) FROM bookings) + (SELECT COUNT(*) FROM competition_teams) AS n',
    );
    expect(Number(after.n)).toBe(Number(before.n));
    // A real team name still goes through: letters of any language, digits and the usual marks.
    const fine = await asTeam({ team_name: 'Crapii „Nord-Vest” 2 & Co. (Țăndărei)', phone: '0745 900 099' });
    expect(fine.status).toBe(201);
  });

  it('gives one stand to one of many requests sent at once for it: the others are a 409 naming no holder', async () => {
    const stand = (await staffCall('/createStand', { water_id: lake, number: 'Z1' })).body.id as number;
    const answers = await Promise.all(
      Array.from({ length: 16 }, (_, i) =>
        requestBooking(
          booking({
            stand_id: stand,
            guest_phone: `0766 500 0${String(i).padStart(2, '0')}`,
            guest_email: `val${i}@exemplu.ro`,
            starts_at: soon(45, i % 3),
            ends_at: soon(45, 20),
          }),
          `198.18.2.${i + 1}`,
        ),
      ),
    );
    expect(answers.map((a) => a.status).sort()).toEqual([201, ...Array(15).fill(409)]);
    for (const refused of answers.filter((a) => a.status === 409)) expect(refused.text).not.toMatch(/val\d|0766|500/);
    const held = await t.dataSource.query<{ n: number | string }[]>(
      "SELECT COUNT(*) AS n FROM bookings WHERE stand_id = ? AND status = 'pending'",
      [stand],
    );
    expect(Number(held[0].n)).toBe(1);
  });

  it('stops counting the registration requests of a competition that was cancelled: the phone and the address may ask again', async () => {
    const phone = '0746 300 300';
    const ip = '203.0.113.77';
    const competitions = [
      await openCompetition('Cupa 1'),
      await openCompetition('Cupa 2'),
      await openCompetition('Cupa 3'),
    ];
    for (const id of competitions)
      expect(
        (await t.call('POST', register(id), { body: team({ phone }), headers: { 'x-forwarded-for': ip } })).status,
      ).toBe(201);
    const next = await openCompetition('Cupa 4');
    const refused = await t.call('POST', register(next), { body: team({ phone }), headers: { 'x-forwarded-for': ip } });
    expect(refused.status).toBe(429);
    // The lake cancels the three competitions without answering the requests: they wait for nothing now.
    for (const id of competitions)
      expect((await staffCall(`/competitions/${id}/cancel`, { reason: 'Vreme rea' })).status).toBe(200);
    const again = await t.call('POST', register(next), { body: team({ phone }), headers: { 'x-forwarded-for': ip } });
    expect(again.status).toBe(201);
  });
  it('mails an account at most 3 reset links an hour, however often a stranger asks: the same answer every time, for an unknown address too', async () => {
    smtp.clear();
    const ask = (email: string, i: number) =>
      t.call('POST', '/api/password/email', { body: { email }, headers: { 'x-forwarded-for': `192.0.2.${100 + i}` } });
    const answers: Reply[] = [];
    for (let i = 0; i < 8; i++) answers.push(await ask(i % 2 ? 'ANGAJAT@balta-demo.ro' : 'angajat@balta-demo.ro', i));
    const unknown = await ask('nimeni@nicaieri.ro', 9);
    expect(answers.every((a) => a.status === 200 && a.text === unknown.text)).toBe(true);
    const links = async (email: string) =>
      Number(
        (
          await t.dataSource.query<{ n: number | string }[]>(
            'SELECT COUNT(*) AS n FROM password_resets r JOIN users u ON u.id = r.user_id WHERE u.email = ?',
            [email],
          )
        )[0].n,
      );
    // The links are made after the answer: wait for the third, then long enough for any more.
    await smtp.waitForMessage(() => smtp.messages.filter((m) => m.to.includes('angajat@balta-demo.ro')).length >= 3);
    await pause(500);
    expect(smtp.messages.filter((m) => m.to.includes('angajat@balta-demo.ro'))).toHaveLength(3);
    expect(await links('angajat@balta-demo.ro')).toBe(3);

    // 16 at once for another account: 3, neither more nor fewer (racing requests must not each
    // count the others' links and all give up).
    const burst = await Promise.all(Array.from({ length: 16 }, (_, i) => ask('admin@lacul-linistit.ro', 20 + i)));
    expect(burst.every((a) => a.status === 200 && a.text === unknown.text)).toBe(true);
    await smtp.waitForMessage(() => smtp.messages.filter((m) => m.to.includes('admin@lacul-linistit.ro')).length >= 3);
    await pause(1_000);
    expect(smtp.messages.filter((m) => m.to.includes('admin@lacul-linistit.ro'))).toHaveLength(3);
    expect(await links('admin@lacul-linistit.ro')).toBe(3);
  });
  it("never reaches another company's water, stand, plan or competition through a company's public page", async () => {
    const B = `/api/company/${(await t.call('GET', '/api/user', { token: adminB })).body.user.company.id}`;
    const asB = (path: string, body: unknown) => t.call('POST', `${B}${path}`, { token: adminB, body });
    const waterB = (await asB('/createWater', { name: 'Apa firmei B' })).body.id as number;
    const standB = (await asB('/createStand', { water_id: waterB, number: 'B1' })).body.id as number;
    const planB = (
      await asB('/createPlan', {
        name: 'Zi B',
        water_ids: [waterB],
        duration_value: 1,
        duration_unit: 'days',
        price: 5,
      })
    ).body.id as number;
    const competitionB = (
      await asB(
        '/createCompetition',
        oneDayCompetition({ name: 'Cupa B', water_id: waterB, stand_ids: [standB], day: soon(50).slice(0, 10) }),
      )
    ).body.id as number;
    expect((await asB(`/competitions/${competitionB}/openRegistration`, {})).status).toBe(200);
    const before = await t.dataSource.query<{ n: number | string }[]>('SELECT COUNT(*) AS n FROM bookings');

    const asked = [
      await requestBooking(booking({ water_id: waterB, plan_id: planB, stand_id: standB }), '192.0.2.201'),
      await requestBooking(booking({ stand_id: standB }), '192.0.2.202'),
      await requestBooking(booking({ plan_id: planB }), '192.0.2.203'),
    ];
    for (const a of asked) expect([404, 422]).toContain(a.status);
    const day = soon(50).slice(0, 10);
    const seen = await t.call(
      'GET',
      `/api/public/companies/balta-demo/availability?water_id=${waterB}&from=${day}&to=${day}`,
    );
    expect([404, 422]).toContain(seen.status);
    const joined = await t.call('POST', register(competitionB), {
      body: team({}),
      headers: { 'x-forwarded-for': '192.0.2.204' },
    });
    expect(joined.status).toBe(404);
    expect((await t.call('GET', `/api/public/companies/balta-demo/competitions/${competitionB}`)).status).toBe(404);
    for (const a of [...asked, seen, joined]) expect(a.text).not.toMatch(/Apa firmei B|Cupa B|Zi B|B1/);
    const after = await t.dataSource.query<{ n: number | string }[]>('SELECT COUNT(*) AS n FROM bookings');
    expect(Number(after[0].n)).toBe(Number(before[0].n));
  });
  it("refuses a phone's seventh request in an hour from any address, and says the wait as it is (not a minute)", async () => {
    const statuses: number[] = [];
    let refused: { status: number; body: unknown } | undefined;
    for (let i = 0; i < 7; i++) {
      const res = await requestBooking(
        booking({ guest_phone: '0744 606 707', consent: false }),
        `198.51.100.${210 + i}`,
      );
      statuses.push(res.status);
      if (res.status === 429) refused = res;
    }
    expect(statuses).toEqual([...Array(6).fill(422), 429]);
    expect(refused!.body).toEqual({ message: 'Prea multe încercări. Încercați din nou peste 60 de minute.' });
  });

  it("leaves the staff alone behind the gate's one router: the public limits of that address never refuse their desk work", async () => {
    const gate = '203.0.113.200';
    // Anglers on the lake's wifi use up the address's public limits: 10 requests a minute, then 429.
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++)
      statuses.push(
        (await requestBooking(booking({ stand_id: stands[0], guest_phone: `0711 000 00${i}`, consent: false }), gate))
          .status,
      );
    expect(statuses).toEqual([...Array(10).fill(422), 429]);
    // The staff, from the same address, sign in and book at the desk, several for one guest's e-mail.
    const token = (
      await t.call('POST', '/api/login', {
        body: { email: 'angajat@balta-demo.ro', password: PASSWORD },
        headers: { 'x-forwarded-for': gate },
      })
    ).body.token as string;
    for (let i = 0; i < 5; i++) {
      const desk = await t.call('POST', `/api/company/${A}/createBooking`, {
        token,
        headers: { 'x-forwarded-for': gate },
        body: {
          guest_name: 'Oaspete la poartă',
          guest_phone: '0722 555 555',
          guest_email: 'victima@exemplu.ro',
          water_id: lake,
          stand_id: stands[11],
          plan_id: plan,
          starts_at: soon(60 + i),
          ends_at: soon(60 + i, 6),
        },
      });
      expect([desk.status, desk.body.errors]).toEqual([201, undefined]);
    }
    for (let i = 0; i < 60; i++)
      expect(
        (await t.call('GET', `/api/company/${A}/waters`, { token, headers: { 'x-forwarded-for': gate } })).status,
      ).toBe(200);
  });
  it("gives no holder's initials for the codes the revocation list publishes: a cancelled pass and one whose angler has exited", async () => {
    const client = (await staffCall('/createClient', { first_name: 'Ion', last_name: 'Popescu' })).body.id as number;
    const sell = async (stand: number) => {
      const sold = await staffCall(`/clients/${client}/createPass`, {
        plan_id: plan,
        water_id: lake,
        stand_id: stand,
      });
      expect(sold.status).toBe(201);
      return sold.body as { id: number; code: string };
    };
    const exited = await sell(stands[9]);
    expect((await staffCall(`/passes/${exited.id}/checkout`, { payment_method: 'cash' })).status).toBe(200);
    const cancelled = await sell(stands[10]);
    expect((await staffCall(`/passes/${cancelled.id}/delete`, { reason: 'Greșeală' })).status).toBe(200);
    const valid = await sell(stands[11]);

    // Anyone reads the list, then asks about each code in it.
    const list = await t.call('GET', '/api/public/companies/balta-demo/revocations');
    const codes = (list.body.revoked as { code: string }[]).map((r) => r.code);
    expect(codes).toEqual(expect.arrayContaining([exited.code, cancelled.code]));
    for (const code of codes) {
      const asked = await t.call('GET', `/api/public/passes/${code}?company=balta-demo`, {
        headers: { 'x-forwarded-for': '192.0.2.240' },
      });
      expect(asked.status).toBe(200);
      expect(['cancelled', 'exited']).toContain(asked.body.state);
      expect(asked.body.holder).toBe('');
    }
    // The pass a guard checks at the water still shows whose it is.
    const checked = await t.call('GET', `/api/public/passes/${valid.code}?company=balta-demo`);
    expect([checked.body.state, checked.body.holder]).toEqual(['valid', 'P. I.']);
  });
});

describe(`sign-ups from one address (${DB_KIND})`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ RATE_LIMIT_AUTH: '3', TRUST_PROXY: 'true' });
  }, 60_000);
  afterAll(async () => {
    await t.close();
  });

  it('opens at most RATE_LIMIT_AUTH accounts an hour from one address (an IPv6 one by its /64), each a company with a public page in the making', async () => {
    const signUp = (i: number, ip: string) =>
      t.call('POST', '/api/register', {
        body: {
          name: `Proprietar ${i}`,
          email: `nou${i}@exemplu.ro`,
          password: 'ParolaNoua9',
          password_confirmation: 'ParolaNoua9',
        },
        headers: { 'x-forwarded-for': ip },
      });
    // Slowly enough for the per-minute limits, from new addresses of one /64.
    const answers: Reply[] = [];
    for (let i = 1; i <= 4; i++) answers.push(await signUp(i, `2001:db8:7:7::${i}`));
    expect(answers.map((a) => a.status)).toEqual([201, 201, 201, 429]);
    expect(answers[3].body.message).toMatch(/^Prea multe încercări\. Încercați din nou peste (60 de|\d+) minute\.$/);
    const [accounts] = await t.dataSource.query<{ n: number | string }[]>(
      "SELECT COUNT(*) AS n FROM users WHERE email LIKE 'nou%@exemplu.ro'",
    );
    expect(Number(accounts.n)).toBe(3);
    // Another address still signs up, and the sign-in of those accounts is not counted.
    expect((await signUp(5, '203.0.113.5')).status).toBe(201);
    expect(
      (
        await t.call('POST', '/api/login', {
          body: { email: 'nou1@exemplu.ro', password: 'ParolaNoua9' },
          headers: { 'x-forwarded-for': '2001:db8:7:7::9' },
        })
      ).status,
    ).toBe(200);
  });
});
