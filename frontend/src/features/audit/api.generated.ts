// Generated from openapi.json by scripts/rtk-codegen.mjs (npm run openapi:types); do not edit.
import { baseApi as api } from '@/shared/api/baseApi';
const injectedRtkApi = api.injectEndpoints({
  endpoints: (build) => ({
    auditControllerList: build.query<AuditControllerListApiResponse, AuditControllerListApiArg>({
      query: (queryArg) => ({
        url: `/api/company/${encodeURIComponent(String(queryArg.companyId))}/auditLog`,
        method: 'POST',
        body: queryArg.auditFilterDto,
      }),
    }),
  }),
  overrideExisting: false,
});
export { injectedRtkApi as auditEndpoints };
export type AuditControllerListApiResponse = /** status 200 O pagină */ AuditEntryPage;
export type AuditControllerListApiArg = {
  companyId: number;
  auditFilterDto: AuditFilterDto;
};
export type AuditChangeResponse = {
  field: string;
  old: string | null;
  new: string | null;
};
export type AuditEntryResponse = {
  id: number;
  /** null: sistemul (jobul de retenție) */
  actor_id: number | null;
  actor_name: string | null;
  actor_role: number | null;
  action: 'create' | 'update' | 'delete' | 'read' | 'export' | 'anonymize' | 'redact';
  entity: string;
  entity_id: number | null;
  /** Numele înregistrării (permisul „A 12”, apa...), cum arată acum; null: ștearsă, un client (date personale) sau fără nume */
  entity_label: string | null;
  client_id: number | null;
  changes: AuditChangeResponse[];
  ip: string | null;
  request_id: string | null;
  created_at: string;
};
export type AuditEntryPage = {
  current_page: number;
  per_page: number;
  total: number;
  last_page: number;
  /** Căutare cu mai mult de `total` rezultate: numărate până la 1 000 („peste 1 000”). */
  total_capped?: boolean;
  /** Începutul paginii următoare (trimis înapoi ca `after`), când sortarea o permite. */
  next_cursor?: string;
  data: AuditEntryResponse[];
};
export type ErrorResponse = {
  message: string;
};
export type ValidationErrorResponse = {
  /** 'Datele trimise nu sunt valide.' */
  message: string;
  /** câmp -> mesaje în română */
  errors: {
    [key: string]: string[];
  };
};
export type AuditFilterDto = {
  page?: number;
  per_page?: number;
  search?: string;
  sort_by?: string;
  sort_dir?: 'asc' | 'desc';
  /** Pagina care urmează după `next_cursor` al paginii anterioare (aceeași sortare); `page` rămâne numărul afișat. */
  after?: string;
  actor_id?: number | null;
  entity?: string | null;
  entity_id?: number | null;
  action?: ('create' | 'update' | 'delete' | 'read' | 'export' | 'anonymize' | 'redact') | null;
  date_from?: string | null;
  date_to?: string | null;
};
