// Generated from openapi.json by scripts/rtk-codegen.mjs (npm run openapi:types); do not edit.
import { inject, type Mutation, type Query } from '@/shared/api/endpoints';
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
export type ClientsControllerListApiArg = { companyId: number; clientFilterDto: ClientFilterDto };
export const clientsEndpoints = inject<{
  clientsControllerList: Query<ClientPage, ClientsControllerListApiArg>;
  clientsControllerExport: Mutation<ClientResponse[], { companyId: number; clientExportDto: ClientExportDto }>;
  clientsControllerCreate: Mutation<ClientResponse, { companyId: number; createClientDto: CreateClientDto }>;
  clientsControllerGet: Query<ClientResponse, { companyId: number; id: number }>;
  clientsControllerUpdate: Mutation<
    ClientResponse,
    { companyId: number; id: number; updateClientDto: UpdateClientDto }
  >;
  clientsControllerRemove: Mutation<MessageResponse, { companyId: number; id: number }>;
  clientDocumentsControllerRemove: Mutation<
    MessageResponse,
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
