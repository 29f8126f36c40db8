// Generated from openapi.json by scripts/rtk-codegen.mjs (npm run openapi:types); do not edit.
import { inject, type Query } from '@/shared/api/endpoints';
import type * as S from '@/shared/api/schemas.generated';
export type * from '@/shared/api/schemas.generated';

export const statesEndpoints = inject<{
  referenceControllerStates: Query<S.StateResponse[], void>;
}>({
  referenceControllerStates: { query: 'GET /states' },
});
