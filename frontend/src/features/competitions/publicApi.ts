import { baseApi } from '@/shared/api/baseApi';
import { buildPath, call } from '@/shared/api/routes';
import type { Answer, Body, Schemas } from '@/shared/api/schema';

/** The company's public site: its competitions, the registration request, the live page. */
export const publicCompetitionRoutes = {
  list: { method: 'GET', path: '/api/public/companies/{slug}/competitions' },
  get: { method: 'GET', path: '/api/public/companies/{slug}/competitions/{id}' },
  register: { method: 'POST', path: '/api/public/companies/{slug}/competitions/{id}/register' },
} as const;

export type PublicCompetitionItem = Schemas['PublicCompetitionListItem'];
export type PublicCompetition = Schemas['PublicCompetitionResponse'];
export type PublicWeighIn = Schemas['PublicWeighInResponse'];
export type RegistrationRequest = Body<'/api/public/companies/{slug}/competitions/{id}/register', 'post'>;

export const publicCompetitionsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    publicCompetitions: build.query<PublicCompetitionItem[], string>({
      query: (slug) => call(publicCompetitionRoutes.list, { slug }),
      extraOptions: { silent: true },
    }),
    registerTeam: build.mutation<
      Answer<'/api/public/companies/{slug}/competitions/{id}/register', 'post'>,
      RegistrationRequest & { slug: string; id: number }
    >({
      query: ({ slug, id, ...body }) => call(publicCompetitionRoutes.register, { slug, id }, { body }),
      // The form shows the answer's messages itself, on its fields.
      extraOptions: { silent: true },
    }),
  }),
});

export const { usePublicCompetitionsQuery, useRegisterTeamMutation } = publicCompetitionsApi;

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
  const res = await fetch(buildPath(publicCompetitionRoutes.get.path, { slug, id }), {
    headers,
    cache: 'no-store',
    signal,
  });
  if (res.status === 304) return { status: 304, data: null, etag };
  if (!res.ok) return { status: res.status, data: null, etag: null };
  return { status: res.status, data: (await res.json()) as PublicCompetition, etag: res.headers.get('ETag') };
}
