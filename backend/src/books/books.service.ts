import { Injectable, OnModuleInit } from '@nestjs/common';
import { ModuleRef } from '@nestjs/core';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager } from 'typeorm';
import type { AuthUser } from '@app/common/auth-user';
import { AppException } from '@app/common/app-exception';
import { fromBani, money, toBani } from '@app/common/money';
import { pageParams, toPage } from '@app/common/pagination';
import { tenantScoped, tenantWhere } from '@app/common/tenancy';
import { addDays, bucharestDate, bucharestDayEnd, bucharestDayStart } from '@app/common/time';
import { withTransaction } from '@app/common/transactions';
import { ClientsService } from '@app/clients/clients.service';
import { ExpensesService } from '@app/expenses/expenses.service';
import { FiscalJobsService } from '@app/fiscal/fiscal-jobs.service';
import { PassQueryService } from '@app/passes/pass-query.service';
import { PassLifecycleService } from '@app/passes/pass-lifecycle.service';
import { charged, rawInstant } from '@app/passes/payment-methods';
import { TeamsService } from '@app/competitions/teams.service';
import { SalesService } from '@app/fiscal/sales.service';
import { ReceiptsService } from '@app/receipts/receipts.service';
import {
  type CashBookDay,
  type CashBookLine,
  type CashBookResponse,
  type CashLimitCheckResponse,
  presentClose,
  presentDisposition,
  presentSettings,
} from './books.presenter';
import { dayOf, lei, refuseOutOfRange, roDate } from './cash-format';
import { CashRegisterService } from './cash-register.service';
import {
  ACCOUNT,
  ACCOUNT_MESSAGE,
  CancelCashDispositionDto,
  CashBookRangeDto,
  CashDispositionFilterDto,
  CashLimitCheckDto,
  CloseDayDto,
  CreateCashDispositionDto,
  ReopenDayDto,
  UpdateCashBookSettingsDto,
} from './dto/books.dto';
import { CashBook } from './entities/cash-book.entity';
import { CashDayClose } from './entities/cash-day-close.entity';
import { CashDisposition } from './entities/cash-disposition.entity';

/** The longest range a cash book or an export covers in one call. */
const MAX_DAYS = 366;

const DOCUMENT_TYPES: Record<string, string> = { factura: 'Factură', bon: 'Bon fiscal', chitanta: 'Chitanță' };

/** A day's documents, as the cash book and the accounting export read them. */
export interface DayDocuments {
  receipts: Awaited<ReturnType<ReceiptsService['cashReceipts']>>;
  zReports: Awaited<ReturnType<FiscalJobsService['zCashTotals']>>;
  expenses: Awaited<ReturnType<ExpensesService['cashExpenses']>>;
  dispositions: Awaited<ReturnType<CashRegisterService['dispositions']>>;
}

/**
 * The registru de casă built from the documents (OPERATIONS.md "Registrul de casă"): the chitanțe
 * (with those refunded after their day was closed), each Z report's cash total, the expenses paid
 * in cash and the dispositions; closing and reopening a day; the dispositions' routes.
 */
