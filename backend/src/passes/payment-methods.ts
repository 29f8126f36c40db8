import type { SelectQueryBuilder } from 'typeorm';
import { bucharestDate } from '@app/common/time';
import { money, toBani } from '@app/common/money';

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

/** What a card or transfer sale took: its amount less a deposit it still holds (bani), never below zero. */
export function charged(r: { total: string | number; deposit?: string | number | null }): number {
  return Math.max(toBani(money(r.total)) - toBani(money(r.deposit ?? 0)), 0);
}

/** A card or transfer sale cancelled on a later day (Romania) than it was sold: what it took (bani). */
export interface CancelledLater {
  soldAt: Date;
  cancelledAt: Date;
  method: 'card' | 'transfer';
  bani: number;
}

/** Where a query's table keeps a cancelled sale: its aliased columns (`deposit`: taken off the amount). */
interface CancelledColumns {
  method: string;
  at: string;
  cancelledAt: string;
  amount: string;
  deposit?: string;
}

/**
 * The card and transfer sales of `qb`'s rows (already only the cancelled ones) sold or cancelled in
 * [start, end) and cancelled on a later day (Romania) than they were sold: the cash book's card and
 * transfer sums keep such a sale on the day it was sold (that day may be closed) and take it off on
 * the day of its cancellation (books/books.service.ts nonCash(); docs/numbering-and-fiscal.md, "The
 * cash book"). A pass (PassLifecycleService.cancelledLater()), an exit's surplus or a competition
 * team's entry fee (SalesService.cancelledLater()). Cancelling one requires today open in the
 * cash book (409), whose sum it changes.
 */
export async function readCancelledLater<T extends object>(
  qb: SelectQueryBuilder<T>,
  sale: CancelledColumns,
  start: Date,
  end: Date,
): Promise<CancelledLater[]> {
  const rows = await qb
    .select(sale.method, 'method')
    .addSelect(sale.at, 'at')
    .addSelect(sale.cancelledAt, 'cancelled_at')
    .addSelect(sale.amount, 'total')
    .addSelect(sale.deposit ?? 'NULL', 'deposit')
    .andWhere(`${sale.method} IN (:...cancelledMethods)`, { cancelledMethods: ['card', 'transfer'] })
    .andWhere(
      `((${sale.at} >= :cancelledStart AND ${sale.at} < :cancelledEnd) OR (${sale.cancelledAt} >= :cancelledStart AND ${sale.cancelledAt} < :cancelledEnd))`,
      { cancelledStart: start, cancelledEnd: end },
    )
    .getRawMany<{
      method: 'card' | 'transfer';
      at: string | Date;
      cancelled_at: string | Date;
      total: string | number;
      deposit: string | number | null;
    }>();
  return rows
    .map((r) => ({
      soldAt: rawInstant(r.at),
      cancelledAt: rawInstant(r.cancelled_at),
      method: r.method,
      bani: charged(r),
    }))
    .filter((r) => bucharestDate(r.cancelledAt) > bucharestDate(r.soldAt));
}
