import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { bucharestDate } from '@app/common/time';
import { cnpControlDigit } from '@app/common/validation/cnp';
import { PUBLIC_CACHE_MS } from '@app/competitions/public-competitions.service';
import { DB_KIND, demoWorld, TestApp } from './support/app';
import { multipart, PNG } from './support/files';
import { oneDayCompetition } from './support/competitions';
import { startSmtpServer, type SmtpCatcher } from '../support/smtp';

/**
 * Erasure reaches everything (SECURITY.md, "Erasure"): after a client is anonymized, none of their
 * values is left in any column of any table (read from the live schema), in the stored files, or,
 * on SQLite, anywhere in the database file's bytes (secure_delete).
 */
const cnp = (first12: string) => `${first12}${cnpControlDigit(first12)}`;

function filesUnder(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir).flatMap((name) => {
    const p = join(dir, name);
    return statSync(p).isDirectory() ? filesUnder(p).map((f) => `${name}/${f}`) : [name];
  });
}

/** Lower case, no diacritics, no spaces, dots or dashes: how a value is looked for in a cell. */
const fold = (text: string) =>
  text
    .toLowerCase()
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .replace(/[\s.\-_+]/g, '');

type Needle = { what: string; value: string; folded: string };
const needlesOf = (values: Record<string, string>): Needle[] =>
  Object.entries(values).map(([what, value]) => ({ what, value, folded: fold(value) }));

/** A signed token's (JWT's) claims as text, so a name inside one is found too. */
function withClaims(cell: string): string {
  const tokens = cell.match(/eyJ[\w-]+\.eyJ[\w-]+\.[\w-]*/g) ?? [];
  return [cell, ...tokens.map((token) => Buffer.from(token.split('.')[1], 'base64url').toString('utf8'))].join(' ');
}

/** The values found in a text (an API answer, a page): `where: what` for each. */
function foundIn(where: string, text: string, needles: Needle[]): string[] {
  const folded = fold(withClaims(text));
  return needles.filter((n) => folded.includes(n.folded)).map((n) => `${where}: ${n.what}`);
}

/**
 * Every text, varchar, JSON and blob cell of every table of the live schema (read from the
 * database's own catalogue, so a table added later is read too), with the values found in it.
 */
async function scanTables(t: TestApp, needles: Needle[]): Promise<string[]> {
  const found: string[] = [];
  const tables: string[] =
    DB_KIND === 'sqlite'
      ? (await t.dataSource.query(`SELECT name FROM sqlite_master WHERE type = 'table'`)).map(
          (r: { name: string }) => r.name,
        )
      : (
          await t.dataSource.query(
            `SELECT TABLE_NAME AS name FROM information_schema.TABLES WHERE TABLE_SCHEMA = DATABASE() AND TABLE_TYPE = 'BASE TABLE'`,
          )
        ).map((r: { name: string }) => r.name);
  expect(tables).toEqual(expect.arrayContaining(['clients', 'bookings', 'catches', 'receipts', 'audit_log', 'media']));
  for (const table of tables) {
    const q = DB_KIND === 'sqlite' ? `"${table}"` : `\`${table}\``;
    const rows: Record<string, string | number | bigint | Buffer | Date | null>[] = await t.dataSource.query(
      `SELECT * FROM ${q}`,
    );
    for (const row of rows) {
      for (const [column, value] of Object.entries(row)) {
        if (value === null) continue;
        const cell = Buffer.isBuffer(value)
          ? value.toString('latin1')
          : value instanceof Date
            ? value.toISOString()
            : String(value);
        found.push(...foundIn(`${table}.${column}`, cell, needles));
      }
    }
  }
  return [...new Set(found)];
}

