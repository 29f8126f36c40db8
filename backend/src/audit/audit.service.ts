import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { EntityManager, In, Repository } from 'typeorm';
import { AppException } from '@app/common/app-exception';
import { pageParams, toPage } from '@app/common/pagination';
import { sortColumn } from '@app/common/references';
import { tenantScoped, tenantWhere } from '@app/common/tenancy';
import { bucharestDayEnd, bucharestDayStart } from '@app/common/time';
import { UsersService } from '@app/users/users.service';
import { currentActor } from './audit-context';
import { AuditLog } from './audit-log.entity';
import { insertAudit, waitingAudit } from './audit.subscriber';
import { mask, redactChanges } from './audit-values';
import { presentAudit } from './audit.presenter';
import type { AuditAction, AuditFilterDto } from './dto/audit-filter.dto';

const SORT = { created_at: 'a.created_at', entity: 'a.entity', action: 'a.action' };

/**
 * How a record is named on the audit screen, per table: the columns read and the name made of them,
 * as the record is now, read from its own table within the company. Only what is not personal data
 * (audit-values.ts PERSONAL): a client or a booking's guest is never named here, as the trail's own
 * values stay masked. A user's name is shown already as the actor's.
 */
const RECORD_LABELS: Record<string, { columns: string[]; label: (r: Record<string, unknown>) => string | null }> = {
  passes: { columns: ['series', 'number'], label: (r) => `${String(r.series)} ${String(r.number)}` },
  receipts: { columns: ['series', 'number'], label: (r) => `${String(r.series)} ${String(r.number)}` },
  waters: { columns: ['name'], label: (r) => String(r.name) },
  plans: { columns: ['name'], label: (r) => String(r.name) },
  discounts: { columns: ['name'], label: (r) => String(r.name) },
  users: { columns: ['name'], label: (r) => String(r.name) },
  stands: {
    columns: ['number', 'name'],
    label: (r) => (typeof r.name === 'string' && r.name ? `${String(r.number)} · ${r.name}` : String(r.number)),
  },
  doc_series: { columns: ['series'], label: (r) => String(r.series) },
};

@Injectable()
export class AuditService {
  constructor(
    @InjectRepository(AuditLog) private readonly rows: Repository<AuditLog>,
    private readonly users: UsersService,
  ) {}

  /**
   * A row for what is not a write of an entity (a document read, an export, a list read, an
   * anonymization and its redaction), inside the caller's transaction when `em` is one. The details
   * are masked as an entity's fields are (audit-values.ts PERSONAL).
   */
  async record(
    em: EntityManager,
    companyId: number,
    action: Extract<AuditAction, 'read' | 'export' | 'anonymize' | 'redact'>,
    entity: string,
    entityId: number | null,
    clientId: number | null,
    details: Record<string, unknown> = {},
  ): Promise<void> {
    const actor = currentActor();
    const changes = Object.fromEntries(Object.entries(details).map(([k, v]) => [k, [null, mask(entity, k, v)]]));
    await insertAudit(em, {
      company_id: companyId,
      actor_id: actor.actor_id,
      actor_role: actor.actor_role,
      action,
      entity,
      entity_id: entityId,
      client_id: clientId,
      changes: Object.keys(changes).length ? JSON.stringify(changes) : null,
      ip: actor.ip,
      request_id: actor.request_id,
    });
  }

  /**
   * Erasure outranks the append-only trail (SECURITY.md, "Erasure"): the rows already written about
   * a client being anonymized (the client, and its bookings, passes, receipts, documents and their
   * files, found by client or by entity id: a guest booking's first rows have no client) are
   * redacted in place with `em`, the anonymization's transaction. Answers how many rows changed.
   */
  async redactClient(
    em: EntityManager,
    companyId: number,
    clientId: number,
    entityIds: Record<string, number[]>,
    erased: readonly string[],
  ): Promise<number> {
    const where = tenantWhere<AuditLog>(companyId, { client_id: clientId });
    const rows = await em.find(AuditLog, { where });
    // The files of documents deleted earlier are found by the media_id their document rows recorded.
    const media = new Set(entityIds.media ?? []);
    for (const row of rows) {
      if (row.entity !== 'client_documents' || !row.changes) continue;
      const pair = (JSON.parse(row.changes) as Record<string, unknown>).media_id;
      const id = Array.isArray(pair) ? Number(pair[1] ?? pair[0]) : NaN;
      if (Number.isInteger(id) && id > 0) media.add(id);
    }
    return this.redactRows(em, companyId, rows, { ...entityIds, media: [...media] }, erased);
  }

  /**
   * The same redaction for records that belong to no client (the retention run's guests,
   * privacy/privacy.service.ts run()): the rows written about these entities, and the run's own
   * writes waiting for its commit. Answers how many rows changed.
   */
  redactRecords(
    em: EntityManager,
    companyId: number,
    entityIds: Record<string, number[]>,
    erased: readonly string[],
  ): Promise<number> {
    return this.redactRows(em, companyId, [], entityIds, erased);
  }

