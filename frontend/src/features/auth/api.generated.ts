// Generated from openapi.json by scripts/rtk-codegen.mjs (npm run openapi:types); do not edit.
import { inject, type Mutation, type Query } from '@/shared/api/endpoints';
import type * as S from '@/shared/api/schemas.generated';
export type * from '@/shared/api/schemas.generated';

export const authEndpoints = inject<{
  profileControllerUpdate: Mutation<S.SessionUserResponse, { id: number; updateProfileDto: S.UpdateProfileDto }>;
  authControllerLogin: Mutation<S.SessionResponse, { loginDto: S.LoginDto }>;
  authControllerLogout: Mutation<S.MessageResponse, void>;
  authControllerMe: Query<S.CurrentUserResponse, void>;
  authControllerRegistration: Query<S.RegistrationResponse, void>;
  authControllerRegister: Mutation<S.SessionResponse, { registerDto: S.RegisterDto }>;
  authControllerPasswordEmail: Mutation<S.MessageResponse, { passwordEmailDto: S.PasswordEmailDto }>;
  authControllerPasswordReset: Mutation<S.MessageResponse, { passwordResetDto: S.PasswordResetDto }>;
}>({
  profileControllerUpdate: { mutation: 'POST /api/users/{id}/update', body: 'updateProfileDto' },
  authControllerLogin: { mutation: 'POST /api/login', body: 'loginDto' },
  authControllerLogout: { mutation: 'POST /api/logout' },
  authControllerMe: { query: 'GET /api/user' },
  authControllerRegistration: { query: 'GET /api/registration' },
  authControllerRegister: { mutation: 'POST /api/register', body: 'registerDto' },
  authControllerPasswordEmail: { mutation: 'POST /api/password/email', body: 'passwordEmailDto' },
  authControllerPasswordReset: { mutation: 'POST /api/password/reset', body: 'passwordResetDto' },
});
