import { userSet } from '@/features/auth/authSlice';
import { sessionCleared } from '@/shared/api/sessionActions';
import { SHELL_KEY } from '@/shared/paintedShell';
import type { User } from '@/shared/api/types';
import { makeStore } from './store';

const user: User = {
  id: 1,
  name: 'Ion Pescaru',
  email: 'ion@example.ro',
  role: 2,
  phone: null,
  company_id: null,
  last_login_at: null,
  created_at: '2024-01-01T00:00:00Z',
  company: null,
};

describe('makeStore', () => {
  it('starts from a preloaded session and clears it', () => {
    const store = makeStore({ auth: { token: 'abc', user: null } });
    store.dispatch(userSet(user));
    expect(store.getState().auth).toEqual({ token: 'abc', user });
    store.dispatch(sessionCleared());
    expect(store.getState().auth).toEqual({ token: null, user: null });
  });

  it("keeps the painted shell's snapshot of the signed-in user, and removes it on sign-out", () => {
    const data = new Map<string, string>();
    (globalThis as { localStorage?: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'> }).localStorage = {
      getItem: (k) => data.get(k) ?? null,
      setItem: (k, v) => void data.set(k, String(v)),
      removeItem: (k) => void data.delete(k),
    };
    try {
      const store = makeStore({ auth: { token: 'abc', user: null } });
      store.dispatch(userSet({ ...user, company_id: 4, company: { id: 4, name: 'Balta Demo' } as User['company'] }));
      expect(JSON.parse(data.get(SHELL_KEY)!)).toEqual({ name: 'Ion Pescaru', company: 'Balta Demo' });
      store.dispatch(sessionCleared());
      expect(data.has(SHELL_KEY)).toBe(false);
    } finally {
      delete (globalThis as { localStorage?: unknown }).localStorage;
    }
  });

  it('mounts the api reducer', () => {
    expect(makeStore().getState().api).toBeDefined();
  });
});
