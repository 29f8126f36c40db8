/**
 * The living demo: what a lake's gate has written after two months of work, so that the first
 * search, the board, the lists and every chart of the demo company show something.
 *
 * - about 200 anglers with Romanian names, mobile phones and (some) car plates;
 * - 60 days of passes before today (weekends busier), and today's so far, on every plan, some
 *   with a discount, paid cash or by card, a few cancelled; each cash pass with its chitanță,
 *   numbered from the company's default series in issue order (the counters end after the last);
 * - stands placed round both waters (x/y in percent of the water's map, as the stands screen
 *   places them); passes of a day take a free stand, never one held by a booking;
 * - bookings today and tomorrow, and one online request still pending;
 * - exit weighings of past passes (kept within the plan's retention, so no surplus), expenses
 *   paid by bank or, while the register holds enough, in cash (the register never goes negative);
 * - audit rows for every row written, dated when the gate would have written them.
 *
 * The rows are written with multi-row INSERTs in one transaction, then the statistics the
 * services keep with every write (pass and receipt day statistics, anglers' totals) are rebuilt
 * from them. Deterministic for a given day (seeded PRNG) except the pass codes, random as in
 * production; the passes' signed tokens are made on their first read (signing.service.ts).
 */
import { mulberry32 } from '@app/common/random';
import { randomBytes } from 'node:crypto';
import { documentNumberText } from '@balti/domain';
import type { DataSource, EntityTarget, ObjectLiteral, QueryRunner } from 'typeorm';
import { AuditLog } from '@app/audit/audit-log.entity';
import { auditChanges } from '@app/audit/audit-values';
import { Booking } from '@app/bookings/entities/booking.entity';
import { normalizePhone } from '@app/bookings/phone';
import { Catch } from '@app/catches/entities/catch.entity';
import { rebuildPassStats } from '@app/charts/pass-stats';
import { Client } from '@app/clients/entities/client.entity';
import { clientSearchKeys, clientSearchTerms, foldText, searchKeysInsert } from '@app/clients/search-keys';
import { amountInWords } from '@app/common/amount-words';
import { fromBani, toBani } from '@app/common/money';
import { bucharestDate, bucharestDayStart } from '@app/common/time';
import { cnpControlDigit } from '@app/common/validation/cnp';
import { toE164 } from '@app/common/validation/public-form';
import { normalizePlate } from '@app/common/validation/romanian-ids';
import { Expense, type ExpenseCategory } from '@app/expenses/entities/expense.entity';
import { Pass } from '@app/passes/entities/pass.entity';
import { priceOf, stayPrice, validTo } from '@app/passes/pricing';
import type { DurationUnit } from '@app/plans/entities/plan.entity';
import { Receipt } from '@app/receipts/entities/receipt.entity';
import { rebuildReceiptStats } from '@app/receipts/receipt-stats';
import { Stand } from '@app/stands/entities/stand.entity';
import { RoleId } from '@app/users/entities/user.entity';

/** How many anglers, and how many days of passes before today. */
export const LIVING_DEMO = { anglers: 200, days: 60 } as const;

const LAST = [
  'Popescu',
  'Ionescu',
  'Popa',
  'Pop',
  'Radu',
  'Dumitrescu',
  'Stan',
  'Stoica',
  'Gheorghiu',
  'Matei',
  'Ciobanu',
  'Rusu',
  'Munteanu',
  'Constantinescu',
  'Mureșan',
  'Marin',
  'Tudose',
  'Florea',
  'Dinu',
  'Lazăr',
  'Moldovan',
  'Barbu',
  'Cristea',
  'Enache',
  'Toma',
  'Nistor',
  'Sârbu',
  'Dobre',
  'Vasilescu',
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
  'Șerban',
  'Țurcanu',
  'Chiriță',
  'Drăgan',
  'Stănescu',
  'Nițu',
  'Grigoraș',
  'Căpraru',
  'Pîrvu',
  'Ardelean',
];
const MEN = [
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
  'Sorin',
  'Cătălin',
  'Ovidiu',
  'Răzvan',
  'Ionuț',
  'Dănuț',
  'Costel',
  'Horațiu',
  'Viorel',
  'Lucian',
  'Aurel',
  'Petruț',
  'Tudor',
  'Remus',
];
const WOMEN = [
  'Maria',
  'Elena',
  'Ana',
  'Ioana',
  'Mihaela',
  'Andreea',
  'Cristina',
  'Daniela',
  'Nicoleta',
  'Florentina',
  'Anișoara',
  'Mirela',
];
const CITIES = ['Cluj-Napoca', 'Gilău', 'Florești', 'Huedin', 'Turda', 'Apahida', 'Baciu', 'Câmpia Turzii'];
const PLATE_COUNTIES = ['CJ', 'CJ', 'CJ', 'CJ', 'B', 'AB', 'BH', 'MS', 'SJ', 'BN'];
const PLATE_LETTERS = 'ABCDEFGHIJKLMNOPRSTUVXZ';
/** Romanian mobile prefixes (07xx). */
const MOBILE = [
  '722',
  '723',
  '724',
  '726',
  '728',
  '740',
  '742',
  '744',
  '745',
  '747',
  '751',
  '752',
  '755',
  '766',
  '770',
  '773',
  '786',
  '787',
];
const FOUR_HOURS = 4 * 3_600_000;

