import { Controller, Get, HttpCode, Param, Post, Res } from '@nestjs/common';
import { ApiBearerAuth, ApiBody, ApiConsumes, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import type { AuthUser } from '@app/common/auth-user';
import { CompanyId, CurrentUser } from '@app/common/decorators';
import { ParseIdPipe } from '@app/common/parse-id.pipe';
import { type Upload, Uploads } from '@app/media/multipart';
import { binary, sendFile } from '@app/media/send-file';
import { ClientDocumentsService } from './client-documents.service';
import { ApiCreated, MessageResponse, PostOk } from '@app/common/openapi';
import { ClientFileResponse } from './client.presenter';

/** The answer of a file fetch: the stored bytes with their own content type. */
const FILE_BYTES = {
  description: 'Conținutul fișierului',
  content: { 'application/pdf': binary, 'image/jpeg': binary, 'image/png': binary, 'image/webp': binary },
};

/** A client's documents: upload, fetch, delete. Roles 2 and 3. */
@ApiTags('clients')
@ApiBearerAuth()
@Controller('api/company/:companyId/clients/:clientId')
export class ClientDocumentsController {
  constructor(private readonly documents: ClientDocumentsService) {}

  /** Multipart, files under `files[]` (or `files`): up to 10 PDF/JPG/PNG/WEBP of at most 10 MB; answers the client's files. */
  @Post('storeFiles')
  @ApiConsumes('multipart/form-data')
  @ApiBody({
    schema: {
      type: 'object',
      properties: { 'files[]': { type: 'array', items: { type: 'string', format: 'binary' }, maxItems: 10 } },
    },
  })
  @ApiCreated([ClientFileResponse], 'Fișierele clientului')
  store(
    @CompanyId() companyId: number,
    @CurrentUser() user: AuthUser,
    @Param('clientId', ParseIdPipe) clientId: number,
    @Uploads() uploads: Upload[],
  ) {
    return this.documents.store(companyId, clientId, user.id, uploads);
  }

  /** The file's bytes (a POST fetches a file). */
  @Post('media/:mediaId')
  @HttpCode(200)
  @ApiOkResponse(FILE_BYTES)
  fetch(
    @CompanyId() companyId: number,
    @Param('clientId', ParseIdPipe) clientId: number,
    @Param('mediaId', ParseIdPipe) mediaId: number,
    @Res() reply: FastifyReply,
  ) {
    return this.send(companyId, clientId, mediaId, reply);
  }

  /** The same as the POST, for a preview (the front end fetches it with the bearer token into a blob URL). */
  @Get('media/:mediaId')
  @ApiOkResponse(FILE_BYTES)
  fetchGet(
    @CompanyId() companyId: number,
    @Param('clientId', ParseIdPipe) clientId: number,
    @Param('mediaId', ParseIdPipe) mediaId: number,
    @Res() reply: FastifyReply,
  ) {
    return this.send(companyId, clientId, mediaId, reply);
  }

  @PostOk('media/:documentId/delete', MessageResponse)
  remove(
    @CompanyId() companyId: number,
    @Param('clientId', ParseIdPipe) clientId: number,
    @Param('documentId', ParseIdPipe) documentId: number,
  ) {
    return this.documents.removeDocument(companyId, clientId, documentId);
  }

  private async send(companyId: number, clientId: number, mediaId: number, reply: FastifyReply) {
    return sendFile(reply, await this.documents.open(companyId, clientId, mediaId));
  }
}
