import type { ObjectLiteral, SelectQueryBuilder } from 'typeorm';
import { FiscalJob } from './entities/fiscal-job.entity';

/**
 * Joins a pass (`passAlias`) to the latest fiscal job of its own sale (not the exit's surplus), as
 * `fj`, mapped to `property` ('p.fiscal_job'): the passes' lists and detail show the bon fiscal in
 * the same statement as the pass. The fiscal feature owns this SQL (receipts/receipt-joins.ts does
 * the same for the chitanță).
 */
export function joinLatestSaleJob<T extends ObjectLiteral>(
  qb: SelectQueryBuilder<T>,
  passAlias: string,
  property: string,
): SelectQueryBuilder<T> {
  return qb.leftJoinAndMapOne(
    property,
    FiscalJob,
    'fj',
    `fj.id = (SELECT MAX(fj2.id) FROM fiscal_jobs fj2 WHERE fj2.company_id = ${passAlias}.company_id AND fj2.pass_id = ${passAlias}.id AND fj2.source = 'pass')`,
  );
}

/**
 * SQL, true when the sale of the bon fiscal `alias` (a `fiscal_jobs` row) was cancelled: before
 * printing (status cancelled) or after it by a return (storno needed or done). Such a sale took no
 * money: an exit's surplus or a team's fee on it is not income (PassQueryService.checkoutSales,
 * TeamsService.feeSales, which read the jobs by the table's name).
 */
export const saleCancelledSql = (alias: string) =>
  `(${alias}.status = 'cancelled' OR ${alias}.storno_status IS NOT NULL)`;

/**
 * SQL joining `j` (`fiscal_jobs`) to the bon fiscal of booking `b`'s deposit while its sale stands
 * (not cancelled before printing, no return): the bookings' deposits paid on a bon, and the passes'
 * card and transfer sums, which take off only a deposit that holds money.
 */
export const depositBonSql = (j: string, b: string) =>
  `${j}.company_id = ${b}.company_id AND ${j}.booking_id = ${b}.id AND ${j}.source = 'deposit' AND NOT ${saleCancelledSql(j)}`;
