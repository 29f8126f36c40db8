import { AsyncLocalStorage } from 'node:async_hooks';
import {
  DeleteQueryBuilder,
  EntityManager,
  EntityMetadata,
  EntitySubscriberInterface,
  EventSubscriber,
  InsertEvent,
  InsertQueryBuilder,
  ObjectLiteral,
  QueryBuilder,
  QueryRunner,
  RemoveEvent,
  TransactionCommitEvent,
  TransactionRollbackEvent,
  UpdateEvent,
  UpdateQueryBuilder,
} from 'typeorm';
import type { QueryDeepPartialEntity } from 'typeorm/query-builder/QueryPartialEntity';
import { currentActor } from './audit-context';
import { AuditLog } from './audit-log.entity';
import { auditChanges, type Changes, isAudited, rowCompanyId, rowClientId } from './audit-values';

/**
 * The audit trail, for every company entity, with no call in the services:
 * - `save()` / `remove()` reach afterInsert/afterUpdate/afterRemove with the entity and its
 *   database copy;
 * - query-builder writes (`em.insert/update/delete`, `createQueryBuilder().update()`...) give the
 *   subscriber neither the rows nor the old values, so their `execute` is wrapped below: it runs in
 *   a transaction, and the subscriber reads the rows it is about to change with the builder's own
 *   WHERE (before), then again (after).
 * Every audit row is written with the event's manager: in the transaction of the change, so a write
 * that rolls back takes its row with it, and a row cannot exist without its change.
 * Raw SQL (`query('UPDATE ...')`) is not seen: the app writes company data through TypeORM only
 * (the join tables plan_waters/water_fishes and the derived statistics tables are the exceptions).
 */
const currentBuilder = new AsyncLocalStorage<QueryBuilder<ObjectLiteral>>();
/** Rows read before a query-builder update/delete, for its after-event. */
const before = new WeakMap<QueryBuilder<ObjectLiteral>, ObjectLiteral[]>();

for (const Builder of [InsertQueryBuilder, UpdateQueryBuilder, DeleteQueryBuilder]) {
  const proto = Builder.prototype as unknown as { execute: (this: QueryBuilder<ObjectLiteral>) => Promise<unknown> };
  const execute = proto.execute;
  proto.execute = function (this: QueryBuilder<ObjectLiteral>) {
    const alias = this.expressionMap.mainAlias;
    if (!alias?.hasMetadata || !isAudited(alias.metadata) || !this.expressionMap.callListeners) {
      return execute.call(this);
    }
    // The change and its audit row commit together even when the caller opened no transaction.
    this.expressionMap.useTransaction = true;
    return currentBuilder.run(this, () => execute.call(this));
  };
}

/** The builder whose execute() broadcast this event, when it is a query-builder write on `metadata`. */
function builderOf(metadata: EntityMetadata): QueryBuilder<ObjectLiteral> | null {
  const qb = currentBuilder.getStore();
  return qb && qb.expressionMap.mainAlias?.metadata === metadata ? qb : null;
}

/** The rows the builder's WHERE selects, read (and locked on MariaDB) inside the write's transaction. */
async function rowsOf(manager: EntityManager, qb: QueryBuilder<ObjectLiteral>): Promise<ObjectLiteral[]> {
  const metadata = qb.expressionMap.mainAlias!.metadata;
  const select = manager.createQueryBuilder(metadata.target, qb.expressionMap.mainAlias!.name);
  select.expressionMap.wheres = qb.expressionMap.wheres;
  select.setParameters(qb.getParameters());
  if (manager.connection.options.type !== 'better-sqlite3' && manager.queryRunner?.isTransactionActive) {
    select.setLock('pessimistic_write');
  }
  return select.getMany();
}

/** Audit rows of a transaction's outer level, written together just before it commits. */
const waiting = new WeakMap<QueryRunner, QueryDeepPartialEntity<AuditLog>[]>();
/** 1 inside a transaction's outer level, more inside a savepoint (TypeORM keeps it on the runner). */
const depthOf = (runner: QueryRunner) => (runner as unknown as { transactionDepth?: number }).transactionDepth ?? 0;

/**
 * Writes an audit row with `manager`, the manager of the change. In the outer level of a
 * transaction the row waits for the commit (beforeTransactionCommit below), where the
 * transaction's rows go in one INSERT: a pass issued with its chitanță writes one statement
 * instead of two, while it holds its series' lock. They commit or roll back with the change as
 * before. Inside a savepoint, or with no transaction, the row is written at once, so that rolling
 * back to a savepoint cannot take the outer level's rows with it.
 */
export async function insertAudit(manager: EntityManager, row: QueryDeepPartialEntity<AuditLog>): Promise<void> {
  const runner = manager.queryRunner;
  if (runner?.isTransactionActive && depthOf(runner) === 1) {
    const rows = waiting.get(runner);
    if (rows) rows.push(row);
    else waiting.set(runner, [row]);
    return;
  }
  await insertRows(manager, row);
}

/**
 * The audit rows waiting for the commit of `manager`'s transaction, for a caller that changes them
 * before they are written: an erasure scrubs the old values its own writes recorded
 * (AuditService.redactClient()).
 */
export function waitingAudit(manager: EntityManager): QueryDeepPartialEntity<AuditLog>[] {
  const runner = manager.queryRunner;
  return (runner && waiting.get(runner)) || [];
}

