import { Module } from '@nestjs/common';
import { JwtModule } from '@nestjs/jwt';
import { TypeOrmModule } from '@nestjs/typeorm';
import { APP_CONFIG, AppConfig } from '@app/config/config';
import { UsersModule } from '@app/users/users.module';
import { AuthController } from './auth.controller';
import { AuthService } from './auth.service';
import { AccessToken } from './entities/access-token.entity';
import { PasswordReset } from './entities/password-reset.entity';
import { JwtStrategy } from './jwt.strategy';

@Module({
  imports: [
    TypeOrmModule.forFeature([AccessToken, PasswordReset]),
    JwtModule.registerAsync({
      inject: [APP_CONFIG],
      useFactory: (config: AppConfig) => ({
        secret: config.jwtSecret,
        signOptions: { algorithm: 'HS256', expiresIn: config.jwtTtlSeconds },
        verifyOptions: { algorithms: ['HS256'] },
      }),
    }),
    UsersModule,
  ],
  controllers: [AuthController],
  providers: [AuthService, JwtStrategy],
  // JwtStrategy: for the global JwtAuthGuard (common/guards.ts).
  exports: [AuthService, JwtStrategy],
})
export class AuthModule {}
