import { baseApi } from '@/shared/api/baseApi';
import { call } from '@/shared/api/routes';
import type { Answer, Schemas } from '@/shared/api/schema';

/** The company's pass-signing keys (role 2) and the bulk re-issue of tokens (SECURITY.md, "Revocations"). */
export const signingKeysRoutes = {
  list: { method: 'GET', path: '/api/company/{companyId}/signingKeys' },
  retire: { method: 'POST', path: '/api/company/{companyId}/signingKeys/{id}/retire' },
  reissue: { method: 'POST', path: '/api/company/{companyId}/passes/reissueTokens' },
} as const;

export type SigningKey = Schemas['SigningKeyRow'];

const KEYS = { type: 'Company', id: 'SIGNING_KEYS' } as const;

export const signingKeysApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    signingKeys: build.query<SigningKey[], { companyId: number }>({
      query: ({ companyId }) => call(signingKeysRoutes.list, { companyId }),
      transformResponse: (answer: Answer<'/api/company/{companyId}/signingKeys', 'get'>) => answer.keys,
      providesTags: [KEYS],
    }),
    retireSigningKey: build.mutation<SigningKey, { companyId: number; id: number }>({
      query: ({ companyId, id }) => call(signingKeysRoutes.retire, { companyId, id }),
      invalidatesTags: [KEYS],
    }),
    reissueTokens: build.mutation<
      Answer<'/api/company/{companyId}/passes/reissueTokens', 'post'>,
      { companyId: number }
    >({
      query: ({ companyId }) => call(signingKeysRoutes.reissue, { companyId }),
      // The passes' tokens (their QR codes) changed.
      invalidatesTags: [KEYS, 'Pass'],
    }),
  }),
});

export const { useSigningKeysQuery, useRetireSigningKeyMutation, useReissueTokensMutation } = signingKeysApi;
