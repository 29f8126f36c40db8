import { baseApi } from '@/shared/api/baseApi';
import { buildPath, call } from '@/shared/api/routes';
import { getStoredToken } from '@/shared/api/token';
import type { Answer, Body, Schemas } from '@/shared/api/schema';

/** The clients' routes (the files endpoints included). */
export const clientsRoutes = {
  list: { method: 'POST', path: '/api/company/{companyId}/clients' },
  export: { method: 'POST', path: '/api/company/{companyId}/clients/export' },
  create: { method: 'POST', path: '/api/company/{companyId}/createClient' },
  get: { method: 'GET', path: '/api/company/{companyId}/clients/{id}' },
  update: { method: 'POST', path: '/api/company/{companyId}/clients/{id}/update' },
  remove: { method: 'POST', path: '/api/company/{companyId}/clients/{id}/delete' },
  storeFiles: { method: 'POST', path: '/api/company/{companyId}/clients/{clientId}/storeFiles' },
  media: { method: 'GET', path: '/api/company/{companyId}/clients/{clientId}/media/{mediaId}' },
  removeFile: { method: 'POST', path: '/api/company/{companyId}/clients/{clientId}/media/{documentId}/delete' },
} as const;

export type ClientFile = Schemas['ClientFileResponse'];

export type Client = Schemas['ClientResponse'];

export type ClientInput = Body<'/api/company/{companyId}/createClient', 'post'>;

export type ClientsFilter = Body<'/api/company/{companyId}/clients', 'post'>;

type Ref = { companyId: number; id: number };

export const clientsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    clients: build.query<Answer<'/api/company/{companyId}/clients', 'post'>, ClientsFilter & { companyId: number }>({
      query: ({ companyId, ...body }) => call(clientsRoutes.list, { companyId }, { body }),
      providesTags: (result) => [
        { type: 'Client', id: 'LIST' },
        ...(result?.data ?? []).map((c) => ({ type: 'Client' as const, id: c.id })),
      ],
    }),
    /** Every client of the filter, for the CSV; a mutation, so each export is asked (and audited) once. */
    exportClients: build.mutation<
      Answer<'/api/company/{companyId}/clients/export', 'post'>,
      Body<'/api/company/{companyId}/clients/export', 'post'> & { companyId: number }
    >({
      query: ({ companyId, ...body }) => call(clientsRoutes.export, { companyId }, { body }),
    }),
    createClient: build.mutation<Client, ClientInput & { companyId: number }>({
      query: ({ companyId, ...body }) => call(clientsRoutes.create, { companyId }, { body }),
      invalidatesTags: [{ type: 'Client', id: 'LIST' }],
    }),
    client: build.query<Client, Ref>({
      query: ({ companyId, id }) => call(clientsRoutes.get, { companyId, id }),
      providesTags: (_r, _e, { id }) => [{ type: 'Client', id }],
    }),
    updateClient: build.mutation<Client, Body<'/api/company/{companyId}/clients/{id}/update', 'post'> & Ref>({
      query: ({ companyId, id, ...body }) => call(clientsRoutes.update, { companyId, id }, { body }),
      // The client's name shows on passes and receipts too.
      invalidatesTags: (_r, _e, { id }) => [
        { type: 'Client', id },
        { type: 'Client', id: 'LIST' },
        { type: 'Pass', id: 'LIST' },
        { type: 'Receipt', id: 'LIST' },
      ],
    }),
    deleteClient: build.mutation<Answer<'/api/company/{companyId}/clients/{id}/delete', 'post'>, Ref>({
      query: ({ companyId, id }) => call(clientsRoutes.remove, { companyId, id }),
      invalidatesTags: (_r, error, { id }) =>
        error
          ? []
          : [
              { type: 'Client', id },
              { type: 'Client', id: 'LIST' },
            ],
    }),
    deleteClientFile: build.mutation<
      Answer<'/api/company/{companyId}/clients/{clientId}/media/{documentId}/delete', 'post'>,
      { companyId: number; clientId: number; documentId: number }
    >({
      query: ({ companyId, clientId, documentId }) =>
        call(clientsRoutes.removeFile, { companyId, clientId, documentId }),
      invalidatesTags: (_r, error, { clientId }) => (error ? [] : [{ type: 'Client', id: clientId }]),
    }),
  }),
});

export const {
  useClientsQuery,
  useExportClientsMutation,
  useCreateClientMutation,
  useClientQuery,
  useUpdateClientMutation,
  useDeleteClientMutation,
  useDeleteClientFileMutation,
} = clientsApi;

function authHeaders(): Record<string, string> {
  const token = getStoredToken();
  return {
    Accept: 'application/json',
    'X-Requested-With': 'XMLHttpRequest',
    ...(token ? { Authorization: `Bearer ${token}` } : {}),
  };
}

/** A failed upload or file fetch: HTTP status and the server's JSON body, shaped for describeError (toasts). */
export class UploadFailure extends Error {
  constructor(
    readonly status: number | 'FETCH_ERROR',
    readonly data: unknown,
  ) {
    super(typeof status === 'number' ? `HTTP ${status}` : status);
  }
}

/**
 * POST {base}/clients/{clientId}/storeFiles with XMLHttpRequest (fetch reports no upload progress):
 * the files under `files[]`; `onProgress` gets 0–100 as the bytes leave; answers the client's files.
 */
export function uploadClientFiles(
  ref: { companyId: number; clientId: number },
  files: readonly File[],
  onProgress: (percent: number) => void,
): { promise: Promise<ClientFile[]>; abort: () => void } {
  const xhr = new XMLHttpRequest();
  const promise = new Promise<ClientFile[]>((resolve, reject) => {
    const body = new FormData();
    for (const f of files) body.append('files[]', f, f.name);
    xhr.open(clientsRoutes.storeFiles.method, buildPath(clientsRoutes.storeFiles.path, ref));
    xhr.withCredentials = true;
    for (const [k, v] of Object.entries(authHeaders())) xhr.setRequestHeader(k, v);
    xhr.upload.onprogress = (e) => {
      if (e.lengthComputable && e.total > 0) onProgress(Math.min(100, Math.round((e.loaded / e.total) * 100)));
    };
    xhr.onload = () => {
      let data: unknown = xhr.responseText;
      try {
        data = JSON.parse(xhr.responseText);
      } catch {
        // not JSON: keep the text
      }
      if (xhr.status >= 200 && xhr.status < 300) {
        onProgress(100);
        resolve(Array.isArray(data) ? (data as ClientFile[]) : []);
      } else reject(new UploadFailure(xhr.status, data));
    };
    xhr.onerror = () => reject(new UploadFailure('FETCH_ERROR', null));
    xhr.send(body);
  });
  return { promise, abort: () => xhr.abort() };
}

/** The bytes of a client's file (GET with the bearer token), as a Blob for a blob: URL. */
export async function fetchClientFile(ref: { companyId: number; clientId: number; mediaId: number }): Promise<Blob> {
  const response = await fetch(buildPath(clientsRoutes.media.path, ref), {
    method: clientsRoutes.media.method,
    headers: authHeaders(),
    credentials: 'include',
  });
  if (!response.ok) {
    let data: unknown = null;
    try {
      data = await response.json();
    } catch {
      // no JSON body
    }
    throw new UploadFailure(response.status, data);
  }
  return response.blob();
}
