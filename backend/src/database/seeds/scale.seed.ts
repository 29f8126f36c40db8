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
 * Rows are written with batched multi-row INSERTs on one connection (foreign-key and unique checks
 * off for the session on MariaDB/MySQL). Deterministic for given sizes (seeded PRNG), except the
 * pass codes, which are random like in production.
 */
import { mulberry32 } from '@app/common/random';
import { randomBytes } from 'node:crypto';
import { DataSource, QueryRunner } from 'typeorm';
import { hashPassword } from '@app/auth/passwords';
import { amountInWords } from '@app/common/amount-words';
import { cnpControlDigit } from '@app/common/validation/cnp';
import { bucharestDate } from '@app/common/time';
import { RoleId } from '@app/users/entities/user.entity';
import { rebuildPassStats } from '@app/charts/pass-stats';
import { rebuildReceiptStats } from '@app/receipts/receipt-stats';
import { clientSearchKeys, clientSearchTerms } from '@app/clients/search-keys';
import { DEMO_PASSWORD } from './demo.seed';
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
const EXPENSE_CATEGORIES = [
  'furaje',
  'populare',
  'salarii',
  'utilitati',
  'intretinere',
  'taxe',
  'echipamente',
  'altele',
];

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

const money = (bani: number) => (bani / 100).toFixed(2);

