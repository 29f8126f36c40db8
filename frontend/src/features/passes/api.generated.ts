// Generated from openapi.json by scripts/rtk-codegen.mjs (npm run openapi:types); do not edit.
import { inject, type Mutation, type Query } from '@/shared/api/endpoints';
import type {
  CancelDto,
  CreatePassDto,
  PassFilterDto,
  PassPage,
  PassResponse,
  UpdatePassDto,
} from '@/shared/api/schemas.generated';
export type * from '@/shared/api/schemas.generated';
export type PassesControllerListApiArg = { companyId: number; passFilterDto: PassFilterDto };
export const passesEndpoints = inject<{
  passesControllerList: Query<PassPage, PassesControllerListApiArg>;
  passesControllerCreate: Mutation<PassResponse, { companyId: number; clientId: number; createPassDto: CreatePassDto }>;
  passesControllerGet: Query<PassResponse, { companyId: number; id: number }>;
  passesControllerUpdate: Mutation<PassResponse, { companyId: number; id: number; updatePassDto: UpdatePassDto }>;
  passesControllerCancel: Mutation<PassResponse, { companyId: number; id: number; cancelDto: CancelDto }>;
}>({
  passesControllerList: { query: 'POST /api/company/{companyId}/passes', body: 'passFilterDto' },
  passesControllerCreate: {
    mutation: 'POST /api/company/{companyId}/clients/{clientId}/createPass',
    body: 'createPassDto',
  },
  passesControllerGet: { query: 'GET /api/company/{companyId}/passes/{id}' },
  passesControllerUpdate: { mutation: 'POST /api/company/{companyId}/passes/{id}/update', body: 'updatePassDto' },
  passesControllerCancel: { mutation: 'POST /api/company/{companyId}/passes/{id}/delete', body: 'cancelDto' },
});
