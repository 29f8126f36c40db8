/**
 * The API's types, generated from openapi.json (`npm run openapi`, then openapi-typescript writes
 * ./openapi.d.ts during typecheck and build). Slices name wire types through these helpers and
 * never copy an entity's fields by hand.
 */
import type { components, paths } from './openapi';

export type Schemas = components['schemas'];

type Json<T> = T extends { content: { 'application/json': infer B } } ? B : never;
type Operation<P extends keyof paths, M extends string> = M extends keyof paths[P] ? paths[P][M] : never;

/** The JSON body an operation takes: `Body<'/api/login', 'post'>`. */
export type Body<P extends keyof paths, M extends string> =
  Operation<P, M> extends { requestBody?: infer R } ? Json<NonNullable<R>> : never;

/** The JSON an operation answers on success (its 200, else its 201). */
export type Answer<P extends keyof paths, M extends string> =
  Operation<P, M> extends { responses: infer R }
    ? R extends { 200: infer OK }
      ? Json<OK>
      : R extends { 201: infer Created }
        ? Json<Created>
        : never
    : never;
