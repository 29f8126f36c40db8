import { createSlice, isAnyOf, type PayloadAction } from '@reduxjs/toolkit';
import { companiesApi } from '@/features/companies/api';
import { errorStatus } from '@/shared/api/describeError';
import { sessionCleared } from '@/shared/api/sessionActions';
import type { User } from '@/shared/api/types';
import { authApi } from './api';

/** Session (docs/conventions.md, API wire format, Auth): the API user object and its Bearer token (mirrored in localStorage). */
export interface AuthState {
  token: string | null;
  user: User | null;
}

export const initialAuthState: AuthState = { token: null, user: null };

const authSlice = createSlice({
  name: 'auth',
  initialState: initialAuthState,
  reducers: {
    userSet(state, action: PayloadAction<User>) {
      state.user = action.payload;
    },
  },
  extraReducers: (builder) => {
    builder
      .addCase(sessionCleared, () => ({ token: null, user: null }))
      .addMatcher(
        isAnyOf(
          authApi.endpoints.authControllerLogin.matchFulfilled,
          authApi.endpoints.authControllerRegister.matchFulfilled,
        ),
        (state, { payload }) => {
          state.token = payload.token;
          state.user = payload.user;
        },
      )
      .addMatcher(authApi.endpoints.authControllerMe.matchFulfilled, (state, { payload }) => {
        // A late answer for a session that was closed meanwhile must not log the user back in.
        if (state.token) state.user = payload.user;
      })
      .addMatcher(authApi.endpoints.authControllerMe.matchRejected, (state, { payload }) => {
        // 401 is handled by the base query; 403 means the account cannot be used (suspended).
        if (errorStatus(payload) === 403) return { token: null, user: null };
        return state;
      })
      .addMatcher(authApi.endpoints.profileControllerUpdate.matchFulfilled, (state, { payload }) => {
        if (state.user && state.user.id === payload.id) {
          state.user = { ...state.user, ...payload, company: payload.company ?? state.user.company };
        }
      })
      .addMatcher(
        isAnyOf(
          companiesApi.endpoints.companiesControllerCreate.matchFulfilled,
          companiesApi.endpoints.companiesControllerUpdate.matchFulfilled,
        ),
        (state, { payload }) => {
          if (!state.user) return;
          state.user.company = payload;
          state.user.company_id = payload.id;
        },
      );
  },
});

export const { userSet } = authSlice.actions;
export const authReducer = authSlice.reducer;
