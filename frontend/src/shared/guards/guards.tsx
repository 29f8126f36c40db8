import { Suspense, useDeferredValue, useEffect } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import { toast } from 'react-toastify';
import { useAppDispatch, useAppSelector } from '@/app/hooks';
import { useUserQuery } from '@/features/auth/api';
import {
  FORBIDDEN_ROLE_ERROR,
  GENERIC_ERROR,
  isNoResponse,
  NETWORK_ERROR,
  serverMessage,
} from '@/shared/api/describeError';
import { sessionCleared } from '@/shared/api/sessionActions';
import { NavigationBridge } from '@/shared/components/NavigationBridge';
import { StartupShell } from '@/shared/components/StartupShell';
import { isOffline, OFFLINE_BANNER } from '@/shared/connection';
import { decideGuest, decideProtected, type AppAccess, type GuardDecision } from './appAccess';

/**
 * Root layout of the company and admin apps: router bridge, and the start-up load of the user when a
 * token is stored (GET /api/user; a 401 clears the session in the base query). Plain React: no antd
 * before the first antd screen (AntdFrame).
 */
export function SessionGate() {
  const { token, user } = useAppSelector((s) => s.auth);
  const { isError, isFetching, refetch, error } = useUserQuery(undefined, { skip: !token || !!user });
  const dispatch = useAppDispatch();
  // The first screen after the account loads is a visit's biggest render (antd makes its styles on
  // the way). Deferred, React renders it as a transition, in slices, with the loading screen still up,
  // instead of one task that holds the phone's main thread for half a second.
  const userShown = useDeferredValue(!!user);

  let content = (
    <Suspense fallback={<StartupShell />}>
      <Outlet />
    </Suspense>
  );
  if (token && !userShown) {
    content =
      isError && !isFetching ? (
        <div className="plain-result" role="alert">
          <h1>Nu am putut încărca datele contului</h1>
          {/* With no signal it loads again by itself when the signal returns (baseApi's refetchOnReconnect).
              An answer says why itself (a server that cannot reach its database: 503, "Serviciul este
              temporar indisponibil…"): not the network's words. */}
          <p>
            {isOffline()
              ? OFFLINE_BANNER
              : isNoResponse(error)
                ? NETWORK_ERROR
                : (serverMessage(error) ?? GENERIC_ERROR)}
          </p>
          <div className="plain-actions">
            <button type="button" className="plain-button primary" onClick={() => void refetch()}>
              Reîncearcă
            </button>
            <button type="button" className="plain-button" onClick={() => dispatch(sessionCleared())}>
              Deconectare
            </button>
          </div>
        </div>
      ) : (
        <StartupShell tip="Se încarcă contul…" />
      );
  }
  return (
    <>
      <NavigationBridge />
      {content}
    </>
  );
}

/** Clears the session if asked, shows the role error once, and goes to /login. */
function ToLogin({ clearUser, roleError }: { clearUser: boolean; roleError: boolean }) {
  const dispatch = useAppDispatch();
  const { pathname } = useLocation();
  useEffect(() => {
    if (roleError) toast.error(FORBIDDEN_ROLE_ERROR, { toastId: FORBIDDEN_ROLE_ERROR });
    if (clearUser) dispatch(sessionCleared());
  }, [clearUser, roleError, dispatch]);
  return pathname === '/login' ? null : <Navigate to="/login" replace />;
}

/** What a guard's decision shows: the screens, the start-up shell, a redirect home or to /login. */
function Decided({ access, decision }: { access: AppAccess; decision: GuardDecision }) {
  switch (decision.type) {
    case 'allow':
      return <Outlet />;
    case 'wait':
      return <StartupShell />;
    case 'home':
      return <Navigate to={access.homePath} replace />;
    case 'login':
      return <ToLogin clearUser={decision.clearUser} roleError={decision.roleError} />;
  }
}

/** Layout route for screens that need a logged-in user with one of `roles`; checked on every navigation. */
export function RequireAuth({ access, roles }: { access: AppAccess; roles: readonly number[] }) {
  const { token, user } = useAppSelector((s) => s.auth);
  return <Decided access={access} decision={decideProtected(access, user, token, roles)} />;
}

/** Layout route for /login, /register, /forgot-password, /password/reset/:token. */
export function GuestOnly({ access }: { access: AppAccess }) {
  const { token, user } = useAppSelector((s) => s.auth);
  return <Decided access={access} decision={decideGuest(access, user, token)} />;
}
