import { createHash } from 'node:crypto';
import { existsSync, readdirSync } from 'node:fs';
import { DeleteObjectCommand, GetObjectCommand, ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3';
import { loadConfig } from '@app/config/config';
import { S3Storage } from '@app/media/storage';
import { startThrowawayS3, type ThrowawayS3 } from '../support/s3';
import { DB_KIND, demoIds, startTestApp, TestApp } from './support/app';
import { EXE, multipart, pdf, PNG } from './support/files';

/**
 * Uploads in an S3-compatible bucket (S3_*), against a real S3-protocol server (s3rver)
 * started here: the same checks as on disk, the bytes in the bucket and nothing on the disk.
 */
describe(`client files in an S3-compatible bucket (${DB_KIND})`, () => {
  let s3: ThrowawayS3;
  let bucket: S3Client;
  let t: TestApp;
  let base: string;
  let token: string;
  let clientId: number;
  const PDF = pdf();

  const objects = async () =>
    ((await bucket.send(new ListObjectsV2Command({ Bucket: s3.bucket }))).Contents ?? []).map((o) => o.Key!).sort();
  const upload = (parts: Parameters<typeof multipart>[0]) => {
    const { body, headers } = multipart(parts);
    return t.call('POST', `${base}/clients/${clientId}/storeFiles`, { token, body, headers });
  };

  beforeAll(async () => {
    s3 = await startThrowawayS3();
    bucket = new S3Client({
      endpoint: s3.endpoint,
      region: 'us-east-1',
      forcePathStyle: true,
      credentials: { accessKeyId: s3.env.S3_ACCESS_KEY_ID, secretAccessKey: s3.env.S3_SECRET_ACCESS_KEY },
    });
    t = await startTestApp({ ...s3.env, S3_PREFIX: 'balti/' });
    base = `/api/company/${(await demoIds(t)).companyA}`;
    token = await t.login('admin@balta-demo.ro');
    clientId = (
      await t.call('POST', `${base}/createClient`, { token, body: { first_name: 'Ion', last_name: 'Norișor' } })
    ).body.id;
    // Documents need the client's recorded consent.
    await t.call('POST', `${base}/clients/${clientId}/consent`, { token, body: { consent_text: 'Acord.' } });
  }, 60_000);
  afterAll(async () => {
    bucket?.destroy();
    await t?.close();
    await s3?.stop();
  });

  it('stores the bytes in the bucket under the prefix and the generated key, nothing on disk', async () => {
    const res = await upload([
      { name: 'buletin.png', bytes: PNG },
      { name: 'adeverință.pdf', bytes: PDF },
    ]);
    expect(res.status).toBe(201);
    const rows: { storage_key: string; sha256: string }[] = await t.dataSource.query(
      'SELECT storage_key, sha256 FROM media ORDER BY id',
    );
    expect(rows).toHaveLength(2);
    expect(await objects()).toEqual(rows.map((r) => `balti/${r.storage_key}`).sort());
    for (const row of rows) {
      const object = await bucket.send(new GetObjectCommand({ Bucket: s3.bucket, Key: `balti/${row.storage_key}` }));
      const bytes = Buffer.from(await object.Body!.transformToByteArray());
      expect(createHash('sha256').update(bytes).digest('hex')).toBe(row.sha256);
    }
    expect(existsSync(t.config.storageDir) ? readdirSync(t.config.storageDir) : []).toEqual([]);
  });

  it('serves a file from the bucket byte for byte, with its type', async () => {
    const [file] = (await t.call('GET', `${base}/clients/${clientId}`, { token })).body.files.filter(
      (f: { mime: string }) => f.mime === 'application/pdf',
    );
    const res = await t.call('GET', `${base}/clients/${clientId}/media/${file.media_id}`, { token });
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    const raw = await t.app
      .getHttpAdapter()
      .getInstance()
      .inject({
        method: 'GET',
        url: `${base}/clients/${clientId}/media/${file.media_id}`,
        headers: { authorization: `Bearer ${token}` },
      });
    expect(raw.rawPayload.equals(PDF)).toBe(true);
  });

  it('refuses a renamed executable next to a good file and puts nothing in the bucket', async () => {
    const before = await objects();
    const res = await upload([
      { name: 'poza.png', bytes: PNG },
      { name: 'factura.pdf', bytes: EXE },
    ]);
    expect(res.status).toBe(422);
    expect(res.body.errors.files).toEqual(['Fișierul „factura.pdf” nu este PDF, JPG, PNG sau WEBP.']);
    expect(await objects()).toEqual(before);
  });

  it('answers 404 when the object is gone from the bucket', async () => {
    const [row]: { id: number; storage_key: string }[] = await t.dataSource.query(
      'SELECT id, storage_key FROM media ORDER BY id LIMIT 1',
    );
    await bucket.send(new DeleteObjectCommand({ Bucket: s3.bucket, Key: `balti/${row.storage_key}` }));
    const res = await t.call('GET', `${base}/clients/${clientId}/media/${row.id}`, { token });
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ message: 'Resursa nu a fost găsită.' });
  });

  it('deletes the object with the document', async () => {
    const files = (await t.call('GET', `${base}/clients/${clientId}`, { token })).body.files as { id: number }[];
    const before = await objects();
    expect(before).toHaveLength(1);
    for (const f of files) {
      expect((await t.call('POST', `${base}/clients/${clientId}/media/${f.id}/delete`, { token })).status).toBe(200);
    }
    expect(await objects()).toEqual([]);
  });

  it('refuses to start when the bucket does not exist, naming it', async () => {
    const config = loadConfig({ JWT_SECRET: 'x'.repeat(40), ...s3.env, S3_BUCKET: 'nu-exista' });
    const storage = new S3Storage(config.s3!);
    try {
      await expect(storage.onModuleInit()).rejects.toThrow(/S3 bucket "nu-exista" is not usable/);
    } finally {
      storage.onApplicationShutdown();
    }
  });
});
