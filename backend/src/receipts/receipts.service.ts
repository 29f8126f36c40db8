import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource, InjectRepository } from '@nestjs/typeorm';
import { DataSource, EntityManager, In, Repository } from 'typeorm';
import { amountInWords } from '@app/common/amount-words';
import { AppException } from '@app/common/app-exception';
import type { AuthUser } from '@app/common/auth-user';
import { parseDocumentNumber } from '@app/common/document-number';
import { fromBani, money } from '@app/common/money';
import { COUNT_CAP, likePrefix, pageParams, toPage } from '@app/common/pagination';
import { sortColumn } from '@app/common/references';
import { tenantScoped, tenantWhere } from '@app/common/tenancy';
import { cursorAfter, keysetWhere } from '@app/common/keyset';
import type { ClientErasure } from '@app/common/erasure';
import { scrub } from '@app/audit/audit-values';
import { bucharestDate } from '@app/common/time';
import { withTransaction } from '@app/common/transactions';
import { forSameClient, keepRequestKey, oncePerKey } from '@app/common/request-keys';
import { HandedSources } from '@app/common/sources';
import type { WritePlan } from '@app/common/write-plan';
import { anglersWhere } from '@app/clients/client-search';
import {
  anyOf,
  cursorKey,
  dayStatsWhere,
  inOneTrip,
  pageRows,
  partsPage,
  SearchCondition,
  SqlCondition,
  type Statement,
} from '@app/common/sql';
import { cappedSums } from '@app/common/capped-sums';
import { ClientsService } from '@app/clients/clients.service';
import { DocSeriesService } from '@app/doc-series/doc-series.service';
import type { DocSeries } from '@app/doc-series/entities/doc-series.entity';
import { CashRegisterService, closedMessage } from '@app/books/cash-register.service';
import { refuseOutOfRange } from '@app/books/cash-format';
import { CancelDocumentDto, CreateReceiptDto, ReceiptFilterDto, UpdateReceiptDto } from './dto/receipt.dto';
import { Receipt } from './entities/receipt.entity';
import { countReceipt, receiptCounts } from './receipt-stats';
import { presentReceipt } from './receipt.presenter';
import { receiptTextWhere } from './receipt-text-search';

/** What issue() takes. */
type ReceiptInput = Parameters<ReceiptsService['issue']>[1];

/** A chitanță's row as issued. */
const receiptRow = (r: ReceiptInput, series: DocSeries, number: number) => ({
  company_id: r.companyId,
  client_id: r.clientId,
  pass_id: r.passId,
  doc_series_id: series.id,
  series: series.series,
  number,
  issued_on: r.issuedOn,
  amount: r.amount,
  amount_words: amountInWords(r.amount),
  description: r.description,
  fiscal_receipt_no: r.fiscalReceiptNo,
  status: 'issued' as const,
  created_by: r.createdBy,
  cancelled_at: null,
  cancelled_by: null,
  cancel_reason: null,
});

const SORT = { issued_on: 'r.issued_on', number: 'r.number', amount: 'r.amount', created_at: 'r.created_at' };

/**
 * A search of the receipts list: its ways to match, whether the anglers' part comes first, and the
 * first of the anglers when more match than the count reads (`sample`, anglersWhere()).
 */
type ReceiptSearch = SearchCondition & { anglersFirst?: boolean; sample?: SqlCondition };

/**
 * What the bookings tell about a chitanță: bookings/bookings.module.ts hands it over as its module
 * starts (ReceiptsModule cannot import the bookings, which import it).
 */
export interface ReceiptSources {
  /**
   * The booking whose deposit the chitanță is, when its check-in took the deposit off the price of
   * a pass still active; null otherwise (a booking not yet at the gate pays the whole price once
   * its deposit is cancelled, bookings/booking.presenter.ts standingDeposit()).
   */
  checkedInDepositOf(companyId: number, receiptId: number): Promise<number | null>;
}

@Injectable()
export class ReceiptsService {
  private readonly sources = new HandedSources<ReceiptSources>('receipts');

  constructor(
    @InjectRepository(Receipt) private readonly receipts: Repository<Receipt>,
    @InjectDataSource() private readonly dataSource: DataSource,
    @Inject(DocSeriesService) private readonly series: DocSeriesService,
    @Inject(CashRegisterService) private readonly cashRegister: CashRegisterService,
    private readonly clients: ClientsService,
  ) {}

