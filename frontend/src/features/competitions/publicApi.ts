import { apiPath } from '@/shared/api/apiPath';
import type { Schemas } from '@/shared/api/schema';
import {
  publicCompetitionsEndpoints,
  type PublicCompetitionListItem,
  type PublicRegistrationDto,
} from './publicCompetitions.generated';

/**
 * The company's public site: its competitions, the registration request (generated from
 * openapi.json, publicCompetitions.generated.ts), the live page (fetch with its own ETag).
 */
export type PublicCompetitionItem = PublicCompetitionListItem;
export type PublicCompetition = Schemas['PublicCompetitionResponse'];
export type PublicWeighIn = Schemas['PublicWeighInResponse'];
export type RegistrationRequest = PublicRegistrationDto;

export const publicCompetitionsApi = publicCompetitionsEndpoints.enhanceEndpoints({
  endpoints: {
    publicCompetitionsControllerList: { extraOptions: { silent: true } },
    // The form shows the answer's messages itself, on its fields.
    publicCompetitionsControllerRegister: { extraOptions: { silent: true } },
  },
});

export const {
  usePublicCompetitionsControllerListQuery: usePublicCompetitionsQuery,
  usePublicCompetitionsControllerRegisterMutation: useRegisterTeamMutation,
} = publicCompetitionsApi;

/** One read of the live page: the new state, or `null` when it has not changed since `etag` (304). */
export async function fetchLive(
  slug: string,
  id: number,
  etag: string | null,
  signal?: AbortSignal,
): Promise<{ status: number; data: PublicCompetition | null; etag: string | null }> {
  const headers: Record<string, string> = { Accept: 'application/json' };
  if (etag) headers['If-None-Match'] = etag;
  // `no-store`: the page sends If-None-Match itself, so a 304 reaches it (and costs no body).
  const res = await fetch(apiPath('get', '/api/public/companies/{slug}/competitions/{id}', { slug, id }), {
    headers,
    cache: 'no-store',
    signal,
  });
  if (res.status === 304) return { status: 304, data: null, etag };
  if (!res.ok) return { status: res.status, data: null, etag: null };
  return { status: res.status, data: (await res.json()) as PublicCompetition, etag: res.headers.get('ETag') };
}
