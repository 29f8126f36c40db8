import { cnpControlDigit } from '@app/common/validation/cnp';
import { DB_KIND, demoWorld, TestApp } from './support/app';

/**
 * Bulk personal data (SECURITY.md, "Bulk personal data"): the clients export with CNP, ID card and
 * address is role 2 only unless the company lets staff, and every export and every list read of
 * clients is on the audit trail (who, what, how many rows, no personal values).
 */
const cnp = (first12: string) => `${first12}${cnpControlDigit(first12)}`;

describe(`bulk personal data (${DB_KIND})`, () => {
  let t: TestApp;
  let A: number;
  let B: number;
  let adminA: string;
  let staffA: string;
  let adminB: string;
  let adminAId: number;
  let staffAId: number;
  const base = (companyId: number) => `/api/company/${companyId}`;
  const CNP = cnp('186031512345');
  const mine: number[] = [];

  const exportClients = (token: string, companyId: number, body: object) =>
    t.call('POST', `${base(companyId)}/clients/export`, { token, body });
  const auditRows = async (action: string) =>
    (
      await t.call('POST', `${base(A)}/auditLog`, {
        token: adminA,
        body: { action, entity: 'clients', per_page: 100 },
      })
    ).body.data as { actor_id: number; entity_id: number | null; changes: { field: string; new: string }[] }[];
  const detail = (row: { changes: { field: string; new: string }[] }, field: string) =>
    row.changes.find((c) => c.field === field)?.new;

  beforeAll(async () => {
    ({ t, A, B, adminA, staffA, adminB } = await demoWorld());
    adminAId = (await t.call('GET', '/api/user', { token: adminA })).body.user.id;
    staffAId = (await t.call('GET', '/api/user', { token: staffA })).body.user.id;
    for (const [i, body] of [
      {
        first_name: 'Export',
        last_name: 'Personal',
        cnp: CNP,
        id_series: 'VS',
        id_number: '112233',
        address: 'Str. Morii 4',
      },
      { first_name: 'Export', last_name: 'Simplu', phone: '0744111222' },
    ].entries()) {
      const res = await t.call('POST', `${base(A)}/createClient`, { token: adminA, body });
      expect([i, res.status]).toEqual([i, 201]);
      mine.push(res.body.id);
    }
  });
  afterAll(async () => {
    await t.close();
  });

  it('lets role 2 export CNP, ID card and address, and refuses them to staff while the company does not allow it', async () => {
    const user = await t.call('GET', '/api/user', { token: staffA });
    expect(user.body.user.company.staff_personal_export).toBe(false);

    const admin = await exportClients(adminA, A, { personal: true, search: 'Export' });
    expect(admin.status).toBe(200);
    expect(admin.body.map((c: { id: number }) => c.id).sort()).toEqual([...mine].sort());
    expect(admin.body.find((c: { id: number }) => c.id === mine[0])).toMatchObject({
      cnp: CNP,
      id_series: 'VS',
      id_number: '112233',
      address: 'Str. Morii 4',
    });

    const refused = await exportClients(staffA, A, { personal: true, search: 'Export' });
    expect(refused.status).toBe(403);
    expect(refused.body.message).toMatch(/Doar administratorul firmei poate exporta CNP-ul/);

    // Without the personal columns staff may export: names and contacts, no CNP, ID card or address.
    const plain = await exportClients(staffA, A, { search: 'Export' });
    expect(plain.status).toBe(200);
    expect(plain.body).toHaveLength(2);
    for (const c of plain.body)
      expect(c).toMatchObject({ cnp: null, birth_date: null, id_series: null, id_number: null, address: null });
    expect(plain.body.find((c: { id: number }) => c.id === mine[1]).phone).toBe('0744111222');
  });

  it('lets staff export them once role 2 allows it in the company settings (and only role 2 can)', async () => {
    expect(
      (await t.call('POST', `${base(A)}/update`, { token: staffA, body: { staff_personal_export: true } })).status,
    ).toBe(403);
    const on = await t.call('POST', `${base(A)}/update`, { token: adminA, body: { staff_personal_export: true } });
    expect(on.status).toBe(200);
    expect(on.body.staff_personal_export).toBe(true);
    const allowed = await exportClients(staffA, A, { personal: true, search: 'Export' });
    expect(allowed.status).toBe(200);
    expect(allowed.body.find((c: { id: number }) => c.id === mine[0]).cnp).toBe(CNP);
    const off = await t.call('POST', `${base(A)}/update`, { token: adminA, body: { staff_personal_export: false } });
    expect(off.body.staff_personal_export).toBe(false);
    expect((await exportClients(staffA, A, { personal: true })).status).toBe(403);
    expect((await exportClients(adminA, A, { personal: 'da' })).status).toBe(422);
  });

  it("exports only the company's own clients", async () => {
    const other = await exportClients(adminB, B, { personal: true });
    expect(other.status).toBe(200);
    expect(other.body.some((c: { id: number }) => mine.includes(c.id))).toBe(false);
  });

  it('records every export once: who, how many rows, whether personal, and no personal value', async () => {
    const before = (await auditRows('export')).length;
    const res = await exportClients(adminA, A, { personal: true, search: 'Export' });
    expect(res.status).toBe(200);
    const plain = await exportClients(staffA, A, { search: 'Export' });
    expect(plain.status).toBe(200);
    // A refused export exports nothing and records nothing.
    expect((await exportClients(staffA, A, { personal: true })).status).toBe(403);
    const rows = await auditRows('export');
    expect(rows).toHaveLength(before + 2);
    const [staffRow, adminRow] = rows; // newest first
    expect(adminRow).toMatchObject({ actor_id: adminAId, entity_id: null });
    expect([detail(adminRow, 'rows'), detail(adminRow, 'personal')]).toEqual(['2', 'true']);
    expect(staffRow).toMatchObject({ actor_id: staffAId, entity_id: null });
    expect([detail(staffRow, 'rows'), detail(staffRow, 'personal')]).toEqual(['2', 'false']);
    expect(JSON.stringify(rows)).not.toMatch(new RegExp(`${CNP}|112233|Morii|Personal|Simplu`));
  });

  it('records every list read that returns clients: one row per read with the number of rows', async () => {
    const before = (await auditRows('read')).length;
    const list = await t.call('POST', `${base(A)}/clients`, { token: staffA, body: { search: 'Export', per_page: 1 } });
    expect(list.status).toBe(200);
    expect(list.body.data).toHaveLength(1);
    // A read that returns nobody discloses nothing.
    const none = await t.call('POST', `${base(A)}/clients`, { token: staffA, body: { search: 'Nimeninuexista' } });
    expect(none.body.data).toHaveLength(0);
    const rows = await auditRows('read');
    expect(rows).toHaveLength(before + 1);
    expect(rows[0]).toMatchObject({ actor_id: staffAId, entity_id: null });
    expect([detail(rows[0], 'rows'), detail(rows[0], 'page')]).toEqual(['1', '1']);
    expect(JSON.stringify(rows[0])).not.toMatch(/Export|Personal|Simplu/);
  });
});
