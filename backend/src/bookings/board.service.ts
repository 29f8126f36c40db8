import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, In } from 'typeorm';
import { AppException } from '@app/common/app-exception';
import { tenantWhere } from '@app/common/tenancy';
import { bucharestDayEnd, bucharestDayStart } from '@app/common/time';
import { Client } from '@app/clients/entities/client.entity';
import { Company } from '@app/companies/entities/company.entity';
import { Pass } from '@app/passes/entities/pass.entity';
import { Stand } from '@app/stands/entities/stand.entity';
import { daysOf } from '@app/stands/stand-rules';
import { Water } from '@app/waters/entities/water.entity';
import { Booking, HOLDING_STATUSES } from './entities/booking.entity';
import type { AvailabilityResponse, BoardHolder, BoardResponse, BoardState } from './board.presenter';

const overlaps = (h: { starts_at: Date; ends_at: Date }, from: Date, to: Date) =>
  h.starts_at.getTime() < to.getTime() && h.ends_at.getTime() > from.getTime();

/** The lake's day: every stand's state, its holder, the arrivals and departures. */
@Injectable()
export class BoardService {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /**
   * Holders (bookings pending/confirmed/checked in, active passes) of the waters that overlap
   * [from, to): three indexed reads, by `ends_at`/`valid_to` so the past is never scanned.
   */
  private async holders(
    companyId: number,
    waterIds: number[],
    stands: Pick<Stand, 'id' | 'number'>[],
    from: Date,
    to: Date,
    withNames: boolean,
  ) {
    if (!waterIds.length) return [];
    const standIds = stands.map((s) => s.id);
    const standNumber = new Map(stands.map((s) => [s.id, s.number]));
    const [bookings, passes] = await Promise.all([
      this.dataSource
        .getRepository(Booking)
        .createQueryBuilder('b')
        // Only the columns the board shows: hydrating whole rows was most of its time.
        .select([
          'b.id',
          'b.client_id',
          'b.guest_name',
          'b.water_id',
          'b.stand_id',
          'b.starts_at',
          'b.ends_at',
          'b.anglers',
          'b.status',
        ])
        .where('b.company_id = :companyId AND b.water_id IN (:...waterIds)', { companyId, waterIds })
        .andWhere('b.ends_at > :from AND b.starts_at < :to', { from, to })
        // A checked-in booking is held by its pass.
        .andWhere('b.status IN (:...statuses)', { statuses: HOLDING_STATUSES })
        .getMany(),
      // The passes that hold a stand, through IDX_passes_stand_valid_to (the day passes sold at
      // the gate without a stand are not on the board).
      standIds.length
        ? this.dataSource
            .getRepository(Pass)
            .createQueryBuilder('p')
            .select([
              'p.id',
              'p.client_id',
              'p.water_id',
              'p.stand_id',
              'p.series',
              'p.number',
              'p.valid_from',
              'p.valid_to',
              'p.status',
            ])
            .where('p.company_id = :companyId AND p.stand_id IN (:...standIds)', { companyId, standIds })
            .andWhere("p.status = 'active' AND p.valid_to > :from AND p.valid_from < :to", { from, to })
            .getMany()
        : Promise.resolve([] as Pass[]),
    ]);
    const clientIds = [
      ...new Set(
        [...bookings.map((b) => b.client_id), ...passes.map((p) => p.client_id)].filter((x): x is number => !!x),
      ),
    ];
    const names = new Map<number, string>();
    if (withNames && clientIds.length) {
      const clients = await this.dataSource.getRepository(Client).find({
        where: { company_id: companyId, id: In(clientIds) },
        select: { id: true, first_name: true, last_name: true },
      });
      for (const c of clients) names.set(c.id, `${c.last_name} ${c.first_name}`);
    }
    const list: BoardHolder[] = [
      ...passes.map((p): BoardHolder => ({
        kind: 'pass',
        id: p.id,
        name: names.get(p.client_id) ?? '',
        document: `${p.series} ${p.number}`,
        status: p.status,
        anglers: 1,
        water_id: p.water_id,
        stand_id: p.stand_id,
        stand_number: p.stand_id ? (standNumber.get(p.stand_id) ?? null) : null,
        starts_at: p.valid_from,
        ends_at: p.valid_to,
      })),
      ...bookings.map((b): BoardHolder => ({
        kind: 'booking',
        id: b.id,
        name: (b.client_id ? names.get(b.client_id) : null) ?? b.guest_name ?? '',
        document: null,
        status: b.status,
        anglers: b.anglers,
        water_id: b.water_id,
        stand_id: b.stand_id,
        stand_number: b.stand_id ? (standNumber.get(b.stand_id) ?? null) : null,
        starts_at: b.starts_at,
        ends_at: b.ends_at,
      })),
    ];
    return list.sort((a, b) => a.starts_at.getTime() - b.starts_at.getTime());
  }

