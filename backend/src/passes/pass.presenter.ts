import { money } from '@app/common/money';
import type { Receipt } from '@app/receipts/entities/receipt.entity';
import type { Pass } from './entities/pass.entity';
import type { PassState } from './dto/pass.dto';

export function passState(p: Pick<Pass, 'status' | 'valid_from' | 'valid_to'>, now = new Date()): PassState {
  if (p.status === 'cancelled') return 'cancelled';
  if (p.valid_from.getTime() > now.getTime()) return 'upcoming';
  if (p.valid_to.getTime() <= now.getTime()) return 'expired';
  return 'valid';
}

export function presentPass(p: Pass, extra: { receipt?: Receipt | null; verifyUrl: string }) {
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
        }
      : undefined,
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
    receipt: extra.receipt
      ? {
          id: extra.receipt.id,
          series: extra.receipt.series,
          number: extra.receipt.number,
          status: extra.receipt.status,
        }
      : null,
    status: p.status,
    state: passState(p),
    created_by: p.created_by,
    created_at: p.created_at,
    cancelled_at: p.cancelled_at,
    cancelled_by: p.cancelled_by,
    cancel_reason: p.cancel_reason,
  };
}
