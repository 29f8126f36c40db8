import { extractUrl, startSmtpServer, type SmtpCatcher } from '../support/smtp';
import { DB_KIND, PASSWORD, startTestApp, TestApp } from './support/app';

describe(`password reset through a real SMTP server (${DB_KIND})`, () => {
  let smtp: SmtpCatcher;
  let t: TestApp;

  beforeAll(async () => {
    smtp = await startSmtpServer();
    t = await startTestApp({
      SMTP_HOST: '127.0.0.1',
      SMTP_PORT: String(smtp.port),
      SMTP_FROM: 'Bălți <no-reply@baltiapp.test>',
    });
  });
  afterAll(async () => {
    await t.close();
    await smtp.stop();
  });

  async function requestLink(email: string): Promise<{ token: string; url: URL }> {
    smtp.clear();
    const res = await t.call('POST', '/api/password/email', { body: { email } });
    expect(res.status).toBe(200);
    const mail = await smtp.waitForMessage((m) => m.to.includes(email), 10_000);
    const link = extractUrl(mail.text, /https?:\/\/[^\s"'<>]+\/password\/reset\/[^\s"'<>]+/);
    if (!link) throw new Error(`no reset link in the mail: ${mail.text}`);
    const url = new URL(link);
    return { token: url.pathname.split('/').pop() as string, url };
  }

  it('answers the same 200 for a known and an unknown email, and mails only the known one', async () => {
    smtp.clear();
    const unknown = await t.call('POST', '/api/password/email', { body: { email: 'nimeni@nicaieri.ro' } });
    const known = await t.call('POST', '/api/password/email', { body: { email: 'angajat@balta-demo.ro' } });
    expect(unknown.status).toBe(200);
    expect(known.body).toEqual(unknown.body);
    await smtp.waitForMessage((m) => m.to.includes('angajat@balta-demo.ro'), 10_000);
    await new Promise((r) => setTimeout(r, 300));
    expect(smtp.messages.some((m) => m.to.includes('nimeni@nicaieri.ro'))).toBe(false);
  });

  it('mails a link to org.<domain>; following it sets the new password and ends the old sessions', async () => {
    const email = 'admin@balta-demo.ro';
    const oldSession = await t.login(email);
    const { token, url } = await requestLink(email);
    expect(url.host).toBe('org.baltiapp.test');
    expect(url.searchParams.get('email')).toBe(email);

    const reset = await t.call('POST', '/api/password/reset', {
      body: { token, email, password: 'ParolaNoua9', password_confirmation: 'ParolaNoua9' },
    });
    expect(reset.status).toBe(200);
    expect((await t.call('GET', '/api/user', { token: oldSession })).status).toBe(401);
    expect((await t.call('POST', '/api/login', { body: { email, password: PASSWORD } })).status).toBe(401);
    expect((await t.call('POST', '/api/login', { body: { email, password: 'ParolaNoua9' } })).status).toBe(200);

    const reuse = await t.call('POST', '/api/password/reset', {
      body: { token, email, password: 'AltaParola9', password_confirmation: 'AltaParola9' },
    });
    expect(reuse.status).toBe(422);
    expect(reuse.body.errors.token).toEqual(['Linkul de resetare este invalid sau a expirat.']);
  });

  it('sends the platform admin to admin.<domain>', async () => {
    const { url } = await requestLink('platform@demo.ro');
    expect(url.host).toBe('admin.baltiapp.test');
  });

  it('refuses an expired link, a link for another email and a mismatched confirmation', async () => {
    const email = 'angajat@balta-demo.ro';
    const { token } = await requestLink(email);
    const wrongEmail = await t.call('POST', '/api/password/reset', {
      body: { token, email: 'admin@lacul-linistit.ro', password: 'ParolaNoua9', password_confirmation: 'ParolaNoua9' },
    });
    expect(wrongEmail.status).toBe(422);
    const mismatch = await t.call('POST', '/api/password/reset', {
      body: { token, email, password: 'ParolaNoua9', password_confirmation: 'ParolaNoua8' },
    });
    expect(mismatch.status).toBe(422);
    expect(mismatch.body.errors.password_confirmation).toEqual(['Confirmarea parolei nu coincide.']);

    await t.dataSource.query('UPDATE password_resets SET expires_at = ? WHERE used_at IS NULL', [
      new Date(Date.now() - 60_000).toISOString().slice(0, 19).replace('T', ' '),
    ]);
    const expired = await t.call('POST', '/api/password/reset', {
      body: { token, email, password: 'ParolaNoua9', password_confirmation: 'ParolaNoua9' },
    });
    expect(expired.status).toBe(422);
    expect((await t.call('POST', '/api/login', { body: { email, password: PASSWORD } })).status).toBe(200);
  });
});
