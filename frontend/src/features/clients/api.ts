import { apiPath } from '@/shared/api/apiPath';
import { getStoredToken } from '@/shared/api/token';
import type { Schemas } from '@/shared/api/schema';
import { clientsEndpoints, type ClientFilterDto, type ClientResponse, type CreateClientDto } from './api.generated';
import { resourceTags } from '@/shared/list/resourceTags';

/**
 * Clients: the endpoints are generated from openapi.json (api.generated.ts); their cache tags are
 * here. A document's upload (with its progress) and its bytes are read by XMLHttpRequest and fetch,
 * their addresses typed by openapi.json (shared/api/apiPath.ts).
 */

export type ClientFile = Schemas['ClientFileResponse'];

export type Client = ClientResponse;

export type ClientInput = CreateClientDto;

export type ClientsFilter = ClientFilterDto;

export const clientsApi = clientsEndpoints.enhanceEndpoints({
  endpoints: {
    ...resourceTags('Client', 'clientsController', {
      // The client's name shows on passes and receipts too.
      also: {
        update: [
          { type: 'Pass', id: 'LIST' },
          { type: 'Receipt', id: 'LIST' },
        ],
      },
    }),
    clientDocumentsControllerRemove: {
      invalidatesTags: (_r, error, { clientId }) => (error ? [] : [{ type: 'Client', id: clientId }]),
    },
  },
});

export const {
  useClientsControllerListQuery: useClientsQuery,
  /** Every client of the filter, for the CSV; a mutation, so each export is asked (and audited) once. */
  useClientsControllerExportMutation: useExportClientsMutation,
  useClientsControllerCreateMutation: useCreateClientMutation,
  useClientsControllerGetQuery: useClientQuery,
  useClientsControllerUpdateMutation: useUpdateClientMutation,
  useClientsControllerRemoveMutation: useDeleteClientMutation,
  useClientDocumentsControllerRemoveMutation: useDeleteClientFileMutation,
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
    xhr.open('POST', apiPath('post', '/api/company/{companyId}/clients/{clientId}/storeFiles', ref));
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
  const response = await fetch(apiPath('get', '/api/company/{companyId}/clients/{clientId}/media/{mediaId}', ref), {
    method: 'GET',
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
