import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { Between, DataSource, EntityManager, In } from 'typeorm';
import { AppException } from '@app/common/app-exception';
import { money } from '@app/common/money';
import type { AuthUser } from '@app/common/auth-user';
import { pageParams, toPage } from '@app/common/pagination';
import { tenantWhere } from '@app/common/tenancy';
import { bucharestDate, roWhen } from '@app/common/time';
import { withTransaction } from '@app/common/transactions';
import { forSameOwner, keepRequestKey, oncePerKey } from '@app/common/request-keys';
import type { FiscalJobRef } from '@app/fiscal/fiscal.presenter';
import { DocSeriesService } from '@app/doc-series/doc-series.service';
import type { Pass } from '@app/passes/entities/pass.entity';
import { PassLifecycleService } from '@app/passes/pass-lifecycle.service';
import { PassesService } from '@app/passes/passes.service';
import { PlansService } from '@app/plans/plans.service';
import { ReceiptsService } from '@app/receipts/receipts.service';
import { ReferenceService } from '@app/reference/reference.service';
import { SalesService } from '@app/fiscal/sales.service';
import { AddCatchDto, CatchFilterDto, CheckoutDto, CreateCatchDto } from './dto/catch.dto';
import { Catch } from './entities/catch.entity';
import { CatchResponse, CheckoutResponse, presentCatch } from './catch.presenter';
import { type Surplus, surplusDescription, surplusOf, toGrams, fromGrams } from './surplus';
import { buckets } from '@app/charts/buckets';
import { MAX_BUCKETS } from '@app/charts/charts.service';
import { catchChart, CatchChartDto, CatchChartResponse } from './catch-chart';

const MESSAGES = {
  checkedOut: 'Ieșirea acestui permis a fost deja înregistrată.',
  cancelled: 'Permisul este anulat.',
  unknownFish: 'Specia aleasă nu există.',
};

/** The catch log of a pass and its exit: kept kilos above the allowance are paid per kg. */
/** A kept kilo above the allowance costs what it cost when the pass was sold (null: sold before that was kept, the plan's). */
const surplusPrice = (pass: Pick<Pass, 'extra_kg_price'>, plan: { extra_kg_price: string }): string =>
  pass.extra_kg_price ?? plan.extra_kg_price;

