import fs from 'node:fs';
import { MailService } from '@app/mail/mail.service';
import { DB_KIND, demoIds, PASSWORD, startTestApp, TestApp } from './support/app';

/**
 * What the server logs: JSON lines with a request id, the user and company on signed-in
 * requests, and never a bearer token, a password, a reset token or an angler's personal data.
 */

const CNP = '1800101123450';
const PHONE = '0722555666';
const CLIENT_EMAIL = 'ion.logat@exemplu.ro';
const NEW_PASSWORD = 'ParolaSecreta#2026';

describe(`request logs (${DB_KIND})`, () => {
  let t: TestApp;
  let A: number;
  const captured: string[] = [];
  const restore: (() => void)[] = [];

  /** pino writes to fd 1 through sonic-boom (fs.write / fs.writeSync) or, in some setups, process.stdout. */
  function capture() {
    const keep = (chunk: unknown) => {
      if (typeof chunk === 'string') captured.push(chunk);
      else if (Buffer.isBuffer(chunk) || chunk instanceof Uint8Array) captured.push(Buffer.from(chunk).toString());
    };
    const stdoutWrite = process.stdout.write;
    process.stdout.write = (chunk: unknown) => {
      keep(chunk);
      return true;
    };
    restore.push(() => (process.stdout.write = stdoutWrite));
    const writeSync = fs.writeSync;
    (fs as { writeSync: unknown }).writeSync = (fd: number, data: unknown, ...rest: unknown[]) => {
      if (fd === 1) {
        keep(data);
        return typeof data === 'string' ? Buffer.byteLength(data) : (data as Buffer).length;
      }
      return (writeSync as (...a: unknown[]) => number)(fd, data, ...rest);
    };
    restore.push(() => ((fs as { writeSync: unknown }).writeSync = writeSync));
    const write = fs.write;
    (fs as { write: unknown }).write = (fd: number, data: unknown, ...rest: unknown[]) => {
      if (fd === 1) {
        keep(data);
        const cb = rest.find((r) => typeof r === 'function') as ((...a: unknown[]) => void) | undefined;
        const n = typeof data === 'string' ? Buffer.byteLength(data) : (data as Buffer).length;
        if (cb) process.nextTick(cb, null, n, data);
        return;
      }
      return (write as (...a: unknown[]) => void)(fd, data, ...rest);
    };
    restore.push(() => ((fs as { write: unknown }).write = write));
  }

  beforeAll(async () => {
    capture();
    t = await startTestApp({ LOG_LEVEL: 'info' });
    ({ companyA: A } = await demoIds(t));
  }, 60_000);
  afterAll(async () => {
    await t.close();
    while (restore.length) restore.pop()!();
  });

  it('logs JSON lines with the request id and the signed-in user, and no secret or personal data', async () => {
    const login = await t.call('POST', '/api/login', { body: { email: 'admin@balta-demo.ro', password: PASSWORD } });
    expect(login.status).toBe(200);
    const token: string = login.body.token;
    const me = await t.call('GET', '/api/user', { token });
    const adminId: number = me.body.user.id;

    const mails: { text: string }[] = [];
    const mailer = t.app.get(MailService);
    const send = mailer.send.bind(mailer);
    const spy = jest.spyOn(mailer, 'send').mockImplementation(async (mail) => {
      mails.push(mail);
      return send(mail);
    });
    const reset = await t.call('POST', '/api/password/email', { body: { email: 'angajat@balta-demo.ro' } });
    // The link is made and mailed just after the answer.
    for (let i = 0; i < 250 && !mails.length; i++) await new Promise((r) => setTimeout(r, 20));
    spy.mockRestore();
    expect(reset.status).toBeLessThan(300);
    const mailedToken = /\/password\/reset\/([^?\s]+)/.exec(mails[0]?.text ?? '')?.[1];
    expect(mailedToken).toBeTruthy();
    // The token the reset mail carries (stored hashed or not, it may not be logged in either form).
    const resetRows: Record<string, unknown>[] = await t.dataSource.query('SELECT * FROM password_resets');
    const resetSecrets = resetRows.flatMap((r) =>
      Object.entries(r)
        .filter(([k, v]) => /token|hash/i.test(k) && typeof v === 'string' && v.length >= 16)
        .map(([, v]) => v as string),
    );
    const failedReset = await t.call('POST', '/api/password/reset/abcdefghijklmnopqrstuvwxyz123456', {
      body: { email: 'angajat@balta-demo.ro', password: NEW_PASSWORD, password_confirmation: NEW_PASSWORD },
    });
    const failedResetQuery = await t.call(
      'POST',
      `/api/password/reset?token=tok-in-query-0123456789&email=${encodeURIComponent('angajat@balta-demo.ro')}`,
      {
        body: {
          token: 'tok-in-body-0123456789',
          email: 'angajat@balta-demo.ro',
          password: NEW_PASSWORD,
          password_confirmation: NEW_PASSWORD,
        },
      },
    );
    expect(failedReset.status).toBeLessThan(500);
    expect(failedResetQuery.status).toBeLessThan(500);

    const client = await t.call('POST', `/api/company/${A}/createClient`, {
      token,
      body: { first_name: 'Ion', last_name: 'Logatu', cnp: CNP, phone: PHONE, email: CLIENT_EMAIL },
    });
    expect(client.status).toBe(201);
    // An error path too: a 422 must not echo the submitted values into the log.
    const bad = await t.call('POST', `/api/company/${A}/createClient`, {
      token,
      body: { first_name: 'Ion', last_name: 'Logatu', cnp: '1800101123451', phone: PHONE, email: CLIENT_EMAIL },
    });
    expect(bad.status).toBe(422);
    // Health checks (the containers' probes every 15 s) are not logged (OPERATIONS.md §7).
    for (const path of ['/api/health', '/api/health?probe=1']) expect((await t.call('GET', path)).status).toBe(200);
    // A failed sign-in with a password and an authorization header on an unauthenticated call.
    await t.call('POST', '/api/login', { body: { email: 'admin@balta-demo.ro', password: NEW_PASSWORD } });
    await t.call('GET', '/api/user', { token: `${token}x` });

    // Let sonic-boom flush.
    await new Promise((r) => setTimeout(r, 200));
    const text = captured.join('');
    const lines = text.split('\n').filter((l) => l.trim());
    expect(lines.length).toBeGreaterThan(5);

    const entries = lines.map((line) => {
      try {
        return JSON.parse(line) as Record<string, any>;
      } catch {
        throw new Error(`not a JSON log line: ${line.slice(0, 200)}`);
      }
    });
    const requests = entries.filter((e) => e.req);
    expect(requests.length).toBeGreaterThanOrEqual(8);
    for (const e of requests) expect(typeof e.req.id).toBe('string');
    const authed = requests.filter((e) => e.req.url === '/api/user' && e.res?.status_code === 200);
    expect(authed.length).toBeGreaterThan(0);
    for (const e of authed) expect(e).toMatchObject({ user_id: adminId, company_id: A });
    expect(requests.filter((e) => String(e.req.url).startsWith('/api/health'))).toEqual([]);
    const created = requests.find((e) => e.req.url === `/api/company/${A}/createClient` && e.res?.status_code === 201);
    expect(created).toMatchObject({ user_id: adminId, company_id: A });

    const forbidden: [string, string][] = [
      ['bearer token', token],
      ['token signature', token.split('.').pop()!],
      ['password', PASSWORD],
      ['new password', NEW_PASSWORD],
      ['CNP', CNP],
      ['CNP (invalid one)', '1800101123451'],
      ['phone', PHONE],
      ["client's email", CLIENT_EMAIL],
      ['reset token in path', 'abcdefghijklmnopqrstuvwxyz123456'],
      ['reset token in query', 'tok-in-query-0123456789'],
      ['reset token in body', 'tok-in-body-0123456789'],
      ['mailed reset token', mailedToken!],
      ...resetSecrets.map((s) => ['stored reset token', s] as [string, string]),
    ];
    const found = forbidden.filter(([, secret]) => text.includes(secret)).map(([what]) => what);
    expect(found).toEqual([]);
    expect(text).not.toMatch(/Bearer\s+ey/i);
    expect(text).not.toMatch(/"authorization"\s*:\s*"(?!\[redacted\])/i);
  });
});
