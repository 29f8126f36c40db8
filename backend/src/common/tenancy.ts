import { FindOptionsWhere, ObjectLiteral } from 'typeorm';

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
