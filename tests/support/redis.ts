/**
 * Throwaway Redis server for tests: `redis-server` (Debian package redis-server) on 127.0.0.1 and
 * a free port, keeping nothing on disk, never the machine's shared 6379.
 *
 *   const redis = await startThrowawayRedis();
 *   process.env.REDIS_URL = redis.url; // redis://127.0.0.1:<port>
 *   ...
 *   await redis.stop();
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Redis from 'ioredis';
import { findExecutable, getFreePort } from './mariadb';

export interface ThrowawayRedis {
  /** `redis://127.0.0.1:<port>` */
  url: string;
  port: number;
  stop(): Promise<void>;
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

export async function startThrowawayRedis(): Promise<ThrowawayRedis> {
  const server = findExecutable('redis-server');
  if (!server) {
    throw new Error('redis-server is not installed. Install it with: sudo apt-get install -y redis-server');
  }
  const dir = mkdtempSync(join(tmpdir(), 'balti-redis-'));
  const port = await getFreePort();
  const child = spawn(
    server,
    ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no', '--dir', dir],
    { stdio: ['ignore', 'pipe', 'pipe'] },
  );
  let output = '';
  child.stdout.on('data', (d: Buffer) => (output = (output + d.toString()).slice(-4000)));
  child.stderr.on('data', (d: Buffer) => (output = (output + d.toString()).slice(-4000)));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const killOnExit = () => child.kill('SIGKILL');
  process.once('exit', killOnExit);

  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      child.kill('SIGTERM');
      await exited;
    }
    process.off('exit', killOnExit);
    rmSync(dir, { recursive: true, force: true });
  };

  const url = `redis://127.0.0.1:${port}`;
  const deadline = Date.now() + 20_000;
  for (;;) {
    if (child.exitCode !== null) {
      await stop();
      throw new Error(`redis-server exited early (code ${child.exitCode}):\n${output}`);
    }
    const probe = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 0, retryStrategy: () => null });
    probe.on('error', () => undefined);
    try {
      await probe.connect();
      if ((await probe.ping()) === 'PONG') break;
    } catch {
      /* not yet */
    } finally {
      probe.disconnect();
    }
    if (Date.now() > deadline) {
      await stop();
      throw new Error(`redis-server did not answer on port ${port}:\n${output}`);
    }
    await sleep(100);
  }
  return { url, port, stop };
}
