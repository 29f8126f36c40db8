import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { CompaniesModule } from '@app/companies/companies.module';
import { MediaModule } from '@app/media/media.module';
import { ClientDocumentsController } from './client-documents.controller';
import { ClientDocumentsService } from './client-documents.service';
import { ClientsController } from './clients.controller';
import { ClientDocument } from './entities/client-document.entity';
import { ClientPrivacyService } from './client-privacy.service';
import { ClientsService } from './clients.service';
import { Client } from './entities/client.entity';

@Module({
  imports: [TypeOrmModule.forFeature([Client, ClientDocument]), MediaModule, CompaniesModule],
  controllers: [ClientsController, ClientDocumentsController],
  providers: [ClientsService, ClientDocumentsService, ClientPrivacyService],
  exports: [ClientsService, ClientDocumentsService, ClientPrivacyService],
})
export class ClientsModule {}
