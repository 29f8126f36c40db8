// Generated from openapi.json by scripts/rtk-codegen.mjs (npm run openapi:types); do not edit.
import { inject, type Mutation, type Query } from '@/shared/api/endpoints';
import type * as S from '@/shared/api/schemas.generated';
export type * from '@/shared/api/schemas.generated';
export type PassesControllerListApiArg = { companyId: number; passFilterDto: S.PassFilterDto };
export const passesEndpoints = inject<{
  passesControllerList: Query<S.PassPage, PassesControllerListApiArg>;
  passesControllerCreate: Mutation<
    S.PassResponse,
    { companyId: number; clientId: number; createPassDto: S.CreatePassDto }
  >;
  passesControllerGet: Query<S.PassResponse, { companyId: number; id: number }>;
  passesControllerUpdate: Mutation<S.PassResponse, { companyId: number; id: number; updatePassDto: S.UpdatePassDto }>;
  passesControllerCancel: Mutation<
    S.PassResponse,
    { companyId: number; id: number; cancelDocumentDto: S.CancelDocumentDto }
  >;
}>({
  passesControllerList: { query: 'POST /api/company/{companyId}/passes', body: 'passFilterDto' },
  passesControllerCreate: {
    mutation: 'POST /api/company/{companyId}/clients/{clientId}/createPass',
    body: 'createPassDto',
  },
  passesControllerGet: { query: 'GET /api/company/{companyId}/passes/{id}' },
  passesControllerUpdate: { mutation: 'POST /api/company/{companyId}/passes/{id}/update', body: 'updatePassDto' },
  passesControllerCancel: { mutation: 'POST /api/company/{companyId}/passes/{id}/delete', body: 'cancelDocumentDto' },
});
