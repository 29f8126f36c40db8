import { startThrowawayMariaDb } from '../../support/mariadb';

/** With BALTI_TEST_DB=mariadb, one throwaway server for the run; each test file makes its own database in it. */
export default async function globalSetup(): Promise<void> {
  if (process.env.BALTI_TEST_DB !== 'mariadb') return;
  if (process.env.BALTI_MARIADB_URL) return; // an outer runner already started one
  const db = await startThrowawayMariaDb();
  process.env.BALTI_MARIADB_URL = db.url;
  (globalThis as { __baltiMariaDb?: typeof db }).__baltiMariaDb = db;
}
