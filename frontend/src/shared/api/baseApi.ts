import { createApi } from '@reduxjs/toolkit/query/react';
import { baseQuery } from './baseQuery';

/**
 * The one API of the front end: no endpoints here, each feature injects its own
 * (`baseApi.injectEndpoints`) from `src/features/<feature>/api.ts`.
 */
export const baseApi = createApi({
  reducerPath: 'api',
  baseQuery,
  // When the signal comes back, screens showing saved answers (savedAnswers.ts) load fresh ones
  // (the store's setupListeners).
  refetchOnReconnect: true,
  tagTypes: [
    'User',
    'Company',
    'Companies',
    'Water',
    'Plan',
    'Discount',
    'DocSeries',
    'Client',
    'Pass',
    'Receipt',
    'Expense',
    'Chart',
    'Users',
    'Stand',
    'Booking',
    'Fiscal',
  ],
  endpoints: () => ({}),
});
