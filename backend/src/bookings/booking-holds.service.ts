import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager } from 'typeorm';
import { tenantScoped, tenantWhere } from '@app/common/tenancy';
import { Booking, HOLDING_STATUSES } from './entities/booking.entity';

/**
 * What the stands' rules (stands/stand-rules.ts) and a stand's removal ask of bookings: a booking
 * pending or confirmed holds its stand, and counts its anglers on its water, in [starts_at,
 * ends_at). A module of its own (booking-holds.module.ts), so the stands module can import it
 * while the bookings module imports the stands module; the other features call these methods and
 * never read the bookings table themselves.
 */
@Injectable()
export class BookingHolds {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /** The booking that holds the stand at some moment of [from, to), if any (the earliest); `exceptId` is left out. */
  holderOf(
    em: EntityManager,
    companyId: number,
    standId: number,
    from: Date,
    to: Date,
    exceptId?: number,
  ): Promise<Pick<Booking, 'id' | 'starts_at' | 'ends_at'> | null> {
    const qb = tenantScoped(em.createQueryBuilder(Booking, 'b'), 'b', companyId)
      .andWhere('b.stand_id = :standId', { standId })
      .andWhere('b.status IN (:...statuses)', { statuses: HOLDING_STATUSES })
      .andWhere('b.starts_at < :to AND b.ends_at > :from', { from, to })
      .orderBy('b.starts_at', 'ASC')
      .limit(1);
    if (exceptId) qb.andWhere('b.id <> :exceptId', { exceptId });
    return qb.getOne();
  }

  /** The holding bookings on a water that touch [from, to), with their anglers (the anglers per day). */
  onWater(
    em: EntityManager,
    companyId: number,
    waterId: number,
    from: Date,
    to: Date,
    exceptId?: number,
  ): Promise<Pick<Booking, 'id' | 'starts_at' | 'ends_at' | 'anglers'>[]> {
    const qb = tenantScoped(em.createQueryBuilder(Booking, 'b'), 'b', companyId)
      .select(['b.id', 'b.starts_at', 'b.ends_at', 'b.anglers'])
      .andWhere('b.water_id = :waterId', { waterId })
      .andWhere('b.status IN (:...statuses)', { statuses: HOLDING_STATUSES })
      .andWhere('b.starts_at < :end AND b.ends_at > :start', { start: from, end: to });
    if (exceptId) qb.andWhere('b.id <> :exceptId', { exceptId });
    return qb.getMany();
  }

  /**
   * The bookings, whatever their status, of a plan, on a water or of a client (a plan, water or
   * client with bookings is not deleted).
   */
  async countOf(
    companyId: number,
    of: { plan_id: number } | { water_id: number } | { client_id: number },
  ): Promise<number> {
    return this.dataSource.getRepository(Booking).count({ where: tenantWhere<Booking>(companyId, of) });
  }

  /** The company's booking's status and pass, or null (a deposit taken off an active pass's price is not cancelled). */
  one(companyId: number, id: number): Promise<Pick<Booking, 'id' | 'status' | 'pass_id'> | null> {
    return this.dataSource.getRepository(Booking).findOne({
      where: tenantWhere<Booking>(companyId, { id }),
      select: { id: true, status: true, pass_id: true },
    });
  }

  /** The booking whose deposit the chitanță is, if any (a deposit taken off an active pass's price is not cancelled). */
  ofDeposit(companyId: number, receiptId: number): Promise<Pick<Booking, 'id' | 'status' | 'pass_id'> | null> {
    return this.dataSource.getRepository(Booking).findOne({
      where: tenantWhere<Booking>(companyId, { deposit_receipt_id: receiptId }),
      select: { id: true, status: true, pass_id: true },
    });
  }

  /** Which of these stands a booking has named, whatever its status (a stand with bookings is not deleted). */
  async usedStandIds(companyId: number, standIds: number[]): Promise<Set<number>> {
    if (!standIds.length) return new Set();
    const rows = await tenantScoped(this.dataSource.getRepository(Booking).createQueryBuilder('b'), 'b', companyId)
      .select('DISTINCT b.stand_id', 'id')
      .andWhere('b.stand_id IN (:...standIds)', { standIds })
      .getRawMany<{ id: number | string }>();
    return new Set(rows.map((r) => Number(r.id)));
  }
}