@Injectable()
export class BooksService implements OnModuleInit {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly register: CashRegisterService,
    private readonly sales: SalesService,
    private readonly moduleRef: ModuleRef,
    private readonly receipts: ReceiptsService,
    private readonly expenses: ExpensesService,
    private readonly clients: ClientsService,
    private readonly passes: PassQueryService,
    private readonly lifecycle: PassLifecycleService,
    private readonly teams: TeamsService,
  ) {}

  /** The fiscal module's Z reports (its service is not exported: found in the app's container). */
  private get fiscal(): FiscalJobsService {
    return this.moduleRef.get(FiscalJobsService, { strict: false });
  }

  onModuleInit(): void {
    this.register.useSources({ receipts: this.receipts, expenses: this.expenses, zReports: this.fiscal });
  }

  async settings(companyId: number) {
    return presentSettings(await this.register.book(companyId));
  }

  async updateSettings(companyId: number, dto: UpdateCashBookSettingsDto) {
    const book = await this.register.book(companyId);
    const patch: Partial<CashBook> = {};
    if (dto.opening_balance !== undefined && dto.opening_balance !== null)
      patch.opening_balance = money(dto.opening_balance);
    if (dto.start_date !== undefined) patch.start_date = dto.start_date;
    if (dto.limit_per_person !== undefined && dto.limit_per_person !== null)
      patch.limit_per_person = money(dto.limit_per_person);
    if (dto.limit_end_of_day !== undefined && dto.limit_end_of_day !== null)
      patch.limit_end_of_day = money(dto.limit_end_of_day);
    for (const key of [
      'account_cash',
      'account_clients',
      'account_suppliers',
      'account_expenses',
      'account_dispositions',
    ] as const) {
      const value = dto[key];
      if (value) patch[key] = value;
    }
    if (dto.expense_accounts !== undefined) {
      const accounts = dto.expense_accounts ?? {};
      const bad = Object.entries(accounts).filter(([, v]) => typeof v !== 'string' || !ACCOUNT.test(v));
      if (bad.length) throw AppException.invalid({ expense_accounts: [ACCOUNT_MESSAGE] });
      patch.expense_accounts = JSON.stringify(accounts);
    }
    await withTransaction(this.dataSource, async (em) => {
      await this.register.lock(em, companyId, 'exclusive');
      // As committed under the lock (a close or another edit may have come in meanwhile).
      const current = await this.register.book(companyId, em);
      if (patch.opening_balance === money(current.opening_balance)) delete patch.opening_balance;
      if (patch.start_date !== undefined && (patch.start_date ?? null) === dayOrNull(current.start_date))
        delete patch.start_date;
      if (patch.opening_balance !== undefined || patch.start_date !== undefined) {
        // Every day's balance sums from them: a closed day stays as signed.
        const last = await this.register.lastClosedDay(em, companyId);
        if (last) {
          const message = `Ziua ${roDate(last)} este închisă în registrul de casă: soldul inițial și data de început nu se mai pot schimba. Redeschideți zilele închise pentru a le corecta.`;
          throw AppException.invalid({
            ...(patch.opening_balance !== undefined ? { opening_balance: [message] } : {}),
            ...(patch.start_date !== undefined ? { start_date: [message] } : {}),
          });
        }
      }
      if (Object.keys(patch).length) await em.update(CashBook, { company_id: book.company_id }, patch);
      // The checkpoint sums from the opening balance and the start date.
      if (patch.opening_balance !== undefined || patch.start_date !== undefined)
        await this.register.dropCheckpoint(em, companyId);
    });
    return this.settings(companyId);
  }

  // ---- dispositions ----

  async listDispositions(companyId: number, filter: CashDispositionFilterDto) {
    const { page, perPage, skip } = pageParams(filter);
    const qb = tenantScoped(this.dataSource.getRepository(CashDisposition).createQueryBuilder('d'), 'd', companyId);
    if (filter.kind) qb.andWhere('d.kind = :kind', { kind: filter.kind });
    if (filter.date_from) qb.andWhere('d.issued_on >= :from', { from: filter.date_from });
    if (filter.date_to) qb.andWhere('d.issued_on <= :to', { to: filter.date_to });
    const sums = await qb
      .clone()
      .select("COALESCE(SUM(CASE WHEN d.kind = 'in' AND d.status = 'issued' THEN d.amount ELSE 0 END), 0)", 'amount_in')
      .addSelect(
        "COALESCE(SUM(CASE WHEN d.kind = 'out' AND d.status = 'issued' THEN d.amount ELSE 0 END), 0)",
        'amount_out',
      )
      .getRawOne<{ amount_in: string; amount_out: string }>();
    const dir = filter.sort_dir === 'asc' ? 'ASC' : 'DESC';
    const [rows, total] = await qb
      .orderBy('d.issued_on', dir)
      .addOrderBy('d.id', dir)
      .skip(skip)
      .take(perPage)
      .getManyAndCount();
    return {
      ...toPage(rows.map(presentDisposition), total, page, perPage),
      totals: { amount_in: money(sums?.amount_in), amount_out: money(sums?.amount_out) },
    };
  }

  async getDisposition(companyId: number, id: number) {
    const row = await this.dataSource
      .getRepository(CashDisposition)
      .findOne({ where: tenantWhere<CashDisposition>(companyId, { id }) });
    if (!row) throw AppException.notFound();
    return presentDisposition(row);
  }

  async createDisposition(actor: AuthUser, companyId: number, dto: CreateCashDispositionDto) {
    refuseOutOfRange('issued_on', dto.issued_on);
    const series = await this.register.resolveSeries(companyId, dto.doc_series_id);
    const id = await withTransaction(this.dataSource, async (em) => {
      await this.register.lock(em, companyId, 'exclusive');
      return this.register.writeDisposition(em, {
        companyId,
        series,
        kind: dto.kind,
        issuedOn: dto.issued_on ?? bucharestDate(),
        amount: money(dto.amount),
        explanation: dto.explanation,
        person: dto.person,
        createdBy: actor.id,
      });
    });
    return this.getDisposition(companyId, id);
  }

  /**
   * Cancels a disposition, with a reason (the audit trail keeps who and why): its number stays
   * used, its amount leaves the book. Under the exclusive lock: its day must be open (409), and
   * cancelling an încasare takes cash out, so the balance must stay at zero or above (422).
   * A refund is not cancelled: it pays back a chitanță of a closed day.
   */
  async cancelDisposition(actor: AuthUser, companyId: number, id: number, dto: CancelCashDispositionDto) {
    await withTransaction(this.dataSource, async (em) => {
      await this.register.lock(em, companyId, 'exclusive');
      const row = await em.findOne(CashDisposition, { where: tenantWhere<CashDisposition>(companyId, { id }) });
      if (!row) throw AppException.notFound();
      if (row.status === 'cancelled') throw AppException.conflict('Dispoziția este deja anulată.');
      if (row.receipt_id !== null) {
        throw AppException.conflict(
          `Dispoziția restituie chitanța ${row.receipt_label ?? ''} a unei zile închise și nu se poate anula.`,
        );
      }
      const day = dayOf(row.issued_on);
      await this.register.assertOpen(em, companyId, day);
      const result = await em.update(
        CashDisposition,
        { id, company_id: companyId, status: 'issued' },
        { status: 'cancelled', cancelled_at: new Date(), cancelled_by: actor.id, cancel_reason: dto.reason },
      );
      if (!result.affected) throw AppException.conflict('Dispoziția este deja anulată.');
      if (row.kind === 'in') await this.register.assertNotNegative(em, companyId, day);
    });
    return this.getDisposition(companyId, id);
  }

  // ---- the cash limits at the gate ----

  /**
   * The cash limits a cash sale of `amount` to an angler would cross today (the gate asks before
   * it sells): the angler's cash today (chitanțe, bonuri fiscale paid in cash, dispositions in their
   * name) with this sale above `limit_per_person`, or the register's balance with it above
   * `limit_end_of_day`. The same settings as the day's summary (warnings()); a warning, not a refusal.
   */
  async limitCheck(companyId: number, dto: CashLimitCheckDto): Promise<CashLimitCheckResponse> {
    const em = this.dataSource.manager;
    const today = bucharestDate();
    const amount = toBani(money(dto.amount));
    const book = await this.register.book(companyId, em);
    const limits = presentSettings(book);
    const [register, client, fiscalCash] = await Promise.all([
      this.register.balanceThrough(em, companyId, book, today),
      dto.client_id ? this.clients.payerName(em, companyId, dto.client_id) : Promise.resolve(null),
      this.fiscal.cashSalesOn(em, companyId, today),
    ]);
    if (dto.client_id && client === null) throw AppException.notFound();
    // Bonuri fiscale paid in cash are in the register before their device's next Z report brings them
    // into the book (also those printed after a Z report of today).
    const unreported = fiscalCash.filter((j) => !j.inZ).reduce((sum, j) => sum + j.bani, 0);
    const balance = register + unreported + amount;
    const warnings: string[] = [];
    let person = amount;
    if (dto.client_id && client !== null) {
      const clientId = dto.client_id;
      const name = client;
      const [receipts, dispositions] = await Promise.all([
        this.receipts.clientPaidOn(em, companyId, clientId, today),
        this.register.dispositions(em, companyId, today, today),
      ]);
      person +=
        toBani(receipts) +
        fiscalCash.filter((j) => j.clientId === clientId).reduce((sum, j) => sum + j.bani, 0) +
        dispositions.filter((d) => d.person === name).reduce((sum, d) => sum + toBani(d.amount), 0);
      const perPerson = toBani(limits.limit_per_person);
      if (amount > 0 && person > perPerson) {
        warnings.push(
          `${name} ajunge azi la ${lei(person)} plătiți în numerar cu această vânzare, peste limita de ${lei(perPerson)} pe persoană într-o zi. Propuneți plata cu cardul sau prin transfer.`,
        );
      }
    }
    const ceiling = toBani(limits.limit_end_of_day);
    if (amount > 0 && balance > ceiling) {
      warnings.push(
        `Cu această încasare soldul casei ajunge la ${lei(balance)}, peste plafonul de ${lei(ceiling)} de la sfârșitul zilei. Depuneți numerarul în plus la bancă (dispoziție de plată).`,
      );
    }
    return {
      warnings,
      person_total: fromBani(person),
      balance_after: fromBani(balance),
      limit_per_person: limits.limit_per_person,
      limit_end_of_day: limits.limit_end_of_day,
    };
  }

  // ---- the cash book ----

  /**
   * The card and bank-transfer sales per day (not cash: the day's summary shows them apart): the
   * passes sold that way, at their price less a booking's deposit (paid in cash before), and the
   * exits' surpluses and the competitions' fees paid that way (in `amef` mode a card one is also on
   * its bon, as a card pass is: docs/numbering-and-fiscal.md). One of them cancelled on a later day
   * than it was sold stays in the sum of its day and is taken off the sum of the day of its
   * cancellation (readCancelledLater(), passes/payment-methods.ts).
   */
  private async nonCash(em: EntityManager, companyId: number, from: string, to: string) {
    const start = bucharestDayStart(from);
    const end = bucharestDayEnd(to);
    const [rows, passesCancelled, salesCancelled, surpluses, fees] = await Promise.all([
      this.passes.nonCashSales(em, companyId, from, to),
      this.lifecycle.cancelledLater(em, companyId, start, end),
      this.sales.cancelledLater(em, companyId, start, end),
      this.passes.checkoutSales(em, companyId, ['card', 'transfer'], start, end),
      this.teams.feeSales(em, companyId, ['card', 'transfer'], start, end),
    ]);
    const byDay = new Map<string, { card: number; transfer: number }>();
    const add = (at: Date, method: 'card' | 'transfer', bani: number) => {
      const day = bucharestDate(at);
      const sums = byDay.get(day) ?? { card: 0, transfer: 0 };
      sums[method] += bani;
      byDay.set(day, sums);
    };
    for (const r of rows) add(rawInstant(r.created_at), r.method, charged(r));
    // Cancelled on a later day than it was sold: its day keeps it, the day of the cancellation takes it off.
    for (const r of [...passesCancelled, ...salesCancelled]) {
      add(r.soldAt, r.method, r.bani);
      add(r.cancelledAt, r.method, -r.bani);
    }
    for (const s of [...surpluses, ...fees]) if (s.method !== 'cash') add(s.at, s.method, toBani(s.amount));
    return byDay;
  }

  /** The documents of the days between two (inclusive), read in one pass. */
  async documents(em: EntityManager, companyId: number, from: string, to: string): Promise<DayDocuments> {
    const [receipts, zReports, expenses, dispositions, refunded] = await Promise.all([
      this.receipts.cashReceipts(em, companyId, from, to),
      this.fiscal.zCashTotals(em, companyId, from, to),
      this.expenses.cashExpenses(em, companyId, from, to),
      this.register.dispositions(em, companyId, from, to),
      this.register.refundedReceipts(em, companyId, from, to),
    ]);
    return {
      receipts: receipts.filter((r) => r.status === 'issued' || refunded.has(r.id)),
      zReports,
      expenses,
      dispositions,
    };
  }

  async cashBook(companyId: number, range: CashBookRangeDto): Promise<CashBookResponse> {
    checkRange(range);
    const em = this.dataSource.manager;
    const book = await this.register.book(companyId, em);
    const start = book.start_date ? dayOf(book.start_date) : null;
    const from = start && range.date_from < start ? start : range.date_from;
    if (from > range.date_to) return { days: [] };
    let balance = await this.register.balanceThrough(em, companyId, book, addDays(from, -1));
    const [docs, nonCash] = await Promise.all([
      this.documents(em, companyId, from, range.date_to),
      this.nonCash(em, companyId, from, range.date_to),
    ]);
    const closes = await this.register.closes(em, companyId, from);
    const closed = new Set(closes.filter((c) => c.closed).map((c) => dayOf(c.day)));
    const accountsOf = presentSettings(book);
    const days: CashBookDay[] = [];
    for (const date of daysBetween(from, range.date_to)) {
      const lines = this.linesOf(docs, date);
      const zs = docs.zReports.filter((z) => z.day === date);
      const sold = nonCash.get(date) ?? { card: 0, transfer: 0 };
      // A day's Z reports hold its card sales as the cash register printed them; without one, the passes.
      const card = zs.length ? zs.reduce((s, z) => s + toBani(z.card), 0) : sold.card;
      if (!lines.length && !closed.has(date) && !card && !sold.transfer) continue;
      const opening = balance;
      const totalIn = lines.reduce((s, l) => s + toBani(l.in), 0);
      const totalOut = lines.reduce((s, l) => s + toBani(l.out), 0);
      balance = opening + totalIn - totalOut;
      days.push({
        date,
        opening_balance: fromBani(opening),
        lines,
        total_in: fromBani(totalIn),
        total_out: fromBani(totalOut),
        closing_balance: fromBani(balance),
        card: fromBani(card),
        transfer: fromBani(sold.transfer),
        closed: closed.has(date),
        warnings: this.warnings(docs, date, balance, accountsOf),
      });
    }
    return { days };
  }

  /** The day's rows: chitanțe, Z reports, dispositions in, expenses, dispositions out. */
  private linesOf(docs: DayDocuments, date: string): CashBookLine[] {
    const rows: Omit<CashBookLine, 'number'>[] = [];
    for (const r of docs.receipts.filter((x) => x.issued_on === date)) {
      rows.push({
        kind: 'receipt',
        source_id: r.id,
        document: `Chitanță ${r.label}`,
        attachments: 0,
        explanation: `Încasat de la ${r.payer}: ${r.description}`,
        in: r.amount,
        out: '0.00',
      });
    }
    for (const z of docs.zReports.filter((x) => x.day === date)) {
      rows.push({
        kind: 'z_report',
        source_id: z.id,
        document: `Raport Z nr. ${z.number}`,
        attachments: 1,
        explanation: 'Vânzări în numerar (casa de marcat)',
        in: z.cash,
        out: '0.00',
      });
    }
    const disp = docs.dispositions.filter((x) => x.issued_on === date);
    for (const d of disp.filter((x) => x.kind === 'in')) rows.push(dispositionLine(d));
    for (const e of docs.expenses.filter((x) => x.spent_on === date)) {
      const doc = e.document_type
        ? `${DOCUMENT_TYPES[e.document_type]} ${e.document_number ?? ''}`.trim()
        : e.document_number;
      rows.push({
        kind: 'expense',
        source_id: e.id,
        document: doc || 'Cheltuială',
        attachments: e.document_number ? 1 : 0,
        explanation: [e.supplier, e.description].filter(Boolean).join(': ') || `Cheltuială ${e.category}`,
        in: '0.00',
        out: e.amount,
      });
    }
    for (const d of disp.filter((x) => x.kind === 'out')) rows.push(dispositionLine(d));
    return rows.map((row, i) => ({ number: i + 1, ...row }));
  }

  /** The cash limits crossed on a day (settings; they change with the law: OPERATIONS.md). */
  private warnings(
    docs: DayDocuments,
    date: string,
    closing: number,
    settings: { limit_per_person: string; limit_end_of_day: string },
  ): string[] {
    const out: string[] = [];
    const ceiling = toBani(settings.limit_end_of_day);
    if (closing > ceiling)
      out.push(`Soldul de la sfârșitul zilei (${lei(closing)}) depășește plafonul de casă de ${lei(ceiling)}.`);
    const perPerson = toBani(settings.limit_per_person);
    const byPerson = new Map<string, number>();
    const add = (name: string, bani: number) => byPerson.set(name, (byPerson.get(name) ?? 0) + bani);
    for (const r of docs.receipts.filter((x) => x.issued_on === date)) add(r.payer, toBani(r.amount));
    for (const d of docs.dispositions.filter((x) => x.issued_on === date)) add(d.person, toBani(d.amount));
    for (const [name, bani] of byPerson) {
      if (bani > perPerson)
        out.push(`${name}: ${lei(bani)} în numerar într-o zi, peste limita de ${lei(perPerson)} pe persoană.`);
    }
    return out;
  }

  // ---- closing the day ----

  async close(actor: AuthUser, companyId: number, dto: CloseDayDto) {
    if (dto.date > bucharestDate()) throw AppException.invalid({ date: ['O zi din viitor nu poate fi închisă.'] });
    if (!dto.confirm && (await this.sales.modeOf(companyId)) === 'amef') {
      const [bons, zs] = await Promise.all([
        this.fiscal.printedSalesOn(companyId, dto.date),
        this.fiscal.zCashTotals(this.dataSource.manager, companyId, dto.date, dto.date),
      ]);
      if (bons > 0 && zs.length === 0) {
        throw AppException.conflict(
          `Ziua ${roDate(dto.date)} are ${bons === 1 ? 'un bon fiscal' : `${bons} bonuri fiscale`} și niciun raport Z. Tipăriți raportul Z sau confirmați închiderea fără el.`,
        );
      }
    }
    await withTransaction(this.dataSource, async (em) => {
      await this.register.lock(em, companyId, 'exclusive');
      const row = await em.findOne(CashDayClose, { where: { company_id: companyId, day: dto.date } });
      if (row?.closed) throw AppException.conflict(`Ziua ${roDate(dto.date)} este deja închisă.`);
      const closed = { closed: true, closed_by: actor.id, closed_at: new Date() };
      if (row) await em.update(CashDayClose, { id: row.id, company_id: companyId }, closed);
      else
        await em.insert(CashDayClose, {
          company_id: companyId,
          day: dto.date,
          ...closed,
          reopened_by: null,
          reopened_at: null,
          reopen_reason: null,
        });
      await this.register.moveCheckpoint(em, companyId, dto.date);
    });
    return this.closeOf(companyId, dto.date);
  }

  /** Role 2 only, with a reason; the audit trail records who and why (audit/audit.subscriber.ts). */
  async reopen(actor: AuthUser, companyId: number, dto: ReopenDayDto) {
    await withTransaction(this.dataSource, async (em) => {
      await this.register.lock(em, companyId, 'exclusive');
      const row = await em.findOne(CashDayClose, { where: { company_id: companyId, day: dto.date } });
      if (!row?.closed) throw AppException.conflict(`Ziua ${roDate(dto.date)} nu este închisă.`);
      await em.update(
        CashDayClose,
        { id: row.id, company_id: companyId },
        { closed: false, reopened_by: actor.id, reopened_at: new Date(), reopen_reason: dto.reason },
      );
    });
    return this.closeOf(companyId, dto.date);
  }

  private async closeOf(companyId: number, day: string) {
    const row = await this.dataSource
      .getRepository(CashDayClose)
      .findOneOrFail({ where: tenantWhere<CashDayClose>(companyId, { day }) });
    return presentClose(row);
  }
}

