import { DataSource, EntityTarget, In, ObjectLiteral } from 'typeorm';
import { AppException } from './app-exception';
import { tenantWhere } from './tenancy';

/**
 * Checks that referenced records exist (in the same company, for per-company entities) and
 * answers a 422 on the field otherwise: a foreign or missing id never becomes a reference.
 */
export class ReferenceCheck {
  private readonly errors: Record<string, string[]> = {};

  constructor(private readonly dataSource: DataSource) {}

  async ids<T extends ObjectLiteral>(
    entity: EntityTarget<T>,
    field: string,
    ids: number[] | null | undefined,
    companyId: number | null,
    message = 'Una dintre valorile alese nu există.',
  ): Promise<this> {
    const unique = [...new Set((ids ?? []).filter((v) => v !== null && v !== undefined))];
    if (!unique.length) return this;
    const where = companyId === null ? { id: In(unique) } : tenantWhere(companyId, { id: In(unique) });
    const found = await this.dataSource.getRepository(entity).count({ where: where as never });
    if (found !== unique.length) this.errors[field] = [message];
    return this;
  }

  /**
   * The same check through the owning feature's service: `count` answers how many of the (distinct)
   * ids it knows (`WatersService.count(companyId, ids)`).
   */
  async counted(
    field: string,
    ids: number[] | null | undefined,
    count: (unique: number[]) => Promise<number>,
    message = 'Una dintre valorile alese nu există.',
  ): Promise<this> {
    const unique = [...new Set((ids ?? []).filter((v) => v !== null && v !== undefined))];
    if (unique.length && (await count(unique)) !== unique.length) this.errors[field] = [message];
    return this;
  }

  add(field: string, message: string): this {
    this.errors[field] = [...(this.errors[field] ?? []), message];
    return this;
  }

  throwIfAny(): void {
    if (Object.keys(this.errors).length) throw AppException.invalid(this.errors);
  }
}

/** Sort column from a whitelist, so `sort_by` can never inject SQL. */
export function sortColumn(map: Record<string, string>, requested: string | undefined, fallback: string): string {
  return (requested && map[requested]) || fallback;
}

/** `active` filter from a query string or a JSON body. */
export function activeFilter(value: unknown): boolean | undefined {
  if (value === true || value === '1' || value === 'true') return true;
  if (value === false || value === '0' || value === 'false') return false;
  return undefined;
}
