import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import { BookingQueryService } from '@app/bookings/booking-query.service';
import { ClientsService } from '@app/clients/clients.service';
import { AppException } from '@app/common/app-exception';
import { fromBani, money, toBani } from '@app/common/money';
import { tenantScoped, tenantWhere } from '@app/common/tenancy';
import { bucharestDate, bucharestDayStart } from '@app/common/time';
import { ExpensesService } from '@app/expenses/expenses.service';
import { PassCounts } from '@app/passes/pass-counts.service';
import { PassQueryService } from '@app/passes/pass-query.service';
import { PAYMENT_METHODS } from '@app/passes/payment-methods';
import { TeamsService } from '@app/competitions/teams.service';
import { ReceiptsService } from '@app/receipts/receipts.service';
import { WatersService } from '@app/waters/waters.service';
import { Bucket, buckets } from './buckets';
import { FinanceChartDto, PassChartDto } from './dto/chart.dto';
import type { DashboardResponse, FinanceChartResponse, PassChartResponse } from './charts.presenter';
import { PassDayStat } from './entities/pass-day-stat.entity';

export const MAX_BUCKETS = 400;

/**
 * Charts are aggregated in SQL: passes from `pass_day_stats` (active passes per company, Romanian
 * day of issue and water, kept in step with every issue and cancellation), receipts and expenses
 * per day by their own services; the days are then put into the day/week/month buckets here.
 * A year is at most 365 rows per water, whatever the number of passes. (A scan of the passes for a
 * year took 0.1–0.25 s for the largest company at 2 000 000 passes, and 9 s before that as a join
 * against a table of buckets.)
 */
@Injectable()
export class ChartsService {
  constructor(
    @InjectRepository(PassDayStat) private readonly days: Repository<PassDayStat>,
    private readonly waters: WatersService,
    private readonly receipts: ReceiptsService,
    private readonly expenses: ExpensesService,
    private readonly passes: PassCounts,
    private readonly clients: ClientsService,
    private readonly query: PassQueryService,
    private readonly teams: TeamsService,
    private readonly bookings: BookingQueryService,
  ) {}

  private plan(dto: FinanceChartDto): Bucket[] {
    if (dto.date_from > dto.date_to)
      throw AppException.invalid({ date_to: ['Data de sfârșit este înaintea celei de început.'] });
    const list = buckets(dto.date_from, dto.date_to, dto.group_by);
    if (list.length > MAX_BUCKETS) {
      throw AppException.invalid({
        group_by: ['Perioada este prea lungă pentru această grupare: alegeți săptămâni sau luni.'],
      });
    }
    return list;
  }

  /** Index of the bucket holding a calendar day (YYYY-MM-DD), or -1. */
  private static bucketOfDay(list: Bucket[], day: string): number {
    let lo = 0;
    let hi = list.length - 1;
    while (lo <= hi) {
      const mid = (lo + hi) >> 1;
      if (day < list[mid].fromDay) hi = mid - 1;
      else if (day >= list[mid].toDay) lo = mid + 1;
      else return mid;
    }
    return -1;
  }

  /** Active passes issued in the period (count and bani) per bucket, and per water when asked. */
  private async passDays(companyId: number, list: Bucket[], waterId?: number | null) {
    const qb = tenantScoped(
      this.days
        .createQueryBuilder('s')
        .select('s.day', 'd')
        .addSelect('s.water_id', 'water_id')
        .addSelect('s.passes', 'n')
        .addSelect('s.revenue_bani', 'bani'),
      's',
      companyId,
    ).andWhere('s.day >= :fromDay AND s.day < :toDay', {
      fromDay: list[0].fromDay,
      toDay: list[list.length - 1].toDay,
    });
    if (waterId) qb.andWhere('s.water_id = :waterId', { waterId });
    const rows = await qb.getRawMany<{
      d: string | Date;
      water_id: number | string;
      n: number | string;
      bani: number | string;
    }>();
    return rows.map((r) => ({
      k: ChartsService.bucketOfDay(list, ChartsService.dayOf(r.d)),
      water_id: Number(r.water_id),
      n: Number(r.n),
      bani: Number(r.bani),
    }));
  }

  /** A DATE comes back as text (SQLite) or as a Date at UTC midnight (mysql2 with timezone 'Z'). */
  private static dayOf(d: string | Date): string {
    return typeof d === 'string' ? d.slice(0, 10) : d.toISOString().slice(0, 10);
  }

  /** Sums per day (receipts by issued_on, expenses by spent_on) put into the buckets. */
  private async perDay(
    list: Bucket[],
    amountsByDay: (fromDay: string, toDay: string) => Promise<{ d: string | Date; amount: number | string | null }[]>,
  ) {
    const rows = await amountsByDay(list[0].fromDay, list[list.length - 1].toDay);
    const out = list.map(() => 0);
    for (const r of rows) {
      const k = ChartsService.bucketOfDay(list, ChartsService.dayOf(r.d));
      if (k >= 0) out[k] += toBani(r.amount ?? 0);
    }
    return out;
  }

