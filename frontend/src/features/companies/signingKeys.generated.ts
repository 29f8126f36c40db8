// Generated from openapi.json by scripts/rtk-codegen.mjs (npm run openapi:types); do not edit.
import { inject, type Mutation, type Query } from '@/shared/api/endpoints';
import type {
  ReissueTokensResponse,
  SigningKeyResponse,
  SigningKeyRow,
  SigningKeysResponse,
} from '@/shared/api/schemas.generated';
export type * from '@/shared/api/schemas.generated';
export type SigningKeysControllerListApiArg = { companyId: number };
export const signingKeysEndpoints = inject<{
  signingKeysControllerRotate: Mutation<SigningKeyResponse, { companyId: number }>;
  signingKeysControllerList: Query<SigningKeysResponse, SigningKeysControllerListApiArg>;
  signingKeysControllerRetire: Mutation<SigningKeyRow, { companyId: number; id: number }>;
  signingKeysControllerReissueTokens: Mutation<ReissueTokensResponse, { companyId: number }>;
}>({
  signingKeysControllerRotate: { mutation: 'POST /api/company/{companyId}/signingKeys/rotate' },
  signingKeysControllerList: { query: 'GET /api/company/{companyId}/signingKeys' },
  signingKeysControllerRetire: { mutation: 'POST /api/company/{companyId}/signingKeys/{id}/retire' },
  signingKeysControllerReissueTokens: { mutation: 'POST /api/company/{companyId}/passes/reissueTokens' },
});
