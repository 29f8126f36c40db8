// Generated from openapi.json by scripts/rtk-codegen.mjs (npm run openapi:types); do not edit.
import { baseApi as api } from '@/shared/api/baseApi';
import type {
  CreateDocSeriesDto,
  DocSeriesResponse,
  MessageResponse,
  UpdateDocSeriesDto,
} from '@/shared/api/schemas.generated';
export type * from '@/shared/api/schemas.generated';
const injectedRtkApi = api.injectEndpoints({
  endpoints: (build) => ({
    docSeriesControllerList: build.query<DocSeriesControllerListApiResponse, DocSeriesControllerListApiArg>({
      query: (queryArg) => ({
        url: `/api/company/${encodeURIComponent(String(queryArg.companyId))}/docSeries`,
        params: {
          type: queryArg['type'],
        },
      }),
    }),
    docSeriesControllerCreate: build.mutation<DocSeriesControllerCreateApiResponse, DocSeriesControllerCreateApiArg>({
      query: (queryArg) => ({
        url: `/api/company/${encodeURIComponent(String(queryArg.companyId))}/createDocSery`,
        method: 'POST',
        body: queryArg.createDocSeriesDto,
      }),
    }),
    docSeriesControllerGet: build.query<DocSeriesControllerGetApiResponse, DocSeriesControllerGetApiArg>({
      query: (queryArg) => ({
        url: `/api/company/${encodeURIComponent(String(queryArg.companyId))}/docSeries/${encodeURIComponent(String(queryArg.id))}`,
      }),
    }),
    docSeriesControllerUpdate: build.mutation<DocSeriesControllerUpdateApiResponse, DocSeriesControllerUpdateApiArg>({
      query: (queryArg) => ({
        url: `/api/company/${encodeURIComponent(String(queryArg.companyId))}/docSeries/${encodeURIComponent(String(queryArg.id))}/update`,
        method: 'POST',
        body: queryArg.updateDocSeriesDto,
      }),
    }),
    docSeriesControllerRemove: build.mutation<DocSeriesControllerRemoveApiResponse, DocSeriesControllerRemoveApiArg>({
      query: (queryArg) => ({
        url: `/api/company/${encodeURIComponent(String(queryArg.companyId))}/docSeries/${encodeURIComponent(String(queryArg.id))}/delete`,
        method: 'POST',
      }),
    }),
  }),
  overrideExisting: false,
});
export { injectedRtkApi as docSeriesEndpoints };
export type DocSeriesControllerListApiResponse = /** status 200 Listă */ DocSeriesResponse[];
export type DocSeriesControllerListApiArg = {
  companyId: number;
  type?: ('pass' | 'receipt' | 'cash') | null;
};
export type DocSeriesControllerCreateApiResponse = /** status 201 Creat */ DocSeriesResponse;
export type DocSeriesControllerCreateApiArg = {
  companyId: number;
  createDocSeriesDto: CreateDocSeriesDto;
};
export type DocSeriesControllerGetApiResponse = /** status 200 OK */ DocSeriesResponse;
export type DocSeriesControllerGetApiArg = {
  companyId: number;
  id: number;
};
export type DocSeriesControllerUpdateApiResponse = /** status 200 OK */ DocSeriesResponse;
export type DocSeriesControllerUpdateApiArg = {
  companyId: number;
  id: number;
  updateDocSeriesDto: UpdateDocSeriesDto;
};
export type DocSeriesControllerRemoveApiResponse = /** status 200 OK */ MessageResponse;
export type DocSeriesControllerRemoveApiArg = {
  companyId: number;
  id: number;
};
