/**
 * Scale data for benchmarks and index design (bench/, BENCHMARKS.md): many companies with realistic shapes.
 *
 * - Company sizes follow a Zipf-like law (weight 1/rank): a few large companies, a long tail of
 *   small ones. Clients and passes are shared out by that weight; company 1 is the largest.
 * - Passes span the last two years with seasonal traffic (spring to autumn, peaking in summer),
 *   weekends about 2.5× a weekday, issue times between 05:00 and 20:00 (Romania). Regular anglers
 *   come back: clients are drawn with a skew towards the first ones of each company.
 * - 5 % of passes are cancelled (their receipt too); payment is 70 % cash, 25 % card, 5 % transfer;
 *   every cash pass with a non-zero total has its chitanță (consecutive numbers in issue order).
 * - Each company: 1-4 waters, 2-5 plans, 0-3 discounts, default pass and receipt series (their
 *   counters set after the last number), one administrator and 1-3 staff (password Demo1234!),
 *   a few expenses a month and a few receipts not tied to a pass.
 * - The largest company's first water: 60 stands with three months of bookings (stands.scale.ts).
 *
 * Rows get their ids here and are bulk-written (bulk-writer.ts): on MariaDB/MySQL with LOAD DATA,
 * the big tables' secondary indexes built after the load; on SQLite with multi-row INSERTs, a
 * company a transaction. What the app keeps beside the rows is counted as they are made and written
 * with them: the search terms (clients/search-keys.ts), the passes' three statistics
 * (charts/pass-stats.ts) and the receipts' (receipts/receipt-stats.ts), the series' counters
 * (tests/api/scale-seed.e2e-spec.ts checks them against a recount). Deterministic for given sizes
 * (seeded PRNG), except the pass codes, which are random like in production.
 */
import { mulberry32 } from '@app/common/random';
import { randomBytes } from 'node:crypto';
import { DataSource, QueryRunner } from 'typeorm';
import { hashPassword } from '@app/auth/passwords';
import { amountInWords } from '@app/common/amount-words';
import { fromBani } from '@app/common/money';
import { cnpControlDigit } from '@app/common/validation/cnp';
import { bucharestDate } from '@app/common/time';
import { RoleId } from '@app/users/entities/user.entity';
import { EXPENSE_CATEGORIES } from '@app/expenses/entities/expense.entity';
import { clientSearchKeys, clientSearchTerms } from '@app/clients/search-keys';
import { DEMO_PASSWORD } from './demo.seed';
import { BulkWriter, withoutSecondaryIndexes } from './bulk-writer';
import { seedStands } from './stands.scale';

export interface ScaleOptions {
  companies: number;
  clients: number;
  passes: number;
  /** Progress lines; default: none. */
  log?: (line: string) => void;
}

export interface ScaleResult {
  companies: number;
  clients: number;
  passes: number;
  receipts: number;
  expenses: number;
  users: number;
  /** The largest company's slug and admin email, for benchmarks. */
  largest: { id: number; slug: string; admin: string };
}

