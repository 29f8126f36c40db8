import { documentNumber } from '@balti/domain';
import { Injectable } from '@nestjs/common';
import { EntityManager } from 'typeorm';
import { AppException } from '@app/common/app-exception';
import { bucharestDate, bucharestDayEnd, bucharestDayStart, roWhen } from '@app/common/time';
import { BookingHolds } from '@app/bookings/booking-holds.service';
import { PassHolds } from '@app/passes/pass-holds.service';
import type { Water } from '@app/waters/entities/water.entity';
import { WatersService } from '@app/waters/waters.service';
import { CompetitionHolds } from '@app/competitions/competition-holds.service';
import type { Stand } from './entities/stand.entity';

const STAND_NUMBERS = new Intl.Collator('ro', { numeric: true });
/**
 * Stands by number, numerically where they are numbers (2 before 10). One collator: localeCompare
 * with a locale builds one per comparison (BENCHMARKS.md, "Measurements behind the code").
 */
export const byStandNumber = (a: { number: string }, b: { number: string }) =>
  STAND_NUMBERS.compare(a.number, b.number);
const roDay = (day: string) => day.split('-').reverse().join('.');

/** The Romanian calendar days an interval [from, to) touches. */
export function daysOf(from: Date, to: Date): string[] {
  const days: string[] = [];
  let day = bucharestDate(from);
  while (bucharestDayStart(day).getTime() < to.getTime()) {
    days.push(day);
    day = bucharestDate(bucharestDayEnd(day));
    if (days.length > 400) break;
  }
  return days;
}

/**
 * The two booking rules, checked inside the writing transaction:
 * - no two holders of a stand (bookings pending or confirmed, active passes) overlap in time;
 * - a water's `max_anglers_per_day` is never exceeded (bookings count their anglers, passes one).
 * The caller first takes `lockWater`: on MariaDB the water's row is locked FOR UPDATE until commit,
 * so writers for one water queue there and each sees the others' committed rows; SQLite runs one
 * write transaction at a time already (database/sqlite-transactions.ts). Then check, then insert.
 */
@Injectable()
export class StandRules {
  constructor(
    private readonly waters: WatersService,
    private readonly bookings: BookingHolds,
    private readonly passes: PassHolds,
    private readonly competitions: CompetitionHolds,
  ) {}

  /** Locks the water's row until the transaction ends (MariaDB); answers the water. The first statement of the transaction. */
  lockWater(em: EntityManager, companyId: number, waterId: number): Promise<Water | null> {
    return this.waters.lock(em, companyId, waterId);
  }

  /**
   * 409 naming the stand and the booking or pass that holds it in [from, to); `anonymous` (the
   * public page) names only the stand, never another holder's number or times.
   */
  async assertStandFree(
    em: EntityManager,
    companyId: number,
    stand: Pick<Stand, 'id' | 'number'>,
    from: Date,
    to: Date,
    exceptBookingId?: number,
    anonymous = false,
  ): Promise<void> {
    const booking = await this.bookings.holderOf(em, companyId, stand.id, from, to, exceptBookingId);
    const taken = `Standul ${stand.number} nu mai este liber în intervalul ales. Alegeți alt stand sau alt interval.`;
    if (booking && anonymous) throw AppException.conflict(taken);
    if (booking) {
      throw AppException.conflict(
        `Standul ${stand.number} este deja rezervat în intervalul ales: rezervarea nr. ${booking.id}, ` +
          `${roWhen(booking.starts_at)} – ${roWhen(booking.ends_at)}.`,
      );
    }
    const pass = await this.passes.holderOf(em, companyId, stand.id, from, to);
    if (pass && anonymous) throw AppException.conflict(taken);
    if (pass) {
      throw AppException.conflict(
        `Standul ${stand.number} este ocupat în intervalul ales: permisul ${documentNumber(pass)}, ` +
          `${roWhen(pass.valid_from)} – ${roWhen(pass.valid_to)}.`,
      );
    }
    // A competition's sectors hold their stands for its whole time (competitions/competition-holds.service.ts).
    const competition = await this.competitions.holderOf(em, companyId, stand.id, from, to);
    if (competition && anonymous) throw AppException.conflict(taken);
    if (competition) {
      throw AppException.conflict(
        `Standul ${stand.number} este rezervat pentru concursul „${competition.name}”, ` +
          `${roWhen(competition.starts_at)} – ${roWhen(competition.ends_at)}.`,
      );
    }
  }

  /** 409 when `anglers` more would exceed the water's anglers per day on any day of [from, to). */
  async assertAnglersPerDay(
    em: EntityManager,
    companyId: number,
    water: Pick<Water, 'id' | 'name' | 'max_anglers_per_day'>,
    from: Date,
    to: Date,
    anglers: number,
    exceptBookingId?: number,
  ): Promise<void> {
    const max = water.max_anglers_per_day;
    if (max === null || max === undefined) return;
    const days = daysOf(from, to);
    const start = bucharestDayStart(days[0]);
    const end = bucharestDayEnd(days[days.length - 1]);
    const [bookings, passes] = await Promise.all([
      this.bookings.onWater(em, companyId, water.id, start, end, exceptBookingId),
      this.passes.onWater(em, companyId, water.id, start, end),
    ]);
    for (const day of days) {
      const ds = bucharestDayStart(day).getTime();
      const de = bucharestDayEnd(day).getTime();
      const on = (a: Date, b: Date) => a.getTime() < de && b.getTime() > ds;
      const taken =
        bookings.filter((b) => on(b.starts_at, b.ends_at)).reduce((s, b) => s + b.anglers, 0) +
        passes.filter((p) => on(p.valid_from, p.valid_to)).length;
      if (taken + anglers > max) {
        const left = Math.max(max - taken, 0);
        throw AppException.conflict(
          `Pe ${water.name} sunt permiși cel mult ${max} pescari pe zi; pe ${roDay(day)} mai ` +
            (left === 1
              ? 'este un loc liber.'
              : left === 0
                ? 'nu este niciun loc liber.'
                : `sunt ${left} locuri libere.`),
        );
      }
    }
  }
}
