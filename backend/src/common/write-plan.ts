import { isDeepStrictEqual } from 'node:util';
import type { EntityManager, EntityMetadata, EntityTarget, ObjectLiteral } from 'typeorm';
import type { ColumnMetadata } from 'typeorm/metadata/ColumnMetadata';
import type { QueryDeepPartialEntity } from 'typeorm/query-builder/QueryPartialEntity';
import { auditChanges, isAudited } from '@app/audit/audit-values';
import { auditRow, takeWaitingAudit } from '@app/audit/audit.subscriber';
import type { AuditLog } from '@app/audit/audit-log.entity';
import type { Statement } from './sql';

/**
 * Stand-ins for ids not known yet: far below any id or amount the app writes, each one distinct.
 * A numeric parameter equal to one is the id its insert got; an audit row's JSON names it as text.
 */
const STAND_IN_BASE = -987_650_000;
const STAND_IN = /-98765\d{4}(?!\d)/g;

/** The columns of an audit row written by a plan (audit.subscriber.ts auditRow()). */
const AUDIT_COLUMNS = [
  'company_id',
  'actor_id',
  'actor_role',
  'action',
  'entity',
  'entity_id',
  'client_id',
  'changes',
  'ip',
  'request_id',
] as const;

/** An INSERT's new id as the driver answers it: SQLite's last rowid, a RETURNING row, MySQL's status. */
function insertedId(result: unknown): number {
  if (typeof result === 'number' || typeof result === 'bigint') return Number(result);
  if (Array.isArray(result)) return Number((result[0] as { id: unknown }).id);
  return Number((result as { insertId: unknown }).insertId);
}

type Step = { sql: string; params: unknown[]; id?: number };

/**
 * Statements a plan's MariaDB block runs first, and the condition on what they did for the plan's
 * writes to run (runGuarded(); DocSeriesService.takeAndWrite() takes the numbers there). `answer`:
 * the block's variables answered in either case.
 */
export interface Guard {
  declare: string;
  statements: string;
  params: unknown[];
  condition: string;
  answer: string[];
}

/** An entity's INSERT as written by insertSql(): its columns and the statement's head, once per entity and driver. */
interface InsertShape {
  columns: ColumnMetadata[];
  head: string;
  /** false: insertSql() wrote something else than the query builder for this entity; the builder writes it. */
  same: boolean | null;
}
const shapes = new WeakMap<EntityMetadata, InsertShape>();

/**
 * Writes that depend on each other's new ids — a pass, its chitanță naming the pass, their
 * statistics and their audit rows naming both — planned in memory, then sent in ONE round trip:
 * on MariaDB as one anonymous block (`BEGIN NOT ATOMIC … END`, as inOneTrip() in sql.ts) that keeps
 * each insert's id in a local variable for the next statements and answers them all with a final
 * SELECT; SQLite runs in process and runs them one after the other. Inside a lock (the series row
 * of docs/numbering-and-fiscal.md) each round trip is time the next issuer waits.
 *
 * An insert is written by TypeORM's query builder (same columns, same value conversions as
 * `em.insert`), without its listeners: its audit row is the plan's own, built as the audit
 * subscriber would (audit.subscriber.ts auditRow()) and written in the same block, after the rows
 * already waiting for the transaction's commit (their order kept). A failure fails the block and
 * the caller's transaction rolls back as for any statement.
 */
export class WritePlan {
  private readonly steps: Step[] = [];
  private readonly audits: QueryDeepPartialEntity<AuditLog>[] = [];
  private next = 0;

  /**
   * `waiting`: the audit rows of the transaction's earlier writes (takeWaitingAudit()), taken once
   * and shared with the plans made again() for the same transaction: the one that runs writes them.
   */
  constructor(
    private readonly em: EntityManager,
    private readonly waiting: { rows?: QueryDeepPartialEntity<AuditLog>[] } = {},
  ) {}

  /** A new, empty plan in the same transaction (the same writes made again with other values). */
  again(): WritePlan {
    return new WritePlan(this.em, this.waiting);
  }

  private get mariadb(): boolean {
    return this.em.connection.options.type === 'mariadb';
  }

  /**
   * Plans an insert; answers a stand-in for the id it will get, to use in later values of the plan
   * (a foreign key, a description) and to find the real id in run()'s answer.
   */
  insert<T extends ObjectLiteral>(entity: EntityTarget<T>, values: QueryDeepPartialEntity<T>): number {
    const id = STAND_IN_BASE - ++this.next;
    const metadata = this.em.connection.getMetadata(entity);
    const [sql, params] = this.insertSql(metadata, values);
    this.steps.push({ sql, params, id });
    if (isAudited(metadata)) {
      // What the subscriber's afterInsert sees: the values written, with the new id.
      const row: ObjectLiteral = { ...values };
      metadata.primaryColumns[0].setEntityValue(row, id);
      const audit = auditRow(metadata, 'create', row, auditChanges(metadata, null, row));
      if (audit) this.audits.push(audit);
    }
    return id;
  }

