import { documentNumber } from '@balti/domain';
import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, ObjectLiteral, SelectQueryBuilder } from 'typeorm';
import { AppException } from '@app/common/app-exception';
import { money } from '@app/common/money';
import { pick } from '@app/common/pick';
import { bucharestDayEnd, bucharestDayStart } from '@app/common/time';
import { hydrated, unionOf } from '@app/common/sql';
import { tenantScoped } from '@app/common/tenancy';
import { CompaniesService } from '@app/companies/companies.service';
import { PASS_HOLD_END, PassHolds } from '@app/passes/pass-holds.service';
import { byStandNumber, daysOf } from '@app/stands/stand-rules';
import { StandsService } from '@app/stands/stands.service';
import { WatersService } from '@app/waters/waters.service';
import { Booking, HOLDING_STATUSES } from './entities/booking.entity';
import { CompetitionHolds } from '@app/competitions/competition-holds.service';
import type { AvailabilityResponse, BoardHolder, BoardResponse, BoardState } from './board.presenter';

/** The holders' columns after `kind`, in the one order both halves of their UNION ALL select them. */
const HOLDER_COLUMNS = [
  'id',
  'last_name',
  'first_name',
  'guest_name',
  'series',
  'number',
  'anglers',
  'water_id',
  'stand_id',
  'status',
  'starts_at',
  'ends_at',
] as const;
type HolderColumn = (typeof HOLDER_COLUMNS)[number];

/** A holder as the holders' statement returns it (numbers may come back as text, dates as Date or text). */
interface HolderRow extends Record<HolderColumn, unknown> {
  kind: 'booking' | 'pass';
  id: number | string;
  last_name: string | null;
  first_name: string | null;
  guest_name: string | null;
  series: string | null;
  number: number | string | null;
  anglers: number | string;
  water_id: number | string;
  stand_id: number | string | null;
  status: string;
  starts_at: unknown;
  ends_at: unknown;
}

/** What the board shows of a stand, besides its state and holder (BoardStand in board.presenter.ts). */
const BOARD_STAND_FIELDS = ['id', 'water_id', 'number', 'name', 'capacity', 'x', 'y'] as const;

const overlaps = (h: { starts_at: Date; ends_at: Date }, from: Date, to: Date) =>
  h.starts_at.getTime() < to.getTime() && h.ends_at.getTime() > from.getTime();

