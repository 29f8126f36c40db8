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

/** The PaidSales a query selects as `method`, `at` and `amount` (PassQueryService.checkoutSales, TeamsService.feeSales). */
export async function readPaidSales<T extends object>(qb: SelectQueryBuilder<T>): Promise<PaidSale[]> {
  const rows = await qb.getRawMany<{ method: PaymentMethod; at: string | Date; amount: string | number }>();
  return rows.map((r) => ({ at: rawInstant(r.at), amount: money(r.amount), method: r.method }));
}
