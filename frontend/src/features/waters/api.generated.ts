// Generated from openapi.json by scripts/rtk-codegen.mjs (npm run openapi:types); do not edit.
import { inject, type Mutation, type Query } from '@/shared/api/endpoints';
import type {
  CreateWaterDto,
  ListArgs,
  MessageResponse,
  UpdateWaterDto,
  WaterResponse,
} from '@/shared/api/schemas.generated';
export type * from '@/shared/api/schemas.generated';
export type WatersControllerListApiArg = { companyId: number } & ListArgs & {
    active?: ('1' | '0' | 'true' | 'false') | null;
  };
export const watersEndpoints = inject<{
  watersControllerList: Query<WaterResponse[], WatersControllerListApiArg>;
  watersControllerCreate: Mutation<WaterResponse, { companyId: number; createWaterDto: CreateWaterDto }>;
  watersControllerGet: Query<WaterResponse, { companyId: number; id: number }>;
  watersControllerUpdate: Mutation<WaterResponse, { companyId: number; id: number; updateWaterDto: UpdateWaterDto }>;
  watersControllerRemove: Mutation<MessageResponse, { companyId: number; id: number }>;
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
