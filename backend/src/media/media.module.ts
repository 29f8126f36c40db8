import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { Media } from './media.entity';
import { MediaService } from './media.service';
import { APP_CONFIG, type AppConfig } from '@app/config/config';
import { createStorage, STORAGE } from './storage';

@Module({
  imports: [TypeOrmModule.forFeature([Media])],
  providers: [
    MediaService,
    // The local disk, or an S3-compatible bucket when S3_BUCKET is set (storage.ts).
    { provide: STORAGE, inject: [APP_CONFIG], useFactory: (config: AppConfig) => createStorage(config) },
  ],
  exports: [MediaService],
})
export class MediaModule {}
