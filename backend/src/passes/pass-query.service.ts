import { Injectable } from '@nestjs/common';
import { InjectDataSource, InjectRepository } from '@nestjs/typeorm';
import { DataSource, EntityManager, Repository, SelectQueryBuilder } from 'typeorm';
import { fromBani, money, toBani } from '@app/common/money';
import { parseDocumentNumber } from '@app/common/document-number';
import { COUNT_CAP, likePrefix, pageParams, toPage } from '@app/common/pagination';
import { sortColumn } from '@app/common/references';
import { tenantScoped, tenantWhere } from '@app/common/tenancy';
import { cappedSums } from '@app/common/capped-sums';
import { cursorAfter, keysetWhere } from '@app/common/keyset';
import { bucharestDayEnd, bucharestDayStart } from '@app/common/time';
import { anglersWhere } from '@app/clients/client-search';
import { anyOf, cursorKey, dayStatsWhere, pageOfParts, SearchCondition, SqlCondition } from '@app/common/sql';
import type { Company } from '@app/companies/entities/company.entity';
import { depositBonSql, saleCancelledSql } from '@app/fiscal/fiscal-job-joins';
import { PassFilterDto } from './dto/pass.dto';
import { ClientPassTotal } from './entities/client-pass-total.entity';
import { Pass } from './entities/pass.entity';
import { type PaidSale, type PaymentMethod, readPaidSales } from './payment-methods';
import { presentPass } from './pass.presenter';
import { PassesService } from './passes.service';
import { normalizePlate } from '@app/common/validation/romanian-ids';

const SORT = {
  valid_from: 'p.valid_from',
  number: 'p.number',
  total: 'p.total',
  created_at: 'p.created_at',
  valid_to: 'p.valid_to',
};

/**
 * Whether pass_list_stats counts a filter's rows exactly: dates, water, and no state or
 * "cancelled" ("expired" needs the passes not yet ended taken away, totals()).
 */
function countedInStats(filter: PassFilterDto): boolean {
  const { plan_id, client_id, stand_id, search, status } = filter;
  return !plan_id && !client_id && !stand_id && !search?.trim() && (!status || status === 'cancelled');
}

/** Whether the filter is a search and nothing else: the anglers' totals then rank their passes (newestAnglers()). */
function searchedAlone(filter: PassFilterDto): boolean {
  const { date_from, date_to, water_id, plan_id, client_id, stand_id, status } = filter;
  return !date_from && !date_to && !water_id && !plan_id && !client_id && !stand_id && !status;
}

/**
 * A search of the passes list: its ways to match, the anglers first among them when it finds any
 * (`byAnglers`), their ids when they are listed, and the first of them when more match than the
 * count reads (`sample`, anglersWhere()).
 */
type PassSearch = SearchCondition & { anglerIds: number[] | null; byAnglers: boolean; sample?: SqlCondition };

/**
 * Whether a search's page may walk the passes in the list's order (pageIds()): nothing but dates
 * beside the search, which IDX_passes_company_valid_client holds with each pass's angler.
 */
function walkable(filter: PassFilterDto): boolean {
  const { water_id, plan_id, client_id, stand_id, status } = filter;
  return !water_id && !plan_id && !client_id && !stand_id && !status;
}

/** How far (rows skipped and shown) a page by number walks the passes; further, the anglers are narrowed. */
const WALKED_ROWS = 250;

/** A filter's dates and water as a WHERE on pass_list_stats. */
const statsWhere = (companyId: number, filter: PassFilterDto) =>
  dayStatsWhere(companyId, { from: filter.date_from, to: filter.date_to }, { water_id: filter.water_id });

/** pass_list_stats' sums for a filter, with the day a deep page starts on (seekDay()). */
type StatSums = {
  active: string | number | null;
  bani: string | number | null;
  cancelled: string | number | null;
  day?: string | null;
  before_day?: string | number | null;
};