  /** Another feature's part of ReceiptSources. */
  useSources(sources: Partial<ReceiptSources>): void {
    this.sources.use(sources);
  }

  /**
   * The receipts matching a list filter, on the receipts alone: with
   * `IDX_receipts_company_issued_cover` the totals and the page's ids of a period are read from
   * the index without touching the rows, and the client is never joined to filter.
   */
  private filtered(companyId: number, filter: ReceiptFilterDto, bySearch: SqlCondition | null) {
    const qb = tenantScoped(this.receipts.createQueryBuilder('r'), 'r', companyId);
    if (filter.date_from) qb.andWhere('r.issued_on >= :from', { from: filter.date_from });
    if (filter.date_to) qb.andWhere('r.issued_on <= :to', { to: filter.date_to });
    if (filter.client_id) qb.andWhere('r.client_id = :clientId', { clientId: filter.client_id });
    if (filter.status) qb.andWhere('r.status = :status', { status: filter.status });
    if (bySearch) qb.andWhere(bySearch.sql, bySearch.params);
    return qb;
  }

  /**
   * A search: digits alone ("12") are a receipt number in any series or the start of a bon fiscal
   * number; "BDC 12" is that number in that series. Otherwise the search finds the receipts whose
   * description has its words (receipt-text-search.ts: a full-text index, as word starts), whose
   * bon fiscal number starts with it, and those of the anglers it matches the way the clients list
   * does (from the start of names, CNP, phone, plate). Every way has its own index: the ids of the
   * description's and the anglers' matches are read first, and no branch reads every receipt.
   */
  private async searchWhere(companyId: number, filter: ReceiptFilterDto, every = false): Promise<ReceiptSearch | null> {
    const search = filter.search?.trim() ?? '';
    if (!search) return null;
    const number = parseDocumentNumber(search);
    const fiscal = {
      sql: `r.fiscal_receipt_no LIKE :search_fiscal ESCAPE '!'`,
      params: { search_fiscal: likePrefix(search) },
    };
    const byNumber = { sql: 'r.number = :search_number', params: { search_number: number?.number } };
    // With a leading 0 ("0744") digits alone are also the start of the payer's phone.
    const phone = /^0\d/.test(search);
    if (number && !number.series && !phone) return anyOf([byNumber, fiscal]);
    // The anglers' and the description's matches first (side by side): the count takes the parts
    // one by one (disjointParts()), the anglers' from their covering index. Up to COUNT_CAP anglers
    // listed, unless `every` (totals()).
    const matches = await Promise.all([
      anglersWhere(this.dataSource, companyId, search, 'r.client_id', every ? undefined : COUNT_CAP),
      receiptTextWhere(this.dataSource, companyId, search),
    ]);
    const parts = [...matches.filter((m): m is SqlCondition => m !== null), fiscal];
    if (number?.series)
      parts.push({
        sql: '(r.number = :search_number AND r.series = :search_series)',
        params: { search_number: number.number, search_series: number.series },
      });
    else if (number) parts.push(byNumber);
    const sample = matches[0]?.sample;
    return { ...anyOf(parts), anglersFirst: matches[0] !== null, ...(sample ? { sample } : {}) };
  }

