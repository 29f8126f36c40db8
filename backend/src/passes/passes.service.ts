import { randomBytes } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource, InjectRepository } from '@nestjs/typeorm';
import { DataSource, EntityManager, Repository, SelectQueryBuilder } from 'typeorm';
import { AppException } from '@app/common/app-exception';
import type { AuthUser } from '@app/common/auth-user';
import { fromBani, money, toBani } from '@app/common/money';
import { parseDocumentNumber } from '@app/common/document-number';
import { likePrefix, pageParams, toPage } from '@app/common/pagination';
import { sortColumn } from '@app/common/references';
import { tenantWhere } from '@app/common/tenancy';
import { bucharestDate, bucharestDayEnd, bucharestDayStart } from '@app/common/time';
import { withTransaction } from '@app/common/transactions';
import { anglersWhere } from '@app/clients/client-search';
import {
  anyOf,
  dayStatsWhere,
  inOneTrip,
  manyToOne,
  pageOfParts,
  SearchCondition,
  SqlCondition,
  type Statement,
  sumByParts,
} from '@app/common/sql';
import { Client } from '@app/clients/entities/client.entity';
import { Company } from '@app/companies/entities/company.entity';
import { APP_CONFIG, AppConfig, hostUrl } from '@app/config/config';
import { Discount } from '@app/discounts/entities/discount.entity';
import { DocSeriesService } from '@app/doc-series/doc-series.service';
import type { DocType } from '@app/doc-series/entities/doc-series.entity';
import { Plan } from '@app/plans/entities/plan.entity';
import { Receipt } from '@app/receipts/entities/receipt.entity';
import { countPass, passCounts } from '@app/charts/pass-stats';
import { ReceiptsService } from '@app/receipts/receipts.service';
import { Water } from '@app/waters/entities/water.entity';
import { CancelDto } from '@app/receipts/dto/receipt.dto';
import { CreatePassDto, PassFilterDto, UpdatePassDto } from './dto/pass.dto';
import { ClientPassTotal } from './entities/client-pass-total.entity';
import { Pass } from './entities/pass.entity';
import { presentPass } from './pass.presenter';
import { priceOf, validTo } from './pricing';
import { normalizePlate } from '@app/common/validation/romanian-ids';
import { initials, SigningService } from '@app/signing/signing.service';
import { takeRevocationSeq } from '@app/signing/revocations';
import { Stand } from '@app/stands/entities/stand.entity';
import { StandRules } from '@app/stands/stand-rules';
import { FiscalJob } from '@app/fiscal/entities/fiscal-job.entity';
import { SalesService } from '@app/fiscal/sales.service';

/** A pass issued at a booking's check-in (bookings.service.ts): its times, the deposit already paid, the booking's own write. */
export interface PassFromBooking {
  bookingId: number;
  validTo: Date;
  /** The booked start: the stand's supplement is for the booked days, even when the pass begins earlier. */
  bookedFrom: Date;
  /** Lei already paid with the booking (its own chitanță): the check-in's chitanță is for the rest. */
  deposit: string;
  /** Runs in the issuing transaction, after the pass is written (marks the booking checked in). */
  written: (em: EntityManager, passId: number) => Promise<void>;
}

/** Whole days (at least one) of an interval: a stand's supplement is per day. */
export function standDays(from: Date, to: Date): number {
  return Math.max(1, Math.ceil((to.getTime() - from.getTime()) / 86_400_000));
}

/**
 * Joins a pass (`p`) to its latest chitanță (`r`). IDX_receipts_company_pass_issued ends in the
 * id, so the MAX is read from the index.
 */
export const LATEST_RECEIPT =
  'r.id = (SELECT MAX(r2.id) FROM receipts r2 WHERE r2.company_id = p.company_id AND r2.pass_id = p.id)';

/** Joins a pass (`p`) to the latest fiscal job (`fj`) of its own sale (not the exit's surplus). */
export const LATEST_FISCAL_JOB =
  "fj.id = (SELECT MAX(fj2.id) FROM fiscal_jobs fj2 WHERE fj2.company_id = p.company_id AND fj2.pass_id = p.id AND fj2.source = 'pass')";

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

