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
  'request_keys',
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

/**
 * Personal data, per table: the one list. An audit row says such a field changed, never what it
 * held (mask below), and anonymizing a client masks the same fields in the rows already written
 * about them (privacy/privacy.service.ts). Free text (notes, reasons, a receipt's payer text, a file's
 * name) is here too: people write names, phone numbers and CNPs into it. audit-values.spec.ts checks
 * every entry against the entities, so a renamed column cannot fall out of the list unseen.
 */
export const PERSONAL: Readonly<Record<string, readonly string[]>> = {
  clients: [
    'first_name',
    'last_name',
    'cnp',
    'birth_date',
    'id_series',
    'id_number',
    'phone',
    'email',
    'city',
    'address',
    'car_plate',
    'notes',
    'blocked_reason',
    'consent_text',
  ],
  bookings: ['guest_name', 'guest_phone', 'guest_email', 'notes'],
  passes: ['car_plate', 'notes', 'cancel_reason'],
  receipts: ['description', 'cancel_reason'],
  media: ['name'],
  users: ['name', 'email', 'phone'],
  companies: ['address', 'phone', 'email'],
  expenses: ['supplier', 'description'],
  // Who handed or received the cash, and an explanation that may name them (a refund's payer).
  cash_dispositions: ['person', 'explanation', 'cancel_reason'],
  // A team's contacts, its members, the weigh-ins' witnesses and the reasons people write.
  competitions: ['cancel_reason'],
  competition_teams: ['phone', 'email', 'cancel_reason'],
  competition_members: ['name', 'phone'],
  competition_weigh_ins: ['witness', 'reason'],
};

/** Secrets, and keys that find a file or a pass: masked whatever the table. */
const SECRET = new Set(['password', 'storage_key', 'sha256', 'code', 'token', 'token_hash', 'private_enc']);

export function isPersonal(table: string, field: string): boolean {
  return SECRET.has(field) || (PERSONAL[table]?.includes(field) ?? false);
}

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

export const MASK = '***';

/** A masked value: null stays null (the field was empty), anything else is `***`. */
export function mask(table: string, field: string, value: unknown): unknown {
  if (value === null || value === undefined) return null;
  return isPersonal(table, field) ? MASK : value;
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
    changes[field] = [mask(metadata.tableName, field, a), mask(metadata.tableName, field, b)];
  }
  return changes;
}

/** Romanian letters a value may be written with or without (a name typed both ways). */
const SPELLINGS: Record<string, string> = { a: 'aăâ', i: 'iî', s: 'sșş', t: 'tțţ' };

/**
 * `text` with every erased value in it replaced by `***`: any case, with or without diacritics,
 * with spaces, dots or dashes anywhere between its characters ("0731 234-987"). Values shorter
 * than 4 characters (initials, an ID series) are left out: they would wipe common words.
 */
export function scrub(text: string, erased: readonly string[]): string {
  let out = text;
  for (const value of erased) {
    const chars = Array.from(
      value
        .normalize('NFD')
        .replace(/\p{M}/gu, '')
        .toLowerCase()
        .replace(/[\s.-]/g, ''),
    );
    if (chars.length < 4) continue;
    const pattern = chars
      .map((c) => (SPELLINGS[c] ? `[${SPELLINGS[c]}]` : c.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')))
      .join('[\\s.\\-]*');
    out = out.replace(new RegExp(pattern, 'giu'), MASK);
  }
  return out;
}

/**
 * A stored `changes` (JSON) of a row about `table`, redacted for an erasure: personal fields masked
 * (rows written before a field joined PERSONAL held it in clear), erased values scrubbed from every
 * other string. Answers null when nothing changed.
 */
export function redactChanges(table: string, changes: string, erased: readonly string[]): string | null {
  let parsed: unknown;
  try {
    parsed = JSON.parse(changes);
  } catch {
    return scrub(changes, erased) === changes ? null : MASK;
  }
  if (!parsed || typeof parsed !== 'object') return null;
  const clean = (field: string, value: unknown): unknown => {
    if (value === null || value === undefined) return value;
    if (isPersonal(table, field)) return MASK;
    if (typeof value === 'string') return scrub(value, erased);
    if (typeof value === 'object') return JSON.parse(scrub(JSON.stringify(value), erased)) as unknown;
    return value;
  };
  const out: Record<string, unknown> = {};
  for (const [field, pair] of Object.entries(parsed as Record<string, unknown>)) {
    out[field] = Array.isArray(pair) ? pair.map((v) => clean(field, v)) : clean(field, pair);
  }
  const json = JSON.stringify(out);
  return json === JSON.stringify(parsed) ? null : json;
}
