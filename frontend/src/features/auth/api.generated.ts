// Generated from openapi.json by scripts/rtk-codegen.mjs (npm run openapi:types); do not edit.
import { baseApi as api } from '@/shared/api/baseApi';
import type {
  CurrentUserResponse,
  LoginDto,
  MessageResponse,
  PasswordEmailDto,
  PasswordResetDto,
  RegisterDto,
  SessionResponse,
  SessionUserResponse,
  UpdateProfileDto,
} from '@/shared/api/schemas.generated';
export type * from '@/shared/api/schemas.generated';
const injectedRtkApi = api.injectEndpoints({
  endpoints: (build) => ({
    profileControllerUpdate: build.mutation<ProfileControllerUpdateApiResponse, ProfileControllerUpdateApiArg>({
      query: (queryArg) => ({
        url: `/api/users/${encodeURIComponent(String(queryArg.id))}/update`,
        method: 'POST',
        body: queryArg.updateProfileDto,
      }),
    }),
    authControllerLogin: build.mutation<AuthControllerLoginApiResponse, AuthControllerLoginApiArg>({
      query: (queryArg) => ({ url: `/api/login`, method: 'POST', body: queryArg.loginDto }),
    }),
    authControllerLogout: build.mutation<AuthControllerLogoutApiResponse, AuthControllerLogoutApiArg>({
      query: () => ({ url: `/api/logout`, method: 'POST' }),
    }),
    authControllerMe: build.query<AuthControllerMeApiResponse, AuthControllerMeApiArg>({
      query: () => ({ url: `/api/user` }),
    }),
    authControllerRegister: build.mutation<AuthControllerRegisterApiResponse, AuthControllerRegisterApiArg>({
      query: (queryArg) => ({ url: `/api/register`, method: 'POST', body: queryArg.registerDto }),
    }),
    authControllerPasswordEmail: build.mutation<
      AuthControllerPasswordEmailApiResponse,
      AuthControllerPasswordEmailApiArg
    >({
      query: (queryArg) => ({ url: `/api/password/email`, method: 'POST', body: queryArg.passwordEmailDto }),
    }),
    authControllerPasswordReset: build.mutation<
      AuthControllerPasswordResetApiResponse,
      AuthControllerPasswordResetApiArg
    >({
      query: (queryArg) => ({ url: `/api/password/reset`, method: 'POST', body: queryArg.passwordResetDto }),
    }),
  }),
  overrideExisting: false,
});
export { injectedRtkApi as authEndpoints };
export type ProfileControllerUpdateApiResponse = /** status 200 OK */ SessionUserResponse;
export type ProfileControllerUpdateApiArg = {
  id: number;
  updateProfileDto: UpdateProfileDto;
};
export type AuthControllerLoginApiResponse = /** status 200 OK */ SessionResponse;
export type AuthControllerLoginApiArg = {
  loginDto: LoginDto;
};
export type AuthControllerLogoutApiResponse = /** status 200 OK */ MessageResponse;
export type AuthControllerLogoutApiArg = void;
export type AuthControllerMeApiResponse = /** status 200 OK */ CurrentUserResponse;
export type AuthControllerMeApiArg = void;
export type AuthControllerRegisterApiResponse = /** status 201 Creat */ SessionResponse;
export type AuthControllerRegisterApiArg = {
  registerDto: RegisterDto;
};
export type AuthControllerPasswordEmailApiResponse = /** status 200 OK */ MessageResponse;
export type AuthControllerPasswordEmailApiArg = {
  passwordEmailDto: PasswordEmailDto;
};
export type AuthControllerPasswordResetApiResponse = /** status 200 OK */ MessageResponse;
export type AuthControllerPasswordResetApiArg = {
  passwordResetDto: PasswordResetDto;
};
