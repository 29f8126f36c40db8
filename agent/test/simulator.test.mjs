// The driver simulator on its own: strict lines, the error folder with its code, the fiscal
// journal, 24 h since the last Z, the command line ("mod demonstrativ").
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';
import { describe, test } from 'node:test';
import { DriverSimulator } from '../simulator/simulator.mjs';
import { tempDir } from './support/harness.mjs';

const CLI = fileURLToPath(new URL('../simulator/simulator.mjs', import.meta.url));
const S = (args) => `S,1,______,_,__;${args}`;
const FORMATS = {
  fprint: {
    input: '.',
    ext: 'inp',
    answer: 'BonANSWER',
    error: 'BonERR',
    sale: [S('Permis zi;50.00;1.000;1;1;1;0;0;buc'), 'T,1,______,_,__;0;30.00;', 'T,1,______,_,__;1;20.00;'],
    z: ['Z,1,______,_,__;1'],
    malformed: {
      'service not blank': ['S,1,123456,1,0;Permis zi;50.00;1.000;1;1;1;0;0;buc', 'T,1,______,_,__;'],
      'price with one decimal': [S('Permis zi;50.0;1.000;1;1;1;0;0;buc'), 'T,1,______,_,__;'],
      'quantity with two decimals': [S('Permis zi;50.00;1.00;1;1;1;0;0;buc'), 'T,1,______,_,__;'],
      'four fields between quantity and unit': [S('Permis zi;50.00;1.000;1;1;1;0;buc'), 'T,1,______,_,__;'],
      'a name of 73 characters': [S(`${'a'.repeat(73)};50.00;1.000;1;1;1;0;0;buc`), 'T,1,______,_,__;'],
      'diacritics on a device without them': [S('Știucă;50.00;1.000;1;1;1;0;0;buc'), 'T,1,______,_,__;'],
      'a payment before any sale': ['T,1,______,_,__;0;50.00;'],
      'a line after the receipt is paid': [
        S('Permis zi;50.00;1.000;1;1;1;0;0;buc'),
        'T,1,______,_,__;',
        'T,1,______,_,__;0;1.00;',
      ],
      'a payment without the closing semicolon': [S('Permis zi;50.00;1.000;1;1;1;0;0;buc'), 'T,1,______,_,__;0;50.00'],
      'a report type 2': ['Z,1,______,_,__;2'],
      'an unknown command': ['Q,1,______,_,__;1'],
    },
    unpaid: [S('Permis zi;50.00;1.000;1;1;1;0;0;buc'), 'T,1,______,_,__;0;20.00;'],
  },
  ecrbridge: {
    input: 'Bon',
    ext: 'txt',
    answer: 'BonOK',
    error: 'BonErr',
    sale: ['FISCAL', 'I;Permis zi;1.000;50.00;1', 'P;0;30.00', 'P;1;20.00'],
    z: ['Z;1'],
    malformed: {
      'no FISCAL line': ['I;Permis zi;1.000;50.00;1', 'P;0;0'],
      'quantity without three decimals': ['FISCAL', 'I;Permis zi;1;50.00;1', 'P;0;0'],
      'price with three decimals': ['FISCAL', 'I;Permis zi;1.000;50.000;1', 'P;0;0'],
      'diacritics on a device without them': ['FISCAL', 'I;Știucă;1.000;50.00;1', 'P;0;0'],
      'a payment before any item': ['FISCAL', 'P;0;0', 'I;Permis zi;1.000;50.00;1'],
      'an item after a payment': ['FISCAL', 'I;Permis zi;1.000;50.00;1', 'P;0;10.00', 'I;Undita;1.000;5.00;1'],
      'a payment after the total is paid': ['FISCAL', 'I;Permis zi;1.000;50.00;1', 'P;0;0', 'P;1;1.00'],
      'a missing VAT group': ['FISCAL', 'I;Permis zi;1.000;50.00', 'P;0;0'],
      'an unknown report': ['Y;1'],
    },
    unpaid: ['FISCAL', 'I;Permis zi;1.000;50.00;1', 'P;0;20.00'],
  },
};

async function until(predicate, ms = 5000) {
  const end = Date.now() + ms;
  while (!predicate()) {
    if (Date.now() > end) throw new Error('timed out');
    await sleep(10);
  }
}

