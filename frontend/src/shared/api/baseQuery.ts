import {
  fetchBaseQuery,
  type BaseQueryFn,
  type FetchArgs,
  type FetchBaseQueryError,
} from '@reduxjs/toolkit/query/react';
import { toast } from 'react-toastify';
import { isOffline, OFFLINE_ACTION_REFUSED } from '@/shared/connection';
import { navigateTo } from '@/shared/navigation';
import { describeError } from './describeError';
import { answerKey, hasSavedAnswer, keepAnswer, savedAnswer } from './savedAnswers';
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
  paramsSerializer: queryString,
});

/**
 * How long a call waits for its answer. On a weak signal (online, but nothing coming back) the
 * call then fails as with no signal (describeError's network toast): the button stops spinning and
 * can be tapped again (the sales send a request_key, so a second tap never sells twice). An upload
 * (a FormData body) waits as long as it takes.
 */
export const ANSWER_WAIT_MS = 20_000;

function withAnswerWait(args: string | FetchArgs): string | FetchArgs {
  if (typeof args === 'string') return { url: args, timeout: ANSWER_WAIT_MS };
  if (args.timeout !== undefined || (typeof FormData !== 'undefined' && args.body instanceof FormData)) return args;
  return { ...args, timeout: ANSWER_WAIT_MS };
}

/** A request's query: an empty filter (undefined, null or '') is left out, not sent empty. */
export function queryString(params: Record<string, string | number | boolean | null | undefined>): string {
  const query = new URLSearchParams();
  for (const [name, value] of Object.entries(params)) {
    if (value !== undefined && value !== null && value !== '') query.append(name, String(value));
  }
  return query.toString();
}

/**
 * How long an error's toast stays: the toasts' 2.5 s (ToastHost.tsx), and longer for a longer text,
 * 50 ms a character (one that names a pass to look up, say, is read to its end before it goes).
 */
export function readingTime(text: string): number {
  return Math.max(2500, text.length * 50);
}

/**
 * Shows the error catalogue's toasts (describeError.ts) and applies its side effects: 401 resets the user, 403 goes to /.
 * With no signal (docs/conventions.md "Lost signal and upgrades"): an action (a mutation) is not
 * sent and is refused in Romanian, the form keeping what was typed; a query answers its last data
 * from this tab's memory (savedAnswers.ts) when it has one.
 */
export const baseQuery: BaseQueryFn<string | FetchArgs, unknown, FetchBaseQueryError, ApiExtraOptions> = async (
  args,
  api,
  extraOptions,
) => {
  if (api.type === 'mutation' && isOffline()) {
    if (!extraOptions?.silent) toast.error(OFFLINE_ACTION_REFUSED, { toastId: OFFLINE_ACTION_REFUSED });
    return { error: { status: 'FETCH_ERROR', error: OFFLINE_ACTION_REFUSED } };
  }
  const key = api.type === 'query' ? answerKey(getStoredToken(), args) : null;
  const result = await rawBaseQuery(withAnswerWait(args), api, extraOptions ?? {});
  if (key !== null && !result.error) keepAnswer(key, result.data);
  if (key !== null && result.error?.status === 'FETCH_ERROR' && isOffline() && hasSavedAnswer(key)) {
    return { data: savedAnswer(key), meta: result.meta };
  }
  // Given up by the screen (its page left, a redirect): nobody waits for it, so no toast.
  if (!result.error || extraOptions?.silent || api.signal.aborted) return result;

  const { toasts, kind } = describeError(result.error);
  // toastId = the text: parallel calls failing the same way show one toast, not five.
  for (const message of toasts) toast.error(message, { toastId: message, autoClose: readingTime(message) });
  if (kind === 'unauthorized') api.dispatch(sessionCleared());
  if (kind === 'forbidden') navigateTo('/');
  return result;
};
