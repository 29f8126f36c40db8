/**
 * Throwaway S3-protocol server for tests: the npm package s3rver (a real HTTP server speaking the
 * S3 REST protocol, with signature checks, keeping objects in a temporary folder) on 127.0.0.1
 * and a free port, with one empty bucket.
 *
 *   const s3 = await startThrowawayS3();
 *   env = { ...env, ...s3.env }; // S3_BUCKET, S3_ENDPOINT, S3_ACCESS_KEY_ID, …
 *   ...
 *   await s3.stop();
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import S3rver from 's3rver';
import { getFreePort } from './mariadb';

export interface ThrowawayS3 {
  endpoint: string;
  bucket: string;
  /** The API's S3_* variables for this server. */
  env: Record<string, string>;
  stop(): Promise<void>;
}

/** s3rver's fixed credentials: it signs and checks requests with these. */
const KEY = 'S3RVER';

export async function startThrowawayS3(bucket = 'balti-test'): Promise<ThrowawayS3> {
  const directory = mkdtempSync(join(tmpdir(), 'balti-s3-'));
  const port = await getFreePort();
  const server = new S3rver({
    address: '127.0.0.1',
    port,
    silent: true,
    directory,
    configureBuckets: [{ name: bucket, configs: [] }],
  });
  await server.run();
  const endpoint = `http://127.0.0.1:${port}`;
  return {
    endpoint,
    bucket,
    env: {
      S3_BUCKET: bucket,
      S3_ENDPOINT: endpoint,
      S3_REGION: 'us-east-1',
      S3_ACCESS_KEY_ID: KEY,
      S3_SECRET_ACCESS_KEY: KEY,
      S3_FORCE_PATH_STYLE: 'true',
    },
    async stop() {
      await server.close();
      rmSync(directory, { recursive: true, force: true });
    },
  };
}
