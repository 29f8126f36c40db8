import { docSeriesEndpoints, type CreateDocSeriesDto, type DocSeriesResponse } from './api.generated';
import { resourceTags } from '@/shared/list/resourceTags';

/**
 * Document series (docs/numbering-and-fiscal.md; read: roles 2 and 3; write: role 2). The endpoints
 * are generated from openapi.json (api.generated.ts); their cache tags are here.
 */

export type DocType = DocSeries['type'];

export const DOC_TYPES: { value: DocType; label: string }[] = [
  { value: 'pass', label: 'Permise' },
  { value: 'receipt', label: 'Chitanțe' },
  { value: 'cash', label: 'Dispoziții de casă' },
];

export const docTypeLabel = (t: string): string => DOC_TYPES.find((o) => o.value === t)?.label ?? t;

export type DocSeries = DocSeriesResponse;

/** The list's filter: the company, and a document type or all of them. */
export type DocSeriesFilter = { companyId: number; type?: DocType };

export type DocSeriesInput = CreateDocSeriesDto;

export const docSeriesApi = docSeriesEndpoints.enhanceEndpoints({
  // A new default series takes the flag from the previous one: the whole list reloads (a create does).
  endpoints: resourceTags('DocSeries', 'docSeriesController'),
});

export const {
  useDocSeriesControllerListQuery: useDocSeriesQuery,
  useDocSeriesControllerCreateMutation: useCreateDocSeriesMutation,
  useDocSeriesControllerUpdateMutation: useUpdateDocSeriesMutation,
  useDocSeriesControllerRemoveMutation: useDeleteDocSeriesMutation,
} = docSeriesApi;