export async function seedScale(ds: DataSource, opts: ScaleOptions): Promise<ScaleResult> {
  const log = opts.log ?? (() => undefined);
  const mysql = ds.options.type !== 'better-sqlite3';
  const instant = (ms: number) =>
    new Date(ms)
      .toISOString()
      .slice(0, mysql ? 19 : 23)
      .replace('T', ' ');
  const rand = mulberry32(opts.companies * 7919 + opts.clients * 31 + opts.passes);
  const pick = <T>(list: readonly T[]) => list[Math.floor(rand() * list.length)];
  const weighted = (weights: number[]) => {
    const sum = weights.reduce((a, b) => a + b, 0);
    let r = rand() * sum;
    for (let i = 0; i < weights.length; i++) if ((r -= weights[i]) < 0) return i;
    return weights.length - 1;
  };

  const qr: QueryRunner = ds.createQueryRunner();
  await qr.connect();
  const maxParams = 30_000; // under SQLite's 32766 and far under MySQL's 65535
  let insertedRows = 0;
  /** Multi-row INSERT of `rows` (arrays in `columns` order), in batches. */
  const insert = async (table: string, columns: string[], rows: unknown[][]): Promise<void> => {
    const per = Math.max(1, Math.floor(maxParams / columns.length));
    const tuple = `(${columns.map(() => '?').join(',')})`;
    for (let i = 0; i < rows.length; i += per) {
      const chunk = rows.slice(i, i + per);
      await qr.query(
        `INSERT INTO ${table} (${columns.join(',')}) VALUES ${chunk.map(() => tuple).join(',')}`,
        chunk.flat(),
      );
      insertedRows += chunk.length;
    }
  };
  /** The ids just inserted: rows are written in order by one connection, so they are max-n+1..max. */
  const lastIds = async (table: string, n: number): Promise<number[]> => {
    const [row] = (await qr.query(`SELECT MAX(id) AS m FROM ${table}`)) as { m: number | string }[];
    const max = Number(row.m);
    return Array.from({ length: n }, (_, i) => max - n + 1 + i);
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
    if (!w) amountWords.set(bani, (w = amountInWords(money(bani))));
    return w;
  };

  try {
    for (let ci = 0; ci < opts.companies; ci++) {
      await qr.startTransaction();
      const n = offset + ci + 1;
      const slug = `scala-${n}`;
      await insert(
        'companies',
        [
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
        [
          [
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
          ],
        ],
      );
      const [companyId] = await lastIds('companies', 1);

      // Series: pass and receipt, default; counters are set at the end.
      await insert(
        'doc_series',
        [
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
        [
          [companyId, 'pass', `S${n}`, 1, 0, 1, 1, nowText, nowText],
          [companyId, 'receipt', `S${n}C`, 1, 0, 1, 1, nowText, nowText],
        ],
      );
      const [passSeries, receiptSeries] = await lastIds('doc_series', 2);

      // Users: one administrator, 1-3 staff.
      const staff = 1 + Math.floor(rand() * 3);
      const admin = `admin@${slug}.test`;
      await insert(
        'users',
        [
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
        [
          [companyId, `Administrator ${n}`, admin, password, RoleId.CompanyAdmin, null, null, nowText, nowText, null],
          ...Array.from({ length: staff }, (_, s) => [
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
          ]),
        ],
      );
      const userIds = await lastIds('users', staff + 1);
      result.users += staff + 1;
      if (ci === 0) result.largest = { id: companyId, slug, admin };

      // Waters, plans (each on a subset of the waters, at least the first), discounts.
      const waterCount = 1 + Math.floor(rand() * 4);
      await insert(
        'waters',
        [
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
        WATER_NAMES.slice(0, waterCount).map((name) => [
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
      const waterIds = await lastIds('waters', waterCount);
      const planCount = 2 + Math.floor(rand() * 4);
      const templates = PLAN_TEMPLATES.slice(0, planCount);
      await insert(
        'plans',
        [
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
        templates.map((p) => [
          companyId,
          p.name,
          p.value,
          p.unit,
          money(p.price * 100),
          p.rods,
          p.retention,
          p.night,
          null,
          1,
          nowText,
          nowText,
        ]),
      );
      const planIds = await lastIds('plans', planCount);
      const planWaters = planIds.map((_, pi) =>
        pi === 0 ? waterIds : waterIds.filter((_w, wi) => wi === 0 || rand() < 0.6),
      );
      await insert(
        'plan_waters',
        ['plan_id', 'water_id'],
        planIds.flatMap((id, pi) => planWaters[pi].map((w) => [id, w])),
      );
      const discountCount = Math.floor(rand() * 4);
      const discounts = DISCOUNTS.slice(0, discountCount);
      if (discountCount) {
        await insert(
          'discounts',
          ['company_id', 'name', 'type', 'value', 'description', 'active', 'created_at', 'updated_at'],
          discounts.map((d) => [companyId, d.name, d.type, money(d.value * 100), null, 1, nowText, nowText]),
        );
      }
      const discountIds = discountCount ? await lastIds('discounts', discountCount) : [];

      // Clients.
      const clientCount = share(opts.clients, ci);
      const clientRows: unknown[][] = [];
      const plates: (string | null)[] = [];
      const clientTerms: string[][] = [];
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
            ? `${pick(PLATE_COUNTIES)}${pad(Math.floor(rand() * 99) + 1)}${pick(LETTERS.split(''))}${pick(LETTERS.split(''))}${pick(LETTERS.split(''))}`
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
        clientTerms.push(clientSearchTerms({ first_name: first, last_name: last, phone, car_plate: plate, cnp }));
        clientRows.push([
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
      }
      await insert(
        'clients',
        [
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
        clientRows,
      );
      const clientIds = await lastIds('clients', clientCount);
      result.clients += clientCount;
      // Their search terms, as the app's writes keep them (clients/client-search-terms.subscriber.ts).
      await insert(
        'client_search_keys',
        ['company_id', 'term', 'client_id'],
        clientTerms.flatMap((terms, k) => terms.map((term) => [companyId, term, clientIds[k]])),
      );

      // Passes in issue order (numbers consecutive), with receipts for cash.
      const passCount = share(opts.passes, ci);
      const times = Array.from({ length: passCount }, () => seasonalInstant(rand, since, now)).sort((a, b) => a - b);
      const passRows: unknown[][] = [];
      const receiptOf: {
        passIndex: number;
        bani: number;
        issued: string;
        cancelled: boolean;
        at: number;
        by: number;
        client: number;
        desc: string;
      }[] = [];
      const planWeights = templates.map((_, pi) => PLAN_WEIGHTS[pi]);
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
        passRows.push([
          companyId,
          clientIds[ck],
          water,
          planIds[pi],
          d ? discountIds[di] : null,
          passSeries,
          `S${n}`,
          k + 1,
          randomBytes(16).toString('base64url'),
          instant(t),
          instant(addDuration(t, tpl.value, tpl.unit)),
          money(price),
          money(off),
          money(total),
          tpl.rods,
          tpl.retention,
          payment,
          plates[ck],
          null,
          cancelled ? 'cancelled' : 'active',
          by,
          cancelledAt ? instant(cancelledAt) : null,
          cancelled ? by : null,
          cancelled ? 'Greșeală la emitere' : null,
          instant(t),
          instant(cancelledAt ?? t),
        ]);
        if (payment === 'cash' && total > 0) {
          receiptOf.push({
            passIndex: k,
            bani: total,
            issued: bucharestDate(new Date(t)),
            cancelled,
            at: cancelledAt ?? t,
            by,
            client: clientIds[ck],
            desc: `Contravaloare permis de pescuit S${n} nr. ${k + 1}: ${tpl.name}`,
          });
        }
      }
      await insert(
        'passes',
        [
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
          'created_by',
          'cancelled_at',
          'cancelled_by',
          'cancel_reason',
          'created_at',
          'updated_at',
        ],
        passRows,
      );
      const passIds = await lastIds('passes', passCount);
      result.passes += passCount;
      // The charts read per-day statistics, which the bulk insert bypassed: build them for this company.
      await rebuildPassStats(qr, !mysql, companyId);

      // A few receipts without a pass (other sales), about 1 per 100 passes, spread over the period.
      const loose = Math.floor(passCount / 100);
      const looseTimes = Array.from({ length: loose }, () => seasonalInstant(rand, since, now));
      const all = [
        ...receiptOf.map((r) => ({ ...r, pass: passIds[r.passIndex] })),
        ...looseTimes.map((t) => ({
          pass: null as number | null,
          bani: (1 + Math.floor(rand() * 20)) * 1000,
          issued: bucharestDate(new Date(t)),
          cancelled: false,
          at: t,
          by: pick(userIds),
          client: clientIds[Math.floor(rand() * clientCount)],
          desc: 'Închiriere echipament',
          passIndex: -1,
        })),
      ].sort((a, b) => a.at - b.at);
      await insert(
        'receipts',
        [
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
          'created_by',
          'cancelled_at',
          'cancelled_by',
          'cancel_reason',
          'created_at',
          'updated_at',
        ],
        all.map((r, i) => [
          companyId,
          r.client,
          r.pass,
          receiptSeries,
          `S${n}C`,
          i + 1,
          r.issued,
          money(r.bani),
          words(r.bani),
          r.desc,
          null,
          r.cancelled ? 'cancelled' : 'issued',
          r.by,
          r.cancelled ? instant(r.at) : null,
          r.cancelled ? r.by : null,
          r.cancelled ? 'Greșeală la emitere' : null,
          instant(r.at),
          instant(r.at),
        ]),
      );
      result.receipts += all.length;

      await qr.query('UPDATE doc_series SET next_number = ?, issued_count = ? WHERE id = ?', [
        passCount + 1,
        passCount,
        passSeries,
      ]);
      await qr.query('UPDATE doc_series SET next_number = ?, issued_count = ? WHERE id = ?', [
        all.length + 1,
        all.length,
        receiptSeries,
      ]);

      // Expenses: 3-10 a month, larger companies spend more.
      const expenseRows: unknown[][] = [];
      for (let m = 0; m < 24; m++) {
        const count = 3 + Math.floor(rand() * 8);
        for (let e = 0; e < count; e++) {
          const t = since + (m + rand()) * 30.4 * DAY;
          if (t > now) continue;
          const amount = Math.round((100 + rand() * 5000) * (1 + 10 * weights[ci]) * 100);
          expenseRows.push([
            companyId,
            pick(EXPENSE_CATEGORIES),
            money(amount),
            bucharestDate(new Date(t)),
            rand() < 0.5 ? pick(waterIds) : null,
            'Furnizor SRL',
            `F${Math.floor(rand() * 1e6)}`,
            null,
            userIds[0],
            instant(t),
            instant(t),
          ]);
        }
      }
      await insert(
        'expenses',
        [
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
        expenseRows,
      );
      result.expenses += expenseRows.length;
      await qr.commitTransaction();
      if (ci < 5 || (ci + 1) % 10 === 0 || ci + 1 === opts.companies) {
        const secs = (Date.now() - started) / 1000;
        log(
          `company ${ci + 1}/${opts.companies}: ${clientCount} clients, ${passCount} passes (${result.passes} in all, ${Math.round(insertedRows / secs)} rows/s)`,
        );
      }
    }
    // The lake's board: 60 stands and their bookings on the largest company's first water.
    const board = await seedStands(qr, result.largest.id, rand, instant);
    log(`board: ${board.stands} stands, ${board.bookings} bookings on water ${board.waterId}`);
    // The receipts list reads per-day statistics, which the bulk inserts bypassed.
    await rebuildReceiptStats(qr, !mysql);
  } catch (err) {
    if (qr.isTransactionActive) await qr.rollbackTransaction();
    throw err;
  } finally {
    if (mysql) {
      await qr.query('SET SESSION foreign_key_checks = 1').catch(() => undefined);
      await qr.query('SET SESSION unique_checks = 1').catch(() => undefined);
    }
    await qr.release();
  }
  if (mysql) {
    for (const t of ['clients', 'passes', 'receipts', 'expenses', 'stands', 'bookings'])
      await ds.query(`ANALYZE TABLE ${t}`);
  } else {
    await ds.query('ANALYZE');
  }
  return result;
}
