// The agent when the server refuses or is not there: a result refused (422, 409), the server down,
// a token revoked (401), and a restart with a result still to report. Whatever happens, a bon is
// printed at most once and the jobs after it go on.
import assert from 'node:assert/strict';
import { existsSync, readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { join } from 'node:path';
import { describe, test } from 'node:test';
import { Agent } from '../src/agent.mjs';
import { agentConfig, journalLines, runAgent, simulator, tempDir } from './support/harness.mjs';
import { startServer } from './support/server.mjs';

const done = (job) => job.status === 'printed' || job.status === 'failed';
const logOf = (cfg) => {
  const path = join(cfg.data_dir, 'balti-agent.log');
  return existsSync(path) ? readFileSync(path, 'utf8') : '';
};
const pause = (ms) => new Promise((r) => setTimeout(r, ms));

async function setup(t, format = 'fprint', { agent = true } = {}) {
  const root = tempDir();
  const server = await startServer({ format });
  const sim = simulator(root, format).start();
  const cfg = agentConfig(root, server);
  const running = agent ? runAgent(cfg) : null;
  t.after(async () => {
    await running?.stop();
    await sim.stop();
    await server.close();
  });
  return { root, server, sim, cfg, running };
}

for (const format of ['fprint', 'ecrbridge']) {
  describe(`${format}: results the server refuses`, () => {
    test('a Z whose totals the server refuses (422): logged in Romanian, reported printed without totals, never printed again, and the next bon prints', async (t) => {
      const { server, sim, cfg } = await setup(t, format);
      sim.fail('z-comma'); // the driver writes "50,00": the server takes amounts as "50.00"
      const sale = server.addSale();
      const z = server.addReport('z_report');
      await server.waitFor(() => done(sale) && done(z), 10_000, 'the sale and the Z');
      const after = server.addSale();
      await server.waitFor(() => done(after), 10_000, 'the bon after the refused result');

      assert.equal(after.status, 'printed');
      assert.equal(z.status, 'printed');
      assert.equal(z.result.z_report, undefined);
      assert.equal(z.error_code, 'Z_FARA_TOTALURI'); // what the server records (fiscal-agent.service.ts)
      const refused = server.results.filter((r) => r.id === z.id);
      assert.deepEqual(
        refused.map((r) => r.status),
        [422, 200],
        'the refused result once, then the bare one',
      );
      const journal = sim.readJournal();
      assert.equal(journal.reports.filter((r) => r.type === 'Z').length, 1);
      assert.equal(journal.bons.length, 2);
      const log = logOf(cfg);
      assert.match(
        log,
        new RegExp(
          `lucrare ${z.id} încercarea 1: rezultatul a fost refuzat de server \\(Serverul a răspuns 422: Datele trimise nu sunt valide\\. z_report\\.totals`,
        ),
      );
      assert.match(
        log,
        new RegExp(
          `lucrare ${z.id} încercarea 1: Casa de marcat l-a tipărit \\(tipărit Z 1.*\\); nu se tipărește din nou\\. Trimis serverului fără detalii`,
        ),
      );
    });
  });
}

describe('the server refuses or is away', () => {
  test('a result refused whatever is sent (422): logged, the bon not printed again, the later jobs print, also after a restart', async (t) => {
    const { server, sim, cfg, running } = await setup(t);
    const first = server.addSale();
    server.answerResults(first.id, 422, 'Datele trimise nu sunt valide.');
    const second = server.addSale();
    await server.waitFor(() => done(second), 10_000, 'the bon after the refused one');
    assert.equal(second.status, 'printed');
    assert.equal(first.status, 'sent'); // the server never took a result for it
    assert.equal(sim.readJournal().bons.length, 2);
    assert.match(
      logOf(cfg),
      new RegExp(
        `lucrare ${first.id} încercarea 1: Casa de marcat l-a tipărit \\(tipărit bon 1 serie SIM00001\\); nu se tipărește din nou\\. Serverul l-a refuzat și fără detalii \\(Serverul a răspuns 422: Datele trimise nu sunt valide\\.\\); înregistrați-l în Bălți\\.`,
      ),
    );
    const sent = server.results.filter((r) => r.id === first.id).length;
    assert.equal(sent, 2, 'the full result once and the bare one once, not at every retry');

    // The server still hands the job out; a restarted agent knows it from its journal.
    await running.stop();
    const again = runAgent(cfg);
    t.after(() => again.stop());
    const third = server.addSale();
    await server.waitFor(() => done(third), 10_000, 'a bon after the restart');
    await pause(300);
    assert.equal(sim.readJournal().bons.length, 3);
    assert.equal(server.results.filter((r) => r.id === first.id).length, sent);
    assert.equal(journalLines(cfg).filter((e) => e.job === first.id && e.state === 'writing').length, 1);
  });

  test("a sale whose details the server refuses (422): sent bare as DETALII_REFUZATE, so the server asks for the bon's number; printed once", async (t) => {
    const { server, sim } = await setup(t);
    const sale = server.addSale();
    server.answerResults(sale.id, 422, 'Datele trimise nu sunt valide.', (body) => Boolean(body.receipt_number));
    const after = server.addSale();
    await server.waitFor(() => done(sale) && done(after), 10_000, 'the sale and the bon after it');
    assert.equal(sale.status, 'printed');
    assert.equal(sale.error_code, 'DETALII_REFUZATE'); // what the server records (backend/src/fiscal/fiscal-attention.ts)
    assert.deepEqual(
      server.results.filter((r) => r.id === sale.id).map((r) => [r.status, r.body.error_code ?? null]),
      [
        [422, null],
        [200, 'DETALII_REFUZATE'],
      ],
    );
    assert.equal(after.status, 'printed');
    assert.equal(after.error_code, undefined); // its number arrived: nothing to record
    assert.equal(sim.readJournal().bons.length, 2);
  });

  test('a result refused with 409: logged, not sent again, the later jobs print', async (t) => {
    const { server, sim, cfg } = await setup(t);
    const first = server.addSale();
    server.answerResults(first.id, 409, 'Bonul este deja tipărit.');
    const second = server.addSale();
    await server.waitFor(() => done(second), 10_000, 'the next bon');
    await pause(200);
    assert.equal(server.results.filter((r) => r.id === first.id).length, 1);
    assert.equal(sim.readJournal().bons.length, 2);
    assert.match(
      logOf(cfg),
      new RegExp(
        `lucrare ${first.id} încercarea 1: rezultatul a fost refuzat de server \\(Serverul a răspuns 409: Bonul este deja tipărit\\.\\)`,
      ),
    );
  });

  test('the server down for a while: said once in Romanian, the queued bons print once each when it is back', async (t) => {
    const { server, sim, cfg } = await setup(t);
    await server.waitFor(() => server.polls.length > 0, 5_000, 'the first poll');
    server.setDown(true);
    const jobs = [server.addSale(), server.addSale()];
    await server.waitFor(() => /nu poate fi contactat/.test(logOf(cfg)), 5_000, 'the outage in the log');
    await pause(500);
    assert.equal(logOf(cfg).match(/Serverul nu poate fi contactat/g).length, 1, 'logged once, not at every retry');
    assert.doesNotMatch(logOf(cfg), /fetch failed/);
    assert.equal(sim.readJournal().bons.length, 0);
    server.setDown(false);
    await server.waitFor(() => jobs.every(done), 10_000, 'the bons after the outage');
    assert.ok(jobs.every((j) => j.status === 'printed'));
    assert.equal(sim.readJournal().bons.length, 2);
    assert.match(logOf(cfg), /Legătura cu serverul este în regulă\./);
  });

  test('the server unreachable when a result is due: the bon is printed once and its result reported when the server is back', async (t) => {
    const { server, sim } = await setup(t);
    const job = server.addSale();
    server.answerResults(job.id, 503, 'Serviciu indisponibil');
    await server.waitFor(() => server.results.filter((r) => r.id === job.id).length >= 2, 5_000, 'retries');
    assert.equal(job.status, 'sent');
    server.answerResults(job.id, null);
    await server.waitFor(() => done(job), 5_000, 'the result');
    assert.equal(job.status, 'printed');
    assert.equal(job.result.receipt_number, '1');
    assert.equal(sim.readJournal().bons.length, 1);
  });

  test('a token revoked while a bon prints (401): nothing printed after it; restarted with the new token, its result is reported and it is not printed again', async (t) => {
    const { server, sim, cfg, running } = await setup(t);
    sim.fail('slow', 300);
    const job = server.addSale();
    await server.waitFor(() => job.status === 'sent', 5_000, 'the job handed out');
    server.setToken('bfd_1_newtokennewtokennewtokennewtokennewto');
    const later = server.addSale();
    await server.waitFor(() => /401/.test(logOf(cfg)), 5_000, 'the 401 in the log');
    await pause(300);
    assert.equal(job.status, 'sent');
    assert.equal(later.status, 'queued');
    assert.equal(sim.readJournal().bons.length, 1);
    assert.match(logOf(cfg), /Refuzat de server \(401\): tokenul nu este valid\./);

    await running.stop();
    const renewed = runAgent({ ...cfg, token: 'bfd_1_newtokennewtokennewtokennewtokennewto' });
    t.after(() => renewed.stop());
    await server.waitFor(() => done(job) && done(later), 10_000, 'both results');
    assert.equal(job.result.receipt_number, '1');
    assert.equal(later.result.receipt_number, '2');
    assert.equal(sim.readJournal().bons.length, 2);
  });

  test('a server that answers every poll at once with nothing: the agent asks about once a second, not in a loop', async (t) => {
    const root = tempDir();
    const server = await startServer({ format: 'fprint', holdsPolls: false });
    const running = runAgent(agentConfig(root, server));
    t.after(async () => {
      await running.stop();
      await server.close();
    });
    await pause(2_500);
    assert.ok(server.polls.length >= 2 && server.polls.length <= 4, `${server.polls.length} polls in 2.5 s`);
    // A job still prints at the next poll.
    const sim = simulator(root, 'fprint').start();
    t.after(() => sim.stop());
    const job = server.addSale();
    await server.waitFor(() => done(job), 5_000, 'the bon');
    assert.equal(job.status, 'printed');
  });

  test("a server that does not answer in time: said in Romanian, not in fetch's words", async (t) => {
    const silent = createServer(() => {}); // takes the request, never answers
    await new Promise((r) => silent.listen(0, '127.0.0.1', r));
    t.after(() => {
      silent.closeAllConnections();
      silent.close();
    });
    const root = tempDir();
    const agent = new Agent(agentConfig(root, { url: `http://127.0.0.1:${silent.address().port}` }), { stdout: false });
    t.after(() => agent.journal.close());
    await assert.rejects(agent.request('/api/fiscal-agent/poll', {}, new AbortController().signal, 0.3), {
      message: 'Serverul nu a răspuns în 0.3 s',
    });
  });
});