  /**
   * The count of the filter's receipts and the amount of the issued ones. A search counts up to
   * COUNT_CAP (cappedSums(): at most that many index entries per way to match); past it, `capped`
   * and no amount. A search matching more anglers than COUNT_CAP counts the receipts of the first
   * COUNT_CAP + 1 (`sample`, anglersWhere()) first: past the cap with them alone, the count stops
   * there; otherwise every angler is read after all (searchWhere(…, true)) for the exact count. Filtered by dates alone (or not at all, as the list opens) they come from the
   * per-day statistics kept with every issue and cancellation (receipt_day_stats), instead of
   * reading every receipt of the company (0.2 s at 240 000 receipts); any other filter scans its
   * range.
   */
  private async totals(
    companyId: number,
    filter: ReceiptFilterDto,
    bySearch: ReceiptSearch | null,
    deep: { dir: 'ASC' | 'DESC'; skip: number } | null = null,
  ): Promise<{
    rows: number;
    amount: string | null;
    capped: boolean;
    partRows?: number[];
    /** With `deep`: where its row falls (dayOfRow()); null when the counts do not say. */
    day?: { day: string; skip: number } | null;
  }> {
    const counted = (part: SqlCondition) =>
      this.filtered(companyId, filter, part).select('r.status', 'status').addSelect('r.amount', 'amount');
    const amount = { amount: "COALESCE(SUM(CASE WHEN status = 'issued' THEN amount ELSE 0 END), 0)" };
    if (bySearch?.sample) {
      const sampled = await cappedSums(this.dataSource, anyOf([bySearch.sample]), counted, amount);
      // The anglers' part (first) alone has more than COUNT_CAP receipts.
      if (sampled.capped) return { rows: COUNT_CAP, amount: null, capped: true, partRows: [COUNT_CAP + 1] };
      bySearch = await this.searchWhere(companyId, filter, true);
    }
    if (bySearch) {
      const found = await cappedSums(this.dataSource, bySearch, counted, amount, { byPart: true });
      return {
        rows: found.rows,
        amount: found.sums ? money(found.sums.amount ?? 0) : null,
        capped: found.capped,
        partRows: found.partRows,
      };
    }
    if (!filter.client_id && !filter.status) {
      const { where, params } = dayStatsWhere(companyId, { from: filter.date_from, to: filter.date_to });
      const sums = `SELECT SUM(receipts) AS n, SUM(issued_bani) AS bani FROM receipt_day_stats WHERE ${where}`;
      if (deep) return this.dayOfRow(sums, where, params, deep.dir, deep.skip);
      const [row] = await this.dataSource.query<{ n: string | number | null; bani: string | number | null }[]>(
        sums,
        params,
      );
      return { rows: Number(row?.n ?? 0), amount: fromBani(Number(row?.bani ?? 0)), capped: false };
    }
    const row = await this.filtered(companyId, filter, null)
      .select('COUNT(*)', 'n')
      .addSelect("COALESCE(SUM(CASE WHEN r.status = 'issued' THEN r.amount ELSE 0 END), 0)", 'amount')
      .getRawOne<{ n: string | number; amount: string | number }>();
    return { rows: Number(row?.n ?? 0), amount: money(row?.amount ?? 0), capped: false };
  }

  /**
   * A client's receipts in an erasure (common/erasure.ts), inside its transaction: the payer text
   * stays what the receipt was for, without the person in it; numbers and amounts stay.
   */
  async erasure(em: EntityManager, companyId: number, clientId: number): Promise<ClientErasure> {
    const receipts = await em.find(Receipt, { where: tenantWhere<Receipt>(companyId, { client_id: clientId }) });
    return {
      rows: { receipts: receipts.map((r) => r.id) },
      values: [],
      erase: async (erased) => {
        let receiptText = false;
        for (const receipt of receipts) {
          const description = scrub(receipt.description, erased);
          const cancelReason = receipt.cancel_reason === null ? null : scrub(receipt.cancel_reason, erased);
          if (description === receipt.description && cancelReason === receipt.cancel_reason) continue;
          receiptText ||= description !== receipt.description;
          Object.assign(receipt, { description, cancel_reason: cancelReason });
          await em.save(receipt);
        }
        // SQLite's receipts text index keeps a changed text's words in its older segments until they
        // are merged: merge them now, so the erased words leave the file (with secure_delete).
        if (receiptText && em.connection.options.type === 'better-sqlite3') {
          await em.query(`INSERT INTO "receipts_fts"("receipts_fts") VALUES ('optimize')`);
        }
      },
    };
  }

  /** The filter's receipts, from the keyset's position when there is one. */
  private onePart(
    companyId: number,
    filter: ReceiptFilterDto,
    bySearch: SqlCondition | null,
    after: SqlCondition | null,
  ) {
    const qb = this.filtered(companyId, filter, bySearch);
    return after ? qb.andWhere(after.sql, after.params) : qb;
  }

