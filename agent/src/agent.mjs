// The fiscal agent: long-polls the server for its device's jobs, hands each to the driver as a
// command file, reads the driver's answer and reports it. Only outbound HTTP(S); no port open.
// Every step is recorded in the journal first (journal.mjs), so a job is written at most once.
import { randomUUID } from 'node:crypto';
import { appendFileSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { dropCommand, inputDir, isVisible, removeTemp, withdraw } from './driver.mjs';
import { Journal } from './journal.mjs';
import { NO_ANSWER, PAPER_END, SETTINGS, TIMEOUT, message } from './messages.mjs';
import { encode } from './text.mjs';

export const VERSION = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8')).version;

const DEFAULTS = {
  answer_timeout_seconds: 60,
  poll_wait_seconds: 25,
  retry_seconds: 15,
  check_interval_ms: 200,
  file_encoding: 'utf8',
};

/** Reads the JSON configuration; relative folders are taken from the configuration file's folder. */
export function loadConfig(path) {
  const file = resolve(path);
  const raw = JSON.parse(readFileSync(file, 'utf8'));
  for (const key of ['server_url', 'token', 'driver_dir']) {
    if (!raw[key]) throw new Error(`Lipsește „${key}” din ${file}.`);
  }
  for (const key of ['answer_timeout_seconds', 'poll_wait_seconds', 'retry_seconds', 'check_interval_ms']) {
    if (key in raw && !(Number(raw[key]) > 0)) throw new Error(`„${key}” trebuie să fie un număr pozitiv.`);
  }
  if (raw.poll_wait_seconds > 30) throw new Error('„poll_wait_seconds” este cel mult 30.');
  if (raw.file_encoding && !['utf8', 'windows-1250'].includes(raw.file_encoding)) {
    throw new Error('„file_encoding” este „utf8” sau „windows-1250”.');
  }
  let server;
  try {
    server = new URL(String(raw.server_url));
  } catch {
    throw new Error('„server_url” nu este o adresă: de exemplu https://org.balti.example.ro.');
  }
  // The device's token goes with every request: over http:// anyone on the way reads it. Only a
  // server on this machine, or one the configuration vouches for (`allow_http`), is spoken to so.
  const local = ['localhost', '127.0.0.1', '[::1]'].includes(server.hostname) || server.hostname.endsWith('.localhost');
  if (!['http:', 'https:'].includes(server.protocol)) throw new Error('„server_url” începe cu https://.');
  if (server.protocol === 'http:' && !local && raw.allow_http !== true) {
    throw new Error(
      '„server_url” începe cu http://: tokenul casei ar trece necriptat prin rețea. Folosiți adresa https:// a firmei sau, doar într-o rețea de încredere, „allow_http”: true.',
    );
  }
  const base = dirname(file);
  return {
    ...DEFAULTS,
    ...raw,
    server_url: String(raw.server_url).replace(/\/+$/, ''),
    driver_dir: resolve(base, raw.driver_dir),
    data_dir: resolve(base, raw.data_dir ?? 'date'),
  };
}

const formats = new Map();
/** A format is the file src/formats/<name>.mjs: adding one is adding that file. */
export async function loadFormat(name) {
  if (!/^[a-z0-9]+$/.test(String(name))) throw new Error(`format necunoscut: ${name}`);
  if (!formats.has(name)) {
    const url = new URL(`./formats/${name}.mjs`, import.meta.url);
    let mod;
    try {
      mod = await import(url.href);
    } catch {
      throw new Error(`format necunoscut: ${name}`);
    }
    if (mod.name !== name) throw new Error(`format necunoscut: ${name}`);
    formats.set(name, mod);
  }
  return formats.get(name);
}

/** The server's field limits (FISCAL protocol): a longer value would be refused on every request. */
const clip = (value, max) => (value == null ? value : [...String(value)].slice(0, max).join(''));

/** The code of a printed result sent bare after a 422 (reportBare()). */
const DETAILS_REFUSED = 'DETALII_REFUZATE';
class HttpError extends Error {
  constructor(status, body) {
    super(`Serverul a răspuns ${status}${reasonOf(body) ? `: ${reasonOf(body)}` : ''}`);
    this.status = status;
    this.body = body;
  }
}

/** The server's reason in an error body (docs/errors.md): its message and, for a 422, each field's first message. */
function reasonOf(body) {
  const fields = Object.entries(body?.errors ?? {}).map(([field, list]) => `${field}: ${[list].flat()[0]}`);
  return [body?.message, ...fields].filter(Boolean).join(' ');
}

/** What a job's outcome was, in the log's words. */
function describe(o) {
  return o.status === 'printed'
    ? `tipărit${o.receipt_number ? ` bon ${o.receipt_number}` : ''}${o.z_report ? ` Z ${o.z_report.number}` : ''}${o.fiscal_serial ? ` serie ${o.fiscal_serial}` : ''}`
    : `eșuat cod ${o.error_code}: ${o.error_message}`;
}

export class Agent {
  constructor(config, { stdout = true } = {}) {
    this.config = { ...DEFAULTS, ...config };
    this.stdout = stdout;
    mkdirSync(this.config.data_dir, { recursive: true });
    this.logPath = join(this.config.data_dir, 'balti-agent.log');
    this.journal = new Journal(join(this.config.data_dir, 'journal.jsonl'));
    this.agentId = this.loadAgentId();
    this.startedAt = Date.now();
    this.problem = null; // a condition of the agent itself (driver folder missing, refused), shown as last_error
    this.lastLogged = null;
  }

  loadAgentId() {
    const path = join(this.config.data_dir, 'agent-id');
    if (existsSync(path)) return readFileSync(path, 'utf8').trim();
    const id = randomUUID();
    writeFileSync(path, id + '\n');
    return id;
  }

  log(line) {
    const text = `${new Date().toISOString()} ${line}`;
    appendFileSync(this.logPath, text + '\n');
    if (this.stdout) console.log(text);
  }

  /** Logs a condition once, not at every retry. */
  logOnce(line) {
    if (this.lastLogged === line) return;
    this.lastLogged = line;
    this.log(line);
  }

  /** paper, last Z and last error, from the outcomes in the journal (latest last). */
  state() {
    let paper = 'unknown';
    let lastZ = null;
    let lastError = null;
    const settled = this.journal
      .all()
      .filter((e) => e.outcome)
      .sort((a, b) => String(a.settled_at).localeCompare(String(b.settled_at)));
    for (const e of settled) {
      const o = e.outcome;
      // The agent's own failures say nothing about the paper; any answer of the driver does.
      if (o.error_code === PAPER_END) paper = 'out';
      else if (![TIMEOUT, NO_ANSWER, SETTINGS].includes(o.error_code)) paper = 'ok';
      if (o.status === 'printed' && e.kind === 'z_report') lastZ = e.settled_at;
      lastError = o.status === 'failed' ? o.error_message : null;
    }
    return { paper, last_z_at: lastZ, last_error: this.problem ?? lastError };
  }

  async request(path, body, signal, timeoutSeconds) {
    let res;
    let text;
    try {
      res = await fetch(`${this.config.server_url}${path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${this.config.token}` },
        body: JSON.stringify(body),
        signal: AbortSignal.any([signal, AbortSignal.timeout(timeoutSeconds * 1000)]),
      });
      text = await res.text();
    } catch (err) {
      if (signal.aborted) throw err;
      // fetch's own words are English ("fetch failed"): the lake reads the log in Romanian.
      if (err.name === 'TimeoutError') throw new Error(`Serverul nu a răspuns în ${timeoutSeconds} s`, { cause: err });
      throw new Error(`Serverul nu poate fi contactat (${err.cause?.code ?? err.cause?.message ?? err.message})`, {
        cause: err,
      });
    }
    let json;
    try {
      json = text ? JSON.parse(text) : null;
    } catch {
      json = null;
    }
    if (!res.ok) throw new HttpError(res.status, json);
    return json;
  }

  async poll(signal) {
    const wait = Math.round(this.config.poll_wait_seconds);
    const state = this.state();
    return this.request(
      '/api/fiscal-agent/poll',
      {
        agent_id: this.agentId,
        version: VERSION,
        driver_dir: clip(this.config.driver_dir, 255),
        state: { ...state, last_error: clip(state.last_error, 255) },
        wait_seconds: wait,
      },
      signal,
      wait + 15,
    );
  }

  /** Runs until `signal` aborts. */
  async run(signal) {
    this.log(`Agent Bălți ${VERSION} pornit (driver: ${this.config.driver_dir}).`);
    while (!signal.aborted) {
      try {
        await this.finishUnfinished(signal);
        const asked = Date.now();
        const answer = await this.poll(signal);
        if (this.problem) {
          this.problem = null;
          this.logOnce('Legătura cu serverul este în regulă.');
        }
        const jobs = [...(answer.jobs ?? [])].sort((a, b) => a.seq - b.seq);
        // Nothing to print after a long poll that waited: ask again at once. Nothing, answered within a
        // second (a server or a proxy that does not hold long polls), waits a second: never a busy loop.
        let progressed = jobs.length === 0 && Date.now() - asked >= 1000;
        for (const job of jobs) {
          if (signal.aborted) break;
          if (await this.handle(job, answer.device, signal)) progressed = true;
        }
        if (!progressed) await sleep(1000, null, { signal });
      } catch (err) {
        if (signal.aborted) break;
        if (err instanceof HttpError && err.status === 409) {
          this.problem = err.body?.message ?? 'Casa de marcat este folosită de alt agent.';
          this.logOnce(
            `Refuzat de server (409): ${this.problem} Nu tipăresc; reîncerc în ${this.config.retry_seconds} s.`,
          );
        } else if (err instanceof HttpError && err.status === 401) {
          this.problem = 'Serverul nu acceptă tokenul agentului.';
          this.logOnce(`Refuzat de server (401): tokenul nu este valid. Reîncerc în ${this.config.retry_seconds} s.`);
        } else {
          this.problem = err.message;
          this.logOnce(`Eroare: ${err.message}. Reîncerc în ${this.config.retry_seconds} s.`);
        }
        try {
          await sleep(this.config.retry_seconds * 1000, null, { signal });
        } catch {
          break;
        }
      }
    }
    this.journal.close();
    this.log('Agent oprit.');
  }

  /**
   * Settles and reports what an earlier run left unfinished; needs no job from the server. A job
   * whose file the driver never saw (a crash between "writing" and the rename) waits instead until
   * the server hands it out again (handle()): a sale cancelled meanwhile is never printed.
   */
  async finishUnfinished(signal) {
    for (const entry of this.journal.unfinished()) {
      if (signal.aborted) return;
      if (entry.state === 'writing' && !isVisible(this.config.driver_dir, await loadFormat(entry.format), entry.file))
        continue;
      await this.advance(entry, signal);
    }
  }

  /** One job from the server. Answers whether anything was done (false: already reported). */
  async handle(job, device, signal) {
    let entry = this.journal.get(job.id, job.attempt);
    if (entry?.state === 'reported') return false;
    if (!entry) {
      const format = await loadFormat(device.format);
      const base = { job: job.id, attempt: job.attempt, seq: job.seq, kind: job.kind, format: format.name };
      let text;
      try {
        text = format.render(job, device.settings);
      } catch (err) {
        entry = this.settle(base, {
          status: 'failed',
          error_code: SETTINGS,
          error_message: `${message(SETTINGS)} (${err.message})`,
        });
        return (await this.advance(entry, signal), true);
      }
      if (!existsSync(inputDir(this.config.driver_dir, format))) {
        throw new Error(`Folderul driverului nu există: ${inputDir(this.config.driver_dir, format)}`);
      }
      const file = format.fileName(job);
      entry = this.journal.append({
        ...base,
        state: 'writing',
        file,
        text,
        payment_codes: device.settings?.payment_codes ?? {},
      });
    }
    await this.advance(entry, signal);
    return true;
  }

  /** Moves an entry forward through writing -> written -> settled -> reported. */
  async advance(entry, signal) {
    const format = entry.format ? await loadFormat(entry.format) : null;
    if (entry.state === 'writing') {
      const dir = this.config.driver_dir;
      if (!isVisible(dir, format, entry.file)) {
        // Not in any of the driver's folders: the rename never happened, so the driver never saw it.
        removeTemp(dir, entry.file);
        dropCommand(dir, format, entry.file, encode(entry.text, this.config.file_encoding));
      }
      entry = this.journal.append({
        job: entry.job,
        attempt: entry.attempt,
        state: 'written',
        written_at: new Date().toISOString(),
      });
    }
    if (entry.state === 'written') {
      const outcome = await this.waitForDriver(entry, format, signal);
      if (!outcome) return entry;
      entry = this.settle(entry, outcome);
    }
    if (entry.state === 'settled') entry = await this.report(entry, signal);
    return entry;
  }

  settle(entry, outcome) {
    const settled = this.journal.append({
      job: entry.job,
      attempt: entry.attempt,
      seq: entry.seq,
      kind: entry.kind,
      format: entry.format,
      state: 'settled',
      settled_at: new Date().toISOString(),
      outcome,
    });
    this.log(
      `lucrare ${entry.job} încercarea ${entry.attempt} (${entry.kind}${entry.file ? `, ${entry.file}` : ''}): ${describe(outcome)}`,
    );
    return settled;
  }

  /** The driver's outcome, translated for the server; null when the agent is stopping. */
  async waitForDriver(entry, format, signal) {
    const dir = this.config.driver_dir;
    const interval = this.config.check_interval_ms;
    const timeoutMs = this.config.answer_timeout_seconds * 1000;
    // After a restart the driver gets a full timeout again: it may have started after the agent.
    let deadline = Math.max(Date.parse(entry.written_at ?? entry.at), this.startedAt) + timeoutMs;
    let withdrawn = false;
    for (;;) {
      const raw = format.parseOutcome(dir, entry.file);
      if (raw.status !== 'pending') return this.translate(raw, entry);
      if (withdrawn) return { status: 'failed', error_code: TIMEOUT, error_message: message(TIMEOUT) };
      if (Date.now() >= deadline) {
        const taken = withdraw(dir, format, entry.file, this.config.data_dir);
        if (taken === 'withdrawn') {
          withdrawn = true; // one more look: the driver may have answered just before the rename
          continue;
        }
        if (taken === 'gone') {
          // The driver took the file and has not answered: wait once more, then say so.
          if (entry.gone) return { status: 'failed', error_code: NO_ANSWER, error_message: message(NO_ANSWER) };
          entry = { ...entry, gone: true };
        }
        deadline = Date.now() + timeoutMs;
      }
      try {
        await sleep(interval, null, { signal });
      } catch {
        return null;
      }
    }
  }

  translate(raw, entry) {
    if (raw.status === 'failed') {
      return {
        status: 'failed',
        error_code: raw.error_code,
        error_message: message(raw.error_code, raw.error_text),
        fiscal_serial: raw.fiscal_serial ?? null,
      };
    }
    const out = { status: 'printed', receipt_number: raw.receipt_number, fiscal_serial: raw.fiscal_serial };
    if (entry.kind === 'z_report' && raw.z) {
      const byCode = Object.fromEntries(
        Object.entries(entry.payment_codes ?? {}).map(([method, code]) => [String(code), method]),
      );
      const totals = {};
      for (const [code, amount] of Object.entries(raw.z.totals)) totals[byCode[code] ?? `cod_${code}`] = amount;
      out.z_report = { number: raw.z.number, receipts: raw.z.receipts, totals };
    }
    return out;
  }

  async report(entry, signal) {
    const o = entry.outcome;
    const body = { agent_id: this.agentId, attempt: entry.attempt, status: o.status };
    if (o.status === 'printed') {
      if (o.receipt_number) body.receipt_number = clip(o.receipt_number, 40);
      if (o.z_report) body.z_report = o.z_report;
    } else {
      body.error_code = clip(o.error_code, 20);
      body.error_message = clip(o.error_message, 255);
    }
    if (o.fiscal_serial) body.fiscal_serial = clip(o.fiscal_serial, 40);
    const job = `lucrare ${entry.job} încercarea ${entry.attempt}`;
    let rejected = null;
    try {
      await this.request(`/api/fiscal-agent/jobs/${entry.job}/result`, body, signal, 30);
    } catch (err) {
      if (!(err instanceof HttpError) || ![404, 409, 422].includes(err.status)) throw err;
      // 404 (job gone), 409 (a newer attempt, or already printed) and 422 (a value the server does not
      // take, e.g. a Z's totals it cannot read) will never change: that result is not sent again.
      this.log(`${job}: rezultatul a fost refuzat de server (${err.message}).`);
      rejected = err.status;
      // The device's outcome stands (a printed bon is never printed again): the server is told only
      // that, which it always takes, so the job leaves its queue and the later ones go on.
      if (err.status === 422) rejected = await this.reportBare(entry, job, signal);
    }
    return this.journal.append({ job: entry.job, attempt: entry.attempt, state: 'reported', rejected });
  }

  /**
   * After a 422: the result without its details (no number, totals or error). A printed one says so
   * (DETALII_REFUZATE), so the server shows the bon as one whose number is to be recorded
   * (backend/src/fiscal/fiscal-attention.ts). Answers the refusal left, or null.
   */
  async reportBare(entry, job, signal) {
    const o = entry.outcome;
    const body = { agent_id: this.agentId, attempt: entry.attempt, status: o.status };
    if (o.status === 'printed') body.error_code = DETAILS_REFUSED;
    const said =
      o.status === 'printed'
        ? `Casa de marcat l-a tipărit (${describe(o)}); nu se tipărește din nou.`
        : `Casa de marcat nu l-a tipărit (${describe(o)}).`;
    try {
      await this.request(`/api/fiscal-agent/jobs/${entry.job}/result`, body, signal, 30);
      this.log(`${job}: ${said} Trimis serverului fără detalii; verificați-l în Bălți.`);
      return null;
    } catch (err) {
      if (!(err instanceof HttpError) || ![404, 409, 422].includes(err.status)) throw err;
      this.log(`${job}: ${said} Serverul l-a refuzat și fără detalii (${err.message}); înregistrați-l în Bălți.`);
      return err.status;
    }
  }
}
