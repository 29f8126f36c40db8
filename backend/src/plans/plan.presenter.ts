import { money } from '@app/common/money';
import { Bool, Instant, Int, IntList, Money, NamedRef, Nested, OneOf, Text } from '@app/common/openapi';
import { DiscountResponse } from '@app/discounts/discount.presenter';
import { WaterResponse } from '@app/waters/water.presenter';
import { DURATION_UNITS, type DurationUnit, type Plan } from './entities/plan.entity';

export class PlanResponse {
  @Int() id: number;
  @Text() name: string;
  @IntList() water_ids: number[];
  @Nested([NamedRef]) waters: NamedRef[];
  @Int() duration_value: number;
  @OneOf(DURATION_UNITS) duration_unit: DurationUnit;
  @Money() price: string;
  @Int({ description: 'lansete' }) rods: number;
  @Money({ description: 'kg; 0 = catch & release' }) retention_kg: string;
  @Money({ description: 'lei pe kg reținut peste cotă' }) extra_kg_price: string;
  @Bool() night: boolean;
  @Text({ nullable: true }) description: string | null;
  @Bool() active: boolean;
  @Instant() created_at: Date;
  @Instant() updated_at: Date;
}

/** GET plans: the plans with the waters and discounts the plan form picks from. */
export class PlansResponse {
  @Nested([PlanResponse]) plans: PlanResponse[];
  @Nested([WaterResponse]) waters: WaterResponse[];
  @Nested([DiscountResponse]) discounts: DiscountResponse[];
}

/** How often a plan was sold on a water lately: the quick sale puts the most sold first. */
export class PlanSalesRow {
  @Int() plan_id: number;
  @Int() water_id: number;
  @Int({ description: 'permise emise (neanulate) în ultimele 30 de zile' }) sold: number;
}

export class PlanSalesResponse {
  @Instant({ description: 'de când se numără (acum 30 de zile)' }) since: Date;
  @Nested([PlanSalesRow], { description: 'cele mai vândute întâi' }) rows: PlanSalesRow[];
}

export function presentPlan(plan: Plan): PlanResponse {
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
    extra_kg_price: money(plan.extra_kg_price),
    night: plan.night,
    description: plan.description,
    active: plan.active,
    created_at: plan.created_at,
    updated_at: plan.updated_at,
  };
}
