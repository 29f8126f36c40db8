import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { AppException } from '@app/common/app-exception';
import { fromBani, money, toBani } from '@app/common/money';
import { sqlInstant } from '@app/common/sql';
import { tenantWhere } from '@app/common/tenancy';
import { bucharestDate, bucharestDayStart } from '@app/common/time';
import { Water } from '@app/waters/entities/water.entity';
import { Bucket, buckets } from './buckets';
import { FinanceChartDto, PassChartDto } from './dto/chart.dto';

const MAX_BUCKETS = 400;

/** An hour key from SQL (2026061021 from MariaDB, "2026-06-10 21" from SQLite) as its UTC instant. */
function hourInstant(key: number | string): number {
  const d = String(key).replace(/\D/g, '');
  return Date.UTC(Number(d.slice(0, 4)), Number(d.slice(4, 6)) - 1, Number(d.slice(6, 8)), Number(d.slice(8, 10)));
}

/**
 * Charts are aggregated in SQL over the whole period at once (constant bounds, so the range scan
 * uses `IDX_passes_company_status_created`, which covers every column read): passes per UTC hour
 * (and water), receipts and expenses per day. The hours and days are then put into the Romanian
 * calendar buckets here: Romanian midnights are whole UTC hours, daylight saving included, so every
 * hour falls into exactly one bucket. (A join against a derived table of buckets read every pass
 * once per bucket: 9 s for a year by day at 500 000 passes; this is ~0.1 s at 2 000 000.)
 */
@Injectable()
export class ChartsService {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

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

  /** The SQL expression of a DATETIME column's UTC hour, per dialect (both keep the index usable). */
  private hourOf(column: string): string {
    return this.dataSource.options.type === 'better-sqlite3' ? `substr(${column}, 1, 13)` : `${column} DIV 10000`;
  }

  /** Index of the bucket holding an instant (buckets are sorted and contiguous), or -1. */
  private static bucketAt(list: Bucket[], instant: number): number {
    let lo = 0;
    let hi = list.length - 1;
    while (lo <= hi) {
      const mid = (lo + hi) >> 1;
      if (instant < list[mid].from.getTime()) hi = mid - 1;
      else if (instant >= list[mid].to.getTime()) lo = mid + 1;
      else return mid;
    }
    return -1;
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

  /** Active passes issued in the period, per UTC hour (and water when `perWater`). */
  private async passHours(companyId: number, list: Bucket[], options: { perWater: boolean; waterId?: number | null }) {
    const hour = this.hourOf('created_at');
    const waterColumn = options.perWater ? ', water_id' : '';
    const rows: {
      h: number | string;
      water_id?: number | string;
      n: number | string;
      amount: number | string | null;
    }[] = await this.dataSource.query(
      `SELECT ${hour} AS h${waterColumn}, COUNT(*) AS n, SUM(total) AS amount
           FROM passes
          WHERE company_id = ? AND status = 'active' AND created_at >= ? AND created_at < ?${options.waterId ? ' AND water_id = ?' : ''}
          GROUP BY ${hour}${waterColumn}`,
      [
        companyId,
        sqlInstant(this.dataSource, list[0].from),
        sqlInstant(this.dataSource, list[list.length - 1].to),
        ...(options.waterId ? [options.waterId] : []),
      ],
    );
    return rows.map((r) => ({
      k: ChartsService.bucketAt(list, hourInstant(r.h)),
      water_id: Number(r.water_id),
      n: Number(r.n),
      bani: toBani(r.amount ?? 0),
    }));
  }

  /** Sum of a DATE-dated amount per bucket (receipts by issued_on, expenses by spent_on). */
  private async perDay(
    list: Bucket[],
    table: string,
    dateColumn: string,
    amount: string,
    where: string,
    companyId: number,
  ) {
    const rows: { d: string | Date; amount: number | string | null }[] = await this.dataSource.query(
      `SELECT ${dateColumn} AS d, SUM(${amount}) AS amount FROM ${table}
        WHERE company_id = ?${where} AND ${dateColumn} >= ? AND ${dateColumn} < ?
        GROUP BY ${dateColumn}`,
      [companyId, list[0].fromDay, list[list.length - 1].toDay],
    );
    const out = list.map(() => 0);
    for (const r of rows) {
      // A DATE comes back as text (SQLite) or as a Date at UTC midnight (mysql2 with timezone 'Z').
      const day = typeof r.d === 'string' ? r.d.slice(0, 10) : r.d.toISOString().slice(0, 10);
      const k = ChartsService.bucketOfDay(list, day);
      if (k >= 0) out[k] += toBani(r.amount ?? 0);
    }
    return out;
  }

  async passChart(companyId: number, dto: PassChartDto) {
    tenantWhere(companyId);
    const list = this.plan(dto);
    const [rows, waters] = await Promise.all([
      this.passHours(companyId, list, { perWater: true, waterId: dto.water_id }),
      this.dataSource.getRepository(Water).find({ where: tenantWhere<Water>(companyId), order: { name: 'ASC' } }),
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

  /** Income = active passes' totals (by issue time) + issued receipts not tied to a pass (by their date). */
  async financeChart(companyId: number, dto: FinanceChartDto) {
    tenantWhere(companyId);
    const list = this.plan(dto);
    const [passHours, receipts, expenses] = await Promise.all([
      this.passHours(companyId, list, { perWater: false }),
      this.perDay(list, 'receipts', 'issued_on', 'amount', " AND status = 'issued' AND pass_id IS NULL", companyId),
      this.perDay(list, 'expenses', 'spent_on', 'amount', '', companyId),
    ]);
    const passes = list.map(() => 0);
    for (const r of passHours) if (r.k >= 0) passes[r.k] += r.bani;
    const income = passes.map((v, i) => v + receipts[i]);
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

  /** The dashboard's cards: today, now and this month in Romania. */
  async dashboard(companyId: number) {
    tenantWhere(companyId);
    const now = new Date();
    const today = bucharestDate(now);
    const monthStart = `${today.slice(0, 7)}-01`;
    const q = async (sql: string, params: unknown[]) => {
      const rows: { v: number | string | null }[] = await this.dataSource.query(sql, params);
      return rows[0]?.v ?? 0;
    };
    const [passesToday, validNow, clients, finance] = await Promise.all([
      q(`SELECT COUNT(*) AS v FROM passes WHERE company_id = ? AND status = 'active' AND created_at >= ?`, [
        companyId,
        sqlInstant(this.dataSource, bucharestDayStart(today)),
      ]),
      q(
        `SELECT COUNT(*) AS v FROM passes WHERE company_id = ? AND status = 'active' AND valid_from <= ? AND valid_to > ?`,
        [companyId, sqlInstant(this.dataSource, now), sqlInstant(this.dataSource, now)],
      ),
      q('SELECT COUNT(*) AS v FROM clients WHERE company_id = ?', [companyId]),
      this.financeChart(companyId, { date_from: monthStart, date_to: today, group_by: 'month' }),
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