describe(`erasure reaches every table (${DB_KIND})`, () => {
  let t: TestApp;
  let A: number;
  let adminA: string;
  let staffA: string;
  const base = (companyId: number) => `/api/company/${companyId}`;

  const CNP = cnp('185010112345');
  const FILE_NAME = `CI Zamfirache ${CNP}.png`;
  /** What the client and their records held; each must be gone from the database afterwards. */
  const ERASED = {
    first_name: 'Xenofont',
    last_name: 'Zamfirache',
    cnp: CNP,
    id_number: '918273',
    phone: '731234987',
    email: 'xenofont.z@erasure.test',
    address: 'Strada Nufarului 77',
    city: 'Sarichioi',
    plate: 'TL 77 XZF',
    notes: 'barca rosie',
    blocked_reason: 'Restantier',
    file: FILE_NAME,
    booking_notes: 'Soseste devreme cu remorca',
  };
  const needles = needlesOf(ERASED);

  const scan = () => scanTables(t, needles);

  /** SQLite: the erased values present anywhere in the database file's bytes, after a checkpoint. */
  async function inFileBytes(): Promise<string[]> {
    await t.dataSource.query('PRAGMA wal_checkpoint(TRUNCATE)');
    const file = (t.config.database as { database: string }).database;
    const bytes = [file, `${file}-wal`]
      .filter((f) => existsSync(f))
      .map((f) => readFileSync(f).toString('latin1').toLowerCase())
      .join('\n');
    const raw = [
      ERASED.first_name,
      ERASED.last_name,
      ERASED.cnp,
      ERASED.id_number,
      ERASED.phone,
      ERASED.email,
      'nufarului',
      ERASED.city,
      ERASED.plate,
      'tl77xzf',
      ERASED.notes,
      ERASED.blocked_reason,
    ].map((v) => v.toLowerCase());
    return raw.filter((v) => bytes.includes(v));
  }

  beforeAll(async () => {
    ({ t, A, adminA, staffA } = await demoWorld({ DEMO_CATALOGUE: 'true' }));
  });
  afterAll(async () => {
    await t.close();
  });

  it('leaves none of the anonymized client’s values in any table, file or (SQLite) database byte', async () => {
    const plans = (await t.call('GET', `${base(A)}/plans`, { token: adminA })).body;
    const plan = plans.plans.find((p: { name: string }) => p.name === 'Permis o zi').id;
    const water = plans.waters.find((w: { name: string }) => w.name === 'Lacul Mare').id;

    // A guest booking, checked in at the gate: the guest becomes a client, the booking keeps the guest's data.
    const startsAt = new Date();
    startsAt.setUTCMinutes(0, 0, 0);
    const booked = await t.call('POST', `${base(A)}/createBooking`, {
      token: staffA,
      body: {
        guest_name: `${ERASED.first_name} ${ERASED.last_name}`,
        guest_phone: `0${ERASED.phone}`,
        guest_email: ERASED.email,
        water_id: water,
        plan_id: plan,
        starts_at: startsAt.toISOString(),
        ends_at: new Date(startsAt.getTime() + 86_400_000).toISOString(),
        anglers: 1,
        source: 'phone',
        notes: ERASED.booking_notes,
      },
    });
    expect(booked.status).toBe(201);
    const checkedIn = await t.call('POST', `${base(A)}/bookings/${booked.body.id}/checkIn`, {
      token: staffA,
      body: { payment_method: 'cash', car_plate: ERASED.plate },
    });
    expect(checkedIn.status).toBe(200);
    const clientId: number = checkedIn.body.client_id;
    const passId: number = checkedIn.body.id;

    // The rest of the person's data, each on its own write (so each is on the audit trail).
    const updated = await t.call('POST', `${base(A)}/clients/${clientId}/update`, {
      token: staffA,
      body: {
        cnp: ERASED.cnp,
        id_series: 'XZ',
        id_number: ERASED.id_number,
        address: ERASED.address,
        city: ERASED.city,
        car_plate: ERASED.plate,
        notes: `Vine cu ${ERASED.notes}`,
      },
    });
    expect(updated.status).toBe(200);
    const consent = await t.call('POST', `${base(A)}/clients/${clientId}/consent`, {
      token: staffA,
      body: { consent_text: 'Sunt de acord cu păstrarea copiei actului.' },
    });
    expect(consent.status).toBe(200);
    const { body, headers } = multipart([{ name: FILE_NAME, bytes: PNG }]);
    const stored = await t.call('POST', `${base(A)}/clients/${clientId}/storeFiles`, { token: staffA, body, headers });
    expect(stored.status).toBe(201);
    const mediaId: number = stored.body[0].media_id;
    expect((await t.call('GET', `${base(A)}/clients/${clientId}/media/${mediaId}`, { token: staffA })).status).toBe(
      200,
    );
    const [{ storage_key: storageKey }] = await t.dataSource.query('SELECT storage_key FROM media WHERE id = ?', [
      mediaId,
    ]);
    expect(filesUnder(t.config.storageDir).some((f) => f.endsWith(storageKey))).toBe(true);
    // Free text that names the person: a receipt's payer text and a cancelled pass's reason.
    const receipt = await t.call('POST', `${base(A)}/clients/${clientId}/createReceipt`, {
      token: staffA,
      body: { amount: '50', description: `Plata ${ERASED.first_name} ${ERASED.last_name}, ${ERASED.phone}` },
    });
    expect(receipt.status).toBe(201);
    const fishes = (await t.call('GET', '/api/user', { token: staffA })).body.fishes as { id: number }[];
    const caught = await t.call('POST', `${base(A)}/passes/${passId}/createCatch`, {
      token: staffA,
      body: { fish_id: fishes[0].id, count: 1, weight_kg: '3.100', kept: false },
    });
    expect(caught.status).toBe(201);
    const second = await t.call('POST', `${base(A)}/clients/${clientId}/createPass`, {
      token: staffA,
      body: { plan_id: plan, water_id: water, payment_method: 'cash', car_plate: ERASED.plate },
    });
    expect(second.status).toBe(201);
    const cancelled = await t.call('POST', `${base(A)}/passes/${second.body.id}/delete`, {
      token: adminA,
      body: { reason: `${ERASED.last_name} a renuntat` },
    });
    expect(cancelled.status).toBe(200);
    const blocked = await t.call('POST', `${base(A)}/clients/${clientId}/update`, {
      token: staffA,
      body: { blocked: true, blocked_reason: `${ERASED.blocked_reason} la plata` },
    });
    expect(blocked.status).toBe(200);

    // Rows as the trail wrote them before every personal field was masked: a guest booking's first
    // row (no client yet), a document read naming the file, a client update with the town in clear.
    const legacy: [string, number, number | null, string, object][] = [
      ['bookings', booked.body.id, null, 'create', { guest_name: [null, `${ERASED.first_name} ${ERASED.last_name}`] }],
      ['media', mediaId, clientId, 'read', { name: [null, FILE_NAME] }],
      ['clients', clientId, clientId, 'update', { city: [null, ERASED.city], blocked: [false, true] }],
    ];
    for (const [entity, entityId, client, action, changes] of legacy) {
      await t.dataSource.query(
        'INSERT INTO audit_log (company_id, action, entity, entity_id, client_id, changes) VALUES (?, ?, ?, ?, ?, ?)',
        [A, action, entity, entityId, client, JSON.stringify(changes)],
      );
    }

    // The scan sees the data while it is there (so an empty answer later means something).
    const before = await scan();
    for (const what of ['first_name', 'last_name', 'cnp', 'phone', 'email', 'address', 'city', 'plate', 'file'])
      expect(before.some((f) => f.endsWith(`: ${what}`))).toBe(true);
    expect(before).toEqual(expect.arrayContaining(['bookings.guest_name: last_name', 'media.name: cnp']));
    // The trail masks personal data as it is written: no row but the legacy ones holds any of it.
    const [{ n: clear }] = await t.dataSource.query(
      `SELECT COUNT(*) AS n FROM audit_log WHERE company_id = ? AND (changes LIKE '%Zamfirache%' OR changes LIKE '%Sarichioi%' OR changes LIKE ? OR changes LIKE '%731234987%' OR changes LIKE '%erasure.test%')`,
      [A, `%${CNP}%`],
    );
    expect(Number(clear)).toBe(legacy.length);

    const rawBefore = DB_KIND === 'sqlite' ? await inFileBytes() : [];
    // A last edit before the erasure: SQLite writes the client's row (name, CNP…) to its journal.
    const edited = await t.call('POST', `${base(A)}/clients/${clientId}/update`, {
      token: adminA,
      body: { notes: `${ERASED.notes}, vâsle noi` },
    });
    expect(edited.status).toBe(200);

    const anonymized = await t.call('POST', `${base(A)}/clients/${clientId}/anonymize`, {
      token: adminA,
      body: { reason: `Cererea lui ${ERASED.first_name} ${ERASED.last_name}` },
    });
    expect(anonymized.status).toBe(200);
    if (DB_KIND === 'sqlite') {
      // The erasure checkpoints SQLite's journal itself: a copy of the data folder made now holds none of it.
      const file = (t.config.database as { database: string }).database;
      const wal = existsSync(`${file}-wal`) ? readFileSync(`${file}-wal`).toString('latin1').toLowerCase() : '';
      expect(['zamfirache', ERASED.cnp, 'sarichioi'].filter((v) => wal.includes(v))).toEqual([]);
    }

    expect(await scan()).toEqual([]);
    expect(filesUnder(t.config.storageDir).some((f) => f.endsWith(storageKey))).toBe(false);
    expect(filesUnder(t.config.storageDir).some((f) => needles.some((n) => fold(f).includes(n.folded)))).toBe(false);

    // What the erasure did is on the trail itself, with no personal data in it.
    const trail = await t.call('POST', `${base(A)}/auditLog`, {
      token: adminA,
      body: { entity: 'clients', entity_id: clientId, per_page: 100 },
    });
    const redact = trail.body.data.find((r: { action: string }) => r.action === 'redact');
    expect(redact).toBeDefined();
    const redacted = redact.changes.find((c: { field: string }) => c.field === 'audit_rows');
    expect(Number(redacted.new)).toBe(legacy.length);
    expect(JSON.stringify(trail.body)).not.toMatch(/Xenofont|Zamfirache/i);

    if (DB_KIND === 'sqlite') {
      expect(await inFileBytes()).toEqual([]);
      const [row] = await t.dataSource.query('PRAGMA secure_delete');
      expect(Number(row.secure_delete)).toBe(1);
      // The file did hold them before the anonymization: the check can see them.
      expect(rawBefore).toEqual(expect.arrayContaining(['zamfirache', ERASED.cnp, 'sarichioi']));
    }
  });
});

