import { Module } from '@nestjs/common';
import { CompaniesModule } from '@app/companies/companies.module';
import { PublicModule } from '@app/public/public.module';
import { PassProofController, SigningKeysController } from './signing.controller';
import { SigningService } from './signing.service';

@Module({
  imports: [PublicModule, CompaniesModule],
  controllers: [SigningKeysController, PassProofController],
  providers: [SigningService],
  exports: [SigningService],
})
export class SigningModule {}
