// Generated from openapi.json by scripts/rtk-codegen.mjs (npm run openapi:types); do not edit.
import { inject, type Mutation, type Query } from '@/shared/api/endpoints';
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

export const authEndpoints = inject<{
  profileControllerUpdate: Mutation<SessionUserResponse, { id: number; updateProfileDto: UpdateProfileDto }>;
  authControllerLogin: Mutation<SessionResponse, { loginDto: LoginDto }>;
  authControllerLogout: Mutation<MessageResponse, void>;
  authControllerMe: Query<CurrentUserResponse, void>;
  authControllerRegister: Mutation<SessionResponse, { registerDto: RegisterDto }>;
  authControllerPasswordEmail: Mutation<MessageResponse, { passwordEmailDto: PasswordEmailDto }>;
  authControllerPasswordReset: Mutation<MessageResponse, { passwordResetDto: PasswordResetDto }>;
}>({
  profileControllerUpdate: { mutation: 'POST /api/users/{id}/update', body: 'updateProfileDto' },
  authControllerLogin: { mutation: 'POST /api/login', body: 'loginDto' },
  authControllerLogout: { mutation: 'POST /api/logout' },
  authControllerMe: { query: 'GET /api/user' },
  authControllerRegister: { mutation: 'POST /api/register', body: 'registerDto' },
  authControllerPasswordEmail: { mutation: 'POST /api/password/email', body: 'passwordEmailDto' },
  authControllerPasswordReset: { mutation: 'POST /api/password/reset', body: 'passwordResetDto' },
});