  /**
   * The totals by dates alone (`sums`, over receipt_day_stats' rows `where`) and, in the same
   * statement, where row `skip` (0-based) of the list by issue day (`dir`) falls: its day, and how
   * many rows of that day come before it in the list's order (`skip`; -1 when the list has fewer
   * rows; null when the counts have no such day). From the per-day counts kept with every receipt
   * issued, so a page deep in the list reads that day's index entries and the page, not every row
   * before it: OFFSET 24 975 read 24 975 at 1 M passes.
   */
  private async dayOfRow(sums: string, where: string, params: unknown[], dir: 'ASC' | 'DESC', skip: number) {
    const sqlite = this.dataSource.options.type === 'better-sqlite3';
    // The receipts of the days before each day in the list's order (a running sum, from the
    // table's key), and the day whose own receipts reach past `skip`.
    const [row] = await this.dataSource.query<
      {
        n: string | number | null;
        bani: string | number | null;
        day: string | null;
        before_day: string | number | null;
      }[]
    >(
      `SELECT t.n, t.bani, d.day, d.before_day FROM (${sums}) t LEFT JOIN (
         SELECT ${sqlite ? 'day' : "DATE_FORMAT(day, '%Y-%m-%d')"} AS day, receipts,
                SUM(receipts) OVER (ORDER BY day ${dir} ROWS UNBOUNDED PRECEDING) - receipts AS before_day
           FROM receipt_day_stats WHERE ${where}) d ON d.before_day <= ? AND d.before_day + d.receipts > ?`,
      [...params, ...params, skip, skip],
    );
    const rows = Number(row?.n ?? 0);
    return {
      rows,
      amount: fromBani(Number(row?.bani ?? 0)),
      capped: false,
      day:
        skip >= rows
          ? { day: '', skip: -1 }
          : row?.day
            ? { day: String(row.day).slice(0, 10), skip: skip - Number(row.before_day) }
            : null,
    };
  }

  async list(companyId: number, filter: ReceiptFilterDto) {
    const { page, perPage } = pageParams(filter);
    const bySearch = await this.searchWhere(companyId, filter);
    const dir = filter.sort_dir === 'asc' ? 'ASC' : 'DESC';
    const sort = sortColumn(SORT, filter.sort_by, 'r.issued_on');
    // A page after the previous one's last row (common/keyset.ts): no rows skipped.
    const after = keysetWhere(this.dataSource, filter.after, sort, dir, 'r.id');
    const skip = after ? 0 : pageParams(filter).skip;
    // A deep page in the list's own order, by dates alone: the days before its first row are
    // skipped by their counts (receipt_day_stats, with the totals) instead of row by row.
    const deep = skip > 0 && !bySearch && sort === SORT.issued_on && !filter.client_id && !filter.status;
    // The anglers' part of a search, when they have more receipts than the count reads: walked in
    // the list's order (IDX_receipts_company_issued_client, the payer in the index) until the page
    // is full, instead of reading all their receipts and sorting them. With fewer, those are read
    // from IDX_receipts_company_client_cover and sorted (at most COUNT_CAP). MariaDB only: it
    // otherwise takes the anglers' index whatever their number.
    const walkable = !!bySearch?.anglersFirst && sort === SORT.issued_on && !filter.status && !filter.client_id;
    const counting = this.totals(companyId, filter, bySearch, deep ? { dir, skip } : null);
    // The page needs the totals first when they say where it starts (`deep`) or whether to walk;
    // otherwise it is read beside them, on another connection (as the passes list does).
    const early = deep || walkable ? await counting : null;
    const [totals, rows] = await Promise.all([
      counting,
      this.pageRows(companyId, filter, bySearch, early, {
        dir,
        sort,
        after,
        skip,
        perPage,
        walk: walkable && (early?.partRows?.[0] ?? 0) > COUNT_CAP,
      }),
    ]);
    const last = rows.length === perPage ? rows[rows.length - 1] : null;
    return {
      ...toPage(
        rows.map(({ row }) => presentReceipt(row)),
        totals.rows,
        page,
        perPage,
        totals.capped,
      ),
      ...(last ? { next_cursor: cursorAfter(sort, dir, last.sortKey, last.row.id) } : {}),
      totals: { amount: totals.amount },
    };
  }