/**
 * The same promise for an angler who used every feature added since: a booking through the public
 * form (and its e-mails), passes with their plate (one with a request key, their signed tokens),
 * chitanțe, a bon fiscal's job, the exit's weighing with a kept catch, a competition's team with
 * their name, phone and e-mail, its entry fee, a weigh-in, a document. After the erasure no table,
 * stored file, public page or answer about their passes, receipts, bons, books or team holds
 * their name, CNP, phone, e-mail or plate. The chitanțe and bons stay, with their numbers and
 * amounts (fiscal records), and their payer shows as the initials left.
 */
describe(`erasure reaches what an angler left everywhere (${DB_KIND})`, () => {
  let t: TestApp;
  let A: number;
  let adminA: string;
  let staffA: string;
  let smtp: SmtpCatcher;
  const base = () => `/api/company/${A}`;

  const CNP = cnp('179072314321');
  const PERSON = {
    first_name: 'Ermolai',
    last_name: 'Trăistaru',
    cnp: CNP,
    phone: '741592638',
    email: 'ermolai.t@uitare.test',
    plate: 'VS 58 ERM',
  };
  const needles = needlesOf(PERSON);

  const ok = async (method: string, path: string, body?: unknown, token = staffA) => {
    const res = await t.call(method, `${base()}${path}`, { token, body });
    if (res.status >= 300) throw new Error(`${method} ${path}: ${res.status} ${res.text}`);
    return res.body;
  };

  beforeAll(async () => {
    smtp = await startSmtpServer();
    ({ t, A, adminA, staffA } = await demoWorld({
      SMTP_HOST: '127.0.0.1',
      SMTP_PORT: String(smtp.port),
      SMTP_FROM: 'Bălți <no-reply@baltiapp.test>',
      TRUST_PROXY: 'true',
    }));
  }, 180_000);
  afterAll(async () => {
    await t?.close();
    await smtp?.stop();
  });

  it('leaves none of their values in any table, file, public page or answer, the fiscal records kept', async () => {
    await ok('POST', '/update', { public_recent_catches: true }, adminA);
    const water = (await ok('POST', '/createWater', { name: 'Lacul Uitării' }, adminA)).id as number;
    const plan = (
      await ok(
        'POST',
        '/createPlan',
        {
          name: 'Zi cu reținere',
          water_ids: [water],
          duration_value: 24,
          duration_unit: 'hours',
          price: '80.00',
          retention_kg: '5',
          extra_kg_price: '20.00',
        },
        adminA,
      )
    ).id as number;
    const stands: number[] = [];
    for (let n = 1; n <= 3; n++)
      stands.push((await ok('POST', '/createStand', { water_id: water, number: String(n) }, adminA)).id);
    const fish = (await t.dataSource.query<{ id: number }[]>('SELECT id FROM fishes ORDER BY id'))[0].id;

    // A competition: the angler registers their team on the public page, named after them, with
    // their phone and e-mail; staff confirm it.
    const day = new Date(Date.now() + 7 * 86_400_000).toISOString().slice(0, 10);
    const at = (hours: number) => new Date(Date.parse(`${day}T04:00:00Z`) + hours * 3_600_000).toISOString();
    const competition = (
      await ok(
        'POST',
        '/createCompetition',
        {
          name: 'Cupa Uitării',
          water_id: water,
          starts_at: at(0),
          ends_at: at(24),
          rounds: [{ starts_at: at(1), ends_at: at(23) }],
          team_size: 2,
          entry_fee: '100.00',
          fish_ids: [],
          min_weight_kg: '0.500',
          short_rule: 'max',
          sectors: [{ name: 'A', stand_ids: [stands[2]] }],
        },
        adminA,
      )
    ).id as number;
    const comp = (path = '') => `/competitions/${competition}${path}`;
    await ok('POST', comp('/openRegistration'), {}, adminA);
    const registered = await t.call('POST', `/api/public/companies/balta-demo/competitions/${competition}/register`, {
      body: {
        team_name: `Echipa ${PERSON.last_name}`,
        phone: `0${PERSON.phone}`,
        email: PERSON.email,
        members: [{ name: `${PERSON.first_name} ${PERSON.last_name}` }],
        consent: true,
      },
      headers: { 'x-forwarded-for': '203.0.113.76' },
    });
    expect(registered.status).toBe(201);
    const teamId = registered.body.id as number;
    await ok('POST', comp(`/teams/${teamId}/confirm`));

    // The company sells on its cash register: the team's fee, the passes and the exit go on bons.
    await ok('POST', '/update', { fiscal_mode: 'amef' }, adminA);
    await ok('POST', '/createFiscalDevice', { name: 'Casa poartă', format: 'fprint' }, adminA);
    // At the lake the team pays its fee by card and its member becomes a client: the angler.
    const paid = await ok('POST', comp(`/teams/${teamId}/checkIn`), { payment_method: 'card' });
    expect(paid.fee_fiscal_job).not.toBeNull();
    const clientId = paid.members[0].client_id as number;
    await ok('POST', `/clients/${clientId}/update`, {
      cnp: PERSON.cnp,
      phone: `0${PERSON.phone}`,
      email: PERSON.email,
      car_plate: PERSON.plate,
      state_id: 13,
    });
    await ok('POST', `/clients/${clientId}/consent`, { consent_text: 'Sunt de acord cu păstrarea copiei actului.' });
    const { body, headers } = multipart([{ name: `CI ${PERSON.last_name} ${PERSON.cnp}.png`, bytes: PNG }]);
    const stored = await t.call('POST', `${base()}/clients/${clientId}/storeFiles`, { token: staffA, body, headers });
    expect(stored.status).toBe(201);

    // A booking through the public form, given to the client, confirmed (the angler gets e-mails),
    // checked in with the plate.
    const startsAt = new Date();
    startsAt.setUTCMinutes(0, 0, 0);
    const requested = await t.call('POST', '/api/public/companies/balta-demo/bookings', {
      body: {
        guest_name: `${PERSON.first_name} ${PERSON.last_name}`,
        guest_phone: `0${PERSON.phone}`,
        guest_email: PERSON.email,
        water_id: water,
        stand_id: stands[0],
        plan_id: plan,
        starts_at: startsAt.toISOString(),
        ends_at: new Date(startsAt.getTime() + 86_400_000).toISOString(),
        anglers: 1,
        consent: true,
      },
      headers: { 'x-forwarded-for': '203.0.113.77' },
    });
    expect(requested.status).toBe(201);
    const bookingId = requested.body.id as number;
    await ok('POST', `/bookings/${bookingId}/update`, { client_id: clientId });
    await ok('POST', `/bookings/${bookingId}/confirm`);
    await smtp.waitForMessage((m) => m.to.includes(PERSON.email) && m.subject.includes('confirmată'), 10_000);
    const pass = await ok('POST', `/bookings/${bookingId}/checkIn`, {
      payment_method: 'cash',
      car_plate: PERSON.plate,
    });
    expect(pass.client_id).toBe(clientId);
    expect(pass.fiscal_job).not.toBeNull();
    // A chitanță of its own naming them, and a second pass sent with its request key.
    const receipt = await ok('POST', `/clients/${clientId}/createReceipt`, {
      amount: '25',
      description: `Închiriere barcă ${PERSON.first_name} ${PERSON.last_name}, tel. 0${PERSON.phone}`,
    });
    // A chitanță of yesterday, refunded after that day was closed: the refund's payment disposition
    // (dated today) names its payer as the chitanță did.
    const yesterday = bucharestDate(new Date(Date.now() - 86_400_000));
    const refunded = await ok('POST', `/clients/${clientId}/createReceipt`, {
      amount: '15',
      issued_on: yesterday,
      description: 'Avans rezervare',
    });
    await ok('POST', '/createDocSery', { type: 'cash', series: 'DC' }, adminA);
    await ok('POST', '/cashBook/close', { date: yesterday, confirm: true });
    await ok('POST', `/receipts/${refunded.id}/delete`, { refund: true, reason: 'Plecat înainte de ora de start' });
    const keyed = await ok('POST', `/clients/${clientId}/createPass`, {
      plan_id: plan,
      water_id: water,
      stand_id: stands[1],
      payment_method: 'card',
      car_plate: PERSON.plate,
      request_key: 'erasure-everything-0001',
    });
    // The exit's weighing: 7.5 kg kept, 5 allowed, the surplus paid.
    const exit = await ok('POST', `/passes/${pass.id}/checkout`, {
      payment_method: 'cash',
      catches: [{ fish_id: fish, count: 2, weight_kg: '7.5', kept: true }],
    });
    expect(exit.extra_amount).toBe('50.00');
    // The competition runs: drawn, started, a fish weighed; the public live page shows the team.
    await ok('POST', comp('/draw'), { seed: 'uitare' }, adminA);
    await ok('POST', comp('/start'), {}, adminA);
    await ok('POST', comp('/createWeighIn'), {
      uid: 'uitare-1',
      team_id: teamId,
      round: 1,
      fish_id: fish,
      weight_kg: '4.200',
      witness: 'Arbitrul de sector',
    });

    // The answers and pages that showed them before, read again after.
    const answers = async (): Promise<string[]> => {
      const reads: [string, string, string, unknown?][] = [
        ['pass', 'GET', `/passes/${pass.id}`],
        ['keyed pass', 'GET', `/passes/${keyed.id}`],
        ['passes list', 'POST', '/passes', { client_id: clientId, per_page: 100 }],
        ['receipt', 'GET', `/receipts/${receipt.id}`],
        ['receipts list', 'POST', '/receipts', { client_id: clientId, per_page: 100 }],
        ['booking', 'GET', `/bookings/${bookingId}`],
        ['bons', 'POST', '/fiscalJobs', { per_page: 100 }],
        ['cash book', 'POST', '/cashBook', { date_from: bucharestDate(), date_to: bucharestDate() }],
        ['dispositions', 'POST', '/cashDispositions', { per_page: 100 }],
        ['team', 'POST', comp('/teams'), { per_page: 100 }],
        ['weigh-ins', 'POST', comp('/weighIns'), { per_page: 100 }],
        ['ranking', 'POST', comp('/ranking')],
        ['catches', 'POST', `/passes/${pass.id}/catches`],
      ];
      const found: string[] = [];
      for (const [what, method, path, payload] of reads) {
        const res = await t.call(method, `${base()}${path}`, { token: adminA, body: payload });
        expect([what, res.status]).toEqual([what, 200]);
        found.push(...foundIn(what, res.text, needles));
      }
      const pages: [string, string, string, unknown?][] = [
        ['public live ranking', 'GET', `/api/public/companies/balta-demo/competitions/${competition}`],
        ['public competitions', 'GET', '/api/public/companies/balta-demo/competitions'],
        ['public catches', 'GET', '/api/public/companies/balta-demo/catches'],
        ['public pass', 'GET', `/api/public/passes/${pass.code}`],
        ['public verification', 'POST', '/api/public/passes/verify', { token: pass.token }],
      ];
      for (const [what, method, path, payload] of pages) {
        const res = await t.call(method, path, { body: payload });
        expect([what, res.status]).toEqual([what, 200]);
        found.push(...foundIn(what, res.text, needles));
      }
      return found;
    };

    // The checks see the data while it is there.
    const before = await scanTables(t, needles);
    expect(before).toEqual(
      expect.arrayContaining([
        'clients.cnp: cnp',
        'clients.car_plate: plate',
        'competition_teams.name: last_name',
        'competition_teams.phone: phone',
        'competition_teams.email: email',
        'fiscal_jobs.sale: last_name',
        'cash_dispositions.person: last_name',
      ]),
    );
    expect(await answers()).toEqual(
      expect.arrayContaining([
        'public live ranking: last_name',
        'team: phone',
        'team: email',
        'bons: last_name',
        'cash book: last_name',
        'dispositions: last_name',
      ]),
    );
    const [{ storage_key: storageKey }] = await t.dataSource.query('SELECT storage_key FROM media WHERE id = ?', [
      stored.body[0].media_id,
    ]);
    expect(filesUnder(t.config.storageDir).some((f) => f.endsWith(storageKey))).toBe(true);
    const fiscalBefore = await t.dataSource.query<{ n: number | string }[]>(
      'SELECT COUNT(*) AS n FROM fiscal_jobs WHERE company_id = ? AND client_id = ?',
      [A, clientId],
    );
    const receiptsBefore = (await ok('POST', '/receipts', { client_id: clientId, per_page: 100 })).data as {
      id: number;
      number: number;
      amount: string;
    }[];
    expect(Number(fiscalBefore[0].n)).toBe(4);

    // Their data export (art. 15) holds the refund naming them, as it holds the chitanță.
    const exported = await ok('POST', `/clients/${clientId}/export`, {}, adminA);
    expect(
      (exported.refunds as { receipt_id: number; person: string }[]).map(({ receipt_id, person }) => ({
        receipt_id,
        person,
      })),
    ).toEqual([
      {
        receipt_id: refunded.id,
        // The chitanță's payer: the client's names, made at check-in from the member's name as typed.
        person: expect.stringMatching(
          new RegExp(`^(${PERSON.last_name} ${PERSON.first_name}|${PERSON.first_name} ${PERSON.last_name})$`),
        ),
      },
    ]);

    smtp.clear();
    const anonymized = await t.call('POST', `${base()}/clients/${clientId}/anonymize`, {
      token: adminA,
      body: { reason: 'Cererea titularului' },
    });
    expect(anonymized.status).toBe(200);

    expect(await scanTables(t, needles)).toEqual([]);
    // The live ranking is computed at most once a second and served from memory meanwhile.
    await new Promise((resolve) => setTimeout(resolve, PUBLIC_CACHE_MS + 100));
    expect(await answers()).toEqual([]);
    expect(filesUnder(t.config.storageDir).some((f) => f.endsWith(storageKey))).toBe(false);
    // The fiscal records stay, with their numbers and amounts; their payer is the initials left.
    const receiptsAfter = (await ok('POST', '/receipts', { client_id: clientId, per_page: 100 })).data as {
      id: number;
      number: number;
      amount: string;
    }[];
    expect(receiptsAfter.map(({ id, number, amount }) => ({ id, number, amount }))).toEqual(
      receiptsBefore.map(({ id, number, amount }) => ({ id, number, amount })),
    );
    const printed = await ok('GET', `/receipts/${receipt.id}`);
    // The county goes with the rest of the address: it would narrow down who "E. T." was.
    expect(printed.client).toMatchObject({ id: clientId, cnp: null, address: null, city: null, state_id: null });
    expect(printed.client.name.replace(/\s+/g, ' ')).toMatch(/^(E\. T\.|T\. E\.)$/);
    expect(printed.description).toBe('Închiriere barcă ***, tel. ***');
    // The refund keeps its number, amount and the chitanță it pays back; its person is the initials.
    const refunds = (await ok('POST', '/cashDispositions', { per_page: 100 })).data as {
      receipt_id: number | null;
      amount: string;
      person: string;
    }[];
    expect(
      refunds.filter((d) => d.receipt_id === refunded.id).map(({ amount, person }) => ({ amount, person })),
    ).toEqual([{ amount: '15.00', person: expect.stringMatching(/^(E\. T\.|T\. E\.)$/) }]);
    const fiscalAfter = await t.dataSource.query<{ n: number | string }[]>(
      'SELECT COUNT(*) AS n FROM fiscal_jobs WHERE company_id = ? AND client_id = ?',
      [A, clientId],
    );
    expect(Number(fiscalAfter[0].n)).toBe(4);
    // The team's fee bon still says what it was for; the team keeps a name without the person's.
    const bons = (await ok('POST', '/fiscalJobs', { per_page: 100 })).data as { description: string | null }[];
    expect(bons.map((b) => b.description)).toContain('Taxă concurs, echipa Echipa ***');
    const teams = (await ok('POST', comp('/teams'), { per_page: 100 })).data as { name: string; phone: string }[];
    expect(teams.map(({ name, phone }) => ({ name, phone }))).toEqual([{ name: 'Echipa ***', phone: '***' }]);
    expect(smtp.messages.filter((m) => m.to.includes(PERSON.email))).toEqual([]);
  }, 180_000);
});

