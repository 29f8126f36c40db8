import type { DataSource, QueryRunner } from 'typeorm';

/**
 * For the MariaDB tests of real locks: resolves once a transaction on the server waits for a lock
 * (the request the test has sent, held up by the rows the test's own transaction holds), or once
 * `answered()` says the request answered without waiting. InnoDB refreshes
 * information_schema.innodb_trx only when it was not read for 0.1 s: polled more often it never
 * changes, and read within 0.1 s of an earlier wait it still shows that one. So it is read every
 * 0.15 s, the first time 0.15 s after the call. Throws after 50 reads.
 */
export async function untilLockWait(dataSource: DataSource, answered: () => boolean = () => false): Promise<void> {
  for (let i = 0; i < 50; i++) {
    await new Promise((resolve) => setTimeout(resolve, 150));
    if (answered()) return;
    const [row] = await dataSource.query<{ n: number | string }[]>(
      "SELECT COUNT(*) AS n FROM information_schema.innodb_trx WHERE trx_state = 'LOCK WAIT'",
    );
    if (Number(row.n) > 0) return;
  }
  throw new Error('No transaction waited for a lock within 7.5 s.');
}

/** A transaction of the test's own, begun on a connection of its own: the rows it locks hold a request up. */
export async function openTransaction(dataSource: DataSource): Promise<QueryRunner> {
  const runner = dataSource.createQueryRunner();
  await runner.connect();
  await runner.startTransaction();
  return runner;
}

/**
 * One request raced against a transaction of the test's own (MariaDB, real locks). `hold` runs in
 * it first: the rows it locks or writes are what the request will wait on. Then `request` is sent;
 * once it waits on them (untilLockWait(), or once it has answered with `orAnswered`), `meanwhile`
 * runs in the same transaction (what the other side writes while the request waits), and the
 * transaction commits. Resolves to the request's answer.
 */
export async function raceHeld<T>(
  dataSource: DataSource,
  race: {
    hold: (held: QueryRunner) => Promise<unknown>;
    request: () => Promise<T>;
    meanwhile?: (held: QueryRunner) => Promise<unknown>;
    orAnswered?: boolean;
  },
): Promise<T> {
  const held = await openTransaction(dataSource);
  try {
    await race.hold(held);
    let answered = false;
    const answer = race.request().then((a) => {
      answered = true;
      return a;
    });
    await untilLockWait(dataSource, race.orAnswered ? () => answered : undefined);
    await race.meanwhile?.(held);
    await held.commitTransaction();
    return await answer;
  } finally {
    if (held.isTransactionActive) await held.rollbackTransaction();
    await held.release();
  }
}
