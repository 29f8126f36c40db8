import { money } from '@app/common/money';
import type { Plan } from './entities/plan.entity';

export function presentPlan(plan: Plan) {
  const waters = (plan.waters ?? []).slice().sort((a, b) => a.id - b.id);
  return {
    id: plan.id,
    name: plan.name,
    water_ids: waters.map((w) => w.id),
    waters: waters.map((w) => ({ id: w.id, name: w.name })),
    duration_value: plan.duration_value,
    duration_unit: plan.duration_unit,
    price: money(plan.price),
    rods: plan.rods,
    retention_kg: money(plan.retention_kg),
    night: plan.night,
    description: plan.description,
    active: plan.active,
    created_at: plan.created_at,
    updated_at: plan.updated_at,
  };
}
