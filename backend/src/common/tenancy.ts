import { FindOneOptions, FindOptionsWhere, ObjectLiteral, Repository, WhereExpressionBuilder } from 'typeorm';
import { AppException } from './app-exception';

/**
 * Adds the tenant to a `where`. An empty tenant throws instead of silently dropping out of the
 * WHERE clause (a missing company id must never widen a query to every company).
 */
export function tenantWhere<T extends ObjectLiteral & { company_id: number | null }>(
  companyId: number,
  where: FindOptionsWhere<T> = {},
): FindOptionsWhere<T> {
  if (!Number.isInteger(companyId) || companyId <= 0) {
    throw new Error(`Tenant scope without a company id (${String(companyId)})`);
  }
  return { ...where, company_id: companyId };
}

/**
 * The same scope on a query builder: ANDs `<alias>.company_id = :tenant_id` to its conditions (a
 * first call stands as its WHERE). Joined tables of the same company are scoped the same way, one
 * call per alias. Raw SQL names `company_id` itself only where a builder cannot say it (a full-text
 * MATCH, an aggregate rebuilt in place): backend/src/boundaries.spec.ts lists those places.
 */
export function tenantScoped<Q extends WhereExpressionBuilder>(qb: Q, alias: string, companyId: number): Q {
  const { company_id } = tenantWhere<{ company_id: number }>(companyId);
  qb.andWhere(`${alias}.company_id = :tenant_id_${alias}`, { [`tenant_id_${alias}`]: company_id });
  return qb;
}

/**
 * The company's row with this id (`options`: its relations, soft-deleted rows…), or 404: an id of
 * another company answers as one that does not exist.
 */
export async function findOwned<T extends ObjectLiteral & { id: number; company_id: number | null }>(
  repo: Repository<T>,
  companyId: number,
  id: number,
  options: Omit<FindOneOptions<T>, 'where'> = {},
): Promise<T> {
  const row = await repo.findOne({ ...options, where: tenantWhere<T>(companyId, { id } as FindOptionsWhere<T>) });
  if (!row) throw AppException.notFound();
  return row;
}
