import { combineReducers, configureStore, createListenerMiddleware } from '@reduxjs/toolkit';
import { setupListeners } from '@reduxjs/toolkit/query';
import { authReducer, initialAuthState, type AuthState } from '@/features/auth/authSlice';
import { baseApi } from '@/shared/api/baseApi';
import { forgetAnswers } from '@/shared/api/savedAnswers';
import { sessionCleared } from '@/shared/api/sessionActions';
import { getStoredToken, setStoredToken } from '@/shared/api/token';
import { storeSnapshot } from '@/shared/paintedShell';

const rootReducer = combineReducers({
  [baseApi.reducerPath]: baseApi.reducer,
  auth: authReducer,
});

export type RootState = ReturnType<typeof rootReducer>;

/** A fresh store (one per app, one per test); the token starts from localStorage. */
export function makeStore(preloaded?: Partial<RootState>) {
  const tokenSync = createListenerMiddleware<RootState>();
  // The only place that writes bearer_token: it always mirrors state.auth.token.
  tokenSync.startListening({
    predicate: (_action, current, previous) => current.auth.token !== previous.auth.token,
    effect: (_action, api) => {
      setStoredToken(api.getState().auth.token);
    },
  });

  // The painted shell's snapshot (name and company) follows the signed-in user; gone on sign-out.
  tokenSync.startListening({
    predicate: (_action, current, previous) => current.auth.user !== previous.auth.user,
    effect: (_action, api) => {
      const { user } = api.getState().auth;
      storeSnapshot(user ? { name: user.name, company: user.company?.name ?? '' } : null);
    },
  });

  // Nothing cached for one user may be shown to the next one in the same tab.
  tokenSync.startListening({
    actionCreator: sessionCleared,
    effect: (_action, api) => {
      api.dispatch(baseApi.util.resetApiState());
      forgetAnswers();
    },
  });

  const auth: AuthState = preloaded?.auth ?? { ...initialAuthState, token: getStoredToken() };
  const store = configureStore({
    reducer: rootReducer,
    preloadedState: { ...preloaded, auth } as RootState,
    middleware: (getDefault) => getDefault().prepend(tokenSync.middleware).concat(baseApi.middleware),
  });
  // The browser's online event refetches the screen's queries (baseApi's refetchOnReconnect).
  setupListeners(store.dispatch);
  return store;
}

export type AppStore = ReturnType<typeof makeStore>;
export type AppDispatch = AppStore['dispatch'];