/**
 * Where a page by number starts in the default order: from a day (the rows before it skipped by
 * their counts) and how many rows of that day to skip; 'end' past the list's last row.
 */
type PageStart = { from: SqlCondition; skip: number } | 'end';

/** seekDay()'s answer for the row `skip` of a list of `rows`; null when the counts have no such day. */
function pageStart(stats: StatSums | undefined, deep: { skip: number; dir: 'ASC' | 'DESC' }, rows: number) {
  if (deep.skip >= rows) return 'end' as const;
  if (!stats?.day) return null;
  const day = String(stats.day).slice(0, 10);
  return {
    from:
      deep.dir === 'DESC'
        ? { sql: 'p.valid_from < :seek_day', params: { seek_day: bucharestDayEnd(day) } }
        : { sql: 'p.valid_from >= :seek_day', params: { seek_day: bucharestDayStart(day) } },
    skip: deep.skip - Number(stats.before_day),
  };
}

/**
 * The sorts whose page may be walked in an index that holds the list's filters beside the sort
 * (validity, water, state; walkedPage()): the index for the company, and the one for one water.
 */
const WALKED_SORTS: Record<string, { company: string; water: string }> = {
  'p.total': { company: 'IDX_passes_company_total_cover', water: 'IDX_passes_company_water_total_cover' },
};

/**
 * Whether a filter is what those indexes hold: dates, water, and no state or one whose share of the
 * rows pass_list_stats tells (all, "cancelled", "expired": the active ones, most of a past period).
 * "valid" and "upcoming" are the passes not yet ended, few: sorted whole.
 */
function walkableBySort(filter: PassFilterDto): boolean {
  const { plan_id, client_id, stand_id, search, status } = filter;
  return !plan_id && !client_id && !stand_id && !search?.trim() && status !== 'valid' && status !== 'upcoming';
}

/** The passes list: its filters, search, counts and totals, and the page. */
/**
 * A pass's check-in deposit (booking `b`) only while it holds money: its chitanță issued, or its
 * bon's sale standing (a deposit given back was not taken off the pass's price). For the cash
 * book's card and transfer sums (nonCashSales(), PassLifecycleService.cancelledLater()).
 */
export const heldDepositSql = () =>
  `CASE WHEN EXISTS (SELECT 1 FROM receipts dr WHERE dr.id = b.deposit_receipt_id AND dr.company_id = b.company_id AND dr.status = 'issued')` +
  ` OR EXISTS (SELECT 1 FROM fiscal_jobs dj WHERE ${depositBonSql('dj', 'b')}) THEN b.deposit END`;

@Injectable()
export class PassQueryService {
  constructor(
    @InjectRepository(Pass) private readonly passes: Repository<Pass>,
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly reader: PassesService,
  ) {}

  /**
   * The exits whose surplus was paid in one of `methods` in [start, end) without a chitanță (one
   * with a chitanță counts with the receipts), on a bon fiscal or on none, any state of the pass (a
   * cancellation does not cancel the surplus's own document either), walked in
   * `IDX_passes_company_checkout`. A surplus whose bon's sale was cancelled (before printing, or by
   * a return) took no money and is left out; its bon is looked up by the fiscal jobs table's name
   * (`IDX_fiscal_jobs_company_pass`): asked of the fiscal feature pass by pass, a year's range would
   * be a list of thousands. For the cash book's card and transfer sums and the finance chart's income.
   */
  async checkoutSales(
    em: EntityManager,
    companyId: number,
    methods: PaymentMethod[],
    start: Date,
    end: Date,
  ): Promise<PaidSale[]> {
    return readPaidSales(
      tenantScoped(em.getRepository(Pass).createQueryBuilder('p'), 'p', companyId).andWhere(
        `NOT EXISTS (SELECT 1 FROM fiscal_jobs j WHERE j.company_id = p.company_id AND j.pass_id = p.id AND j.source = 'checkout' AND ${saleCancelledSql('j')})`,
      ),
      {
        method: 'p.checkout_payment_method',
        at: 'p.checked_out_at',
        amount: 'p.checkout_amount',
        receipt: 'p.checkout_receipt_id',
      },
      methods,
      start,
      end,
    );
  }

