import { FindOptionsRelations, FindOptionsWhere, ObjectLiteral, Repository } from 'typeorm';

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

/** A repository view bound to one company: every read and delete carries `company_id`. */
export class TenantRepository<T extends ObjectLiteral & { company_id: number | null }> {
  constructor(
    private readonly repo: Repository<T>,
    private readonly companyId: number,
  ) {
    tenantWhere(companyId);
  }

  findOne(where: FindOptionsWhere<T>, relations?: FindOptionsRelations<T>) {
    return this.repo.findOne({ where: tenantWhere<T>(this.companyId, where), relations });
  }

  find(where: FindOptionsWhere<T> = {}) {
    return this.repo.find({ where: tenantWhere<T>(this.companyId, where) });
  }

  count(where: FindOptionsWhere<T> = {}) {
    return this.repo.count({ where: tenantWhere<T>(this.companyId, where) });
  }
}