  private async redactRows(
    em: EntityManager,
    companyId: number,
    rows: AuditLog[],
    byEntity: Record<string, number[]>,
    erased: readonly string[],
  ): Promise<number> {
    for (const [entity, ids] of Object.entries(byEntity)) {
      if (!ids.length) continue;
      rows.push(
        ...(await em.find(AuditLog, { where: tenantWhere<AuditLog>(companyId, { entity, entity_id: In(ids) }) })),
      );
    }
    const seen = new Set<number>();
    let changed = 0;
    for (const row of rows) {
      if (seen.has(row.id) || !row.changes) continue;
      seen.add(row.id);
      const redacted = redactChanges(row.entity, row.changes, erased);
      if (redacted === null) continue;
      await em.update(AuditLog, { id: row.id, company_id: companyId }, { changes: redacted });
      changed++;
    }
    // The erasure's own writes wait for its commit with the old values they replaced (a team's
    // name "Echipa Popescu" → "Echipa ***"): scrubbed before they are written.
    for (const row of waitingAudit(em)) {
      if (typeof row.entity !== 'string' || typeof row.changes !== 'string') continue;
      const redacted = redactChanges(row.entity, row.changes, erased);
      if (redacted !== null) row.changes = redacted;
    }
    return changed;
  }

  async list(companyId: number, filter: AuditFilterDto) {
    if (filter.date_from && filter.date_to && filter.date_from > filter.date_to) {
      throw AppException.invalid({ date_to: ['Data de sfârșit nu poate fi înaintea datei de început.'] });
    }
    const { page, perPage, skip } = pageParams(filter);
    const qb = tenantScoped(this.rows.createQueryBuilder('a'), 'a', companyId);
    if (filter.actor_id) qb.andWhere('a.actor_id = :actorId', { actorId: filter.actor_id });
    if (filter.entity) qb.andWhere('a.entity = :entity', { entity: filter.entity });
    if (filter.entity_id) qb.andWhere('a.entity_id = :entityId', { entityId: filter.entity_id });
    if (filter.action) qb.andWhere('a.action = :action', { action: filter.action });
    if (filter.date_from) qb.andWhere('a.created_at >= :from', { from: bucharestDayStart(filter.date_from) });
    if (filter.date_to) qb.andWhere('a.created_at < :to', { to: bucharestDayEnd(filter.date_to) });
    const column = sortColumn(SORT, filter.sort_by, 'a.created_at');
    const dir = (filter.sort_dir ?? (column === 'a.created_at' ? 'desc' : 'asc')) === 'desc' ? 'DESC' : 'ASC';
    const [rows, total] = await qb
      .orderBy(column, dir)
      .addOrderBy('a.id', dir)
      .skip(skip)
      .take(perPage)
      .getManyAndCount();
    const [names, labels] = await Promise.all([this.actorNames(companyId, rows), this.recordLabels(companyId, rows)]);
    return toPage(
      rows.map((r) =>
        presentAudit(
          r,
          r.actor_id ? (names.get(r.actor_id) ?? null) : null,
          labels.get(`${r.entity}:${r.entity_id}`) ?? null,
        ),
      ),
      total,
      page,
      perPage,
    );
  }

  /** Every row about one client (the client, its passes, receipts, documents...), oldest first. */
  async aboutClient(companyId: number, clientId: number) {
    const rows = await this.rows.find({
      where: tenantWhere<AuditLog>(companyId, { client_id: clientId }),
      order: { id: 'ASC' },
    });
    const names = await this.actorNames(companyId, rows);
    return rows.map((r) => presentAudit(r, r.actor_id ? (names.get(r.actor_id) ?? null) : null));
  }

  /** The names of the page's records: one query per table on the page, by id within the company. */
  private async recordLabels(companyId: number, rows: AuditLog[]): Promise<Map<string, string>> {
    const byTable = new Map<string, Set<number>>();
    for (const r of rows) {
      if (r.entity_id === null || !RECORD_LABELS[r.entity]) continue;
      byTable.set(r.entity, (byTable.get(r.entity) ?? new Set()).add(r.entity_id));
    }
    const labels = new Map<string, string>();
    await Promise.all(
      [...byTable].map(async ([table, ids]) => {
        const { columns, label } = RECORD_LABELS[table];
        const found = await tenantScoped(
          this.rows.manager
            .createQueryBuilder()
            .select(['r.id AS id', ...columns.map((c) => `r.${c} AS ${c}`)])
            .from(table, 'r')
            .where('r.id IN (:...ids)', { ids: [...ids] }),
          'r',
          companyId,
        ).getRawMany<Record<string, unknown>>();
        for (const r of found) {
          const name = label(r);
          if (name) labels.set(`${table}:${Number(r.id)}`, name);
        }
      }),
    );
    return labels;
  }

  private async actorNames(companyId: number, rows: AuditLog[]): Promise<Map<number, string>> {
    const ids = [...new Set(rows.map((r) => r.actor_id).filter((id): id is number => id !== null))];
    return this.users.names(companyId, ids);
  }
}
