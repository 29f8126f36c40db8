import { createHmac } from 'node:crypto';
import * as argon2 from 'argon2';
import { demoIds, DB_KIND, PASSWORD, startTestApp, TestApp } from './support/app';

const b64 = (v: object) => Buffer.from(JSON.stringify(v)).toString('base64url');
function forge(payload: object, secret: string, alg = 'HS256'): string {
  const head = `${b64({ alg, typ: 'JWT' })}.${b64(payload)}`;
  if (alg === 'none') return `${head}.`;
  return `${head}.${createHmac('sha256', secret).update(head).digest('base64url')}`;
}
const claims = (token: string) =>
  JSON.parse(Buffer.from(token.split('.')[1], 'base64url').toString()) as { sub: number; jti: string; exp: number };

describe(`auth (${DB_KIND})`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  describe('POST /api/login', () => {
    it('answers the user with the company and its nested lists, and a token', async () => {
      const res = await t.call('POST', '/api/login', { body: { email: 'Admin@Balta-Demo.ro ', password: PASSWORD } });
      expect(res.status).toBe(200);
      expect(typeof res.body.token).toBe('string');
      expect(res.body.user).toMatchObject({
        email: 'admin@balta-demo.ro',
        role: 2,
        company: { slug: 'balta-demo', cui: 'RO18547290' },
      });
      expect(res.body.user.company).toMatchObject({ waters: [], plans: [], discounts: [] });
      expect(
        res.body.user.company.doc_series.map((d: { type: string; series: string }) => `${d.type}:${d.series}`),
      ).toEqual(['pass:BD', 'receipt:BDC']);
      expect(res.text).not.toMatch(/argon2|"password"/);
    });

    it('answers 401 with the error field for a wrong password and for an unknown email alike', async () => {
      const wrong = await t.call('POST', '/api/login', {
        body: { email: 'admin@balta-demo.ro', password: 'nope-nope' },
      });
      const unknown = await t.call('POST', '/api/login', {
        body: { email: 'nobody@nowhere.ro', password: 'nope-nope' },
      });
      expect(wrong.status).toBe(401);
      expect(wrong.body).toEqual({ error: 'Email sau parolă incorectă.' });
      expect(unknown.status).toBe(401);
      expect(unknown.body).toEqual(wrong.body);
    });

    it('answers 422 with Romanian field messages for a malformed body', async () => {
      const res = await t.call('POST', '/api/login', { body: { email: 'not-an-email' } });
      expect(res.status).toBe(422);
      expect(res.body.message).toBe('Datele trimise nu sunt valide.');
      expect(res.body.errors).toEqual({
        email: ['Adresa de email nu este validă.'],
        password: ['Câmpul este obligatoriu.'],
      });
    });

    it('refuses unknown fields instead of ignoring them', async () => {
      const res = await t.call('POST', '/api/login', {
        body: { email: 'admin@balta-demo.ro', password: PASSWORD, role: 1 },
      });
      expect(res.status).toBe(422);
      expect(res.body.errors.role).toEqual(['Câmpul nu este permis.']);
    });

    it('answers 422, not 500, for JSON that does not parse', async () => {
      const res = await t.call('POST', '/api/login', {
        body: '{"email":',
        headers: { 'content-type': 'application/json' },
      });
      expect(res.status).toBe(422);
      expect(res.body.message).toBe('Datele trimise nu sunt valide.');
    });
  });

  describe('GET /api/user', () => {
    it('answers 401 without a token', async () => {
      const res = await t.call('GET', '/api/user');
      expect(res.status).toBe(401);
      expect(res.body).toEqual({ message: 'Unauthorized' });
    });

    it('answers the user, the 42 counties, the fish species and the roles', async () => {
      const token = await t.login('angajat@balta-demo.ro');
      const res = await t.call('GET', '/api/user', { token });
      expect(res.status).toBe(200);
      expect(res.body.user).toMatchObject({ email: 'angajat@balta-demo.ro', role: 3, company: { slug: 'balta-demo' } });
      expect(res.body.states).toHaveLength(42);
      expect(res.body.states).toContainEqual({ id: expect.any(Number), name: 'București', code: 'B' });
      expect(res.body.fishes.map((f: { name: string }) => f.name)).toContain('știucă');
      expect(res.body.roles).toEqual([
        { id: 1, name: 'Administrator platformă' },
        { id: 2, name: 'Administrator firmă' },
        { id: 3, name: 'Angajat' },
      ]);
    });

    it('answers 401 for a malformed token, another key, alg none and an expired token', async () => {
      const token = await t.login('admin@balta-demo.ro');
      const { sub, jti } = claims(token);
      const now = Math.floor(Date.now() / 1000);
      const bad = [
        'garbage',
        forge({ sub, jti, iat: now, exp: now + 600 }, 'another-secret'),
        forge({ sub, jti, iat: now, exp: now + 600 }, '', 'none'),
        forge({ sub, jti, iat: now - 7200, exp: now - 3600 }, t.config.jwtSecret),
      ];
      for (const candidate of bad) {
        const res = await t.call('GET', '/api/user', { token: candidate });
        expect(res.status).toBe(401);
      }
      // The same claims signed with the right key pass: the refusals above are about the signature and time.
      const good = forge({ sub, jti, iat: now, exp: now + 600 }, t.config.jwtSecret);
      expect((await t.call('GET', '/api/user', { token: good })).status).toBe(200);
    });
  });

  describe('POST /api/logout', () => {
    it('answers 401 without a token', async () => {
      expect((await t.call('POST', '/api/logout')).status).toBe(401);
    });

    it('revokes the token: the same token then answers 401, another session stays', async () => {
      const first = await t.login('admin@balta-demo.ro');
      const second = await t.login('admin@balta-demo.ro');
      expect((await t.call('POST', '/api/logout', { token: first })).status).toBe(200);
      expect((await t.call('GET', '/api/user', { token: first })).status).toBe(401);
      expect((await t.call('GET', '/api/user', { token: second })).status).toBe(200);
    });
  });

  describe('POST /api/register and /api/company/create', () => {
    it('registers a company administrator without a company, who then creates it', async () => {
      // Open by default (REGISTRATION_OPEN): the sign-in page offers it.
      expect((await t.call('GET', '/api/registration')).body).toEqual({ open: true });
      const reg = await t.call('POST', '/api/register', {
        body: {
          name: 'Vasile Pescaru',
          email: 'vasile@exemplu.ro',
          password: 'Parola123',
          password_confirmation: 'Parola123',
        },
      });
      expect(reg.status).toBe(201);
      expect(reg.body.user).toMatchObject({ role: 2, company_id: null, company: null });

      const created = await t.call('POST', '/api/company/create', {
        token: reg.body.token,
        body: {
          name: 'Balta lui Vasile',
          slug: 'balta-vasile',
          cui: '4221306',
          iban: 'ro49 aaaa 1b31 0075 9384 0000',
          state_id: 1,
        },
      });
      expect(created.status).toBe(201);
      expect(created.body).toMatchObject({
        name: 'Balta lui Vasile',
        slug: 'balta-vasile',
        cui: '4221306',
        vat_payer: false,
        iban: 'RO49AAAA1B31007593840000',
        active: true,
        waters: [],
        plans: [],
        discounts: [],
      });
      // A new company can issue at once: one default series per document type.
      expect(created.body.doc_series).toMatchObject([
        { type: 'pass', series: 'P', next_number: 1, is_default: true },
        { type: 'receipt', series: 'CH', next_number: 1, is_default: true },
      ]);
      const me = await t.call('GET', '/api/user', { token: reg.body.token });
      expect(me.body.user.company_id).toBe(created.body.id);

      const again = await t.call('POST', '/api/company/create', {
        token: reg.body.token,
        body: { name: 'A doua', slug: 'a-doua', cui: '18547290' },
      });
      expect(again.status).toBe(409);
      expect(again.body.message).toBe('Contul are deja o firmă.');
    });

    it('creates one company for an administrator who sends its creation many times at once; the others get 409', async () => {
      const reg = await t.call('POST', '/api/register', {
        body: {
          name: 'Gheorghe Grabă',
          email: 'graba@exemplu.ro',
          password: 'Parola123',
          password_confirmation: 'Parola123',
        },
      });
      expect(reg.status).toBe(201);
      const slugs = Array.from({ length: 10 }, (_, i) => `balta-graba-${i}`);
      const answers = await Promise.all(
        slugs.map((slug, i) =>
          t.call('POST', '/api/company/create', {
            token: reg.body.token,
            body: { name: `Balta Graba ${i}`, slug, cui: '18547290' },
          }),
        ),
      );
      const statuses = answers.map((a) => a.status);
      expect(statuses.filter((s) => s === 201)).toHaveLength(1);
      expect(
        answers
          .filter((a) => a.status !== 201)
          .every((a) => a.status === 409 && a.body.message === 'Contul are deja o firmă.'),
      ).toBe(true);
      const rows = await t.dataSource.query<{ id: number }[]>(
        `SELECT id FROM companies WHERE slug IN (${slugs.map(() => '?').join(', ')})`,
        slugs,
      );
      expect(rows).toHaveLength(1);
      const me = await t.call('GET', '/api/user', { token: reg.body.token });
      expect(me.body.user.company_id).toBe(Number(rows[0].id));
    });

    it('registers one account for one email sent 60 times at once; the others get the sequential 422, never 500', async () => {
      const register = () =>
        t.call('POST', '/api/register', {
          body: {
            name: 'Ion Grabă',
            email: 'acelasi@exemplu.ro',
            password: 'Parola123',
            password_confirmation: 'Parola123',
          },
        });
      const answers = await Promise.all(Array.from({ length: 60 }, register));
      const sequential = await register();
      expect(sequential.status).toBe(422);
      expect(answers.map((a) => a.status).sort()).toEqual([201, ...Array<number>(59).fill(422)]);
      for (const a of answers.filter((x) => x.status !== 201)) expect(a.body).toEqual(sequential.body);
      const rows = await t.dataSource.query<{ n: number }[]>('SELECT COUNT(*) AS n FROM users WHERE email = ?', [
        'acelasi@exemplu.ro',
      ]);
      expect(Number(rows[0].n)).toBe(1);
    }, 60_000);

    it('gives one slug to one of 20 companies created at once by different accounts; the others get the sequential 422, never 500', async () => {
      const tokens: string[] = [];
      for (let i = 0; i < 21; i++) {
        const reg = await t.call('POST', '/api/register', {
          body: {
            name: 'Ion Slug',
            email: `slug${i}@exemplu.ro`,
            password: 'Parola123',
            password_confirmation: 'Parola123',
          },
        });
        tokens.push(reg.body.token);
      }
      const create = (token: string) =>
        t.call('POST', '/api/company/create', {
          token,
          body: { name: 'Balta Comună', slug: 'balta-comuna', cui: '18547290' },
        });
      const answers = await Promise.all(tokens.slice(0, 20).map(create));
      const sequential = await create(tokens[20]);
      expect(sequential.status).toBe(422);
      expect(answers.map((a) => a.status).sort()).toEqual([201, ...Array<number>(19).fill(422)]);
      for (const a of answers.filter((x) => x.status !== 201)) expect(a.body).toEqual(sequential.body);
      const rows = await t.dataSource.query<{ n: number }[]>('SELECT COUNT(*) AS n FROM companies WHERE slug = ?', [
        'balta-comuna',
      ]);
      expect(Number(rows[0].n)).toBe(1);
    }, 60_000);

    it('answers 422 for a taken email, a short password and a confirmation that differs', async () => {
      const res = await t.call('POST', '/api/register', {
        body: { name: 'X', email: 'ADMIN@balta-demo.ro', password: 'Parola123', password_confirmation: 'Parola123' },
      });
      expect(res.status).toBe(422);
      expect(res.body.errors.email).toEqual(['Există deja un cont cu acest email.']);
      const weak = await t.call('POST', '/api/register', {
        body: { name: 'X', email: 'x@exemplu.ro', password: 'scurt', password_confirmation: 'altceva' },
      });
      expect(weak.status).toBe(422);
      expect(weak.body.errors.password).toEqual(['Trebuie să aibă cel puțin 8 caractere.']);
      expect(weak.body.errors.password_confirmation).toEqual(['Confirmarea parolei nu coincide.']);
    });

    it('validates the CUI checksum, the slug and the IBAN', async () => {
      const reg = await t.call('POST', '/api/register', {
        body: { name: 'Ion', email: 'ion@exemplu.ro', password: 'Parola123', password_confirmation: 'Parola123' },
      });
      const res = await t.call('POST', '/api/company/create', {
        token: reg.body.token,
        body: { name: 'Ion SRL', slug: 'admin', cui: '18547291', iban: 'RO49AAAA1B31007593840001', email: 'x' },
      });
      expect(res.status).toBe(422);
      expect(res.body.errors).toEqual({
        slug: ['Această adresă publică este rezervată.'],
        cui: ['Codul fiscal (CUI) nu este valid.'],
        iban: ['IBAN-ul nu este valid.'],
        email: ['Adresa de email nu este validă.'],
      });
      const taken = await t.call('POST', '/api/company/create', {
        token: reg.body.token,
        body: { name: 'Ion SRL', slug: 'balta-demo', cui: '18547290', state_id: 999 },
      });
      expect(taken.status).toBe(422);
      expect(taken.body.errors).toEqual({
        slug: ['Această adresă publică este deja folosită.'],
        state_id: ['Județul ales nu există.'],
      });
    });

    it('refuses company creation without a token, to staff and to the platform admin', async () => {
      const body = { name: 'Y', slug: 'yyy', cui: '18547290' };
      expect((await t.call('POST', '/api/company/create', { body })).status).toBe(401);
      const staff = await t.call('POST', '/api/company/create', {
        body,
        token: await t.login('angajat@balta-demo.ro'),
      });
      expect(staff.status).toBe(403);
      const platform = await t.call('POST', '/api/company/create', { body, token: await t.login('platform@demo.ro') });
      expect(platform.status).toBe(403);
    });
  });

  describe('POST /api/company/{companyId}/update', () => {
    it('answers 401 without a token', async () => {
      const { companyA } = await demoIds(t);
      expect((await t.call('POST', `/api/company/${companyA}/update`, { body: { city: 'Cluj' } })).status).toBe(401);
    });

    it('answers 403 for another company, for staff and for the platform admin', async () => {
      const { companyA } = await demoIds(t);
      const body = { city: 'Altundeva' };
      for (const email of ['admin@lacul-linistit.ro', 'angajat@balta-demo.ro', 'platform@demo.ro']) {
        const res = await t.call('POST', `/api/company/${companyA}/update`, { body, token: await t.login(email) });
        expect(res.status).toBe(403);
        expect(typeof res.body.message).toBe('string');
      }
      const check = await t.call('GET', '/api/user', { token: await t.login('admin@balta-demo.ro') });
      expect(check.body.user.company.city).not.toBe('Altundeva');
    });

    it('gives one slug to one of 20 companies renamed to it at once; the others get the sequential 422, never 500', async () => {
      const owners: { token: string; company: number }[] = [];
      for (let i = 0; i < 21; i++) {
        const reg = await t.call('POST', '/api/register', {
          body: {
            name: 'Ion Redenumit',
            email: `redenumit${i}@exemplu.ro`,
            password: 'Parola123',
            password_confirmation: 'Parola123',
          },
        });
        const created = await t.call('POST', '/api/company/create', {
          token: reg.body.token,
          body: { name: `Balta ${i}`, slug: `balta-redenumita-${i}`, cui: '18547290' },
        });
        owners.push({ token: reg.body.token, company: created.body.id });
      }
      const rename = ({ token, company }: { token: string; company: number }) =>
        t.call('POST', `/api/company/${company}/update`, { token, body: { slug: 'balta-dorita' } });
      const answers = await Promise.all(owners.slice(0, 20).map(rename));
      const sequential = await rename(owners[20]);
      expect(sequential.status).toBe(422);
      expect(answers.map((a) => a.status).sort()).toEqual([200, ...Array<number>(19).fill(422)]);
      for (const a of answers.filter((x) => x.status !== 200)) expect(a.body).toEqual(sequential.body);
      const rows = await t.dataSource.query<{ n: number }[]>('SELECT COUNT(*) AS n FROM companies WHERE slug = ?', [
        'balta-dorita',
      ]);
      expect(Number(rows[0].n)).toBe(1);
    }, 60_000);

    it('updates the given fields, keeps the others and answers the company with its nested lists', async () => {
      const { companyA } = await demoIds(t);
      const token = await t.login('admin@balta-demo.ro');
      const res = await t.call('POST', `/api/company/${companyA}/update`, {
        token,
        body: { city: 'Florești', phone: '', cui: '18547290' },
      });
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({
        id: companyA,
        city: 'Florești',
        phone: null,
        cui: '18547290',
        vat_payer: false,
        name: 'Balta Demo',
      });
      expect(res.body.doc_series).toHaveLength(2);
      const bad = await t.call('POST', `/api/company/${companyA}/update`, {
        token,
        body: { iban: 'RO00XXXX', slug: 'lacul-linistit' },
      });
      expect(bad.status).toBe(422);
      expect(Object.keys(bad.body.errors).sort()).toEqual(['iban']);
      const dup = await t.call('POST', `/api/company/${companyA}/update`, { token, body: { slug: 'lacul-linistit' } });
      expect(dup.body.errors).toEqual({ slug: ['Această adresă publică este deja folosită.'] });
    });
  });

  describe('POST /api/users/{id}/update (own profile)', () => {
    it("answers 401 without a token and 403 for someone else's id", async () => {
      expect((await t.call('POST', '/api/users/1/update', { body: { name: 'X' } })).status).toBe(401);
      const token = await t.login('angajat@balta-demo.ro');
      const me = await t.call('GET', '/api/user', { token });
      const other = await t.call('POST', `/api/users/${me.body.user.id - 1}/update`, { token, body: { name: 'X' } });
      expect(other.status).toBe(403);
    });

    it('changes the name; a new password needs the current one and ends the other sessions', async () => {
      const email = 'admin@lacul-linistit.ro';
      const token = await t.login(email);
      const other = await t.login(email);
      const { sub } = claims(token);
      const renamed = await t.call('POST', `/api/users/${sub}/update`, {
        token,
        body: { name: 'Elena D.', phone: '0722 111 222' },
      });
      expect(renamed.status).toBe(200);
      expect(renamed.body).toMatchObject({ name: 'Elena D.', phone: '0722 111 222', email });

      const noCurrent = await t.call('POST', `/api/users/${sub}/update`, {
        token,
        body: { password: 'NouaParola1', password_confirmation: 'NouaParola1' },
      });
      expect(noCurrent.status).toBe(422);
      expect(noCurrent.body.errors.current_password).toEqual(['Introduceți parola actuală.']);
      const wrong = await t.call('POST', `/api/users/${sub}/update`, {
        token,
        body: { current_password: 'gresita!', password: 'NouaParola1', password_confirmation: 'NouaParola1' },
      });
      expect(wrong.body.errors.current_password).toEqual(['Parola actuală nu este corectă.']);

      const changed = await t.call('POST', `/api/users/${sub}/update`, {
        token,
        body: { current_password: PASSWORD, password: 'NouaParola1', password_confirmation: 'NouaParola1' },
      });
      expect(changed.status).toBe(200);
      expect((await t.call('GET', '/api/user', { token })).status).toBe(200);
      expect((await t.call('GET', '/api/user', { token: other })).status).toBe(401);
      expect((await t.call('POST', '/api/login', { body: { email, password: PASSWORD } })).status).toBe(401);
      expect((await t.call('POST', '/api/login', { body: { email, password: 'NouaParola1' } })).status).toBe(200);
      // Put the demo password back for the other tests of this file.
      await t.call('POST', `/api/users/${sub}/update`, {
        token,
        body: { current_password: 'NouaParola1', password: PASSWORD, password_confirmation: PASSWORD },
      });
    });
  });
});

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe(`registration closed (REGISTRATION_OPEN=false) (${DB_KIND})`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ REGISTRATION_OPEN: 'false' });
  });
  afterAll(async () => {
    await t.close();
  });

  it('refuses a new account with 403 and says so, while accounts a company administrator creates still sign in', async () => {
    expect((await t.call('GET', '/api/registration')).body).toEqual({ open: false });
    const reg = await t.call('POST', '/api/register', {
      body: {
        name: 'Ion Străinu',
        email: 'strainu@exemplu.ro',
        password: 'Parola123',
        password_confirmation: 'Parola123',
      },
    });
    expect(reg.status).toBe(403);
    expect(reg.body).toEqual({
      message:
        'Crearea de conturi noi este închisă pe această instalare. Cereți un cont administratorului firmei voastre.',
    });
    // Nothing was created: the address can be given by an administrator.
    const { companyA: A } = await demoIds(t);
    const admin = await t.login('admin@balta-demo.ro');
    const invited = await t.call('POST', `/api/company/${A}/createUser`, {
      token: admin,
      body: {
        name: 'Ion Străinu',
        email: 'strainu@exemplu.ro',
        password: 'Parola123',
        password_confirmation: 'Parola123',
        role: 3,
      },
    });
    expect(invited.status).toBe(201);
    const signedIn = await t.call('POST', '/api/login', {
      body: { email: 'strainu@exemplu.ro', password: 'Parola123' },
    });
    expect(signedIn.status).toBe(200);
  });
});

