// Generated from openapi.json by scripts/rtk-codegen.mjs (npm run openapi:types); do not edit.
import { inject, type Mutation, type Query } from '@/shared/api/endpoints';
import type * as S from '@/shared/api/schemas.generated';
export type * from '@/shared/api/schemas.generated';
export type SigningKeysControllerListApiArg = { companyId: number };
export const signingKeysEndpoints = inject<{
  signingKeysControllerRotate: Mutation<S.SigningKeyResponse, { companyId: number }>;
  signingKeysControllerList: Query<S.SigningKeysResponse, SigningKeysControllerListApiArg>;
  signingKeysControllerRetire: Mutation<S.SigningKeyRow, { companyId: number; id: number }>;
  signingKeysControllerReissueTokens: Mutation<S.ReissueTokensResponse, { companyId: number }>;
}>({
  signingKeysControllerRotate: { mutation: 'POST /api/company/{companyId}/signingKeys/rotate' },
  signingKeysControllerList: { query: 'GET /api/company/{companyId}/signingKeys' },
  signingKeysControllerRetire: { mutation: 'POST /api/company/{companyId}/signingKeys/{id}/retire' },
  signingKeysControllerReissueTokens: { mutation: 'POST /api/company/{companyId}/passes/reissueTokens' },
});
