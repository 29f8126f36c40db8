import { useCallback } from 'react';
import { useAppDispatch } from '@/app/hooks';
import { sessionCleared } from '@/shared/api/sessionActions';
import { useLogoutMutation } from './api';

/** "Deconectare": POST /api/logout (revokes the token), then forget the session whatever the answer. */
export function useSignOut() {
  const dispatch = useAppDispatch();
  const [logout, { isLoading }] = useLogoutMutation();
  const signOut = useCallback(async () => {
    await logout()
      .unwrap()
      .catch(() => undefined);
    dispatch(sessionCleared()); // also empties the API cache (store listener)
  }, [dispatch, logout]);
  return { signOut, isLoading };
}