  async passChart(companyId: number, dto: PassChartDto): Promise<PassChartResponse> {
    tenantWhere(companyId);
    const list = this.plan(dto);
    const [rows, waters] = await Promise.all([
      this.passDays(companyId, list, dto.water_id),
      this.waters.all(companyId),
    ]);
    const total = list.map(() => 0);
    const perWater = new Map<number, number[]>();
    let revenue = 0;
    for (const r of rows) {
      if (r.k < 0) continue;
      total[r.k] += r.n;
      revenue += r.bani;
      const series = perWater.get(r.water_id) ?? list.map(() => 0);
      series[r.k] += r.n;
      perWater.set(r.water_id, series);
    }
    const shown = waters.filter((w) => (dto.water_id ? w.id === dto.water_id : w.active || perWater.has(w.id)));
    return {
      labels: list.map((b) => b.label),
      series: [
        { key: 'total', name: 'Total', data: total },
        ...shown.map((w) => ({ key: `water_${w.id}`, name: w.name, data: perWater.get(w.id) ?? list.map(() => 0) })),
      ],
      totals: { passes: total.reduce((a, b) => a + b, 0), revenue: fromBani(revenue) },
    };
  }

  /**
   * The exits' surpluses and the competitions' fees that no chitanță holds (one with a chitanță
   * counts with the receipts): by card or transfer in `receipt` mode, any method in `amef` mode (on
   * its bon fiscal, or by transfer on none), per Romanian day of the exit or check-in; and the
   * bookings' deposits on a bon fiscal, per day of the booking. Days from `fromDay` included to
   * `toDay` excluded.
   */
  private async surplusesAndFees(companyId: number, fromDay: string, toDay: string) {
    const em = this.days.manager;
    const start = bucharestDayStart(fromDay);
    const end = bucharestDayStart(toDay);
    const [surpluses, fees, deposits] = await Promise.all([
      this.query.checkoutSales(em, companyId, [...PAYMENT_METHODS], start, end),
      this.teams.feeSales(em, companyId, [...PAYMENT_METHODS], start, end),
      this.bookings.depositsOnBons(em, companyId, start, end),
    ]);
    return ChartsService.byDay([...surpluses, ...fees, ...deposits]);
  }

  /** The deposits a check-in's pass total holds again (BookingQueryService.depositsInPassTotals), per Romanian day of the check-in. */
  private async depositsInPassTotals(companyId: number, fromDay: string, toDay: string) {
    const deposits = await this.bookings.depositsInPassTotals(
      this.days.manager,
      companyId,
      bucharestDayStart(fromDay),
      bucharestDayStart(toDay),
    );
    return ChartsService.byDay(deposits);
  }

  /** Amounts taken at an instant, as perDay() reads them: by their Romanian day. */
  private static byDay(sales: { at: Date; amount: string }[]) {
    return sales.map((s) => ({ d: bucharestDate(s.at), amount: s.amount }));
  }

  /**
   * Income = active passes' totals (by issue time) less the deposits in them that were counted on
   * the day they were paid (depositsInPassTotals()) + issued receipts not tied to a pass (by their
   * date: a deposit's chitanță among them) + the exits' surpluses, competitions' fees and deposits
   * on a bon fiscal without a chitanță (surplusesAndFees()).
   */
  async financeChart(companyId: number, dto: FinanceChartDto): Promise<FinanceChartResponse> {
    tenantWhere(companyId);
    const list = this.plan(dto);
    const [passDays, deposits, receipts, sales, expenses] = await Promise.all([
      this.passDays(companyId, list),
      this.perDay(list, (from, to) => this.depositsInPassTotals(companyId, from, to)),
      this.perDay(list, (from, to) => this.receipts.amountsByDay(companyId, from, to)),
      this.perDay(list, (from, to) => this.surplusesAndFees(companyId, from, to)),
      this.perDay(list, (from, to) => this.expenses.amountsByDay(companyId, from, to)),
    ]);
    const passes = list.map(() => 0);
    for (const r of passDays) if (r.k >= 0) passes[r.k] += r.bani;
    const income = passes.map((v, i) => v - deposits[i] + receipts[i] + sales[i]);
    const profit = income.map((v, i) => v - expenses[i]);
    const total = (a: number[]) => fromBani(a.reduce((x, y) => x + y, 0));
    return {
      labels: list.map((b) => b.label),
      income: income.map((v) => Number(fromBani(v))),
      expenses: expenses.map((v) => Number(fromBani(v))),
      profit: profit.map((v) => Number(fromBani(v))),
      totals: { income: total(income), expenses: total(expenses), profit: total(profit) },
    };
  }

  /** This month in Romania, up to today, as one bucket of the finance chart. */
  private static thisMonth(now: Date): FinanceChartDto {
    const today = bucharestDate(now);
    return { date_from: `${today.slice(0, 7)}-01`, date_to: today, group_by: 'month' };
  }

  /**
   * Per company of these (the platform's company list): this month's income, as the company's own
   * dashboard shows it. One finance chart per company: a page of the list is a few dozen companies.
   */
  async monthIncomeByCompany(companyIds: number[]): Promise<Map<number, string>> {
    const month = ChartsService.thisMonth(new Date());
    return new Map(
      await Promise.all(
        companyIds.map(async (id) => [id, (await this.financeChart(id, month)).totals.income] as const),
      ),
    );
  }

  /** The dashboard's cards: today, now and this month in Romania. */
  async dashboard(companyId: number): Promise<DashboardResponse> {
    tenantWhere(companyId);
    const now = new Date();
    const [passesToday, validNow, clients, finance] = await Promise.all([
      this.passes.activeIssuedSince(companyId, bucharestDayStart(bucharestDate(now))),
      this.passes.activeValidAt(companyId, now),
      this.clients.count(companyId),
      this.financeChart(companyId, ChartsService.thisMonth(now)),
    ]);
    return {
      passes_today: Number(passesToday),
      passes_valid_now: Number(validNow),
      income_month: money(finance.totals.income),
      expenses_month: money(finance.totals.expenses),
      profit_month: money(finance.totals.profit),
      clients: Number(clients),
    };
  }
}