/** The columns of a numbered document (a pass, a chitanță) issued by `by` at `at` and not cancelled. */
const issued = (by: number, at: Date) => ({
  created_by: by,
  cancelled_at: null,
  cancelled_by: null,
  cancel_reason: null,
  created_at: at,
  updated_at: at,
});

export interface LivingDemoResult {
  anglers: number;
  passes: number;
  receipts: number;
  catches: number;
  expenses: number;
  bookings: number;
  stands: number;
}

type Row = Record<string, unknown>;

/**
 * Writes the living demo of a company just made by seedDemo() (its waters, plans, discounts,
 * default series and accounts exist, nothing else).
 */
export async function seedLivingDemo(
  ds: DataSource,
  companyId: number,
  now: Date = new Date(),
): Promise<LivingDemoResult> {
  const mysql = ds.options.type !== 'better-sqlite3';
  const nowMs = now.getTime();
  const today = bucharestDate(now);
  // The same day gives the same demo; the seed depends on the day, not on the instant.
  const rand = mulberry32(Number(today.replace(/-/g, '')));
  const pick = <T>(list: readonly T[]): T => list[Math.floor(rand() * list.length)];
  const int = (min: number, max: number) => min + Math.floor(rand() * (max - min + 1));
  const pad = (n: number, w = 2) => String(n).padStart(w, '0');
  /** A Romanian day (YYYY-MM-DD) `offset` days from today. */
  const dayOf = (offset: number) => {
    const [y, m, d] = today.split('-').map(Number);
    return new Date(Date.UTC(y, m - 1, d + offset)).toISOString().slice(0, 10);
  };
  /** The instant of a Romanian day at a local time (DST handled by bucharestDayStart). */
  const at = (day: string, hours: number) => bucharestDayStart(day).getTime() + Math.round(hours * 3_600_000);
  const instant = (ms: number) =>
    new Date(ms)
      .toISOString()
      .slice(0, mysql ? 19 : 23)
      .replace('T', ' ');
  /** A row's value as the database takes it. */
  const sqlValue = (v: unknown) =>
    v instanceof Date ? instant(v.getTime()) : typeof v === 'boolean' ? (v ? 1 : 0) : v;

  const qr: QueryRunner = ds.createQueryRunner();
  await qr.connect();
  const audits: Row[] = [];
  const audit = (
    entity: EntityTarget<ObjectLiteral>,
    action: 'create' | 'update',
    row: Row,
    old: Row | null,
    actor: { id: number; role: number } | null,
    atMs: number,
  ) => {
    const metadata = ds.getMetadata(entity);
    const changes = auditChanges(metadata, old, action === 'update' ? { ...old, ...row } : row);
    audits.push({
      company_id: companyId,
      actor_id: actor?.id ?? null,
      actor_role: actor?.role ?? null,
      action,
      entity: metadata.tableName,
      entity_id: Number(row.id ?? old?.id),
      client_id: metadata.tableName === 'clients' ? Number(row.id) : (row.client_id ?? old?.client_id ?? null),
      changes: Object.keys(changes).length ? JSON.stringify(changes) : null,
      ip: null,
      request_id: null,
      created_at: new Date(atMs),
    });
  };
  /** Multi-row INSERT of rows (all with the same keys); answers their ids, in order. */
  const insert = async (table: string, rows: Row[]): Promise<number[]> => {
    if (!rows.length) return [];
    const columns = Object.keys(rows[0]);
    const per = Math.max(1, Math.floor(20_000 / columns.length));
    const tuple = `(${columns.map(() => '?').join(',')})`;
    for (let i = 0; i < rows.length; i += per) {
      const chunk = rows.slice(i, i + per);
      await qr.query(
        `INSERT INTO ${table} (${columns.join(',')}) VALUES ${chunk.map(() => tuple).join(',')}`,
        chunk.flatMap((r) => columns.map((c) => sqlValue(r[c]))),
      );
    }
    // One connection in one transaction writes them in order: they are max-n+1..max.
    const [row] = (await qr.query(`SELECT MAX(id) AS m FROM ${table}`)) as { m: number | string }[];
    const max = Number(row.m);
    const ids = rows.map((_, i) => max - rows.length + 1 + i);
    rows.forEach((r, i) => (r.id = ids[i]));
    return ids;
  };
  const select = <T>(sql: string, params: unknown[] = []) => qr.query(sql, params) as Promise<T[]>;

  try {
    await qr.startTransaction();
    const users = await select<{ id: number; role: number }>(
      'SELECT id, role FROM users WHERE company_id = ? ORDER BY id',
      [companyId],
    );
    const admin = users.find((u) => Number(u.role) === Number(RoleId.CompanyAdmin)) ?? users[0];
    const staff = users.find((u) => Number(u.role) === Number(RoleId.Staff)) ?? admin;
    const actorOf = (u: { id: number; role: number }) => ({ id: Number(u.id), role: Number(u.role) });
    const waters = (
      await select<{ id: number; name: string }>('SELECT id, name FROM waters WHERE company_id = ? ORDER BY id', [
        companyId,
      ])
    ).map((w) => ({ id: Number(w.id), name: w.name }));
    const fishes = await select<{ water_id: number; fish_id: number }>(
      'SELECT wf.water_id, wf.fish_id FROM water_fishes wf JOIN waters w ON w.id = wf.water_id WHERE w.company_id = ? ORDER BY wf.fish_id',
      [companyId],
    );
    const plans = (
      await select<{
        id: number;
        name: string;
        duration_value: number;
        duration_unit: DurationUnit;
        price: string;
        rods: number;
        retention_kg: string;
      }>(
        'SELECT id, name, duration_value, duration_unit, price, rods, retention_kg FROM plans WHERE company_id = ? ORDER BY id',
        [companyId],
      )
    ).map((p) => ({ ...p, id: Number(p.id), duration_value: Number(p.duration_value), rods: Number(p.rods) }));
    const planWaters = await select<{ plan_id: number; water_id: number }>(
      'SELECT pw.plan_id, pw.water_id FROM plan_waters pw JOIN plans p ON p.id = pw.plan_id WHERE p.company_id = ?',
      [companyId],
    );
    const discounts = (
      await select<{ id: number; type: 'percent' | 'fixed'; value: string }>(
        'SELECT id, type, value FROM discounts WHERE company_id = ? ORDER BY id',
        [companyId],
      )
    ).map((d) => ({ ...d, id: Number(d.id) }));
    const series = await select<{ id: number; type: string; series: string }>(
      'SELECT id, type, series FROM doc_series WHERE company_id = ? AND is_default = 1 AND active = 1',
      [companyId],
    );
    const passSeries = series.find((s) => s.type === 'pass');
    const receiptSeries = series.find((s) => s.type === 'receipt');
    if (!passSeries || !receiptSeries || waters.length < 2 || !plans.length)
      throw new Error('seedLivingDemo: the company needs its catalogue and default series first');
    const since = at(dayOf(-LIVING_DEMO.days), 0);

    // Stands round both waters, placed on the water's map (x/y in percent).
    const standRows: Row[] = [];
    const standsOf = new Map<number, Row[]>();
    waters.forEach((w, wi) => {
      const count = wi === 0 ? 14 : 6;
      const list: Row[] = [];
      for (let i = 0; i < count; i++) {
        const angle = (2 * Math.PI * i) / count + (wi === 0 ? 0.2 : 0.5);
        const row: Row = {
          company_id: companyId,
          water_id: w.id,
          number: String(i + 1),
          name: wi === 0 && i < 2 ? `Standul VIP ${i + 1}` : null,
          capacity: i % 3 === 0 ? 2 : 1,
          supplement: wi === 0 && i < 2 ? '20.00' : '0.00',
          active: true,
          // Whole percents, as the stands screen places them.
          x: Math.round(50 + (wi === 0 ? 40 : 34) * Math.cos(angle)).toFixed(2),
          y: Math.round(50 + (wi === 0 ? 36 : 30) * Math.sin(angle)).toFixed(2),
          created_at: new Date(since - 7 * 86_400_000),
          updated_at: new Date(since - 7 * 86_400_000),
        };
        list.push(row);
        standRows.push(row);
      }
      standsOf.set(w.id, list);
    });
    await insert('stands', standRows);
    for (const s of standRows) audit(Stand, 'create', s, null, actorOf(admin), (s.created_at as Date).getTime());
    // The first 4 stands of the first water and the first of the second are kept for the bookings.
    const booked = new Set<unknown>(
      [...standsOf.get(waters[0].id)!.slice(0, 4), standsOf.get(waters[1].id)![0]].map((s) => s.id),
    );

    // Anglers: a name, a mobile phone, some a car plate, a CNP or an e-mail.
    const clients: Row[] = [];
    const names = new Set<string>();
    const phones = new Set<string>();
    while (clients.length < LIVING_DEMO.anglers) {
      const woman = rand() < 0.12;
      const first = pick(woman ? WOMEN : MEN);
      const last = pick(LAST);
      if (names.has(`${last} ${first}`)) continue;
      names.add(`${last} ${first}`);
      let phone: string;
      do phone = `0${pick(MOBILE)} ${pad(int(0, 999), 3)} ${pad(int(0, 999), 3)}`;
      while (phones.has(phone));
      phones.add(phone);
      const plate =
        rand() < 0.45
          ? normalizePlate(
              `${pick(PLATE_COUNTIES)}${pad(int(1, 99))}${pick([...PLATE_LETTERS])}${pick([...PLATE_LETTERS])}${pick([...PLATE_LETTERS])}`,
            )
          : null;
      let cnp: string | null = null;
      let birth: string | null = null;
      if (rand() < 0.3) {
        const year = int(1950, 2004);
        const month = int(1, 12);
        const day = int(1, 28);
        const s = year >= 2000 ? (woman ? 6 : 5) : woman ? 2 : 1;
        const first12 = `${s}${pad(year % 100)}${pad(month)}${pad(day)}12${pad(clients.length + 1, 3)}`;
        cnp = `${first12}${cnpControlDigit(first12)}`;
        birth = `${year}-${pad(month)}-${pad(day)}`;
      }
      clients.push({
        company_id: companyId,
        first_name: first,
        last_name: last,
        cnp,
        birth_date: birth,
        id_series: cnp ? 'CJ' : null,
        id_number: cnp ? pad(int(100000, 999999), 6) : null,
        phone,
        email: rand() < 0.25 ? `${foldText(first)}.${foldText(last)}@exemplu.ro` : null,
        state_id: 14,
        city: pick(CITIES),
        address: null,
        car_plate: plate,
        notes: null,
        blocked: false,
        blocked_reason: null,
        ...clientSearchKeys({ first_name: first, last_name: last, phone, car_plate: plate }),
        created_at: null,
        updated_at: null,
      });
    }

    // Passes, day by day: a weekday 8-14 at the gate, a Saturday or Sunday 18-28.
    type PlanRow = (typeof plans)[number];
    const weights = plans.map((p) => (p.duration_unit === 'months' ? 4 : p.duration_unit === 'hours' ? 26 : 70));
    const weighted = <T>(list: T[], w: number[]): T => {
      let r = rand() * w.reduce((a, b) => a + b, 0);
      for (let i = 0; i < list.length; i++) if ((r -= w[i]) < 0) return list[i];
      return list[list.length - 1];
    };
    type Sale = { t: number; client: number; plan: PlanRow; water: { id: number; name: string } };
    const sales: Sale[] = [];
    for (let offset = -LIVING_DEMO.days; offset <= 0; offset++) {
      const day = dayOf(offset);
      const weekday = new Date(`${day}T12:00:00Z`).getUTCDay();
      const count = weekday === 0 || weekday === 6 ? int(18, 28) : int(8, 14);
      for (let k = 0; k < count; k++) {
        const t = at(day, 5.5 + rand() * 13);
        if (t >= nowMs - 60_000) continue;
        const plan = weighted(plans, weights);
        const allowed = planWaters.filter((pw) => Number(pw.plan_id) === plan.id).map((pw) => Number(pw.water_id));
        const waterId = rand() < 0.75 && allowed.includes(waters[0].id) ? waters[0].id : pick(allowed);
        const water = waters.find((w) => w.id === waterId)!;
        // Regulars come back: the first anglers far more often.
        sales.push({ t, client: Math.floor(LIVING_DEMO.anglers * rand() * rand()), plan, water });
      }
    }
    sales.sort((a, b) => a.t - b.t);

    // Each angler's row is written the moment before their first pass (or some time in the period).
    for (const s of sales)
      if (clients[s.client].created_at === null) clients[s.client].created_at = new Date(s.t - 120_000);
    for (const c of clients)
      if (c.created_at === null) c.created_at = new Date(since + rand() * (nowMs - since - 3_600_000));
    const byCreation = clients
      .map((c, i) => ({ c, i }))
      .sort((a, b) => +(a.c.created_at as Date) - +(b.c.created_at as Date));
    const ordered: Row[] = byCreation.map(({ c }) => ({ ...c, updated_at: c.created_at }));
    const clientIds = await insert('clients', ordered);
    // Their search terms, as the app's writes keep them (clients/client-search-terms.subscriber.ts).
    const terms = searchKeysInsert(
      ordered.map((c, k) => ({
        id: clientIds[k],
        company_id: companyId,
        last_name: c.last_name as string,
        first_name: c.first_name as string,
        terms: clientSearchTerms(c as Parameters<typeof clientSearchTerms>[0]),
      })),
    );
    if (terms) await qr.query(terms[0], terms[1]);
    const idOfClient = new Map<number, number>(byCreation.map(({ i }, k) => [i, clientIds[k]]));
    for (const c of ordered) audit(Client, 'create', c, null, actorOf(staff), (c.created_at as Date).getTime());

    const standFree = new Map<unknown, number>();
    for (const s of standRows) standFree.set(s.id, 0);
    const passes: Row[] = [];
    const receipts: Row[] = [];
    const passAudit: { row: Row; by: { id: number; role: number }; at: number }[] = [];
    let passNumber = 0;
    for (const s of sales) {
      const client = ordered[clientIds.indexOf(idOfClient.get(s.client)!)];
      const from = new Date(s.t);
      const to = validTo(from, s.plan.duration_value, s.plan.duration_unit);
      // Day and 24-hour passes on the first water mostly take a free stand (not one kept for bookings).
      let stand: Row | undefined;
      if (s.plan.duration_unit !== 'months' && rand() < 0.7) {
        stand = standsOf.get(s.water.id)!.find((st) => !booked.has(st.id) && (standFree.get(st.id) ?? 0) <= s.t);
        if (stand) standFree.set(stand.id, to.getTime());
      }
      const discount = rand() < 0.15 ? pick(discounts) : null;
      const { base } = stayPrice(s.plan, stand?.supplement as string | undefined, from, to);
      const prices = priceOf(fromBani(base), discount);
      const payment = rand() < 0.65 ? 'cash' : 'card';
      const by = rand() < 0.75 ? staff : admin;
      const number = ++passNumber;
      const pass: Row = {
        company_id: companyId,
        client_id: client.id,
        water_id: s.water.id,
        plan_id: s.plan.id,
        stand_id: stand?.id ?? null,
        discount_id: discount?.id ?? null,
        doc_series_id: Number(passSeries.id),
        series: passSeries.series,
        number,
        code: randomBytes(16).toString('base64url'),
        token: null,
        signing_key_id: null,
        checked_out_at: null,
        checkout_receipt_id: null,
        revocation_seq: null,
        valid_from: from,
        valid_to: to,
        ...prices,
        rods: s.plan.rods,
        retention_kg: s.plan.retention_kg,
        payment_method: payment,
        car_plate: client.car_plate,
        notes: null,
        status: 'active',
        ...issued(Number(by.id), from),
      };
      passes.push(pass);
      passAudit.push({ row: { ...pass }, by: actorOf(by), at: s.t });
      if (payment === 'cash' && toBani(prices.total) > 0) {
        receipts.push({
          company_id: companyId,
          client_id: client.id,
          pass_id: number, // the pass's number for now; its id once the passes are written
          doc_series_id: Number(receiptSeries.id),
          series: receiptSeries.series,
          number: receipts.length + 1,
          issued_on: bucharestDate(from),
          amount: prices.total,
          amount_words: amountInWords(prices.total),
          description:
            `Contravaloare permis de pescuit ${documentNumberText({ series: passSeries.series, number })}: ${s.plan.name}, ${s.water.name}` +
            (stand ? `, standul ${String(stand.number)}` : ''),
          fiscal_receipt_no: null,
          status: 'issued',
          ...issued(Number(by.id), from),
        });
      }
    }
    const passIds = await insert('passes', passes);
    passAudit.forEach((p, i) => audit(Pass, 'create', { ...p.row, id: passIds[i] }, null, p.by, p.at));
    for (const r of receipts) r.pass_id = passIds[(r.pass_id as number) - 1];
    await insert('receipts', receipts);
    for (const r of receipts) audit(Receipt, 'create', r, null, actorOf(staff), (r.created_at as Date).getTime());

    // A few passes cancelled soon after the issue (with their chitanță); the rest of the past ones
    // partly leave through the exit weighing. Both take the next number of the revocation sequence.
    let revocation = 0;
    const catches: Row[] = [];
    const fishOf = (waterId: number) =>
      fishes.filter((f) => Number(f.water_id) === waterId).map((f) => Number(f.fish_id));
    for (const pass of passes) {
      const from = (pass.valid_from as Date).getTime();
      const to = (pass.valid_to as Date).getTime();
      const by = actorOf(Number(pass.created_by) === Number(staff.id) ? staff : admin);
      if (rand() < 0.02 && from < nowMs - 3_600_000) {
        const cancelledAt = new Date(from + int(5, 50) * 60_000);
        const change: Row = {
          status: 'cancelled',
          cancelled_at: cancelledAt,
          cancelled_by: by.id,
          cancel_reason: 'Emis din greșeală',
          revocation_seq: ++revocation,
        };
        audit(Pass, 'update', { id: pass.id, ...change }, { ...pass }, by, cancelledAt.getTime());
        Object.assign(pass, change, { updated_at: cancelledAt });
        const receipt = receipts.find((r) => r.pass_id === pass.id);
        if (receipt) {
          const rc: Row = {
            status: 'cancelled',
            cancelled_at: cancelledAt,
            cancelled_by: by.id,
            cancel_reason: 'Permis anulat',
          };
          audit(Receipt, 'update', { id: receipt.id, ...rc }, { ...receipt }, by, cancelledAt.getTime());
          Object.assign(receipt, rc, { updated_at: cancelledAt });
        }
        continue;
      }
      const exit = Math.min(to, from + FOUR_HOURS + rand() * 8 * 3_600_000);
      if (pass.plan_id === plans.find((p) => p.duration_unit === 'months')?.id || exit >= nowMs || rand() > 0.4)
        continue;
      const allowed = fishOf(Number(pass.water_id));
      const retention = toBani(pass.retention_kg as string) * 10; // grams
      let kept = 0;
      const list = Array.from({ length: int(1, 3) }, () => {
        const grams = int(6, 80) * 100;
        const keep = kept + grams <= retention && rand() < 0.6;
        if (keep) kept += grams;
        return {
          company_id: companyId,
          pass_id: pass.id,
          fish_id: pick(allowed),
          count: 1,
          weight_kg: (grams / 1000).toFixed(3),
          kept: keep,
          recorded_at: new Date(exit),
          recorded_by: by.id,
          created_at: new Date(exit),
          updated_at: new Date(exit),
        };
      });
      catches.push(...list);
      const change: Row = { checked_out_at: new Date(exit), revocation_seq: ++revocation };
      audit(Pass, 'update', { id: pass.id, ...change }, { ...pass }, by, exit);
      Object.assign(pass, change, { updated_at: new Date(exit) });
    }
    await insert('catches', catches);
    for (const c of catches) audit(Catch, 'create', c, null, actorOf(staff), (c.recorded_at as Date).getTime());
    // The passes and receipts as they ended up (cancelled, checked out), in one statement each kind.
    for (const pass of passes.filter((p) => p.status === 'cancelled' || p.checked_out_at)) {
      await qr.query(
        'UPDATE passes SET status = ?, cancelled_at = ?, cancelled_by = ?, cancel_reason = ?, checked_out_at = ?, revocation_seq = ?, updated_at = ? WHERE id = ?',
        [
          'status',
          'cancelled_at',
          'cancelled_by',
          'cancel_reason',
          'checked_out_at',
          'revocation_seq',
          'updated_at',
          'id',
        ].map((c) => sqlValue(pass[c])),
      );
    }
    for (const r of receipts.filter((x) => x.status === 'cancelled')) {
      await qr.query(
        'UPDATE receipts SET status = ?, cancelled_at = ?, cancelled_by = ?, cancel_reason = ?, updated_at = ? WHERE id = ?',
        ['status', 'cancelled_at', 'cancelled_by', 'cancel_reason', 'updated_at', 'id'].map((c) => sqlValue(r[c])),
      );
    }
    if (revocation)
      await qr.query(
        mysql
          ? 'INSERT INTO revocation_counters (company_id, seq) VALUES (?, ?) ON DUPLICATE KEY UPDATE seq = VALUES(seq)'
          : 'INSERT INTO revocation_counters (company_id, seq) VALUES (?, ?) ON CONFLICT (company_id) DO UPDATE SET seq = excluded.seq',
        [companyId, revocation],
      );
    // The series counters after their last number, as take() leaves them.
    await qr.query('UPDATE doc_series SET next_number = ?, issued_count = ? WHERE id = ?', [
      passes.length + 1,
      passes.length,
      passSeries.id,
    ]);
    await qr.query('UPDATE doc_series SET next_number = ?, issued_count = ? WHERE id = ?', [
      receipts.length + 1,
      receipts.length,
      receiptSeries.id,
    ]);

    // Expenses: feed every week, restocking twice, wages and electricity monthly, upkeep now and
    // then; paid in cash only while the register holds the amount (cash in by day, from the chitanțe).
    const cashIn = new Map<string, number>();
    for (const r of receipts)
      if (r.status === 'issued')
        cashIn.set(r.issued_on as string, (cashIn.get(r.issued_on as string) ?? 0) + toBani(r.amount as string));
    const expenses: Row[] = [];
    let register = 0;
    const plannedBy = (
      offset: number,
    ): { category: ExpenseCategory; lei: number; supplier: string; doc: 'factura' | 'bon' }[] => {
      const list: { category: ExpenseCategory; lei: number; supplier: string; doc: 'factura' | 'bon' }[] = [];
      if (offset % 7 === 0)
        list.push({ category: 'furaje', lei: int(350, 900), supplier: 'Agro Furaje Gilău SRL', doc: 'factura' });
      if (offset === -45 || offset === -15)
        list.push({
          category: 'populare',
          lei: int(4000, 7000),
          supplier: 'Păstrăvăria Someșului SRL',
          doc: 'factura',
        });
      if (offset === -31 || offset === -1)
        list.push({ category: 'salarii', lei: 4200, supplier: 'Salariu paznic', doc: 'factura' });
      if (offset === -40 || offset === -10)
        list.push({ category: 'utilitati', lei: int(600, 1100), supplier: 'Electrica Furnizare SA', doc: 'factura' });
      if (offset % 9 === 4) list.push({ category: 'intretinere', lei: int(80, 400), supplier: 'Dedeman', doc: 'bon' });
      if (offset === -20)
        list.push({ category: 'echipamente', lei: 1850, supplier: 'Pescar Expert SRL', doc: 'factura' });
      return list;
    };
    for (let offset = -LIVING_DEMO.days; offset <= 0; offset++) {
      const day = dayOf(offset);
      for (const e of plannedBy(offset)) {
        const t = at(day, 8 + rand() * 2);
        if (t >= nowMs) continue;
        const bani = e.lei * 100;
        // The register as it was at the start of the day: enough for this expense, or it is paid by bank.
        const cash = e.doc === 'bon' || (e.category === 'furaje' && rand() < 0.5) ? register >= bani : false;
        if (cash) register -= bani;
        expenses.push({
          company_id: companyId,
          category: e.category,
          amount: fromBani(bani),
          spent_on: day,
          water_id: e.category === 'populare' || e.category === 'furaje' ? pick(waters).id : null,
          supplier: e.supplier,
          supplier_cui: null,
          payment_method: cash ? 'cash' : 'bank',
          document_type: e.doc,
          document_number: `${e.doc === 'bon' ? 'B' : 'F'}${int(1000, 99999)}`,
          document_date: day,
          description: null,
          created_by: Number(admin.id),
          created_at: new Date(t),
          updated_at: new Date(t),
        });
      }
      register += cashIn.get(day) ?? 0;
    }
    await insert('expenses', expenses);
    for (const e of expenses) audit(Expense, 'create', e, null, actorOf(admin), (e.created_at as Date).getTime());
    await qr.query(`INSERT ${mysql ? 'IGNORE' : 'OR IGNORE'} INTO cash_books (company_id) VALUES (?)`, [companyId]);

    // Bookings on the stands kept for them: today and tomorrow, and one online request pending.
    const plan24 = plans.find((p) => p.duration_unit === 'hours') ?? plans[0];
    const planDay = plans.find((p) => p.duration_unit === 'days') ?? plans[0];
    const [s1, s2, s3, s4] = standsOf.get(waters[0].id)!;
    const small = standsOf.get(waters[1].id)![0];
    const guest = (i: number) => ordered[i];
    const bookingPlan: [Row, number, PlanRow, string, string, number | null, string | null, string | null, number][] = [
      // stand, day offset, plan, status, source, client (index), guest name, guest phone, arrival hour
      [s1, 0, plan24, 'confirmed', 'phone', 3, null, null, 15],
      [s2, 0, planDay, 'confirmed', 'gate', null, 'Cosmin Bărbulescu', '0745 210 318', 16],
      [s3, 1, plan24, 'confirmed', 'phone', 7, null, null, 6],
      [s4, 1, planDay, 'confirmed', 'online', null, 'Iulian Frățilă', '0766 430 912', 7],
      [s1, 1, planDay, 'confirmed', 'phone', 12, null, null, 17],
      [small, 1, planDay, 'pending', 'online', null, 'Sebastian Moraru', '0731 552 804', 6],
    ];
    const bookings: Row[] = bookingPlan.map(([stand, offset, plan, status, source, ci, name, phone, hour]) => {
      const starts = new Date(at(dayOf(offset), hour));
      const created = new Date(Math.min(nowMs - 3_600_000 * (2 + offset), starts.getTime() - 86_400_000));
      const client = ci === null ? null : guest(ci);
      return {
        company_id: companyId,
        client_id: client ? client.id : null,
        // As the desk and the public form write them (bookings.service.ts, public-form.ts): a client's
        // booking names no guest; a guest's phone is kept in digits, or in E.164 from the public form.
        guest_name: client ? null : name,
        guest_phone: client || !phone ? null : source === 'online' ? toE164(phone) : normalizePhone(phone),
        guest_email: source === 'online' && name ? `${foldText(name.split(' ')[0])}@exemplu.ro` : null,
        request_ip_hash: null,
        water_id: stand.water_id,
        stand_id: stand.id,
        plan_id: plan.id,
        starts_at: starts,
        ends_at: validTo(starts, plan.duration_value, plan.duration_unit),
        anglers: Number(stand.capacity),
        status,
        deposit: '0.00',
        deposit_receipt_id: null,
        source,
        notes: source === 'online' ? 'Venim cu mașina, avem nevoie de loc de parcare.' : null,
        pass_id: null,
        created_by: source === 'online' ? null : Number(staff.id),
        created_at: created,
        updated_at: created,
      };
    });
    await insert('bookings', bookings);
    for (const b of bookings)
      audit(Booking, 'create', b, null, b.created_by ? actorOf(staff) : null, (b.created_at as Date).getTime());

    // Audit rows, oldest first, as the gate would have written them.
    audits.sort((a, b) => +(a.created_at as Date) - +(b.created_at as Date));
    await insert(ds.getMetadata(AuditLog).tableName, audits);

    // The statistics the services keep with each write, rebuilt from the rows above.
    await rebuildPassStats(qr, !mysql, companyId);
    await rebuildReceiptStats(qr, !mysql, companyId);
    await qr.commitTransaction();
    return {
      anglers: clients.length,
      passes: passes.length,
      receipts: receipts.length,
      catches: catches.length,
      expenses: expenses.length,
      bookings: bookings.length,
      stands: standRows.length,
    };
  } catch (err) {
    if (qr.isTransactionActive) await qr.rollbackTransaction();
    throw err;
  } finally {
    await qr.release();
  }
}
