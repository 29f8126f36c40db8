import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { Client } from '@app/clients/entities/client.entity';
import { MediaController } from './media.controller';
import { ClientDocument, Media } from './media.entity';
import { MediaService } from './media.service';
import { LocalDiskStorage, STORAGE } from './storage';

@Module({
  imports: [TypeOrmModule.forFeature([Media, ClientDocument, Client])],
  controllers: [MediaController],
  // S3-compatible storage: bind another Storage implementation here (see storage.ts).
  providers: [MediaService, { provide: STORAGE, useClass: LocalDiskStorage }],
  exports: [MediaService],
})
export class MediaModule {}