  /**
   * The passes sold by card or bank transfer between two days (both included), not cancelled,
   * each with what it took: its total less a booking's deposit (paid in cash before). For the cash
   * book's card and transfer sales (books/books.service.ts). The deposit is joined by the bookings
   * table's name (`IDX_bookings_company_pass`): asked of the bookings by the passes' ids, a year's
   * range would be a list of thousands.
   */
  async nonCashSales(
    em: EntityManager,
    companyId: number,
    from: string,
    to: string,
  ): Promise<
    {
      created_at: string | Date;
      total: string | number;
      method: 'card' | 'transfer';
      deposit: string | number | null;
    }[]
  > {
    return tenantScoped(em.getRepository(Pass).createQueryBuilder('p'), 'p', companyId)
      .leftJoin('bookings', 'b', 'b.pass_id = p.id AND b.company_id = p.company_id')
      .select(['p.created_at AS created_at', 'p.total AS total', 'p.payment_method AS method'])
      .addSelect(heldDepositSql(), 'deposit')
      .andWhere('p.status = :active AND p.payment_method IN (:...methods)', {
        active: 'active',
        methods: ['card', 'transfer'],
      })
      .andWhere('p.created_at >= :start AND p.created_at < :end', {
        start: bucharestDayStart(from),
        end: bucharestDayEnd(to),
      })
      .getRawMany();
  }

  /**
   * The passes matching a list filter, on the passes alone (the client is joined only when the
   * search needs its columns): with `IDX_passes_company_valid_cover` the totals and the page's ids
   * are read from the index without touching the rows.
   */
  private filtered(companyId: number, filter: PassFilterDto, bySearch: SqlCondition | null): SelectQueryBuilder<Pass> {
    const now = new Date();
    const qb = tenantScoped(this.passes.createQueryBuilder('p'), 'p', companyId);
    if (filter.date_from) qb.andWhere('p.valid_from >= :from', { from: bucharestDayStart(filter.date_from) });
    if (filter.date_to) qb.andWhere('p.valid_from < :to', { to: bucharestDayEnd(filter.date_to) });
    if (filter.water_id) qb.andWhere('p.water_id = :waterId', { waterId: filter.water_id });
    if (filter.plan_id) qb.andWhere('p.plan_id = :planId', { planId: filter.plan_id });
    if (filter.client_id) qb.andWhere('p.client_id = :clientId', { clientId: filter.client_id });
    if (filter.stand_id) qb.andWhere('p.stand_id = :standId', { standId: filter.stand_id });
    switch (filter.status) {
      case 'cancelled':
        qb.andWhere("p.status = 'cancelled'");
        break;
      case 'upcoming':
        qb.andWhere("p.status = 'active' AND p.valid_from > :now", { now });
        break;
      case 'valid':
        qb.andWhere("p.status = 'active' AND p.valid_from <= :now AND p.valid_to > :now", { now });
        break;
      case 'expired':
        qb.andWhere("p.status = 'active' AND p.valid_to <= :now", { now });
        break;
    }
    if (bySearch) qb.andWhere(bySearch.sql, bySearch.params);
    return qb;
  }