describe(`sign-in limits per account and address (${DB_KIND})`, () => {
  let t: TestApp;
  // Behind a proxy, as in production: the client address comes from X-Forwarded-For. 10 attempts per
  // account and address, then a wait of 1 s (60 s by default) that doubles with each further failure.
  beforeAll(async () => {
    t = await startTestApp({ RATE_LIMIT_AUTH: '10', RATE_LIMIT_AUTH_BACKOFF: '1', TRUST_PROXY: 'true' });
  });
  afterAll(async () => {
    await t.close();
  });
  const signIn = (email: string, password: string, ip: string) =>
    t.call('POST', '/api/login', { body: { email, password }, headers: { 'x-forwarded-for': ip } });

  it('12 wrong passwords from one address do not lock the owner out from another address', async () => {
    const email = 'angajat@balta-demo.ro';
    const statuses: number[] = [];
    for (let i = 0; i < 12; i++) statuses.push((await signIn(email, `gresita-${i}`, '203.0.113.10')).status);
    expect(statuses).toEqual([...Array(10).fill(401), 429, 429]);
    const refused = await signIn(email, 'gresita-12', '203.0.113.10');
    expect(refused.status).toBe(429);
    expect(refused.body).toEqual({ message: 'Prea multe încercări. Încercați din nou peste un minut.' });
    // The owner, elsewhere, with the right password.
    expect((await signIn(email, PASSWORD, '198.51.100.20')).status).toBe(200);
  });

  it('doubles the wait with each further failure from the same address on the same account', async () => {
    const email = 'admin@lacul-linistit.ro';
    const ip = '203.0.113.20';
    for (let i = 0; i < 10; i++) expect((await signIn(email, 'gresita', ip)).status).toBe(401);
    const waits: number[] = [];
    for (let round = 0; round < 3; round++) {
      const refused = await signIn(email, 'gresita', ip);
      expect(refused.status).toBe(429);
      waits.push(Number(refused.headers['retry-after-signin']));
      // Refused again while the wait lasts, without lengthening it.
      const again = await signIn(email, PASSWORD, ip);
      expect(again.status).toBe(429);
      expect(Number(again.headers['retry-after-signin'])).toBeLessThanOrEqual(waits[round]);
      await sleep(waits[round] * 1000 + 150);
      // Once the wait is over one attempt goes through; the next failure waits twice as long.
      expect((await signIn(email, 'gresita', ip)).status).toBe(401);
    }
    expect(waits).toEqual([1, 2, 4]);
    // Meanwhile the owner signs in from another address.
    expect((await signIn(email, PASSWORD, '198.51.100.21')).status).toBe(200);
  }, 30_000);

  it('upgrades a hash made with the old parameters at the next successful sign-in', async () => {
    const email = 'admin@balta-demo.ro';
    // The parameters used before: argon2's defaults, 64 MiB, t=3, p=4.
    const old = await argon2.hash(PASSWORD, { type: argon2.argon2id, memoryCost: 65536, timeCost: 3, parallelism: 4 });
    await t.dataSource.query('UPDATE users SET password = ? WHERE email = ?', [old, email]);
    const stored = async () =>
      (await t.dataSource.query<{ password: string }[]>('SELECT password FROM users WHERE email = ?', [email]))[0]
        .password;
    expect((await signIn(email, 'gresita', '192.0.2.50')).status).toBe(401);
    expect(await stored()).toBe(old);
    expect((await signIn(email, PASSWORD, '192.0.2.50')).status).toBe(200);
    const upgraded = await stored();
    expect(upgraded).toMatch(/^\$argon2id\$v=19\$m=19456,p=1,t=2\$/);
    expect((await signIn(email, PASSWORD, '192.0.2.50')).status).toBe(200);
    expect(await stored()).toBe(upgraded);
  });
});

