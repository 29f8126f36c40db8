import { Column, Entity, Index, JoinColumn, ManyToOne } from 'typeorm';
import { MoneyColumn } from '@app/common/columns';
import { Client } from '@app/clients/entities/client.entity';
import { Discount } from '@app/discounts/entities/discount.entity';
import { Plan } from '@app/plans/entities/plan.entity';
import type { Receipt } from '@app/receipts/entities/receipt.entity';
import { Stand } from '@app/stands/entities/stand.entity';
import { Water } from '@app/waters/entities/water.entity';
import type { FiscalJob } from '@app/fiscal/entities/fiscal-job.entity';
import { NumberedDocument } from '@app/common/numbered-document';
import { PAYMENT_METHODS, type PaymentMethod } from '../payment-methods';

export { PAYMENT_METHODS, type PaymentMethod };
export type PassStatus = 'active' | 'cancelled';

/** A fishing pass (permis). Issued passes are immutable but for notes, car plate and payment method. */
@Entity('passes')
@Index('UQ_passes_series_number', ['doc_series_id', 'number'], { unique: true })
// The passes list: filters and totals on a validity period read from the index alone.
@Index('IDX_passes_company_valid_cover', ['company_id', 'valid_from', 'water_id', 'status', 'valid_to', 'total'])
// Its default order (valid_from, then id, newest first) walked in the index: page 1 000 reads
// 25 000 index entries instead of sorting every pass of the company. With each pass's angler, a
// search by angler walks it too and stops at the page (passes/pass-query.service.ts, list()).
@Index('IDX_passes_company_valid_client', ['company_id', 'valid_from', 'id', 'client_id'])
// Sorted by total, then id: the first page walks the index and stops, testing the list's filters
// (validity, water, state) on the index entries instead of reading each row it passes.
@Index('IDX_passes_company_total_cover', ['company_id', 'total', 'id', 'valid_from', 'water_id', 'status', 'valid_to'])
// The same for one water: its entries alone are walked (passes/pass-query.service.ts, walkedPage()).
@Index('IDX_passes_company_water_total_cover', [
  'company_id',
  'water_id',
  'total',
  'id',
  'valid_from',
  'status',
  'valid_to',
])
// The passes still valid or to come (valid_to after now: a few thousand of a company's hundreds of
// thousands), which the list's totals for "expired" take away from the statistics, from the index alone.
@Index('IDX_passes_company_valid_to_cover', ['company_id', 'valid_to', 'status', 'valid_from', 'water_id', 'total'])
// An angler's passes: the search's count (state, total) and its page in the default order
// (valid_from) are read from the index alone.
@Index('IDX_passes_company_client_cover', ['company_id', 'client_id', 'valid_from', 'status', 'total'])
@Index('IDX_passes_company_created', ['company_id', 'created_at'])
// The passes list's search: the plate written on the pass, and a number typed without its series.
@Index('IDX_passes_company_plate', ['company_id', 'car_plate'])
@Index('IDX_passes_company_number', ['company_id', 'number'])
// The public revocation list: codes cancelled since an instant.
@Index('IDX_passes_company_cancelled', ['company_id', 'cancelled_at'])
// Its incremental sync: the cancellations after the last sequence number a phone saw.
@Index('IDX_passes_company_revocation_seq', ['company_id', 'revocation_seq'])
// The JWKS: is a retired key's last pass still valid?
@Index('IDX_passes_signing_key_valid', ['signing_key_id', 'valid_to'])
// Who holds a stand when (bookings' overlap rule, the lake's board): by end, so the past is skipped.
@Index('IDX_passes_stand_valid_to', ['stand_id', 'valid_to'])
// The exit surpluses paid, by how and when (the cash book's card and transfer sums, the finance chart):
// a range on the method never reaches the passes without one (method null).
@Index('IDX_passes_company_checkout', ['company_id', 'checkout_payment_method', 'checked_out_at'])
export class Pass extends NumberedDocument {
  @Column({ type: 'int' })
  client_id: number;

