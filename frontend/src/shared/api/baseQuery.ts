import {
  fetchBaseQuery,
  type BaseQueryFn,
  type FetchArgs,
  type FetchBaseQueryError,
} from '@reduxjs/toolkit/query/react';
import { toast } from 'react-toastify';
import { navigateTo } from '@/shared/navigation';
import { describeError } from './describeError';
import { sessionCleared } from './sessionActions';
import { getStoredToken } from './token';

/** Per-endpoint options: `silent` lets a caller (the login form) show the error itself. */
export interface ApiExtraOptions {
  silent?: boolean;
}

const rawBaseQuery = fetchBaseQuery({
  baseUrl: '',
  credentials: 'include',
  prepareHeaders: (headers) => {
    headers.set('Accept', 'application/json');
    headers.set('X-Requested-With', 'XMLHttpRequest');
    const token = getStoredToken();
    if (token) headers.set('Authorization', `Bearer ${token}`);
    return headers;
  },
});

/** Shows SPEC.md §8 toasts and applies its side effects: 401 resets the user, 403 goes to /. */
export const baseQuery: BaseQueryFn<string | FetchArgs, unknown, FetchBaseQueryError, ApiExtraOptions> = async (
  args,
  api,
  extraOptions,
) => {
  const result = await rawBaseQuery(args, api, extraOptions ?? {});
  if (!result.error || extraOptions?.silent) return result;

  const { toasts, kind } = describeError(result.error);
  // toastId = the text: parallel calls failing the same way show one toast, not five.
  for (const message of toasts) toast.error(message, { toastId: message });
  if (kind === 'unauthorized') api.dispatch(sessionCleared());
  if (kind === 'forbidden') navigateTo('/');
  return result;
};
