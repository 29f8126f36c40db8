import type { EntityMetadata, ObjectLiteral } from 'typeorm';

/** `{ field: [old, new] }`, personal data masked. */
export type Changes = Record<string, [unknown, unknown]>;

/** Tables that are not a company's own data, or are derived from it: no audit rows. */
const NOT_AUDITED = new Set([
  'audit_log',
  'job_locks',
  'access_tokens',
  'password_resets',
  'pass_day_stats',
  'pass_list_stats',
  'client_pass_totals',
  'receipt_day_stats',
]);

/** Columns that say nothing about the change (timestamps, keys derived from other columns). */
const IGNORED = new Set([
  'created_at',
  'updated_at',
  'last_login_at',
  'search_last',
  'search_first',
  'search_phone',
  'search_plate',
]);

/** Personal data and secrets: the audit row says the field changed, never what it held. */
const MASKED = new Set([
  'cnp',
  'birth_date',
  'id_series',
  'id_number',
  'phone',
  'email',
  'address',
  'car_plate',
  'notes',
  'first_name',
  'last_name',
  'password',
  'storage_key',
  'sha256',
  'code',
]);

/** Company data: the companies themselves and every table with a company_id. */
export function isAudited(metadata: EntityMetadata): boolean {
  if (NOT_AUDITED.has(metadata.tableName)) return false;
  return metadata.tableName === 'companies' || metadata.columns.some((c) => c.propertyName === 'company_id');
}

export function rowCompanyId(metadata: EntityMetadata, row: ObjectLiteral): number | null {
  const value = metadata.tableName === 'companies' ? row.id : row.company_id;
  return value === undefined || value === null ? null : Number(value);
}

export function rowClientId(metadata: EntityMetadata, row: ObjectLiteral): number | null {
  const value = metadata.tableName === 'clients' ? row.id : row.client_id;
  return value === undefined || value === null ? null : Number(value);
}

/** A masked value: null stays null (the field was empty), anything else is `***`. */
export function mask(field: string, value: unknown): unknown {
  if (value === null || value === undefined) return null;
  return MASKED.has(field) ? '***' : value;
}

type Plain = string | number | boolean | null;

/** One comparable form for what the entity holds and what the database answered (dates, decimals, 0/1). */
function plain(value: unknown, type: unknown): Plain | undefined {
  if (value === undefined || value === null) return null;
  if (value instanceof Date) return value.toISOString();
  if (type === 'boolean' || type === Boolean) return Boolean(value);
  if (typeof value === 'number' || typeof value === 'bigint') return Number(value);
  if (typeof value === 'boolean') return value;
  if (typeof value !== 'string') return undefined; // relations, objects: not a column value
  if (type === 'decimal' || type === 'int' || type === 'integer' || type === Number) {
    const n = Number(value);
    return Number.isFinite(n) ? n : value;
  }
  return value;
}

/** The fields that differ between `old` and `now` (either may be null: a create or a delete). */
export function auditChanges(metadata: EntityMetadata, old: ObjectLiteral | null, now: ObjectLiteral | null): Changes {
  const changes: Changes = {};
  for (const column of metadata.columns) {
    const field = column.propertyName;
    if (IGNORED.has(field) || column.isVirtual) continue;
    const a = old ? plain(old[field], column.type) : null;
    const b = now ? plain(now[field], column.type) : null;
    if (a === undefined || b === undefined) continue;
    // An update that does not mention a field leaves it as it was.
    if (old && now && !(field in now)) continue;
    if (a === b) continue;
    if (a !== null && b !== null && String(a) === String(b)) continue;
    changes[field] = [mask(field, a), mask(field, b)];
  }
  return changes;
}