  /** The query builder's INSERT (`em.insert` without its listeners and without reading back). */
  private builderSql(metadata: EntityMetadata, values: ObjectLiteral): [string, unknown[]] {
    return this.em
      .createQueryBuilder()
      .insert()
      .into(metadata.target)
      .values(values)
      .updateEntity(false)
      .callListeners(false)
      .getQueryAndParameters();
  }

  /**
   * The INSERT the query builder writes (builderSql()), written directly: every insertable column in
   * the entity's order, each value prepared by the driver (transformers, booleans, dates, JSON), a
   * missing one as the column's default, numbers written into the SQL on SQLite as TypeORM does.
   * The builder costs more CPU than the statement's own round trip on a small insert, and it runs
   * under the series lock (pass-issuing.service.ts). Checked against the builder on each entity's
   * first insert: if the two differ, the builder writes that entity's inserts from then on.
   */
  private insertSql(metadata: EntityMetadata, values: ObjectLiteral): [string, unknown[]] {
    const driver = this.em.connection.driver;
    let shape = shapes.get(metadata);
    if (!shape) {
      const columns = metadata.columns.filter((c) => c.isInsert);
      const plain = columns.every(
        (c) => !c.isVersion && !c.isDiscriminator && !(c.isGenerated && c.generationStrategy === 'uuid'),
      );
      const head =
        `INSERT INTO ${metadata.tablePath
          .split('.')
          .map((part) => driver.escape(part))
          .join('.')}` + `(${columns.map((c) => driver.escape(c.databaseName)).join(', ')}) VALUES (`;
      shape = { columns, head, same: plain ? null : false };
      shapes.set(metadata, shape);
    }
    if (shape.same === false) return this.builderSql(metadata, values);
    const sqlite = !this.mariadb;
    const exprs: string[] = [];
    const params: unknown[] = [];
    for (const column of shape.columns) {
      const given: unknown = column.getEntityValue(values);
      if (typeof given === 'function') return this.builderSql(metadata, values);
      const value: unknown = driver.preparePersistentValue(given, column);
      if (value === undefined) {
        // MariaDB takes DEFAULT; SQLite has none in an INSERT: the column's default written out, or NULL.
        exprs.push(
          !sqlite
            ? 'DEFAULT'
            : column.default !== undefined && column.default !== null
              ? String(driver.normalizeDefault(column))
              : 'NULL',
        );
      } else if (sqlite && typeof value === 'number') {
        exprs.push(String(value));
      } else {
        exprs.push('?');
        params.push(sqlite && typeof value === 'boolean' ? +value : value);
      }
    }
    const written: [string, unknown[]] = [`${shape.head}${exprs.join(', ')})`, params];
    if (shape.same === null) {
      const built = this.builderSql(metadata, values);
      shape.same = isDeepStrictEqual(built, written);
      if (!shape.same) return built;
    }
    return written;
  }

  /** Plans raw statements (statistics upserts), in order after what is planned already. */
  statements(statements: Statement[]): void {
    for (const [sql, params] of statements) this.steps.push({ sql, params });
  }

  /**
   * Runs the plan in the caller's transaction; answers the real id of each stand-in. `commit`: on
   * MariaDB the block ends with the transaction's COMMIT, so its locks (a series row) are let go
   * in this round trip instead of the next; the caller's own COMMIT then finds nothing to do. Only
   * for the transaction's last writes: nothing written after run() would be in it.
   */
  async run(options: { commit?: boolean } = {}): Promise<Map<number, number>> {
    const steps = this.allSteps();
    const ids = new Map<number, number>();
    if (!this.mariadb) {
      for (const step of steps) {
        const sql = this.render(step, (id) => String(this.known(ids, id)));
        const params = this.values(step, (id) => this.known(ids, id));
        const result: unknown = await this.em.query(sql, params);
        if (step.id !== undefined) ids.set(step.id, insertedId(result));
      }
      return ids;
    }
    return (await this.block(steps, options.commit ?? false, null)).ids!;
  }

  /**
   * run() on MariaDB behind a guard, in the same ONE round trip: the guard's statements, then the
   * plan's writes (and COMMIT) only if the guard's condition holds. Answers the guard's variables
   * and the ids, or null ids when the condition did not hold (nothing of the plan was written; the
   * plan may be made again() and run).
   */
  async runGuarded(
    guard: Guard,
    options: { commit?: boolean } = {},
  ): Promise<{ answer: Record<string, unknown>; ids: Map<number, number> | null }> {
    if (!this.mariadb) throw new Error('WritePlan.runGuarded(): MariaDB only');
    return this.block(this.allSteps(), options.commit ?? false, guard);
  }

  /** The plan's steps, its audit rows last: the transaction's waiting ones (taken once), then its own. */
  private allSteps(): Step[] {
    const audits = [...(this.waiting.rows ??= takeWaitingAudit(this.em)), ...this.audits];
    return audits.length ? [...this.steps, this.auditStep(audits)] : this.steps;
  }

