/**
 * The address of a call that cannot go through RTK Query (an upload with its progress, a file's
 * bytes, a read with its own ETag, the offline check's plain fetch, every page of a list read as one): keyed by the OpenAPI path and
 * method of frontend/src/shared/api/openapi.d.ts, so the compiler refuses a path or method that
 * openapi.json does not have, and a `{placeholder}` left without its value. Every other call is a
 * generated endpoint (scripts/rtk-codegen.mjs).
 */
import type { paths } from './openapi';

type Method = 'get' | 'post' | 'put' | 'patch' | 'delete';

/** The methods openapi.json declares for a path (openapi-typescript writes `get?: never` for the others). */
type ApiMethod<P extends keyof paths> = {
  [M in Method]: [NonNullable<paths[P][M]>] extends [never] ? never : M;
}[Method];

/** The `{names}` of a path. */
type Placeholders<P> = P extends `${string}{${infer N}}${infer Rest}` ? N | Placeholders<Rest> : never;

type PathParams<P> = Record<Placeholders<P>, string | number>;

/** `/api/company/7/fiscalAgent/download` from `('get', '/api/company/{companyId}/fiscalAgent/download', { companyId: 7 })`. */
export function apiPath<P extends keyof paths>(
  _method: ApiMethod<P>,
  path: P,
  ...[params]: [Placeholders<P>] extends [never] ? [] : [PathParams<P>]
): string {
  return path.replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = (params as Record<string, string | number> | undefined)?.[name];
    if (value === undefined || value === null || value === '') {
      throw new Error(`Missing path parameter "${name}" for ${path}`);
    }
    return encodeURIComponent(String(value));
  });
}
