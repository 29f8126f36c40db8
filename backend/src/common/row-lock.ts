import type { DataSource, EntityManager, EntityTarget, FindOptionsWhere } from 'typeorm';
import { AppException } from './app-exception';
import { tenantWhere } from './tenancy';

/**
 * A lock that is one row per company in `table` (its primary key `company_id`), taken inside the
 * caller's transaction and held until it ends: on MariaDB a locking read, FOR UPDATE (exclusive) or
 * LOCK IN SHARE MODE (shared); SQLite runs one writing transaction at a time. Used by the cash
 * register (`cash_books`, books/cash-register.service.ts) and the public forms' limits
 * (`public_form_locks`, companies/companies.service.ts).
 *
 * The row is made before any locking read of it: a locking read of a missing row locks the gap, and
 * transactions that each hold that gap and then insert into it deadlock one another (two processes'
 * first sales at once: tests/api/replicas.e2e-spec.ts).
 */
export class CompanyRowLock {
  /** Companies whose row this process has seen: their lock needs no insert first. */
  private readonly made = new Set<number>();

  constructor(private readonly table: string) {}

  /** Whether this process has seen the company's row: a locking read of it finds it. */
  known(companyId: number): boolean {
    return this.made.has(companyId);
  }

  async take(em: EntityManager, companyId: number, mode: 'exclusive' | 'shared'): Promise<void> {
    const sqlite = em.connection.options.type === 'better-sqlite3';
    const suffix = sqlite ? '' : mode === 'exclusive' ? ' FOR UPDATE' : ' LOCK IN SHARE MODE';
    const select = () =>
      em.query<unknown[]>(`SELECT company_id FROM ${this.table} WHERE company_id = ?${suffix}`, [companyId]);
    const insert = () =>
      em.query(`INSERT ${sqlite ? 'OR IGNORE' : 'IGNORE'} INTO ${this.table} (company_id) VALUES (?)`, [companyId]);
    if (!this.made.has(companyId)) await insert();
    if (!(await select()).length) {
      // Seen before, but made by a transaction that rolled back.
      await insert();
      await select();
    }
    this.made.add(companyId);
  }
}

/**
 * The `lock` of a find that reads rows as committed and holds them until the transaction ends: FOR
 * UPDATE on MariaDB; none on SQLite, which runs one writing transaction at a time. For a decision
 * made on a row another request may change meanwhile (a plain read inside a transaction sees the
 * snapshot fixed by its first read, and a write based on it can undo the other's).
 */
export function writeLock(db: EntityManager | DataSource): { mode: 'pessimistic_write' } | undefined {
  const type = 'connection' in db ? db.connection.options.type : db.options.type;
  return type === 'better-sqlite3' ? undefined : { mode: 'pessimistic_write' };
}

/**
 * A company's row `id` of `entity` read with writeLock(): as committed, held until `em`'s transaction
 * ends; 404 when the company has none. For an edit whose check rests on the row as it is now (an
 * expense's day, an erased client), not as a read before the lock saw it.
 */
export async function lockedRow<T extends { id: number; company_id: number }>(
  em: EntityManager,
  entity: EntityTarget<T>,
  companyId: number,
  id: number,
): Promise<T> {
  const row = await em.findOne(entity, {
    where: tenantWhere<T>(companyId, { id } as FindOptionsWhere<T>),
    lock: writeLock(em),
  });
  if (!row) throw AppException.notFound();
  return row;
}