/** Whether the filter is a search and nothing else: an angler's totals count what it finds. */
function searchedAlone(filter: PassFilterDto): boolean {
  const { date_from, date_to, water_id, plan_id, client_id, stand_id, status } = filter;
  return !date_from && !date_to && !water_id && !plan_id && !client_id && !stand_id && !status;
}

/**
 * A search of the passes list: its ways to match, the anglers first among them when it finds any,
 * and their ids when they are listed (searchWhere()).
 */
type PassSearch = SearchCondition & { anglers: boolean; anglerIds: number[] | null };

/** A filter's dates and water as a WHERE on pass_list_stats. */
const statsWhere = (companyId: number, filter: PassFilterDto) =>
  dayStatsWhere(companyId, { from: filter.date_from, to: filter.date_to }, { water_id: filter.water_id });

@Injectable()
export class PassesService {
  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @InjectRepository(Pass) private readonly passes: Repository<Pass>,
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly series: DocSeriesService,
    private readonly receipts: ReceiptsService,
    private readonly signing: SigningService,
    private readonly standRules: StandRules,
    private readonly sales: SalesService,
  ) {}

  /** The address printed as the pass's QR code: the company's public host, /verify/<code>. */
  verifyUrl(slug: string, code: string, token?: string | null): string {
    // The signed token rides in the fragment: the browser never sends it, so it reaches no server log.
    return hostUrl(this.config, slug, `/verify/${code}${token ? `#${token}` : ''}`);
  }

  /**
   * Issues a pass at the gate: checks everything first, then in ONE transaction takes the next
   * number of the series (row locked), writes the pass and, for cash, its chitanță. A refused
   * or failed issue takes no number.
   */
  async create(actor: AuthUser, companyId: number, clientId: number, dto: CreatePassDto, booking?: PassFromBooking) {
    const ds = this.dataSource;
    // The client with their company's slug (for the signed token), in one statement.
    const [client] = await manyToOne(
      'passes.create.client',
      ds
        .getRepository(Client)
        .createQueryBuilder('cl')
        .innerJoin('cl.company', 'co')
        .addSelect(['co.id', 'co.slug', 'co.name', 'co.fiscal_mode'])
        .where('cl.company_id = :companyId AND cl.id = :id', {
          companyId: tenantWhere<Client>(companyId).company_id,
          id: clientId,
        }),
    );
    if (!client?.company) throw AppException.notFound();
    const { slug, name: companyName } = client.company;
    const [plan, discount, stand] = await Promise.all([
      // Query builder, not findOne with relations: one statement instead of a distinct-ids query first.
      ds
        .getRepository(Plan)
        .createQueryBuilder('pl')
        .leftJoinAndSelect('pl.waters', 'w')
        .where('pl.company_id = :companyId AND pl.id = :id', {
          companyId: tenantWhere<Plan>(companyId).company_id,
          id: dto.plan_id,
        })
        .getOne(),
      dto.discount_id
        ? ds.getRepository(Discount).findOne({ where: tenantWhere<Discount>(companyId, { id: dto.discount_id }) })
        : Promise.resolve(null),
      dto.stand_id
        ? ds.getRepository(Stand).findOne({ where: tenantWhere<Stand>(companyId, { id: dto.stand_id }) })
        : Promise.resolve(null),
    ]);
    // The water comes with the plan; read on its own only when it is not one of the plan's.
    const water =
      plan?.waters?.find((w) => w.id === dto.water_id) ??
      (await ds.getRepository(Water).findOne({ where: tenantWhere<Water>(companyId, { id: dto.water_id }) }));
    const errors: Record<string, string[]> = {};
    if (client.blocked) {
      errors.client_id = [
        `Clientul este blocat${client.blocked_reason ? `: ${client.blocked_reason}` : ''}. Nu i se poate emite un permis.`,
      ];
    }
    if (!plan || !plan.active) errors.plan_id = ['Planul ales nu există sau nu este activ.'];
    if (!water || !water.active) errors.water_id = ['Apa aleasă nu există sau nu este activă.'];
    else if (plan && !(plan.waters ?? []).some((w) => w.id === water.id)) {
      errors.water_id = ['Planul ales nu este valabil pe această apă.'];
    }
    if (dto.discount_id && (!discount || !discount.active))
      errors.discount_id = ['Reducerea aleasă nu există sau nu este activă.'];
    if (dto.stand_id && (!stand || !stand.active || stand.water_id !== dto.water_id))
      errors.stand_id = ['Standul ales nu există, nu este activ sau nu este pe apa aleasă.'];
    if (Object.keys(errors).length || !plan || !water) throw AppException.invalid(errors);

    const paymentMethod = dto.payment_method ?? 'cash';
    const from = dto.valid_from ? new Date(dto.valid_from) : new Date();
    const to = booking?.validTo ?? validTo(from, plan.duration_value, plan.duration_unit);
    // The stand's supplement (lei per day) is part of the price, before any discount.
    const base =
      toBani(plan.price) + (stand ? toBani(stand.supplement) * standDays(booking?.bookedFrom ?? from, to) : 0);
    const prices = priceOf(fromBani(base), discount);
    // At a check-in the deposit was paid already: the chitanță is for the rest.
    const due = fromBani(Math.max(toBani(prices.total) - toBani(booking?.deposit ?? 0), 0));
    const issueReceipt = (dto.issue_receipt ?? paymentMethod === 'cash') && toBani(due) > 0;
    // The sale's document (fiscal/sales.service.ts): the chitanță, a bon fiscal's job, or none.
    const doc = await this.sales.document(companyId, {
      mode: client.company.fiscal_mode,
      waterId: water.id,
      paymentMethod,
      amount: due,
      receiptDue: issueReceipt,
    });
    // The series are read before the transaction: under the series lock only the writes remain.
    const wanted: [DocType, number | null | undefined][] = [['pass', dto.doc_series_id]];
    if (doc.kind === 'receipt') wanted.push(['receipt', dto.receipt_series_id]);
    const [[series, receiptSeries], signingKey] = await Promise.all([
      this.series.resolveAll(ds.manager, companyId, wanted),
      this.signing.currentKey(companyId),
    ]);
    const code = randomBytes(16).toString('base64url');
    const issuedOn = bucharestDate();

    const id = await withTransaction(ds, async (em) => {
      // The chitanță's day open in the cash book, before the locks below (fiscal/sales.service.ts).
      await this.sales.begin(em, companyId, doc, issuedOn);
      if (stand) {
        // First statement: the water's row lock, then the overlap check (stand-rules.ts).
        await this.standRules.lockWater(em, companyId, water.id);
        await this.standRules.assertStandFree(em, companyId, stand, from, to, booking?.bookingId);
      }
      const number = await this.series.take(em, series);
      // Set here, not by the database default: the chart statistics count the pass on this instant's day.
      const createdAt = new Date();
      // Signed at issue (the number is known only now): the pass proves itself with no signal.
      const token = this.signing.sign(
        this.signing.claims(
          { code, series: series.series, number, valid_from: from, valid_to: to },
          slug,
          water.name,
          initials(client.last_name, client.first_name),
          { company: companyName, plan: plan.name },
        ),
        signingKey,
      );
      const inserted = await em.insert(Pass, {
        company_id: companyId,
        client_id: client.id,
        water_id: water.id,
        plan_id: plan.id,
        stand_id: stand?.id ?? null,
        discount_id: discount?.id ?? null,
        doc_series_id: series.id,
        series: series.series,
        number,
        code,
        token,
        signing_key_id: signingKey.id,
        checked_out_at: null,
        checkout_receipt_id: null,
        valid_from: from,
        valid_to: to,
        ...prices,
        rods: plan.rods,
        retention_kg: money(plan.retention_kg),
        payment_method: paymentMethod,
        car_plate: dto.car_plate ? normalizePlate(dto.car_plate) : (client.car_plate ?? null),
        notes: dto.notes ?? null,
        status: 'active',
        created_by: actor.id,
        cancelled_at: null,
        cancelled_by: null,
        cancel_reason: null,
        created_at: createdAt,
      });
      const passId = Number(inserted.identifiers[0].id);
      // The receipt's statistics and the pass's go to MariaDB together, after both rows are
      // written: one round trip instead of four while the series rows are locked.
      const counts: Statement[] = [];
      await this.sales.take(em, doc, {
        receipt: () => ({
          companyId,
          clientId: client.id,
          passId,
          amount: due,
          description:
            `Contravaloare permis de pescuit ${series.series} nr. ${number}: ${plan.name}, ${water.name}` +
            (stand ? `, standul ${stand.number}` : '') +
            (booking && toBani(booking.deposit) > 0
              ? ` (rezervarea nr. ${booking.bookingId}, avans ${booking.deposit} lei dedus)`
              : ''),
          issuedOn,
          dayOpen: true,
          seriesId: dto.receipt_series_id ?? null,
          series: receiptSeries,
          fiscalReceiptNo: dto.fiscal_receipt_no ?? null,
          createdBy: actor.id,
          counts,
        }),
        fiscal: () => ({
          companyId,
          source: 'pass',
          passId,
          bookingId: booking?.bookingId ?? null,
          clientId: client.id,
          paymentMethod,
          amount: due,
          reference: `Permis ${series.series} nr. ${number}`,
          line: { name: `${plan.name} - ${water.name}${stand ? `, stand ${stand.number}` : ''}`, planId: plan.id },
          createdBy: actor.id,
        }),
      });
      const counted = {
        company_id: companyId,
        client_id: client.id,
        water_id: water.id,
        created_at: createdAt,
        valid_from: from,
        total: prices.total,
      };
      await inOneTrip(em, [...counts, ...passCounts(em, counted, 1)]);
      if (booking) await booking.written(em, passId);
      return passId;
    });
    return this.get(companyId, id);
  }

  /**
   * Passes with what presentPass() shows of their client, water, plan, discount and stand, and
   * the company's slug (for the QR link), in one statement: only those columns, not every column
   * of five tables (the water's rules, the client's address and search keys) read and hydrated
   * for each row of a page.
   */
  private shown(where: string, params: Record<string, unknown>): Promise<Pass[]> {
    const qb = this.passes
      .createQueryBuilder('p')
      .innerJoin('p.client', 'c')
      .addSelect(['c.id', 'c.first_name', 'c.last_name', 'c.cnp', 'c.phone'])
      .innerJoin('p.water', 'w')
      .addSelect(['w.id', 'w.name'])
      .innerJoin('p.plan', 'pl')
      .addSelect(['pl.id', 'pl.name', 'pl.duration_value', 'pl.duration_unit', 'pl.night', 'pl.extra_kg_price'])
      .leftJoin('p.discount', 'd')
      .addSelect(['d.id', 'd.name', 'd.type', 'd.value'])
      .leftJoin('p.stand', 's')
      .addSelect(['s.id', 's.number', 's.name'])
      .innerJoin('p.company', 'co')
      .addSelect(['co.id', 'co.slug', 'co.name'])
      // The chitanță presentPass() shows: the pass's latest.
      .leftJoinAndMapOne('p.receipt', Receipt, 'r', LATEST_RECEIPT)
      // The bon fiscal presentPass() shows: the latest job of the pass's sale (amef mode).
      .leftJoinAndMapOne('p.fiscal_job', FiscalJob, 'fj', LATEST_FISCAL_JOB)
      .where(where, params);
    return manyToOne(`passes.shown ${where}`, qb);
  }

  async get(companyId: number, id: number) {
    const [pass] = await this.shown('p.company_id = :companyId AND p.id = :id', {
      companyId: tenantWhere<Pass>(companyId).company_id,
      id,
    });
    if (!pass?.company) throw AppException.notFound();
    const token = await this.signing.ensureToken(
      pass as Pass & { company: Company },
      pass.water?.name ?? '',
      initials(pass.client?.last_name, pass.client?.first_name),
    );
    return presentPass(pass, {
      receipt: pass.receipt ?? null,
      verifyUrl: this.verifyUrl(pass.company.slug, pass.code, token),
    });
  }

  /**
   * The passes matching a list filter, on the passes alone (the client is joined only when the
   * search needs its columns): with `IDX_passes_company_valid_cover` the totals and the page's ids
   * are read from the index without touching the rows.
   */
  private filtered(companyId: number, filter: PassFilterDto, bySearch: SqlCondition | null): SelectQueryBuilder<Pass> {
    const now = new Date();
    const qb = this.passes.createQueryBuilder('p');
    qb.where('p.company_id = :companyId', { companyId: tenantWhere<Pass>(companyId).company_id });
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
  private async searchWhere(companyId: number, filter: PassFilterDto): Promise<PassSearch | null> {
    const search = filter.search?.trim() ?? '';
    if (!search) return null;
    const number = parseDocumentNumber(search);
    // Digits alone ("12") are a pass number, in any series; with a leading 0 ("0744") they are
    // also the start of a phone.
    const phone = /^0\d/.test(search);
    if (number && !number.series && !phone)
      return {
        ...anyOf([{ sql: 'p.number = :search_number', params: { search_number: number.number } }]),
        anglers: false,
        anglerIds: null,
      };
    // The anglers first: the count takes the parts one by one (disjointParts()), this one from its index.
    const anglers = await anglersWhere(this.dataSource, companyId, search, 'p.client_id');
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
    return { ...anyOf(parts), anglers: anglers !== null, anglerIds: anglers?.ids ?? null };
  }

  /**
   * The count of the filter's rows and the active ones' number and total. When the filter is
   * dates, water and status alone (as the list opens, and as most lists are narrowed) they come
   * from the statistics kept with every issue and cancellation (pass_list_stats, per day of
   * validity and water) instead of reading every pass of the period (35 ms for a quarter of the
   * 2 M set's largest lake): "expired" is the active passes less those whose validity has not
   * ended yet, read from `IDX_passes_company_valid_to_cover` (a few thousand). Any other filter
   * counts its rows.
   */
  private async totals(
    companyId: number,
    filter: PassFilterDto,
    bySearch: PassSearch | null,
  ): Promise<{ rows: number; count: number; total: string }> {
    const { date_from, date_to, water_id, status } = filter;
    const fromStats =
      countedInStats(filter) || (status === 'expired' && countedInStats({ ...filter, status: undefined }));
    if (!fromStats) {
      // A search is counted part by part (disjointParts()), in one statement; for a search alone,
      // the anglers' part from their totals (client_pass_totals).
      const anglersAlone = bySearch?.anglers === true && searchedAlone(filter);
      const row = await sumByParts(
        this.dataSource,
        bySearch,
        (part, i) =>
          anglersAlone && part && i === 0
            ? this.anglersTotals(companyId, part)
            : this.filtered(companyId, filter, part)
                .select('COUNT(*)', 'n')
                .addSelect("COALESCE(SUM(CASE WHEN p.status = 'active' THEN 1 ELSE 0 END), 0)", 'active')
                .addSelect("COALESCE(SUM(CASE WHEN p.status = 'active' THEN p.total ELSE 0 END), 0)", 'total'),
        ['n', 'active', 'total'],
      );
      return { rows: Number(row?.n ?? 0), count: Number(row?.active ?? 0), total: money(row?.total ?? 0) };
    }
    const { where, params } = statsWhere(companyId, filter);
    const [[stats], live] = await Promise.all([
      this.dataSource.query<
        { active: string | number | null; bani: string | number | null; cancelled: string | number | null }[]
      >(
        `SELECT SUM(active) AS active, SUM(active_bani) AS bani, SUM(cancelled) AS cancelled
           FROM pass_list_stats WHERE ${where}`,
        params,
      ),
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
    if (status === 'cancelled') return { rows: cancelled, count: 0, total: fromBani(0) };
    if (status === 'expired') return { rows: active, count: active, total: fromBani(bani) };
    return { rows: active + cancelled, count: active, total: fromBani(bani) };
  }

  /**
   * sumByParts()'s part for the anglers a search alone finds: what they have, from their totals
   * (client_pass_totals: 814 rows for the 8 000 passes of "Popescu" on the 2 M set, 1.7 ms instead
   * of 6 ms). `anglers` is the search's condition on `p.client_id`, which that table has too.
   */
  private anglersTotals(companyId: number, anglers: SqlCondition): SelectQueryBuilder<ClientPassTotal> {
    return this.dataSource
      .getRepository(ClientPassTotal)
      .createQueryBuilder('p')
      .select('COALESCE(SUM(p.active + p.cancelled), 0)', 'n')
      .addSelect('COALESCE(SUM(p.active), 0)', 'active')
      .addSelect('COALESCE(SUM(p.active_bani), 0) / 100.0', 'total')
      .where('p.company_id = :companyId', { companyId: tenantWhere<ClientPassTotal>(companyId).company_id })
      .andWhere(anglers.sql, anglers.params);
  }

  /**
   * For the first pages of a search alone in the default order (newest first), the anglers' part
   * narrowed to those whose newest pass ranks among the anglers' first `first` (ties included): any
   * other angler's passes all come after at least `first` newer ones. Their passes are then read,
   * sorted and cut for a few anglers instead of all of them (the 25 of the 814 "Popescu", ranked
   * from their totals: 1.9 ms instead of sorting their 8 000 passes, 4–5.5 ms). Null where that
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
   * Where a page starts in the default order (by validity, newest first, or oldest with `asc`),
   * found in the statistics instead of skipped row by row: page 1 000 skips 25 000 index entries
   * (4 ms on the 2 M set). For a filter the statistics count exactly (countedInStats()), one
   * statement finds the day the page starts in and how many rows the days before it in that order
   * hold; the page then starts at that day and skips only within it. Null where it does not apply.
   */
  private async seek(
    companyId: number,
    filter: PassFilterDto,
    skip: number,
    dir: 'ASC' | 'DESC',
  ): Promise<{ from: SqlCondition; skip: number } | null> {
    if (!skip || !countedInStats(filter) || (filter.sort_by ?? 'valid_from') !== 'valid_from') return null;
    const { where, params } = statsWhere(companyId, filter);
    const rows = filter.status === 'cancelled' ? 'cancelled' : 'active + cancelled';
    const [found] = await this.dataSource.query<{ day: string | Date; skipped: string | number }[]>(
      `SELECT day, skipped FROM (
         SELECT day, SUM(n) OVER (ORDER BY day ${dir}) - n AS skipped
           FROM (SELECT day, SUM(${rows}) AS n FROM pass_list_stats WHERE ${where} GROUP BY day) days
       ) counted WHERE skipped <= ? ORDER BY day ${dir === 'DESC' ? 'ASC' : 'DESC'} LIMIT 1`,
      [...params, skip],
    );
    if (!found) return null;
    const day = typeof found.day === 'string' ? found.day.slice(0, 10) : found.day.toISOString().slice(0, 10);
    return {
      from:
        dir === 'DESC'
          ? { sql: 'p.valid_from < :seek_day', params: { seek_day: bucharestDayEnd(day) } }
          : { sql: 'p.valid_from >= :seek_day', params: { seek_day: bucharestDayStart(day) } },
      skip: skip - Number(found.skipped),
    };
  }

  /** The ids of a page, sorted and cut in the index; a search of several parts part by part (pageOfParts()). */
  private async pageIds(
    companyId: number,
    filter: PassFilterDto,
    bySearch: PassSearch | null,
    seek: { from: SqlCondition; skip: number } | null,
    page: { skip: number; perPage: number; dir: 'ASC' | 'DESC' },
  ): Promise<number[]> {
    const { skip, perPage, dir } = page;
    const sort = sortColumn(SORT, filter.sort_by, 'p.valid_from');
    if (bySearch && bySearch.parts.length > 1) {
      // The anglers' part (searchWhere() puts it first), narrowed where it can be.
      const newest = this.newestAnglers(companyId, filter, bySearch, skip + perPage, dir);
      return pageOfParts(
        this.dataSource,
        bySearch,
        (part, i) => this.filtered(companyId, filter, (i === 0 && newest) || part).select('p.id', 'id'),
        { sort, alias: 'p', dir, skip, perPage },
      );
    }
    const qb = this.filtered(companyId, filter, bySearch)
      .select('p.id', 'id')
      .orderBy(sort, dir)
      .addOrderBy('p.id', dir);
    if (seek) qb.andWhere(seek.from.sql, seek.from.params);
    const rows = await qb
      .offset(seek?.skip ?? skip)
      .limit(perPage)
      .getRawMany<{ id: number | string }>();
    return rows.map((r) => Number(r.id));
  }

  /**
   * A page of passes: the count and the totals (above), one statement for the page's ids (sorted
   * and cut in the index, from the day seek() finds), then those rows with what the answer shows of
   * their relations, by primary key (a deferred join: page 1000 costs what page 1 does, bar the
   * offset in the index).
   */
  async list(companyId: number, filter: PassFilterDto) {
    const { page, perPage, skip } = pageParams(filter);
    const dir = filter.sort_dir === 'asc' ? 'ASC' : 'DESC';
    const bySearch = await this.searchWhere(companyId, filter);
    const [totals, seek] = await Promise.all([
      this.totals(companyId, filter, bySearch),
      this.seek(companyId, filter, skip, dir),
    ]);
    const ids = await this.pageIds(companyId, filter, bySearch, seek, { skip, perPage, dir });
    const rows = ids.length
      ? await this.shown('p.company_id = :companyId AND p.id IN (:...ids)', { companyId, ids })
      : [];
    const byId = new Map(rows.map((p) => [p.id, p]));
    const data = ids
      .map((id) => byId.get(id))
      .filter((p): p is Pass & { company: Company } => p?.company !== undefined)
      .map((p) =>
        presentPass(p, {
          receipt: p.receipt ?? null,
          verifyUrl: this.verifyUrl(p.company.slug, p.code, p.token),
        }),
      );
    return {
      ...toPage(data, totals.rows, page, perPage),
      totals: { passes: totals.count, total: totals.total },
    };
  }

  async update(companyId: number, id: number, dto: UpdatePassDto) {
    const pass = await this.passes.findOne({ where: tenantWhere<Pass>(companyId, { id }) });
    if (!pass) throw AppException.notFound();
    const patch: Partial<Pass> = {};
    if (dto.notes !== undefined) patch.notes = dto.notes;
    if (dto.car_plate !== undefined) patch.car_plate = dto.car_plate ? normalizePlate(dto.car_plate) : null;
    if (dto.payment_method !== undefined) patch.payment_method = dto.payment_method;
    if (Object.keys(patch).length) await this.passes.update({ id, company_id: companyId }, patch);
    return this.get(companyId, id);
  }

  /** Delete = cancel: the number stays used, the pass stays listed (out of totals), its receipt is cancelled too. */
  async cancel(actor: AuthUser, companyId: number, id: number, dto: CancelDto) {
    await withTransaction(this.dataSource, async (em) => {
      const pass = await em.findOne(Pass, { where: tenantWhere<Pass>(companyId, { id }) });
      if (!pass) throw AppException.notFound();
      if (pass.status === 'cancelled') throw AppException.conflict('Permisul este deja anulat.');
      const cancelled = { cancelled_at: new Date(), cancelled_by: actor.id, cancel_reason: dto.reason ?? null };
      // The revocation list's next number, its row locked until this commits (signing/revocations.ts).
      const revocation_seq = await takeRevocationSeq(em, companyId);
      // Conditional, so that of two cancellations racing only one counts the pass out of the statistics.
      const marked = await em.update(
        Pass,
        { id, company_id: companyId, status: 'active' },
        { status: 'cancelled', ...cancelled, revocation_seq },
      );
      if (!marked.affected) throw AppException.conflict('Permisul este deja anulat.');
      const issued = await em.find(Receipt, { where: { pass_id: id, company_id: companyId, status: 'issued' } });
      for (const receipt of issued) await this.receipts.cancelIssued(em, receipt, cancelled);
      await this.sales.passCancelled(em, companyId, id);
      await countPass(em, pass, -1);
    });
    return this.get(companyId, id);
  }
}