  /**
   * A page of receipts with their client, in one statement: the page's ids (sorted and cut in the
   * index: one part, or a search's parts one by one, partsPage()) in a derived table joined to
   * the rows (pageRows()). `early`: the totals, when read before it (a deep page starts at its day).
   */
  private async pageRows(
    companyId: number,
    filter: ReceiptFilterDto,
    bySearch: SearchCondition | null,
    early: { day?: { day: string; skip: number } | null } | null,
    at: { dir: 'ASC' | 'DESC'; sort: string; after: SqlCondition | null; skip: number; perPage: number; walk: boolean },
  ): Promise<{ row: Receipt; sortKey: unknown }[]> {
    const { dir, sort, after, perPage, walk } = at;
    let skip = at.skip;
    let from: SqlCondition | null = null;
    if (early?.day) {
      from = { sql: `r.issued_on ${dir === 'DESC' ? '<=' : '>='} :from_day`, params: { from_day: early.day.day } };
      skip = early.day.skip;
    }
    if (from && skip < 0) return [];
    let ids: SqlCondition;
    if (bySearch && bySearch.parts.length > 1)
      ids = partsPage(
        this.dataSource,
        bySearch,
        (part, i) => {
          const qb = this.filtered(companyId, filter, part).select('r.id', 'id');
          return walk && i === 0 ? qb.useIndex('IDX_receipts_company_issued_client') : qb;
        },
        { sort, alias: 'r', dir, skip, perPage, after },
      );
    else {
      const qb = this.onePart(companyId, filter, bySearch, after ?? from)
        .select('r.id', 'id')
        .addSelect(cursorKey(this.dataSource, sort), 'sort_key')
        .orderBy(sort, dir)
        .addOrderBy('r.id', dir)
        .offset(skip)
        .limit(perPage);
      ids = { sql: qb.getQuery(), params: qb.getParameters() };
    }
    // One shape whatever the filter: its SQL written and its rows mapped once (pageRows()).
    const rows = await pageRows(
      'receipts.page',
      tenantScoped(this.receipts.createQueryBuilder('r').innerJoinAndSelect('r.client', 'c'), 'r', companyId),
      { ...ids, column: 'r.id', order: ['sort_key'], select: ['sort_key'], dir },
    );
    return rows.map(({ row, raw }) => ({ row, sortKey: raw.pg_sort_key }));
  }

  /**
   * The cash book's view of the chitanțe (books/cash-register.service.ts), inside the caller's
   * transaction: issued and cancelled ones between two days (null: open end), with the payer's name.
   */
  async cashReceipts(em: EntityManager, companyId: number, from: string | null, to: string | null) {
    const qb = em
      .getRepository(Receipt)
      .createQueryBuilder('r')
      .leftJoin('r.client', 'c')
      .select(['r.id', 'r.series', 'r.number', 'r.issued_on', 'r.amount', 'r.status', 'r.description', 'r.client_id'])
      .addSelect(['c.id', 'c.first_name', 'c.last_name']);
    tenantScoped(qb, 'r', companyId);
    if (from) qb.andWhere('r.issued_on >= :from', { from });
    if (to) qb.andWhere('r.issued_on <= :to', { to });
    const rows = await qb.orderBy('r.issued_on', 'ASC').addOrderBy('r.id', 'ASC').getMany();
    return rows.map((r) => ({
      id: r.id,
      label: `${r.series} ${r.number}`,
      issued_on:
        typeof r.issued_on === 'string' ? r.issued_on.slice(0, 10) : new Date(r.issued_on).toISOString().slice(0, 10),
      amount: money(r.amount),
      status: r.status,
      description: r.description,
      client_id: r.client_id,
      payer: r.client ? `${r.client.last_name} ${r.client.first_name}`.trim() : '',
    }));
  }

  /**
   * The cash the issued chitanțe brought in, per day, between two days (null: open end), read from
   * IDX_receipts_company_issued_cover alone: the cash register's balance (books/cash-register.service.ts).
   */
  async cashTotalsByDay(em: EntityManager, companyId: number, from: string | null, to: string | null) {
    const qb = em
      .getRepository(Receipt)
      .createQueryBuilder('r')
      .select('r.issued_on', 'day')
      .addSelect('SUM(r.amount)', 'amount')
      .where('r.status = :issued', { issued: 'issued' });
    tenantScoped(qb, 'r', companyId);
    if (from) qb.andWhere('r.issued_on >= :from', { from });
    if (to) qb.andWhere('r.issued_on <= :to', { to });
    const rows = await qb.groupBy('r.issued_on').getRawMany<{ day: string | Date; amount: string | number }>();
    return rows.map((r) => ({
      day: typeof r.day === 'string' ? r.day.slice(0, 10) : r.day.toISOString().slice(0, 10),
      amount: money(r.amount),
    }));
  }

