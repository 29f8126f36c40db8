import type { EntityManager } from 'typeorm';
import { addCountersSql } from '@app/common/sql';
import { tenantScoped } from '@app/common/tenancy';

/** The company's counter row (none before its first cancellation). */
function counterOf(em: EntityManager, companyId: number): Promise<{ seq: number | string } | undefined> {
  const qb = em.createQueryBuilder().select('r.seq', 'seq').from('revocation_counters', 'r');
  return tenantScoped(qb, 'r', companyId).getRawOne<{ seq: number | string }>();
}

/**
 * The next number of the company's revocation sequence, for a cancellation inside `em`'s
 * transaction. The counter's row stays locked until that transaction ends, so no other
 * cancellation of the company takes a number before this one has committed (or rolled back):
 * numbers become visible in order, and "everything after n" never skips one that commits late.
 * A commit time could not promise that; an auto-increment id neither (ids are given at insert).
 */
export async function takeRevocationSeq(em: EntityManager, companyId: number): Promise<number> {
  const sqlite = em.connection.options.type === 'better-sqlite3';
  await em.query(addCountersSql(sqlite, 'revocation_counters', ['company_id'], ['seq'], 1), [companyId, 1]);
  const row = await counterOf(em, companyId);
  return Number(row?.seq);
}

/** The last number taken, as committed (0 before the company's first cancellation). */
export async function lastRevocationSeq(em: EntityManager, companyId: number): Promise<number> {
  const row = await counterOf(em, companyId);
  return row ? Number(row.seq) : 0;
}
