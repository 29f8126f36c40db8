import { apiPath } from '@/shared/api/apiPath';
import { getStoredToken } from '@/shared/api/token';
import { saveFile } from '@/shared/saveFile';
import {
  booksEndpoints,
  type CashBookDay as Day,
  type CashBookLine as Line,
  type CashBookSettingsResponse,
} from './api.generated';

/**
 * The cash book (registru de casă), closing a day, the cash dispositions and the accountant's
 * export: the endpoints are generated from openapi.json (api.generated.ts); their tags are here.
 */
export type CashBookDay = Day;
export type CashBookLine = Line;
export type CashBookSettings = CashBookSettingsResponse;
/** A chitanță, an expense or a disposition changed the book. */
const BOOK = [
  { type: 'Receipt', id: 'LIST' },
  { type: 'Expense', id: 'LIST' },
] as const;
const changed = (_r: unknown, error: unknown) => (error ? [] : [{ type: 'Receipt' as const, id: 'LIST' }]);

export const booksApi = booksEndpoints.enhanceEndpoints({
  endpoints: {
    // A chitanță or an expense changed: the book reloads.
    booksControllerCashBook: { providesTags: [...BOOK] },
    booksControllerClose: { invalidatesTags: changed },
    booksControllerReopen: { invalidatesTags: changed },
    booksControllerCreateDisposition: { invalidatesTags: changed },
    booksControllerCancelDisposition: { invalidatesTags: changed },
    /** The cash limits a cash sale would cross (the gate asks before selling; warnings, never a refusal). */
    booksControllerLimits: { providesTags: [{ type: 'Receipt', id: 'LIST' }] },
    booksControllerUpdateSettings: { invalidatesTags: changed },
  },
});

export const {
  useBooksControllerCashBookQuery: useCashBookQuery,
  useBooksControllerCloseMutation: useCloseDayMutation,
  useBooksControllerReopenMutation: useReopenDayMutation,
  useBooksControllerCreateDispositionMutation: useCreateDispositionMutation,
  useBooksControllerCancelDispositionMutation: useCancelDispositionMutation,
  useBooksControllerLimitsQuery: useCashLimitsQuery,
  useLazyBooksControllerLimitsQuery: useLazyCashLimitsQuery,
  useBooksControllerSettingsQuery: useCashBookSettingsQuery,
  useBooksControllerUpdateSettingsMutation: useUpdateCashBookSettingsMutation,
} = booksApi;

/** The period's zip for the accountant: SAGA's I_/P_ files or CSV tables (docs/saga). */
export async function downloadExport(
  companyId: number,
  body: { date_from: string; date_to: string; format: 'saga' | 'csv' },
): Promise<void> {
  const token = getStoredToken();
  const response = await fetch(apiPath('post', '/api/company/{companyId}/accounting/export', { companyId }), {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { Authorization: `Bearer ${token}` } : {}) },
    credentials: 'include',
    body: JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`HTTP ${response.status}`);
  saveFile(`contabilitate-${body.format}-${body.date_from}-${body.date_to}.zip`, await response.blob());
}
