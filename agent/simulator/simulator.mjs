#!/usr/bin/env node
// A fiscal printer's driver, simulated: it watches the driver's folder like Fisco (FPrint lines) or
// ECR Bridge do, checks every line strictly, numbers the bons, keeps a fiscal journal (bons, Z
// counter, totals per payment type, 24 h since the last Z) and writes the answers. It can be told
// to fail the way a real device does. Used by the agent's tests and as the "mod demonstrativ":
//
//   node agent/simulator/simulator.mjs --format fprint --dir D [--fail paper-end|z-overdue|malformed|slow=ms|crash-mid-job|z-comma]
//
// Paper end lasts until paper is loaded: create the file `hartie-incarcata.ctl` in D (or call
// paperLoaded()). `hartie-terminata.ctl` makes the paper run out.
import {
  existsSync,
  mkdirSync,
  readFileSync,
  readdirSync,
  realpathSync,
  renameSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { join, resolve } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import * as ecrbridge from './ecrbridge.mjs';
import * as fprint from './fprint.mjs';
import { lineCents } from './fprint.mjs';

const FORMATS = { fprint, ecrbridge };
export const CODES = {
  paperEnd: '-150101',
  zOverdue: '-150204',
  notPaid: '-150412',
  malformed: '-100001',
};
const TEXTS = {
  [CODES.paperEnd]: 'Hartie terminata',
  [CODES.zOverdue]: 'Au trecut 24 de ore de la ultimul raport Z',
  [CODES.notPaid]: 'Bonul nu este achitat',
  [CODES.malformed]: 'Linie de comanda gresita',
};
const DAY = 24 * 60 * 60 * 1000;
const PAPER_LOADED = 'hartie-incarcata.ctl';
const PAPER_OUT = 'hartie-terminata.ctl';

const cents = (amount) => Math.round(Number(amount) * 100);
const money = (n) => `${Math.floor(n / 100)}.${String(n % 100).padStart(2, '0')}`;

export class DriverSimulator {
  /**
   * @param {object} o
   * @param {'fprint'|'ecrbridge'} o.format
   * @param {string} o.dir the driver's folder (for ECR Bridge the one holding Bon/, BonOK/, BonErr/)
   * @param {string} [o.serial] the device's fiscal serial
   * @param {string} [o.journal] the fiscal journal's JSON file (default: <dir>/simulator-journal.json)
   * @param {number} [o.intervalMs] how often the folder is looked at
   * @param {boolean} [o.ascii] a device without diacritics: names outside printable ASCII are refused
   * @param {string} [o.encoding] how the command files are read (utf-8, windows-1250)
   * @param {(line: string) => void} [o.log]
   */
  constructor({
    format,
    dir,
    serial = 'SIM00001',
    journal,
    intervalMs = 100,
    ascii = false,
    encoding = 'utf-8',
    log = () => {},
  }) {
    if (!FORMATS[format]) throw new Error(`format necunoscut: ${format}`);
    this.format = FORMATS[format];
    this.formatName = format;
    this.dir = resolve(dir);
    this.serial = serial;
    this.journalPath = journal ?? join(this.dir, 'simulator-journal.json');
    this.intervalMs = intervalMs;
    this.ascii = ascii;
    this.decoder = new TextDecoder(encoding);
    this.log = log;
    this.offset = 0;
    this.faults = { paperOut: false, malformed: false, slowMs: 0, crash: false, zComma: false };
    this.crashed = false;
    this.running = false;
    this.loop = null;
  }

  now() {
    return Date.now() + this.offset;
  }

  /** Moves the simulator's clock (tests: "25 hours later"). */
  advanceClock(ms) {
    this.offset += ms;
  }

  /** Faults: 'paper-end' (until paperLoaded()), 'z-overdue', 'malformed' (next file), 'slow' (ms per print), 'crash-mid-job' (next file), 'z-comma' (report totals as "50,00"), 'none'. */
  fail(mode, value) {
    if (mode === 'paper-end') this.faults.paperOut = true;
    else if (mode === 'malformed') this.faults.malformed = true;
    else if (mode === 'slow') this.faults.slowMs = Number(value);
    else if (mode === 'crash-mid-job') this.faults.crash = true;
    else if (mode === 'z-comma') this.faults.zComma = true;
    else if (mode === 'z-overdue') {
      const j = this.readJournal();
      j.last_z_at = new Date(this.now() - DAY - 60 * 60 * 1000).toISOString();
      this.save(j);
    } else if (mode === 'none')
      this.faults = { paperOut: false, malformed: false, slowMs: 0, crash: false, zComma: false };
    else throw new Error(`defect necunoscut: ${mode}`);
  }

  paperLoaded() {
    this.faults.paperOut = false;
  }

  readJournal() {
    if (!existsSync(this.journalPath)) {
      return {
        serial: this.serial,
        next_bon: 1,
        z_counter: 0,
        sequence: 0,
        last_z_at: new Date(this.now()).toISOString(),
        since_z: { receipts: 0, totals: {} },
        open: null,
        bons: [],
        reports: [],
        cancelled: [],
      };
    }
    return JSON.parse(readFileSync(this.journalPath, 'utf8'));
  }

  save(journal) {
    const temp = `${this.journalPath}.tmp`;
    writeFileSync(temp, JSON.stringify(journal, null, 1));
    renameSync(temp, this.journalPath);
  }

  start() {
    for (const folder of Object.values(this.format.folders)) mkdirSync(join(this.dir, folder), { recursive: true });
    const journal = this.readJournal();
    if (journal.open) {
      // Power back after a crash in the middle of a receipt: the device cancels the open receipt;
      // its file is still in the input folder and is printed from the start.
      journal.cancelled.push({ ...journal.open, cancelled_at: new Date(this.now()).toISOString() });
      journal.open = null;
      this.log(`bon deschis anulat la repornire (${journal.cancelled.at(-1).file})`);
    }
    this.save(journal);
    this.running = true;
    this.crashed = false;
    this.loop = this.run();
    return this;
  }

  async stop() {
    this.running = false;
    await this.loop;
  }

  async run() {
    while (this.running) {
      try {
        await this.scan();
      } catch (err) {
        this.log(`eroare: ${err.message}`);
      }
      if (this.running) await sleep(this.intervalMs);
    }
  }

  /** One look at the folder: control files, then every command file, oldest first. */
  async scan() {
    if (existsSync(join(this.dir, PAPER_LOADED))) {
      rmSync(join(this.dir, PAPER_LOADED), { force: true });
      this.paperLoaded();
      this.log('hârtie încărcată');
    }
    if (existsSync(join(this.dir, PAPER_OUT))) {
      rmSync(join(this.dir, PAPER_OUT), { force: true });
      this.fail('paper-end');
      this.log('hârtie terminată');
    }
    const inputDir = join(this.dir, this.format.folders.input);
    const files = readdirSync(inputDir)
      .filter((name) => this.format.isCommandFile(name))
      .map((name) => ({ name, mtime: statSync(join(inputDir, name)).mtimeMs }))
      .sort((a, b) => a.mtime - b.mtime || a.name.localeCompare(b.name));
    for (const { name } of files) {
      if (!this.running) return;
      await this.process(name);
    }
  }

  async process(name) {
    const p = this.format.paths(this.dir, name);
    let bytes;
    try {
      bytes = readFileSync(p.input);
    } catch {
      return; // taken back meanwhile
    }
    const lines = this.decoder
      .decode(bytes)
      .replace(/\r?\n$/, '')
      .split(/\r?\n/);
    const journal = this.readJournal();
    const fail = (code, lineIndex) => {
      this.save(journal);
      this.write(p.error, this.format.answerError(lines, lineIndex, code, TEXTS[code], this.serial));
      rmSync(p.input, { force: true });
      this.log(`${name}: eroare ${code} (${TEXTS[code]})`);
    };
    const parsed = this.format.parse(lines, { ascii: this.ascii });
    if (this.faults.paperOut) return fail(CODES.paperEnd, 0);
    if (parsed.error || this.faults.malformed) {
      this.faults.malformed = false;
      return fail(CODES.malformed, (parsed.error ?? 1) - 1);
    }
    if (parsed.kind === 'sale' && this.now() - Date.parse(journal.last_z_at) > DAY) return fail(CODES.zOverdue, 0);
    if (this.faults.slowMs) await sleep(this.faults.slowMs);
    const at = new Date(this.now()).toISOString();
    if (this.faults.crash) {
      this.faults.crash = false;
      journal.open = { file: name, at };
      this.save(journal);
      this.crashed = true;
      this.running = false;
      this.log(`${name}: CĂDERE în mijlocul bonului`);
      return;
    }
    let info;
    if (parsed.kind === 'sale') {
      const total = parsed.items.reduce((s, it) => s + lineCents(it), 0);
      let rest = total;
      const paid = [];
      for (const pay of parsed.payments) {
        const amount = pay.amount === null ? rest : Math.min(cents(pay.amount), rest);
        paid.push({ code: pay.code, amount: money(amount) });
        rest -= amount;
      }
      if (rest > 0) return fail(CODES.notPaid, lines.length - 1);
      const number = journal.next_bon++;
      journal.since_z.receipts++;
      for (const pay of paid)
        journal.since_z.totals[pay.code] = money(cents(journal.since_z.totals[pay.code] ?? '0') + cents(pay.amount));
      journal.bons.push({ number, file: name, at, total: money(total), payments: paid, items: parsed.items });
      info = { BON: number };
      this.log(`${name}: bon fiscal nr. ${number}, total ${money(total)} lei`);
    } else {
      const { receipts, totals } = journal.since_z;
      const report = { type: parsed.kind === 'z' ? 'Z' : 'X', at, receipts, totals };
      if (parsed.kind === 'z') {
        report.number = ++journal.z_counter;
        journal.since_z = { receipts: 0, totals: {} };
        journal.last_z_at = at;
        info = { Z: report.number };
      } else info = {};
      journal.reports.push(report);
      info.BONURI = receipts;
      // 'z-comma': the amounts with a decimal comma, as a driver set up for Romanian may write them.
      for (const [code, amount] of Object.entries(totals))
        info[`TOTAL_${code}`] = this.faults.zComma ? amount.replace('.', ',') : amount;
      this.log(this.reportText(report));
    }
    const seq = journal.sequence;
    journal.sequence = (seq + lines.length) % 10;
    this.save(journal);
    if (p.answer) {
      this.write(p.answer, this.format.answerOk(lines, info, this.serial, seq));
      this.move(p.input, p.ok);
    } else {
      this.write(p.ok, this.format.answerOk(lines, info, this.serial, seq));
      rmSync(p.input, { force: true });
    }
  }

  reportText(r) {
    const totals = Object.entries(r.totals)
      .map(([code, amount]) => `plata ${code}: ${amount} lei`)
      .join(', ');
    return `RAPORT ${r.type}${r.number ? ` nr. ${r.number}` : ''}: ${r.receipts} bonuri${totals ? `, ${totals}` : ''}`;
  }

  write(path, text) {
    writeFileSync(`${path}.tmp`, text);
    renameSync(`${path}.tmp`, path);
  }

  move(from, to) {
    try {
      renameSync(from, to);
    } catch (err) {
      if (err.code !== 'ENOENT') throw err;
    }
  }
}

async function main() {
  const { values } = parseArgs({
    options: {
      format: { type: 'string' },
      dir: { type: 'string' },
      serial: { type: 'string', default: 'SIM00001' },
      fail: { type: 'string', multiple: true, default: [] },
      ascii: { type: 'boolean', default: false },
      encoding: { type: 'string', default: 'utf-8' },
      interval: { type: 'string', default: '100' },
    },
  });
  if (!values.format || !values.dir || !FORMATS[values.format]) {
    console.error(
      'Folosire: node agent/simulator/simulator.mjs --format fprint|ecrbridge --dir FOLDER [--fail paper-end|z-overdue|malformed|slow=ms|crash-mid-job|z-comma] [--ascii]',
    );
    process.exit(2);
  }
  const sim = new DriverSimulator({
    format: values.format,
    dir: values.dir,
    serial: values.serial,
    ascii: values.ascii,
    encoding: values.encoding,
    intervalMs: Number(values.interval),
    log: (line) => console.log(`${new Date().toISOString()} ${line}`),
  });
  sim.start();
  for (const f of values.fail) {
    const [mode, value] = f.split('=');
    sim.fail(mode, value);
  }
  console.log(`Simulator ${values.format} (mod demonstrativ) pe ${sim.dir}; Ctrl+C oprește.`);
  const stop = () => void sim.stop().then(() => process.exit(0));
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
  await sim.loop;
  if (sim.crashed) process.exit(70); // a crash in the middle of a job, as asked
}

/** Run as a program (also through npm's bin link), not imported by the tests. */
function isMain() {
  if (!process.argv[1]) return false;
  const same = (p) => (process.platform === 'win32' ? p.toLowerCase() : p);
  return same(realpathSync(process.argv[1])) === same(realpathSync(fileURLToPath(import.meta.url)));
}

if (isMain()) await main();
