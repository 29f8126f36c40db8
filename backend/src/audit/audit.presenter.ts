import { Instant, Int, Nested, OneOf, Text } from '@app/common/openapi';
import { AUDIT_ACTIONS, type AuditAction } from './dto/audit-filter.dto';
import type { AuditLog } from './audit-log.entity';

/** One changed field; personal data shows as `***`. */
export class AuditChangeResponse {
  @Text() field: string;
  @Text({ nullable: true }) old: string | null;
  @Text({ nullable: true }) new: string | null;
}

export class AuditEntryResponse {
  @Int() id: number;
  @Int({ nullable: true, description: 'null: sistemul (jobul de retenție)' }) actor_id: number | null;
  @Text({ nullable: true }) actor_name: string | null;
  @Int({ nullable: true }) actor_role: number | null;
  @OneOf(AUDIT_ACTIONS) action: AuditAction;
  @Text() entity: string;
  @Int({ nullable: true }) entity_id: number | null;
  @Text({
    nullable: true,
    description:
      'Numele înregistrării (permisul „A 12”, apa...), cum arată acum; null: ștearsă, un client (date personale) sau fără nume',
  })
  entity_label: string | null;
  @Int({ nullable: true }) client_id: number | null;
  @Nested([AuditChangeResponse]) changes: AuditChangeResponse[];
  @Text({ nullable: true }) ip: string | null;
  @Text({ nullable: true }) request_id: string | null;
  @Instant() created_at: Date;
}

const text = (v: unknown): string | null =>
  v === null || v === undefined ? null : typeof v === 'string' ? v : JSON.stringify(v);

export function presentAudit(
  row: AuditLog,
  actorName: string | null,
  entityLabel: string | null = null,
): AuditEntryResponse {
  const changes = row.changes ? (JSON.parse(row.changes) as Record<string, [unknown, unknown]>) : {};
  return {
    id: row.id,
    actor_id: row.actor_id,
    actor_name: actorName,
    actor_role: row.actor_role,
    action: row.action as AuditAction,
    entity: row.entity,
    entity_id: row.entity_id,
    entity_label: entityLabel,
    client_id: row.client_id,
    changes: Object.entries(changes).map(([field, [a, b]]) => ({ field, old: text(a), new: text(b) })),
    ip: row.ip,
    request_id: row.request_id,
    created_at: row.created_at,
  };
}
