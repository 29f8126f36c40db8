import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsOptional, IsString, Matches, MaxLength } from 'class-validator';
import { ListFilterDto } from '@app/common/pagination';
import { DateOnly, FilterOneOf, OptionalId } from '@app/common/validation/fields';
import { ro } from '@app/common/validation/messages';

export const AUDIT_ACTIONS = ['create', 'update', 'delete', 'read', 'export', 'anonymize', 'redact'] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

/** POST {base}/auditLog: newest first unless sorted otherwise; every filter optional. */
export class AuditFilterDto extends ListFilterDto {
  /** The user who acted (GET users for the ids). */
  @OptionalId()
  actor_id?: number | null;

  /** The table: clients, passes, receipts, client_documents, ... */
  @ApiPropertyOptional({ type: String, nullable: true, example: 'clients' })
  @IsOptional()
  @IsString({ message: ro.string })
  @MaxLength(40, { message: ro.maxLength })
  @Matches(/^[a-z_]*$/, { message: ro.inList })
  entity?: string | null;

  @OptionalId()
  entity_id?: number | null;

  @FilterOneOf(AUDIT_ACTIONS)
  action?: AuditAction | null;

  @DateOnly(false)
  date_from?: string | null;

  @DateOnly(false)
  date_to?: string | null;
}
