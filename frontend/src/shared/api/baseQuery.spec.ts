import type { BaseQueryApi } from '@reduxjs/toolkit/query';
import { toast } from 'react-toastify';
import { OFFLINE_ACTION_REFUSED } from '@/shared/connection';
import { baseQuery, queryString, readingTime } from './baseQuery';
import { forgetAnswers } from './savedAnswers';
import { setStoredToken } from './token';

const LIST = { url: 'http://org.test/api/companies/1/clients', method: 'POST', body: { page: 1 } };
const PAGE = { data: [{ id: 7, first_name: 'Ion' }], total: 1 };

/** navigator.onLine as the browser would report it (Node has no navigator). */
function setOnline(online: boolean) {
  Object.defineProperty(globalThis, 'navigator', { value: { onLine: online }, configurable: true });
}

/** localStorage, where the session's token lives (Node has none). */
const stored = new Map<string, string>();
Object.defineProperty(globalThis, 'localStorage', {
  value: {
    getItem: (k: string) => stored.get(k) ?? null,
    setItem: (k: string, v: string) => void stored.set(k, v),
    removeItem: (k: string) => void stored.delete(k),
  },
  configurable: true,
});

const realFetch = globalThis.fetch;
const fetchMock = jest.fn<Promise<Response>, [Request]>();

function api(type: 'query' | 'mutation'): BaseQueryApi {
  return {
    signal: new AbortController().signal,
    abort: () => undefined,
    dispatch: jest.fn(),
    getState: () => ({}),
    extra: undefined,
    endpoint: type === 'query' ? 'clients' : 'createClient',
    type,
  };
}

beforeEach(() => {
  globalThis.fetch = fetchMock as unknown as typeof fetch;
  fetchMock.mockReset();
  forgetAnswers();
  setStoredToken(null);
  setOnline(true);
});

afterAll(() => {
  globalThis.fetch = realFetch;
  Reflect.deleteProperty(globalThis, 'navigator');
  Reflect.deleteProperty(globalThis, 'localStorage');
});

const json = (body: unknown) =>
  Promise.resolve(new Response(JSON.stringify(body), { status: 200, headers: { 'Content-Type': 'application/json' } }));
const noSignal = () => Promise.reject(new TypeError('Failed to fetch'));

describe('baseQuery with no signal', () => {
  it('does not send an action and answers the Romanian refusal', async () => {
    setOnline(false);
    const result = await baseQuery(
      { url: 'http://org.test/api/companies/1/createClient', method: 'POST', body: { first_name: 'Ion' } },
      api('mutation'),
      {},
    );
    expect(fetchMock).not.toHaveBeenCalled();
    expect(result.error).toEqual({ status: 'FETCH_ERROR', error: OFFLINE_ACTION_REFUSED });
  });

  it("answers a query from this tab's last answer to the same call", async () => {
    fetchMock.mockImplementationOnce(() => json(PAGE));
    expect((await baseQuery(LIST, api('query'), {})).data).toEqual(PAGE);
    setOnline(false);
    fetchMock.mockImplementationOnce(noSignal);
    const saved = await baseQuery(LIST, api('query'), {});
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(saved.error).toBeUndefined();
    expect(saved.data).toEqual(PAGE);
  });

  it('never answers one session with the answers of another, nor after sign-out', async () => {
    setStoredToken('token-a');
    fetchMock.mockImplementationOnce(() => json(PAGE));
    await baseQuery(LIST, api('query'), {});
    setOnline(false);
    setStoredToken('token-b');
    fetchMock.mockImplementationOnce(noSignal);
    expect((await baseQuery(LIST, api('query'), {})).error).toMatchObject({ status: 'FETCH_ERROR' });
    setStoredToken('token-a');
    forgetAnswers(); // what sign-out does (app/store.ts)
    fetchMock.mockImplementationOnce(noSignal);
    expect((await baseQuery(LIST, api('query'), {})).error).toMatchObject({ status: 'FETCH_ERROR' });
  });

  it('with signal, a failed call is an error even when an answer is saved', async () => {
    fetchMock.mockImplementationOnce(() => json(PAGE));
    await baseQuery(LIST, api('query'), {});
    fetchMock.mockImplementationOnce(noSignal);
    expect((await baseQuery(LIST, api('query'), {})).error).toMatchObject({ status: 'FETCH_ERROR' });
  });
});

describe('a call given up by the screen', () => {
  it('shows no network toast for a query aborted as its page is left (a redirect to the sign-in, say)', async () => {
    const toastError = jest.spyOn(toast, 'error').mockImplementation(() => 'id');
    const controller = new AbortController();
    fetchMock.mockImplementationOnce(() => {
      controller.abort();
      return Promise.reject(new DOMException('The operation was aborted.', 'AbortError'));
    });
    const result = await baseQuery(LIST, { ...api('query'), signal: controller.signal }, {});
    expect(result.error).toMatchObject({ status: 'FETCH_ERROR' });
    expect(toastError).not.toHaveBeenCalled();
    // Not aborted, the same failure is the network toast.
    fetchMock.mockImplementationOnce(noSignal);
    await baseQuery(LIST, api('query'), {});
    expect(toastError).toHaveBeenCalledTimes(1);
    toastError.mockRestore();
  });
});

describe("an error toast's time", () => {
  it("is the toasts' 2.5 s for a short text and longer for a long one, read to its end", () => {
    expect(readingTime('Câmpul este obligatoriu.')).toBe(2500);
    const named =
      'Vânzarea de dinainte, al cărei răspuns s-a pierdut, a emis deja permisul BD 880 (Permis o zi). Verificați-l în lista permiselor: vânzarea cerută acum nu a fost făcută.';
    expect(readingTime(named)).toBeGreaterThanOrEqual(8000);
  });
});

describe('queryString', () => {
  it('leaves empty filters out of the query', () => {
    expect(
      queryString({ page: 2, per_page: 25, search: '', active: null, water_id: undefined, sort_dir: 'desc' }),
    ).toBe('page=2&per_page=25&sort_dir=desc');
  });
});
