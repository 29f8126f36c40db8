import type { EndpointDefinitions, MutationDefinition, QueryDefinition, TagTypesFromApi } from '@reduxjs/toolkit/query';
import { baseApi } from './baseApi';
import type { baseQuery } from './baseQuery';

/*
 * What a feature's generated endpoints (features/<feature>/api.generated.ts, written by
 * scripts/rtk-codegen.mjs from openapi.json) are made of: each endpoint is its types (Query or
 * Mutation: the answer and the argument) and its route, and `inject` turns the routes into the
 * requests @rtk-query/codegen-openapi would write, injected into the one base API.
 */

type Tags = TagTypesFromApi<typeof baseApi>;
/** A read: cached, refetched and shared by the screens that ask for the same argument. */
export type Query<Answer, Arg> = QueryDefinition<Arg, typeof baseQuery, Tags, Answer, 'api'>;
export type Mutation<Answer, Arg> = MutationDefinition<Arg, typeof baseQuery, Tags, Answer, 'api'>;

/**
 * An endpoint's request: `'<METHOD> <path>'` under the key of its kind (a POSTed filter is still a
 * query), each `{name}` of the path filled from the argument's `name`; `body` names the argument's
 * member sent as the JSON body; `params` the query parameters, each read from the argument's member
 * of the same name in camelCase (`per_page` from `perPage`).
 */
export type Route = ({ query: string } | { mutation: string }) & { body?: string; params?: readonly string[] };

const camel = (name: string) => name.replace(/_(\w)/g, (_, letter: string) => letter.toUpperCase());

/** The request of a route for an argument, as @rtk-query/codegen-openapi writes it. */
export function request(route: Route) {
  const [method, path] = ('query' in route ? route.query : route.mutation).split(' ');
  const { body, params } = route;
  return (arg: unknown) => {
    const from = (arg ?? {}) as Record<string, unknown>;
    return {
      url: path.replace(/\{(\w+)\}/g, (_, name: string) => encodeURIComponent(String(from[name]))),
      ...(method === 'GET' ? {} : { method }),
      ...(body ? { body: from[body] } : {}),
      ...(params ? { params: Object.fromEntries(params.map((name) => [name, from[camel(name)]])) } : {}),
    };
  };
}

/** Injects a feature's endpoints, typed by `Endpoints` (Query and Mutation), each from its route. */
export function inject<Endpoints extends EndpointDefinitions>(routes: { [Name in keyof Endpoints]: Route }) {
  return baseApi.injectEndpoints({
    endpoints: (build) =>
      Object.fromEntries(
        Object.entries<Route>(routes).map(([name, route]) => [
          name,
          'query' in route ? build.query({ query: request(route) }) : build.mutation({ query: request(route) }),
        ]),
      ) as Endpoints,
    overrideExisting: false,
  });
}
