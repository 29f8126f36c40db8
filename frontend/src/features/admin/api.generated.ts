// Generated from openapi.json by scripts/rtk-codegen.mjs (npm run openapi:types); do not edit.
import { inject, type Mutation, type Query } from '@/shared/api/endpoints';
import type * as S from '@/shared/api/schemas.generated';
export type * from '@/shared/api/schemas.generated';
export type AdminControllerListApiArg = S.ListArgs;
export const adminEndpoints = inject<{
  adminControllerList: Query<S.AdminCompanyPage, AdminControllerListApiArg>;
  adminControllerSuspend: Mutation<S.CompanyBaseResponse, { id: number }>;
  adminControllerActivate: Mutation<S.CompanyBaseResponse, { id: number }>;
}>({
  adminControllerList: {
    query: 'GET /api/admin/companies',
    params: ['page', 'per_page', 'search', 'sort_by', 'sort_dir', 'after'],
  },
  adminControllerSuspend: { mutation: 'POST /api/admin/companies/{id}/suspend' },
  adminControllerActivate: { mutation: 'POST /api/admin/companies/{id}/activate' },
});
