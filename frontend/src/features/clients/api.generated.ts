// Generated from openapi.json by scripts/rtk-codegen.mjs (npm run openapi:types); do not edit.
import { inject, type Mutation, type Query } from '@/shared/api/endpoints';
import type * as S from '@/shared/api/schemas.generated';
export type * from '@/shared/api/schemas.generated';
export type ClientsControllerListApiArg = { companyId: number; clientFilterDto: S.ClientFilterDto };
export const clientsEndpoints = inject<{
  clientsControllerList: Query<S.ClientPage, ClientsControllerListApiArg>;
  clientsControllerExport: Mutation<S.ClientResponse[], { companyId: number; clientExportDto: S.ClientExportDto }>;
  clientsControllerCreate: Mutation<S.ClientResponse, { companyId: number; createClientDto: S.CreateClientDto }>;
  clientsControllerGet: Query<S.ClientResponse, { companyId: number; id: number }>;
  clientsControllerUpdate: Mutation<
    S.ClientResponse,
    { companyId: number; id: number; updateClientDto: S.UpdateClientDto }
  >;
  clientsControllerRemove: Mutation<S.MessageResponse, { companyId: number; id: number }>;
  clientDocumentsControllerRemove: Mutation<
    S.MessageResponse,
    { companyId: number; clientId: number; documentId: number }
  >;
}>({
  clientsControllerList: { query: 'POST /api/company/{companyId}/clients', body: 'clientFilterDto' },
  clientsControllerExport: { mutation: 'POST /api/company/{companyId}/clients/export', body: 'clientExportDto' },
  clientsControllerCreate: { mutation: 'POST /api/company/{companyId}/createClient', body: 'createClientDto' },
  clientsControllerGet: { query: 'GET /api/company/{companyId}/clients/{id}' },
  clientsControllerUpdate: { mutation: 'POST /api/company/{companyId}/clients/{id}/update', body: 'updateClientDto' },
  clientsControllerRemove: { mutation: 'POST /api/company/{companyId}/clients/{id}/delete' },
  clientDocumentsControllerRemove: {
    mutation: 'POST /api/company/{companyId}/clients/{clientId}/media/{documentId}/delete',
  },
});
