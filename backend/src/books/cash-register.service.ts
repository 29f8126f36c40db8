import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager, In, MoreThanOrEqual } from 'typeorm';
import { scrub } from '@app/audit/audit-values';
import { initials, type ClientErasure } from '@app/common/erasure';
import { CompanyRowLock } from '@app/common/row-lock';
import { AppException } from '@app/common/app-exception';
import { tenantScoped, tenantWhere } from '@app/common/tenancy';
import { fromBani, money, toBani } from '@app/common/money';
import { addDays, bucharestDate } from '@app/common/time';
import { DocSeriesService } from '@app/doc-series/doc-series.service';
import type { DocSeries } from '@app/doc-series/entities/doc-series.entity';
import type { ExpensesService } from '@app/expenses/expenses.service';
import type { FiscalJobsService } from '@app/fiscal/fiscal-jobs.service';
import type { ReceiptsService } from '@app/receipts/receipts.service';
import { presentDisposition, type CashDispositionResponse } from './books.presenter';
import { dayOf, lei, roDate } from './cash-format';
import { CashBook } from './entities/cash-book.entity';
import { CashDayClose } from './entities/cash-day-close.entity';
import { CashDisposition, type DispositionKind } from './entities/cash-disposition.entity';

/**
 * Where the cash documents of the other features are read: their services, handed over by the
 * books module when it starts (books.service.ts), since receipts and expenses call in here and
 * cannot be imported back.
 */
export interface CashSources {
  receipts: Pick<ReceiptsService, 'cashTotalsByDay'>;
  expenses: Pick<ExpensesService, 'cashTotalsByDay'>;
  zReports: Pick<FiscalJobsService, 'zCashTotals'>;
}

/** One movement of the cash register, as the cash book and the balance read it. */
export interface CashMovement {
  day: string;
  /** Positive in, negative out, in bani. */
  bani: number;
}

/** The company's cash book row as a cash write reads it (dayState()). */
interface DayState {
  /** The first closed day on or after the write's day; null when none. */
  closed: string | Date | null;
  checkpoint: string | Date | null;
}

/**
 * The cash register: its lock, its closed days, its dispositions and its balance.
 *
 * The lock is the company's `cash_books` row (MariaDB: FOR UPDATE / LOCK IN SHARE MODE until the
 * transaction ends; SQLite serialises writers on the database). A write that takes cash out (an
 * expense paid in cash, a payment disposition, a refund) and a day's close take it exclusively;
 * a chitanță's issue takes it shared, so issues run side by side and a close waits for those under
 * way: an issue lands before the close (and is in the closed day) or after it (and is refused).
 *
 * The other features' documents are read through their services (CashSources).
 */
