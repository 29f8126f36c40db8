import { Module } from '@nestjs/common';
import { ReferenceModule } from '@app/reference/reference.module';
import { PublicController } from './public.controller';
import { PublicService } from './public.service';

@Module({
  imports: [ReferenceModule],
  controllers: [PublicController],
  providers: [PublicService],
  exports: [PublicService],
})
export class PublicModule {}
