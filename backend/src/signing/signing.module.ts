import { Module } from '@nestjs/common';
import { PublicModule } from '@app/public/public.module';
import { PassProofController, SigningKeysController } from './signing.controller';
import { SigningService } from './signing.service';

@Module({
  imports: [PublicModule],
  controllers: [SigningKeysController, PassProofController],
  providers: [SigningService],
  exports: [SigningService],
})
export class SigningModule {}