  /**
   * A search by angler (name, CNP, phone, plate — from their start, as in the clients list) or by
   * the plate written on the pass. The matching anglers are found first through the clients'
   * indexes, then their passes through `IDX_passes_company_client` and the pass's own plate
   * through `IDX_passes_company_plate` (MariaDB merges the two): joining every pass of the company
   * to its client to test the names took seconds on a large lake. A search matching very many
   * anglers (a letter or two) becomes a subquery, which reads the company's passes once.
   * The measurements are in BENCHMARKS.md.
   */
  private async searchWhere(companyId: number, filter: PassFilterDto, every = false): Promise<PassSearch | null> {
    const search = filter.search?.trim() ?? '';
    if (!search) return null;
    const number = parseDocumentNumber(search);
    // Digits alone ("12") are a pass number, in any series; with a leading 0 ("0744") they are
    // also the start of a phone.
    const phone = /^0\d/.test(search);
    if (number && !number.series && !phone)
      return {
        ...anyOf([{ sql: 'p.number = :search_number', params: { search_number: number.number } }]),
        anglerIds: null,
        byAnglers: false,
      };
    // The anglers first: the count takes the parts one by one (disjointParts()), this one from its index,
    // and the first pages narrow it (newestAnglers()). Up to COUNT_CAP of them listed, unless `every`.
    const anglers = await anglersWhere(
      this.dataSource,
      companyId,
      search,
      'p.client_id',
      every ? undefined : COUNT_CAP,
    );
    const parts: SqlCondition[] = anglers ? [anglers] : [];
    parts.push({
      sql: `p.car_plate LIKE :pass_plate ESCAPE '!'`,
      params: { pass_plate: likePrefix(normalizePlate(search)) },
    });
    // "BD 12" is pass BD 12, or a plate starting with BD12.
    if (number?.series)
      parts.push({
        sql: '(p.number = :search_number AND p.series = :search_series)',
        params: { search_number: number.number, search_series: number.series },
      });
    else if (number) parts.push({ sql: 'p.number = :search_number', params: { search_number: number.number } });
    return {
      ...anyOf(parts),
      anglerIds: anglers?.ids ?? null,
      byAnglers: anglers !== null,
      ...(anglers?.sample ? { sample: anglers.sample } : {}),
    };
  }

