import { Body, Controller, Get, HttpCode, Post, Req, UseGuards } from '@nestjs/common';
import { ApiBearerAuth, ApiOperation, ApiTags, ApiUnauthorizedResponse } from '@nestjs/swagger';
import { SkipThrottle, ThrottlerGuard } from '@nestjs/throttler';
import type { FastifyRequest } from 'fastify';
import type { AuthUser } from '@app/common/auth-user';
import { CurrentUser, Public } from '@app/common/decorators';
import { ReferenceService } from '@app/reference/reference.service';
import { UsersService } from '@app/users/users.service';
import { AuthService } from './auth.service';
import { LoginDto, PasswordEmailDto, PasswordResetDto, RegisterDto } from './dto/auth.dto';
import { ApiCreated, ApiErrors, ApiOk, LoginErrorResponse, MessageResponse, PostOk } from '@app/common/openapi';
import { CurrentUserResponse, RegistrationResponse, SessionResponse } from './auth.presenter';

@ApiTags('auth')
@Controller('api')
export class AuthController {
  constructor(
    private readonly auth: AuthService,
    private readonly users: UsersService,
    private readonly reference: ReferenceService,
  ) {}

  @Public()
  @UseGuards(ThrottlerGuard)
  // Counted per account and address by the 'signin' throttler instead (backend/src/app.module.ts).
  @SkipThrottle({ account: true })
  @Post('login')
  @HttpCode(200)
  @ApiOperation({ summary: 'Sign in: answers the user and a bearer token' })
  @ApiOk(SessionResponse)
  @ApiErrors(429)
  @ApiUnauthorizedResponse({ type: LoginErrorResponse, description: "`{ error: 'Email sau parolă incorectă.' }`" })
  login(@Body() dto: LoginDto, @Req() req: FastifyRequest) {
    return this.auth.login(dto, () => req.raw.socket?.destroyed === true);
  }

  @ApiBearerAuth()
  @PostOk('logout', MessageResponse)
  async logout(@CurrentUser() user: AuthUser) {
    await this.auth.logout(user);
    return { message: 'V-ați deconectat.' };
  }

  @ApiBearerAuth()
  @Get('user')
  @ApiOperation({ summary: 'The signed-in user with company, and the reference lists' })
  @ApiOk(CurrentUserResponse)
  async me(@CurrentUser() user: AuthUser) {
    return {
      user: await this.users.presentWithCompany(user.id),
      ...(await this.reference.all()),
    };
  }

  /** Whether anyone may create an account here: the sign-in and registration pages ask before offering it. */
  @Public()
  @Get('registration')
  @ApiOk(RegistrationResponse)
  registration(): RegistrationResponse {
    return { open: this.auth.registrationOpen() };
  }

  @Public()
  @UseGuards(ThrottlerGuard)
  @Post('register')
  @ApiCreated(SessionResponse)
  @ApiErrors(403, 429)
  register(@Body() dto: RegisterDto) {
    return this.auth.register(dto);
  }

  @Public()
  @UseGuards(ThrottlerGuard)
  @PostOk('password/email', MessageResponse)
  @ApiErrors(429)
  passwordEmail(@Body() dto: PasswordEmailDto) {
    this.auth.requestPasswordReset(dto.email);
    return { message: 'Dacă adresa există în sistem, veți primi un email cu instrucțiunile de resetare.' };
  }

  @Public()
  @UseGuards(ThrottlerGuard)
  @PostOk('password/reset', MessageResponse)
  @ApiErrors(429)
  async passwordReset(@Body() dto: PasswordResetDto) {
    await this.auth.resetPassword(dto);
    return { message: 'Parola a fost schimbată. Vă puteți autentifica.' };
  }
}
