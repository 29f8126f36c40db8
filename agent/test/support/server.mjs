// An in-test server implementing the agent's side of the fiscal protocol faithfully (the real API's
// module lives in backend/src/fiscal): a queue of jobs per device, long-poll, `sent` jobs handed
// out again until a result comes, one agent per device (409), results recorded and checked.
import { createServer } from 'node:http';
import { setTimeout as sleep } from 'node:timers/promises';

const MONEY = /^\d{1,10}(\.\d{1,2})?$/;

export const TOKEN = 'bfd_1_testsecrettestsecrettestsecrettestsecre';

export function deviceSettings(overrides = {}) {
  return {
    vat_group: '1',
    payment_codes: { cash: '0', card: '1' },
    fprint_fields: '1;1;{vat};0;0',
    unit: 'buc',
    diacritics: false,
    ...overrides,
  };
}

export async function startServer({ format, settings = deviceSettings(), holdMs = 60_000, holdsPolls = true }) {
  const device = { id: 1, name: 'Casa poartă', format, settings };
  const jobs = [];
  const results = []; // every result request: { id, body, status }
  const polls = []; // every poll body, with the answer's status
  let holder = null; // { agent_id, at }
  let nextId = 1;
  let down = false;
  let token = TOKEN;
  const forcedResults = new Map(); // job id -> { status, message }: what its results are answered

  const json = (res, status, body) => {
    res.writeHead(status, { 'content-type': 'application/json' });
    res.end(JSON.stringify(body));
  };

  async function poll(body, res) {
    const now = Date.now();
    if (holder && holder.agent_id !== body.agent_id && now - holder.at < holdMs) {
      polls.push({ ...body, answered: 409 });
      return json(res, 409, { message: 'Casa de marcat este folosită de alt agent.' });
    }
    holder = { agent_id: body.agent_id, at: now };
    polls.push({ ...body, answered: 200 });
    device.last_state = body.state;
    // `holdsPolls: false`: a server (or a proxy) that answers every poll at once.
    const until = holdsPolls ? now + Math.min(Math.max(Number(body.wait_seconds ?? 25), 0), 30) * 1000 : now;
    let open;
    for (;;) {
      open = jobs.filter((j) => j.status === 'queued' || j.status === 'sent').slice(0, 20);
      if (down) return void res.socket.destroy();
      if (open.length || Date.now() >= until || server.closing) break;
      await sleep(25);
    }
    for (const j of open) j.status = 'sent';
    holder.at = Date.now();
    json(res, 200, { device, jobs: open.map(wire) });
  }

  function result(id, body, res) {
    const job = jobs.find((j) => j.id === id);
    const answer = (status, payload) => {
      results.push({ id, body, status });
      json(res, status, payload);
    };
    if (!job) return answer(404, { message: 'Not Found' });
    const forced = forcedResults.get(id);
    if (forced && (!forced.when || forced.when(body))) return answer(forced.status, { message: forced.message });
    if (!['printed', 'failed'].includes(body.status) || !Number.isInteger(body.attempt) || !body.agent_id) {
      return answer(422, { message: 'rezultat greșit' });
    }
    // As backend/src/fiscal/fiscal-agent.service.ts result(): totals are amounts like "600.00".
    const totals = Object.entries(body.z_report?.totals ?? {});
    if (totals.length > 10 || totals.some(([k, v]) => !/^[A-Za-z0-9_]{1,20}$/.test(k) || !MONEY.test(String(v))))
      return answer(422, { message: 'Datele trimise nu sunt valide.', errors: { 'z_report.totals': ['sume'] } });
    if (body.attempt < job.attempt) return answer(409, { message: 'încercare veche' });
    if (job.result && job.result.attempt === body.attempt) {
      const same = job.result.status === body.status && job.result.receipt_number === body.receipt_number;
      return same ? answer(200, { id, status: job.status }) : answer(409, { message: 'alt rezultat' });
    }
    if (job.status === 'printed') return answer(409, { message: 'deja tipărit' });
    job.status = body.status;
    job.result = body;
    // A Z printed without its totals is recorded, flagged (fiscal-agent.service.ts Z_WITHOUT_TOTALS).
    if (body.status === 'printed' && job.kind === 'z_report' && !body.z_report) job.error_code = 'Z_FARA_TOTALURI';
    else if (
      body.status === 'printed' &&
      job.kind === 'sale' &&
      !body.receipt_number &&
      body.error_code === 'DETALII_REFUZATE'
    )
      job.error_code = 'DETALII_REFUZATE';
    return answer(200, { id, status: job.status });
  }

  const server = createServer((req, res) => {
    if (down) return void req.socket.destroy(); // as a server that is not there
    let raw = '';
    req.on('data', (c) => (raw += c));
    req.on('end', () => {
      if (req.headers.authorization !== `Bearer ${token}`) return json(res, 401, { message: 'Unauthorized' });
      let body;
      try {
        body = JSON.parse(raw);
      } catch {
        return json(res, 400, { message: 'JSON' });
      }
      const m = /^\/api\/fiscal-agent\/jobs\/(\d+)\/result$/.exec(req.url);
      if (req.method === 'POST' && req.url === '/api/fiscal-agent/poll') return void poll(body, res);
      if (req.method === 'POST' && m) return result(Number(m[1]), body, res);
      json(res, 404, { message: 'Not Found' });
    });
  });
  server.closing = false;
  await new Promise((r) => server.listen(0, '127.0.0.1', r));

  function add(kind, sale) {
    const id = nextId++;
    const job = { id, seq: id, attempt: 1, kind, created_at: new Date().toISOString(), status: 'queued', result: null };
    if (sale) job.sale = sale;
    jobs.push(job);
    return job;
  }
  const wire = (j) => ({
    id: j.id,
    seq: j.seq,
    attempt: j.attempt,
    kind: j.kind,
    created_at: j.created_at,
    ...(j.sale ? { sale: j.sale } : {}),
  });

  return {
    url: `http://127.0.0.1:${server.address().port}`,
    device,
    jobs,
    results,
    polls,
    /** A sale of one pass, paid in cash (or as given). */
    addSale({ name = 'Permis zi — Lacul Mare', price = '50.00', payments } = {}) {
      return add('sale', {
        reference: `Permis ${nextId}`,
        lines: [{ name, unit_price: price, quantity: '1.000', vat_group: settings.vat_group }],
        payments: payments ?? [{ method: 'cash', amount: price }],
        total: price,
      });
    },
    addReport(kind) {
      return add(kind);
    },
    /** "Reîncearcă": a failed job queued again with the next attempt number. */
    retry(id) {
      const job = jobs.find((j) => j.id === id);
      if (job.status !== 'failed') throw new Error(`job ${id} is ${job.status}`);
      job.attempt++;
      job.status = 'queued';
    },
    /**
     * Every result for job `id` (those `when` picks, if given) answered `status` (a refusal the agent
     * cannot change), or again normally with null.
     */
    answerResults(id, status, message = 'refuzat', when = null) {
      if (status === null) forcedResults.delete(id);
      else forcedResults.set(id, { status, message, when });
    },
    /** A new token generated for the device: the old one is refused (401). */
    setToken(value) {
      token = value;
    },
    /** The server gone (connections dropped at once) or back. */
    setDown(value) {
      down = value;
    },
    async waitFor(predicate, timeoutMs = 20_000, what = 'condition') {
      const until = Date.now() + timeoutMs;
      while (!predicate()) {
        if (Date.now() > until) throw new Error(`timed out waiting for ${what}`);
        await sleep(20);
      }
    },
    async close() {
      server.closing = true;
      server.closeAllConnections?.();
      await new Promise((r) => server.close(r));
    },
  };
}