@Injectable()
export class CatchesService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly reference: ReferenceService,
    private readonly passes: PassesService,
    private readonly receipts: ReceiptsService,
    private readonly series: DocSeriesService,
    private readonly sales: SalesService,
    private readonly lifecycle: PassLifecycleService,
    private readonly plans: PlansService,
  ) {}

  private pass(companyId: number, id: number, em?: EntityManager): Promise<Pass> {
    return this.lifecycle.forExit(companyId, id, em);
  }

  /** A catch or an exit on a pass that has not begun: 409 saying when it begins (a booking checked in days ahead). */
  private assertBegun(pass: Pass, now = new Date()): void {
    if (pass.valid_from.getTime() > now.getTime()) {
      throw AppException.conflict(
        `Permisul începe la ${roWhen(pass.valid_from)}: capturile și ieșirea se înregistrează de atunci.`,
      );
    }
  }

  private async fishNames(): Promise<Map<number, string>> {
    const { fishes } = await this.reference.all();
    return new Map(fishes.map((f) => [f.id, f.name]));
  }

  /** Known species, and none kept that the pass's water releases only (its `release_fishes`). */
  private async checkFishes(
    dtos: CreateCatchDto[],
    field: (i: number) => string,
    waterId: number,
  ): Promise<Map<number, string>> {
    const names = await this.fishNames();
    const released = new Set<number>(
      dtos.some((d) => d.kept)
        ? (
            await this.dataSource.query<{ fish_id: number | string }[]>(
              'SELECT fish_id FROM water_release_fishes WHERE water_id = ?',
              [waterId],
            )
          ).map((r) => Number(r.fish_id))
        : [],
    );
    const errors: Record<string, string[]> = {};
    dtos.forEach((d, i) => {
      if (!names.has(d.fish_id)) errors[field(i)] = [MESSAGES.unknownFish];
      else if (d.kept && released.has(d.fish_id))
        errors[field(i).replace(/fish_id$/, 'kept')] = [
          `Specia ${names.get(d.fish_id)} nu se poate reține pe această apă: se eliberează.`,
        ];
    });
    if (Object.keys(errors).length) throw AppException.invalid(errors);
    return names;
  }

  private row(companyId: number, passId: number, actor: AuthUser, d: CreateCatchDto): Partial<Catch> {
    return {
      company_id: companyId,
      pass_id: passId,
      fish_id: d.fish_id,
      count: d.count,
      weight_kg: fromGrams(toGrams(d.weight_kg)),
      kept: d.kept ?? false,
      recorded_at: d.recorded_at ? new Date(d.recorded_at) : new Date(),
      recorded_by: actor.id,
    };
  }

  /**
   * Marks the pass as written to (its row locked on MariaDB until the transaction ends) when it
   * is still open; a checked-out or cancelled pass is a 409. Serialises catch writes with the exit.
   */
  private async lockOpen(em: EntityManager, companyId: number, passId: number): Promise<void> {
    if (await this.lifecycle.touchOpen(em, companyId, passId)) return;
    const pass = await this.pass(companyId, passId, em);
    throw AppException.conflict(pass.status === 'cancelled' ? MESSAGES.cancelled : MESSAGES.checkedOut);
  }

  async list(companyId: number, passId: number, filter: CatchFilterDto) {
    await this.pass(companyId, passId);
    const { page, perPage, skip } = pageParams(filter);
    const [rows, total] = await this.dataSource.getRepository(Catch).findAndCount({
      where: { company_id: companyId, pass_id: passId },
      order: {
        recorded_at: filter.sort_dir === 'desc' ? 'DESC' : 'ASC',
        id: filter.sort_dir === 'desc' ? 'DESC' : 'ASC',
      },
      skip,
      take: perPage,
    });
    const names = await this.fishNames();
    return toPage(
      rows.map((c) => presentCatch(c, names.get(c.fish_id) ?? '')),
      total,
      page,
      perPage,
    );
  }

  /** Every catch recorded on a client's passes, oldest first (the privacy export). */
  async forClient(companyId: number, clientId: number): Promise<CatchResponse[]> {
    const passIds = await this.lifecycle.idsOfClient(companyId, clientId);
    const rows = passIds.length
      ? await this.dataSource.getRepository(Catch).find({
          where: tenantWhere<Catch>(companyId, { pass_id: In(passIds) }),
          order: { recorded_at: 'ASC', id: 'ASC' },
        })
      : [];
    const names = await this.fishNames();
    return rows.map((c) => presentCatch(c, names.get(c.fish_id) ?? ''));
  }

  /**
   * A fish weighed at the exit. Sent again with its `request_key` after its answer was lost (a weak
   * signal), the catch the first attempt recorded: the key is kept with the catch in its
   * transaction, so a second fish is never weighed against the allowance (409 when the key
   * recorded a catch on another pass).
   */
  async create(actor: AuthUser, companyId: number, passId: number, dto: AddCatchDto) {
    const { request_key: key, ...fields } = dto;
    return oncePerKey(
      this.dataSource,
      { companyId, key, kind: 'catch' },
      async () => {
        const pass = await this.pass(companyId, passId);
        this.assertBegun(pass);
        await this.checkFishes([fields], () => 'fish_id', pass.water_id);
        const id = await withTransaction(this.dataSource, async (em) => {
          await this.lockOpen(em, companyId, passId);
          const inserted = await em.insert(Catch, this.row(companyId, passId, actor, fields));
          const catchId = Number(inserted.identifiers[0].id);
          if (key) await em.query(...keepRequestKey(companyId, key, 'catch', catchId));
          return catchId;
        });
        return this.present(companyId, id);
      },
      async (catchId) => {
        const made = await this.dataSource.getRepository(Catch).findOneBy({ id: catchId, company_id: companyId });
        if (!made) throw AppException.notFound();
        return forSameOwner('catch', await this.present(companyId, catchId), made.pass_id, passId);
      },
    );
  }

  private async present(companyId: number, id: number): Promise<CatchResponse> {
    const saved = await this.dataSource.getRepository(Catch).findOneByOrFail({ id, company_id: companyId });
    return presentCatch(saved, (await this.fishNames()).get(saved.fish_id) ?? '');
  }

  async remove(companyId: number, passId: number, catchId: number) {
    await this.pass(companyId, passId);
    await withTransaction(this.dataSource, async (em) => {
      const found = await em.findOne(Catch, { where: { id: catchId, company_id: companyId, pass_id: passId } });
      if (!found) throw AppException.notFound();
      await this.lockOpen(em, companyId, passId);
      await em.delete(Catch, { id: catchId, company_id: companyId, pass_id: passId });
    });
    return { message: 'Captura a fost ștearsă.' };
  }

  /**
   * The exit, in one transaction: the pass is marked checked out (a second checkout is a 409),
   * the weighed catches are written, the kept kilos above the pass's allowance are charged at
   * the plan's price per kg, rounded to the ban: on a chitanță of its own when paid in cash
   * (`receipt` mode), a bon fiscal's job (`amef`), or none (card or transfer in `receipt` mode);
   * the pass keeps the amount and how it was paid either way.
   */
  /**
   * The exit, once per pass. An exit sent again with its `request_key` after its answer was lost (a
   * weak signal) makes no second one and takes no second payment: the key is kept with the exit in its
   * transaction, and the answer is the exit the first attempt made (exitOf(); 409 when the key made
   * another pass's exit).
   */
  async checkout(actor: AuthUser, companyId: number, passId: number, dto: CheckoutDto): Promise<CheckoutResponse> {
    return oncePerKey(
      this.dataSource,
      { companyId, key: dto.request_key, kind: 'checkout' },
      () => this.exit(actor, companyId, passId, dto),
      async (exited) => {
        forSameOwner('checkout', exited, exited, passId);
        return this.exitOf(companyId, passId);
      },
    );
  }

  private async exit(actor: AuthUser, companyId: number, passId: number, dto: CheckoutDto): Promise<CheckoutResponse> {
    const pass = await this.pass(companyId, passId);
    this.assertBegun(pass);
    const catches = dto.catches ?? [];
    const names = await this.checkFishes(catches, (i) => `catches.${i}.fish_id`, pass.water_id);
    const plan = await this.plans.oneWithWaters(companyId, pass.plan_id);
    if (!plan) throw AppException.notFound();
    // Read before the transaction, as passes do: under the series lock only the writes remain.
    // The surplus is known only inside it: the document is chosen for "some amount" (sales.service.ts).
    // A chitanță is for cash only; a card or transfer surplus is counted from the pass's checkout columns.
    const doc = await this.sales.document(companyId, {
      waterId: pass.water_id,
      paymentMethod: dto.payment_method,
      amount: null,
      receiptDue: dto.payment_method === 'cash',
    });
    const receiptSeries =
      doc.kind === 'receipt' ? await this.series.resolve(this.dataSource.manager, companyId, 'receipt', null) : null;
    const result = await withTransaction(this.dataSource, async (em) => {
      // The exit reaches the guards' phones as a cancellation does (PassLifecycleService.checkOut).
      if (!(await this.lifecycle.checkOut(em, companyId, passId, new Date()))) {
        const now = await this.pass(companyId, passId, em);
        throw AppException.conflict(now.status === 'cancelled' ? MESSAGES.cancelled : MESSAGES.checkedOut);
      }
      if (dto.request_key) await em.query(...keepRequestKey(companyId, dto.request_key, 'checkout', passId));
      if (catches.length)
        await em.insert(
          Catch,
          catches.map((d) => this.row(companyId, passId, actor, d)),
        );
      const surplus = await this.keptSurplus(em, companyId, passId, pass.retention_kg, surplusPrice(pass, plan));
      let receiptId: number | null = null;
      let fiscalJobId: number | null = null;
      if (Number(surplus.amount) > 0) {
        // Not tied by pass_id: the pass's own receipt stays the one of its price, and the
        // surplus counts as income of its own (finance chart: receipts not tied to a pass, and the
        // surpluses without one, from the pass's checkout columns).
        ({ receiptId, fiscalJobId } = await this.sales.take(em, doc, {
          receipt: () => ({
            companyId,
            clientId: pass.client_id,
            passId: null,
            amount: surplus.amount,
            description: surplusDescription(surplus.excess_kg, surplusPrice(pass, plan)),
            issuedOn: bucharestDate(),
            seriesId: null,
            series: receiptSeries,
            fiscalReceiptNo: dto.fiscal_receipt_no ?? null,
            createdBy: actor.id,
          }),
          fiscal: () => ({
            companyId,
            source: 'checkout',
            passId,
            clientId: pass.client_id,
            paymentMethod: dto.payment_method,
            amount: surplus.amount,
            reference: `Ieșire permis ${pass.series} nr. ${pass.number}`,
            line: { name: surplusDescription(surplus.excess_kg, surplusPrice(pass, plan)), planId: pass.plan_id },
            createdBy: actor.id,
          }),
        }));
        await this.lifecycle.setCheckoutSale(em, companyId, passId, {
          amount: surplus.amount,
          paymentMethod: dto.payment_method,
          receiptId,
        });
      }
      return { surplus, receiptId, fiscalJobId };
    });
    return this.answer(companyId, passId, result, names);
  }

  /** The surplus of a pass's kept catches over its retention (the exit's, and the exit already made). */
  private async keptSurplus(
    em: EntityManager,
    companyId: number,
    passId: number,
    retentionKg: Parameters<typeof surplusOf>[1],
    extraKgPrice: Parameters<typeof surplusOf>[2],
  ): Promise<Surplus> {
    const kept = await em.find(Catch, {
      where: { company_id: companyId, pass_id: passId, kept: true },
      select: { id: true, weight_kg: true },
    });
    return surplusOf(
      kept.map((c) => c.weight_kg),
      retentionKg,
      extraKgPrice,
    );
  }

  /** The exit already made, as its answer said (a request sent again with its key, checkout()). */
  private async exitOf(companyId: number, passId: number): Promise<CheckoutResponse> {
    const pass = await this.pass(companyId, passId);
    const plan = await this.plans.oneWithWaters(companyId, pass.plan_id);
    if (!plan) throw AppException.notFound();
    const surplus = await this.keptSurplus(
      this.dataSource.manager,
      companyId,
      passId,
      pass.retention_kg,
      surplusPrice(pass, plan),
    );
    const [names, fiscalJob] = await Promise.all([this.fishNames(), this.sales.checkoutJobRef(companyId, passId)]);
    return this.answer(
      companyId,
      passId,
      // The amount paid, as taken then (the plan's price per kg may have changed since).
      {
        surplus: { ...surplus, amount: pass.checkout_amount === null ? surplus.amount : money(pass.checkout_amount) },
        receiptId: pass.checkout_receipt_id,
      },
      names,
      fiscalJob,
    );
  }

  private async answer(
    companyId: number,
    passId: number,
    result: { surplus: Surplus; receiptId: number | null; fiscalJobId?: number | null },
    names: Map<number, string>,
    fiscalJobRef?: FiscalJobRef | null,
  ): Promise<CheckoutResponse> {
    const [presented, list, receipt, fiscalJob] = await Promise.all([
      this.passes.get(companyId, passId),
      this.dataSource
        .getRepository(Catch)
        .find({ where: { company_id: companyId, pass_id: passId }, order: { recorded_at: 'ASC', id: 'ASC' } }),
      result.receiptId ? this.receipts.get(companyId, result.receiptId) : Promise.resolve(null),
      fiscalJobRef !== undefined
        ? Promise.resolve(fiscalJobRef)
        : this.sales.jobRef(companyId, result.fiscalJobId ?? null),
    ]);
    return {
      pass: presented,
      catches: list.map((c) => presentCatch(c, names.get(c.fish_id) ?? '')),
      kept_kg: result.surplus.kept_kg,
      excess_kg: result.surplus.excess_kg,
      extra_amount: result.surplus.amount,
      receipt,
      fiscal_job: fiscalJob,
    };
  }

  /** Kg kept and released per species per period (Romanian calendar days, weeks or months) between two days. */
  async chart(companyId: number, dto: CatchChartDto): Promise<CatchChartResponse> {
    if (dto.date_from > dto.date_to)
      throw AppException.invalid({ date_to: ['Data de sfârșit este înaintea celei de început.'] });
    const months = buckets(dto.date_from, dto.date_to, dto.group_by);
    if (months.length > MAX_BUCKETS) {
      throw AppException.invalid({
        group_by: ['Perioada este prea lungă pentru această grupare: alegeți săptămâni sau luni.'],
      });
    }
    const from = months[0].from;
    const to = months[months.length - 1].to;
    const rows = await this.dataSource.getRepository(Catch).find({
      where: { company_id: companyId, recorded_at: Between(from, new Date(to.getTime() - 1)) },
      select: { id: true, fish_id: true, weight_kg: true, kept: true, recorded_at: true },
    });
    const monthOf = (d: Date) => months.findIndex((m) => d >= m.from && d < m.to);
    const names = await this.fishNames();
    return {
      labels: months.map((m) => m.label),
      ...catchChart(
        months.length,
        rows.map((r) => ({
          month: monthOf(r.recorded_at),
          fish_id: r.fish_id,
          weight_kg: r.weight_kg,
          kept: Boolean(r.kept),
        })),
        names,
      ),
    };
  }
}
