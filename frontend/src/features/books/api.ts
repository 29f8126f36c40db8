import { baseApi } from '@/shared/api/baseApi';
import { buildPath, call } from '@/shared/api/routes';
import type { Body, Schemas } from '@/shared/api/schema';
import { getStoredToken } from '@/shared/api/token';
import { saveFile } from '@/features/fiscal/api';

/** The cash book (registru de casă), closing a day, the cash dispositions and the accountant's export. */
export const booksRoutes = {
  cashBook: { method: 'POST', path: '/api/company/{companyId}/cashBook' },
  close: { method: 'POST', path: '/api/company/{companyId}/cashBook/close' },
  reopen: { method: 'POST', path: '/api/company/{companyId}/cashBook/reopen' },
  dispositions: { method: 'POST', path: '/api/company/{companyId}/cashDispositions' },
  createDisposition: { method: 'POST', path: '/api/company/{companyId}/createCashDisposition' },
  cancelDisposition: { method: 'POST', path: '/api/company/{companyId}/cashDispositions/{id}/cancel' },
  limits: { method: 'POST', path: '/api/company/{companyId}/cashBook/limits' },
  settings: { method: 'GET', path: '/api/company/{companyId}/cashBookSettings' },
  updateSettings: { method: 'POST', path: '/api/company/{companyId}/cashBookSettings/update' },
  export: { method: 'POST', path: '/api/company/{companyId}/accounting/export' },
} as const;

export type CashBook = Schemas['CashBookResponse'];
export type CashBookDay = Schemas['CashBookDay'];
export type CashBookLine = Schemas['CashBookLine'];
export type CashBookSettings = Schemas['CashBookSettingsResponse'];
export type CashDisposition = Schemas['CashDispositionResponse'];
export type CashLimits = Schemas['CashLimitCheckResponse'];
type Company = { companyId: number };

export const booksApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    cashBook: build.query<CashBook, Body<'/api/company/{companyId}/cashBook', 'post'> & Company>({
      query: ({ companyId, ...body }) => call(booksRoutes.cashBook, { companyId }, { body }),
      // A chitanță or an expense changed: the book reloads.
      providesTags: [
        { type: 'Receipt', id: 'LIST' },
        { type: 'Expense', id: 'LIST' },
      ],
    }),
    closeDay: build.mutation<unknown, Body<'/api/company/{companyId}/cashBook/close', 'post'> & Company>({
      query: ({ companyId, ...body }) => call(booksRoutes.close, { companyId }, { body }),
      invalidatesTags: (_r, error) => (error ? [] : [{ type: 'Receipt', id: 'LIST' }]),
    }),
    reopenDay: build.mutation<unknown, Body<'/api/company/{companyId}/cashBook/reopen', 'post'> & Company>({
      query: ({ companyId, ...body }) => call(booksRoutes.reopen, { companyId }, { body }),
      invalidatesTags: (_r, error) => (error ? [] : [{ type: 'Receipt', id: 'LIST' }]),
    }),
    createDisposition: build.mutation<
      CashDisposition,
      Body<'/api/company/{companyId}/createCashDisposition', 'post'> & Company
    >({
      query: ({ companyId, ...body }) => call(booksRoutes.createDisposition, { companyId }, { body }),
      invalidatesTags: (_r, error) => (error ? [] : [{ type: 'Receipt', id: 'LIST' }]),
    }),
    cancelDisposition: build.mutation<CashDisposition, { companyId: number; id: number; reason: string }>({
      query: ({ companyId, id, ...body }) => call(booksRoutes.cancelDisposition, { companyId, id }, { body }),
      invalidatesTags: (_r, error) => (error ? [] : [{ type: 'Receipt', id: 'LIST' }]),
    }),
    /** The cash limits a cash sale would cross (the gate asks before selling; warnings, never a refusal). */
    cashLimits: build.query<CashLimits, Body<'/api/company/{companyId}/cashBook/limits', 'post'> & Company>({
      query: ({ companyId, ...body }) => call(booksRoutes.limits, { companyId }, { body }),
      providesTags: [{ type: 'Receipt', id: 'LIST' }],
    }),
    cashBookSettings: build.query<CashBookSettings, Company>({
      query: ({ companyId }) => call(booksRoutes.settings, { companyId }),
    }),
    updateCashBookSettings: build.mutation<
      CashBookSettings,
      Body<'/api/company/{companyId}/cashBookSettings/update', 'post'> & Company
    >({
      query: ({ companyId, ...body }) => call(booksRoutes.updateSettings, { companyId }, { body }),
      invalidatesTags: (_r, error) => (error ? [] : [{ type: 'Receipt', id: 'LIST' }]),
    }),
  }),
});

export const {
  useCashBookQuery,
  useCloseDayMutation,
  useReopenDayMutation,
  useCreateDispositionMutation,
  useCancelDispositionMutation,
  useCashLimitsQuery,
  useLazyCashLimitsQuery,
  useCashBookSettingsQuery,
  useUpdateCashBookSettingsMutation,
} = booksApi;

/** The period's zip for the accountant: SAGA's I_/P_ files or CSV tables (docs/saga). */
export async function downloadExport(
  companyId: number,
  body: { date_from: string; date_to: string; format: 'saga' | 'csv' },
): Promise<void> {
  const token = getStoredToken();
  const response = await fetch(buildPath(booksRoutes.export.path, { companyId }), {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { Authorization: `Bearer ${token}` } : {}) },
    credentials: 'include',
    body: JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`HTTP ${response.status}`);
  saveFile(`contabilitate-${body.format}-${body.date_from}-${body.date_to}.zip`, await response.blob());
}
