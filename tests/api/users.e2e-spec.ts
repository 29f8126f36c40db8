import { DB_KIND, demoWorld, PASSWORD, TestApp } from './support/app';
import { raceHeld } from './support/locks';

describe(`company users (${DB_KIND})`, () => {
  let t: TestApp;
  let A: number;
  let B: number;
  let adminA: string;
  let staffA: string;
  let adminB: string;
  let adminAId: number;
  const base = (c: number) => `/api/company/${c}`;
  const OWN_ACCOUNT = 'E-mailul și parola contului tău se schimbă din Profil, cu parola actuală.';
  const newUser = (email: string, role = 3) => ({
    name: 'Ion Paznic',
    email,
    password: 'Parola123',
    password_confirmation: 'Parola123',
    role,
  });

  beforeAll(async () => {
    ({ t, A, B, adminA, staffA, adminB } = await demoWorld());
    adminAId = (await t.call('GET', '/api/user', { token: adminA })).body.user.id;
  });
  afterAll(async () => {
    await t.close();
  });

  it('answers 401 without a token and 403 to staff, to another company and to the platform admin on every users route', async () => {
    const platform = await t.login('platform@demo.ro');
    const routes: [string, string, object?][] = [
      ['POST', '/users', {}],
      ['POST', '/createUser', newUser('x@x.ro')],
      ['GET', `/users/${adminAId}`],
      ['POST', `/users/${adminAId}/update`, { name: 'X' }],
      ['POST', `/users/${adminAId}/delete`, {}],
      ['POST', `/users/${adminAId}/restore`, {}],
    ];
    for (const [method, path, body] of routes) {
      expect((await t.call(method, `${base(A)}${path}`, { body })).status).toBe(401);
      for (const token of [staffA, adminB, platform]) {
        expect((await t.call(method, `${base(A)}${path}`, { token, body })).status).toBe(403);
      }
    }
  });

  it('creates staff and administrators, with Romanian 422s for bad fields and taken emails', async () => {
    const res = await t.call('POST', `${base(A)}/createUser`, { token: adminA, body: newUser('paznic@balta-demo.ro') });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ email: 'paznic@balta-demo.ro', role: 3, company_id: A, deleted_at: null });
    expect(res.text).not.toContain('argon2');
    expect(
      (await t.call('POST', '/api/login', { body: { email: 'paznic@balta-demo.ro', password: 'Parola123' } })).status,
    ).toBe(200);

    const bad = await t.call('POST', `${base(A)}/createUser`, {
      token: adminA,
      body: { name: '', email: 'nu-e-email', password: 'scurt', password_confirmation: 'alta', role: 1 },
    });
    expect(bad.status).toBe(422);
    expect(Object.keys(bad.body.errors).sort()).toEqual(['email', 'name', 'password', 'password_confirmation', 'role']);
    const taken = await t.call('POST', `${base(A)}/createUser`, {
      token: adminA,
      body: newUser('ADMIN@lacul-linistit.ro'),
    });
    expect(taken.body.errors).toEqual({ email: ['Există deja un cont cu acest email.'] });
  });

  it("lists the company's users only, searchable, and shows deleted ones on request", async () => {
    const list = await t.call('POST', `${base(A)}/users`, {
      token: adminA,
      body: { sort_by: 'email', sort_dir: 'asc' },
    });
    expect(list.status).toBe(200);
    expect(list.body.data.map((u: { email: string }) => u.email)).toEqual([
      'admin@balta-demo.ro',
      'angajat@balta-demo.ro',
      'paznic@balta-demo.ro',
    ]);
    expect(list.body).toMatchObject({ total: 3, current_page: 1, per_page: 25, last_page: 1 });
    const staffOnly = await t.call('POST', `${base(A)}/users`, { token: adminA, body: { role: 3, search: 'paznic' } });
    expect(staffOnly.body.data.map((u: { email: string }) => u.email)).toEqual(['paznic@balta-demo.ro']);
  });

  it('soft-deletes a user, ends their sessions at once, and restores them', async () => {
    const session = await t.login('paznic@balta-demo.ro', 'Parola123');
    const id = (await t.call('GET', '/api/user', { token: session })).body.user.id;
    const del = await t.call('POST', `${base(A)}/users/${id}/delete`, { token: adminA });
    expect(del.status).toBe(200);
    expect((await t.call('GET', '/api/user', { token: session })).status).toBe(401);
    expect(
      (await t.call('POST', '/api/login', { body: { email: 'paznic@balta-demo.ro', password: 'Parola123' } })).status,
    ).toBe(401);

    const active = await t.call('POST', `${base(A)}/users`, { token: adminA, body: {} });
    expect(active.body.data.map((u: { id: number }) => u.id)).not.toContain(id);
    const deleted = await t.call('POST', `${base(A)}/users`, { token: adminA, body: { only_deleted: true } });
    expect(deleted.body.data).toEqual([expect.objectContaining({ id, deleted_at: expect.any(String) })]);
    const all = await t.call('POST', `${base(A)}/users`, { token: adminA, body: { with_deleted: true } });
    expect(all.body.total).toBe(3);

    const restored = await t.call('POST', `${base(A)}/users/${id}/restore`, { token: adminA });
    expect(restored.status).toBe(200);
    expect(restored.body.deleted_at).toBeNull();
    expect(
      (await t.call('POST', '/api/login', { body: { email: 'paznic@balta-demo.ro', password: 'Parola123' } })).status,
    ).toBe(200);
  });

  it('refuses deleting oneself and removing the last active administrator', async () => {
    const self = await t.call('POST', `${base(A)}/users/${adminAId}/delete`, { token: adminA });
    expect(self.status).toBe(409);
    expect(self.body).toEqual({ message: 'Nu vă puteți șterge propriul cont.' });

    const second = await t.call('POST', `${base(A)}/createUser`, {
      token: adminA,
      body: newUser('sef2@balta-demo.ro', 2),
    });
    const secondToken = await t.login('sef2@balta-demo.ro', 'Parola123');
    // With two administrators one may go; the last one may not be deleted or demoted.
    expect((await t.call('POST', `${base(A)}/users/${adminAId}/delete`, { token: secondToken })).status).toBe(200);
    const demote = await t.call('POST', `${base(A)}/users/${second.body.id}/update`, {
      token: secondToken,
      body: { role: 3 },
    });
    expect(demote.status).toBe(409);
    await t.call('POST', `${base(A)}/users/${adminAId}/restore`, { token: secondToken });
    const last = await t.call('POST', `${base(A)}/users/${second.body.id}/delete`, {
      token: await t.login('admin@balta-demo.ro'),
    });
    expect(last.status).toBe(200);
  });

  it("refuses an administrator's own e-mail and password through the users list: Profil asks for the current password", async () => {
    // Signed in again: the test before ended this administrator's sessions (a deletion and restore).
    const admin = await t.login('admin@balta-demo.ro');
    const own = `${base(A)}/users/${adminAId}/update`;
    const password = await t.call('POST', own, {
      token: admin,
      body: { password: 'Preluat1234', password_confirmation: 'Preluat1234' },
    });
    expect(password.status).toBe(422);
    expect(password.body.errors).toEqual({ password: [OWN_ACCOUNT] });
    const email = await t.call('POST', own, { token: admin, body: { email: 'preluat@exemplu.ro' } });
    expect(email.status).toBe(422);
    expect(email.body.errors).toEqual({ email: [OWN_ACCOUNT] });
    // Nothing changed: the old password still signs in, the new one does not.
    expect(
      (await t.call('POST', '/api/login', { body: { email: 'admin@balta-demo.ro', password: PASSWORD } })).status,
    ).toBe(200);
    expect(
      (await t.call('POST', '/api/login', { body: { email: 'preluat@exemplu.ro', password: 'Preluat1234' } })).status,
    ).toBe(401);
    // Their name and phone, and the same e-mail sent back by the form, are still theirs to save here.
    const me = (await t.call('GET', `${base(A)}/users/${adminAId}`, { token: admin })).body;
    const name = await t.call('POST', own, {
      token: admin,
      body: { name: me.name, email: 'admin@balta-demo.ro', phone: me.phone ?? '' },
    });
    expect(name.status).toBe(200);
  });

  it("answers 404 for another company's user id on one's own path", async () => {
    const foreignId = (await t.call('GET', '/api/user', { token: adminB })).body.user.id;
    // The earlier delete/restore of this administrator ended the first session: sign in again.
    adminA = await t.login('admin@balta-demo.ro');
    for (const [method, suffix] of [
      ['GET', ''],
      ['POST', '/update'],
      ['POST', '/delete'],
      ['POST', '/restore'],
    ] as const) {
      const res = await t.call(method, `${base(A)}/users/${foreignId}${suffix}`, {
        token: adminA,
        body: method === 'POST' ? { name: 'X' } : undefined,
      });
      expect(res.status).toBe(404);
    }
    expect((await t.call('GET', '/api/user', { token: adminB })).body.user.name).not.toBe('X');
  });

  it('updates a user and ends their sessions when the password changes', async () => {
    const session = await t.login('angajat@balta-demo.ro');
    const id = (await t.call('GET', '/api/user', { token: session })).body.user.id;
    const res = await t.call('POST', `${base(A)}/users/${id}/update`, {
      token: await t.login('admin@balta-demo.ro'),
      body: { name: 'Mihai I.', phone: '0744 000 000', password: 'NouaParola1', password_confirmation: 'NouaParola1' },
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ name: 'Mihai I.', phone: '0744 000 000', role: 3 });
    expect((await t.call('GET', '/api/user', { token: session })).status).toBe(401);
    expect(
      (await t.call('POST', '/api/login', { body: { email: 'angajat@balta-demo.ro', password: 'NouaParola1' } }))
        .status,
    ).toBe(200);
    await t.call('POST', `${base(A)}/users/${id}/update`, {
      token: await t.login('admin@balta-demo.ro'),
      body: { password: PASSWORD, password_confirmation: PASSWORD },
    });
  });

  describe('POST {base}/users/{id}/updateProfile', () => {
    it("lets staff edit their own profile, not someone else's, and only on their company's path", async () => {
      const token = await t.login('angajat@balta-demo.ro');
      const me = (await t.call('GET', '/api/user', { token })).body.user;
      expect((await t.call('POST', `${base(A)}/users/${me.id}/updateProfile`, { body: { name: 'X' } })).status).toBe(
        401,
      );
      const ok = await t.call('POST', `${base(A)}/users/${me.id}/updateProfile`, {
        token,
        body: { name: 'Mihai Ionescu' },
      });
      expect(ok.status).toBe(200);
      expect(ok.body.name).toBe('Mihai Ionescu');
      expect(
        (await t.call('POST', `${base(A)}/users/${adminAId}/updateProfile`, { token, body: { name: 'X' } })).status,
      ).toBe(403);
      expect(
        (await t.call('POST', `${base(B)}/users/${me.id}/updateProfile`, { token, body: { name: 'X' } })).status,
      ).toBe(403);
    });
  });

  if (DB_KIND === 'mariadb') {
    it('never lets two removals at once leave a company without an administrator (MariaDB, real locks)', async () => {
      const adminBId = (await t.call('GET', '/api/user', { token: adminB })).body.user.id as number;
      const second = await t.call('POST', `${base(B)}/createUser`, {
        token: adminB,
        body: newUser('sef2@lacul-linistit.ro', 2),
      });
      expect(second.status).toBe(201);
      // The company's administrators' rows are held, as by another removal; deleting the second one waits.
      const answer = await raceHeld(t.dataSource, {
        hold: (held) =>
          held.query('SELECT id FROM users WHERE company_id = ? AND role = 2 AND deleted_at IS NULL FOR UPDATE', [B]),
        request: () => t.call('POST', `${base(B)}/users/${second.body.id}/delete`, { token: adminB }),
        // Meanwhile the second administrator demotes the first, the one deleting them.
        meanwhile: (held) => held.query('UPDATE users SET role = 3 WHERE id = ?', [adminBId]),
      });
      // The deletion counts the administrators as they are now: the second is the last one, refused.
      expect(answer.status).toBe(409);
      expect(answer.body).toEqual({ message: 'Firma trebuie să aibă cel puțin un administrator activ.' });
      const [left] = await t.dataSource.query<{ n: number | string }[]>(
        'SELECT COUNT(*) AS n FROM users WHERE company_id = ? AND role = 2 AND deleted_at IS NULL',
        [B],
      );
      expect(Number(left.n)).toBe(1);
      await t.dataSource.query('UPDATE users SET role = 2 WHERE id = ?', [adminBId]);
    });
  }

  describe('concurrent requests for one email', () => {
    const count = async (email: string) => {
      const rows = await t.dataSource.query<{ n: number }[]>('SELECT COUNT(*) AS n FROM users WHERE email = ?', [
        email,
      ]);
      return Number(rows[0].n);
    };
    /** 31 staff accounts of company A (email `${prefix}${i}@balta-demo.ro`), by id. */
    const staff = async (prefix: string) => {
      const ids: number[] = [];
      for (let i = 0; i < 31; i++) {
        const res = await t.call('POST', `${base(A)}/createUser`, {
          token: adminA,
          body: newUser(`${prefix}${i}@balta-demo.ro`),
        });
        ids.push(res.body.id);
      }
      return ids;
    };

    it('creates one user of 60 created at once with one email; the others get the sequential 422, never 500', async () => {
      const create = () =>
        t.call('POST', `${base(A)}/createUser`, { token: adminA, body: newUser('dublura@balta-demo.ro') });
      const answers = await Promise.all(Array.from({ length: 60 }, create));
      const sequential = await create();
      expect(sequential.status).toBe(422);
      expect(answers.map((a) => a.status).sort()).toEqual([201, ...Array<number>(59).fill(422)]);
      for (const a of answers.filter((x) => x.status !== 201)) expect(a.body).toEqual(sequential.body);
      expect(await count('dublura@balta-demo.ro')).toBe(1);
    }, 60_000);

    it('gives one email to one of 30 users an administrator changes to it at once; the others get the sequential 422, never 500', async () => {
      const ids = await staff('schimbat');
      const update = (id: number) =>
        t.call('POST', `${base(A)}/users/${id}/update`, { token: adminA, body: { email: 'tinta@balta-demo.ro' } });
      const answers = await Promise.all(ids.slice(0, 30).map(update));
      const sequential = await update(ids[30]);
      expect(sequential.status).toBe(422);
      expect(answers.map((a) => a.status).sort()).toEqual([200, ...Array<number>(29).fill(422)]);
      for (const a of answers.filter((x) => x.status !== 200)) expect(a.body).toEqual(sequential.body);
      expect(await count('tinta@balta-demo.ro')).toBe(1);
    }, 60_000);

    it('gives one email to one of 30 users changing their own to it at once; the others get the sequential 422, never 500', async () => {
      const ids = await staff('propriu');
      const tokens = await Promise.all(ids.map((_, i) => t.login(`propriu${i}@balta-demo.ro`, 'Parola123')));
      const change = (i: number) =>
        t.call('POST', `${base(A)}/users/${ids[i]}/updateProfile`, {
          token: tokens[i],
          body: { email: 'ales@balta-demo.ro', current_password: 'Parola123' },
        });
      const answers = await Promise.all(ids.slice(0, 30).map((_, i) => change(i)));
      const sequential = await change(30);
      expect(sequential.status).toBe(422);
      expect(answers.map((a) => a.status).sort()).toEqual([200, ...Array<number>(29).fill(422)]);
      for (const a of answers.filter((x) => x.status !== 200)) expect(a.body).toEqual(sequential.body);
      expect(await count('ales@balta-demo.ro')).toBe(1);
    }, 60_000);
  });
});
