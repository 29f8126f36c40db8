import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager, SelectQueryBuilder } from 'typeorm';
import { tenantScoped } from '@app/common/tenancy';
import { Pass } from './entities/pass.entity';

/**
 * An active pass holds its stand in [valid_from, valid_to), or until its exit when the angler left
 * before its end (catches/catches.service.ts): from then the stand is free to book and to sell.
 */
const HOLDS_STAND =
  "p.status = 'active' AND p.valid_from < :to AND p.valid_to > :from AND (p.checked_out_at IS NULL OR p.checked_out_at > :from)";

/** When a pass stops holding its stand, as SQL over alias `p` (the board shows it leaving then). */
export const PASS_HOLD_END =
  'CASE WHEN p.checked_out_at IS NOT NULL AND p.checked_out_at < p.valid_to THEN p.checked_out_at ELSE p.valid_to END';

/** An active pass's hold on a stand or a water: when, and its number for a clash's message. */
export type PassHold = Pick<Pass, 'id' | 'series' | 'number' | 'valid_from' | 'valid_to'>;

/**
 * What the stands' rules (stands/stand-rules.ts), the lake's board and the removal of a stand or
 * a discount ask of passes: an active pass holds its stand, and counts one angler on its water, in
 * [valid_from, valid_to). A module of its own (pass-holds.module.ts), so the stands module can
 * import it while the passes module imports the stands module; the other features call these
 * methods and never read the passes table themselves.
 */
@Injectable()
export class PassHolds {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /** The active pass that holds the stand at some moment of [from, to), if any (the earliest). */
  holderOf(em: EntityManager, companyId: number, standId: number, from: Date, to: Date): Promise<PassHold | null> {
    return tenantScoped(em.createQueryBuilder(Pass, 'p'), 'p', companyId)
      .andWhere('p.stand_id = :standId', { standId })
      .andWhere(HOLDS_STAND, { from, to })
      .orderBy('p.valid_from', 'ASC')
      .limit(1)
      .getOne();
  }

  /**
   * The active passes on a water that touch [from, to), each one angler (the anglers per day);
   * `standless`: only those sold without a stand (the public calendar counts the others by stand).
   */
  onWater(
    em: EntityManager | null,
    companyId: number,
    waterId: number,
    from: Date,
    to: Date,
    standless = false,
  ): Promise<Pick<Pass, 'id' | 'valid_from' | 'valid_to'>[]> {
    const qb = tenantScoped((em ?? this.dataSource.manager).createQueryBuilder(Pass, 'p'), 'p', companyId)
      .select(['p.id', 'p.valid_from', 'p.valid_to'])
      .andWhere('p.water_id = :waterId', { waterId });
    if (standless) qb.andWhere('p.stand_id IS NULL');
    return qb.andWhere("p.status = 'active' AND p.valid_from < :to AND p.valid_to > :from", { from, to }).getMany();
  }

  /**
   * The active passes of these stands that hold them in [from, to), as a query for the caller's one
   * statement (the board's UNION ALL with the bookings, bookings/board.service.ts): alias `p`,
   * nothing selected yet. By the stands' ids, through IDX_passes_stand_valid_to.
   */
  onStands(companyId: number, standIds: number[], from: Date, to: Date): SelectQueryBuilder<Pass> {
    return tenantScoped(this.dataSource.getRepository(Pass).createQueryBuilder('p'), 'p', companyId)
      .andWhere('p.stand_id IN (:...standIds)', { standIds })
      .andWhere(HOLDS_STAND, { from, to });
  }

  /** How many passes (any status) were issued with the discount: they keep it, so it is not deleted. */
  async withDiscount(companyId: number, discountId: number): Promise<number> {
    const row = await tenantScoped(
      this.dataSource.getRepository(Pass).createQueryBuilder('p').select('COUNT(*)', 'n'),
      'p',
      companyId,
    )
      .andWhere('p.discount_id = :discountId', { discountId })
      .getRawOne<{ n: number | string | null }>();
    return Number(row?.n ?? 0);
  }

  /** Whether the company's pass is active (not cancelled): a booking's deposit rests on the pass of its check-in. */
  isActive(companyId: number, passId: number): Promise<boolean> {
    return this.dataSource
      .getRepository(Pass)
      .exists({ where: { id: passId, company_id: companyId, status: 'active' } });
  }

  /** Which of these stands a pass has named (a stand with passes is not deleted). */
  async usedStandIds(companyId: number, standIds: number[]): Promise<Set<number>> {
    if (!standIds.length) return new Set();
    const rows = await tenantScoped(this.dataSource.getRepository(Pass).createQueryBuilder('p'), 'p', companyId)
      .select('DISTINCT p.stand_id', 'id')
      .andWhere('p.stand_id IN (:...standIds)', { standIds })
      .getRawMany<{ id: number | string }>();
    return new Set(rows.map((r) => Number(r.id)));
  }
}
