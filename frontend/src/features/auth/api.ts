import { baseApi } from '@/shared/api/baseApi';
import { call } from '@/shared/api/routes';
import type { MessageResponse, NamedRef, State, User } from '@/shared/api/types';

export const authRoutes = {
  login: { method: 'POST', path: '/api/login' },
  logout: { method: 'POST', path: '/api/logout' },
  user: { method: 'GET', path: '/api/user' },
  register: { method: 'POST', path: '/api/register' },
  passwordEmail: { method: 'POST', path: '/api/password/email' },
  passwordReset: { method: 'POST', path: '/api/password/reset' },
  updateOwnProfile: { method: 'POST', path: '/api/users/{id}/update' },
} as const;

export interface SessionResponse {
  user: User;
  token: string;
}

export interface UserResponse {
  user: User;
  states: State[];
  fishes: NamedRef[];
  roles: NamedRef[];
}

export interface LoginRequest {
  email: string;
  password: string;
}

export interface RegisterRequest {
  name: string;
  email: string;
  password: string;
  password_confirmation: string;
}

export interface PasswordResetRequest {
  token: string;
  email: string;
  password: string;
  password_confirmation: string;
}

export interface ProfileUpdateRequest {
  id: number;
  name?: string;
  email?: string;
  phone?: string | null;
  current_password?: string;
  password?: string;
  password_confirmation?: string;
}

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
    logout: build.mutation<MessageResponse, void>({
      query: () => call(authRoutes.logout),
      extraOptions: { silent: true },
    }),
    user: build.query<UserResponse, void>({
      query: () => call(authRoutes.user),
      providesTags: ['User'],
    }),
    passwordEmail: build.mutation<MessageResponse, { email: string }>({
      query: (body) => call(authRoutes.passwordEmail, {}, { body }),
    }),
    passwordReset: build.mutation<MessageResponse, PasswordResetRequest>({
      query: (body) => call(authRoutes.passwordReset, {}, { body }),
    }),
    updateOwnProfile: build.mutation<User, ProfileUpdateRequest>({
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