  /** The plan as one anonymous block (`BEGIN NOT ATOMIC … END`), run; behind `guard` if given. */
  private async block(
    steps: Step[],
    commit: boolean,
    guard: Guard | null,
  ): Promise<{ answer: Record<string, unknown>; ids: Map<number, number> | null }> {
    const variable = (id: number) => `id_${STAND_IN_BASE - id}`;
    const inserted = steps.filter((s) => s.id !== undefined).map((s) => s.id!);
    const body = steps.map((step) => {
      const sql = this.render(step, variable);
      return step.id === undefined ? `${sql};` : `${sql}; SET ${variable(step.id)} = LAST_INSERT_ID();`;
    });
    if (commit) body.push('COMMIT;');
    const declare = inserted.map((id) => `DECLARE ${variable(id)} BIGINT;`).join(' ');
    const answered = [...(guard?.answer ?? []), ...inserted.map(variable), ...(guard ? ['1 AS written'] : [])];
    const select = (names: string[]) =>
      names.length ? ` SELECT ${names.map((n) => (n.includes(' ') ? n : `${n} AS ${n}`)).join(', ')};` : '';
    const writes = `${body.join(' ')}${select(answered)}`;
    const sql = guard
      ? `BEGIN NOT ATOMIC ${guard.declare} ${declare} ${guard.statements} ` +
        `IF ${guard.condition} THEN ${writes} ELSE${select([...guard.answer, '0 AS written'])} END IF; END`
      : `BEGIN NOT ATOMIC ${declare} ${writes} END`;
    const params = [...(guard?.params ?? []), ...steps.flatMap((step) => this.values(step, null))];
    const result = await this.em.query<unknown>(sql, params);
    // The block answers its SELECT's rows, then the block's own status.
    const rows = (Array.isArray(result) ? result.find((r) => Array.isArray(r)) : null) as
      Record<string, unknown>[] | null;
    const answer = rows?.[0] ?? {};
    if (guard && !Number(answer.written)) return { answer, ids: null };
    const ids = new Map<number, number>();
    if (inserted.length) {
      if (!rows?.length) throw new Error('WritePlan: the block answered no ids');
      for (const id of inserted) ids.set(id, Number(answer[variable(id)]));
    }
    return { answer, ids };
  }

  /** The audit rows in one INSERT; a row's JSON naming a new id is put together by the database. */
  private auditStep(rows: QueryDeepPartialEntity<AuditLog>[]): Step {
    const values = rows.map(() => `(${AUDIT_COLUMNS.map(() => '?').join(', ')})`).join(', ');
    return {
      sql: `INSERT INTO audit_log (${AUDIT_COLUMNS.join(', ')}) VALUES ${values}`,
      params: rows.flatMap((row) => AUDIT_COLUMNS.map((c) => (row as Record<string, unknown>)[c] ?? null)),
    };
  }

  private known(ids: Map<number, number>, id: number): number {
    const real = ids.get(id);
    if (real === undefined) throw new Error('WritePlan: an id used before its insert');
    return real;
  }

  private isStandIn(value: unknown): value is number {
    return typeof value === 'number' && value < STAND_IN_BASE && value >= STAND_IN_BASE - this.next;
  }

  /** Stand-ins inside a text (an audit row's JSON), split around them. */
  private pieces(value: unknown): (string | number)[] | null {
    if (typeof value !== 'string' || !value.includes('-98765')) return null;
    const out: (string | number)[] = [];
    let last = 0;
    for (const m of value.matchAll(STAND_IN)) {
      const id = Number(m[0]);
      if (!this.isStandIn(id)) continue;
      out.push(value.slice(last, m.index), id);
      last = m.index + m[0].length;
    }
    if (!out.length) return null;
    out.push(value.slice(last));
    return out;
  }

  /**
   * The step's SQL with each stand-in replaced by `name(standIn)` (a variable on MariaDB, the real
   * id on SQLite): a placeholder's, or a literal (TypeORM writes some numbers into the SQL of
   * SQLite); on MariaDB a text naming one is put together by CONCAT().
   */
  private render(step: Step, name: (standIn: number) => string): string {
    let i = 0;
    const sql = step.sql.replace(/\?/g, () => {
      const value = step.params[i++];
      if (this.isStandIn(value)) return name(value);
      const pieces = this.pieces(value);
      if (!pieces || !this.mariadb) return '?';
      return `CONCAT(${pieces.map((p) => (typeof p === 'number' ? name(p) : '?')).join(', ')})`;
    });
    if (i !== step.params.length) throw new Error(`WritePlan: ${step.params.length} parameters for ${i} placeholders`);
    return sql.replace(/(?<![\w.])-98765\d{4}(?!\d)/g, (m) => (this.isStandIn(Number(m)) ? name(Number(m)) : m));
  }

  /** The parameters that go with render(): `real` gives a stand-in's id on SQLite (null: MariaDB's CONCAT()). */
  private values(step: Step, real: ((standIn: number) => number) | null): unknown[] {
    return step.params.flatMap((value) => {
      if (this.isStandIn(value)) return [];
      const pieces = this.pieces(value);
      if (!pieces) return [value];
      if (real) return [pieces.map((p) => (typeof p === 'number' ? String(real(p)) : p)).join('')];
      return pieces.filter((p) => typeof p === 'string');
    });
  }
}
