// Generated from openapi.json by scripts/rtk-codegen.mjs (npm run openapi:types); do not edit.
import { inject, type Query } from '@/shared/api/endpoints';
import type * as S from '@/shared/api/schemas.generated';
export type * from '@/shared/api/schemas.generated';

export const publicEndpoints = inject<{
  publicControllerCompany: Query<S.PublicCompanyResponse, { slug: string }>;
  publicControllerPass: Query<S.PublicPassResponse, { code: string; company: string }>;
}>({
  publicControllerCompany: { query: 'GET /api/public/companies/{slug}' },
  publicControllerPass: { query: 'GET /api/public/passes/{code}', params: ['company'] },
});
