import { fromBani, money, toBani } from '@app/common/money';
import { StandRef } from '@app/stands/stand.presenter';
import { stayPrice } from '@app/passes/pricing';
import { Instant, Int, Money, Nested, OneOf, Text } from '@app/common/openapi';
import type { Receipt } from '@app/receipts/entities/receipt.entity';
import { presentReceiptRef, ReceiptRef } from '@app/receipts/receipt.presenter';
import type { FiscalJob } from '@app/fiscal/entities/fiscal-job.entity';
import { FiscalJobRef, presentJobRef } from '@app/fiscal/fiscal.presenter';
import {
  BOOKING_SOURCES,
  BOOKING_STATUSES,
  type Booking,
  type BookingSource,
  type BookingStatus,
} from './entities/booking.entity';

export class BookingRef {
  @Int() id: number;
  @Text() name: string;
}

export class BookingResponse {
  @Int() id: number;
  @Int({ nullable: true }) client_id: number | null;
  @Text({ description: 'clientul sau oaspetele' }) name: string;
  @Text({ nullable: true }) guest_name: string | null;
  @Text({ nullable: true }) guest_phone: string | null;
  @Text({ nullable: true }) guest_email: string | null;
  @Int() water_id: number;
  @Nested(BookingRef) water: BookingRef;
  @Int({ nullable: true }) stand_id: number | null;
  @Nested(StandRef, { nullable: true }) stand: StandRef | null;
  @Int() plan_id: number;
  @Nested(BookingRef) plan: BookingRef;
  @Instant() starts_at: Date;
  @Instant() ends_at: Date;
  @Int() anglers: number;
  @OneOf(BOOKING_STATUSES) status: BookingStatus;
  @Money() deposit: string;
  @Money({ description: 'prețul planului și suplimentul standului pe zilele rezervate' }) total: string;
  @Money({ description: 'de încasat la prezentare: totalul minus avansul (cel anulat nu se scade)' }) due: string;
  @Int({ nullable: true }) deposit_receipt_id: number | null;
  @Nested(ReceiptRef, { nullable: true }) deposit_receipt: ReceiptRef | null;
  @Nested(FiscalJobRef, { nullable: true, description: 'bonul fiscal al avansului (modul casă de marcat)' })
  fiscal_job: FiscalJobRef | null;
  @OneOf(BOOKING_SOURCES) source: BookingSource;
  @Text({ nullable: true }) notes: string | null;
  @Int({ nullable: true }) pass_id: number | null;
  @Instant() created_at: Date;
  @Instant() updated_at: Date;
}

export class PublicBookingResponse {
  @Int() id: number;
  @OneOf(['pending']) status: 'pending';
}

/** The name a booking goes by: its client's, else its guest's. */
export function bookingName(b: Pick<Booking, 'guest_name'>, clientName?: string | null): string {
  return clientName ?? b.guest_name ?? '—';
}

/**
 * The deposit that holds money: its chitanță still issued, or its bon fiscal's sale not cancelled
 * (fiscal/fiscal-job-joins.ts saleCancelledSql). A deposit whose document was cancelled took no
 * money, or gave it back, and the check-in does not take it off the pass's price.
 */
export function standingDeposit(
  b: Pick<Booking, 'deposit' | 'deposit_receipt_id'>,
  receipt: Pick<Receipt, 'status'> | null,
  fiscalJob: Pick<FiscalJob, 'status' | 'storno_status'> | null | undefined,
): string {
  const cancelled = b.deposit_receipt_id
    ? receipt?.status === 'cancelled'
    : !!fiscalJob && (fiscalJob.status === 'cancelled' || fiscalJob.storno_status !== null);
  return cancelled ? '0.00' : money(b.deposit);
}

/**
 * What the check-in charges (pass-issuing.service.ts create): the plan for each of its durations
 * the booking takes, the stand per booked day, less the deposit that stands.
 */
export function bookingTotals(
  b: Pick<Booking, 'plan' | 'stand' | 'starts_at' | 'ends_at'>,
  deposit: string,
): { total: string; due: string } {
  const total = b.plan ? stayPrice(b.plan, b.stand?.supplement, b.starts_at, b.ends_at).base : 0;
  return { total: fromBani(total), due: fromBani(Math.max(total - toBani(deposit), 0)) };
}

export function presentBooking(
  b: Booking,
  extra: { clientName: string | null; receipt: Receipt | null; fiscalJob?: FiscalJob | null },
): BookingResponse {
  return {
    id: b.id,
    client_id: b.client_id,
    name: bookingName(b, extra.clientName),
    guest_name: b.guest_name,
    guest_phone: b.guest_phone,
    guest_email: b.guest_email,
    water_id: b.water_id,
    water: { id: b.water_id, name: b.water?.name ?? '' },
    stand_id: b.stand_id,
    stand: b.stand ? { id: b.stand.id, number: b.stand.number, name: b.stand.name } : null,
    plan_id: b.plan_id,
    plan: { id: b.plan_id, name: b.plan?.name ?? '' },
    starts_at: b.starts_at,
    ends_at: b.ends_at,
    anglers: b.anglers,
    status: b.status,
    deposit: money(b.deposit),
    ...bookingTotals(b, standingDeposit(b, extra.receipt, extra.fiscalJob)),
    deposit_receipt_id: b.deposit_receipt_id,
    deposit_receipt: presentReceiptRef(extra.receipt),
    fiscal_job: presentJobRef(extra.fiscalJob),
    source: b.source,
    notes: b.notes,
    pass_id: b.pass_id,
    created_at: b.created_at,
    updated_at: b.updated_at,
  };
}
