import { Controller, Get, HttpCode, Param, Post, Res } from '@nestjs/common';
import { ApiBearerAuth, ApiBody, ApiConsumes, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { AppException } from '@app/common/app-exception';
import type { AuthUser } from '@app/common/auth-user';
import { CompanyId, CurrentUser } from '@app/common/decorators';
import { ApiOk, PostOk } from '@app/common/openapi';
import { ParseIdPipe } from '@app/common/parse-id.pipe';
import { MediaService } from '@app/media/media.service';
import { type Upload, Uploads } from '@app/media/multipart';
import { binary, sendFile } from '@app/media/send-file';
import { WaterResponse } from '@app/waters/water.presenter';
import { WatersService } from '@app/waters/waters.service';

/** A water's map image, where its stands are placed: upload (PNG, JPG, WEBP), fetch, remove. */
@ApiTags('stands')
@ApiBearerAuth()
@Controller('api/company/:companyId/waters/:id/map')
export class WaterMapController {
  constructor(
    private readonly media: MediaService,
    private readonly waters: WatersService,
  ) {}

  /** Multipart, one image under `files[]` (or `files`), at most 10 MB; replaces the previous map. Answers the water. */
  @Post()
  @HttpCode(200)
  @ApiConsumes('multipart/form-data')
  @ApiBody({
    schema: {
      type: 'object',
      properties: { 'files[]': { type: 'array', items: { type: 'string', format: 'binary' }, maxItems: 1 } },
    },
  })
  @ApiOk(WaterResponse)
  async upload(
    @CompanyId() companyId: number,
    @CurrentUser() user: AuthUser,
    @Param('id', ParseIdPipe) id: number,
    @Uploads() uploads: Upload[],
  ) {
    const previous = await this.waters.mapOf(companyId, id);
    const stored = await this.media.storeImage(companyId, user.id, uploads);
    await this.waters.setMap(companyId, id, stored.id);
    if (previous) await this.media.removeById(companyId, previous);
    return this.waters.get(companyId, id);
  }

  /** The map's bytes (the front end fetches them with the bearer token into a blob URL). */
  @Get()
  @ApiOkResponse({
    description: 'Imaginea hărții',
    content: { 'image/jpeg': binary, 'image/png': binary, 'image/webp': binary },
  })
  async fetch(@CompanyId() companyId: number, @Param('id', ParseIdPipe) id: number, @Res() reply: FastifyReply) {
    const map = await this.waters.mapOf(companyId, id);
    if (!map) throw AppException.notFound();
    return sendFile(reply, await this.media.openById(companyId, map));
  }

  /** Removes the map (the stands keep their positions). Answers the water. */
  @PostOk('delete', WaterResponse)
  async remove(@CompanyId() companyId: number, @Param('id', ParseIdPipe) id: number) {
    const map = await this.waters.mapOf(companyId, id);
    if (map) {
      await this.waters.setMap(companyId, id, null);
      await this.media.removeById(companyId, map);
    }
    return this.waters.get(companyId, id);
  }
}
