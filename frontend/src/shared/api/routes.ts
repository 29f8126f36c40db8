/**
 * Every HTTP call of the front end is declared in a route table (`<feature>Routes`) with its
 * OpenAPI-style path (`/api/company/{companyId}/update`). A contract test checks each entry
 * against the backend's OpenAPI document, so endpoints never write a path by hand.
 */
import type { FetchArgs } from '@reduxjs/toolkit/query';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface ApiRoute {
  readonly method: HttpMethod;
  readonly path: string;
}

export type PathParams = Record<string, string | number>;

/** Fills `{placeholders}`; throws when one is missing so a bad call never reaches the server. */
export function buildPath(path: string, params: PathParams = {}): string {
  return path.replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined || value === null || value === '') {
      throw new Error(`Missing path parameter "${name}" for ${path}`);
    }
    return encodeURIComponent(String(value));
  });
}

/** RTK Query fetch arguments for a route: `call(routes.login, {}, { body })`. */
export function call(
  route: ApiRoute,
  params?: PathParams,
  options: { body?: unknown; query?: Record<string, unknown> } = {},
): FetchArgs {
  const args: FetchArgs = { url: buildPath(route.path, params), method: route.method };
  if (options.body !== undefined) args.body = options.body;
  if (options.query) {
    args.params = Object.fromEntries(
      Object.entries(options.query).filter(([, v]) => v !== undefined && v !== null && v !== ''),
    );
  }
  return args;
}
