// The whole flow on both formats: the in-test server (support/server.mjs), the agent and the driver
// simulator, as a lake would run them.
import assert from 'node:assert/strict';
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, test } from 'node:test';
import { agentConfig, journalLines, runAgent, simulator, tempDir } from './support/harness.mjs';
import { startServer } from './support/server.mjs';

const HOUR = 60 * 60 * 1000;

async function setup(t, format, { agent = true, sim = true, config = {} } = {}) {
  const root = tempDir();
  const server = await startServer({ format });
  const simulation = simulator(root, format);
  simulation.start();
  if (!sim) await simulation.stop();
  const cfg = agentConfig(root, server, config);
  const running = agent ? runAgent(cfg) : null;
  t.after(async () => {
    await running?.stop();
    await simulation.stop();
    await server.close();
  });
  return { root, server, sim: simulation, cfg, running };
}

const done = (job) => job.status === 'printed' || job.status === 'failed';

for (const format of ['fprint', 'ecrbridge']) {
  describe(`${format}: the agent with the simulator`, () => {
    test('200 sales queued while the agent is stopped: 200 bons in order, consecutive numbers, none twice, none missing', async (t) => {
      const { server, sim, cfg } = await setup(t, format, { agent: false });
      for (let i = 1; i <= 200; i++)
        server.addSale({ name: `Permis zi nr. ${i} — știucă`, price: `${40 + (i % 7)}.50` });
      const running = runAgent(cfg);
      t.after(() => running.stop());
      await server.waitFor(() => server.jobs.every(done), 60_000, '200 results');

      assert.ok(server.jobs.every((j) => j.status === 'printed'));
      const bons = sim.readJournal().bons;
      assert.equal(bons.length, 200);
      assert.deepEqual(
        bons.map((b) => b.number),
        Array.from({ length: 200 }, (_, i) => i + 1),
      );
      // in the jobs' order, each job's file printed once, and the server holds the bon's number
      const fileOf = (job) => (format === 'fprint' ? `balti-${job.id}-1.inp` : `balti-${job.id}-1.txt`);
      assert.deepEqual(
        bons.map((b) => b.file),
        server.jobs.map(fileOf),
      );
      for (const [i, job] of server.jobs.entries()) {
        assert.equal(job.result.receipt_number, String(bons[i].number));
        assert.equal(job.result.fiscal_serial, 'SIM00001');
        assert.equal(bons[i].total, job.sale.total);
      }
      const accepted = server.results.filter((r) => r.status === 200).map((r) => r.id);
      assert.equal(new Set(accepted).size, 200);
      const writes = journalLines(cfg).filter((e) => e.state === 'writing');
      assert.equal(writes.length, 200);
      const log = readFileSync(join(cfg.data_dir, 'balti-agent.log'), 'utf8');
      assert.equal(log.split('\n').filter((l) => /lucrare \d+ încercarea 1 \(sale/.test(l)).length, 200);
    });

    test('paper end fails the job in Romanian; after "paper loaded" the retry (attempt 2) prints it once', async (t) => {
      const { root, server, sim } = await setup(t, format);
      sim.fail('paper-end');
      const job = server.addSale();
      await server.waitFor(() => done(job), 10_000, 'the failed job');
      assert.equal(job.status, 'failed');
      assert.equal(job.result.error_code, '-150101');
      assert.equal(job.result.error_message, 'Hârtie terminată în casa de marcat.');
      await server.waitFor(() => server.device.last_state?.paper === 'out', 5_000, 'paper: out in the poll');

      writeFileSync(join(root, 'driver', 'hartie-incarcata.ctl'), ''); // the control file of the simulator
      server.retry(job.id);
      await server.waitFor(() => job.status === 'printed', 10_000, 'the retried job');
      assert.equal(job.attempt, 2);
      const bons = sim.readJournal().bons;
      assert.equal(bons.length, 1);
      assert.match(bons[0].file, new RegExp(`^balti-${job.id}-2\\.`));
      assert.equal(job.result.receipt_number, '1');
      await server.waitFor(() => server.device.last_state?.paper === 'ok', 5_000, 'paper: ok in the poll');
    });

    test('24 h after the last Z the sale is refused; a Z clears it and the retry prints', async (t) => {
      const { server, sim } = await setup(t, format);
      const first = server.addSale();
      await server.waitFor(() => done(first));
      sim.advanceClock(25 * HOUR);
      const sale = server.addSale({ payments: [{ method: 'card', amount: '50.00' }] });
      await server.waitFor(() => done(sale));
      assert.equal(sale.status, 'failed');
      assert.equal(sale.result.error_code, '-150204');
      assert.equal(sale.result.error_message, 'Au trecut 24 de ore de la ultimul raport Z. Tipăriți raportul Z.');

      const z = server.addReport('z_report');
      await server.waitFor(() => done(z));
      assert.equal(z.status, 'printed');
      assert.deepEqual(z.result.z_report, { number: 1, receipts: 1, totals: { cash: '50.00' } });
      assert.equal(z.result.fiscal_serial, 'SIM00001');
      await server.waitFor(() => server.device.last_state?.last_z_at, 5_000, 'last_z_at in the poll');

      server.retry(sale.id);
      await server.waitFor(() => done(sale) && sale.attempt === 2);
      assert.equal(sale.status, 'printed');
      assert.equal(sale.result.receipt_number, '2');
      const journal = sim.readJournal();
      assert.equal(journal.z_counter, 1);
      assert.deepEqual(journal.since_z, { receipts: 1, totals: { 1: '50.00' } });
    });

    test('an X report prints and changes nothing', async (t) => {
      const { server, sim } = await setup(t, format);
      const sale = server.addSale();
      const x = server.addReport('x_report');
      await server.waitFor(() => done(sale) && done(x));
      assert.equal(x.status, 'printed');
      const journal = sim.readJournal();
      assert.equal(journal.reports.length, 1);
      assert.equal(journal.reports[0].type, 'X');
      assert.equal(journal.z_counter, 0);
      assert.equal(journal.since_z.receipts, 1);
    });

    test('each poll reports the version, the driver folder, the paper and the last Z', async (t) => {
      const { server, cfg } = await setup(t, format);
      await server.waitFor(() => server.polls.length > 0);
      const first = server.polls[0];
      assert.equal(first.version, '1.0.0');
      assert.equal(first.driver_dir, cfg.driver_dir);
      assert.deepEqual(first.state, { paper: 'unknown', last_z_at: null, last_error: null });
      assert.equal(first.wait_seconds, 1);
      assert.match(first.agent_id, /^[0-9a-f-]{36}$/);
    });

    test('settings the format cannot render fail the job in Romanian and write nothing', async (t) => {
      const { root, server, sim } = await setup(t, format);
      server.device.settings = { ...server.device.settings, payment_codes: { cash: '0' } };
      const job = server.addSale({ payments: [{ method: 'card', amount: '50.00' }] });
      await server.waitFor(() => done(job));
      assert.equal(job.result.error_code, 'SETARI');
      assert.match(job.result.error_message, /^Setările casei de marcat nu se potrivesc cu formatul driverului\./);
      assert.equal(sim.readJournal().bons.length, 0);
      assert.deepEqual(
        readdirSync(join(root, 'driver', format === 'fprint' ? '.' : 'Bon')).filter((n) => n.startsWith('balti-')),
        [],
      );
    });

    test('a malformed line and a crash in the middle of a job: the error in Romanian; after the crash the bon exists once', async (t) => {
      const { root, server, sim } = await setup(t, format);
      sim.fail('malformed');
      const bad = server.addSale();
      await server.waitFor(() => done(bad));
      assert.equal(bad.result.error_code, '-100001');
      assert.equal(bad.result.error_message, 'Linie de comandă respinsă de casa de marcat.');

      sim.fail('crash-mid-job');
      const sale = server.addSale();
      await server.waitFor(() => sim.crashed, 10_000, 'the simulator to crash');
      const restarted = simulator(root, format).start(); // the device comes back
      t.after(() => restarted.stop());
      await server.waitFor(() => done(sale));
      assert.equal(sale.status, 'printed');
      const journal = restarted.readJournal();
      assert.equal(journal.bons.length, 1);
      assert.equal(journal.cancelled.length, 1);
      assert.equal(journal.cancelled[0].file, journal.bons[0].file);
    });

    test('a driver that never answers: the job fails with the timeout message and the file is taken back, never printed later', async (t) => {
      const { server, sim, cfg } = await setup(t, format, { sim: false, config: { answer_timeout_seconds: 0.5 } });
      const job = server.addSale();
      await server.waitFor(() => done(job));
      assert.equal(job.status, 'failed');
      assert.equal(job.result.error_code, 'TIMEOUT');
      assert.equal(job.result.error_message, 'Driverul casei de marcat nu răspunde.');
      const file = format === 'fprint' ? `balti-${job.id}-1.inp` : `balti-${job.id}-1.txt`;
      assert.ok(existsSync(join(cfg.data_dir, 'retrase', file)));
      sim.start();
      await new Promise((r) => setTimeout(r, 300));
      assert.equal(sim.readJournal().bons.length, 0);
    });

    test('a slow print is waited for', async (t) => {
      const { server, sim } = await setup(t, format);
      sim.fail('slow', 400);
      const job = server.addSale();
      await server.waitFor(() => done(job));
      assert.equal(job.status, 'printed');
    });

    test('a token the server refuses (401): logged, retried, nothing printed', async (t) => {
      const { server, sim } = await setup(t, format, { agent: false });
      const root = tempDir();
      const cfg = agentConfig(root, server, { token: 'bfd_1_rotated' });
      server.addSale();
      const running = runAgent(cfg);
      t.after(() => running.stop());
      const log = join(cfg.data_dir, 'balti-agent.log');
      await server.waitFor(() => existsSync(log) && /401/.test(readFileSync(log, 'utf8')), 5_000, 'the 401 in the log');
      await new Promise((r) => setTimeout(r, 500));
      assert.equal(readFileSync(log, 'utf8').match(/401/g).length, 1, 'logged once, not at every retry');
      assert.equal(server.jobs[0].status, 'queued');
      assert.equal(sim.readJournal().bons.length, 0);
    });

    test('a second agent with the same token is refused (409), logs it and prints nothing', async (t) => {
      const { root, server, sim, cfg } = await setup(t, format);
      await server.waitFor(() => server.polls.some((p) => p.answered === 200), 5_000, 'the first agent');
      const second = agentConfig(root, server, { name: 'agent-2' });
      const other = runAgent(second);
      t.after(() => other.stop());
      await server.waitFor(() => server.polls.some((p) => p.answered === 409), 5_000, 'the refusal');
      const jobs = [server.addSale(), server.addSale(), server.addSale()];
      await server.waitFor(() => jobs.every(done));
      await new Promise((r) => setTimeout(r, 300));
      assert.ok(jobs.every((j) => j.status === 'printed'));
      assert.equal(sim.readJournal().bons.length, 3);
      const secondId = readFileSync(join(second.data_dir, 'agent-id'), 'utf8').trim();
      assert.ok(server.polls.filter((p) => p.agent_id === secondId).every((p) => p.answered === 409));
      assert.equal(readFileSync(join(second.data_dir, 'journal.jsonl'), 'utf8'), '');
      assert.match(readFileSync(join(second.data_dir, 'balti-agent.log'), 'utf8'), /409.*folosită de alt agent/);
      assert.ok(journalLines(cfg).length > 0);
    });
  });
}
