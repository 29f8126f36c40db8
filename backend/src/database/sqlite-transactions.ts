import { AsyncLocalStorage } from 'node:async_hooks';
import type { DataSource, QueryRunner } from 'typeorm';

/**
 * TypeORM talks to better-sqlite3 through ONE connection and one query runner. Two requests
 * that open transactions at the same time would share it ("cannot start a transaction within
 * a transaction", or one request's work inside another's transaction). This queues them: one
 * transaction at a time, nested calls of the same flow pass straight through. MariaDB/MySQL
 * need none of this (a pooled connection per transaction and row locks).
 */
export function serializeSqliteTransactions(dataSource: DataSource): void {
  if (dataSource.options.type !== 'better-sqlite3') return;
  const flow = new AsyncLocalStorage<true>();
  let tail: Promise<void> = Promise.resolve();
  const lock = async (): Promise<() => void> => {
    let release!: () => void;
    const previous = tail;
    tail = new Promise<void>((resolve) => (release = resolve));
    await previous;
    return release;
  };

  // Explicit transactions: dataSource.transaction(...) and manager.transaction(...).
  const manager = dataSource.manager;
  const transaction = manager.transaction.bind(manager) as (...args: unknown[]) => Promise<unknown>;
  (manager as { transaction: unknown }).transaction = async (...args: unknown[]) => {
    if (flow.getStore()) return transaction(...args);
    const release = await lock();
    try {
      return await flow.run(true, () => transaction(...args));
    } finally {
      release();
    }
  };

  // Implicit transactions: repository.save() and friends open one on the shared runner.
  const runner = dataSource.driver.createQueryRunner('master') as QueryRunner & { transactionDepth: number };
  const start = runner.startTransaction.bind(runner);
  const commit = runner.commitTransaction.bind(runner);
  const rollback = runner.rollbackTransaction.bind(runner);
  let implicitRelease: (() => void) | null = null;
  const finish = () => {
    if (runner.transactionDepth === 0 && implicitRelease) {
      const release = implicitRelease;
      implicitRelease = null;
      release();
    }
  };
  runner.startTransaction = async (level) => {
    if (flow.getStore()) return start(level);
    const release = await lock();
    implicitRelease = release;
    try {
      await start(level);
    } catch (err) {
      implicitRelease = null;
      release();
      throw err;
    }
  };
  runner.commitTransaction = async () => {
    try {
      await commit();
    } finally {
      finish();
    }
  };
  runner.rollbackTransaction = async () => {
    try {
      await rollback();
    } finally {
      finish();
    }
  };
}