for (const [format, f] of Object.entries(FORMATS)) {
  describe(`simulator ${format}`, () => {
    let n = 0;
    const drop = (dir, lines) => {
      const name = `t-${++n}.${f.ext}`;
      writeFileSync(join(dir, f.input, name), lines.join('\r\n') + '\r\n');
      return name;
    };
    const start = (t, options = {}) => {
      const dir = tempDir();
      const sim = new DriverSimulator({ format, dir, intervalMs: 10, ascii: true, ...options }).start();
      t.after(() => sim.stop());
      return { dir, sim };
    };

    test('every malformed line goes to the error folder with the malformed-line code', async (t) => {
      const { dir, sim } = start(t);
      for (const [why, lines] of Object.entries(f.malformed)) {
        const name = drop(dir, lines);
        await until(() => existsSync(join(dir, f.error, name)));
        assert.match(readFileSync(join(dir, f.error, name), 'utf8'), /EROARE=-100001/, why);
        assert.ok(!existsSync(join(dir, f.input, name)), why);
      }
      assert.equal(sim.readJournal().bons.length, 0);
    });

    test('an unpaid receipt is refused with -150412', async (t) => {
      const { dir } = start(t);
      const name = drop(dir, f.unpaid);
      await until(() => existsSync(join(dir, f.error, name)));
      assert.match(readFileSync(join(dir, f.error, name), 'utf8'), /EROARE=-150412/);
    });

    test('bons are numbered, the journal totals per payment type, a Z resets them and counts', async (t) => {
      const { dir, sim } = start(t);
      for (let i = 0; i < 3; i++) drop(dir, f.sale);
      await until(() => sim.readJournal().bons.length === 3);
      const z = drop(dir, f.z);
      await until(() => existsSync(join(dir, f.answer, z)));
      const j = sim.readJournal();
      assert.deepEqual(
        j.bons.map((b) => b.number),
        [1, 2, 3],
      );
      assert.equal(j.z_counter, 1);
      assert.deepEqual(j.reports[0], {
        type: 'Z',
        at: j.last_z_at,
        receipts: 3,
        totals: { 0: '90.00', 1: '60.00' },
        number: 1,
      });
      assert.deepEqual(j.since_z, { receipts: 0, totals: {} });
      assert.match(readFileSync(join(dir, f.answer, z), 'utf8'), /Z=1\r\nBONURI=3\r\nTOTAL_0=90.00\r\nTOTAL_1=60.00/);
    });

    test('24 h since the last Z: sales refused with -150204, a Z report still prints and clears it', async (t) => {
      const { dir, sim } = start(t);
      sim.fail('z-overdue');
      const refused = drop(dir, f.sale);
      await until(() => existsSync(join(dir, f.error, refused)));
      assert.match(readFileSync(join(dir, f.error, refused), 'utf8'), /EROARE=-150204/);
      const z = drop(dir, f.z);
      await until(() => existsSync(join(dir, f.answer, z)));
      const ok = drop(dir, f.sale);
      await until(() => existsSync(join(dir, f.answer, ok)));
      assert.equal(sim.readJournal().bons.length, 1);
    });

    test('the command line: paper end until the control file, then the bon; a crash mid-job exits and the restart prints it once', async () => {
      const dir = tempDir();
      const run = (...args) => {
        const child = spawn(process.execPath, [
          CLI,
          '--format',
          format,
          '--dir',
          dir,
          '--interval',
          '10',
          '--ascii',
          ...args,
        ]);
        let out = '';
        child.stdout.on('data', (c) => (out += c));
        const exited = new Promise((r) => child.on('exit', (code) => r(code)));
        return { child, exited, out: () => out };
      };
      const first = run('--fail', 'paper-end');
      await until(() => first.out().includes('mod demonstrativ'));
      const name = drop(dir, f.sale);
      await until(() => existsSync(join(dir, f.error, name)));
      assert.match(readFileSync(join(dir, f.error, name), 'utf8'), /EROARE=-150101/);
      writeFileSync(join(dir, 'hartie-incarcata.ctl'), '');
      const again = drop(dir, f.sale);
      await until(() => existsSync(join(dir, f.answer, again)));
      first.child.kill('SIGTERM');
      await first.exited;

      const crashing = run('--fail', 'crash-mid-job');
      await until(() => crashing.out().includes('mod demonstrativ'));
      const third = drop(dir, f.sale);
      assert.equal(await crashing.exited, 70);
      assert.ok(existsSync(join(dir, f.input, third)), 'the file waits for the device to come back');
      const back = run();
      await until(() => existsSync(join(dir, f.answer, third)));
      back.child.kill('SIGTERM');
      await back.exited;
      const journal = JSON.parse(readFileSync(join(dir, 'simulator-journal.json'), 'utf8'));
      assert.deepEqual(
        journal.bons.map((b) => b.file),
        [again, third],
      );
      assert.equal(journal.cancelled.length, 1);
    });
  });
}
