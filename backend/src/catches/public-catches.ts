import { Controller, Get, Injectable, Param } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { ApiTags } from '@nestjs/swagger';
import { DataSource } from 'typeorm';
import { AppException } from '@app/common/app-exception';
import { Public } from '@app/common/decorators';
import { ApiOk, ApiPublicTag, Bool, Day, Decimal, Int, Nested, Text } from '@app/common/openapi';
import { sqlInstant } from '@app/common/sql';
import { bucharestDate } from '@app/common/time';
import { tenantScoped } from '@app/common/tenancy';
import { CompaniesService } from '@app/companies/companies.service';
import { ReferenceService } from '@app/reference/reference.service';
import { Catch } from './entities/catch.entity';

/** How far back and how many catches the public page shows. */
export const RECENT_CATCHES_DAYS = 30;
export const RECENT_CATCHES_LIMIT = 10;

/** One catch as the public sees it: the species and the weight, never who caught it or on which pass. */
export class PublicCatchResponse {
  @Text({ description: 'specia' }) fish: string;
  @Decimal(3, { description: 'kg' }) weight_kg: string;
  @Int() count: number;
  @Bool({ description: 'reținut (true) sau eliberat (false)' }) kept: boolean;
  @Day({ description: 'ziua capturii, în România' }) day: string;
}

export class PublicCatchesResponse {
  @Int({ description: 'zilele din urmă cuprinse' }) days: number;
  @Nested([PublicCatchResponse], {
    description: `cel mult ${RECENT_CATCHES_LIMIT}, cele mai noi întâi; goală când firma nu a ales să le arate`,
  })
  catches: PublicCatchResponse[];
}

@Injectable()
export class PublicCatchesService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly reference: ReferenceService,
    private readonly companies: CompaniesService,
  ) {}

  /** 404 for an unknown or suspended company; an empty list while the company has not opted in. */
  async recent(slug: string, now: Date = new Date()): Promise<PublicCatchesResponse> {
    const company = await this.companies.activeBySlug(slug);
    if (!company) throw AppException.notFound();
    if (!company.public_recent_catches) return { days: RECENT_CATCHES_DAYS, catches: [] };
    const since = new Date(now.getTime() - RECENT_CATCHES_DAYS * 86_400_000);
    // Only the columns shown are selected: no pass, client or user id leaves this query. The pass's
    // status is joined by the passes table's name: the newest ten not on a cancelled pass are one
    // statement, which asking the passes apart would split.
    const rows = await tenantScoped(
      this.dataSource
        .getRepository(Catch)
        .createQueryBuilder('c')
        .innerJoin('passes', 'p', 'p.id = c.pass_id AND p.company_id = c.company_id')
        .select(['c.id', 'c.fish_id', 'c.weight_kg', 'c.count', 'c.kept', 'c.recorded_at']),
      'c',
      company.id,
    )
      .andWhere('c.recorded_at >= :since', { since: sqlInstant(this.dataSource, since) })
      .andWhere("p.status <> 'cancelled'")
      .orderBy('c.recorded_at', 'DESC')
      .addOrderBy('c.id', 'DESC')
      .limit(RECENT_CATCHES_LIMIT)
      .getMany();
    const { fishes } = await this.reference.all();
    const names = new Map(fishes.map((f) => [f.id, f.name]));
    return {
      days: RECENT_CATCHES_DAYS,
      catches: rows.map((c) => ({
        fish: names.get(c.fish_id) ?? '',
        weight_kg: Number(c.weight_kg).toFixed(3),
        count: c.count,
        kept: Boolean(c.kept),
        day: bucharestDate(c.recorded_at),
      })),
    };
  }
}

/** The opt-in "Capturi recente" of the public page. */
@ApiTags('public')
@ApiPublicTag()
@Controller('api/public/companies/:slug')
export class PublicCatchesController {
  constructor(private readonly catches: PublicCatchesService) {}

  /** The last catches of the last 30 days (species, weight, count, kept, day), when the company opted in. */
  @Public()
  @Get('catches')
  @ApiOk(PublicCatchesResponse)
  recent(@Param('slug') slug: string) {
    return this.catches.recent(slug);
  }
}
