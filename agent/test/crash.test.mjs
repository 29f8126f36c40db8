// At most once across crashes: the agent killed with SIGKILL (a child process) between writing a
// job and reading its answer, and the crash windows of the journal itself.
import assert from 'node:assert/strict';
import { appendFileSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, test } from 'node:test';
import { render, fileName as fprintFile } from '../src/formats/fprint.mjs';
import { fileName as ecrFile, render as ecrRender } from '../src/formats/ecrbridge.mjs';
import { Journal } from '../src/journal.mjs';
import { agentConfig, journalLines, runAgent, simulator, spawnAgent, tempDir } from './support/harness.mjs';
import { deviceSettings, startServer } from './support/server.mjs';

/** What a crash right after the journal's "writing" entry leaves in it (and any torn line after it). */
function leaveWriting(cfg, job, format, file, text, torn = '') {
  const entry = { job: job.id, attempt: 1, seq: job.seq, kind: 'sale', format, state: 'writing', file, text };
  appendFileSync(join(cfg.data_dir, 'journal.jsonl'), JSON.stringify({ ...entry, payment_codes: {} }) + '\n' + torn);
}

const FORMATS = {
  fprint: { fileName: fprintFile, render, input: '.' },
  ecrbridge: { fileName: ecrFile, render: ecrRender, input: 'Bon' },
};
const done = (job) => job.status === 'printed' || job.status === 'failed';

for (const [format, f] of Object.entries(FORMATS)) {
  describe(`${format}: crashes`, () => {
    test('the agent killed with SIGKILL after writing a job, before its answer: after a restart that bon exists exactly once', async (t) => {
      const root = tempDir();
      const server = await startServer({ format });
      const sim = simulator(root, format);
      await sim.start().stop(); // the driver's folders exist; the driver is not running yet
      t.after(async () => {
        await sim.stop();
        await server.close();
      });
      const jobs = [server.addSale(), server.addSale(), server.addSale()];
      const cfg = agentConfig(root, server);

      const first = spawnAgent(cfg);
      await server.waitFor(
        () => existsSync(join(cfg.data_dir, 'journal.jsonl')) && journalLines(cfg).some((e) => e.state === 'written'),
        10_000,
        'the first job written',
      );
      first.child.kill('SIGKILL');
      assert.equal((await first.exited).signal, 'SIGKILL');
      const file = f.fileName(jobs[0]);
      assert.ok(existsSync(join(root, 'driver', f.input, file)), 'the command file waits in the driver folder');
      assert.ok(jobs.every((j) => !done(j)));

      sim.start(); // the driver prints it while the agent is down
      await server.waitFor(() => sim.readJournal().bons.length === 1, 10_000, 'the driver to print');

      const second = spawnAgent(cfg);
      t.after(() => second.child.kill('SIGKILL'));
      await server.waitFor(() => jobs.every(done), 20_000, 'all results');
      second.child.kill('SIGTERM');
      await second.exited;

      const bons = sim.readJournal().bons;
      assert.deepEqual(
        bons.map((b) => b.file),
        jobs.map((j) => f.fileName(j)),
      );
      assert.deepEqual(
        jobs.map((j) => j.result.receipt_number),
        ['1', '2', '3'],
      );
      const writes = journalLines(cfg).filter((e) => e.state === 'writing' && e.job === jobs[0].id);
      assert.equal(writes.length, 1);
      assert.match(
        readFileSync(join(cfg.data_dir, 'balti-agent.log'), 'utf8'),
        new RegExp(`lucrare ${jobs[0].id} încercarea 1 .*tipărit bon 1`),
      );
    });

    test('a crash between the journal\'s "writing" and the file: the file is written once on restart', async (t) => {
      const root = tempDir();
      const server = await startServer({ format });
      const sim = simulator(root, format).start();
      t.after(async () => {
        await sim.stop();
        await server.close();
      });
      const job = server.addSale();
      const cfg = agentConfig(root, server);
      const file = f.fileName(job);
      // What a crash leaves: the "writing" entry, and at most the temporary file the driver ignores.
      mkdirSync(cfg.data_dir, { recursive: true });
      const text = f.render(job, deviceSettings());
      leaveWriting(cfg, job, format, file, text);
      writeFileSync(join(root, 'driver', `.${file}.tmp`), text.slice(0, 10));
      const running = runAgent(cfg);
      t.after(() => running.stop());
      await server.waitFor(() => done(job));
      assert.equal(job.status, 'printed');
      assert.equal(sim.readJournal().bons.length, 1);
      assert.ok(!existsSync(join(root, 'driver', `.${file}.tmp`)));
    });

    test('a crash between the journal\'s "writing" and the file, and the sale cancelled while the agent was down: it is never written', async (t) => {
      const root = tempDir();
      const server = await startServer({ format });
      const sim = simulator(root, format).start();
      t.after(async () => {
        await sim.stop();
        await server.close();
      });
      const job = server.addSale();
      const cfg = agentConfig(root, server);
      mkdirSync(cfg.data_dir, { recursive: true });
      leaveWriting(cfg, job, format, f.fileName(job), f.render(job, deviceSettings()));
      job.status = 'cancelled'; // staff cancelled the sale: the agent had been silent past the lease
      const running = runAgent(cfg);
      t.after(() => running.stop());
      const next = server.addSale();
      await server.waitFor(() => done(next), 10_000, 'the next sale');
      await new Promise((r) => setTimeout(r, 200));
      assert.deepEqual(
        sim.readJournal().bons.map((b) => b.file),
        [f.fileName(next)],
      );
      assert.equal(job.result, null);
    });

    test('a crash after the file was renamed into the driver folder, before "written": it is never written again', async (t) => {
      const root = tempDir();
      const server = await startServer({ format });
      const sim = simulator(root, format).start();
      t.after(async () => {
        await sim.stop();
        await server.close();
      });
      const job = server.addSale();
      const cfg = agentConfig(root, server);
      const file = f.fileName(job);
      mkdirSync(cfg.data_dir, { recursive: true });
      const text = f.render(job, deviceSettings());
      leaveWriting(cfg, job, format, file, text, `{"job":${job.id}`); // and half a line cut by the crash
      writeFileSync(join(root, 'driver', f.input, file), text); // the driver has it (and prints it)
      await server.waitFor(() => sim.readJournal().bons.length === 1);
      const running = runAgent(cfg);
      t.after(() => running.stop());
      await server.waitFor(() => done(job));
      await new Promise((r) => setTimeout(r, 200));
      assert.equal(job.status, 'printed');
      assert.equal(job.result.receipt_number, '1');
      assert.equal(sim.readJournal().bons.length, 1);
      await running.stop();
      assert.equal(new Journal(join(cfg.data_dir, 'journal.jsonl')).get(job.id, 1).state, 'reported');
    });
  });
}
