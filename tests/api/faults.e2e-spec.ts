import { startThrowawayMariaDb, type ThrowawayMariaDb } from '../support/mariadb';
import { startTestApp, TestApp } from './support/app';

/**
 * The database goes away under the API and comes back (MariaDB only: it runs in the MariaDB
 * suite). While it is down the API answers 503 in Romanian; it recovers by itself and no
 * committed document is lost or renumbered. And a write that fails inside the issuing transaction
 * (a table gone) takes everything written before it back with it.
 */
describe('the database restarted under the API (mariadb)', () => {
  let db: ThrowawayMariaDb;
  let t: TestApp;
  let token: string;
  let base: string;
  let body: { plan_id: number; water_id: number };
  let clientId: number;

  beforeAll(async () => {
    db = await startThrowawayMariaDb({ database: 'balti_faults' });
    t = await startTestApp({ DATABASE_URL: db.url.replace(/^mysql:/, 'mariadb:'), DEMO_CATALOGUE: 'true' });
    token = await t.login('angajat@balta-demo.ro');
    const me = (await t.call('GET', '/api/user', { token })).body.user;
    base = `/api/company/${me.company_id}`;
    const catalogue = (await t.call('GET', `${base}/plans`, { token })).body;
    body = {
      plan_id: catalogue.plans.find((p: { name: string }) => p.name === 'Permis o zi').id,
      water_id: catalogue.waters.find((w: { name: string }) => w.name === 'Lacul Mare').id,
    };
    clientId = (
      await t.call('POST', `${base}/createClient`, { token, body: { first_name: 'Ion', last_name: 'Rezistent' } })
    ).body.id;
  }, 120_000);
  afterAll(async () => {
    // close(): the app, the fresh database made beside it and its temporary folder.
    await t?.close().catch(() => undefined);
    await db?.stop();
  });

  it('answers 503 while the database is down, recovers by itself and loses nothing', async () => {
    const before = [];
    for (let i = 0; i < 5; i++) {
      const res = await t.call('POST', `${base}/clients/${clientId}/createPass`, { token, body });
      expect(res.status).toBe(201);
      before.push({ id: res.body.id, number: res.body.number, total: res.body.total });
    }

    await db.crash();
    const unavailable = { message: 'Serviciul este temporar indisponibil. Încercați din nou în câteva momente.' };
    const during = await t.call('POST', `${base}/clients/${clientId}/createPass`, { token, body });
    expect(during.status).toBe(503);
    expect(during.body).toEqual(unavailable);
    const user = await t.call('GET', '/api/user', { token });
    expect(user.status).toBe(503);
    expect(user.body).toEqual(unavailable);
    expect((await t.call('GET', '/api/health')).status).toBe(503);

    await db.restart();
    const deadline = Date.now() + 30_000;
    let health = 0;
    while (Date.now() < deadline && health !== 200) {
      health = (await t.call('GET', '/api/health')).status;
      if (health !== 200) await new Promise((r) => setTimeout(r, 250));
    }
    expect(health).toBe(200);

    for (const pass of before) {
      const res = await t.call('GET', `${base}/passes/${pass.id}`, { token });
      expect(res.status).toBe(200);
      expect({ id: res.body.id, number: res.body.number, total: res.body.total }).toEqual(pass);
    }
    // The issue refused during the outage took no number.
    const after = await t.call('POST', `${base}/clients/${clientId}/createPass`, { token, body });
    expect(after.status).toBe(201);
    expect(after.body.number).toBe(before[4].number + 1);
  }, 120_000);

  it('rolls back the whole issue when a statistic in the one-trip block fails: no pass, no chitanță, no number', async () => {
    const state = async () => {
      const [row] = await t.dataSource.query(
        `SELECT (SELECT COUNT(*) FROM passes) AS passes, (SELECT COUNT(*) FROM receipts) AS receipts,
                (SELECT SUM(next_number) FROM doc_series) AS numbers,
                (SELECT SUM(receipts) FROM receipt_day_stats) AS receipt_stats,
                (SELECT SUM(passes) FROM pass_day_stats) AS pass_stats,
                (SELECT SUM(active) FROM pass_list_stats) AS list_stats`,
      );
      return Object.fromEntries(Object.entries(row).map(([k, v]) => [k, Number(v)]));
    };
    const issued = await t.call('POST', `${base}/clients/${clientId}/createPass`, { token, body });
    expect(issued.status).toBe(201);
    const before = await state();
    // The block's last statement (the angler's totals) fails after the first three ran.
    await t.dataSource.query('RENAME TABLE client_pass_totals TO client_pass_totals_away');
    try {
      const failed = await t.call('POST', `${base}/clients/${clientId}/createPass`, { token, body });
      expect(failed.status).toBe(500);
      expect(failed.body.message).toMatch(/eroare/i);
    } finally {
      await t.dataSource.query('RENAME TABLE client_pass_totals_away TO client_pass_totals');
    }
    expect(await state()).toEqual(before);
    const next = await t.call('POST', `${base}/clients/${clientId}/createPass`, { token, body });
    expect(next.status).toBe(201);
    expect(next.body.number).toBe(issued.body.number + 1);
  }, 60_000);
});
