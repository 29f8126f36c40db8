// Generated from openapi.json by scripts/rtk-codegen.mjs (npm run openapi:types); do not edit.
import { inject, type Mutation, type Query } from '@/shared/api/endpoints';
import type * as S from '@/shared/api/schemas.generated';
export type * from '@/shared/api/schemas.generated';
export type PublicCompetitionsControllerListApiArg = { slug: string };
export const publicCompetitionsEndpoints = inject<{
  publicCompetitionsControllerList: Query<S.PublicCompetitionListItem[], PublicCompetitionsControllerListApiArg>;
  publicCompetitionsControllerRegister: Mutation<
    S.PublicRegistrationResponse,
    { slug: string; id: number; publicRegistrationDto: S.PublicRegistrationDto }
  >;
}>({
  publicCompetitionsControllerList: { query: 'GET /api/public/companies/{slug}/competitions' },
  publicCompetitionsControllerRegister: {
    mutation: 'POST /api/public/companies/{slug}/competitions/{id}/register',
    body: 'publicRegistrationDto',
  },
});
