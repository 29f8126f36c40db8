import { baseApi } from '@/shared/api/baseApi';
import { call } from '@/shared/api/routes';
import type { Answer, Body, Schemas } from '@/shared/api/schema';

export const authRoutes = {
  login: { method: 'POST', path: '/api/login' },
  logout: { method: 'POST', path: '/api/logout' },
  user: { method: 'GET', path: '/api/user' },
  register: { method: 'POST', path: '/api/register' },
  passwordEmail: { method: 'POST', path: '/api/password/email' },
  passwordReset: { method: 'POST', path: '/api/password/reset' },
  updateOwnProfile: { method: 'POST', path: '/api/users/{id}/update' },
} as const;

export type SessionResponse = Schemas['SessionResponse'];

export type UserResponse = Schemas['CurrentUserResponse'];

export type LoginRequest = Body<'/api/login', 'post'>;

export type RegisterRequest = Body<'/api/register', 'post'>;

export type PasswordResetRequest = Body<'/api/password/reset', 'post'>;

export type ProfileUpdateRequest = Body<'/api/users/{id}/update', 'post'> & { id: number };

export const authApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    // The login and register forms show status and the server's `error` themselves.
    login: build.mutation<SessionResponse, LoginRequest>({
      query: (body) => call(authRoutes.login, {}, { body }),
      extraOptions: { silent: true },
    }),
    register: build.mutation<SessionResponse, RegisterRequest>({
      query: (body) => call(authRoutes.register, {}, { body }),
    }),
    logout: build.mutation<Answer<'/api/logout', 'post'>, void>({
      query: () => call(authRoutes.logout),
      extraOptions: { silent: true },
    }),
    user: build.query<UserResponse, void>({
      query: () => call(authRoutes.user),
      providesTags: ['User'],
    }),
    passwordEmail: build.mutation<Answer<'/api/password/email', 'post'>, Body<'/api/password/email', 'post'>>({
      query: (body) => call(authRoutes.passwordEmail, {}, { body }),
    }),
    passwordReset: build.mutation<Answer<'/api/password/reset', 'post'>, PasswordResetRequest>({
      query: (body) => call(authRoutes.passwordReset, {}, { body }),
    }),
    updateOwnProfile: build.mutation<Answer<'/api/users/{id}/update', 'post'>, ProfileUpdateRequest>({
      query: ({ id, ...body }) => call(authRoutes.updateOwnProfile, { id }, { body }),
      invalidatesTags: ['User', 'Users'],
    }),
  }),
});

export const {
  useLoginMutation,
  useRegisterMutation,
  useLogoutMutation,
  useUserQuery,
  useLazyUserQuery,
  usePasswordEmailMutation,
  usePasswordResetMutation,
  useUpdateOwnProfileMutation,
} = authApi;