  /**
   * The count of the filter's rows and the active ones' number and total. A search counts up to
   * COUNT_CAP (cappedSums(): at most that many index entries per way to match, whatever the
   * anglers it names hold); past it, `capped` and no number or total. A search matching more
   * anglers than COUNT_CAP counts the passes of the first COUNT_CAP + 1 (`sample`) first: past the
   * cap with them alone (as "Popescu" at 10 M), the count stops there; otherwise every angler is
   * read after all (searchWhere(…, true)) for the exact count. When the filter is
   * dates, water and status alone (as the list opens, and as most lists are narrowed) they come
   * from the statistics kept with every issue and cancellation (pass_list_stats, per day of
   * validity and water) instead of reading every pass of the period (the timings:
   * BENCHMARKS.md, "Measurements behind the code"): "expired" is the active passes less those whose validity has not
   * ended yet, read from `IDX_passes_company_valid_to_cover` (a few thousand). Any other filter
   * (a plan, a stand, an angler's own passes) counts its rows.
   */
  private async totals(
    companyId: number,
    filter: PassFilterDto,
    bySearch: PassSearch | null,
    deep: { skip: number; dir: 'ASC' | 'DESC' } | null = null,
  ): Promise<{
    rows: number;
    count: number | null;
    total: string | null;
    capped: boolean;
    manyByAnglers?: boolean;
    /** With `deep`: where the page starts (seekDay()); null when the counts do not say. */
    start?: PageStart | null;
  }> {
    const { date_from, date_to, water_id, status } = filter;
    const counted = (part: SqlCondition) =>
      this.filtered(companyId, filter, part).select('p.status', 'status').addSelect('p.total', 'total');
    const searchSums = {
      active: "COALESCE(SUM(CASE WHEN status = 'active' THEN 1 ELSE 0 END), 0)",
      total: "COALESCE(SUM(CASE WHEN status = 'active' THEN total ELSE 0 END), 0)",
    };
    if (bySearch?.sample) {
      const sampled = await cappedSums(this.dataSource, anyOf([bySearch.sample]), counted, searchSums);
      if (sampled.capped) return { rows: COUNT_CAP, count: null, total: null, capped: true, manyByAnglers: true };
      bySearch = await this.searchWhere(companyId, filter, true);
    }
    if (bySearch) {
      const found = await cappedSums(this.dataSource, bySearch, counted, searchSums, { byPart: true });
      return {
        rows: found.rows,
        count: found.sums ? Number(found.sums.active ?? 0) : null,
        total: found.sums ? money(found.sums.total ?? 0) : null,
        capped: found.capped,
        // The anglers' part (first) alone has more than COUNT_CAP passes.
        manyByAnglers: bySearch.byAnglers && (found.partRows?.[0] ?? 0) > COUNT_CAP,
      };
    }
    const fromStats =
      countedInStats(filter) || (status === 'expired' && countedInStats({ ...filter, status: undefined }));
    if (!fromStats) {
      const row = await this.filtered(companyId, filter, null)
        .select('COUNT(*)', 'n')
        .addSelect("COALESCE(SUM(CASE WHEN p.status = 'active' THEN 1 ELSE 0 END), 0)", 'active')
        .addSelect("COALESCE(SUM(CASE WHEN p.status = 'active' THEN p.total ELSE 0 END), 0)", 'total')
        .getRawOne<{ n: string | number; active: string | number; total: string | number }>();
      return {
        rows: Number(row?.n ?? 0),
        count: Number(row?.active ?? 0),
        total: money(row?.total ?? 0),
        capped: false,
      };
    }
    const { where, params } = statsWhere(companyId, filter);
    const sums = `SELECT SUM(active) AS active, SUM(active_bani) AS bani, SUM(cancelled) AS cancelled
                    FROM pass_list_stats WHERE ${where}`;
    const [[stats], live] = await Promise.all([
      deep && countedInStats(filter)
        ? this.seekDay(sums, filter, where, params, deep)
        : this.dataSource.query<StatSums[]>(sums, params),
      status === 'expired'
        ? this.filtered(companyId, { date_from, date_to, water_id }, null)
            .andWhere("p.status = 'active' AND p.valid_to > :now", { now: new Date() })
            .select('COUNT(*)', 'n')
            .addSelect('COALESCE(SUM(p.total), 0)', 'total')
            .getRawOne<{ n: string | number; total: string | number }>()
        : undefined,
    ]);
    const active = Number(stats?.active ?? 0) - Number(live?.n ?? 0);
    const bani = Number(stats?.bani ?? 0) - toBani(live?.total ?? 0);
    const cancelled = Number(stats?.cancelled ?? 0);
    const start =
      deep && countedInStats(filter)
        ? pageStart(stats, deep, status === 'cancelled' ? cancelled : active + cancelled)
        : undefined;
    if (status === 'cancelled') return { rows: cancelled, count: 0, total: fromBani(0), capped: false, start };
    if (status === 'expired') return { rows: active, count: active, total: fromBani(bani), capped: false };
    return { rows: active + cancelled, count: active, total: fromBani(bani), capped: false, start };
  }

  /**
   * For the first pages of a search alone in the default order (newest first), the anglers' part
   * narrowed to those whose newest pass ranks among the anglers' first `first` (ties included): any
   * other angler's passes all come after at least `first` newer ones. Their passes are then read,
   * sorted and cut for a few anglers instead of all of them (the 25 of the 814 "Popescu", ranked
   * from their totals, instead of sorting their 8 000 passes; BENCHMARKS.md, "Measurements behind
   * the code"). Null where that
   * does not apply or does not narrow.
   */
  private newestAnglers(
    companyId: number,
    filter: PassFilterDto,
    bySearch: PassSearch | null,
    first: number,
    dir: 'ASC' | 'DESC',
  ): SqlCondition | null {
    const ids = bySearch?.anglerIds;
    if (!ids || ids.length <= first || dir !== 'DESC' || !searchedAlone(filter)) return null;
    if ((filter.sort_by ?? 'valid_from') !== 'valid_from') return null;
    return {
      sql: `p.client_id IN (SELECT ranked.client_id FROM (
              SELECT t.client_id, RANK() OVER (ORDER BY t.last_valid_from DESC) AS newest
                FROM client_pass_totals t WHERE t.company_id = :newest_company AND t.client_id IN (:...newest_ids)
            ) ranked WHERE ranked.newest <= ${first})`,
      params: { newest_company: tenantWhere<ClientPassTotal>(companyId).company_id, newest_ids: ids },
    };
  }

