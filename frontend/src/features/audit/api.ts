import { baseApi } from '@/shared/api/baseApi';
import { call } from '@/shared/api/routes';
import type { Body, Schemas } from '@/shared/api/schema';

/** The company's audit trail (role 2). */
export const auditRoutes = {
  list: { method: 'POST', path: '/api/company/{companyId}/auditLog' },
} as const;

export type AuditEntry = Schemas['AuditEntryResponse'];
export type AuditFilter = Body<'/api/company/{companyId}/auditLog', 'post'>;
export type AuditPage = Schemas['AuditEntryPage'];

export const auditApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    auditLog: build.query<AuditPage, AuditFilter & { companyId: number }>({
      query: ({ companyId, ...body }) => call(auditRoutes.list, { companyId }, { body }),
      // The trail grows with every write anywhere: never served from an old cache.
      keepUnusedDataFor: 0,
    }),
  }),
});

export const { useAuditLogQuery } = auditApi;

export const AUDIT_ACTIONS: { value: NonNullable<AuditFilter['action']>; label: string }[] = [
  { value: 'create', label: 'Creare' },
  { value: 'update', label: 'Modificare' },
  { value: 'delete', label: 'Ștergere' },
  { value: 'read', label: 'Citire date personale' },
  { value: 'export', label: 'Export date' },
  { value: 'anonymize', label: 'Anonimizare' },
  { value: 'redact', label: 'Date șterse din jurnal' },
];

/** What each table is called on screen; a table added later shows under its own name. */
export const AUDIT_ENTITIES: { value: string; label: string }[] = [
  { value: 'clients', label: 'Client' },
  { value: 'passes', label: 'Permis' },
  { value: 'receipts', label: 'Chitanță' },
  { value: 'client_documents', label: 'Document client' },
  { value: 'media', label: 'Fișier' },
  { value: 'expenses', label: 'Cheltuială' },
  { value: 'waters', label: 'Apă' },
  { value: 'plans', label: 'Plan' },
  { value: 'discounts', label: 'Reducere' },
  { value: 'doc_series', label: 'Serie documente' },
  { value: 'users', label: 'Utilizator' },
  { value: 'companies', label: 'Firmă' },
  { value: 'stands', label: 'Stand' },
  { value: 'bookings', label: 'Rezervare' },
  { value: 'catches', label: 'Captură' },
];

export const actionLabel = (a: string) => AUDIT_ACTIONS.find((o) => o.value === a)?.label ?? a;
export const entityLabel = (e: string) => AUDIT_ENTITIES.find((o) => o.value === e)?.label ?? e;
