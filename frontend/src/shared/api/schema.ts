/**
 * The API's types, generated from openapi.json (`npm run openapi`, then openapi-typescript writes
 * ./openapi.d.ts during typecheck and build). A feature names its wire types from its generated
 * endpoints (features/<feature>/api.generated.ts); `Schemas` names the others, never copying an
 * entity's fields by hand.
 */
import type { components } from './openapi';

export type Schemas = components['schemas'];
