import { Injectable, OnModuleInit } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import { tenantScoped } from '@app/common/tenancy';
import { PlansService } from '@app/plans/plans.service';
import { WatersService } from '@app/waters/waters.service';
import { Pass } from './entities/pass.entity';

type Count = { n: number | string | null };

/**
 * The passes as counted by other features: what still uses a plan or a water (handed over to
 * their services as this module starts, since they cannot import the passes), what sold in the
 * last days (the quick sale's order) and the dashboard's cards.
 */
@Injectable()
export class PassCounts implements OnModuleInit {
  constructor(
    @InjectRepository(Pass) private readonly passes: Repository<Pass>,
    private readonly plans: PlansService,
    private readonly waters: WatersService,
  ) {}

  onModuleInit(): void {
    this.plans.useSources({
      passes: (companyId, planId) => this.counted(companyId, 'p.plan_id = :planId', { planId }),
      sold: (companyId, since) => this.soldSince(companyId, since),
    });
    this.waters.useSources({
      passes: (companyId, waterId) => this.counted(companyId, 'p.water_id = :waterId', { waterId }),
    });
  }

  /** Passes of the company (any status) matching one condition. */
  private async counted(companyId: number, condition: string, params: Record<string, unknown>): Promise<number> {
    const row = await tenantScoped(this.passes.createQueryBuilder('p').select('COUNT(*)', 'n'), 'p', companyId)
      .andWhere(condition, params)
      .getRawOne<Count>();
    return Number(row?.n ?? 0);
  }

  /** Passes sold (not cancelled) per plan and water since then: a range of IDX_passes_company_created. */
  soldSince(companyId: number, since: Date) {
    return tenantScoped(
      this.passes
        .createQueryBuilder('p')
        .select('p.plan_id', 'plan_id')
        .addSelect('p.water_id', 'water_id')
        .addSelect('COUNT(*)', 'sold'),
      'p',
      companyId,
    )
      .andWhere('p.created_at >= :since', { since })
      .andWhere("p.status <> 'cancelled'")
      .groupBy('p.plan_id')
      .addGroupBy('p.water_id')
      .getRawMany<{ plan_id: number | string; water_id: number | string; sold: number | string }>();
  }

  /** Active passes issued since then. */
  activeIssuedSince(companyId: number, since: Date): Promise<number> {
    return this.counted(companyId, "p.status = 'active' AND p.created_at >= :since", { since });
  }

  /** Active passes valid at that instant. */
  activeValidAt(companyId: number, at: Date): Promise<number> {
    return this.counted(companyId, "p.status = 'active' AND p.valid_from <= :at AND p.valid_to > :at", { at });
  }

  /**
   * Per company of these (the platform's company list): how many active passes were issued since
   * `since`, and their total in lei.
   */
  async activeIssuedSinceByCompany(
    companyIds: number[],
    since: Date,
  ): Promise<Map<number, { count: number; total: number }>> {
    if (!companyIds.length) return new Map();
    const rows = await this.passes
      .createQueryBuilder('p')
      .select('p.company_id', 'company_id')
      .addSelect('COUNT(*)', 'n')
      .addSelect('SUM(p.total)', 'total')
      .where('p.company_id IN (:...companyIds)', { companyIds })
      .andWhere("p.status = 'active' AND p.created_at >= :since", { since })
      .groupBy('p.company_id')
      .getRawMany<{ company_id: number | string; n: number | string; total: number | string | null }>();
    return new Map(rows.map((r) => [Number(r.company_id), { count: Number(r.n), total: Number(r.total ?? 0) }]));
  }
}