  async get(companyId: number, id: number) {
    const receipt = await this.receipts.findOne({
      where: tenantWhere<Receipt>(companyId, { id }),
      relations: { client: true },
    });
    if (!receipt) throw AppException.notFound();
    return presentReceipt(receipt);
  }

  /**
   * A chitanță on its own. With `request_key`, an attempt sent again after its answer was lost
   * answers the chitanță the first attempt issued (common/request-keys.ts).
   */
  async create(actor: AuthUser, companyId: number, clientId: number, dto: CreateReceiptDto) {
    refuseOutOfRange('issued_on', dto.issued_on);
    await this.clients.find(companyId, clientId); // 404 when the company has no such client
    const issued = await oncePerKey(
      this.dataSource,
      { companyId, key: dto.request_key, kind: 'receipt' },
      () =>
        withTransaction(this.dataSource, async (em) => {
          const id = await this.issue(em, {
            companyId,
            clientId,
            passId: null,
            amount: money(dto.amount),
            description: dto.description,
            issuedOn: dto.issued_on ?? bucharestDate(),
            seriesId: dto.doc_series_id ?? null,
            fiscalReceiptNo: dto.fiscal_receipt_no ?? null,
            createdBy: actor.id,
          });
          if (dto.request_key) await em.query(...keepRequestKey(companyId, dto.request_key, 'receipt', id));
          return id;
        }),
      async (earlier) => earlier,
    );
    return forSameClient('receipt', await this.get(companyId, issued), clientId);
  }

  /**
   * Inside the caller's transaction: the cash book's shared lock, then `day` must be open (409).
   * A sale calls it first (SalesService.begin()), so the series locks taken after it are not held
   * while it runs; issue() calls it itself otherwise.
   */
  async openDay(em: EntityManager, companyId: number, day: string): Promise<void> {
    await this.cashRegister.beforeReceipt(em, companyId, day);
  }

  /** Numbers and writes a receipt inside the caller's transaction (a pass issue uses it too). */
  async issue(
    em: EntityManager,
    r: {
      companyId: number;
      clientId: number;
      passId: number | null;
      amount: string;
      description: string;
      issuedOn: string;
      seriesId: number | null;
      /** The series already resolved by the caller (before its transaction), if it did. */
      series?: DocSeries | null;
      /** The caller found `issuedOn` open earlier in this transaction (openDay()), before any lock. */
      dayOpen?: boolean;
      fiscalReceiptNo: string | null;
      createdBy: number;
      /**
       * Where to leave the receipt's statistics for the caller to send with its own (inOneTrip),
       * instead of running them here.
       */
      counts?: Statement[];
    },
  ): Promise<number> {
    const series = r.series ?? (await this.series.resolve(em, r.companyId, 'receipt', r.seriesId));
    // A chitanță is a cash document: its day must be open in the cash book (books/cash-register.service.ts).
    if (!r.dayOpen) await this.openDay(em, r.companyId, r.issuedOn);
    const number = await this.series.take(em, series);
    const result = await em.insert(Receipt, receiptRow(r, series, number));
    const counts = receiptCounts(em, { company_id: r.companyId, issued_on: r.issuedOn, amount: r.amount }, 'issued');
    if (r.counts) r.counts.push(...counts);
    else await inOneTrip(em, counts);
    return Number(result.identifiers[0].id);
  }

  /**
   * issue() planned in the caller's WritePlan (common/write-plan.ts), its number already taken
   * (DocSeriesService.takeAll()) and its day open: the receipt and its statistics. Answers the
   * plan's stand-in for the receipt's id.
   */
  planIssue(plan: WritePlan, em: EntityManager, r: ReceiptInput, series: DocSeries, number: number): number {
    const id = plan.insert(Receipt, receiptRow(r, series, number));
    plan.statements(receiptCounts(em, { company_id: r.companyId, issued_on: r.issuedOn, amount: r.amount }, 'issued'));
    return id;
  }

