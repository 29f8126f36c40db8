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

/**
 * Charts are aggregated in SQL: the calendar buckets (Romanian days, weeks or months, daylight
 * saving included) are sent as a derived table and joined, so every dialect groups by the same
 * boundaries and only one row per bucket (and water) comes back.
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

  /** `(SELECT ? AS k, ? AS s, ? AS e UNION ALL …) b` with the bucket index and its bounds. */
  private bucketTable(list: Bucket[], bounds: 'instants' | 'days'): { sql: string; params: unknown[] } {
    const params: unknown[] = [];
    const rows = list.map((b, i) => {
      params.push(
        i,
        bounds === 'instants' ? sqlInstant(this.dataSource, b.from) : b.fromDay,
        bounds === 'instants' ? sqlInstant(this.dataSource, b.to) : b.toDay,
      );
      return i === 0 ? 'SELECT ? AS k, ? AS s, ? AS e' : 'SELECT ?, ?, ?';
    });
    return { sql: `(${rows.join(' UNION ALL ')}) b`, params };
  }

  async passChart(companyId: number, dto: PassChartDto) {
    tenantWhere(companyId);
    const list = this.plan(dto);
    const table = this.bucketTable(list, 'instants');
    const waterFilter = dto.water_id ? ' AND p.water_id = ?' : '';
    const rows: {
      k: number | string;
      water_id: number | string;
      n: number | string;
      revenue: number | string | null;
    }[] = await this.dataSource.query(
      `SELECT b.k AS k, p.water_id AS water_id, COUNT(*) AS n, SUM(p.total) AS revenue
           FROM ${table.sql}
           JOIN passes p ON p.created_at >= b.s AND p.created_at < b.e
          WHERE p.company_id = ? AND p.status = 'active'${waterFilter}
          GROUP BY b.k, p.water_id`,
      [...table.params, companyId, ...(dto.water_id ? [dto.water_id] : [])],
    );
    const waters = await this.dataSource
      .getRepository(Water)
      .find({ where: tenantWhere<Water>(companyId), order: { name: 'ASC' } });
    const total = list.map(() => 0);
    const perWater = new Map<number, number[]>();
    let revenue = 0;
    for (const r of rows) {
      const k = Number(r.k);
      const n = Number(r.n);
      total[k] += n;
      revenue += toBani(r.revenue ?? 0);
      const series = perWater.get(Number(r.water_id)) ?? list.map(() => 0);
      series[k] += n;
      perWater.set(Number(r.water_id), series);
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
    const instants = this.bucketTable(list, 'instants');
    const days = this.bucketTable(list, 'days');
    const sum = async (sql: string, params: unknown[]) => {
      const rows: { k: number | string; amount: number | string | null }[] = await this.dataSource.query(sql, params);
      const out = list.map(() => 0);
      for (const r of rows) out[Number(r.k)] += toBani(r.amount ?? 0);
      return out;
    };
    const [passes, receipts, expenses] = await Promise.all([
      sum(
        `SELECT b.k AS k, SUM(p.total) AS amount FROM ${instants.sql}
           JOIN passes p ON p.created_at >= b.s AND p.created_at < b.e
          WHERE p.company_id = ? AND p.status = 'active' GROUP BY b.k`,
        [...instants.params, companyId],
      ),
      sum(
        `SELECT b.k AS k, SUM(r.amount) AS amount FROM ${days.sql}
           JOIN receipts r ON r.issued_on >= b.s AND r.issued_on < b.e
          WHERE r.company_id = ? AND r.status = 'issued' AND r.pass_id IS NULL GROUP BY b.k`,
        [...days.params, companyId],
      ),
      sum(
        `SELECT b.k AS k, SUM(e.amount) AS amount FROM ${days.sql}
           JOIN expenses e ON e.spent_on >= b.s AND e.spent_on < b.e
          WHERE e.company_id = ? GROUP BY b.k`,
        [...days.params, companyId],
      ),
    ]);
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
