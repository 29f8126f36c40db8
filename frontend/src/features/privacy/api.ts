import { baseApi } from '@/shared/api/baseApi';
import { call } from '@/shared/api/routes';
import type { Answer, Body, Schemas } from '@/shared/api/schema';

/** A client's consent, data export and erasure. */
export const privacyRoutes = {
  consent: { method: 'POST', path: '/api/company/{companyId}/clients/{id}/consent' },
  export: { method: 'POST', path: '/api/company/{companyId}/clients/{id}/export' },
  anonymize: { method: 'POST', path: '/api/company/{companyId}/clients/{id}/anonymize' },
} as const;

export type ClientExport = Schemas['ClientExportResponse'];

type Ref = { companyId: number; id: number };

export const privacyApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    recordConsent: build.mutation<
      Answer<'/api/company/{companyId}/clients/{id}/consent', 'post'>,
      Body<'/api/company/{companyId}/clients/{id}/consent', 'post'> & Ref
    >({
      query: ({ companyId, id, ...body }) => call(privacyRoutes.consent, { companyId, id }, { body }),
      invalidatesTags: (_r, error, { id }) => (error ? [] : [{ type: 'Client', id }]),
    }),
    exportClient: build.mutation<ClientExport, Ref>({
      query: ({ companyId, id }) => call(privacyRoutes.export, { companyId, id }, { body: {} }),
    }),
    anonymizeClient: build.mutation<
      Answer<'/api/company/{companyId}/clients/{id}/anonymize', 'post'>,
      Body<'/api/company/{companyId}/clients/{id}/anonymize', 'post'> & Ref
    >({
      query: ({ companyId, id, ...body }) => call(privacyRoutes.anonymize, { companyId, id }, { body }),
      invalidatesTags: (_r, error, { id }) =>
        error ? [] : [{ type: 'Client', id }, { type: 'Client', id: 'LIST' }, 'Pass', 'Receipt'],
    }),
  }),
});

export const { useRecordConsentMutation, useExportClientMutation, useAnonymizeClientMutation } = privacyApi;

/** The consent text offered by default (the staff member may adapt it before saving). */
export function defaultConsentText(companyName: string): string {
  return (
    `Sunt de acord ca ${companyName || 'firma'} să păstreze o copie a actului meu de identitate și ` +
    'datele mele de contact pentru emiterea permiselor de pescuit și a chitanțelor, ' +
    'pe durata stabilită de firmă. Pot cere oricând o copie a datelor sau ștergerea lor.'
  );
}
