import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Not, Repository } from 'typeorm';
import { AppException } from '@app/common/app-exception';
import { money } from '@app/common/money';
import { roWhen } from '@app/common/time';
import { writtenOnce } from '@app/common/sql';
import { findOwned, tenantScoped, tenantWhere } from '@app/common/tenancy';
import { BookingHolds } from '@app/bookings/booking-holds.service';
import { PassHolds } from '@app/passes/pass-holds.service';
import { CompetitionHolds } from '@app/competitions/competition-holds.service';
import { deleteUnlessUsed } from '@app/common/in-use';
import { WatersService } from '@app/waters/waters.service';
import { CreateStandDto, UpdateStandDto } from './dto/stand.dto';
import { Stand } from './entities/stand.entity';
import { presentStand } from './stand.presenter';
import { byStandNumber } from './stand-rules';
import { unlessDuplicate } from '@app/common/constraint-errors';

const DUPLICATE = 'Există deja un stand cu acest număr pe această apă.';

@Injectable()
export class StandsService {
  constructor(
    @InjectRepository(Stand) private readonly stands: Repository<Stand>,
    private readonly waters: WatersService,
    private readonly bookings: BookingHolds,
    private readonly passes: PassHolds,
    private readonly competitions: CompetitionHolds,
  ) {}

  /** The stands of a water, by number (numerically where they are numbers: 2 before 10). */
  async listOfWater(companyId: number, waterId: number) {
    const water = await this.waters.ofCompany(companyId, waterId);
    if (!water) throw AppException.notFound();
    const rows = await this.stands.find({ where: tenantWhere<Stand>(companyId, { water_id: waterId }) });
    rows.sort(byStandNumber);
    const used = await this.usedIds(
      companyId,
      rows.map((r) => r.id),
    );
    return rows.map((r) => presentStand(r, used.has(r.id)));
  }

  async find(companyId: number, id: number): Promise<Stand> {
    return findOwned(this.stands, companyId, id);
  }

  /** An active stand of the company on that water, or a 422 on `stand_id`. */
  async forSale(companyId: number, id: number, waterId: number): Promise<Stand> {
    const stand = await this.stands.findOne({ where: tenantWhere<Stand>(companyId, { id }) });
    if (!stand || !stand.active || stand.water_id !== waterId)
      throw AppException.invalid({ stand_id: ['Standul ales nu există, nu este activ sau nu este pe apa aleasă.'] });
    return stand;
  }

  async get(companyId: number, id: number) {
    const stand = await this.find(companyId, id);
    return presentStand(stand, (await this.usedIds(companyId, [id])).has(id));
  }

  async create(companyId: number, dto: CreateStandDto) {
    const water = await this.waters.ofCompany(companyId, dto.water_id);
    if (!water) throw AppException.invalid({ water_id: ['Apa aleasă nu există.'] });
    await this.assertUnique(companyId, dto.water_id, dto.number);
    const stand = this.stands.create({
      company_id: companyId,
      water_id: water.id,
      number: dto.number,
      name: dto.name ?? null,
      capacity: dto.capacity ?? 1,
      supplement: money(dto.supplement ?? 0),
      active: dto.active ?? true,
      x: String(dto.x ?? 50),
      y: String(dto.y ?? 50),
    });
    const saved = await this.save(stand);
    return this.get(companyId, saved.id);
  }

  async update(companyId: number, id: number, dto: UpdateStandDto) {
    const stand = await this.find(companyId, id);
    const errors: Record<string, string[]> = {};
    if (dto.water_id !== undefined && dto.water_id !== stand.water_id) {
      errors.water_id = ['Un stand nu se mută pe altă apă. Adăugați un stand nou acolo.'];
    }
    for (const key of ['number', 'capacity', 'supplement', 'x', 'y', 'active'] as const) {
      if (dto[key] === null) errors[key] = ['Câmpul este obligatoriu.'];
    }
    if (Object.keys(errors).length) throw AppException.invalid(errors);
    if (dto.number !== undefined && dto.number !== stand.number) {
      await this.assertUnique(companyId, stand.water_id, dto.number, id);
      stand.number = dto.number;
    }
    if (dto.name !== undefined) stand.name = dto.name;
    if (dto.capacity !== undefined) stand.capacity = dto.capacity;
    if (dto.supplement !== undefined) stand.supplement = money(dto.supplement);
    if (dto.active === false && stand.active) {
      // A booking still to come on it could not be checked in at the gate (a stand off is refused there).
      const now = new Date();
      const far = new Date(now.getTime() + 10 * 366 * 86_400_000);
      const booking = await this.bookings.holderOf(this.stands.manager, companyId, id, now, far);
      if (booking) {
        throw AppException.conflict(
          `Standul ${stand.number} are rezervarea nr. ${booking.id} (${roWhen(booking.starts_at)}): mutați-o pe alt stand sau anulați-o, apoi dezactivați standul.`,
        );
      }
    }
    if (dto.active !== undefined) stand.active = dto.active;
    if (dto.x !== undefined) stand.x = String(dto.x);
    if (dto.y !== undefined) stand.y = String(dto.y);
    await this.save(stand);
    return this.get(companyId, id);
  }