/** The lake's day: every stand's state, its holder, the arrivals and departures. */
@Injectable()
export class BoardService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly competitions: CompetitionHolds,
    private readonly passes: PassHolds,
    private readonly stands: StandsService,
    private readonly waters: WatersService,
    private readonly companies: CompaniesService,
  ) {}

  /** A date column read raw (a Date from mysql2, a UTC text from SQLite), as a Date. */
  private hydrateDate(value: unknown): Date {
    return hydrated<Date>(this.dataSource, Booking, 'starts_at', value);
  }

  /** The bookings' water: the one asked for, else the company's active waters (WatersService's subquery). */
  private onWaters(companyId: number, waterId: number | null): [string, Record<string, unknown>] {
    if (waterId) return ['b.water_id = :waterId', { waterId }];
    const active = this.waters.activeIdsQuery(companyId);
    return [`b.water_id IN (${active.sql})`, active.params];
  }

  /**
   * Holders that overlap [from, to) on one water, or on the company's active waters, with the
   * angler's name: bookings pending or confirmed (a checked-in booking is held by its pass) and
   * the active passes of `standIds` (the day passes sold at the gate without a stand are not on
   * the board). One statement, a UNION ALL of the two reads, each by `ends_at`/`valid_to` so the
   * past is never scanned; the passes by the stands' ids through IDX_passes_stand_valid_to
   * (joined to the stands instead, MariaDB walks all the company's passes: its estimate per stand
   * counts the passes without one). Raw rows: hydrating entities, and reading the names and the
   * passes in statements of their own, took most of the board's time (each statement costs the
   * API a socket write and a wake-up, which counted more than the SQL itself). The passes' half
   * comes from the passes (PassHolds.onStands); the anglers' names are joined by the clients
   * table's name, and the active waters are the waters' subquery: asked apart, each would be a
   * statement more on every board.
   */
  private async holders(
    companyId: number,
    waterId: number | null,
    standIds: number[],
    from: Date,
    to: Date,
  ): Promise<BoardHolder[]> {
    // Both halves of the UNION ALL: `kind`, then the holder columns in the same order.
    const asHolders = <T extends ObjectLiteral>(
      qb: SelectQueryBuilder<T>,
      kind: HolderRow['kind'],
      columns: Record<HolderColumn, string>,
    ) =>
      qb
        .leftJoin('clients', 'c', `c.id = ${qb.alias}.client_id AND c.company_id = ${qb.alias}.company_id`)
        .select(`'${kind}'`, 'kind')
        .addSelect(HOLDER_COLUMNS.map((column) => `${columns[column]} AS ${column}`));
    const bookings = asHolders(
      tenantScoped(this.dataSource.getRepository(Booking).createQueryBuilder('b'), 'b', companyId),
      'booking',
      {
        id: 'b.id',
        last_name: 'c.last_name',
        first_name: 'c.first_name',
        guest_name: 'b.guest_name',
        series: 'NULL',
        number: 'NULL',
        anglers: 'b.anglers',
        water_id: 'b.water_id',
        stand_id: 'b.stand_id',
        status: 'b.status',
        starts_at: 'b.starts_at',
        ends_at: 'b.ends_at',
      },
    )
      .andWhere(...this.onWaters(companyId, waterId))
      .andWhere('b.ends_at > :from AND b.starts_at < :to', { from, to })
      .andWhere('b.status IN (:...statuses)', { statuses: HOLDING_STATUSES });
    const passes = () =>
      asHolders(this.passes.onStands(companyId, standIds, from, to), 'pass', {
        id: 'p.id',
        last_name: 'c.last_name',
        first_name: 'c.first_name',
        guest_name: 'NULL',
        series: 'p.series',
        number: 'p.number',
        anglers: '1',
        water_id: 'p.water_id',
        stand_id: 'p.stand_id',
        status: 'p.status',
        starts_at: 'p.valid_from',
        ends_at: PASS_HOLD_END,
      });
    const rows: HolderRow[] = await this.dataSource.query(
      ...unionOf(standIds.length ? [bookings, passes()] : [bookings]),
    );
    return (
      rows
        .map((r): BoardHolder => ({
          kind: r.kind,
          id: Number(r.id),
          name: r.last_name ? `${r.last_name} ${r.first_name}` : (r.guest_name ?? ''),
          document: r.kind === 'pass' ? documentNumber({ series: r.series ?? '', number: r.number ?? '' }) : null,
          status: r.status,
          anglers: Number(r.anglers),
          water_id: Number(r.water_id),
          stand_id: r.stand_id === null ? null : Number(r.stand_id),
          stand_number: null,
          starts_at: this.hydrateDate(r.starts_at),
          ends_at: this.hydrateDate(r.ends_at),
        }))
        // By start; on the same start the pass first, as before the UNION.
        .sort(
          (a, b) =>
            a.starts_at.getTime() - b.starts_at.getTime() ||
            Number(a.kind === 'booking') - Number(b.kind === 'booking'),
        )
    );
  }

  async board(companyId: number, date: string, waterId?: number | null): Promise<BoardResponse> {
    const from = bucharestDayStart(date);
    const to = bucharestDayEnd(date);
    // The water asked for and its active stands in one statement (StandsService.forBoard).
    const found = await this.stands.forBoard(companyId, waterId ?? null);
    if (!found.water) throw AppException.invalid({ water_id: ['Apa aleasă nu există.'] });
    const stands = found.stands
      .map((s) => ({ ...s, x: Math.round(Number(s.x)), y: Math.round(Number(s.y)) }))
      .sort((a, b) => a.water_id - b.water_id || byStandNumber(a, b));
    const holders = await this.holders(
      companyId,
      waterId ?? null,
      stands.map((st) => st.id),
      from,
      to,
    );
    // A competition's sectors hold their stands for its whole time: booked, with no booking or pass to name.
    const competitionHeld = new Set(
      (
        await this.competitions.holdsOf(
          companyId,
          stands.map((st) => st.id),
          from,
          to,
        )
      ).map((c) => c.standId),
    );
    const standNumber = new Map(stands.map((s) => [s.id, s.number]));
    const byStand = new Map<number, BoardHolder[]>();
    for (const h of holders) {
      if (!h.stand_id) continue;
      h.stand_number = standNumber.get(h.stand_id) ?? null;
      byStand.set(h.stand_id, [...(byStand.get(h.stand_id) ?? []), h]);
    }
    return {
      date,
      water_id: waterId ?? null,
      stands: stands.map((s) => {
        const own = byStand.get(s.id) ?? [];
        const pass = own.find((h) => h.kind === 'pass');
        const later = pass ? own.find((h) => h !== pass && h.starts_at.getTime() >= pass.ends_at.getTime()) : undefined;
        let state: BoardState = 'free';
        let holder: BoardHolder | null = null;
        if (pass) {
          holder = pass;
          state = pass.ends_at.getTime() <= to.getTime() && !later ? 'leaving' : 'occupied';
        } else if (own.length) {
          holder = own[0];
          state = 'booked';
        } else if (competitionHeld.has(s.id)) {
          state = 'booked';
        }
        return { ...pick(s, BOARD_STAND_FIELDS), state, holder };
      }),
      arrivals: holders.filter((h) => h.starts_at.getTime() >= from.getTime()),
      departures: holders.filter((h) => h.ends_at.getTime() <= to.getTime()),
    };
  }

  /** Per stand and day, free or taken; per day, whether the water's anglers limit is reached. No names. */
  async availability(slug: string, waterId: number, fromDay: string, toDay: string): Promise<AvailabilityResponse> {
    const company = await this.companies.activeBySlug(slug);
    if (!company) throw AppException.notFound();
    if (toDay < fromDay) throw AppException.invalid({ to: ['Sfârșitul trebuie să fie după început.'] });
    const days = daysOf(bucharestDayStart(fromDay), bucharestDayEnd(toDay));
    if (days.length > 62) throw AppException.invalid({ to: ['Cel mult 62 de zile o dată.'] });
    const water = await this.waters.ofCompany(company.id, waterId);
    if (!water?.active) throw AppException.invalid({ water_id: ['Apa aleasă nu există.'] });
    const stands = await this.stands.activeOfWater(company.id, water.id);
    stands.sort(byStandNumber);
    const from = bucharestDayStart(fromDay);
    const to = bucharestDayEnd(toDay);
    const holders = await this.holders(
      company.id,
      water.id,
      stands.map((st) => st.id),
      from,
      to,
    );
    // A competition's sectors hold their stands for its whole time (competitions/competition-holds.service.ts).
    const competitionHolds = await this.competitions.holdsOf(
      company.id,
      stands.map((st) => st.id),
      from,
      to,
    );
    // Passes without a stand count towards the anglers per day too.
    const loose = water.max_anglers_per_day
      ? await this.passes.onWater(null, company.id, water.id, from, to, true)
      : [];
    const span = (day: string) => [bucharestDayStart(day), bucharestDayEnd(day)] as const;
    return {
      water_id: water.id,
      from: fromDay,
      to: toDay,
      max_anglers_per_day: water.max_anglers_per_day,
      days: days.map((day) => {
        const [ds, de] = span(day);
        const taken =
          holders.filter((h) => overlaps(h, ds, de)).reduce((s, h) => s + h.anglers, 0) +
          loose.filter((p) => p.valid_from < de && p.valid_to > ds).length;
        const full = water.max_anglers_per_day !== null && taken >= water.max_anglers_per_day;
        return { date: day, state: full ? 'taken' : 'free' };
      }),
      stands: stands.map((s) => ({
        id: s.id,
        number: s.number,
        name: s.name,
        capacity: s.capacity,
        supplement: money(s.supplement),
        x: Math.round(Number(s.x)),
        y: Math.round(Number(s.y)),
        days: days.map((day) => {
          const [ds, de] = span(day);
          const held = holders.filter((h) => h.stand_id === s.id && overlaps(h, ds, de));
          if (competitionHolds.some((c) => c.standId === s.id && c.from < de && c.to > ds))
            return { date: day, state: 'taken' as const };
          // Only requests waiting for the lake's answer: "cerut" on the page, still not free.
          const requested = held.length > 0 && held.every((h) => h.kind === 'booking' && h.status === 'pending');
          return { date: day, state: requested ? 'requested' : held.length ? 'taken' : 'free' };
        }),
      })),
    };
  }
}
