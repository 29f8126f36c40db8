import { money, moneyOrNull } from '@app/common/money';
import { StandRef } from '@app/stands/stand.presenter';
import { Bool, Instant, Int, Money, Nested, OneOf, Text } from '@app/common/openapi';
import { DISCOUNT_TYPES, type DiscountType } from '@app/discounts/discount-types';
import { DURATION_UNITS, type DurationUnit } from '@app/plans/durations';
import type { Receipt } from '@app/receipts/entities/receipt.entity';
import { presentReceiptRef, ReceiptRef } from '@app/receipts/receipt.presenter';
import { PAYMENT_METHODS, type Pass, type PassStatus, type PaymentMethod } from './entities/pass.entity';
import { SHOWN_PASS_STATES, type ShownPassState } from './dto/pass.dto';
import { FiscalJobRef, presentJobRef } from '@app/fiscal/fiscal.presenter';

export function passState(
  p: Pick<Pass, 'status' | 'valid_from' | 'valid_to'> & { checked_out_at?: Date | null },
  now = new Date(),
): ShownPassState {
  if (p.status === 'cancelled') return 'cancelled';
  // After the exit the pass no longer admits anyone (catches.service.ts checkout).
  if (p.checked_out_at) return 'exited';
  if (p.valid_from.getTime() > now.getTime()) return 'upcoming';
  if (p.valid_to.getTime() <= now.getTime()) return 'expired';
  return 'valid';
}

export class PassClientRef {
  @Int() id: number;
  @Text() name: string;
  @Text({ nullable: true }) cnp: string | null;
  @Text({ nullable: true }) phone: string | null;
}

export class PassWaterRef {
  @Int() id: number;
  @Text() name: string;
}

export class PassPlanRef {
  @Int() id: number;
  @Text() name: string;
  @Int() duration_value: number;
  @OneOf(DURATION_UNITS) duration_unit: DurationUnit;
  @Bool() night: boolean;
  @Money({ description: 'lei pe kg reținut peste cotă (ieșirea)' }) extra_kg_price: string;
}

export class PassDiscountRef {
  @Int() id: number;
  @Text() name: string;
  @OneOf(DISCOUNT_TYPES) type: DiscountType;
  @Money() value: string;
}

export class PassResponse {
  @Int() id: number;
  @Int() client_id: number;
  @Nested(PassClientRef, { optional: true }) client?: PassClientRef;
  @Int() water_id: number;
  @Nested(PassWaterRef, { optional: true }) water?: PassWaterRef;
  @Int() plan_id: number;
  @Nested(PassPlanRef, { optional: true }) plan?: PassPlanRef;
  @Int({ nullable: true }) stand_id: number | null;
  @Nested(StandRef, { nullable: true }) stand: StandRef | null;
  @Int({ nullable: true }) discount_id: number | null;
  @Nested(PassDiscountRef, { nullable: true }) discount: PassDiscountRef | null;
  @Int() doc_series_id: number;
  @Text() series: string;
  @Int() number: number;
  @Text({ description: 'codul din QR (verificare publică)' }) code: string;
  @Text() verify_url: string;
  @Instant() valid_from: Date;
  @Instant() valid_to: Date;
  @Money() price: string;
  @Money() discount_amount: string;
  @Money() total: string;
  @Int() rods: number;
  @Money({ description: 'kg' }) retention_kg: string;
  @OneOf(PAYMENT_METHODS) payment_method: PaymentMethod;
  @Text({ nullable: true }) car_plate: string | null;
  @Text({ nullable: true }) notes: string | null;
  @Int({ nullable: true }) receipt_id: number | null;
  @Nested(ReceiptRef, { nullable: true }) receipt: ReceiptRef | null;
  @OneOf(['active', 'cancelled']) status: PassStatus;
  @OneOf(SHOWN_PASS_STATES, { description: 'din status, ieșire și date' }) state: ShownPassState;
  @Int({ nullable: true }) created_by: number | null;
  @Instant() created_at: Date;
  @Instant({ nullable: true }) cancelled_at: Date | null;
  @Int({ nullable: true }) cancelled_by: number | null;
  @Text({ nullable: true }) cancel_reason: string | null;
  @Text({
    nullable: true,
    description: 'JWS compact (EdDSA) semnat de firmă; GET îl are mereu, lista doar dacă a fost deja semnat',
  })
  token: string | null;
  @Instant({ nullable: true, description: 'ieșirea (capturi cântărite)' }) checked_out_at: Date | null;
  @Int({ nullable: true, description: 'chitanța surplusului de captură (doar numerar, modul chitanțe)' })
  checkout_receipt_id: number | null;
  @Money({ nullable: true, description: 'surplusul de captură plătit la ieșire; null: fără surplus' })
  checkout_amount: string | null;
  @OneOf(PAYMENT_METHODS, { nullable: true, description: 'cum s-a plătit surplusul; null: fără surplus' })
  checkout_payment_method: PaymentMethod | null;
  @Nested(FiscalJobRef, { nullable: true, description: 'bonul fiscal al vânzării (modul casă de marcat)' })
  fiscal_job: FiscalJobRef | null;
}

