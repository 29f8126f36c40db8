import { spawn } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { Client } from '@app/clients/entities/client.entity';
import { cnpControlDigit } from '@app/common/validation/cnp';
import { PrivacyService } from '@app/privacy/privacy.service';
import { DB_KIND, demoWorld, type Reply, TestApp } from './support/app';
import { oneDayCompetition } from './support/competitions';
import { multipart, PNG, pdf } from './support/files';

/**
 * Privacy settings, consent, export, anonymization, the retention run and the audit trail,
 * on the real app and database (SQLite, and MariaDB with BALTI_TEST_DB=mariadb).
 */
const ROOT = join(__dirname, '..', '..');
const CLI = join(ROOT, 'backend', 'dist', 'privacy', 'privacy.cli.js');
const cnp = (first12: string) => `${first12}${cnpControlDigit(first12)}`;

function filesUnder(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir).flatMap((name) => {
    const p = join(dir, name);
    return statSync(p).isDirectory() ? filesUnder(p).map((f) => `${name}/${f}`) : [name];
  });
}

describe(`privacy and audit trail (${DB_KIND})`, () => {
  let t: TestApp;
  let A: number;
  let B: number;
  let adminA: string;
  let staffA: string;
  let adminB: string;
  let adminAId: number;
  let staffAId: number;
  let staffAName: string;
  let plan: number;
  let water: number;
  const base = (companyId: number) => `/api/company/${companyId}`;

  const createClient = async (token: string, companyId: number, body: object) => {
    const res = await t.call('POST', `${base(companyId)}/createClient`, { token, body });
    expect(res.status).toBe(201);
    return res.body.id as number;
  };
  const consent = (token: string, companyId: number, id: number, text = 'Sunt de acord cu păstrarea copiei actului.') =>
    t.call('POST', `${base(companyId)}/clients/${id}/consent`, { token, body: { consent_text: text } });
  const upload = (token: string, companyId: number, id: number, name = 'buletin.png', bytes: Buffer = PNG) => {
    const { body, headers } = multipart([{ name, bytes }]);
    return t.call('POST', `${base(companyId)}/clients/${id}/storeFiles`, { token, body, headers });
  };
  const audit = (token: string, companyId: number, body: object = {}) =>
    t.call('POST', `${base(companyId)}/auditLog`, { token, body: { per_page: 100, ...body } });
  const settings = (token: string, companyId: number, body: object) =>
    t.call('POST', `/api/company/${companyId}/update`, { token, body });
  const auditRows = async (where = '1 = 1', params: unknown[] = []) =>
    Number((await t.dataSource.query(`SELECT COUNT(*) AS n FROM audit_log WHERE ${where}`, params))[0].n);
  const ago = (unit: 'MONTH' | 'YEAR', n: number) =>
    DB_KIND === 'sqlite' ? `datetime('now', '-${n} ${unit.toLowerCase()}s')` : `NOW() - INTERVAL ${n} ${unit}`;

  beforeAll(async () => {
    ({ t, A, B, adminA, staffA, adminB } = await demoWorld({ DEMO_CATALOGUE: 'true' }));
    adminAId = (await t.call('GET', '/api/user', { token: adminA })).body.user.id;
    ({ id: staffAId, name: staffAName } = (await t.call('GET', '/api/user', { token: staffA })).body.user);
    const plans = (await t.call('GET', `${base(A)}/plans`, { token: adminA })).body;
    plan = plans.plans.find((p: { name: string }) => p.name === 'Permis o zi').id;
    water = plans.waters.find((w: { name: string }) => w.name === 'Lacul Mare').id;
  });
  afterAll(async () => {
    await t.close();
  });

  describe('access', () => {
    it("answers 401 without a token, 403 on another company's path and to staff where role 2 is needed, 404 for another company's client", async () => {
      const mine = await createClient(adminA, A, { first_name: 'Acces', last_name: 'Test' });
      const theirs = await createClient(adminB, B, { first_name: 'Străin', last_name: 'Test' });
      const routes: [string, object, boolean][] = [
        [`/clients/${mine}/consent`, { consent_text: 'Acord' }, false],
        [`/clients/${mine}/export`, {}, true],
        [`/clients/${mine}/anonymize`, { reason: 'Cerere' }, true],
        ['/auditLog', {}, true],
      ];
      for (const [path, body, adminOnly] of routes) {
        expect((await t.call('POST', `${base(A)}${path}`, { body })).status).toBe(401);
        expect((await t.call('POST', `${base(A)}${path}`, { token: adminB, body })).status).toBe(403);
        if (adminOnly) expect((await t.call('POST', `${base(A)}${path}`, { token: staffA, body })).status).toBe(403);
        if (path.includes(`/${mine}/`)) {
          const foreign = path.replace(`/${mine}/`, `/${theirs}/`);
          const res = await t.call('POST', `${base(A)}${foreign}`, { token: adminA, body });
          expect(res.status).toBe(404);
          expect(res.body).toEqual({ message: 'Resursa nu a fost găsită.' });
        }
      }
    });
  });

  describe('company privacy settings', () => {
    it('are on (CNP, documents) and 0 (retention) for existing companies, and change through the company update', async () => {
      const before = (await t.call('GET', '/api/user', { token: adminA })).body.user.company;
      expect(before).toMatchObject({
        store_cnp: true,
        store_id_documents: true,
        documents_retention_months: 0,
        inactive_client_anonymize_years: 0,
      });
      const res = await settings(adminA, A, { documents_retention_months: 24, inactive_client_anonymize_years: 5 });
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({
        documents_retention_months: 24,
        inactive_client_anonymize_years: 5,
        store_cnp: true,
      });
      const bad = await settings(adminA, A, { documents_retention_months: -1, store_cnp: 'da' });
      expect(bad.status).toBe(422);
      expect(Object.keys(bad.body.errors).sort()).toEqual(['documents_retention_months', 'store_cnp']);
      expect(
        (await settings(adminA, A, { documents_retention_months: 0, inactive_client_anonymize_years: 0 })).status,
      ).toBe(200);
    });

    it('refuses a CNP with a Romanian 422 while store_cnp is off, on create and update', async () => {
      const id = await createClient(adminA, A, { first_name: 'Fără', last_name: 'Cnp' });
      expect((await settings(adminA, A, { store_cnp: false })).body.store_cnp).toBe(false);
      try {
        const created = await t.call('POST', `${base(A)}/createClient`, {
          token: staffA,
          body: { first_name: 'Ion', last_name: 'Cnp', cnp: cnp('180010112345') },
        });
        expect(created.status).toBe(422);
        expect(created.body.message).toBe('Datele trimise nu sunt valide.');
        expect(created.body.errors.cnp[0]).toMatch(/nu păstrează CNP-ul/);
        const updated = await t.call('POST', `${base(A)}/clients/${id}/update`, {
          token: staffA,
          body: { cnp: cnp('180010112345') },
        });
        expect(updated.status).toBe(422);
        expect(updated.body.errors.cnp[0]).toMatch(/nu păstrează CNP-ul/);
        // Without a CNP the client is saved as usual.
        expect(
          (await t.call('POST', `${base(A)}/clients/${id}/update`, { token: staffA, body: { city: 'Cluj' } })).status,
        ).toBe(200);
      } finally {
        await settings(adminA, A, { store_cnp: true });
      }
      const allowed = await t.call('POST', `${base(A)}/clients/${id}/update`, {
        token: staffA,
        body: { cnp: cnp('180010112345') },
      });
      expect(allowed.status).toBe(200);
    });
  });

  describe('consent and documents', () => {
    it('refuses an upload without a recorded consent, records who consented to what and when, then accepts it', async () => {
      const id = await createClient(staffA, A, { first_name: 'Consimțit', last_name: 'Pescar' });
      const refused = await upload(staffA, A, id);
      expect(refused.status).toBe(422);
      expect(refused.body.errors.files[0]).toMatch(/acordul clientului/);
      const empty = await consent(staffA, A, id, '   ');
      expect(empty.status).toBe(422);
      const res = await consent(
        staffA,
        A,
        id,
        'Sunt de acord ca Balta Demo să păstreze copia actului meu de identitate.',
      );
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({
        consent_by: staffAId,
        consent_text: 'Sunt de acord ca Balta Demo să păstreze copia actului meu de identitate.',
      });
      expect(Date.now() - Date.parse(res.body.consent_at)).toBeLessThan(60_000);
      expect((await upload(staffA, A, id)).status).toBe(201);
    });

    it('refuses every upload while store_id_documents is off', async () => {
      const id = await createClient(staffA, A, { first_name: 'Doc', last_name: 'Oprit' });
      await consent(staffA, A, id);
      await settings(adminA, A, { store_id_documents: false });
      try {
        const res = await upload(staffA, A, id);
        expect(res.status).toBe(422);
        expect(res.body.errors.files[0]).toMatch(/nu păstrează copii/);
      } finally {
        await settings(adminA, A, { store_id_documents: true });
      }
    });
  });

  describe('audit trail', () => {
    it('records create, update, delete with masked personal data, the actor, role, IP and request id', async () => {
      const requestId = `audit-test-${Date.now()}`;
      const created = await t.call('POST', `${base(A)}/createClient`, {
        token: staffA,
        body: {
          first_name: 'Audit',
          last_name: 'Urmărit',
          cnp: cnp('290010112345'),
          phone: '0722123456',
          city: 'Arad',
        },
        headers: { 'x-request-id': requestId },
      });
      const id = created.body.id as number;
      await t.call('POST', `${base(A)}/clients/${id}/update`, {
        token: adminA,
        body: { phone: '0733000111', city: 'Deva' },
      });
      await t.call('POST', `${base(A)}/clients/${id}/delete`, { token: adminA, body: {} });

      const rows = (await audit(adminA, A, { entity: 'clients', entity_id: id, sort_dir: 'asc' })).body.data;
      expect(rows.map((r: { action: string }) => r.action)).toEqual(['create', 'update', 'delete']);
      const [create, update, remove] = rows;
      expect(create).toMatchObject({
        actor_id: staffAId,
        actor_role: 3,
        actor_name: staffAName,
        request_id: requestId,
      });
      expect(typeof create.ip).toBe('string');
      const field = (row: { changes: { field: string }[] }, name: string) => row.changes.find((c) => c.field === name);
      expect(field(create, 'cnp')).toEqual({ field: 'cnp', old: null, new: '***' });
      expect(field(create, 'phone')).toEqual({ field: 'phone', old: null, new: '***' });
      // The town is personal too; what is not (blocked) is recorded as it is.
      expect(field(create, 'city')).toEqual({ field: 'city', old: null, new: '***' });
      expect(field(create, 'blocked')).toEqual({ field: 'blocked', old: null, new: 'false' });
      expect(update.actor_id).toBe(adminAId);
      expect(update.changes.map((c: { field: string }) => c.field).sort()).toEqual(['city', 'phone']);
      expect(field(update, 'city')).toEqual({ field: 'city', old: '***', new: '***' });
      expect(field(update, 'phone')).toEqual({ field: 'phone', old: '***', new: '***' });
      expect(field(remove, 'city')).toEqual({ field: 'city', old: '***', new: null });
      // No CNP, phone or name anywhere in the trail.
      const all = JSON.stringify((await audit(adminA, A)).body);
      expect(all).not.toContain('0722123456');
      expect(all).not.toContain('290010112345');
      expect(all).not.toContain('Urmărit');
      expect(all).not.toMatch(/Arad|Deva/);
    });

    it('records query-builder writes with their old values: a pass issued with its receipt, then cancelled', async () => {
      const id = await createClient(staffA, A, { first_name: 'Permis', last_name: 'Anulat' });
      const pass = await t.call('POST', `${base(A)}/clients/${id}/createPass`, {
        token: staffA,
        body: { plan_id: plan, water_id: water, payment_method: 'cash' },
      });
      expect(pass.status).toBe(201);
      const cancel = await t.call('POST', `${base(A)}/passes/${pass.body.id}/delete`, {
        token: adminA,
        body: { reason: 'greșit emis' },
      });
      expect(cancel.status).toBe(200);
      const rows = (await audit(adminA, A, { entity: 'passes', entity_id: pass.body.id, sort_dir: 'asc' })).body.data;
      expect(rows.map((r: { action: string }) => r.action)).toEqual(['create', 'update']);
      expect(rows[1].actor_id).toBe(adminAId);
      expect(rows[1].changes).toEqual(
        expect.arrayContaining([
          { field: 'status', old: 'active', new: 'cancelled' },
          expect.objectContaining({ field: 'cancelled_by', old: null, new: String(adminAId) }),
          { field: 'cancel_reason', old: null, new: '***' },
        ]),
      );
      const receipt = (await audit(adminA, A, { entity: 'receipts', entity_id: pass.body.receipt_id })).body.data;
      expect(receipt.map((r: { action: string }) => r.action).sort()).toEqual(['create', 'update']);
      expect(rows.every((r: { client_id: number }) => r.client_id === id)).toBe(true);
    });

    it("names a record by what is not personal (a pass's series and number, a water's name), never a client", async () => {
      const id = await createClient(staffA, A, { first_name: 'Nenumit', last_name: 'Înjurnal' });
      const pass = await t.call('POST', `${base(A)}/clients/${id}/createPass`, {
        token: staffA,
        body: { plan_id: plan, water_id: water, payment_method: 'card' },
      });
      expect(pass.status).toBe(201);
      const [passRow] = (await audit(adminA, A, { entity: 'passes', entity_id: pass.body.id })).body.data;
      expect(passRow.entity_label).toBe(`${pass.body.series} ${pass.body.number}`);
      const [clientRow] = (await audit(adminA, A, { entity: 'clients', entity_id: id })).body.data;
      expect(clientRow.entity_label).toBeNull();
      const named = await t.call('POST', `${base(A)}/createWater`, {
        token: adminA,
        body: { name: 'Balta din jurnal' },
      });
      expect(named.status).toBe(201);
      const [waterRow] = (await audit(adminA, A, { entity: 'waters', entity_id: named.body.id })).body.data;
      expect(waterRow.entity_label).toBe('Balta din jurnal');
      expect(JSON.stringify((await audit(adminA, A)).body)).not.toContain('Înjurnal');
    });

    it('records every read of a client document', async () => {
      const id = await createClient(staffA, A, { first_name: 'Citit', last_name: 'Document' });
      await consent(staffA, A, id);
      const file = (await upload(staffA, A, id, 'act.pdf', pdf())).body[0];
      const before = await auditRows("action = 'read'");
      const res = await t.app
        .getHttpAdapter()
        .getInstance()
        .inject({
          method: 'GET',
          url: `${base(A)}/clients/${id}/media/${file.media_id}`,
          headers: { authorization: `Bearer ${staffA}` },
        });
      expect(res.statusCode).toBe(200);
      expect(await auditRows("action = 'read'")).toBe(before + 1);
      const [read] = (await audit(adminA, A, { action: 'read', entity_id: file.media_id })).body.data;
      expect(read).toMatchObject({ entity: 'media', client_id: id, actor_id: staffAId });
    });

    it('filters by actor, entity, action and date range, and never shows another company its rows', async () => {
      await createClient(adminB, B, { first_name: 'Firma', last_name: 'B' });
      const byStaff = (await audit(adminA, A, { actor_id: staffAId })).body;
      expect(byStaff.total).toBeGreaterThan(0);
      expect(byStaff.data.every((r: { actor_id: number }) => r.actor_id === staffAId)).toBe(true);
      const creates = (await audit(adminA, A, { action: 'create', entity: 'clients' })).body.data;
      expect(
        creates.every((r: { action: string; entity: string }) => r.action === 'create' && r.entity === 'clients'),
      ).toBe(true);
      const today = new Date().toISOString().slice(0, 10);
      expect((await audit(adminA, A, { date_from: '2000-01-01', date_to: '2000-12-31' })).body.total).toBe(0);
      expect((await audit(adminA, A, { date_from: today })).body.total).toBeGreaterThan(0);
      expect((await audit(adminA, A, { date_from: today, date_to: '2000-01-01' })).status).toBe(422);
      expect((await audit(adminA, A, { action: 'steal' })).status).toBe(422);

      const seenByB = (await audit(adminB, B)).body;
      const bRows = await auditRows('company_id = ?', [B]);
      expect(seenByB.total).toBe(bRows);
      expect(JSON.stringify(seenByB)).not.toContain(staffAName);
      const aIds = new Set(
        (await t.dataSource.query('SELECT id FROM audit_log WHERE company_id = ?', [A])).map((r: { id: number }) =>
          Number(r.id),
        ),
      );
      expect(seenByB.data.some((r: { id: number }) => aIds.has(r.id))).toBe(false);
    });

    it('a failed write leaves no audit row, and the change and its row commit together', async () => {
      const rowsBefore = await auditRows();
      const clientsBefore = Number((await t.dataSource.query('SELECT COUNT(*) AS n FROM clients'))[0].n);
      await expect(
        t.dataSource.transaction(async (em) => {
          await em.save(
            em.create(Client, { company_id: A, first_name: 'Rollback', last_name: 'Test', blocked: false }),
          );
          await em.update(Client, { company_id: A, first_name: 'Rollback' }, { city: 'Nicăieri' });
          // The audit rows of both writes wait for the commit (insertAudit); the failure takes them away.
          throw new Error('write failed after its audit rows');
        }),
      ).rejects.toThrow('write failed after its audit rows');
      expect(await auditRows()).toBe(rowsBefore);
      expect(Number((await t.dataSource.query('SELECT COUNT(*) AS n FROM clients'))[0].n)).toBe(clientsBefore);

      // The same writes committed: both rows, written together at the commit.
      await t.dataSource.transaction(async (em) => {
        await em.save(em.create(Client, { company_id: A, first_name: 'Commit', last_name: 'Test', blocked: false }));
        await em.update(Client, { company_id: A, first_name: 'Commit' }, { city: 'Undeva' });
      });
      expect(await auditRows()).toBe(rowsBefore + 2);

      // A savepoint rolled back takes its own row and leaves the outer level's.
      const beforeNested = await auditRows();
      const lastId = Number((await t.dataSource.query('SELECT MAX(id) AS id FROM audit_log'))[0].id);
      await t.dataSource.transaction(async (em) => {
        await em.save(em.create(Client, { company_id: A, first_name: 'Outer', last_name: 'Test', blocked: false }));
        await expect(
          em.transaction(async (inner) => {
            await inner.save(
              inner.create(Client, { company_id: A, first_name: 'Inner', last_name: 'Test', blocked: false }),
            );
            throw new Error('savepoint rolled back');
          }),
        ).rejects.toThrow('savepoint rolled back');
      });
      expect(await auditRows()).toBe(beforeNested + 1);
      const names = (
        await t.dataSource.query(
          "SELECT c.first_name AS name FROM audit_log a JOIN clients c ON c.id = a.entity_id WHERE a.entity = 'clients' AND a.id > ? ORDER BY a.id",
          [lastId],
        )
      ).map((r: { name: string }) => r.name);
      expect(names).toEqual(['Outer']);

      // Through the API: a refused write (a duplicate CNP, caught by the unique index) adds no row.
      const dup = cnp('180020212345');
      await createClient(adminA, A, { first_name: 'Primul', last_name: 'Cnp', cnp: dup });
      const afterFirst = await auditRows();
      const second = await t.call('POST', `${base(A)}/createClient`, {
        token: adminA,
        body: { first_name: 'Al doilea', last_name: 'Cnp', cnp: dup },
      });
      expect(second.status).toBe(422);
      expect(await auditRows()).toBe(afterFirst);
    });

    it('no change without its row: 200 concurrent client creations give exactly 200 create rows', async () => {
      const before = await auditRows("action = 'create' AND entity = 'clients' AND company_id = ?", [A]);
      const results = await Promise.all(
        Array.from({ length: 200 }, (_, i) =>
          t.call('POST', `${base(A)}/createClient`, { token: staffA, body: { first_name: `P${i}`, last_name: 'Val' } }),
        ),
      );
      expect(results.every((r) => r.status === 201)).toBe(true);
      expect(await auditRows("action = 'create' AND entity = 'clients' AND company_id = ?", [A])).toBe(before + 200);
      const ids = results.map((r) => r.body.id as number);
      const covered = await t.dataSource.query(
        `SELECT COUNT(DISTINCT entity_id) AS n FROM audit_log WHERE entity = 'clients' AND action = 'create' AND entity_id IN (${ids.map(() => '?').join(',')})`,
        ids,
      );
      expect(Number(covered[0].n)).toBe(200);
    });
  });

  describe('export and anonymization', () => {
    let id: number;
    let bookingId: number;
    let receipts: { id: number; series: string; number: number; amount: string }[];

    beforeAll(async () => {
      id = await createClient(staffA, A, {
        first_name: 'Gheorghe',
        last_name: 'Exportat',
        cnp: cnp('170050512345'),
        id_series: 'AR',
        id_number: '654321',
        phone: '0744555666',
        email: 'gheorghe@exemplu.ro',
        address: 'Str. Lacului 1',
        car_plate: 'AR 10 GHE',
        notes: 'vine sâmbăta',
      });
      await consent(staffA, A, id);
      expect((await upload(staffA, A, id, 'ci.png')).status).toBe(201);
      for (let i = 0; i < 2; i++) {
        const pass = await t.call('POST', `${base(A)}/clients/${id}/createPass`, {
          token: staffA,
          body: { plan_id: plan, water_id: water, payment_method: 'cash', notes: 'mașina albastră' },
        });
        expect(pass.status).toBe(201);
        if (i === 0) {
          const fishes = (await t.call('GET', '/api/user', { token: staffA })).body.fishes as { id: number }[];
          const caught = await t.call('POST', `${base(A)}/passes/${pass.body.id}/createCatch`, {
            token: staffA,
            body: { fish_id: fishes[0].id, count: 1, weight_kg: '2.500', kept: true },
          });
          expect(caught.status).toBe(201);
        }
      }
      const startsAt = new Date(Date.now() + 2 * 86_400_000);
      const booked = await t.call('POST', `${base(A)}/createBooking`, {
        token: staffA,
        body: {
          client_id: id,
          water_id: water,
          plan_id: plan,
          starts_at: startsAt.toISOString(),
          ends_at: new Date(startsAt.getTime() + 86_400_000).toISOString(),
          anglers: 1,
          source: 'phone',
          notes: 'sună înainte',
        },
      });
      expect(booked.status).toBe(201);
      bookingId = booked.body.id;
      receipts = (await t.call('POST', `${base(A)}/receipts`, { token: adminA, body: { client_id: id } })).body.data;
      expect(receipts).toHaveLength(2);
    });

    it('exports everything about the person as JSON, and records the export', async () => {
      const res = await t.call('POST', `${base(A)}/clients/${id}/export`, { token: adminA, body: {} });
      expect(res.status).toBe(200);
      expect(res.body.client).toMatchObject({ id, cnp: cnp('170050512345'), phone: '0744555666' });
      expect(res.body.passes).toHaveLength(2);
      expect(res.body.catches).toHaveLength(1);
      expect(res.body.bookings.map((b: { id: number }) => b.id)).toEqual([bookingId]);
      expect(res.body.catches[0]).toMatchObject({ weight_kg: '2.500', kept: true });
      expect(res.body.receipts.map((r: { id: number }) => r.id).sort()).toEqual(receipts.map((r) => r.id).sort());
      expect(res.body.documents).toHaveLength(1);
      expect(res.body.documents[0].name).toBe('ci.png');
      const actions = res.body.audit.map((r: { action: string; entity: string }) => `${r.entity}:${r.action}`);
      expect(actions).toEqual(
        expect.arrayContaining([
          'clients:create',
          'clients:update',
          'client_documents:create',
          'passes:create',
          'receipts:create',
          'clients:export',
        ]),
      );
    });

    it('asks for a reason, then erases the personal data and keeps the receipts with their numbers and amounts', async () => {
      const stored = filesUnder(t.config.storageDir).length;
      expect((await t.call('POST', `${base(A)}/clients/${id}/anonymize`, { token: adminA, body: {} })).status).toBe(
        422,
      );
      const res = await t.call('POST', `${base(A)}/clients/${id}/anonymize`, {
        token: adminA,
        body: { reason: 'Cererea clientului din 20.11.2026' },
      });
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({
        first_name: 'G.',
        last_name: 'E.',
        cnp: null,
        birth_date: null,
        id_series: null,
        id_number: null,
        phone: null,
        email: null,
        address: null,
        car_plate: null,
        notes: null,
        files: [],
      });
      expect(res.body.anonymized_at).not.toBeNull();
      expect(filesUnder(t.config.storageDir).length).toBe(stored - 1);

      const after = (await t.call('POST', `${base(A)}/receipts`, { token: adminA, body: { client_id: id } })).body.data;
      expect(
        after.map((r: { series: string; number: number; amount: string }) => [r.series, r.number, r.amount]).sort(),
      ).toEqual(receipts.map((r) => [r.series, r.number, r.amount]).sort());
      const passes = (await t.call('POST', `${base(A)}/passes`, { token: adminA, body: { client_id: id } })).body.data;
      expect(passes).toHaveLength(2);
      expect(
        passes.every(
          (p: { notes: string | null; car_plate: string | null; total: string }) =>
            p.notes === null && p.car_plate === null && p.total !== '0.00',
        ),
      ).toBe(true);

      const booking = await t.call('GET', `${base(A)}/bookings/${bookingId}`, { token: adminA });
      expect(booking.body).toMatchObject({ id: bookingId, notes: null, guest_phone: null });

      const row = await t.dataSource.query('SELECT * FROM clients WHERE id = ?', [id]);
      expect(JSON.stringify(row)).not.toMatch(/Gheorghe|Exportat|0744555666|654321|gheorghe@|Lacului|AR10GHE/);
      const [entry] = (await audit(adminA, A, { action: 'anonymize', entity_id: id })).body.data;
      expect(entry.changes).toEqual(
        expect.arrayContaining([{ field: 'reason', old: null, new: 'Cererea clientului din 20.11.2026' }]),
      );
      const again = await t.call('POST', `${base(A)}/clients/${id}/anonymize`, {
        token: adminA,
        body: { reason: 'din nou' },
      });
      expect(again.status).toBe(409);
    });

    it('takes no new personal data on the erased client: no document (its consent went with it), no pass with a plate or notes', async () => {
      const client = (await t.call('GET', `${base(A)}/clients/${id}`, { token: adminA })).body;
      expect(client.consent_at).toBeNull();
      const stored = await upload(staffA, A, id, 'CI_nou.png');
      expect(stored.status).toBe(422);
      expect(stored.body.errors.files).toEqual([
        'Datele acestui client au fost anonimizate: nu i se mai păstrează documente. Înregistrați pescarul ca un client nou.',
      ]);
      expect((await consent(staffA, A, id)).status).toBe(409);
      const sold = await t.call('POST', `${base(A)}/clients/${id}/createPass`, {
        token: staffA,
        body: {
          plan_id: plan,
          water_id: water,
          payment_method: 'cash',
          car_plate: 'MS 77 TEP',
          notes: 'tel 0744987321',
        },
      });
      expect(sold.status).toBe(422);
      expect(sold.body.errors.client_id).toEqual([
        'Datele acestui client au fost anonimizate: nu i se mai emit permise. Înregistrați pescarul ca un client nou.',
      ]);
      const row = await t.dataSource.query('SELECT COUNT(*) AS n FROM passes WHERE client_id = ?', [id]);
      expect(Number(row[0].n)).toBe(2);
    });
  });

  describe('an edit racing the erasure', () => {
    it('never brings the personal data back: 100 edits of the whole form sent while the client is anonymized', async () => {
      const form = {
        first_name: 'Vasile',
        last_name: 'Grăbitul',
        phone: '0744777888',
        email: 'vasile@exemplu.ro',
        address: 'Str. Morii 2',
        car_plate: 'AR 11 VAS',
      };
      const id = await createClient(staffA, A, form);
      // As the edit page sends it: the whole form, loaded before the erasure, with one field changed. The
      // edits arrive in a stream (10 at a time, 5 ms apart); the erasure comes in the middle of it.
      const edits: Promise<Reply<{ message?: string }>>[] = [];
      let erasing: Promise<Reply> | undefined;
      for (let i = 0; i < 100; i++) {
        if (i === 50)
          erasing = t.call('POST', `${base(A)}/clients/${id}/anonymize`, {
            token: adminA,
            body: { reason: 'Cererea clientului' },
          });
        edits.push(
          t.call('POST', `${base(A)}/clients/${id}/update`, { token: staffA, body: { ...form, notes: `nota ${i}` } }),
        );
        if (i % 10 === 9) await new Promise((resolve) => setTimeout(resolve, 5));
      }
      expect((await erasing!).status).toBe(200);
      const answers = await Promise.all(edits);
      // Each edit lands before the erasure (and is erased with the rest) or is refused after it.
      for (const a of answers) expect([200, 409]).toContain(a.status);
      const [row] = await t.dataSource.query<Record<string, unknown>[]>('SELECT * FROM clients WHERE id = ?', [id]);
      expect(row.anonymized_at).not.toBeNull();
      expect(JSON.stringify(row)).not.toMatch(/Vasile|Grăbitul|0744777888|vasile@|Morii|AR11VAS|nota /);
      const refused = answers.filter((a) => a.status === 409);
      // Both sides of the race happened.
      expect(refused.length).toBeGreaterThan(0);
      expect(refused.length).toBeLessThan(100);
      expect(refused[0].body.message).toBe(
        'Datele personale ale clientului au fost anonimizate: clientul nu se mai modifică.',
      );
      console.log(
        `edits racing an erasure (${DB_KIND}): ${answers.length - refused.length} landed before it, ${refused.length} refused`,
      );
    });
  });

  describe('retention run', () => {
    it('deletes exactly the documents and anonymizes exactly the clients that are due; two runs at once do it once', async () => {
      await settings(adminB, B, { documents_retention_months: 12, inactive_client_anonymize_years: 3 });
      const client = async (first: string) => {
        const id = await createClient(adminB, B, { first_name: first, last_name: 'Retenție', phone: '0722000111' });
        await consent(adminB, B, id);
        return id;
      };
      const oldDocs = await client('Vechi');
      const freshDocs = await client('Nou');
      for (let i = 0; i < 3; i++) expect((await upload(adminB, B, oldDocs, `vechi${i}.png`)).status).toBe(201);
      expect((await upload(adminB, B, freshDocs, 'nou.png')).status).toBe(201);
      await t.dataSource.query(`UPDATE client_documents SET created_at = ${ago('MONTH', 13)} WHERE client_id = ?`, [
        oldDocs,
      ]);
      // Two anglers registered 4 years ago; one bought a pass last month.
      const idle = await client('Inactiv');
      const active = await client('Activ');
      await t.dataSource.query(`UPDATE clients SET created_at = ${ago('YEAR', 4)} WHERE id IN (?, ?)`, [idle, active]);
      const plansB = (await t.call('GET', `${base(B)}/plans`, { token: adminB })).body;
      const pass = await t.call('POST', `${base(B)}/clients/${active}/createPass`, {
        token: adminB,
        body: { plan_id: plansB.plans[0].id, water_id: plansB.plans[0].water_ids[0], payment_method: 'card' },
      });
      expect(pass.status).toBe(201);
      const docsB = async (): Promise<number[]> =>
        (
          await t.dataSource.query('SELECT client_id FROM client_documents WHERE company_id = ? ORDER BY client_id', [
            B,
          ])
        ).map((r: { client_id: number }) => Number(r.client_id));
      expect((await docsB()).filter((c) => c === oldDocs)).toHaveLength(3);
      const docsBefore = (await docsB()).length;
      const filesBefore = filesUnder(t.config.storageDir).length;

      // Dry run: counts, changes nothing.
      const privacy = t.app.get(PrivacyService);
      const dry = await privacy.run({ dryRun: true });
      expect(dry.companies).toEqual([{ company_id: B, documents: 3, clients: 1, requests: 0, guests: 0, teams: 0 }]);
      expect((await docsB()).length).toBe(docsBefore);

      // Two runs at the same moment (separate connections on MariaDB); the CLI test below runs two processes.
      const results = await Promise.all([privacy.run(), privacy.run()]);
      // Whichever got the lease did the work; the other was refused it or, coming after, found nothing due.
      expect(results.flatMap((r) => r.companies)).toEqual([
        { company_id: B, documents: 3, clients: 1, requests: 0, guests: 0, teams: 0 },
      ]);
      expect(results.some((r) => r.ran)).toBe(true);
      expect((await docsB()).filter((c) => c === oldDocs)).toEqual([]);
      expect((await docsB()).length).toBe(docsBefore - 3);
      expect(filesUnder(t.config.storageDir).length).toBe(filesBefore - 3);
      const names = await t.dataSource.query(
        'SELECT id, first_name, phone, anonymized_at FROM clients WHERE id IN (?, ?)',
        [idle, active],
      );
      const byId = new Map(names.map((r: { id: number }) => [Number(r.id), r]));
      expect(byId.get(idle)).toMatchObject({ first_name: 'I.', phone: null });
      expect(byId.get(active)).toMatchObject({ first_name: 'Activ', phone: '0722000111', anonymized_at: null });

      // Idempotent: the next run finds nothing due.
      const again = await privacy.run();
      expect(again).toMatchObject({ ran: true, companies: [] });
      const systemRows = (await audit(adminB, B, { action: 'anonymize' })).body.data;
      expect(systemRows).toEqual([expect.objectContaining({ entity_id: idle, actor_id: null })]);
      await settings(adminB, B, { documents_retention_months: 0, inactive_client_anonymize_years: 0 });
    });

    it('the scheduled run (every replica, every hour) runs once a day: right after a run it skips', async () => {
      const privacy = t.app.get(PrivacyService);
      expect((await privacy.run()).ran).toBe(true);
      expect(await privacy.run({ minIntervalHours: 23 })).toMatchObject({ ran: false, companies: [] });
      const tomorrow = new Date(Date.now() + 24 * 3600_000);
      expect((await privacy.run({ minIntervalHours: 23, now: tomorrow })).ran).toBe(true);
    });

    it('npm run privacy:run -- --dry-run shows what would go and changes nothing (two CLI processes at once)', async () => {
      if (!existsSync(CLI)) throw new Error(`${CLI} is missing: run \`npm run build -w backend\` first`);
      await settings(adminB, B, { documents_retention_months: 1 });
      try {
        const id = await createClient(adminB, B, { first_name: 'Cli', last_name: 'Test' });
        await consent(adminB, B, id);
        expect((await upload(adminB, B, id, 'cli.png')).status).toBe(201);
        await t.dataSource.query(`UPDATE client_documents SET created_at = ${ago('MONTH', 2)} WHERE client_id = ?`, [
          id,
        ]);
        const env = {
          ...process.env,
          NODE_ENV: 'test',
          DATABASE_URL:
            t.config.database.type === 'sqlite' ? `sqlite:${t.config.database.database}` : t.config.database.url,
          STORAGE_DIR: t.config.storageDir,
          DATA_DIR: t.config.dataDir,
          JWT_SECRET: t.config.jwtSecret,
          SEED_DEMO: 'false',
          FRONTEND_DIST: '',
        };
        const cli = (args: string[]) =>
          new Promise<{ code: number | null; out: string }>((resolve) => {
            const child = spawn(process.execPath, [CLI, ...args], { env, cwd: ROOT });
            let out = '';
            child.stdout.on('data', (d: Buffer) => (out += d.toString()));
            child.stderr.on('data', (d: Buffer) => (out += d.toString()));
            child.on('close', (code) => resolve({ code, out }));
          });
        const dry = await cli(['--dry-run']);
        if (dry.code !== 0) throw new Error(`privacy:run --dry-run failed:\n${dry.out}`);
        expect(dry.out).toContain('Simulare (--dry-run)');
        expect(dry.out).toContain(`Firma ${B}: 1 documente de șters`);
        expect(await t.dataSource.query('SELECT id FROM client_documents WHERE client_id = ?', [id])).toHaveLength(1);

        const [one, two] = await Promise.all([cli([]), cli([])]);
        expect([one.code, two.code]).toEqual([0, 0]);
        const outputs = [one.out, two.out];
        expect(outputs.filter((o) => o.includes(`Firma ${B}: 1 documente șterse`))).toHaveLength(1);
        // The other one was refused the lease, or ran after it and found nothing due.
        expect(outputs.filter((o) => o.includes('Nu a rulat') || o.includes('Nimic de șters'))).toHaveLength(1);
        expect(await t.dataSource.query('SELECT id FROM client_documents WHERE client_id = ?', [id])).toHaveLength(0);
      } finally {
        await settings(adminB, B, { documents_retention_months: 0 });
      }
    }, 60_000);

    it('forgets the guests who never became clients after the inactive-client period: their old bookings keep initials only', async () => {
      const b = async (path: string, body: object = {}) => {
        const res = await t.call('POST', `${base(B)}${path}`, { token: adminB, body });
        if (res.status >= 300) throw new Error(`${path}: ${res.status} ${res.text}`);
        return res.body;
      };
      const lakeB = (await b('/createWater', { name: 'Lacul oaspeților' })).id as number;
      const planB = (
        await b('/createPlan', {
          name: 'Zi oaspete',
          water_ids: [lakeB],
          duration_value: 24,
          duration_unit: 'hours',
          price: '10.00',
        })
      ).id as number;
      const guestBooking = async (name: string, days: number) =>
        (
          await b('/createBooking', {
            guest_name: name,
            guest_phone: '0755 321 987',
            guest_email: 'oaspete.vechi@exemplu.ro',
            water_id: lakeB,
            plan_id: planB,
            starts_at: new Date(Date.now() + days * 86_400_000).toISOString(),
            ends_at: new Date(Date.now() + days * 86_400_000 + 6 * 3_600_000).toISOString(),
            notes: 'Vine cu barca lui',
          })
        ).id as number;
      const old = await guestBooking('Oaspete Vechi', 1);
      const recent = await guestBooking('Oaspete Recent', 2);
      // The first one was 4 years ago.
      await t.dataSource.query(
        `UPDATE bookings SET starts_at = ${ago('YEAR', 4)}, ends_at = ${ago('YEAR', 4)} WHERE id = ?`,
        [old],
      );
      const row = async (id: number) =>
        (
          await t.dataSource.query<
            { guest_name: string; guest_phone: string | null; guest_email: string | null; notes: string | null }[]
          >('SELECT guest_name, guest_phone, guest_email, notes FROM bookings WHERE id = ?', [id])
        )[0];
      const privacy = t.app.get(PrivacyService);
      // With the setting off nothing goes.
      expect((await privacy.run({ dryRun: true })).companies.find((c) => c.company_id === B)).toBeUndefined();
      await settings(adminB, B, { inactive_client_anonymize_years: 3 });
      try {
        expect((await privacy.run({ dryRun: true })).companies.find((c) => c.company_id === B)).toEqual({
          company_id: B,
          documents: 0,
          clients: 0,
          requests: 0,
          guests: 1,
          teams: 0,
        });
        expect((await row(old)).guest_phone).toBe('0755321987');
        expect((await privacy.run()).companies.find((c) => c.company_id === B)).toMatchObject({ guests: 1 });
        expect(await row(old)).toEqual({ guest_name: 'O. V.', guest_phone: null, guest_email: null, notes: null });
        expect(await row(recent)).toEqual({
          guest_name: 'Oaspete Recent',
          guest_phone: '0755321987',
          guest_email: 'oaspete.vechi@exemplu.ro',
          notes: 'Vine cu barca lui',
        });
        // Once: the next run finds nothing more.
        expect((await privacy.run()).companies.find((c) => c.company_id === B)).toBeUndefined();
      } finally {
        await settings(adminB, B, { inactive_client_anonymize_years: 0 });
      }
    });

    it('forgets the guests of competitions ended before the inactive-client period: their teams and members keep initials only, the ranking unchanged', async () => {
      const b = async (path: string, body: object = {}) => {
        const res = await t.call('POST', `${base(B)}${path}`, { token: adminB, body });
        if (res.status >= 300) throw new Error(`${path}: ${res.status} ${res.text}`);
        return res.body;
      };
      const lake = (await b('/createWater', { name: 'Lacul concursurilor vechi' })).id as number;
      const stands: number[] = [];
      for (let n = 1; n <= 3; n++) stands.push((await b('/createStand', { water_id: lake, number: `V${n}` })).id);
      const fish = (await t.dataSource.query<{ id: number }[]>('SELECT id FROM fishes ORDER BY id'))[0].id;
      const day = new Date(Date.now() + 9 * 86_400_000).toISOString().slice(0, 10);
      const competition = (
        await b(
          '/createCompetition',
          oneDayCompetition({ name: 'Cupa de acum 4 ani', water_id: lake, stand_ids: stands, day }),
        )
      ).id as number;
      const comp = (path = '') => `/competitions/${competition}${path}`;
      await b(comp('/openRegistration'));
      // From the public form: guests only, with the contact's phone and e-mail.
      const online = await t.call('POST', `/api/public/companies/lacul-linistit/competitions/${competition}/register`, {
        body: {
          team_name: 'Echipa Zăvoianu',
          phone: '0744 123 987',
          email: 'Costel.Zavoianu@exemplu.ro',
          members: [{ name: 'Costel Zăvoianu' }, { name: 'Dorin Pârvu' }],
          consent: true,
        },
      });
      expect(online.status).toBe(201);
      const guests = online.body.id as number;
      await b(comp(`/teams/${guests}/confirm`));
      // At the desk: a client leads it (their own retention governs them), a guest with a phone joins.
      const lead = await createClient(adminB, B, { first_name: 'Marin', last_name: 'Clientul', phone: '0722 555 111' });
      const desk = (
        await b(comp('/createTeam'), {
          name: 'Crapii lui Marin',
          phone: '0722 555 111',
          member_ids: [lead],
          guests: [{ name: 'Sorin Oaspete', phone: '0733 444 222' }],
        })
      ).id as number;
      await b(comp('/draw'), { seed: 'retentie' });
      await b(comp('/start'));
      const weigh = (uid: string, team: number, kg: string) =>
        b(comp('/createWeighIn'), { uid, team_id: team, round: 1, fish_id: fish, weight_kg: kg, witness: 'Arbitru' });
      await weigh('ret-1', guests, '4.200');
      await weigh('ret-2', desk, '6.100');
      await weigh('ret-3', guests, '2.300');
      // It took place 4 years ago.
      await t.dataSource.query(
        `UPDATE competitions SET starts_at = ${ago('YEAR', 4)}, ends_at = ${ago('YEAR', 4)} WHERE id = ?`,
        [competition],
      );
      const ranking = async () => (await b(comp('/ranking'))) as unknown;
      /** The ranking without its names: places, points and weights. */
      const unnamed = (value: unknown): unknown =>
        Array.isArray(value)
          ? value.map(unnamed)
          : value && typeof value === 'object'
            ? Object.fromEntries(
                Object.entries(value)
                  .filter(([key]) => !/name/.test(key))
                  .map(([key, v]) => [key, unnamed(v)]),
              )
            : value;
      const rankingBefore = await ranking();
      const teams = async () =>
        (
          (await b(comp('/teams'), { per_page: 100, sort_by: 'id' })).data as {
            id: number;
            name: string;
            phone: string;
            email: string | null;
            members: { client_id: number | null; name: string; phone: string | null }[];
          }[]
        ).map(({ id, name, phone, email, members }) => ({
          id,
          name,
          phone,
          email,
          members: members.map((m) => ({ client_id: m.client_id, name: m.name, phone: m.phone })),
        }));
      const before = await teams();
      const teamTrail = () =>
        t.dataSource.query(
          "SELECT changes FROM audit_log WHERE company_id = ? AND entity IN ('competition_teams', 'competition_members')",
          [B],
        );
      const guestValues = ['Zăvoianu', 'Pârvu', '744123987', 'zavoianu@', 'Sorin', '733444222'];
      // Personal fields are masked there; a team's name is not (the audit trail names teams by it).
      expect(JSON.stringify(await teamTrail())).toContain('Echipa Zăvoianu');
      const privacy = t.app.get(PrivacyService);
      await settings(adminB, B, { inactive_client_anonymize_years: 3 });
      try {
        // Dry run: counted, nothing changes.
        expect((await privacy.run({ dryRun: true })).companies.find((c) => c.company_id === B)).toMatchObject({
          teams: 2,
        });
        expect(await teams()).toEqual(before);
        expect((await privacy.run()).companies.find((c) => c.company_id === B)).toMatchObject({ teams: 2 });
        expect(await teams()).toEqual([
          {
            id: guests,
            name: 'Echipa ***',
            phone: '***',
            email: null,
            members: [
              { client_id: null, name: 'C. Z.', phone: null },
              { client_id: null, name: 'D. P.', phone: null },
            ],
          },
          {
            ...before[1],
            members: [before[1].members[0], { client_id: null, name: 'S. O.', phone: null }],
          },
        ]);
        // Nor does the audit trail keep them.
        const trail = JSON.stringify(await teamTrail());
        for (const value of guestValues) expect(trail).not.toContain(value);
        // The results read as before, but for the names.
        const rankingAfter = await ranking();
        expect(unnamed(rankingAfter)).toEqual(unnamed(rankingBefore));
        expect(JSON.stringify(rankingAfter)).not.toContain('Zăvoianu');
        // Once: the next run finds nothing more.
        expect((await privacy.run()).companies.find((c) => c.company_id === B)).toBeUndefined();
      } finally {
        await settings(adminB, B, { inactive_client_anonymize_years: 0 });
      }
    });

    it('expires the booking and registration requests nobody answered before they ended: cancelled with the reason, no longer waiting', async () => {
      const a = async (path: string, body: object = {}) => {
        const res = await t.call('POST', `${base(A)}${path}`, { token: adminA, body });
        if (res.status >= 300) throw new Error(`${path}: ${res.status} ${res.text}`);
        return res.body;
      };
      const lake = (await a('/createWater', { name: 'Lacul cererilor' })).id as number;
      const day = (
        await a('/createPlan', {
          name: 'Zi la cereri',
          water_ids: [lake],
          duration_value: 24,
          duration_unit: 'hours',
          price: '30.00',
        })
      ).id as number;
      const stands: number[] = [];
      for (let n = 1; n <= 4; n++) stands.push((await a('/createStand', { water_id: lake, number: `R${n}` })).id);
      const at = (days: number, hours = 0) => {
        const d = new Date(Date.now() + days * 86_400_000);
        d.setUTCHours(4 + hours, 0, 0, 0);
        return d.toISOString();
      };
      const ask = async (i: number) => {
        const res = await t.call('POST', '/api/public/companies/balta-demo/bookings', {
          body: {
            guest_name: 'Cerere Uitată',
            guest_phone: `0744 600 00${i}`,
            guest_email: `uitata${i}@exemplu.ro`,
            water_id: lake,
            stand_id: stands[i],
            plan_id: day,
            starts_at: at(2),
            ends_at: at(3),
            anglers: 1,
            consent: true,
          },
        });
        expect(res.status).toBe(201);
        return res.body.id as number;
      };
      /** A UTC instant as both databases store a datetime column. */
      const sqlTime = (iso: string) => iso.replace('T', ' ').replace('Z', '');
      const [forgotten, answered, upcoming] = [await ask(0), await ask(1), await ask(2)];
      await a(`/bookings/${answered}/confirm`);
      // Last week's: nobody answered one of them.
      await t.dataSource.query('UPDATE bookings SET starts_at = ?, ends_at = ? WHERE id IN (?, ?)', [
        sqlTime(at(-8)),
        sqlTime(at(-7)),
        forgotten,
        answered,
      ]);
      // A competition's registration request nobody answered, the competition over since.
      const competition = (
        await a('/createCompetition', {
          name: 'Cupa cererilor',
          water_id: lake,
          starts_at: at(5),
          ends_at: at(6),
          rounds: [{ starts_at: at(5, 1), ends_at: at(5, 23) }],
          team_size: 1,
          entry_fee: '0.00',
          fish_ids: [],
          min_weight_kg: '0.500',
          short_rule: 'max',
          sectors: [{ name: 'A', stand_ids: [stands[3]] }],
        })
      ).id as number;
      await a(`/competitions/${competition}/openRegistration`);
      const registered = await t.call('POST', `/api/public/companies/balta-demo/competitions/${competition}/register`, {
        body: { team_name: 'Echipa uitată', phone: '0744 600 009', members: [{ name: 'Radu Uitat' }], consent: true },
      });
      expect(registered.status).toBe(201);
      await t.dataSource.query('UPDATE competitions SET starts_at = ?, ends_at = ? WHERE id = ?', [
        sqlTime(at(-3)),
        sqlTime(at(-2)),
        competition,
      ]);

      const booking = (id: number) => t.call('GET', `${base(A)}/bookings/${id}`, { token: adminA });
      const privacy = t.app.get(PrivacyService);
      const dry = await privacy.run({ dryRun: true });
      expect(dry.companies.find((c) => c.company_id === A)).toEqual({
        company_id: A,
        documents: 0,
        clients: 0,
        requests: 2,
        guests: 0,
        teams: 0,
      });
      expect((await booking(forgotten)).body.status).toBe('pending');

      expect((await privacy.run()).companies.find((c) => c.company_id === A)).toEqual({
        company_id: A,
        documents: 0,
        clients: 0,
        requests: 2,
        guests: 0,
        teams: 0,
      });
      const expired = (await booking(forgotten)).body;
      expect(expired.status).toBe('cancelled');
      expect(expired.notes).toContain('Motiv: Cerere expirată: nu a primit răspuns până la sfârșitul rezervării.');
      expect((await booking(answered)).body.status).toBe('confirmed');
      expect((await booking(upcoming)).body.status).toBe('pending');
      const pending = await a('/bookings', { status: 'pending', per_page: 100 });
      expect(pending.data.map((b: { id: number }) => b.id)).not.toContain(forgotten);
      const teams = (await a(`/competitions/${competition}/teams`, { per_page: 100 })).data as {
        status: string;
        cancel_reason: string | null;
      }[];
      expect(teams.map(({ status, cancel_reason }) => ({ status, cancel_reason }))).toEqual([
        { status: 'cancelled', cancel_reason: 'Cerere expirată: nu a primit răspuns până la încheierea concursului.' },
      ]);
      // Done once: the next run finds nothing more to expire.
      expect((await privacy.run()).companies.find((c) => c.company_id === A)).toBeUndefined();
    });
  });
});
