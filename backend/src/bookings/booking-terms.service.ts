import { Injectable } from '@nestjs/common';
import { EntityManager } from 'typeorm';
import { AppException } from '@app/common/app-exception';
import type { Plan } from '@app/plans/entities/plan.entity';
import { PlansService } from '@app/plans/plans.service';
import type { Stand } from '@app/stands/entities/stand.entity';
import { StandRules } from '@app/stands/stand-rules';
import { StandsService } from '@app/stands/stands.service';
import type { Water } from '@app/waters/entities/water.entity';
import { WatersService } from '@app/waters/waters.service';
import { validTo } from '@app/passes/pricing';
import { roCount } from '@balti/domain';

/** A booking is at most this long (a carp session is 12–72 hours; a week at most). */
const MAX_DAYS = 14;
/** And at least an hour. */
const MIN_MS = 3_600_000;

/** A booking's terms, checked: what it holds, from when to when, for how many anglers. */
export interface Resolved {
  water: Water;
  stand: Stand | null;
  plan: Plan;
  from: Date;
  to: Date;
  anglers: number;
}

/** The booking's columns that its terms set. */
export function termColumns(r: Resolved) {
  return {
    water_id: r.water.id,
    stand_id: r.stand?.id ?? null,
    plan_id: r.plan.id,
    starts_at: r.from,
    ends_at: r.to,
    anglers: r.anglers,
  };
}

/** Whether a booking's water, stand, plan and times hold, and whether the stand and the water are free for them. */
@Injectable()
export class BookingTermsService {
  constructor(
    private readonly rules: StandRules,
    private readonly waters: WatersService,
    private readonly stands: StandsService,
    private readonly plans: PlansService,
  ) {}

  /** Water, stand, plan and times checked together: one 422 with every field that is wrong. */
  async resolve(
    companyId: number,
    input: {
      water_id: number;
      stand_id?: number | null;
      plan_id: number;
      starts_at: string | Date;
      ends_at: string | Date;
      anglers?: number;
    },
  ): Promise<Resolved> {
    const [water, stand, plan, standCount] = await Promise.all([
      this.waters.ofCompany(companyId, input.water_id),
      input.stand_id ? this.stands.ofCompany(companyId, input.stand_id) : Promise.resolve(null),
      this.plans.oneWithWaters(companyId, input.plan_id),
      this.stands.activeCount(companyId, input.water_id),
    ]);
    const errors: Record<string, string[]> = {};
    const from = new Date(input.starts_at);
    const to = new Date(input.ends_at);
    const anglers = input.anglers ?? 1;
    if (!water || !water.active) errors.water_id = ['Apa aleasă nu există sau nu este activă.'];
    if (!plan || !plan.active) errors.plan_id = ['Planul ales nu există sau nu este activ.'];
    else if (water && !(plan.waters ?? []).some((w) => w.id === water.id))
      errors.plan_id = ['Planul ales nu este valabil pe această apă.'];
    if (input.stand_id) {
      if (!stand || !stand.active || stand.water_id !== input.water_id)
        errors.stand_id = ['Standul ales nu există, nu este activ sau nu este pe apa aleasă.'];
      else if (anglers > stand.capacity)
        errors.anglers = [
          stand.capacity === 1
            ? `Pe standul ${stand.number} încape un singur pescar.`
            : `Pe standul ${stand.number} încap cel mult ${roCount(stand.capacity, 'pescar', 'pescari')}.`,
        ];
    } else if (water && standCount > 0) {
      errors.stand_id = ['Alegeți un stand: apa are standuri numerotate.'];
    }
    if (!(to.getTime() > from.getTime())) errors.ends_at = ['Sfârșitul trebuie să fie după început.'];
    // Less would hold a stand (a whole day on the calendar) for nothing.
    else if (to.getTime() - from.getTime() < MIN_MS) errors.ends_at = ['O rezervare ține cel puțin o oră.'];
    // Days on Romania's clock: a night the clocks go back is still one day.
    else if (to.getTime() > validTo(from, MAX_DAYS, 'days').getTime())
      errors.ends_at = [`O rezervare ține cel mult ${MAX_DAYS} zile.`];
    if (Object.keys(errors).length || !water || !plan) throw AppException.invalid(errors);
    return { water, stand: input.stand_id ? stand : null, plan, from, to, anglers };
  }

  /**
   * The two rules (stand-rules.ts) under the water's lock; the caller's transaction then writes.
   * `anonymous`: a public request's clash names no other holder.
   */
  async checkRules(em: EntityManager, companyId: number, r: Resolved, exceptId?: number, anonymous = false) {
    const water = (await this.rules.lockWater(em, companyId, r.water.id)) ?? r.water;
    if (r.stand) await this.rules.assertStandFree(em, companyId, r.stand, r.from, r.to, exceptId, anonymous);
    await this.rules.assertAnglersPerDay(em, companyId, water, r.from, r.to, r.anglers, exceptId);
  }
}
