// Generated from openapi.json by scripts/rtk-codegen.mjs (npm run openapi:types); do not edit.
import { baseApi as api } from '@/shared/api/baseApi';
import type { AuditEntryPage, AuditFilterDto } from '@/shared/api/schemas.generated';
export type * from '@/shared/api/schemas.generated';
const injectedRtkApi = api.injectEndpoints({
  endpoints: (build) => ({
    auditControllerList: build.query<AuditControllerListApiResponse, AuditControllerListApiArg>({
      query: (queryArg) => ({
        url: `/api/company/${encodeURIComponent(String(queryArg.companyId))}/auditLog`,
        method: 'POST',
        body: queryArg.auditFilterDto,
      }),
    }),
  }),
  overrideExisting: false,
});
export { injectedRtkApi as auditEndpoints };
export type AuditControllerListApiResponse = /** status 200 O pagină */ AuditEntryPage;
export type AuditControllerListApiArg = {
  companyId: number;
  auditFilterDto: AuditFilterDto;
};