/**
 * What the person left as a guest and nobody linked to their client record: online booking
 * requests, desk bookings, a competition registration, with their e-mail in any case and their
 * phone in any spelling. Erasing the client erases those of the same company too; another
 * person's and another company's stay.
 */
describe(`erasure reaches the person's guest records never linked to them (${DB_KIND})`, () => {
  let t: TestApp;
  let A: number;
  let adminA: string;
  let staffA: string;
  let adminB: string;
  const PERSON = {
    first_name: 'Filofteia',
    last_name: 'Băluță',
    phone: '742818272',
    email: 'filofteia.b@ghost.test',
    notes: 'rulota verde',
  };
  const needles = needlesOf(PERSON);

  beforeAll(async () => {
    ({ t, A, adminA, staffA, adminB } = await demoWorld({ TRUST_PROXY: 'true' }));
  }, 180_000);
  afterAll(async () => {
    await t?.close();
  });

  it('erases their online requests, desk bookings and team registration found by e-mail (any case) or phone (any spelling)', async () => {
    const call = async (token: string, path: string, body?: unknown) => {
      const res = await t.call('POST', path, { token, body });
      if (res.status >= 300) throw new Error(`${path}: ${res.status} ${res.text}`);
      return res.body;
    };
    const a = (path: string, body?: unknown, token = adminA) => call(token, `/api/company/${A}${path}`, body);
    const water = (await a('/createWater', { name: 'Lacul Fantomă' })).id as number;
    const plan = (
      await a('/createPlan', {
        name: 'Zi',
        water_ids: [water],
        duration_value: 24,
        duration_unit: 'hours',
        price: '40.00',
      })
    ).id as number;
    const stands: number[] = [];
    for (let n = 1; n <= 6; n++) stands.push((await a('/createStand', { water_id: water, number: String(n) })).id);
    const day = (d: number) => {
      const at = new Date(Date.now() + d * 86_400_000);
      at.setUTCHours(4, 0, 0, 0);
      return { starts_at: at.toISOString(), ends_at: new Date(at.getTime() + 86_400_000).toISOString() };
    };
    const request = (body: Record<string, unknown>, ip: string) =>
      t.call('POST', '/api/public/companies/balta-demo/bookings', {
        body: { water_id: water, plan_id: plan, anglers: 1, consent: true, ...body },
        headers: { 'x-forwarded-for': ip },
      });

    // An online request, e-mail in capitals and phone as dialled: never linked to anyone.
    const online = await request(
      {
        guest_name: `${PERSON.first_name} ${PERSON.last_name}`,
        guest_phone: `0${PERSON.phone}`,
        guest_email: 'Filofteia.B@Ghost.TEST',
        stand_id: stands[0],
        ...day(3),
      },
      '203.0.113.90',
    );
    expect(online.status).toBe(201);
    // Desk bookings for a guest: the same phone in other spellings, the e-mail in capitals.
    const deskByPhone = (
      await a(
        '/createBooking',
        {
          guest_name: PERSON.first_name,
          guest_phone: `+40 ${PERSON.phone}`,
          water_id: water,
          stand_id: stands[1],
          plan_id: plan,
          notes: `Vine cu ${PERSON.notes}`,
          ...day(4),
        },
        staffA,
      )
    ).id as number;
    const deskByEmail = (
      await a(
        '/createBooking',
        {
          guest_name: `${PERSON.last_name} F.`,
          guest_phone: '0799 000 123',
          guest_email: 'FILOFTEIA.B@ghost.test',
          water_id: water,
          stand_id: stands[2],
          plan_id: plan,
          ...day(5),
        },
        staffA,
      )
    ).id as number;
    const deskDialledAbroad = (
      await a(
        '/createBooking',
        {
          guest_name: 'F. B.',
          guest_phone: `0040 ${PERSON.phone}`,
          water_id: water,
          stand_id: stands[3],
          plan_id: plan,
          ...day(6),
        },
        staffA,
      )
    ).id as number;
    // Someone else's guest booking stays as it is.
    const other = (
      await a(
        '/createBooking',
        {
          guest_name: 'Gheorghe Martin',
          guest_phone: '0742 000 111',
          guest_email: 'gm@ghost.test',
          water_id: water,
          stand_id: stands[4],
          plan_id: plan,
          ...day(3),
        },
        staffA,
      )
    ).id as number;

    // A team registered on the public page with their phone and e-mail.
    const competition = (
      await a(
        '/createCompetition',
        oneDayCompetition({
          name: 'Cupa Fantomelor',
          water_id: water,
          stand_ids: [stands[5]],
          day: day(10).starts_at.slice(0, 10),
        }),
      )
    ).id as number;
    await a(`/competitions/${competition}/openRegistration`, {});
    const registered = await t.call('POST', `/api/public/companies/balta-demo/competitions/${competition}/register`, {
      body: {
        team_name: `Echipa ${PERSON.last_name}`,
        phone: `+40 ${PERSON.phone}`,
        email: 'FILOFTEIA.B@GHOST.TEST',
        members: [{ name: `${PERSON.first_name} ${PERSON.last_name}` }, { name: 'Ionel Vasile' }],
        consent: true,
      },
      headers: { 'x-forwarded-for': '203.0.113.91' },
    });
    expect(registered.status).toBe(201);

    // Another company's guest with the same e-mail is another company's business.
    const b = (path: string, body?: unknown) => call(adminB, `/api/company/${B}${path}`, body);
    const B = (await t.call('GET', '/api/user', { token: adminB })).body.user.company.id as number;
    const waterB = (await b('/createWater', { name: 'Apa B' })).id as number;
    const planB = (
      await b('/createPlan', { name: 'Zi B', water_ids: [waterB], duration_value: 1, duration_unit: 'days', price: 5 })
    ).id as number;
    const inB = (
      await b('/createBooking', {
        guest_name: 'Persoană Din B',
        guest_phone: '0755 000 999',
        guest_email: PERSON.email,
        water_id: waterB,
        plan_id: planB,
        ...day(3),
      })
    ).id as number;

    // The client the lake knows them as, with none of those linked.
    const client = (
      await a('/createClient', {
        first_name: PERSON.first_name,
        last_name: PERSON.last_name,
        phone: `0${PERSON.phone.slice(0, 3)} ${PERSON.phone.slice(3, 6)} ${PERSON.phone.slice(6)}`,
        email: PERSON.email,
      })
    ).id as number;

    // What they would be sent on asking for their data (GDPR access) names those bookings too.
    const exported = (await a(`/clients/${client}/export`)).bookings.map((x: { id: number }) => x.id) as number[];
    expect([...exported].sort((x, y) => x - y)).toEqual(
      [online.body.id as number, deskByPhone, deskByEmail, deskDialledAbroad].sort((x, y) => x - y),
    );

    const before = await scanTables(t, needles);
    expect(before).toEqual(
      expect.arrayContaining([
        'bookings.guest_name: last_name',
        'bookings.guest_phone: phone',
        'bookings.notes: notes',
        'competition_teams.email: email',
        'competition_teams.phone: phone',
        'competition_members.name: last_name',
      ]),
    );
    expect(
      (
        await t.call('POST', `/api/company/${A}/clients/${client}/anonymize`, {
          token: adminA,
          body: { reason: 'Cerere' },
        })
      ).status,
    ).toBe(200);

    // Only the other company's row still holds the e-mail (with the first name in it).
    expect(await scanTables(t, needles)).toEqual(['bookings.guest_email: first_name', 'bookings.guest_email: email']);
    const rows = async (ids: number[]) =>
      (
        await t.dataSource.query<
          {
            id: number;
            guest_name: string | null;
            guest_phone: string | null;
            guest_email: string | null;
            notes: string | null;
            company_id: number;
          }[]
        >(
          `SELECT id, company_id, guest_name, guest_phone, guest_email, notes FROM bookings WHERE id IN (${ids.join(', ')}) ORDER BY id`,
        )
      ).map((r) => ({ ...r, id: Number(r.id), company_id: Number(r.company_id) }));
    for (const row of await rows([online.body.id as number, deskByPhone, deskByEmail, deskDialledAbroad]))
      expect([row.id, row.guest_phone, row.guest_email, row.notes]).toEqual([row.id, null, null, null]);
    expect(
      (await rows([other, inB])).map(({ guest_name, guest_phone, guest_email }) => ({
        guest_name,
        guest_phone,
        guest_email,
      })),
    ).toEqual([
      { guest_name: 'Gheorghe Martin', guest_phone: '0742000111', guest_email: 'gm@ghost.test' },
      { guest_name: 'Persoană Din B', guest_phone: '0755000999', guest_email: PERSON.email },
    ]);
    const teams = (await a(`/competitions/${competition}/teams`, { per_page: 100 })).data as {
      name: string;
      phone: string;
      email: string | null;
      members: { name: string }[];
    }[];
    expect(
      teams.map(({ name, phone, email, members }) => ({ name, phone, email, members: members.map((m) => m.name) })),
    ).toEqual([
      { name: 'Echipa ***', phone: expect.not.stringMatching(/818/), email: null, members: ['F. B.', 'Ionel Vasile'] },
    ]);
  }, 180_000);

  it("never takes the lake's own e-mail or phone, typed as a walk-in guest's placeholder, for the erased person's", async () => {
    const a = async (path: string, body?: unknown, token = adminA) => {
      const res = await t.call('POST', `/api/company/${A}${path}`, { token, body });
      if (res.status >= 300) throw new Error(`${path}: ${res.status} ${res.text}`);
      return res.body;
    };
    await a('/update', { email: 'Rezervari@Balta-Demo.test', phone: '0231 555 010' });
    const water = (await a('/createWater', { name: 'Lacul de la poartă' })).id as number;
    const plan = (
      await a('/createPlan', {
        name: 'Zi la poartă',
        water_ids: [water],
        duration_value: 24,
        duration_unit: 'hours',
        price: '40.00',
      })
    ).id as number;
    const stand = (await a('/createStand', { water_id: water, number: 'P1' })).id as number;
    const day = (d: number) => {
      const at = new Date(Date.now() + d * 86_400_000);
      at.setUTCHours(4, 0, 0, 0);
      return { starts_at: at.toISOString(), ends_at: new Date(at.getTime() + 86_400_000).toISOString() };
    };
    // Walk-in guests the desk wrote down with the lake's own address and number.
    const walkIn = async (guest_name: string, d: number) =>
      (
        await a(
          '/createBooking',
          {
            guest_name,
            guest_phone: '0231 555 010',
            guest_email: 'rezervari@balta-demo.test',
            water_id: water,
            stand_id: stand,
            plan_id: plan,
            ...day(d),
          },
          staffA,
        )
      ).id as number;
    const walkIns = [await walkIn('Vasile Pescaru', 3), await walkIn('Ana Lunca', 4)];
    const competition = (
      await a(
        '/createCompetition',
        oneDayCompetition({
          name: 'Cupa porții',
          water_id: water,
          stand_ids: [stand],
          day: day(12).starts_at.slice(0, 10),
        }),
      )
    ).id as number;
    const team = (
      await a(`/competitions/${competition}/createTeam`, {
        name: 'Echipa Lunca',
        phone: '0231 555 010',
        member_ids: [],
        guests: [{ name: 'Ion Lunca', phone: '0231 555 010' }],
      })
    ).id as number;
    // A client the desk registered with the same placeholders, erased on request.
    const client = (
      await a('/createClient', {
        first_name: 'Gigel',
        last_name: 'Poartă',
        phone: '0231 555 010',
        email: 'rezervari@balta-demo.test',
      })
    ).id as number;
    expect((await a(`/clients/${client}/export`)).bookings).toEqual([]);
    const erased = await a(`/clients/${client}/anonymize`, { reason: 'Cerere' });
    expect(erased).toMatchObject({ first_name: 'G.', last_name: 'P.', phone: null, email: null });
    // The walk-ins are other people: they keep theirs.
    const rows = await t.dataSource.query<{ guest_name: string; guest_phone: string; guest_email: string }[]>(
      `SELECT guest_name, guest_phone, guest_email FROM bookings WHERE id IN (${walkIns.join(', ')}) ORDER BY id`,
    );
    expect(rows).toEqual([
      { guest_name: 'Vasile Pescaru', guest_phone: '0231555010', guest_email: 'rezervari@balta-demo.test' },
      { guest_name: 'Ana Lunca', guest_phone: '0231555010', guest_email: 'rezervari@balta-demo.test' },
    ]);
    const kept = (await a(`/competitions/${competition}/teams`, { per_page: 100 })).data.find(
      (x: { id: number }) => x.id === team,
    );
    expect({
      name: kept.name,
      members: kept.members.map((m: { name: string; phone: string | null }) => [m.name, m.phone]),
    }).toEqual({ name: 'Echipa Lunca', members: [['Ion Lunca', kept.phone]] });
    expect(kept.phone).toMatch(/555\D?010$/);
  }, 180_000);
});
