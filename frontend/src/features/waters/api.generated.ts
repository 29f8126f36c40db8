// Generated from openapi.json by scripts/rtk-codegen.mjs (npm run openapi:types); do not edit.
import { inject, type Mutation, type Query } from '@/shared/api/endpoints';
import type * as S from '@/shared/api/schemas.generated';
export type * from '@/shared/api/schemas.generated';
export type WatersControllerListApiArg = { companyId: number } & S.ListArgs & {
    active?: ('1' | '0' | 'true' | 'false') | null;
  };
export const watersEndpoints = inject<{
  watersControllerList: Query<S.WaterResponse[], WatersControllerListApiArg>;
  watersControllerCreate: Mutation<S.WaterResponse, { companyId: number; createWaterDto: S.CreateWaterDto }>;
  watersControllerGet: Query<S.WaterResponse, { companyId: number; id: number }>;
  watersControllerUpdate: Mutation<
    S.WaterResponse,
    { companyId: number; id: number; updateWaterDto: S.UpdateWaterDto }
  >;
  watersControllerRemove: Mutation<S.MessageResponse, { companyId: number; id: number }>;
}>({
  watersControllerList: {
    query: 'GET /api/company/{companyId}/waters',
    params: ['page', 'per_page', 'search', 'sort_by', 'sort_dir', 'after', 'active'],
  },
  watersControllerCreate: { mutation: 'POST /api/company/{companyId}/createWater', body: 'createWaterDto' },
  watersControllerGet: { query: 'GET /api/company/{companyId}/waters/{id}' },
  watersControllerUpdate: { mutation: 'POST /api/company/{companyId}/waters/{id}/update', body: 'updateWaterDto' },
  watersControllerRemove: { mutation: 'POST /api/company/{companyId}/waters/{id}/delete' },
});