describe(`password hashing under a concurrency bound (${DB_KIND})`, () => {
  let t: TestApp;
  beforeAll(async () => {
    // One hash at a time, three waiting: the rest of a storm is answered 429 at once.
    t = await startTestApp({ PASSWORD_HASH_CONCURRENCY: '1', PASSWORD_HASH_QUEUE: '3', TRUST_PROXY: 'true' });
  });
  afterAll(async () => {
    await t.close();
  });

  it('queues sign-ins past the bound, refuses those past the queue in Romanian, and keeps answering others', async () => {
    const token = await t.login('admin@balta-demo.ro');
    const storm = Array.from({ length: 16 }, (_, i) =>
      t.call('POST', '/api/login', {
        body: { email: 'angajat@balta-demo.ro', password: PASSWORD },
        headers: { 'x-forwarded-for': `192.0.2.${i + 1}` },
      }),
    );
    const reads = Array.from({ length: 5 }, () => t.call('GET', '/api/user', { token }));
    const answers = await Promise.all(storm);
    const signedIn = answers.filter((r) => r.status === 200);
    const busy = answers.filter((r) => r.status === 429);
    // One hashing and three queued get through, at least; none fails otherwise.
    expect(signedIn.length).toBeGreaterThanOrEqual(4);
    expect(busy.length).toBeGreaterThan(0);
    expect(signedIn.length + busy.length).toBe(16);
    for (const r of busy) {
      expect(r.body).toEqual({ message: 'Prea multe autentificări în curs. Încercați din nou în câteva secunde.' });
    }
    for (const r of await Promise.all(reads)) expect(r.status).toBe(200);
    // The storm over, a sign-in goes through again.
    expect(
      (await t.call('POST', '/api/login', { body: { email: 'angajat@balta-demo.ro', password: PASSWORD } })).status,
    ).toBe(200);
  });
});