const LAST = [
  'Popescu',
  'Ionescu',
  'Popa',
  'Pop',
  'Radu',
  'Dumitru',
  'Stan',
  'Stoica',
  'Gheorghe',
  'Matei',
  'Ciobanu',
  'Rusu',
  'Munteanu',
  'Constantin',
  'Mihai',
  'Marin',
  'Tudor',
  'Florea',
  'Dinu',
  'Lazăr',
  'Moldovan',
  'Barbu',
  'Cristea',
  'Ene',
  'Toma',
  'Nistor',
  'Sârbu',
  'Dobre',
  'Vasile',
  'Ursu',
  'Mocanu',
  'Oprea',
  'Iordache',
  'Lungu',
  'Coman',
  'Neagu',
  'Zamfir',
  'Răducanu',
  'Bălan',
  'Cojocaru',
];
const FIRST = [
  'Ion',
  'Andrei',
  'Mihai',
  'Alexandru',
  'Gheorghe',
  'Vasile',
  'Constantin',
  'Nicolae',
  'Dan',
  'Florin',
  'Marian',
  'Cristian',
  'Adrian',
  'Ștefan',
  'Gabriel',
  'Bogdan',
  'Radu',
  'Sorin',
  'Cătălin',
  'Ovidiu',
  'Maria',
  'Elena',
  'Ana',
  'Ioana',
  'Mihaela',
  'Andreea',
  'Cristina',
  'Daniela',
  'Gabriela',
  'Alina',
];
const CITIES = [
  'Cluj-Napoca',
  'București',
  'Iași',
  'Timișoara',
  'Brașov',
  'Constanța',
  'Craiova',
  'Galați',
  'Ploiești',
  'Oradea',
];
const PLATE_COUNTIES = ['CJ', 'B', 'IS', 'TM', 'BV', 'CT', 'DJ', 'GL', 'PH', 'BH', 'AB', 'SB', 'MS', 'AG'];
const LETTERS = 'ABCDEFGHIJKLMNOPRSTUVXZ';
const WATER_NAMES = ['Lacul Mare', 'Balta Mică', 'Iazul Nou', 'Lacul cu Nuferi', 'Balta Veche', 'Heleșteul'];
const PLAN_TEMPLATES = [
  { name: 'Permis o zi', value: 1, unit: 'days', price: 50, rods: 2, retention: '2.00', night: 0 },
  { name: 'Permis 24 de ore', value: 24, unit: 'hours', price: 80, rods: 3, retention: '0.00', night: 1 },
  { name: 'Permis 12 ore', value: 12, unit: 'hours', price: 40, rods: 2, retention: '1.00', night: 0 },
  { name: 'Abonament lunar', value: 1, unit: 'months', price: 400, rods: 4, retention: '5.00', night: 0 },
  { name: 'Abonament anual', value: 1, unit: 'years', price: 1500, rods: 4, retention: '10.00', night: 0 },
];
/** How often each plan template is sold (day permits dominate). */
const PLAN_WEIGHTS = [50, 20, 20, 8, 2];
const DISCOUNTS = [
  { name: 'Pensionari', type: 'percent', value: 20 },
  { name: 'Copii sub 14 ani', type: 'percent', value: 50 },
  { name: 'Fidelitate', type: 'fixed', value: 10 },
];
/** Relative traffic per month, January first: lakes are busy from spring to autumn. */
const MONTH_WEIGHT = [0.25, 0.3, 0.6, 1.0, 1.4, 1.8, 2.0, 2.0, 1.5, 1.0, 0.5, 0.25];

const DAY = 86_400_000;
const pad = (n: number, w = 2) => String(n).padStart(w, '0');

/** Seasonal instants over [from, to): rejection sampling on month and weekday weights. */
function seasonalInstant(rand: () => number, from: number, to: number): number {
  for (;;) {
    const t = from + rand() * (to - from);
    const d = new Date(t);
    const weekend = d.getUTCDay() === 0 || d.getUTCDay() === 6;
    const w = MONTH_WEIGHT[d.getUTCMonth()] * (weekend ? 2.5 : 1);
    if (rand() * 5 < w) {
      // 05:00-20:00 Romania ≈ 02:00-17:00 UTC (summer) / 03:00-18:00 (winter): keep it simple.
      const dayStart = Math.floor(t / DAY) * DAY;
      return dayStart + (3 * 3600 + Math.floor(rand() * 15 * 3600)) * 1000;
    }
  }
}

function addDuration(from: number, value: number, unit: string): number {
  const d = new Date(from);
  if (unit === 'hours') return from + value * 3600_000;
  if (unit === 'days') return from + value * DAY;
  if (unit === 'months') d.setUTCMonth(d.getUTCMonth() + value);
  else d.setUTCFullYear(d.getUTCFullYear() + value);
  return d.getTime();
}

/** Bucharest days by UTC hour (Romanian midnights are whole UTC hours): Intl once an hour, not once a row. */
const days = new Map<number, string>();
const dayOf = (ms: number): string => {
  const hour = Math.floor(ms / 3600_000);
  let d = days.get(hour);
  if (d === undefined) days.set(hour, (d = bucharestDate(new Date(hour * 3600_000))));
  return d;
};