  async update(companyId: number, id: number, dto: UpdateReceiptDto) {
    const receipt = await this.receipts.findOne({ where: tenantWhere<Receipt>(companyId, { id }) });
    if (!receipt) throw AppException.notFound();
    const patch: Partial<Receipt> = {};
    if (dto.description !== undefined) {
      if (!dto.description) throw AppException.invalid({ description: ['Câmpul este obligatoriu.'] });
      patch.description = dto.description;
    }
    if (dto.fiscal_receipt_no !== undefined) patch.fiscal_receipt_no = dto.fiscal_receipt_no;
    if (Object.keys(patch).length) {
      // The cash book's line shows the text and the bon's number: a closed day's stay as it was closed.
      await withTransaction(this.dataSource, async (em) => {
        await this.cashRegister.lock(em, companyId, 'exclusive');
        await this.cashRegister.assertOpen(em, companyId, String(receipt.issued_on).slice(0, 10));
        await em.update(Receipt, { id, company_id: companyId }, patch);
      });
    }
    return this.get(companyId, id);
  }

  /** Delete = cancel: the number stays used, the receipt stays listed, out of the totals. */
  async cancel(actor: AuthUser, companyId: number, id: number, dto: CancelDocumentDto) {
    const receipt = await this.receipts.findOne({ where: tenantWhere<Receipt>(companyId, { id }) });
    if (!receipt) throw AppException.notFound();
    if (receipt.status === 'cancelled') throw AppException.conflict('Chitanța este deja anulată.');
    // A deposit taken off the price of a pass still active: cancelled alone, the pass would be paid
    // only in part, the deposit given back.
    const booking = await this.sources.get('checkedInDepositOf')(companyId, id);
    if (booking) {
      throw AppException.conflict(
        `Chitanța este avansul rezervării nr. ${booking}, scăzut din prețul permisului emis la prezentare: anulați întâi permisul, apoi chitanța.`,
      );
    }
    await withTransaction(this.dataSource, async (em) => {
      const cancelled = { cancelled_at: new Date(), cancelled_by: actor.id, cancel_reason: dto.reason ?? null };
      if (!(await this.cancelOrRefund(em, receipt, cancelled, { refund: !!dto.refund, actorId: actor.id }))) {
        throw AppException.conflict('Chitanța este deja anulată.');
      }
    });
    return this.get(companyId, id);
  }

  /**
   * Cancels an issued chitanță inside the caller's transaction (its own cancellation, its pass's).
   * A closed day stays as signed, and so does the balance it starts from: a chitanță of that day or of
   * one before it is paid back by a disposition dated today that names it, only when `refund` asks
   * for it (otherwise a 409 that says so); on an open day it is cancelled as cancelIssued() does.
   * False when another cancellation got there first.
   */
  async cancelOrRefund(
    em: EntityManager,
    receipt: Pick<Receipt, 'id' | 'company_id' | 'issued_on' | 'amount' | 'series' | 'number' | 'client_id'>,
    cancelled: Pick<Receipt, 'cancelled_at' | 'cancelled_by' | 'cancel_reason'>,
    how: { refund: boolean; actorId: number },
  ): Promise<boolean> {
    const companyId = receipt.company_id;
    await this.cashRegister.lock(em, companyId, 'exclusive');
    const day = String(receipt.issued_on).slice(0, 10);
    const closedDay = await this.cashRegister.closedFrom(em, companyId, day);
    if (!closedDay) return this.cancelIssued(em, receipt, cancelled);
    if (!how.refund) {
      throw AppException.conflict(
        `${closedMessage(day, closedDay)} Anularea se poate face doar ca restituire: o dispoziție de plată cu data de azi.`,
      );
    }
    if (!(await this.markCancelled(em, receipt, cancelled))) return false;
    const payer = await this.clients.payerName(em, companyId, receipt.client_id);
    await this.cashRegister.refund(
      em,
      companyId,
      {
        id: receipt.id,
        issuedOn: day,
        label: `${receipt.series} ${receipt.number}`,
        amount: money(receipt.amount),
        payer: payer ?? '-',
      },
      how.actorId,
    );
    return true;
  }

  /** A pass's receipts still issued, inside the caller's transaction (the pass's cancellation). */
  issuedForPass(em: EntityManager, companyId: number, passId: number): Promise<Receipt[]> {
    return em.find(Receipt, { where: tenantWhere<Receipt>(companyId, { pass_id: passId, status: 'issued' }) });
  }

