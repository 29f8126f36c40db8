import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { DB_KIND, PASSWORD, startTestApp, TestApp } from './support/app';

const CLI = join(__dirname, '..', '..', 'backend', 'dist', 'auth', 'set-password.cli.js');

/**
 * `npm run user:password -- EMAIL` (backend/src/auth/set-password.cli.ts): the password of an
 * account whose reset mail cannot arrive (no SMTP; the platform admin's), set from the server's
 * console on the same database as the running API.
 */
describe(`a password set from the console (${DB_KIND})`, () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  const run = (args: string[], input: string) => {
    const db = t.config.database;
    return spawnSync(process.execPath, [CLI, ...args], {
      input,
      encoding: 'utf8',
      env: {
        PATH: process.env.PATH,
        NODE_ENV: 'test',
        DATABASE_URL: db.type === 'sqlite' ? `sqlite:${db.database}` : db.url.replace(/^mysql:/, `${db.type}:`),
        DATA_DIR: t.config.dataDir,
        JWT_SECRET: t.config.jwtSecret,
        SEED_DEMO: 'false',
        LOG_LEVEL: 'warn',
      },
    });
  };

  it("sets the platform admin's password and ends its sessions; refuses a short one and an unknown e-mail", async () => {
    const before = await t.login('platform@demo.ro');
    const short = run(['platform@demo.ro'], 'scurt\n');
    expect([short.status, short.stderr.trim()]).toEqual([65, 'Parola trebuie să aibă cel puțin 8 caractere.']);
    const unknown = run(['nimeni@nicaieri.ro'], 'ParolaNoua#2026\n');
    expect([unknown.status, unknown.stderr.trim()]).toEqual([66, 'Niciun cont cu emailul nimeni@nicaieri.ro.']);

    const done = run(['Platform@Demo.ro'], 'ParolaNoua#2026\n');
    expect([done.status, done.stdout.trim()]).toEqual([
      0,
      'Parola contului Platform@Demo.ro a fost schimbată; sesiunile lui s-au încheiat.',
    ]);
    expect((await t.call('GET', '/api/user', { token: before })).status).toBe(401);
    const old = await t.call('POST', '/api/login', { body: { email: 'platform@demo.ro', password: PASSWORD } });
    expect(old.status).toBe(401);
    expect(await t.login('platform@demo.ro', 'ParolaNoua#2026')).toEqual(expect.any(String));
  });
});
