// Generated from openapi.json by scripts/rtk-codegen.mjs (npm run openapi:types); do not edit.
import { baseApi as api } from '@/shared/api/baseApi';
import type {
  ClientExportDto,
  ClientFilterDto,
  ClientPage,
  ClientResponse,
  CreateClientDto,
  MessageResponse,
  UpdateClientDto,
} from '@/shared/api/schemas.generated';
export type * from '@/shared/api/schemas.generated';
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