  /**
   * Cancels a receipt that is still issued and takes its amount out of the statistics, inside the
   * caller's transaction; false when another cancellation got there first (the update is
   * conditional, so of two racing only one counts). A pass's cancellation and a competition fee's
   * undo use it for their chitanțe. The cash is taken back out of the register: under the exclusive
   * cash lock, its day open (409) and the register at zero or above on that day and every later one
   * (422, books/cash-register.service.ts assertNotNegative()).
   */
  async cancelIssued(
    em: EntityManager,
    receipt: Pick<Receipt, 'id' | 'company_id' | 'issued_on' | 'amount'>,
    cancelled: Pick<Receipt, 'cancelled_at' | 'cancelled_by' | 'cancel_reason'>,
  ): Promise<boolean> {
    const day = String(receipt.issued_on).slice(0, 10);
    await this.cashRegister.lock(em, receipt.company_id, 'exclusive');
    await this.cashRegister.assertOpen(em, receipt.company_id, day);
    if (!(await this.markCancelled(em, receipt, cancelled))) return false;
    await this.cashRegister.assertNotNegative(em, receipt.company_id, day);
    return true;
  }

  private async markCancelled(
    em: EntityManager,
    receipt: Pick<Receipt, 'id' | 'company_id' | 'issued_on' | 'amount'>,
    cancelled: Pick<Receipt, 'cancelled_at' | 'cancelled_by' | 'cancel_reason'>,
  ): Promise<boolean> {
    const result = await em.update(
      Receipt,
      { id: receipt.id, company_id: receipt.company_id, status: 'issued' },
      { status: 'cancelled', ...cancelled },
    );
    if (!result.affected) return false;
    await countReceipt(em, receipt, 'cancelled');
    return true;
  }

  /** These receipts of the company, by id (a booking's deposit chitanțe, bookings/booking-query.service.ts). */
  async byIds(companyId: number, ids: number[]): Promise<Map<number, Receipt>> {
    if (!ids.length) return new Map();
    const rows = await this.receipts.find({ where: tenantWhere<Receipt>(companyId, { id: In(ids) }) });
    return new Map(rows.map((r) => [r.id, r]));
  }

  /** What a client paid on the chitanțe issued to them on a day (the cash limit per person, books/books.service.ts). */
  async clientPaidOn(em: EntityManager, companyId: number, clientId: number, day: string): Promise<string> {
    const row = await tenantScoped(em.getRepository(Receipt).createQueryBuilder('r'), 'r', companyId)
      .select('COALESCE(SUM(r.amount), 0)', 'amount')
      .andWhere('r.client_id = :clientId AND r.status = :issued AND r.issued_on = :today', {
        clientId,
        issued: 'issued',
        today: day,
      })
      .getRawOne<{ amount: string | number }>();
    return money(row?.amount ?? 0);
  }

  /**
   * Sums of the issued receipts not tied to a pass per day (`issued_on`), days from `fromDay`
   * included to `toDay` excluded (YYYY-MM-DD): the charts' income beside the passes.
   */
  amountsByDay(companyId: number, fromDay: string, toDay: string) {
    return this.receipts
      .createQueryBuilder('r')
      .select('r.issued_on', 'd')
      .addSelect('SUM(r.amount)', 'amount')
      .where(tenantWhere<Receipt>(companyId, { status: 'issued' }))
      .andWhere('r.pass_id IS NULL AND r.issued_on >= :fromDay AND r.issued_on < :toDay', { fromDay, toDay })
      .groupBy('r.issued_on')
      .getRawMany<{ d: string | Date; amount: number | string | null }>();
  }

  /**
   * Of these clients, those with a receipt made since `since`: the privacy retention run
   * keeps them (privacy/privacy.service.ts).
   */
  async clientsActiveSince(companyId: number, clientIds: number[], since: Date): Promise<number[]> {
    if (!clientIds.length) return [];
    const rows = await tenantScoped(this.receipts.createQueryBuilder('r'), 'r', companyId)
      .select('DISTINCT r.client_id', 'client_id')
      .andWhere('r.client_id IN (:...clientIds)', { clientIds })
      .andWhere('r.created_at >= :since', { since })
      .getRawMany<{ client_id: number | string }>();
    return rows.map((r) => Number(r.client_id));
  }
}