  @ManyToOne(() => Client, { onDelete: 'RESTRICT' })
  @JoinColumn({ name: 'client_id' })
  client?: Client;

  @Column({ type: 'int' })
  water_id: number;

  @ManyToOne(() => Water, { onDelete: 'RESTRICT' })
  @JoinColumn({ name: 'water_id' })
  water?: Water;

  @Column({ type: 'int' })
  plan_id: number;

  @ManyToOne(() => Plan, { onDelete: 'RESTRICT' })
  @JoinColumn({ name: 'plan_id' })
  plan?: Plan;

  /** The stand held by the pass (stands.id), if any. */
  @Column({ type: 'int', nullable: true })
  stand_id: number | null;

  @ManyToOne(() => Stand, { nullable: true, onDelete: 'RESTRICT' })
  @JoinColumn({ name: 'stand_id' })
  stand?: Stand | null;

  @Column({ type: 'int', nullable: true })
  discount_id: number | null;

  @ManyToOne(() => Discount, { nullable: true, onDelete: 'RESTRICT' })
  @JoinColumn({ name: 'discount_id' })
  discount?: Discount | null;

  /** Unguessable token printed as a QR code for verification. */
  @Index('UQ_passes_code', { unique: true })
  @Column({ type: 'varchar', length: 32 })
  code: string;

  @Column({ type: 'datetime' })
  valid_from: Date;

  @Column({ type: 'datetime' })
  valid_to: Date;

  @MoneyColumn()
  price: string;

  @MoneyColumn({ default: 0 })
  discount_amount: string;

  @MoneyColumn()
  total: string;

  @Column({ type: 'int' })
  rods: number;

  @Column({ type: 'decimal', precision: 6, scale: 2, default: 0 })
  retention_kg: string;

  /**
   * The plan's price of a kept kilo above the allowance when the pass was sold: the exit charges
   * it (catches/catches.service.ts), not a price the plan was given since. Null for the passes sold
   * before it was kept here: their exit takes the plan's.
   */
  @MoneyColumn({ nullable: true })
  extra_kg_price: string | null;

  @Column({ type: 'varchar', length: 8 })
  payment_method: PaymentMethod;

  @Column({ type: 'varchar', length: 16, nullable: true })
  car_plate: string | null;

  @Column({ type: 'text', nullable: true })
  notes: string | null;

  @Column({ type: 'varchar', length: 10, default: 'active' })
  status: PassStatus;

  /** The company's revocation sequence number taken by the cancellation (RevocationCounter). */
  @Column({ type: 'int', nullable: true })
  revocation_seq: number | null;

  /** Compact JWS (EdDSA) of the pass, signed at issue (or on first read for passes issued before signing). */
  @Column({ type: 'text', nullable: true })
  token: string | null;

  /** The key that signed `token`: the JWKS keeps a retired key while a pass it signed is still valid. */
  @Column({ type: 'int', nullable: true })
  signing_key_id: number | null;

  /** The exit (catches weighed, surplus charged); a pass is checked out once. */
  @Column({ type: 'datetime', nullable: true })
  checked_out_at: Date | null;

  /** The chitanță of the kept kilos above the allowance, issued at checkout (not tied by pass_id: it is income of its own). */
  @Column({ type: 'int', nullable: true })
  checkout_receipt_id: number | null;

  /**
   * The surplus paid at the exit (lei) and how; null when the exit charged nothing. Only a cash surplus
   * gets a chitanță in `receipt` mode (docs/numbering-and-fiscal.md): a card or transfer one is counted
   * from here (the cash book's card and transfer sums, the finance chart).
   */
  @MoneyColumn({ nullable: true })
  checkout_amount: string | null;

  @Column({ type: 'varchar', length: 8, nullable: true })
  checkout_payment_method: PaymentMethod | null;

  /** Not a column: the pass's latest chitanță, where a read maps it (PassesService.shown). */
  receipt?: Receipt | null;

  /** Not a column: the latest bon fiscal job of its sale, when the query maps it (passes.service.ts shown()). */
  fiscal_job?: FiscalJob | null;
}