  /**
   * The totals by dates, water and "cancelled" alone (`sums`, over pass_list_stats' rows `where`)
   * and, in the same statement, where row `skip` (0-based) of the list in its default order (by
   * validity, newest first, or oldest with `asc`) falls: its day and how many rows the days before
   * it in that order hold (a running sum of the per-day counts kept with every issue and
   * cancellation). The page then starts at that day and skips only within it, instead of skipping
   * every row before it: page 1 000 skipped 25 000 index entries (BENCHMARKS.md, "Measurements
   * behind the code"). As receipts/receipts.service.ts, dayOfRow().
   */
  private async seekDay(
    sums: string,
    filter: PassFilterDto,
    where: string,
    params: unknown[],
    deep: { skip: number; dir: 'ASC' | 'DESC' },
  ): Promise<StatSums[]> {
    const sqlite = this.dataSource.options.type === 'better-sqlite3';
    const rows = filter.status === 'cancelled' ? 'cancelled' : 'active + cancelled';
    return this.dataSource.query<StatSums[]>(
      `SELECT t.active, t.bani, t.cancelled, d.day, d.before_day FROM (${sums}) t LEFT JOIN (
         SELECT ${sqlite ? 'day' : "DATE_FORMAT(day, '%Y-%m-%d')"} AS day, n,
                SUM(n) OVER (ORDER BY day ${deep.dir} ROWS UNBOUNDED PRECEDING) - n AS before_day
           FROM (SELECT day, SUM(${rows}) AS n FROM pass_list_stats WHERE ${where} GROUP BY day) days
       ) d ON d.before_day <= ? AND d.before_day + d.n > ?`,
      [...params, ...params, deep.skip, deep.skip],
    );
  }

  /**
   * The ids of a page with their sort values, sorted and cut in the index; a search of several
   * parts part by part (pageOfParts()); from the keyset's position when there is one.
   */
  private async pageIds(
    companyId: number,
    filter: PassFilterDto,
    bySearch: PassSearch | null,
    seek: { from: SqlCondition; skip: number } | null,
    page: { skip: number; perPage: number; dir: 'ASC' | 'DESC'; after: SqlCondition | null; walk: boolean },
  ): Promise<{ id: number; sort_key: unknown }[]> {
    const { skip, perPage, dir, after, walk } = page;
    const sort = sortColumn(SORT, filter.sort_by, 'p.valid_from');
    if (bySearch && bySearch.parts.length > 1) {
      // The anglers' part (searchWhere() puts it first): walked in the list's order when they hold
      // many passes (`walk`, list()), else narrowed where it can be.
      const newest = after || walk ? null : this.newestAnglers(companyId, filter, bySearch, skip + perPage, dir);
      return pageOfParts(
        this.dataSource,
        bySearch,
        (part, i) => {
          const qb = this.filtered(companyId, filter, (i === 0 && newest) || part).select('p.id', 'id');
          return walk && i === 0 ? qb.useIndex('IDX_passes_company_valid_client') : qb;
        },
        { sort, alias: 'p', dir, skip, perPage, after },
      );
    }
    const qb = this.filtered(companyId, filter, bySearch)
      .select('p.id', 'id')
      .addSelect(cursorKey(this.dataSource, sort), 'sort_key')
      .orderBy(sort, dir)
      .addOrderBy('p.id', dir);
    if (after) qb.andWhere(after.sql, after.params);
    else if (seek) qb.andWhere(seek.from.sql, seek.from.params);
    const rows = await qb
      .offset(after ? 0 : (seek?.skip ?? skip))
      .limit(perPage)
      .getRawMany<{ id: number | string; sort_key: unknown }>();
    return rows.map((r) => ({ id: Number(r.id), sort_key: r.sort_key }));
  }