  /** Refused (409) once a booking, a pass or a competition's sector has named the stand: deactivate it instead. */
  async remove(companyId: number, id: number) {
    const stand = await this.find(companyId, id);
    await deleteUnlessUsed(
      async () => ((await this.usedIds(companyId, [id])).has(id) ? ['rezervări, permise sau concursuri'] : []),
      (uses) => `Standul ${stand.number} nu poate fi șters: are ${uses}. Îl puteți dezactiva.`,
      () => this.stands.delete(tenantWhere<Stand>(companyId, { id })),
    );
    return { message: 'Standul a fost șters.' };
  }

  /** Which of these stands a booking, a pass or a competition's sector has named. */
  async usedIds(companyId: number, ids: number[]): Promise<Set<number>> {
    if (!ids.length) return new Set();
    const [bookings, passes, competitions] = await Promise.all([
      this.bookings.usedStandIds(companyId, ids),
      this.passes.usedStandIds(companyId, ids),
      this.competitions.usedStandIds(companyId, ids),
    ]);
    return new Set([...bookings, ...passes, ...competitions]);
  }

  /** The stands on a water (a water with stands is not deleted). */
  countOnWater(companyId: number, waterId: number): Promise<number> {
    return this.stands.count({ where: tenantWhere<Stand>(companyId, { water_id: waterId }) });
  }

  /** The company's stand, or null (a caller that checks several fields at once words its own 422). */
  ofCompany(companyId: number, id: number): Promise<Stand | null> {
    return this.stands.findOne({ where: tenantWhere<Stand>(companyId, { id }) });
  }

  /** How many active stands the water has (a water with stands is booked by stand). */
  activeCount(companyId: number, waterId: number): Promise<number> {
    return this.stands.count({ where: tenantWhere<Stand>(companyId, { water_id: waterId, active: true }) });
  }

  /** The water's active stands (the public calendar), unsorted. */
  activeOfWater(companyId: number, waterId: number): Promise<Stand[]> {
    return this.stands.find({ where: tenantWhere<Stand>(companyId, { water_id: waterId, active: true }) });
  }

  /**
   * The lake's board's stands (bookings/board.service.ts), in one statement: with `waterId`, the
   * water and its active stands (`water` null when the company has no such water, `stands` empty
   * when it has none); without, every active stand of the company. The water is joined by its
   * table's name: asked of WatersService, the board would take one statement more.
   */
  async forBoard(
    companyId: number,
    waterId: number | null,
  ): Promise<{
    water: boolean;
    stands: Pick<Stand, 'id' | 'water_id' | 'number' | 'name' | 'capacity' | 'x' | 'y'>[];
  }> {
    const columns = ['id', 'water_id', 'number', 'name', 'capacity', 'x', 'y'].map((c) => `s.${c} AS ${c}`);
    const rows: {
      id: number | string | null;
      water_id: number | string;
      number: string;
      name: string | null;
      capacity: number | string;
      x: number | string;
      y: number | string;
    }[] = waterId
      ? await tenantScoped(
          this.stands.manager
            .createQueryBuilder()
            .from('waters', 'w')
            .leftJoin(Stand, 's', 's.water_id = w.id AND s.company_id = w.company_id AND s.active = :active', {
              active: true,
            })
            .select('w.id', 'water')
            .addSelect(columns),
          'w',
          companyId,
        )
          .andWhere('w.id = :waterId', { waterId })
          .getRawMany()
      : await tenantScoped(
          this.stands.createQueryBuilder('s').select('NULL', 'water').addSelect(columns),
          's',
          companyId,
        )
          .andWhere('s.active = :active', { active: true })
          .getRawMany();
    return {
      water: !waterId || rows.length > 0,
      stands: rows
        .filter((r) => r.id !== null)
        .map((r) => ({
          id: Number(r.id),
          water_id: Number(r.water_id),
          number: r.number,
          name: r.name,
          capacity: Number(r.capacity),
          x: String(r.x),
          y: String(r.y),
        })),
    };
  }

  private async assertUnique(companyId: number, waterId: number, number: string, exceptId?: number) {
    const where = tenantWhere<Stand>(companyId, {
      water_id: waterId,
      number,
      ...(exceptId ? { id: Not(exceptId) } : {}),
    });
    if (await this.stands.exists({ where })) throw AppException.invalid({ number: [DUPLICATE] });
  }

  /** Saves the stand; a number another request took since the check gets the check's 422. */
  private save(stand: Stand): Promise<Stand> {
    return unlessDuplicate(
      () => this.stands.save(stand),
      () => AppException.invalid({ number: [DUPLICATE] }),
    );
  }

  /** Active stands per water of the company (WatersService's activeStands source). */
  async activeByWater(companyId: number): Promise<Map<number, number>> {
    // SQL written once (common/sql.ts): GET …/waters reads it on every call.
    const qb = this.stands
      .createQueryBuilder('s')
      .select('s.water_id', 'water_id')
      .addSelect('COUNT(*)', 'n')
      .where(tenantWhere<Stand>(companyId, { active: true }))
      .groupBy('s.water_id');
    const rows = await writtenOnce('stands.activeByWater', qb).getRawMany<{
      water_id: number | string;
      n: number | string;
    }>();
    return new Map(rows.map((r) => [Number(r.water_id), Number(r.n)]));
  }
}