/** Audit rows are written and never read back (a repository insert re-reads the defaults on SQLite). */
function insertRows(
  manager: EntityManager,
  rows: QueryDeepPartialEntity<AuditLog> | QueryDeepPartialEntity<AuditLog>[],
): Promise<unknown> {
  return manager.createQueryBuilder().insert().into(AuditLog).values(rows).updateEntity(false).execute();
}

/**
 * The audit row of a write on `metadata`'s table, as the subscriber writes it; null when there is
 * none (a row of no company, an update that changed nothing). Also for writes that the subscriber
 * does not see because their caller sends them as raw SQL (common/write-plan.ts).
 */
export function auditRow(
  metadata: EntityMetadata,
  action: 'create' | 'update' | 'delete',
  row: ObjectLiteral,
  changes: Changes | null,
): QueryDeepPartialEntity<AuditLog> | null {
  const companyId = rowCompanyId(metadata, row);
  if (companyId === null) return null;
  if (action === 'update' && (!changes || Object.keys(changes).length === 0)) return null;
  const actor = currentActor();
  const id = metadata.primaryColumns[0]?.getEntityValue(row) as unknown;
  return {
    company_id: companyId,
    actor_id: actor.actor_id,
    actor_role: actor.actor_role,
    action,
    entity: metadata.tableName,
    entity_id: id === undefined || id === null ? null : Number(id),
    client_id: rowClientId(metadata, row),
    changes: changes && Object.keys(changes).length ? JSON.stringify(changes) : null,
    ip: actor.ip,
    request_id: actor.request_id,
  };
}

/**
 * The audit rows waiting for the commit of `manager`'s transaction, handed to a caller that writes
 * them itself, in order, with its own (common/write-plan.ts): they are no longer written at commit.
 */
export function takeWaitingAudit(manager: EntityManager): QueryDeepPartialEntity<AuditLog>[] {
  const runner = manager.queryRunner;
  // Only the outer level's: rows waiting there are written after a savepoint's anyway.
  const rows = runner && depthOf(runner) === 1 ? waiting.get(runner) : undefined;
  if (!runner || !rows) return [];
  waiting.delete(runner);
  return rows;
}

async function write(
  manager: EntityManager,
  metadata: EntityMetadata,
  action: 'create' | 'update' | 'delete',
  row: ObjectLiteral,
  changes: Changes | null,
): Promise<void> {
  const audit = auditRow(metadata, action, row, changes);
  if (audit) await insertAudit(manager, audit);
}

@EventSubscriber()
export class AuditSubscriber implements EntitySubscriberInterface {
  async beforeTransactionCommit(event: TransactionCommitEvent): Promise<void> {
    const runner = event.queryRunner;
    const rows = depthOf(runner) === 1 ? waiting.get(runner) : undefined;
    if (!rows) return;
    waiting.delete(runner);
    await insertRows(runner.manager, rows);
  }

  afterTransactionRollback(event: TransactionRollbackEvent): void {
    if (depthOf(event.queryRunner) === 0) waiting.delete(event.queryRunner);
  }

  async afterInsert(event: InsertEvent<ObjectLiteral>): Promise<void> {
    if (!isAudited(event.metadata) || !event.entity) return;
    await write(
      event.manager,
      event.metadata,
      'create',
      event.entity,
      auditChanges(event.metadata, null, event.entity),
    );
  }

  async beforeUpdate(event: UpdateEvent<ObjectLiteral>): Promise<void> {
    if (!isAudited(event.metadata) || event.databaseEntity) return;
    const qb = builderOf(event.metadata);
    if (qb) before.set(qb, await rowsOf(event.manager, qb));
  }

  async afterUpdate(event: UpdateEvent<ObjectLiteral>): Promise<void> {
    if (!isAudited(event.metadata)) return;
    if (event.databaseEntity && event.entity) {
      // save(): the entity as loaded before, and as written.
      const changes = auditChanges(event.metadata, event.databaseEntity, { ...event.databaseEntity, ...event.entity });
      await write(event.manager, event.metadata, 'update', { ...event.databaseEntity, ...event.entity }, changes);
      return;
    }
    const qb = builderOf(event.metadata);
    const old = qb ? before.get(qb) : undefined;
    if (!qb || !old?.length) return;
    before.delete(qb);
    for (const row of old) {
      const idMap = event.metadata.getEntityIdMap(row);
      const after = idMap ? await event.manager.findOneBy(event.metadata.target, idMap) : null;
      if (!after) continue;
      await write(event.manager, event.metadata, 'update', after, auditChanges(event.metadata, row, after));
    }
  }

  async beforeRemove(event: RemoveEvent<ObjectLiteral>): Promise<void> {
    if (!isAudited(event.metadata) || event.databaseEntity || event.entity) return;
    const qb = builderOf(event.metadata);
    if (qb) before.set(qb, await rowsOf(event.manager, qb));
  }

  async afterRemove(event: RemoveEvent<ObjectLiteral>): Promise<void> {
    if (!isAudited(event.metadata)) return;
    const row = event.databaseEntity ?? event.entity;
    if (row) {
      const withId = { ...row };
      if (event.entityId !== undefined) event.metadata.primaryColumns[0]?.setEntityValue(withId, event.entityId);
      await write(event.manager, event.metadata, 'delete', withId, auditChanges(event.metadata, row, null));
      return;
    }
    const qb = builderOf(event.metadata);
    const old = qb ? before.get(qb) : undefined;
    if (!qb || !old) return;
    before.delete(qb);
    for (const r of old) await write(event.manager, event.metadata, 'delete', r, auditChanges(event.metadata, r, null));
  }
}