  /**
   * The page of a list sorted by a column of WALKED_SORTS (total), filtered by dates, water and
   * state alone (walkableBySort()), walked in that column's index in the sort's order from the top
   * (or the cursor), each entry's validity, water and state tested in the index, stopping at the
   * page: about (rows skipped and shown) / (the filter's share of the index's rows) entries,
   * however many passes the period holds, where the plain statement reads every pass of the
   * period and sorts them (BENCHMARKS.md's scale run, "90 days + water + expired, by total desc").
   * Bounded both ways by pass_list_stats (one statement over the days of the water or the
   * company): walked only when that expected walk is at most a quarter of the period's rows (else
   * the filter holds few rows, cheap to sort), and cut at the period's rows (MariaDB's `LIMIT ROWS
   * EXAMINED`; the dearest passes may all fall outside the filter, as the year passes of a period
   * not yet ended do), so it never reads more entries than the plain statement would; cut before
   * its page is full, the plain statement answers (pageIds()). Null where it does not apply:
   * SQLite plans its own.
   */
  private async walkedPage(
    companyId: number,
    filter: PassFilterDto,
    page: { skip: number; perPage: number; dir: 'ASC' | 'DESC'; after: SqlCondition | null },
  ): Promise<{ id: number; sort_key: unknown }[] | null> {
    const sort = sortColumn(SORT, filter.sort_by, 'p.valid_from');
    const indexes = WALKED_SORTS[sort];
    if (!indexes || !walkableBySort(filter) || this.dataSource.options.type !== 'mariadb') return null;
    const { skip, perPage, dir, after } = page;
    const { where, params } = dayStatsWhere(companyId, {}, { water_id: filter.water_id });
    const period = [
      ...(filter.date_from ? [{ sql: 'day >= ?', value: filter.date_from }] : []),
      ...(filter.date_to ? [{ sql: 'day <= ?', value: filter.date_to }] : []),
    ];
    const inPeriod = period.length ? period.map((p) => p.sql).join(' AND ') : '1 = 1';
    const matching =
      filter.status === 'cancelled' ? 'cancelled' : filter.status === 'expired' ? 'active' : 'active + cancelled';
    const [stats] = await this.dataSource.query<{ rows: unknown; period: unknown; matching: unknown }[]>(
      `SELECT COALESCE(SUM(active + cancelled), 0) AS \`rows\`,
              COALESCE(SUM(CASE WHEN ${inPeriod} THEN active + cancelled ELSE 0 END), 0) AS period,
              COALESCE(SUM(CASE WHEN ${inPeriod} THEN ${matching} ELSE 0 END), 0) AS matching
         FROM pass_list_stats WHERE ${where}`,
      [...period.map((p) => p.value), ...period.map((p) => p.value), ...params],
    );
    const [rows, inRange, matches] = [stats?.rows, stats?.period, stats?.matching].map(Number);
    if (!(matches > 0) || 4 * (skip + perPage) * rows > matches * inRange) return null;
    const qb = this.filtered(companyId, filter, after)
      .useIndex(filter.water_id ? indexes.water : indexes.company)
      .select('p.id', 'id')
      .addSelect(cursorKey(this.dataSource, sort), 'sort_key')
      .orderBy(sort, dir)
      .addOrderBy('p.id', dir)
      .offset(skip)
      .limit(perPage);
    const [sql, values] = qb.getQueryAndParameters();
    const runner = this.dataSource.createQueryRunner();
    try {
      const found: { id: number | string; sort_key: unknown }[] = await runner.query(
        `${sql} ROWS EXAMINED ${Math.ceil(inRange)}`,
        values,
      );
      // A short page is the list's end, or the walk cut (warning 1931): then the plain statement.
      if (found.length < perPage) {
        const [{ cut }]: { cut: number | string }[] = await runner.query('SELECT @@warning_count AS cut');
        if (Number(cut) > 0) return null;
      }
      return found.map((r) => ({ id: Number(r.id), sort_key: r.sort_key }));
    } finally {
      await runner.release();
    }
  }

