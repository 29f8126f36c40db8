import { signingKeysEndpoints, type SigningKeyRow } from './signingKeys.generated';

/**
 * The company's pass-signing keys (role 2) and the bulk re-issue of tokens (SECURITY.md, "Revocations"):
 * the endpoints are generated from openapi.json (signingKeys.generated.ts); their tags are here.
 */
export type SigningKey = SigningKeyRow;

const KEYS = { type: 'Company', id: 'SIGNING_KEYS' } as const;

export const signingKeysApi = signingKeysEndpoints.enhanceEndpoints({
  endpoints: {
    signingKeysControllerList: { providesTags: [KEYS] },
    signingKeysControllerRetire: { invalidatesTags: [KEYS] },
    signingKeysControllerRotate: { invalidatesTags: [KEYS] },
    // The passes' tokens (their QR codes) changed.
    signingKeysControllerReissueTokens: { invalidatesTags: [KEYS, 'Pass'] },
  },
});

export const {
  useSigningKeysControllerRetireMutation: useRetireSigningKeyMutation,
  useSigningKeysControllerRotateMutation: useRotateSigningKeyMutation,
  useSigningKeysControllerReissueTokensMutation: useReissueTokensMutation,
} = signingKeysApi;

/** The keys, newest first as the server lists them (the answer's `keys`). */
export function useSigningKeysQuery(arg: { companyId: number }) {
  const result = signingKeysApi.useSigningKeysControllerListQuery(arg);
  return { ...result, data: result.data?.keys };
}