/**
 * `totals` of the passes list, over the whole filter: active passes and their total; null for a
 * search with more than 1 000 matches (`total_capped`), which counts no further.
 */
export class PassTotals {
  @Int({ nullable: true, description: 'null: căutare cu peste 1 000 de rezultate (`total_capped`)' })
  passes: number | null;
  @Money({ nullable: true, description: 'lei, 2 zecimale; null: căutare cu peste 1 000 de rezultate' })
  total: string | null;
}

export function presentPass(p: Pass, extra: { receipt?: Receipt | null; verifyUrl: string }): PassResponse {
  return {
    id: p.id,
    client_id: p.client_id,
    client: p.client
      ? {
          id: p.client.id,
          name: `${p.client.last_name} ${p.client.first_name}`,
          cnp: p.client.cnp,
          phone: p.client.phone,
        }
      : undefined,
    water_id: p.water_id,
    water: p.water ? { id: p.water.id, name: p.water.name } : undefined,
    plan_id: p.plan_id,
    plan: p.plan
      ? {
          id: p.plan.id,
          name: p.plan.name,
          duration_value: p.plan.duration_value,
          duration_unit: p.plan.duration_unit,
          night: p.plan.night,
          // What this pass's exit charges: the price kept with the pass when it was sold (older passes: the plan's).
          extra_kg_price: money(p.extra_kg_price ?? p.plan.extra_kg_price),
        }
      : undefined,
    stand_id: p.stand_id ?? null,
    stand: p.stand ? { id: p.stand.id, number: p.stand.number, name: p.stand.name } : null,
    discount_id: p.discount_id,
    discount: p.discount
      ? { id: p.discount.id, name: p.discount.name, type: p.discount.type, value: money(p.discount.value) }
      : null,
    doc_series_id: p.doc_series_id,
    series: p.series,
    number: p.number,
    code: p.code,
    verify_url: extra.verifyUrl,
    valid_from: p.valid_from,
    valid_to: p.valid_to,
    price: money(p.price),
    discount_amount: money(p.discount_amount),
    total: money(p.total),
    rods: p.rods,
    retention_kg: money(p.retention_kg),
    payment_method: p.payment_method,
    car_plate: p.car_plate,
    notes: p.notes,
    receipt_id: extra.receipt?.id ?? null,
    receipt: presentReceiptRef(extra.receipt),
    status: p.status,
    state: passState(p),
    created_by: p.created_by,
    created_at: p.created_at,
    cancelled_at: p.cancelled_at,
    cancelled_by: p.cancelled_by,
    cancel_reason: p.cancel_reason,
    token: p.token,
    checked_out_at: p.checked_out_at,
    checkout_receipt_id: p.checkout_receipt_id,
    checkout_amount: moneyOrNull(p.checkout_amount),
    checkout_payment_method: p.checkout_payment_method ?? null,
    fiscal_job: presentJobRef(p.fiscal_job),
  };
}