/** Pass codes: 16 random bytes each, drawn 4 096 at a time. */
function codes(): () => string {
  let pool = Buffer.alloc(0);
  let at = 0;
  return () => {
    if (at >= pool.length) {
      pool = randomBytes(16 * 4096);
      at = 0;
    }
    at += 16;
    return pool.toString('base64url', at - 16, at);
  };
}

/**
 * The last columns of a pass's and a chitanță's rows: a numbered document's issuer, cancellation
 * and times (common/numbered-document.ts); their values come from numbered() in seedScale.
 */
const NUMBERED_DOCUMENT = ['created_by', 'cancelled_at', 'cancelled_by', 'cancel_reason', 'created_at', 'updated_at'];

const TABLES: [string, string[]][] = [
  [
    'companies',
    [
      'id',
      'name',
      'slug',
      'cui',
      'vat_payer',
      'reg_com',
      'address',
      'state_id',
      'city',
      'phone',
      'email',
      'iban',
      'bank',
      'active',
      'created_at',
      'updated_at',
    ],
  ],
  [
    'doc_series',
    [
      'id',
      'company_id',
      'type',
      'series',
      'next_number',
      'issued_count',
      'is_default',
      'active',
      'created_at',
      'updated_at',
    ],
  ],
  [
    'users',
    [
      'id',
      'company_id',
      'name',
      'email',
      'password',
      'role',
      'phone',
      'last_login_at',
      'created_at',
      'updated_at',
      'deleted_at',
    ],
  ],
  [
    'waters',
    [
      'id',
      'company_id',
      'name',
      'state_id',
      'city',
      'surface_ha',
      'description',
      'rules',
      'latitude',
      'longitude',
      'active',
      'created_at',
      'updated_at',
    ],
  ],
  [
    'plans',
    [
      'id',
      'company_id',
      'name',
      'duration_value',
      'duration_unit',
      'price',
      'rods',
      'retention_kg',
      'night',
      'description',
      'active',
      'created_at',
      'updated_at',
    ],
  ],
  ['plan_waters', ['plan_id', 'water_id']],
  ['discounts', ['id', 'company_id', 'name', 'type', 'value', 'description', 'active', 'created_at', 'updated_at']],
  [
    'clients',
    [
      'id',
      'company_id',
      'first_name',
      'last_name',
      'cnp',
      'birth_date',
      'id_series',
      'id_number',
      'phone',
      'email',
      'state_id',
      'city',
      'address',
      'car_plate',
      'notes',
      'blocked',
      'blocked_reason',
      'search_last',
      'search_first',
      'search_phone',
      'search_plate',
      'created_at',
      'updated_at',
    ],
  ],
  ['client_search_keys', ['company_id', 'term', 'client_id', 'last_name', 'first_name']],
  [
    'passes',
    [
      'id',
      'company_id',
      'client_id',
      'water_id',
      'plan_id',
      'discount_id',
      'doc_series_id',
      'series',
      'number',
      'code',
      'valid_from',
      'valid_to',
      'price',
      'discount_amount',
      'total',
      'rods',
      'retention_kg',
      'payment_method',
      'car_plate',
      'notes',
      'status',
      ...NUMBERED_DOCUMENT,
    ],
  ],
  [
    'receipts',
    [
      'id',
      'company_id',
      'client_id',
      'pass_id',
      'doc_series_id',
      'series',
      'number',
      'issued_on',
      'amount',
      'amount_words',
      'description',
      'fiscal_receipt_no',
      'status',
      ...NUMBERED_DOCUMENT,
    ],
  ],
  [
    'expenses',
    [
      'id',
      'company_id',
      'category',
      'amount',
      'spent_on',
      'water_id',
      'supplier',
      'document_number',
      'description',
      'created_by',
      'created_at',
      'updated_at',
    ],
  ],
  // What the app keeps beside the rows (pass_day_stats and friends: charts/pass-stats.ts,
  // receipts/receipt-stats.ts), counted here as the rows are made.
  ['pass_day_stats', ['company_id', 'day', 'water_id', 'passes', 'revenue_bani']],
  ['pass_list_stats', ['company_id', 'day', 'water_id', 'active', 'active_bani', 'cancelled']],
  ['client_pass_totals', ['company_id', 'client_id', 'active', 'active_bani', 'cancelled', 'last_valid_from']],
  ['receipt_day_stats', ['company_id', 'day', 'receipts', 'issued_bani']],
];

