import { Injectable, OnModuleInit } from '@nestjs/common';
import { InjectDataSource, InjectRepository } from '@nestjs/typeorm';
import { DataSource, In, Repository } from 'typeorm';
import { AppException } from '@app/common/app-exception';
import { bookingsOf, cashRegistersNamed, deleteUnlessUsed, issuedPasses } from '@app/common/in-use';
import { money } from '@app/common/money';
import { likeAny, likePattern } from '@app/common/pagination';
import { activeFilter, ReferenceCheck, sortColumn } from '@app/common/references';
import { findOwned, tenantScoped, tenantWhere } from '@app/common/tenancy';
import { writtenOnce } from '@app/common/sql';
import { DiscountsService } from '@app/discounts/discounts.service';
import type { Water } from '@app/waters/entities/water.entity';
import { WatersService } from '@app/waters/waters.service';
import { CreatePlanDto, PlanFilterDto, UpdatePlanDto } from './dto/plan.dto';
import { Plan } from './entities/plan.entity';
import { presentPlan, type PlanSalesResponse } from './plan.presenter';
import { withTransaction } from '@app/common/transactions';
import { HandedSources } from '@app/common/sources';

const SORT = { name: 'p.name', created_at: 'p.created_at', price: 'p.price', id: 'p.id' };

/**
 * What the passes and the bookings tell about the plans: passes/pass-counts.service.ts and
 * bookings/bookings.module.ts hand it over as their modules start (PlansModule cannot import them,
 * which import it).
 */
export interface PlanSources {
  /** Passes issued on the plan (any status). */
  passes(companyId: number, planId: number): Promise<number>;
  /** Bookings of the plan (any status). */
  bookings(companyId: number, planId: number): Promise<number>;
  /** Names of the fiscal cash registers whose VAT groups name the plan (no foreign key holds them). */
  fiscalDevices(companyId: number, planId: number): Promise<string[]>;
  /** Passes sold (not cancelled) per plan and water since then. */
  sold(
    companyId: number,
    since: Date,
  ): Promise<{ plan_id: number | string; water_id: number | string; sold: number | string }[]>;
}

@Injectable()
export class PlansService implements OnModuleInit {
  private readonly sources = new HandedSources<PlanSources>('plans');

  constructor(
    @InjectRepository(Plan) private readonly plans: Repository<Plan>,
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly waters: WatersService,
    private readonly discounts: DiscountsService,
  ) {}

  onModuleInit(): void {
    this.waters.useSources({ plans: (companyId, waterId) => this.namesOnWater(companyId, waterId) });
  }

  /** Another feature's part of PlanSources. */
  useSources(sources: Partial<PlanSources>): void {
    this.sources.use(sources);
  }

  /**
   * `{ plans, waters, discounts }`: the plans (name order, filtered) with what the plan and pass
   * forms choose from, the company's waters and discounts (all of them, name order).
   */
  async list(companyId: number, filter: PlanFilterDto) {
    const qb = tenantScoped(this.plans.createQueryBuilder('p').leftJoinAndSelect('p.waters', 'w'), 'p', companyId);
    const active = activeFilter(filter.active);
    if (active !== undefined) qb.andWhere('p.active = :active', { active });
    if (filter.water_id) {
      // A subquery, so the plan still comes with all of its waters, not only the filtered one.
      qb.andWhere('p.id IN (SELECT pw.plan_id FROM plan_waters pw WHERE pw.water_id = :waterId)', {
        waterId: filter.water_id,
      });
    }
    if (filter.search?.trim()) {
      qb.andWhere(likeAny(['p.name', 'p.description']), { q: likePattern(filter.search) });
    }
    qb.orderBy(sortColumn(SORT, filter.sort_by, 'p.name'), filter.sort_dir === 'desc' ? 'DESC' : 'ASC').addOrderBy(
      'p.id',
    );
    const [plans, waters, discounts] = await Promise.all([
      qb.getMany(),
      this.waters.list(companyId, {}),
      this.discounts.list(companyId, {}),
    ]);
    return { plans: plans.map(presentPlan), waters, discounts };
  }

