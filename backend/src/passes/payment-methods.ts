import type { SelectQueryBuilder } from 'typeorm';
import { money } from '@app/common/money';

/** How a pass (or a check-in, a catch's surplus) is paid. */
export const PAYMENT_METHODS = ['cash', 'card', 'transfer'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

/**
 * A sale beside a pass's own price (an exit's surplus, a competition team's fee) that no chitanță
 * holds (card or transfer in `receipt` mode; any method in `amef` mode, on its bon fiscal or, by
 * transfer, on none; not one whose bon's sale was cancelled), as the cash book's card and transfer
 * sums and the finance chart's income count it: when, how much, how paid.
 */
export interface PaidSale {
  at: Date;
  amount: string;
  method: PaymentMethod;
}

/** A raw DATETIME column: a Date (mysql2) or UTC text (SQLite). */
export function rawInstant(v: string | Date): Date {
  return v instanceof Date ? v : new Date(String(v).replace(' ', 'T') + 'Z');
}

/** Where a query's table keeps a sale beside a pass's price: its aliased columns. */
interface SaleColumns {
  method: string;
  at: string;
  amount: string;
  /** The chitanță that holds the sale, if any. */
  receipt: string;
}

/**
 * The PaidSales of `qb`'s rows paid in one of `methods` in [start, end) that no chitanță holds
 * (PassQueryService.checkoutSales, TeamsService.feeSales); `qb` adds which bons' sales count.
 */
export async function readPaidSales<T extends object>(
  qb: SelectQueryBuilder<T>,
  sale: SaleColumns,
  methods: PaymentMethod[],
  start: Date,
  end: Date,
): Promise<PaidSale[]> {
  if (!methods.length) return [];
  const rows = await qb
    .select(sale.method, 'method')
    .addSelect(sale.at, 'at')
    .addSelect(sale.amount, 'amount')
    .andWhere(`${sale.method} IN (:...methods)`, { methods })
    .andWhere(`${sale.at} >= :start AND ${sale.at} < :end`, { start, end })
    .andWhere(`${sale.receipt} IS NULL`)
    .getRawMany<{ method: PaymentMethod; at: string | Date; amount: string | number }>();
  return rows.map((r) => ({ at: rawInstant(r.at), amount: money(r.amount), method: r.method }));
}