  /**
   * A page of passes: the count and the totals (above), and beside them (on another connection of
   * the pool, as neither needs the other; a deep page waits for the day they find, seekDay()) one
   * statement for the page's ids (sorted and cut in the index), then those rows with what the
   * answer shows of their relations, by primary key (a deferred join: page 1000 costs what page 1
   * does, bar the offset within its day).
   */
  async list(companyId: number, filter: PassFilterDto) {
    const { page, perPage } = pageParams(filter);
    const dir: 'ASC' | 'DESC' = filter.sort_dir === 'asc' ? 'ASC' : 'DESC';
    const sort = sortColumn(SORT, filter.sort_by, 'p.valid_from');
    // A page after the previous one's last row (common/keyset.ts): no rows skipped, no day sought.
    const after = keysetWhere(this.dataSource, filter.after, sort, dir, 'p.id');
    const skip = after ? 0 : pageParams(filter).skip;
    const bySearch = await this.searchWhere(companyId, filter);
    // A deep page in the default order, by dates, water and "cancelled" alone: the totals' statement
    // also says the day its first row falls on (seekDay()).
    const deep = skip > 0 && sort === 'p.valid_from' && countedInStats(filter) ? { skip, dir } : null;
    const counting = this.totals(companyId, filter, bySearch, deep);
    // A search by angler in the default order whose anglers hold more than COUNT_CAP passes (the
    // count tells, so the page waits for it) walks them newest (or oldest) first in
    // IDX_passes_company_valid_client, which holds each pass's angler, and stops at the page: one
    // pass in a few dozen is theirs, so a few hundred index entries whatever the company holds and
    // however many anglers match, where MariaDB read and sorted all their passes (BENCHMARKS.md,
    // "Session 15: the passes list"). Fewer passes are read by angler, as a walk could pass the
    // whole company before finding them. SQLite chooses its own index.
    const walkFirst =
      bySearch?.byAnglers === true &&
      sort === 'p.valid_from' &&
      walkable(filter) &&
      (after !== null || skip + perPage <= WALKED_ROWS);
    const [totals, { found, rows }] = await Promise.all([
      counting,
      (async () => {
        const walk = walkFirst && (await counting).manyByAnglers === true;
        const start = deep ? (await counting).start : null;
        const walked =
          bySearch || deep ? null : await this.walkedPage(companyId, filter, { skip, perPage, dir, after });
        const found =
          start === 'end'
            ? []
            : (walked ??
              (await this.pageIds(companyId, filter, bySearch, start ?? null, { skip, perPage, dir, after, walk })));
        const ids = found.map((r) => r.id);
        const rows = ids.length ? await this.reader.shown(companyId, 'p.id IN (:...ids)', { ids }) : [];
        return { found, rows };
      })(),
    ]);
    const ids = found.map((r) => r.id);
    const last = found.length === perPage ? found[found.length - 1] : null;
    const byId = new Map(rows.map((p) => [p.id, p]));
    const data = ids
      .map((id) => byId.get(id))
      .filter((p): p is Pass & { company: Company } => p?.company !== undefined)
      .map((p) =>
        presentPass(p, {
          receipt: p.receipt ?? null,
          verifyUrl: this.reader.verifyUrl(p.company.slug, p.code, p.token),
        }),
      );
    return {
      ...toPage(data, totals.rows, page, perPage, totals.capped),
      ...(last ? { next_cursor: cursorAfter(sort, dir, last.sort_key, last.id) } : {}),
      totals: { passes: totals.count, total: totals.total },
    };
  }
}