@Injectable()
export class CashRegisterService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly series: DocSeriesService,
  ) {}

  private sources: CashSources | null = null;

  /** The company's `cash_books` row as its lock (common/row-lock.ts). */
  private readonly cashLock = new CompanyRowLock('cash_books');

  useSources(sources: CashSources): void {
    this.sources = sources;
  }

  private get source(): CashSources {
    if (!this.sources) throw new Error('The books module has not handed over the cash sources');
    return this.sources;
  }

  private get sqlite(): boolean {
    return this.dataSource.options.type === 'better-sqlite3';
  }

  /** The company's settings row, made with its defaults on first use. */
  async book(companyId: number, em: EntityManager = this.dataSource.manager): Promise<CashBook> {
    let row = await em.findOneBy(CashBook, { company_id: companyId });
    if (!row) {
      await em.query(`INSERT ${this.sqlite ? 'OR IGNORE' : 'IGNORE'} INTO cash_books (company_id) VALUES (?)`, [
        companyId,
      ]);
      row = await em.findOneByOrFail(CashBook, { company_id: companyId });
    }
    return row;
  }

  /** Takes the company's cash lock inside `em`'s transaction (see the class comment). */
  lock(em: EntityManager, companyId: number, mode: 'exclusive' | 'shared'): Promise<void> {
    return this.cashLock.take(em, companyId, mode);
  }

  /**
   * The first closed day on or after `day`, read with a locking read (the latest committed closes,
   * not a snapshot); null when there is none. A cash document dated `day` would change that day's
   * signed balances: its own lines, or the balance it starts from.
   */
  async closedFrom(em: EntityManager, companyId: number, day: string): Promise<string | null> {
    const suffix = this.sqlite ? '' : ' LOCK IN SHARE MODE';
    const rows = await em.query<{ day: string | Date }[]>(
      `SELECT day FROM cash_day_closes WHERE company_id = ? AND day >= ? AND closed = 1 ORDER BY day LIMIT 1${suffix}`,
      [companyId, day],
    );
    return rows.length ? dayOf(rows[0].day) : null;
  }

  /**
   * Before a cash write dated `day`, under the exclusive lock: 409 when the day is closed, or a later
   * one is (a closed day's documents and the balance it starts from can no longer change), and the
   * balance's checkpoint is dropped when the write falls on or before it.
   */
  async assertOpen(em: EntityManager, companyId: number, day: string): Promise<void> {
    const [state] = await this.dayState(em, companyId, day);
    await this.beforeWrite(em, companyId, day, state);
  }

  /**
   * The chitanță's issue or cancellation (receipts.service.ts), inside its transaction: the shared
   * lock, then as assertOpen().
   */
  async beforeReceipt(em: EntityManager, companyId: number, day: string): Promise<void> {
    // One locking read for all (the gate's path): the company's row shared, and the day's close
    // read as committed (on MariaDB the join's rows, or the gap where a close would go, are locked).
    if (!this.cashLock.known(companyId)) await this.lock(em, companyId, 'shared');
    let rows = await this.dayState(em, companyId, day);
    if (!rows.length) {
      await this.lock(em, companyId, 'shared');
      rows = await this.dayState(em, companyId, day);
    }
    await this.beforeWrite(em, companyId, day, rows[0]);
  }

  /**
   * A Z report recorded (fiscal/fiscal-agent.service.ts), inside its transaction: the shared lock, as
   * a chitanță's issue, so a close waits for it or it sees the close's checkpoint; the checkpoint is
   * dropped when the report's day is on or before it. Never a 409: the report is printed on the
   * device, dated the day its result comes in, and that day may be closed (today, whose close keeps
   * the checkpoint at yesterday for it; or a close that came first, just after midnight or on a
   * replica whose clock runs ahead, and so reached its day).
   */
  async beforeZReport(em: EntityManager, companyId: number, day: string): Promise<void> {
    await this.lock(em, companyId, 'shared');
    const [state] = await this.dayState(em, companyId, day);
    await this.dropIfCovered(em, companyId, day, state);
  }

  /**
   * The company's cash book row (absent: not made yet) with the first closed day on or after `day`
   * (closedFrom()), a locking read.
   */
  private dayState(em: EntityManager, companyId: number, day: string) {
    const suffix = this.sqlite ? '' : ' LOCK IN SHARE MODE';
    return em.query<DayState[]>(
      `SELECT d.day AS closed, b.checkpoint_day AS checkpoint FROM cash_books b LEFT JOIN cash_day_closes d ` +
        `ON d.company_id = b.company_id AND d.day >= ? AND d.closed = 1 WHERE b.company_id = ? ORDER BY d.day LIMIT 1${suffix}`,
      [day, companyId],
    );
  }

  private async beforeWrite(
    em: EntityManager,
    companyId: number,
    day: string,
    state: DayState | undefined,
  ): Promise<void> {
    if (state && state.closed !== null) throw AppException.conflict(closedMessage(day, dayOf(state.closed)));
    await this.dropIfCovered(em, companyId, day, state);
  }

  /** A write on a day the checkpoint sums (a backdated document; rare): the checkpoint goes. */
  private async dropIfCovered(
    em: EntityManager,
    companyId: number,
    day: string,
    state: { checkpoint: string | Date | null } | undefined,
  ): Promise<void> {
    if (state?.checkpoint && day <= dayOf(state.checkpoint)) await this.dropCheckpoint(em, companyId);
  }

  /** The balance's checkpoint is no longer true (a write before it, a new opening balance). */
  async dropCheckpoint(em: EntityManager, companyId: number): Promise<void> {
    await this.setCheckpoint(em, companyId, null, null);
  }

  private async setCheckpoint(em: EntityManager, companyId: number, day: string | null, balance: string | null) {
    await em
      .createQueryBuilder()
      .update(CashBook)
      .set({ checkpoint_day: day, checkpoint_balance: balance })
      .where(tenantWhere<CashBook>(companyId))
      // Derived from the documents, as the statistics tables are: not a change for the audit trail.
      .callListeners(false)
      .execute();
  }

  /**
   * At a day's close, under the exclusive lock: the checkpoint moves to the end of that day, or of
   * yesterday when today is closed (a Z report can still come in today: it is dated the day it comes
   * in, fiscal/fiscal-agent.service.ts). Every later cash write dated on or before it drops it
   * (assertOpen(), beforeReceipt(), beforeZReport()); a closed day's chitanță refunded moves nothing
   * on its day (movements()). An earlier checkpoint than the one kept is not written.
   */
  async moveCheckpoint(em: EntityManager, companyId: number, closedDay: string): Promise<void> {
    const yesterday = addDays(bucharestDate(), -1);
    const at = closedDay < yesterday ? closedDay : yesterday;
    const book = await this.book(companyId, em);
    if (book.checkpoint_day && dayOf(book.checkpoint_day) >= at) return;
    const balance = await this.balanceThrough(em, companyId, book, at);
    await this.setCheckpoint(em, companyId, at, fromBani(balance));
  }

  /**
   * The cash in the register at the end of `day`, in bani: the opening balance and every movement
   * from the book's start through `day`. From the checkpoint where there is one: the movements of
   * the days between the two are added or taken off, so the read covers those days, not the
   * book's history (BENCHMARKS.md, "the cash register's balance from a checkpoint").
   */
  async balanceThrough(em: EntityManager, companyId: number, book: CashBook, day: string): Promise<number> {
    const total = (ms: CashMovement[]) => ms.reduce((sum, m) => sum + m.bani, 0);
    if (!book.checkpoint_day || book.checkpoint_balance === null) {
      return toBani(book.opening_balance) + total(await this.movements(em, companyId, book, null, day));
    }
    const at = dayOf(book.checkpoint_day);
    const checkpoint = toBani(book.checkpoint_balance);
    if (day >= at) return checkpoint + total(await this.movements(em, companyId, book, addDays(at, 1), day));
    return checkpoint - total(await this.movements(em, companyId, book, addDays(day, 1), at));
  }

  /**
   * After a write that takes cash out, under the exclusive lock and before commit: 422 when the
   * register's balance at the end of `day` or of any later day would be below zero.
   */
  async assertNotNegative(em: EntityManager, companyId: number, day: string): Promise<void> {
    const book = await this.book(companyId, em);
    if (book.start_date && day < dayOf(book.start_date)) return;
    const [before, movements] = await Promise.all([
      this.balanceThrough(em, companyId, book, addDays(day, -1)),
      this.movements(em, companyId, book, day, null),
    ]);
    const byDay = new Map<string, number>();
    for (const m of movements) byDay.set(m.day, (byDay.get(m.day) ?? 0) + m.bani);
    let balance = before;
    for (const d of [...byDay.keys()].sort()) {
      balance += byDay.get(d) ?? 0;
      if (balance < 0) {
        throw AppException.invalid({
          amount: [`Soldul casei nu poate fi negativ: ar rămâne ${lei(balance)} la ${roDate(d)}.`],
        });
      }
    }
  }

  /** Every cash movement of the book between two days (null: open end), from its start date. */
  async movements(
    em: EntityManager,
    companyId: number,
    book: CashBook,
    from: string | null,
    to: string | null,
  ): Promise<CashMovement[]> {
    const start = book.start_date ? dayOf(book.start_date) : null;
    const lower = start && (!from || from < start) ? start : from;
    // Sums per day (the chitanțe's from their covering index), so the check under the lock stays
    // short however many documents the book holds.
    const [receipts, expenses, zReports, dispositions] = await Promise.all([
      this.source.receipts.cashTotalsByDay(em, companyId, lower, to),
      this.source.expenses.cashTotalsByDay(em, companyId, lower, to),
      this.source.zReports.zCashTotals(em, companyId, lower, to),
      this.movingDispositions(em, companyId, lower, to),
    ]);
    const out: CashMovement[] = [];
    for (const r of receipts) out.push({ day: r.day, bani: toBani(r.amount) });
    for (const e of expenses) out.push({ day: e.day, bani: -toBani(e.amount) });
    for (const z of zReports) out.push({ day: z.day, bani: toBani(z.cash) });
    for (const d of dispositions) {
      const inRange = (day: string) => (!lower || day >= lower) && (!to || day <= to);
      if (inRange(d.issued_on)) out.push({ day: d.issued_on, bani: (d.kind === 'in' ? 1 : -1) * toBani(d.amount) });
      // A refunded chitanță is cancelled, yet stays in its (closed) day for the amount refunded.
      const paidOn = d.receipt_issued_on ? dayOf(d.receipt_issued_on) : null;
      if (paidOn && inRange(paidOn)) out.push({ day: paidOn, bani: toBani(d.amount) });
    }
    return out;
  }

  /** The dispositions dated between two days (null: open end), and the refunds of their chitanțe. */
  private async movingDispositions(em: EntityManager, companyId: number, from: string | null, to: string | null) {
    const within = (column: string) =>
      [`${column} IS NOT NULL`, ...(from ? [`${column} >= :from`] : []), ...(to ? [`${column} <= :to`] : [])].join(
        ' AND ',
      );
    const rows = await tenantScoped(em.getRepository(CashDisposition).createQueryBuilder('d'), 'd', companyId)
      .andWhere('d.status = :issued', { issued: 'issued' })
      // A refund dated after `to` may pay back a chitanță of the range.
      .andWhere(`((${within('d.issued_on')}) OR (${within('d.receipt_issued_on')}))`, { from, to })
      .getMany();
    return rows.map((d) => ({ ...d, issued_on: dayOf(d.issued_on), amount: money(d.amount) }));
  }

  async dispositions(em: EntityManager, companyId: number, from: string | null, to: string | null) {
    const qb = tenantScoped(em.getRepository(CashDisposition).createQueryBuilder('d'), 'd', companyId)
      // A cancelled disposition keeps its number and leaves the book.
      .andWhere('d.status = :issued', { issued: 'issued' });
    if (from) qb.andWhere('d.issued_on >= :from', { from });
    if (to) qb.andWhere('d.issued_on <= :to', { to });
    const rows = await qb.orderBy('d.issued_on', 'ASC').addOrderBy('d.id', 'ASC').getMany();
    return rows.map((d) => ({ ...d, issued_on: dayOf(d.issued_on), amount: money(d.amount) }));
  }

  /**
   * The chitanțe issued between two days and refunded after their day was closed: they stay in
   * their day (as signed), the refund is a payment on its own day.
   */
  async refundedReceipts(em: EntityManager, companyId: number, from: string | null, to: string | null) {
    const qb = tenantScoped(
      em.getRepository(CashDisposition).createQueryBuilder('d').select('d.receipt_id', 'id'),
      'd',
      companyId,
    ).andWhere('d.receipt_id IS NOT NULL');
    if (from) qb.andWhere('d.receipt_issued_on >= :from', { from });
    if (to) qb.andWhere('d.receipt_issued_on <= :to', { to });
    const rows = await qb.getRawMany<{ id: number | string }>();
    return new Set(rows.map((r) => Number(r.id)));
  }

  /** The series a disposition is numbered from, resolved before its transaction. */
  resolveSeries(companyId: number, seriesId?: number | null): Promise<DocSeries> {
    return this.series.resolve(this.dataSource.manager, companyId, 'cash', seriesId);
  }

  /**
   * Writes a disposition inside the caller's transaction, which holds the exclusive lock:
   * the day must be open, and a payment must leave the balance at zero or above.
   */
  async writeDisposition(
    em: EntityManager,
    d: {
      companyId: number;
      series: DocSeries;
      kind: DispositionKind;
      issuedOn: string;
      amount: string;
      explanation: string;
      person: string;
      receipt?: { id: number; issuedOn: string; label: string } | null;
      createdBy: number;
    },
  ): Promise<number> {
    await this.assertOpen(em, d.companyId, d.issuedOn);
    const number = await this.series.take(em, d.series);
    const inserted = await em.insert(CashDisposition, {
      company_id: d.companyId,
      kind: d.kind,
      doc_series_id: d.series.id,
      series: d.series.series,
      number,
      issued_on: d.issuedOn,
      amount: money(d.amount),
      explanation: d.explanation,
      person: d.person,
      receipt_id: d.receipt?.id ?? null,
      receipt_issued_on: d.receipt?.issuedOn ?? null,
      receipt_label: d.receipt?.label ?? null,
      status: 'issued',
      cancelled_at: null,
      cancelled_by: null,
      cancel_reason: null,
      created_by: d.createdBy,
    });
    if (d.kind === 'out') await this.assertNotNegative(em, d.companyId, d.issuedOn);
    return Number(inserted.identifiers[0].id);
  }

  /**
   * A chitanță of a closed day cancelled (receipts.service.ts cancel()), inside its transaction:
   * a payment disposition dated today names it; the closed day keeps the chitanță as signed.
   */
  async refund(
    em: EntityManager,
    companyId: number,
    receipt: { id: number; issuedOn: string; label: string; amount: string; payer: string },
    createdBy: number,
  ): Promise<number> {
    const series = await this.series.resolve(em, companyId, 'cash', null);
    return this.writeDisposition(em, {
      companyId,
      series,
      kind: 'out',
      issuedOn: bucharestDate(),
      amount: receipt.amount,
      explanation: `Restituire chitanța ${receipt.label} din ${roDate(receipt.issuedOn)}`,
      person: receipt.payer,
      receipt: { id: receipt.id, issuedOn: receipt.issuedOn, label: receipt.label },
      createdBy,
    });
  }

  /** The refunds of these chitanțe (payment dispositions naming them), oldest first: a client's data export. */
  async refundsOf(companyId: number, receiptIds: number[]): Promise<CashDispositionResponse[]> {
    return (await refundsOfReceipts(this.dataSource.manager, companyId, receiptIds)).map(presentDisposition);
  }

  /**
   * A client's erasure (privacy/privacy.service.ts anonymize()): the refunds of their chitanțe
   * (`receiptIds`) name them as the chitanță's payer did; they keep the initials, with their number,
   * amount and the chitanță they pay back, and the person's values scrubbed from their explanation.
   */
  async erasure(em: EntityManager, companyId: number, receiptIds: number[]): Promise<ClientErasure> {
    const refunds = await refundsOfReceipts(em, companyId, receiptIds);
    return {
      rows: { cash_dispositions: refunds.map((d) => d.id) },
      values: refunds.map((d) => d.person),
      erase: async (erased) => {
        for (const d of refunds)
          await em.update(
            CashDisposition,
            { id: d.id, company_id: companyId },
            { person: initials(d.person) ?? '', explanation: scrub(d.explanation, erased) },
          );
      },
    };
  }

  /** The latest day closed now (YYYY-MM-DD), read as committed; null when none is. */
  async lastClosedDay(em: EntityManager, companyId: number): Promise<string | null> {
    const qb = tenantScoped(em.getRepository(CashDayClose).createQueryBuilder('c'), 'c', companyId)
      .select('c.day', 'day')
      .andWhere('c.closed = 1')
      .orderBy('c.day', 'DESC')
      .limit(1);
    if (!this.sqlite) qb.setLock('pessimistic_read');
    const row = await qb.getRawOne<{ day: string | Date }>();
    return row ? dayOf(row.day) : null;
  }

  /** The closed days from `from` on (for the cash book's flags). */
  async closes(em: EntityManager, companyId: number, from: string): Promise<CashDayClose[]> {
    return em.find(CashDayClose, { where: { company_id: companyId, day: MoreThanOrEqual(from) } });
  }
}

/** The payment dispositions refunding these chitanțe, oldest first. */
async function refundsOfReceipts(em: EntityManager, companyId: number, receiptIds: number[]) {
  if (!receiptIds.length) return [];
  return em.find(CashDisposition, {
    where: tenantWhere<CashDisposition>(companyId, { receipt_id: In(receiptIds) }),
    order: { id: 'ASC' },
  });
}

/** The 409 of a cash write dated `day` when `closedDay` (that day or a later one) is closed. */
export function closedMessage(day: string, closedDay: string = day): string {
  if (closedDay === day)
    return `Ziua ${roDate(day)} este închisă în registrul de casă: documentele de casă ale zilei nu mai pot fi emise, modificate sau anulate. Administratorul firmei o poate redeschide din Registrul de casă.`;
  return `Ziua ${roDate(closedDay)} este închisă în registrul de casă: un document de casă din ${roDate(day)}, dinaintea ei, i-ar schimba soldul semnat. Redeschideți întâi zilele închise de la ${roDate(closedDay)} încoace.`;
}