function dispositionLine(d: DayDocuments['dispositions'][number]): Omit<CashBookLine, 'number'> {
  const isIn = d.kind === 'in';
  return {
    kind: isIn ? 'disposition_in' : 'disposition_out',
    source_id: d.id,
    document: `${isIn ? 'Dispoziție de încasare' : 'Dispoziție de plată'} ${d.series} ${d.number}`,
    attachments: 0,
    explanation: `${d.explanation} (${d.person})`,
    in: isIn ? d.amount : '0.00',
    out: isIn ? '0.00' : d.amount,
  };
}

function dayOrNull(value: string | Date | null): string | null {
  return value === null ? null : dayOf(value);
}

export function checkRange(range: { date_from: string; date_to: string }): void {
  if (range.date_from > range.date_to) {
    throw AppException.invalid({ date_to: ['Data de sfârșit nu poate fi înaintea datei de început.'] });
  }
  if (daysBetween(range.date_from, range.date_to).length > MAX_DAYS) {
    throw AppException.invalid({ date_to: [`Intervalul poate avea cel mult ${MAX_DAYS} de zile.`] });
  }
}

export function daysBetween(from: string, to: string): string[] {
  const out: string[] = [];
  const d = new Date(`${from}T00:00:00Z`);
  const end = new Date(`${to}T00:00:00Z`);
  while (d <= end && out.length <= MAX_DAYS + 1) {
    out.push(d.toISOString().slice(0, 10));
    d.setUTCDate(d.getUTCDate() + 1);
  }
  return out;
}