  /**
   * Passes sold (not cancelled) per plan and water in the last 30 days, the most sold first: the
   * order of the quick sale's tiles. A range of IDX_passes_company_created, counted in the database.
   */
  async sales(companyId: number): Promise<PlanSalesResponse> {
    const since = new Date(Date.now() - 30 * 86_400_000);
    const rows = await this.sources.get('sold')(companyId, since);
    return {
      since,
      rows: rows
        .map((r) => ({ plan_id: Number(r.plan_id), water_id: Number(r.water_id), sold: Number(r.sold) }))
        .sort((a, b) => b.sold - a.sold || a.plan_id - b.plan_id || a.water_id - b.water_id),
    };
  }

  async find(companyId: number, id: number): Promise<Plan> {
    return findOwned(this.plans, companyId, id, { relations: { waters: true } });
  }

  /**
   * A plan that can be sold on that water, with its waters: active and valid there. Else a 422 on
   * `plan_id` (missing or inactive) or on `water_id` (not valid on that water).
   */
  async forSale(companyId: number, planId: number, waterId: number): Promise<Plan> {
    // Query builder, not findOne with relations: one statement instead of a distinct-ids query first;
    // its SQL written once (writtenOnce): every pass issued reads it.
    const plan = await writtenOnce(
      'plans.forSale',
      tenantScoped(this.plans.createQueryBuilder('pl').leftJoinAndSelect('pl.waters', 'w'), 'pl', companyId).andWhere(
        'pl.id = :id',
        { id: planId },
      ),
    ).getOne();
    const errors: Record<string, string[]> = {};
    if (!plan || !plan.active) errors.plan_id = ['Planul ales nu există sau nu este activ.'];
    if (plan && !(plan.waters ?? []).some((w) => w.id === waterId))
      errors.water_id = ['Planul ales nu este valabil pe această apă.'];
    if (!plan || Object.keys(errors).length) throw AppException.invalid(errors);
    return plan;
  }

  /**
   * The company's plan with its waters, or null, in one statement: for a caller that checks
   * several fields at once and words its own 422 (a booking's terms, bookings/booking-terms.service.ts).
   */
  oneWithWaters(companyId: number, id: number): Promise<Plan | null> {
    return tenantScoped(this.plans.createQueryBuilder('pl').leftJoinAndSelect('pl.waters', 'w'), 'pl', companyId)
      .andWhere('pl.id = :id', { id })
      .getOne();
  }

  /** How many of these (distinct) ids are plans of the company. */
  count(companyId: number, ids: number[]): Promise<number> {
    return ids.length ? this.plans.countBy(tenantWhere<Plan>(companyId, { id: In(ids) })) : Promise.resolve(0);
  }

  /** The names of the company's plans valid on the water, in name order (what still uses a water). */
  async namesOnWater(companyId: number, waterId: number): Promise<string[]> {
    const rows = await tenantScoped(
      this.plans
        .createQueryBuilder('p')
        .select('p.name', 'name')
        .innerJoin('plan_waters', 'pw', 'pw.plan_id = p.id AND pw.water_id = :waterId', { waterId }),
      'p',
      companyId,
    )
      .orderBy('p.name')
      .getRawMany<{ name: string }>();
    return rows.map((r) => r.name);
  }

  async get(companyId: number, id: number) {
    return presentPlan(await this.find(companyId, id));
  }

  async create(companyId: number, dto: CreatePlanDto) {
    await this.check(companyId, dto);
    const plan = this.plans.create({
      rods: 2,
      retention_kg: '0.00',
      extra_kg_price: '0.00',
      night: false,
      ...this.columns(dto),
      company_id: companyId,
      active: dto.active ?? true,
    });
    plan.waters = dto.water_ids.map((id) => ({ id }) as Water);
    const saved = await this.plans.save(plan);
    return this.get(companyId, saved.id);
  }

