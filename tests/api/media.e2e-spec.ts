import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { DB_KIND, demoWorld, TestApp } from './support/app';
import { EXE, multipart, type Part, pdf, PNG } from './support/files';

/** Every file under a folder, relative to it. */
function filesUnder(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir).flatMap((name) => {
    const p = join(dir, name);
    return statSync(p).isDirectory() ? filesUnder(p).map((f) => `${name}/${f}`) : [name];
  });
}

const KEY = /^\d+\/\d{4}\/\d{2}\/[0-9a-f]{32}\.(pdf|jpg|png|webp)$/;

describe(`client files (${DB_KIND})`, () => {
  let t: TestApp;
  let A: number;
  let B: number;
  let adminA: string;
  let staffA: string;
  let adminB: string;
  let staffAId: number;
  let clientId: number;
  let otherClientId: number;
  let foreignClientId: number;
  const base = (companyId: number) => `/api/company/${companyId}`;

  const upload = (token: string | undefined, companyId: number, client: number, parts: Part[], fields = {}) => {
    const { body, headers } = multipart(parts, fields);
    return t.call('POST', `${base(companyId)}/clients/${client}/storeFiles`, { token, body, headers });
  };
  /** Fetches a file as bytes (the shared helper answers text). */
  const fetchFile = async (
    method: 'GET' | 'POST',
    token: string,
    companyId: number,
    client: number,
    mediaId: number,
  ) => {
    const res = await t.app
      .getHttpAdapter()
      .getInstance()
      .inject({
        method,
        url: `${base(companyId)}/clients/${client}/media/${mediaId}`,
        headers: { authorization: `Bearer ${token}` },
      });
    return { status: res.statusCode, bytes: res.rawPayload, headers: res.headers };
  };
  const mediaCount = async () => Number((await t.dataSource.query('SELECT COUNT(*) AS n FROM media'))[0].n);

  beforeAll(async () => {
    ({ t, A, B, adminA, staffA, adminB } = await demoWorld());
    staffAId = (await t.call('GET', '/api/user', { token: staffA })).body.user.id;
    // Each with the recorded consent that documents need (refusal tested in privacy.e2e-spec.ts).
    const client = async (token: string, company: number, first_name: string) => {
      const id = (
        await t.call('POST', `${base(company)}/createClient`, { token, body: { first_name, last_name: 'Pescar' } })
      ).body.id as number;
      await t.call('POST', `${base(company)}/clients/${id}/consent`, { token, body: { consent_text: 'Acord.' } });
      return id;
    };
    clientId = await client(adminA, A, 'Ion');
    otherClientId = await client(adminA, A, 'Vasile');
    foreignClientId = await client(adminB, B, 'Străin');
  });
  afterAll(async () => {
    await t.close();
  });

  it("answers 401 without a token and 403 on another company's path", async () => {
    expect((await upload(undefined, A, clientId, [{ name: 'a.png', bytes: PNG }])).status).toBe(401);
    const forbidden = await upload(adminB, A, clientId, [{ name: 'a.png', bytes: PNG }]);
    expect(forbidden.status).toBe(403);
    for (const [method, path] of [
      ['POST', `/clients/${clientId}/media/1`],
      ['GET', `/clients/${clientId}/media/1`],
      ['POST', `/clients/${clientId}/media/1/delete`],
    ] as const) {
      expect((await t.call(method, `${base(A)}${path}`)).status).toBe(401);
      expect((await t.call(method, `${base(A)}${path}`, { token: adminB })).status).toBe(403);
    }
    expect(await mediaCount()).toBe(0);
  });

  describe('with a PNG and a PDF uploaded by staff', () => {
    const PDF = pdf();
    let files: { id: number; media_id: number; name: string; mime: string; size: number }[];

    beforeAll(async () => {
      const res = await upload(staffA, A, clientId, [
        // The sent types and names lie: the content decides.
        { name: 'Buletin față.png', bytes: PNG, type: 'application/pdf' },
        { name: 'adeverință medicală (2).pdf', bytes: PDF, type: 'image/png', field: 'files' },
      ]);
      expect(res.status).toBe(201);
      files = res.body;
    });

    it("answers the client's files with the types detected from the content", () => {
      expect(files).toHaveLength(2);
      const byMime = Object.fromEntries(files.map((f) => [f.mime, f]));
      expect(byMime['image/png']).toMatchObject({ name: 'Buletin față.png', size: PNG.length });
      expect(byMime['application/pdf']).toMatchObject({ name: 'adeverință medicală (2).pdf', size: PDF.length });
      for (const f of files)
        expect(Object.keys(f).sort()).toEqual(['created_at', 'id', 'media_id', 'mime', 'name', 'size']);
    });

    it('records sha256, size, type and uploader, and stores the bytes under a generated key', async () => {
      const rows: { storage_key: string; sha256: string; created_by: number; company_id: number; mime: string }[] =
        await t.dataSource.query('SELECT storage_key, sha256, created_by, company_id, mime FROM media ORDER BY id');
      expect(rows).toHaveLength(2);
      for (const row of rows) {
        expect(row.storage_key).toMatch(KEY);
        expect(row.storage_key.startsWith(`${A}/`)).toBe(true);
        expect(Number(row.created_by)).toBe(staffAId);
        const stored = readFileSync(join(t.config.storageDir, row.storage_key));
        expect(createHash('sha256').update(stored).digest('hex')).toBe(row.sha256);
        expect(stored.equals(row.mime === 'image/png' ? PNG : PDF)).toBe(true);
      }
      expect(filesUnder(t.config.storageDir).sort()).toEqual(rows.map((r) => r.storage_key).sort());
    });

    it('shows the files, newest first, on the client', async () => {
      const later = await upload(adminA, A, clientId, [{ name: 'poza.png', bytes: PNG }]);
      expect(later.status).toBe(201);
      expect(later.body).toHaveLength(3);
      const res = await t.call('GET', `${base(A)}/clients/${clientId}`, { token: staffA });
      expect(res.body.files.map((f: { name: string }) => f.name)[0]).toBe('poza.png');
      expect(res.body.files).toHaveLength(3);
      const ids = res.body.files.map((f: { id: number }) => f.id);
      expect(ids[0]).toBe(Math.max(...ids));
      const other = await t.call('GET', `${base(A)}/clients/${otherClientId}`, { token: staffA });
      expect(other.body.files).toEqual([]);
    });

    it('serves a file byte for byte with its type and a safe Content-Disposition, by POST and by GET', async () => {
      const png = files.find((f) => f.mime === 'image/png')!;
      for (const method of ['POST', 'GET'] as const) {
        const res = await fetchFile(method, staffA, A, clientId, png.media_id);
        expect(res.status).toBe(200);
        expect(res.bytes.equals(PNG)).toBe(true);
        expect(res.headers['content-type']).toBe('image/png');
        expect(res.headers['content-disposition']).toBe(
          `inline; filename="Buletin fata.png"; filename*=UTF-8''Buletin%20fa%C8%9B%C4%83.png`,
        );
        expect(res.headers['x-content-type-options']).toBe('nosniff');
        expect(res.headers['cache-control']).toBe('private, no-store');
      }
      const doc = files.find((f) => f.mime === 'application/pdf')!;
      const res = await fetchFile('POST', adminA, A, clientId, doc.media_id);
      expect(res.bytes.equals(PDF)).toBe(true);
      expect(res.headers['content-type']).toBe('application/pdf');
      expect(res.headers['content-disposition']).toBe(
        `inline; filename="adeverinta medicala (2).pdf"; filename*=UTF-8''adeverin%C8%9B%C4%83%20medical%C4%83%20%282%29.pdf`,
      );
    });

    it("answers 404 for a file of another client, another company's file or document, and unknown ids", async () => {
      const png = files.find((f) => f.mime === 'image/png')!;
      // The right file, asked for under another client of the same company.
      expect((await fetchFile('POST', adminA, A, otherClientId, png.media_id)).status).toBe(404);
      const wrongClient = await t.call('POST', `${base(A)}/clients/${otherClientId}/media/${png.id}/delete`, {
        token: adminA,
      });
      expect(wrongClient.status).toBe(404);
      // Another company, on its own path, with our ids.
      expect((await fetchFile('POST', adminB, B, foreignClientId, png.media_id)).status).toBe(404);
      expect((await fetchFile('GET', adminB, B, clientId, png.media_id)).status).toBe(404);
      const del = await t.call('POST', `${base(B)}/clients/${clientId}/media/${png.id}/delete`, { token: adminB });
      expect(del.status).toBe(404);
      expect(del.body).toEqual({ message: 'Resursa nu a fost găsită.' });
      const up = await upload(adminB, B, clientId, [{ name: 'a.png', bytes: PNG }]);
      expect(up.status).toBe(404);
      // Our path, another company's records.
      const foreign = await upload(adminB, B, foreignClientId, [{ name: 'strain.png', bytes: PNG }]);
      expect(foreign.status).toBe(201);
      const [f] = foreign.body;
      expect((await fetchFile('POST', adminA, A, foreignClientId, f.media_id)).status).toBe(404);
      expect((await fetchFile('POST', adminA, A, clientId, f.media_id)).status).toBe(404);
      expect(
        (await t.call('POST', `${base(A)}/clients/${clientId}/media/${f.id}/delete`, { token: adminA })).status,
      ).toBe(404);
      expect((await fetchFile('POST', adminA, A, clientId, 999999)).status).toBe(404);
      expect((await t.call('POST', `${base(A)}/clients/${clientId}/media/abc`, { token: adminA })).status).toBe(404);
      // Still there for its owner.
      expect((await fetchFile('POST', adminB, B, foreignClientId, f.media_id)).bytes.equals(PNG)).toBe(true);
    });

    it('deletes a document: the row, the media and the stored file', async () => {
      const png = files.find((f) => f.mime === 'image/png')!;
      const [{ storage_key: key }] = await t.dataSource.query('SELECT storage_key FROM media WHERE id = ?', [
        png.media_id,
      ]);
      expect(existsSync(join(t.config.storageDir, key))).toBe(true);
      const res = await t.call('POST', `${base(A)}/clients/${clientId}/media/${png.id}/delete`, { token: staffA });
      expect(res.status).toBe(200);
      expect(typeof res.body.message).toBe('string');
      expect(existsSync(join(t.config.storageDir, key))).toBe(false);
      expect(await t.dataSource.query('SELECT id FROM media WHERE id = ?', [png.media_id])).toEqual([]);
      expect((await fetchFile('POST', staffA, A, clientId, png.media_id)).status).toBe(404);
      const client = await t.call('GET', `${base(A)}/clients/${clientId}`, { token: staffA });
      expect(client.body.files.map((f: { id: number }) => f.id)).not.toContain(png.id);
      expect(
        (await t.call('POST', `${base(A)}/clients/${clientId}/media/${png.id}/delete`, { token: staffA })).status,
      ).toBe(404);
    });
  });

  describe('refuses, storing nothing', () => {
    let before: number;
    let filesBefore: string[];
    beforeEach(async () => {
      before = await mediaCount();
      filesBefore = filesUnder(t.config.storageDir).sort();
    });
    afterEach(async () => {
      expect(await mediaCount()).toBe(before);
      expect(filesUnder(t.config.storageDir).sort()).toEqual(filesBefore);
    });

    it('a renamed executable, even next to a good file', async () => {
      const res = await upload(adminA, A, clientId, [
        { name: 'bun.png', bytes: PNG, type: 'image/png' },
        { name: 'photo.jpg', bytes: EXE, type: 'image/jpeg' },
      ]);
      expect(res.status).toBe(422);
      expect(res.body).toEqual({
        message: 'Datele trimise nu sunt valide.',
        errors: { files: ['Fișierul „photo.jpg” nu este PDF, JPG, PNG sau WEBP.'] },
      });
    });

    it('a file over 10 MB (413)', async () => {
      const big = Buffer.concat([PNG, Buffer.alloc(10 * 1024 * 1024 + 1 - PNG.length)]);
      const res = await upload(adminA, A, clientId, [
        { name: 'mic.png', bytes: PNG },
        { name: 'mare.png', bytes: big },
      ]);
      expect(res.status).toBe(413);
      expect(res.body).toEqual({ message: 'Fișierul „mare.png” depășește 10 MB.' });
    });

    it('more than 10 files', async () => {
      const parts = Array.from({ length: 11 }, (_, i) => ({ name: `p${i}.png`, bytes: PNG }));
      const res = await upload(adminA, A, clientId, parts);
      expect(res.status).toBe(422);
      expect(res.body.errors).toEqual({ files: ['Cel mult 10 fișiere odată.'] });
    });

    it('no file at all, or a request that is not multipart', async () => {
      const none = await upload(adminA, A, clientId, [], { note: 'fără fișiere' });
      expect(none.status).toBe(422);
      expect(none.body.errors.files).toHaveLength(1);
      const json = await t.call('POST', `${base(A)}/clients/${clientId}/storeFiles`, { token: adminA, body: {} });
      expect(json.status).toBe(422);
      expect(json.body.errors.files).toHaveLength(1);
    });

    it('an HTML page sent as an image, and a script with the PNG signature further in (polyglots)', async () => {
      const html = Buffer.from('<!DOCTYPE html><html><body><script>alert(document.cookie)</script></body></html>');
      for (const [name, bytes] of [
        ['poza.png', html],
        ['scan.pdf', Buffer.concat([Buffer.from('<html><script>alert(1)</script>'), PNG])],
      ] as const) {
        const res = await upload(adminA, A, clientId, [{ name, bytes, type: 'image/png' }]);
        expect(res.status).toBe(422);
        expect(res.body.errors).toEqual({ files: [`Fișierul „${name}” nu este PDF, JPG, PNG sau WEBP.`] });
      }
    });

    it('an empty (0-byte) file', async () => {
      const res = await upload(adminA, A, clientId, [
        { name: 'bun.png', bytes: PNG },
        { name: 'gol.pdf', bytes: Buffer.alloc(0) },
      ]);
      expect(res.status).toBe(422);
      expect(res.body.errors).toEqual({ files: ['Fișierul „gol.pdf” este gol.'] });
    });

    it('files already written when the database insert fails (they are removed again)', async () => {
      const spy = jest.spyOn(t.dataSource, 'transaction').mockRejectedValueOnce(new Error('database went away'));
      try {
        const res = await upload(adminA, A, clientId, [
          { name: 'unu.png', bytes: PNG },
          { name: 'doi.png', bytes: PNG },
        ]);
        expect(res.status).toBe(500);
        expect(res.body).toEqual({ message: 'A apărut o eroare.' });
        expect(spy).toHaveBeenCalledTimes(1);
      } finally {
        spy.mockRestore();
      }
    });

    it("a client of another company, on one's own path", async () => {
      expect((await upload(adminA, A, foreignClientId, [{ name: 'a.png', bytes: PNG }])).status).toBe(404);
    });
  });

  it('keeps only a sanitized display name from a path-traversal name, and writes nothing outside STORAGE_DIR', async () => {
    const before = new Set(filesUnder(t.config.dataDir));
    const res = await upload(adminA, A, otherClientId, [
      { name: '../../etc/passwd.png', bytes: PNG },
      { name: '..\\..\\win\\ra\u0001port\u202e.png', bytes: PNG },
    ]);
    expect(res.status).toBe(201);
    expect(res.body.map((f: { name: string }) => f.name).sort()).toEqual(['passwd.png', 'raport.png']);
    const added = filesUnder(t.config.dataDir).filter((f) => !before.has(f));
    expect(added).toHaveLength(2);
    const storageRoot = relative(t.config.dataDir, t.config.storageDir);
    for (const f of added) {
      expect(f.startsWith(`${storageRoot}/`)).toBe(true);
      expect(f.slice(storageRoot.length + 1)).toMatch(KEY);
    }
    expect(existsSync(join(t.config.storageDir, '..', '..', 'etc', 'passwd.png'))).toBe(false);
    expect(existsSync(join(t.config.dataDir, 'etc'))).toBe(false);
  });

  it('stores a PNG carrying an HTML payload as a PNG: served as image/png, nosniff, named .png', async () => {
    // Valid PNG signature, then a page: accepted (the content is a PNG), but it must never reach a
    // browser as HTML — not by its type, not by sniffing, not by the name a download gets.
    const polyglot = Buffer.concat([PNG, Buffer.from('<html><script>alert(document.domain)</script></html>')]);
    const res = await upload(adminA, A, otherClientId, [{ name: 'pagina.html', bytes: polyglot, type: 'text/html' }]);
    expect(res.status).toBe(201);
    expect(res.body[0]).toMatchObject({ name: 'pagina.html.png', mime: 'image/png' });
    const served = await fetchFile('GET', adminA, A, otherClientId, res.body[0].media_id);
    expect(served.bytes.equals(polyglot)).toBe(true);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    expect(served.headers['content-disposition']).toBe(
      `inline; filename="pagina.html.png"; filename*=UTF-8''pagina.html.png`,
    );
    // A name whose extension fits the content is kept as sent, whatever its case.
    const named = await upload(adminA, A, otherClientId, [{ name: 'SCAN.PDF', bytes: pdf() }]);
    expect(named.body[0].name).toBe('SCAN.PDF');
  });

  it('deleting a client deletes its documents and their stored files', async () => {
    const keysOf = async (client: number): Promise<string[]> =>
      (
        await t.dataSource.query(
          'SELECT m.storage_key AS k FROM media m JOIN client_documents d ON d.media_id = m.id WHERE d.client_id = ?',
          [client],
        )
      ).map((r: { k: string }) => r.k);
    const keys = await keysOf(otherClientId);
    expect(keys.length).toBeGreaterThan(0);
    const res = await t.call('POST', `${base(A)}/clients/${otherClientId}/delete`, { token: adminA });
    expect(res.status).toBe(200);
    for (const key of keys) expect(existsSync(join(t.config.storageDir, key))).toBe(false);
    expect(await keysOf(otherClientId)).toEqual([]);
    const left: { k: string }[] = await t.dataSource.query(
      `SELECT storage_key AS k FROM media WHERE storage_key IN (${keys.map(() => '?').join(', ')})`,
      keys,
    );
    expect(left).toEqual([]);
    // The other client's files are untouched.
    expect(
      (await t.call('GET', `${base(A)}/clients/${clientId}`, { token: adminA })).body.files.length,
    ).toBeGreaterThan(0);
  });
});
