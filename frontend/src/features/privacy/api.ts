import { privacyEndpoints } from './api.generated';

/**
 * A client's consent, data export and erasure: the endpoints are generated from openapi.json
 * (api.generated.ts); their tags are here.
 */
export const privacyApi = privacyEndpoints.enhanceEndpoints({
  endpoints: {
    privacyControllerConsent: {
      invalidatesTags: (_r, error, { id }) => (error ? [] : [{ type: 'Client', id }]),
    },
    privacyControllerAnonymize: {
      invalidatesTags: (_r, error, { id }) =>
        error ? [] : [{ type: 'Client', id }, { type: 'Client', id: 'LIST' }, 'Pass', 'Receipt'],
    },
  },
});

export const {
  usePrivacyControllerConsentMutation: useRecordConsentMutation,
  usePrivacyControllerExportMutation: useExportClientMutation,
  usePrivacyControllerAnonymizeMutation: useAnonymizeClientMutation,
} = privacyApi;

/** The consent text offered by default (the staff member may adapt it before saving). */
export function defaultConsentText(companyName: string): string {
  return (
    `Sunt de acord ca ${companyName || 'firma'} să păstreze o copie a actului meu de identitate și ` +
    'datele mele de contact pentru emiterea permiselor de pescuit și a chitanțelor, ' +
    'pe durata stabilită de firmă. Pot cere oricând o copie a datelor sau ștergerea lor.'
  );
}
