// Generated from openapi.json by scripts/rtk-codegen.mjs (npm run openapi:types); do not edit.
import { baseApi as api } from '@/shared/api/baseApi';
const injectedRtkApi = api.injectEndpoints({
  endpoints: (build) => ({
    clientsControllerList: build.query<ClientsControllerListApiResponse, ClientsControllerListApiArg>({
      query: (queryArg) => ({
        url: `/api/company/${encodeURIComponent(String(queryArg.companyId))}/clients`,
        method: 'POST',
        body: queryArg.clientFilterDto,
      }),
    }),
    clientsControllerExport: build.mutation<ClientsControllerExportApiResponse, ClientsControllerExportApiArg>({
      query: (queryArg) => ({
        url: `/api/company/${encodeURIComponent(String(queryArg.companyId))}/clients/export`,
        method: 'POST',
        body: queryArg.clientExportDto,
      }),
    }),
    clientsControllerCreate: build.mutation<ClientsControllerCreateApiResponse, ClientsControllerCreateApiArg>({
      query: (queryArg) => ({
        url: `/api/company/${encodeURIComponent(String(queryArg.companyId))}/createClient`,
        method: 'POST',
        body: queryArg.createClientDto,
      }),
    }),
    clientsControllerGet: build.query<ClientsControllerGetApiResponse, ClientsControllerGetApiArg>({
      query: (queryArg) => ({
        url: `/api/company/${encodeURIComponent(String(queryArg.companyId))}/clients/${encodeURIComponent(String(queryArg.id))}`,
      }),
    }),
    clientsControllerUpdate: build.mutation<ClientsControllerUpdateApiResponse, ClientsControllerUpdateApiArg>({
      query: (queryArg) => ({
        url: `/api/company/${encodeURIComponent(String(queryArg.companyId))}/clients/${encodeURIComponent(String(queryArg.id))}/update`,
        method: 'POST',
        body: queryArg.updateClientDto,
      }),
    }),
    clientsControllerRemove: build.mutation<ClientsControllerRemoveApiResponse, ClientsControllerRemoveApiArg>({
      query: (queryArg) => ({
        url: `/api/company/${encodeURIComponent(String(queryArg.companyId))}/clients/${encodeURIComponent(String(queryArg.id))}/delete`,
        method: 'POST',
      }),
    }),
    clientDocumentsControllerRemove: build.mutation<
      ClientDocumentsControllerRemoveApiResponse,
      ClientDocumentsControllerRemoveApiArg
    >({
      query: (queryArg) => ({
        url: `/api/company/${encodeURIComponent(String(queryArg.companyId))}/clients/${encodeURIComponent(String(queryArg.clientId))}/media/${encodeURIComponent(String(queryArg.documentId))}/delete`,
        method: 'POST',
      }),
    }),
  }),
  overrideExisting: false,
});
export { injectedRtkApi as clientsEndpoints };
export type ClientsControllerListApiResponse = /** status 200 O pagină */ ClientPage;
export type ClientsControllerListApiArg = {
  companyId: number;
  clientFilterDto: ClientFilterDto;
};
export type ClientsControllerExportApiResponse = /** status 200 Listă */ ClientResponse[];
export type ClientsControllerExportApiArg = {
  companyId: number;
  clientExportDto: ClientExportDto;
};
export type ClientsControllerCreateApiResponse = /** status 201 Creat */ ClientResponse;
export type ClientsControllerCreateApiArg = {
  companyId: number;
  createClientDto: CreateClientDto;
};
export type ClientsControllerGetApiResponse = /** status 200 OK */ ClientResponse;
export type ClientsControllerGetApiArg = {
  companyId: number;
  id: number;
};
export type ClientsControllerUpdateApiResponse = /** status 200 OK */ ClientResponse;
export type ClientsControllerUpdateApiArg = {
  companyId: number;
  id: number;
  updateClientDto: UpdateClientDto;
};
export type ClientsControllerRemoveApiResponse = /** status 200 OK */ MessageResponse;
export type ClientsControllerRemoveApiArg = {
  companyId: number;
  id: number;
};
export type ClientDocumentsControllerRemoveApiResponse = /** status 200 OK */ MessageResponse;
export type ClientDocumentsControllerRemoveApiArg = {
  companyId: number;
  clientId: number;
  documentId: number;
};
export type ClientFileResponse = {
  /** id-ul documentului (pentru ștergere) */
  id: number;
  /** id-ul fișierului (pentru descărcare) */
  media_id: number;
  name: string;
  mime: string;
  /** octeți */
  size: number;
  created_at: string;
};
export type ClientResponse = {
  id: number;
  first_name: string;
  last_name: string;
  /** "Popescu Ion" (numele de familie întâi) */
  name: string;
  cnp: string | null;
  /** din CNP */
  birth_date: string | null;
  id_series: string | null;
  id_number: string | null;
  phone: string | null;
  email: string | null;
  state_id: number | null;
  city: string | null;
  address: string | null;
  car_plate: string | null;
  notes: string | null;
  blocked: boolean;
  blocked_reason: string | null;
  /** când și-a dat clientul acordul (necesar pentru documente) */
  consent_at: string | null;
  /** utilizatorul care a înregistrat acordul */
  consent_by: number | null;
  /** textul la care și-a dat acordul */
  consent_text: string | null;
  /** datele personale au fost anonimizate */
  anonymized_at: string | null;
  created_at: string;
  updated_at: string;
  /** doar la un singur client (nu în listă) */
  files?: ClientFileResponse[];
};
export type ClientPage = {
  current_page: number;
  per_page: number;
  total: number;
  last_page: number;
  /** Căutare cu mai mult de `total` rezultate: numărate până la 1 000 („peste 1 000”). */
  total_capped?: boolean;
  /** Începutul paginii următoare (trimis înapoi ca `after`), când sortarea o permite. */
  next_cursor?: string;
  data: ClientResponse[];
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
export type ClientFilterDto = {
  page?: number;
  per_page?: number;
  search?: string;
  sort_by?: string;
  sort_dir?: 'asc' | 'desc';
  /** Pagina care urmează după `next_cursor` al paginii anterioare (aceeași sortare); `page` rămâne numărul afișat. */
  after?: string;
  /** true: only blocked clients; false: only the others */
  blocked?: boolean;
  state_id?: number | null;
};
export type ClientExportDto = {
  search?: string;
  sort_by?: string;
  sort_dir?: 'asc' | 'desc';
  /** Pagina care urmează după `next_cursor` al paginii anterioare (aceeași sortare); `page` rămâne numărul afișat. */
  after?: string;
  /** true: only blocked clients; false: only the others */
  blocked?: boolean;
  state_id?: number | null;
  personal?: boolean;
};
export type CreateClientDto = {
  first_name: string;
  last_name: string;
  cnp?: string | null;
  id_series?: string | null;
  id_number?: string | null;
  phone?: string | null;
  email?: string | null;
  state_id?: number | null;
  city?: string | null;
  address?: string | null;
  car_plate?: string | null;
  notes?: string | null;
  blocked?: boolean;
  blocked_reason?: string | null;
};
export type UpdateClientDto = {
  first_name?: string;
  last_name?: string;
  cnp?: string | null;
  id_series?: string | null;
  id_number?: string | null;
  phone?: string | null;
  email?: string | null;
  state_id?: number | null;
  city?: string | null;
  address?: string | null;
  car_plate?: string | null;
  notes?: string | null;
  blocked?: boolean;
  blocked_reason?: string | null;
};
export type MessageResponse = {
  message: string;
};
