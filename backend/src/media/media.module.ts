import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { Client } from '@app/clients/entities/client.entity';
import { MediaController } from './media.controller';
import { ClientDocument, Media } from './media.entity';
import { MediaService } from './media.service';
import { APP_CONFIG, type AppConfig } from '@app/config/config';
import { createStorage, STORAGE } from './storage';

@Module({
  imports: [TypeOrmModule.forFeature([Media, ClientDocument, Client])],
  controllers: [MediaController],
  providers: [
    MediaService,
    // The local disk, or an S3-compatible bucket when S3_BUCKET is set (storage.ts).
    { provide: STORAGE, inject: [APP_CONFIG], useFactory: (config: AppConfig) => createStorage(config) },
  ],
  exports: [MediaService],
})
export class MediaModule {}
