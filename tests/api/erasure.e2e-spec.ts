import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { cnpControlDigit } from '@app/common/validation/cnp';
import { DB_KIND, demoWorld, TestApp } from './support/app';
import { multipart, PNG } from './support/files';

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
  const needles = Object.entries(ERASED).map(([what, value]) => ({ what, value, folded: fold(value) }));

  /** Every table and column of the live schema, with the erased values found in it. */
  async function scan(): Promise<string[]> {
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
    expect(tables).toEqual(
      expect.arrayContaining(['clients', 'bookings', 'catches', 'receipts', 'audit_log', 'media']),
    );
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
          const text = fold(cell);
          for (const n of needles) if (text.includes(n.folded)) found.push(`${table}.${column}: ${n.what}`);
        }
      }
    }
    return [...new Set(found)];
  }

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

    const anonymized = await t.call('POST', `${base(A)}/clients/${clientId}/anonymize`, {
      token: adminA,
      body: { reason: `Cererea lui ${ERASED.first_name} ${ERASED.last_name}` },
    });
    expect(anonymized.status).toBe(200);

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
