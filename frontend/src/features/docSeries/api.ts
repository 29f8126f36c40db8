import { baseApi } from '@/shared/api/baseApi';
import { call } from '@/shared/api/routes';
import type { MessageResponse } from '@/shared/api/types';

/** SPEC.md §7 "Document series" (read: roles 2 and 3; write: role 2). */
export const docSeriesRoutes = {
  list: { method: 'GET', path: '/api/company/{companyId}/docSeries' },
  create: { method: 'POST', path: '/api/company/{companyId}/createDocSery' },
  update: { method: 'POST', path: '/api/company/{companyId}/docSeries/{id}/update' },
  remove: { method: 'POST', path: '/api/company/{companyId}/docSeries/{id}/delete' },
} as const;

export type DocType = 'pass' | 'receipt';

export const DOC_TYPES: { value: DocType; label: string }[] = [
  { value: 'pass', label: 'Permise' },
  { value: 'receipt', label: 'Chitanțe' },
];

export const docTypeLabel = (t: string): string => DOC_TYPES.find((o) => o.value === t)?.label ?? t;

export interface DocSeries {
  id: number;
  type: DocType;
  series: string;
  next_number: number;
  issued_count: number;
  is_default: boolean;
  active: boolean;
  created_at: string;
  updated_at: string;
}

export interface DocSeriesInput {
  type: DocType;
  series: string;
  next_number: number;
  is_default: boolean;
  active: boolean;
}

type Ref = { companyId: number; id: number };

export const docSeriesApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    docSeries: build.query<DocSeries[], { companyId: number; type?: DocType }>({
      query: ({ companyId, type }) => call(docSeriesRoutes.list, { companyId }, { query: { type } }),
      providesTags: (result) => [
        { type: 'DocSeries', id: 'LIST' },
        ...(result ?? []).map((d) => ({ type: 'DocSeries' as const, id: d.id })),
      ],
    }),
    createDocSeries: build.mutation<DocSeries, DocSeriesInput & { companyId: number }>({
      query: ({ companyId, ...body }) => call(docSeriesRoutes.create, { companyId }, { body }),
      // A new default series takes the flag from the previous one: the whole list reloads.
      invalidatesTags: [{ type: 'DocSeries', id: 'LIST' }],
    }),
    updateDocSeries: build.mutation<DocSeries, Partial<DocSeriesInput> & Ref>({
      query: ({ companyId, id, ...body }) => call(docSeriesRoutes.update, { companyId, id }, { body }),
      invalidatesTags: (_r, _e, { id }) => [
        { type: 'DocSeries', id },
        { type: 'DocSeries', id: 'LIST' },
      ],
    }),
    deleteDocSeries: build.mutation<MessageResponse, Ref>({
      query: ({ companyId, id }) => call(docSeriesRoutes.remove, { companyId, id }),
      invalidatesTags: (_r, error, { id }) =>
        error
          ? []
          : [
              { type: 'DocSeries', id },
              { type: 'DocSeries', id: 'LIST' },
            ],
    }),
  }),
});

export const { useDocSeriesQuery, useCreateDocSeriesMutation, useUpdateDocSeriesMutation, useDeleteDocSeriesMutation } =
  docSeriesApi;
