import { auditEndpoints, type AuditEntryResponse, type AuditFilterDto } from './api.generated';

/** The company's audit trail (role 2): generated from openapi.json (api.generated.ts). */
export type AuditEntry = AuditEntryResponse;
export type AuditFilter = AuditFilterDto;

export const auditApi = auditEndpoints.enhanceEndpoints({
  endpoints: {
    // The trail grows with every write anywhere: never served from an old cache.
    auditControllerList: { keepUnusedDataFor: 0 },
  },
});

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
  { value: 'cash_books', label: 'Registru de casă' },
  { value: 'cash_day_closes', label: 'Închiderea zilei' },
  { value: 'cash_dispositions', label: 'Dispoziție de casă' },
  { value: 'fiscal_devices', label: 'Casă de marcat' },
  { value: 'fiscal_jobs', label: 'Bon fiscal' },
  { value: 'fiscal_z_reports', label: 'Raport Z' },
  { value: 'cancelled_sales', label: 'Vânzare anulată' },
  { value: 'competitions', label: 'Concurs' },
  { value: 'competition_sectors', label: 'Sector de concurs' },
  { value: 'competition_stands', label: 'Stand de concurs' },
  { value: 'competition_teams', label: 'Echipă de concurs' },
  { value: 'competition_members', label: 'Membru de echipă' },
  { value: 'competition_weigh_ins', label: 'Cântărire' },
  { value: 'signing_keys', label: 'Cheie de semnare' },
  { value: 'fiscal_agent_states', label: 'Agentul casei de marcat' },
  { value: 'doc_series_locks', label: 'Numerotarea seriei' },
  { value: 'public_form_locks', label: 'Formularele publice' },
  { value: 'revocation_counters', label: 'Lista permiselor anulate' },
];

export const actionLabel = (a: string) => AUDIT_ACTIONS.find((o) => o.value === a)?.label ?? a;
export const entityLabel = (e: string) => AUDIT_ENTITIES.find((o) => o.value === e)?.label ?? e;
