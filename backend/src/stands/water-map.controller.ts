import { Controller, Get, HttpCode, Param, Post, Res } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { ApiBearerAuth, ApiBody, ApiConsumes, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { DataSource } from 'typeorm';
import { AppException } from '@app/common/app-exception';
import type { AuthUser } from '@app/common/auth-user';
import { CompanyId, CurrentUser } from '@app/common/decorators';
import { ApiOk } from '@app/common/openapi';
import { ParseIdPipe } from '@app/common/parse-id.pipe';
import { tenantWhere } from '@app/common/tenancy';
import { contentDisposition } from '@app/media/file-types';
import { MediaService } from '@app/media/media.service';
import { type Upload, Uploads } from '@app/media/multipart';
import { Water } from '@app/waters/entities/water.entity';
import { WaterResponse } from '@app/waters/water.presenter';
import { WatersService } from '@app/waters/waters.service';

const binary = { schema: { type: 'string', format: 'binary' } };

/** A water's map image, where its stands are placed: upload (PNG, JPG, WEBP), fetch, remove. */
@ApiTags('stands')
@ApiBearerAuth()
@Controller('api/company/:companyId/waters/:id/map')
export class WaterMapController {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly media: MediaService,
    private readonly waters: WatersService,
  ) {}

  private async water(companyId: number, id: number): Promise<Water> {
    const water = await this.dataSource.getRepository(Water).findOne({ where: tenantWhere<Water>(companyId, { id }) });
    if (!water) throw AppException.notFound();
    return water;
  }

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
    const water = await this.water(companyId, id);
    const stored = await this.media.storeImage(companyId, user.id, uploads);
    await this.dataSource
      .getRepository(Water)
      .update(tenantWhere<Water>(companyId, { id }), { map_media_id: stored.id });
    if (water.map_media_id) await this.media.removeById(companyId, water.map_media_id);
    return this.waters.get(companyId, id);
  }

  /** The map's bytes (the front end fetches them with the bearer token into a blob URL). */
  @Get()
  @ApiOkResponse({
    description: 'Imaginea hărții',
    content: { 'image/jpeg': binary, 'image/png': binary, 'image/webp': binary },
  })
  async fetch(@CompanyId() companyId: number, @Param('id', ParseIdPipe) id: number, @Res() reply: FastifyReply) {
    const water = await this.water(companyId, id);
    if (!water.map_media_id) throw AppException.notFound();
    const { media, stream } = await this.media.openById(companyId, water.map_media_id);
    return reply
      .status(200)
      .header('content-type', media.mime)
      .header('content-length', String(media.size))
      .header('content-disposition', contentDisposition(media.name))
      .header('x-content-type-options', 'nosniff')
      .header('cache-control', 'private, no-store')
      .send(stream);
  }

  /** Removes the map (the stands keep their positions). Answers the water. */
  @Post('delete')
  @HttpCode(200)
  @ApiOk(WaterResponse)
  async remove(@CompanyId() companyId: number, @Param('id', ParseIdPipe) id: number) {
    const water = await this.water(companyId, id);
    if (water.map_media_id) {
      await this.dataSource.getRepository(Water).update(tenantWhere<Water>(companyId, { id }), { map_media_id: null });
      await this.media.removeById(companyId, water.map_media_id);
    }
    return this.waters.get(companyId, id);
  }
}