  async board(companyId: number, date: string, waterId?: number | null): Promise<BoardResponse> {
    // The water(s) and their stands, read together.
    const [waters, stands] = await Promise.all([
      this.dataSource.getRepository(Water).find({
        where: tenantWhere<Water>(companyId, waterId ? { id: waterId } : { active: true }),
        select: { id: true },
      }),
      this.dataSource.getRepository(Stand).find({
        where: tenantWhere<Stand>(companyId, { active: true, ...(waterId ? { water_id: waterId } : {}) }),
      }),
    ]);
    if (waterId && !waters.length) throw AppException.invalid({ water_id: ['Apa aleasă nu există.'] });
    stands.sort((a, b) => a.water_id - b.water_id || a.number.localeCompare(b.number, 'ro', { numeric: true }));
    const waterIds = waters.map((w) => w.id);
    const from = bucharestDayStart(date);
    const to = bucharestDayEnd(date);
    const holders = await this.holders(companyId, waterIds, stands, from, to, true);
    const byStand = new Map<number, BoardHolder[]>();
    for (const h of holders) if (h.stand_id) byStand.set(h.stand_id, [...(byStand.get(h.stand_id) ?? []), h]);
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
        }
        return {
          id: s.id,
          water_id: s.water_id,
          number: s.number,
          name: s.name,
          capacity: s.capacity,
          x: Math.round(Number(s.x)),
          y: Math.round(Number(s.y)),
          state,
          holder,
        };
      }),
      arrivals: holders.filter((h) => h.starts_at.getTime() >= from.getTime()),
      departures: holders.filter((h) => h.ends_at.getTime() <= to.getTime()),
    };
  }

  /** Per stand and day, free or taken; per day, whether the water's anglers limit is reached. No names. */
  async availability(slug: string, waterId: number, fromDay: string, toDay: string): Promise<AvailabilityResponse> {
    const company = await this.dataSource
      .getRepository(Company)
      .findOne({ where: { slug: slug.toLowerCase(), active: true } });
    if (!company) throw AppException.notFound();
    if (toDay < fromDay) throw AppException.invalid({ to: ['Sfârșitul trebuie să fie după început.'] });
    const days = daysOf(bucharestDayStart(fromDay), bucharestDayEnd(toDay));
    if (days.length > 62) throw AppException.invalid({ to: ['Cel mult 62 de zile o dată.'] });
    const water = await this.dataSource
      .getRepository(Water)
      .findOne({ where: { company_id: company.id, id: waterId, active: true } });
    if (!water) throw AppException.invalid({ water_id: ['Apa aleasă nu există.'] });
    const stands = await this.dataSource
      .getRepository(Stand)
      .find({ where: { company_id: company.id, water_id: water.id, active: true } });
    stands.sort((a, b) => a.number.localeCompare(b.number, 'ro', { numeric: true }));
    const from = bucharestDayStart(fromDay);
    const to = bucharestDayEnd(toDay);
    const holders = await this.holders(company.id, [water.id], stands, from, to, false);
    // Passes without a stand count towards the anglers per day too.
    const loose = water.max_anglers_per_day
      ? await this.dataSource
          .getRepository(Pass)
          .createQueryBuilder('p')
          .select(['p.id', 'p.valid_from', 'p.valid_to'])
          .where('p.company_id = :companyId AND p.water_id = :waterId AND p.stand_id IS NULL', {
            companyId: company.id,
            waterId: water.id,
          })
          .andWhere("p.status = 'active' AND p.valid_to > :from AND p.valid_from < :to", { from, to })
          .getMany()
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
        x: Math.round(Number(s.x)),
        y: Math.round(Number(s.y)),
        days: days.map((day) => {
          const [ds, de] = span(day);
          const held = holders.some((h) => h.stand_id === s.id && overlaps(h, ds, de));
          return { date: day, state: held ? 'taken' : 'free' };
        }),
      })),
    };
  }
}
