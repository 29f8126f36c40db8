import { baseApi } from '@/shared/api/baseApi';
import { call } from '@/shared/api/routes';
import type { Answer, Body, Schemas } from '@/shared/api/schema';

/** Document series (docs/numbering-and-fiscal.md; read: roles 2 and 3; write: role 2). */
export const docSeriesRoutes = {
  list: { method: 'GET', path: '/api/company/{companyId}/docSeries' },
  create: { method: 'POST', path: '/api/company/{companyId}/createDocSery' },
  update: { method: 'POST', path: '/api/company/{companyId}/docSeries/{id}/update' },
  remove: { method: 'POST', path: '/api/company/{companyId}/docSeries/{id}/delete' },
} as const;

export type DocType = DocSeries['type'];

export const DOC_TYPES: { value: DocType; label: string }[] = [
  { value: 'pass', label: 'Permise' },
  { value: 'receipt', label: 'Chitanțe' },
  { value: 'cash', label: 'Dispoziții de casă' },
];

export const docTypeLabel = (t: string): string => DOC_TYPES.find((o) => o.value === t)?.label ?? t;

export type DocSeries = Schemas['DocSeriesResponse'];

/** The list's filter: the company, and a document type or all of them. */
export type DocSeriesFilter = { companyId: number; type?: DocType };

export type DocSeriesInput = Body<'/api/company/{companyId}/createDocSery', 'post'>;

type Ref = { companyId: number; id: number };

export const docSeriesApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    docSeries: build.query<DocSeries[], DocSeriesFilter>({
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
    updateDocSeries: build.mutation<DocSeries, Body<'/api/company/{companyId}/docSeries/{id}/update', 'post'> & Ref>({
      query: ({ companyId, id, ...body }) => call(docSeriesRoutes.update, { companyId, id }, { body }),
      invalidatesTags: (_r, _e, { id }) => [
        { type: 'DocSeries', id },
        { type: 'DocSeries', id: 'LIST' },
      ],
    }),
    deleteDocSeries: build.mutation<Answer<'/api/company/{companyId}/docSeries/{id}/delete', 'post'>, Ref>({
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
