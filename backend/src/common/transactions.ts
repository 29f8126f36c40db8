import { DataSource, EntityManager } from 'typeorm';

const RETRYABLE = new Set(['ER_LOCK_DEADLOCK', 'ER_LOCK_WAIT_TIMEOUT']);

/**
 * Runs `work` in a transaction and runs it again (up to `attempts` times) when MariaDB picks it
 * as a deadlock victim or a lock wait times out: the user never sees a deadlock. The work must be
 * safe to repeat, which a rolled-back transaction is.
 */
export async function withTransaction<T>(
  dataSource: DataSource,
  work: (em: EntityManager) => Promise<T>,
  attempts = 4,
): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await dataSource.transaction(work);
    } catch (err) {
      const code =
        (err as { code?: string; driverError?: { code?: string } }).driverError?.code ??
        (err as { code?: string }).code;
      if (attempt >= attempts || !code || !RETRYABLE.has(code)) throw err;
      await new Promise((resolve) => setTimeout(resolve, 5 * attempt + Math.random() * 20));
    }
  }
}
