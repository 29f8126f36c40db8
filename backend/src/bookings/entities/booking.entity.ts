import { Column, Entity, Index, JoinColumn, ManyToOne } from 'typeorm';
import { CompanyRecord, MoneyColumn } from '@app/common/columns';
import { Plan } from '@app/plans/entities/plan.entity';
import { Stand } from '@app/stands/entities/stand.entity';
import { Water } from '@app/waters/entities/water.entity';

export const BOOKING_STATUSES = ['pending', 'confirmed', 'checked_in', 'cancelled', 'no_show'] as const;
export type BookingStatus = (typeof BOOKING_STATUSES)[number];
/** The states in which a booking holds its stand and counts towards the water's anglers per day. */
export const HOLDING_STATUSES: BookingStatus[] = ['pending', 'confirmed'];
export const BOOKING_SOURCES = ['gate', 'phone', 'online'] as const;
export type BookingSource = (typeof BOOKING_SOURCES)[number];

/**
 * A stand (or a place on a water without stands) held for a time: by a client, or by a guest
 * known only by name, phone and e-mail. The client is a plain `client_id` (no relation object).
 */
@Entity('bookings')
@Index('IDX_bookings_company_starts', ['company_id', 'starts_at'])
// Overlap checks and the board look for holders ending after a moment: by end, the past is skipped.
@Index('IDX_bookings_water_ends', ['water_id', 'ends_at'])
@Index('IDX_bookings_stand_ends', ['stand_id', 'ends_at'])
@Index('IDX_bookings_company_phone', ['company_id', 'guest_phone', 'status'])
@Index('IDX_bookings_company_ip', ['company_id', 'request_ip_hash', 'status'])
@Index('IDX_bookings_company_email', ['company_id', 'guest_email', 'status'])
// The finance chart's deposits by day of check-in (BookingQueryService.depositsInPassTotals).
@Index('IDX_bookings_company_checked_in', ['company_id', 'checked_in_at'])
// A pass's booking (the cash book's card and transfer sales: PassQueryService.nonCashSales).
@Index('IDX_bookings_company_pass', ['company_id', 'pass_id'])
// The finance chart's deposits on a bon fiscal by day of booking (BookingQueryService.depositsOnBons).
@Index('IDX_bookings_company_created', ['company_id', 'created_at'])
export class Booking extends CompanyRecord {
  @Column({ type: 'int', nullable: true })
  client_id: number | null;

  @Column({ type: 'varchar', length: 160, nullable: true })
  guest_name: string | null;

  @Column({ type: 'varchar', length: 32, nullable: true })
  guest_phone: string | null;

  @Column({ type: 'varchar', length: 255, nullable: true })
  guest_email: string | null;

  /** An online request's address, keyed (HMAC, never the address itself): its pending requests are counted. */
  @Column({ type: 'varchar', length: 64, nullable: true })
  request_ip_hash: string | null;

  @Column({ type: 'int' })
  water_id: number;

  @ManyToOne(() => Water, { onDelete: 'RESTRICT' })
  @JoinColumn({ name: 'water_id' })
  water?: Water;

  @Column({ type: 'int', nullable: true })
  stand_id: number | null;

  @ManyToOne(() => Stand, { nullable: true, onDelete: 'RESTRICT' })
  @JoinColumn({ name: 'stand_id' })
  stand?: Stand | null;

  @Column({ type: 'int' })
  plan_id: number;

  @ManyToOne(() => Plan, { onDelete: 'RESTRICT' })
  @JoinColumn({ name: 'plan_id' })
  plan?: Plan;

  @Column({ type: 'datetime' })
  starts_at: Date;

  @Column({ type: 'datetime' })
  ends_at: Date;

  @Column({ type: 'int', default: 1 })
  anglers: number;

  @Column({ type: 'varchar', length: 12, default: 'pending' })
  status: BookingStatus;

  @MoneyColumn({ default: 0 })
  deposit: string;

  /** The chitanță of the deposit (receipt series). */
  @Column({ type: 'int', nullable: true })
  deposit_receipt_id: number | null;

  @Column({ type: 'varchar', length: 8 })
  source: BookingSource;

  @Column({ type: 'text', nullable: true })
  notes: string | null;

  /** The pass issued at check-in. */
  @Column({ type: 'int', nullable: true })
  pass_id: number | null;

  /** When that pass was issued (its created_at). */
  @Column({ type: 'datetime', nullable: true })
  checked_in_at: Date | null;

  @Column({ type: 'int', nullable: true })
  created_by: number | null;
}