  async update(companyId: number, id: number, dto: UpdatePlanDto) {
    const plan = await this.find(companyId, id);
    await this.check(companyId, dto);
    Object.assign(plan, this.columns(dto));
    if (dto.active !== undefined && dto.active !== null) plan.active = dto.active;
    if (dto.water_ids) plan.waters = dto.water_ids.map((wid) => ({ id: wid }) as Water);
    await this.plans.save(plan);
    return this.get(companyId, id);
  }

  /** Refused with a 409 naming what still uses the plan; deactivating it is the way out. */
  async remove(companyId: number, id: number) {
    await this.find(companyId, id);
    await deleteUnlessUsed(
      () => this.usedBy(companyId, id),
      (uses) => `Planul nu poate fi șters: este folosit de ${uses}. Îl puteți dezactiva.`,
      () =>
        withTransaction(this.dataSource, async (em) => {
          await em.query('DELETE FROM plan_waters WHERE plan_id = ?', [id]);
          await em.delete(Plan, tenantWhere<Plan>(companyId, { id }));
        }),
    );
    return { message: 'Planul a fost șters.' };
  }

  /**
   * What still uses the plan, as Romanian phrases for the 409 ("3 permise").
   * Passes issued on it keep it: they are never deleted, only cancelled. A cash register's VAT
   * group for it would be left naming no plan, and the register's every edit refused (422).
   */
  private async usedBy(companyId: number, id: number): Promise<string[]> {
    const passes = await this.sources.get('passes')(companyId, id);
    const bookings = await this.sources.get('bookings')(companyId, id);
    const devices = await this.sources.get('fiscalDevices')(companyId, id);
    return [
      ...(passes ? [issuedPasses(passes)] : []),
      ...(bookings ? [bookingsOf(bookings)] : []),
      ...(devices.length ? [cashRegistersNamed(devices)] : []),
    ];
  }

  private async check(companyId: number, dto: UpdatePlanDto) {
    const check = new ReferenceCheck(this.dataSource);
    await check.counted(
      'water_ids',
      dto.water_ids,
      (ids) => this.waters.count(companyId, ids),
      'Una dintre apele alese nu există.',
    );
    check.throwIfAny();
  }

  /** The columns a create or update sets; null on rods, retention_kg or night keeps the value (or the default). */
  private columns(dto: UpdatePlanDto): Partial<Plan> {
    const out: Partial<Plan> = {};
    for (const key of ['name', 'duration_value', 'duration_unit', 'description'] as const) {
      if (dto[key] !== undefined) (out as Record<string, unknown>)[key] = dto[key];
    }
    if (dto.rods !== undefined && dto.rods !== null) out.rods = dto.rods;
    if (dto.night !== undefined && dto.night !== null) out.night = dto.night;
    if (dto.price !== undefined && dto.price !== null) out.price = money(dto.price);
    if (dto.retention_kg !== undefined && dto.retention_kg !== null) out.retention_kg = money(dto.retention_kg);
    if (dto.extra_kg_price !== undefined && dto.extra_kg_price !== null) out.extra_kg_price = money(dto.extra_kg_price);
    return out;
  }

  /**
   * Every plan of the company with its waters' ids and names (all presentPlan() shows of them), in
   * name order (the lists that travel with a company).
   */
  withWaters(companyId: number): Promise<Plan[]> {
    // SQL written once (writtenOnce): GET /api/user reads it. Each plan's row comes once per water:
    // the water's other columns (its map among them) were read and hydrated for nothing.
    const qb = this.plans.createQueryBuilder('p').leftJoin('p.waters', 'pw').addSelect(['pw.id', 'pw.name']);
    return writtenOnce('nested.plans', tenantScoped(qb, 'p', companyId).orderBy('p.name')).getMany();
  }

  /** The company's active plans with their waters, cheapest first (its public page). */
  activeWithWaters(companyId: number): Promise<Plan[]> {
    return this.plans.find({
      where: tenantWhere<Plan>(companyId, { active: true }),
      relations: { waters: true },
      order: { price: 'ASC', name: 'ASC' },
    });
  }
}
