import { userSet } from '@/features/auth/authSlice';
import { sessionCleared } from '@/shared/api/sessionActions';
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

  it('mounts the api reducer', () => {
    expect(makeStore().getState().api).toBeDefined();
  });
});
