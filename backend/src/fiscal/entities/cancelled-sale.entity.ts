import { Column, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';
import { MoneyColumn } from '@app/common/columns';
import type { PaymentMethod } from '@app/passes/payment-methods';
import type { SaleSource } from './fiscal-job.entity';

/** The sales beside a pass's price whose cancellation a CancelledSale records (fiscal_jobs' sources). */
export type CancelledSaleSource = Extract<SaleSource, 'checkout' | 'entry_fee'>;

/**
 * A card or transfer sale beside a pass's own price (an exit's surplus, a competition team's entry
 * fee) as it was when it was cancelled: when it was sold, how, how much, and when it was cancelled.
 * The sale itself no longer counts once cancelled (its bon's sale cancelled, the team's fee undone
 * and its columns emptied for another check-in), so the cash book's card and transfer sums read
 * this row to keep it on the day it was sold and take it off on the day of its cancellation, as a
 * pass's own cancellation does (SalesService.nonCashCancelled(), books/books.service.ts nonCash()).
 * Written in the cancellation's transaction. No foreign key: a record of money, as request_keys.
 */
@Entity('cancelled_sales')
@Index('IDX_cancelled_sales_company_cancelled', ['company_id', 'cancelled_at'])
@Index('IDX_cancelled_sales_company_sold', ['company_id', 'sold_at'])
export class CancelledSale {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ type: 'int' })
  company_id: number;

  @Column({ type: 'varchar', length: 10 })
  source: CancelledSaleSource;

  @Column({ type: 'varchar', length: 8 })
  payment_method: Exclude<PaymentMethod, 'cash'>;

  @MoneyColumn()
  amount: string;

  /** The sale's instant as the sums counted it (the exit's, the check-in's). */
  @Column({ type: 'datetime' })
  sold_at: Date;

  @Column({ type: 'datetime' })
  cancelled_at: Date;
}
