// Generated from openapi.json by scripts/rtk-codegen.mjs (npm run openapi:types); do not edit.
import { inject, type Query } from '@/shared/api/endpoints';
import type * as S from '@/shared/api/schemas.generated';
export type * from '@/shared/api/schemas.generated';
export type AuditControllerListApiArg = { companyId: number; auditFilterDto: S.AuditFilterDto };
export const auditEndpoints = inject<{
  auditControllerList: Query<S.AuditEntryPage, AuditControllerListApiArg>;
}>({
  auditControllerList: { query: 'POST /api/company/{companyId}/auditLog', body: 'auditFilterDto' },
});
