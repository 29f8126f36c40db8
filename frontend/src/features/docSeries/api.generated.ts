// Generated from openapi.json by scripts/rtk-codegen.mjs (npm run openapi:types); do not edit.
import { inject, type Mutation, type Query } from '@/shared/api/endpoints';
import type * as S from '@/shared/api/schemas.generated';
export type * from '@/shared/api/schemas.generated';
export type DocSeriesControllerListApiArg = { companyId: number; type?: ('pass' | 'receipt' | 'cash') | null };
export const docSeriesEndpoints = inject<{
  docSeriesControllerList: Query<S.DocSeriesResponse[], DocSeriesControllerListApiArg>;
  docSeriesControllerCreate: Mutation<
    S.DocSeriesResponse,
    { companyId: number; createDocSeriesDto: S.CreateDocSeriesDto }
  >;
  docSeriesControllerGet: Query<S.DocSeriesResponse, { companyId: number; id: number }>;
  docSeriesControllerUpdate: Mutation<
    S.DocSeriesResponse,
    { companyId: number; id: number; updateDocSeriesDto: S.UpdateDocSeriesDto }
  >;
  docSeriesControllerRemove: Mutation<S.MessageResponse, { companyId: number; id: number }>;
}>({
  docSeriesControllerList: { query: 'GET /api/company/{companyId}/docSeries', params: ['type'] },
  docSeriesControllerCreate: { mutation: 'POST /api/company/{companyId}/createDocSery', body: 'createDocSeriesDto' },
  docSeriesControllerGet: { query: 'GET /api/company/{companyId}/docSeries/{id}' },
  docSeriesControllerUpdate: {
    mutation: 'POST /api/company/{companyId}/docSeries/{id}/update',
    body: 'updateDocSeriesDto',
  },
  docSeriesControllerRemove: { mutation: 'POST /api/company/{companyId}/docSeries/{id}/delete' },
});