/** The tables whose secondary indexes are built after the load on MariaDB. */
const BIG_TABLES = ['clients', 'client_search_keys', 'passes', 'receipts'];

export async function seedScale(ds: DataSource, opts: ScaleOptions): Promise<ScaleResult> {
  const log = opts.log ?? (() => undefined);
  const mysql = ds.options.type !== 'better-sqlite3';
  const instant = (ms: number) =>
    new Date(ms)
      .toISOString()
      .slice(0, mysql ? 19 : 23)
      .replace('T', ' ');
  /** NUMBERED_DOCUMENT's values: issued by `by`, cancelled by them at `cancelledAt` (null: not cancelled). */
  const numbered = (by: number, cancelledAt: number | null, createdAt: string, updatedAt: string) =>
    cancelledAt === null
      ? [by, null, null, null, createdAt, updatedAt]
      : [by, instant(cancelledAt), by, 'Greșeală la emitere', createdAt, updatedAt];
  const rand = mulberry32(opts.companies * 7919 + opts.clients * 31 + opts.passes);
  const pick = <T>(list: readonly T[]) => list[Math.floor(rand() * list.length)];
  const weighted = (weights: number[]) => {
    const sum = weights.reduce((a, b) => a + b, 0);
    let r = rand() * sum;
    for (let i = 0; i < weights.length; i++) if ((r -= weights[i]) < 0) return i;
    return weights.length - 1;
  };
  const code = codes();

  const qr: QueryRunner = ds.createQueryRunner();
  await qr.connect();
  const out = new BulkWriter(qr);
  for (const [table, columns] of TABLES) out.table(table, columns);
  /** Ids are given here, after the largest already stored (rows keep the order they are made in). */
  const nextId: Record<string, number> = {};
  for (const table of [
    'companies',
    'doc_series',
    'users',
    'waters',
    'plans',
    'discounts',
    'clients',
    'passes',
    'receipts',
    'expenses',
  ]) {
    const [row] = (await qr.query(`SELECT MAX(id) AS m FROM ${table}`)) as { m: number | string | null }[];
    nextId[table] = Number(row.m ?? 0) + 1;
  }
  const ids = (table: string, n: number): number[] => {
    const first = nextId[table];
    nextId[table] += n;
    return Array.from({ length: n }, (_, i) => first + i);
  };

  if (mysql) {
    await qr.query('SET SESSION foreign_key_checks = 0');
    await qr.query('SET SESSION unique_checks = 0');
  }
  const started = Date.now();
  const password = await hashPassword(DEMO_PASSWORD);
  const stateIds = ((await qr.query('SELECT id FROM states ORDER BY id')) as { id: number }[]).map((r) => Number(r.id));
  const [{ n: existing }] = (await qr.query('SELECT COUNT(*) AS n FROM companies')) as { n: number | string }[];
  const offset = Number(existing);
  const now = Date.now();
  const since = now - 730 * DAY;
  const nowText = instant(now);

  const weights = Array.from({ length: opts.companies }, (_, i) => 1 / (i + 1));
  const wsum = weights.reduce((a, b) => a + b, 0);
  const share = (total: number, i: number) => Math.max(1, Math.round((total * weights[i]) / wsum));

  const result: ScaleResult = {
    companies: opts.companies,
    clients: 0,
    passes: 0,
    receipts: 0,
    expenses: 0,
    users: 0,
    largest: { id: 0, slug: '', admin: '' },
  };
  const amountWords = new Map<number, string>();
  const words = (bani: number) => {
    let w = amountWords.get(bani);
    if (!w) amountWords.set(bani, (w = amountInWords(fromBani(bani))));
    return w;
  };
  const letters = LETTERS.split('');

  const rebuildIndexes = mysql ? await withoutSecondaryIndexes(qr, BIG_TABLES, log) : null;
  try {
    for (let ci = 0; ci < opts.companies; ci++) {
      const n = offset + ci + 1;
      const slug = `scala-${n}`;
      const [companyId] = ids('companies', 1);
      out.row('companies', [
        companyId,
        `Balta Scală ${n}`,
        slug,
        String(10_000_000 + n),
        n % 3 === 0 ? 1 : 0,
        `J12/${n}/2015`,
        `Str. Lacului nr. ${n}`,
        pick(stateIds),
        pick(CITIES),
        '0740 123 456',
        `contact@${slug}.test`,
        null,
        null,
        1,
        nowText,
        nowText,
      ]);
      // Series: pass and receipt, default; written at the end of the company with their counters.
      const [passSeries, receiptSeries] = ids('doc_series', 2);

      // Users: one administrator, 1-3 staff.
      const staff = 1 + Math.floor(rand() * 3);
      const admin = `admin@${slug}.test`;
      const userIds = ids('users', staff + 1);
      out.row('users', [
        userIds[0],
        companyId,
        `Administrator ${n}`,
        admin,
        password,
        RoleId.CompanyAdmin,
        null,
        null,
        nowText,
        nowText,
        null,
      ]);
      for (let s = 0; s < staff; s++)
        out.row('users', [
          userIds[s + 1],
          companyId,
          `Angajat ${s + 1}`,
          `angajat${s + 1}@${slug}.test`,
          password,
          RoleId.Staff,
          null,
          null,
          nowText,
          nowText,
          null,
        ]);
      result.users += staff + 1;
      if (ci === 0) result.largest = { id: companyId, slug, admin };

      // Waters, plans (each on a subset of the waters, at least the first), discounts.
      const waterCount = 1 + Math.floor(rand() * 4);
      const waterIds = ids('waters', waterCount);
      WATER_NAMES.slice(0, waterCount).forEach((name, wi) =>
        out.row('waters', [
          waterIds[wi],
          companyId,
          name,
          pick(stateIds),
          pick(CITIES),
          (1 + rand() * 30).toFixed(2),
          null,
          'Pescuitul este permis doar din standurile amenajate.',
          null,
          null,
          1,
          nowText,
          nowText,
        ]),
      );
      const planCount = 2 + Math.floor(rand() * 4);
      const templates = PLAN_TEMPLATES.slice(0, planCount);
      const planIds = ids('plans', planCount);
      templates.forEach((p, pi) =>
        out.row('plans', [
          planIds[pi],
          companyId,
          p.name,
          p.value,
          p.unit,
          fromBani(p.price * 100),
          p.rods,
          p.retention,
          p.night,
          null,
          1,
          nowText,
          nowText,
        ]),
      );
      const planWaters = planIds.map((_, pi) =>
        pi === 0 ? waterIds : waterIds.filter((_w, wi) => wi === 0 || rand() < 0.6),
      );
      planIds.forEach((id, pi) => planWaters[pi].forEach((w) => out.row('plan_waters', [id, w])));
      const discountCount = Math.floor(rand() * 4);
      const discounts = DISCOUNTS.slice(0, discountCount);
      const discountIds = ids('discounts', discountCount);
      discounts.forEach((d, di) =>
        out.row('discounts', [
          discountIds[di],
          companyId,
          d.name,
          d.type,
          fromBani(d.value * 100),
          null,
          1,
          nowText,
          nowText,
        ]),
      );

      // Clients, and their search terms as the app's writes keep them (clients/client-search-terms.subscriber.ts).
      const clientCount = share(opts.clients, ci);
      const clientIds = ids('clients', clientCount);
      const plates: (string | null)[] = [];
      const keyRows: [term: string, clientId: number, last: string, first: string][] = [];
      for (let k = 0; k < clientCount; k++) {
        const created = since + rand() * (now - since);
        let cnp: string | null = null;
        let birth: string | null = null;
        if (rand() < 0.7) {
          // Unique per company: the birth day and the serial come from k.
          const male = rand() < 0.8;
          const day = new Date(Date.UTC(1950, 0, 1) + (k % 20000) * DAY);
          const year = day.getUTCFullYear();
          const s = year >= 2000 ? (male ? 5 : 6) : male ? 1 : 2;
          const first12 = `${s}${pad(year % 100)}${pad(day.getUTCMonth() + 1)}${pad(day.getUTCDate())}${pad(1 + (k % 46))}${pad(1 + Math.floor(k / 20000), 3)}`;
          cnp = `${first12}${cnpControlDigit(first12)}`;
          birth = day.toISOString().slice(0, 10);
        }
        const plate =
          rand() < 0.4
            ? `${pick(PLATE_COUNTIES)}${pad(Math.floor(rand() * 99) + 1)}${pick(letters)}${pick(letters)}${pick(letters)}`
            : null;
        plates.push(plate);
        const last = pick(LAST);
        const first = pick(FIRST);
        const blocked = rand() < 0.005;
        // Drawn in the order the row lists them, so the data stays what it was before the keys.
        const idSeries = cnp ? pick(['CJ', 'XB', 'RT', 'IS', 'TM']) : null;
        const idNumber = cnp ? pad(Math.floor(rand() * 1e6), 6) : null;
        const phone = rand() < 0.85 ? `07${pad(Math.floor(rand() * 1e8), 8)}` : null;
        const keys = clientSearchKeys({ first_name: first, last_name: last, phone, car_plate: plate });
        for (const term of clientSearchTerms({ first_name: first, last_name: last, phone, car_plate: plate, cnp }))
          keyRows.push([term, clientIds[k], last, first]);
        out.row('clients', [
          clientIds[k],
          companyId,
          first,
          last,
          cnp,
          birth,
          idSeries,
          idNumber,
          phone,
          rand() < 0.3 ? `${first}.${last}.${k}@exemplu.ro`.toLowerCase() : null,
          pick(stateIds),
          pick(CITIES),
          null,
          plate,
          null,
          blocked ? 1 : 0,
          blocked ? 'Pescuit fără permis' : null,
          keys.search_last,
          keys.search_first,
          keys.search_phone,
          keys.search_plate,
          instant(created),
          instant(created),
        ]);
        if (out.full) await out.flush();
      }
      // In the primary key's order (company, term, client): appended to the clustered index, not scattered in it.
      keyRows.sort((a, b) => (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : a[1] - b[1]));
      for (const [term, clientId, last, first] of keyRows) {
        out.row('client_search_keys', [companyId, term, clientId, last, first]);
        if (out.full) await out.flush();
      }
      keyRows.length = 0;
      result.clients += clientCount;

      // Passes in issue order (numbers consecutive), with receipts for cash; the statistics counted on the way.
      const passCount = share(opts.passes, ci);
      const passIds = ids('passes', passCount);
      const times = Array.from({ length: passCount }, () => seasonalInstant(rand, since, now)).sort((a, b) => a - b);
      type Receipt = {
        pass: number | null;
        bani: number;
        issued: string;
        cancelled: boolean;
        at: number;
        by: number;
        client: number;
        desc: string;
      };
      const receipts: Receipt[] = [];
      const planWeights = templates.map((_, pi) => PLAN_WEIGHTS[pi]);
      const byIssue = new Map<string, [day: string, water: number, active: number, bani: number]>();
      const byValidity = new Map<
        string,
        [day: string, water: number, active: number, bani: number, cancelled: number]
      >();
      const clientActive = new Int32Array(clientCount);
      const clientBani = new Float64Array(clientCount);
      const clientCancelled = new Int32Array(clientCount);
      const clientLatest = new Float64Array(clientCount).fill(-1);
      for (let k = 0; k < passCount; k++) {
        const t = times[k];
        const pi = weighted(planWeights);
        const tpl = templates[pi];
        const water = pick(planWaters[pi]);
        // Regulars: the first clients come back far more often.
        const ck = Math.floor(clientCount * rand() * rand());
        const di = discounts.length && rand() < 0.15 ? Math.floor(rand() * discounts.length) : -1;
        const price = tpl.price * 100;
        const d = di >= 0 ? discounts[di] : null;
        const off = d ? Math.min(price, d.type === 'percent' ? Math.round((price * d.value) / 100) : d.value * 100) : 0;
        const total = price - off;
        const r = rand();
        const payment = r < 0.7 ? 'cash' : r < 0.95 ? 'card' : 'transfer';
        const cancelled = rand() < 0.05;
        const by = pick(userIds);
        const cancelledAt = cancelled ? t + Math.floor(rand() * 3600_000) : null;
        const from = instant(t);
        out.row('passes', [
          passIds[k],
          companyId,
          clientIds[ck],
          water,
          planIds[pi],
          d ? discountIds[di] : null,
          passSeries,
          `S${n}`,
          k + 1,
          code(),
          from,
          instant(addDuration(t, tpl.value, tpl.unit)),
          fromBani(price),
          fromBani(off),
          fromBani(total),
          tpl.rods,
          tpl.retention,
          payment,
          plates[ck],
          null,
          cancelled ? 'cancelled' : 'active',
          ...numbered(by, cancelledAt, from, instant(cancelledAt ?? t)),
        ]);
        // Issued (created_at) and valid from the same instant t.
        const day = dayOf(t);
        const key = `${day}|${water}`;
        const issue = byIssue.get(key) ?? [day, water, 0, 0];
        const valid = byValidity.get(key) ?? [day, water, 0, 0, 0];
        byIssue.set(key, issue);
        byValidity.set(key, valid);
        if (cancelled) {
          valid[4]++;
          clientCancelled[ck]++;
        } else {
          issue[2]++;
          issue[3] += total;
          valid[2]++;
          valid[3] += total;
          clientActive[ck]++;
          clientBani[ck] += total;
        }
        if (t > clientLatest[ck]) clientLatest[ck] = t;
        if (payment === 'cash' && total > 0) {
          receipts.push({
            pass: passIds[k],
            bani: total,
            issued: day,
            cancelled,
            at: cancelledAt ?? t,
            by,
            client: clientIds[ck],
            desc: `Contravaloare permis de pescuit S${n} nr. ${k + 1}: ${tpl.name}`,
          });
        }
        if (out.full) await out.flush();
      }
      times.length = 0;
      result.passes += passCount;
      for (const [day, water, active, bani] of byIssue.values())
        if (active !== 0 || bani !== 0) out.row('pass_day_stats', [companyId, day, water, active, bani]);
      for (const [day, water, active, bani, cancelled] of byValidity.values())
        out.row('pass_list_stats', [companyId, day, water, active, bani, cancelled]);
      for (let k = 0; k < clientCount; k++)
        if (clientLatest[k] >= 0)
          out.row('client_pass_totals', [
            companyId,
            clientIds[k],
            clientActive[k],
            clientBani[k],
            clientCancelled[k],
            instant(clientLatest[k]),
          ]);

      // A few receipts without a pass (other sales), about 1 per 100 passes, spread over the period.
      const loose = Math.floor(passCount / 100);
      const looseTimes = Array.from({ length: loose }, () => seasonalInstant(rand, since, now));
      for (const t of looseTimes)
        receipts.push({
          pass: null,
          bani: (1 + Math.floor(rand() * 20)) * 1000,
          issued: dayOf(t),
          cancelled: false,
          at: t,
          by: pick(userIds),
          client: clientIds[Math.floor(rand() * clientCount)],
          desc: 'Închiriere echipament',
        });
      receipts.sort((a, b) => a.at - b.at);
      const receiptIds = ids('receipts', receipts.length);
      const receiptDays = new Map<string, [receipts: number, bani: number]>();
      for (const [i, r] of receipts.entries()) {
        out.row('receipts', [
          receiptIds[i],
          companyId,
          r.client,
          r.pass,
          receiptSeries,
          `S${n}C`,
          i + 1,
          r.issued,
          fromBani(r.bani),
          words(r.bani),
          r.desc,
          null,
          r.cancelled ? 'cancelled' : 'issued',
          ...numbered(r.by, r.cancelled ? r.at : null, instant(r.at), instant(r.at)),
        ]);
        const day = receiptDays.get(r.issued) ?? [0, 0];
        receiptDays.set(r.issued, day);
        day[0]++;
        if (!r.cancelled) day[1] += r.bani;
        if (out.full) await out.flush();
      }
      for (const [day, [count, bani]] of receiptDays) out.row('receipt_day_stats', [companyId, day, count, bani]);
      result.receipts += receipts.length;
      out.row('doc_series', [passSeries, companyId, 'pass', `S${n}`, passCount + 1, passCount, 1, 1, nowText, nowText]);
      out.row('doc_series', [
        receiptSeries,
        companyId,
        'receipt',
        `S${n}C`,
        receipts.length + 1,
        receipts.length,
        1,
        1,
        nowText,
        nowText,
      ]);
      receipts.length = 0;

      // Expenses: 3-10 a month, larger companies spend more.
      for (let m = 0; m < 24; m++) {
        const count = 3 + Math.floor(rand() * 8);
        for (let e = 0; e < count; e++) {
          const t = since + (m + rand()) * 30.4 * DAY;
          if (t > now) continue;
          const amount = Math.round((100 + rand() * 5000) * (1 + 10 * weights[ci]) * 100);
          out.row('expenses', [
            ids('expenses', 1)[0],
            companyId,
            pick(EXPENSE_CATEGORIES),
            fromBani(amount),
            bucharestDate(new Date(t)),
            rand() < 0.5 ? pick(waterIds) : null,
            'Furnizor SRL',
            `F${Math.floor(rand() * 1e6)}`,
            null,
            userIds[0],
            instant(t),
            instant(t),
          ]);
          result.expenses++;
        }
      }
      // SQLite: a company's rows together (its foreign keys are checked); MariaDB: batches of any size.
      if (!mysql || out.full) await out.flush();
      if (ci < 5 || (ci + 1) % 10 === 0 || ci + 1 === opts.companies) {
        const secs = (Date.now() - started) / 1000;
        log(
          `company ${ci + 1}/${opts.companies}: ${clientCount} clients, ${passCount} passes (${result.passes} in all, ${Math.round(out.made / secs)} rows/s made)`,
        );
      }
    }
    await out.finish();
    log(`${out.written} rows in ${((Date.now() - started) / 1000).toFixed(1)} s`);
    if (rebuildIndexes) await rebuildIndexes();
    // The lake's board: 60 stands and their bookings on the largest company's first water.
    const board = await seedStands(qr, result.largest.id, rand, instant);
    log(`board: ${board.stands} stands, ${board.bookings} bookings on water ${board.waterId}`);
  } catch (err) {
    if (qr.isTransactionActive) await qr.rollbackTransaction();
    if (rebuildIndexes)
      log('seed:scale failed: the secondary indexes of the big tables were left out, use a new database');
    throw err;
  } finally {
    if (mysql) {
      await qr.query('SET SESSION foreign_key_checks = 1').catch(() => undefined);
      await qr.query('SET SESSION unique_checks = 1').catch(() => undefined);
    }
    await qr.release();
  }
  if (mysql) {
    // Every table, the small ones too: a server stopped right after a short seed keeps InnoDB's
    // statistics of empty tables (waters, plans: 0 rows), and the planner then joins them wrong.
    const tables: { t: string }[] = await ds.query(
      "SELECT table_name AS t FROM information_schema.tables WHERE table_schema = DATABASE() AND table_type = 'BASE TABLE'",
    );
    for (const { t } of tables) await ds.query(`ANALYZE TABLE \`${t}\``);
  } else {
    await ds.query('ANALYZE');
  }
  return result;
}
