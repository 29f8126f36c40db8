import type { ThrowawayMariaDb } from '../../support/mariadb';

export default async function globalTeardown(): Promise<void> {
  const db = (globalThis as { __baltiMariaDb?: ThrowawayMariaDb }).__baltiMariaDb;
  if (db) await db.stop();
}
