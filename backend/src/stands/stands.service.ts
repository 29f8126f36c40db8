import { Injectable } from '@nestjs/common';
import { InjectDataSource, InjectRepository } from '@nestjs/typeorm';
import { DataSource, Not, Repository } from 'typeorm';
import { AppException } from '@app/common/app-exception';
import { money } from '@app/common/money';
import { tenantWhere } from '@app/common/tenancy';
import { Booking } from '@app/bookings/entities/booking.entity';
import { Pass } from '@app/passes/entities/pass.entity';
import { Water } from '@app/waters/entities/water.entity';
import { CreateStandDto, UpdateStandDto } from './dto/stand.dto';
import { Stand } from './entities/stand.entity';
import { presentStand } from './stand.presenter';
import { byStandNumber } from './stand-rules';

const DUPLICATE = 'Există deja un stand cu acest număr pe această apă.';

function isDuplicate(err: unknown): boolean {
  const e = err as { code?: string; driverError?: { code?: string }; message?: string };
  const code = e.driverError?.code ?? e.code;
  return code === 'ER_DUP_ENTRY' || code === 'SQLITE_CONSTRAINT_UNIQUE' || /UNIQUE constraint/.test(e.message ?? '');
}

@Injectable()
export class StandsService {
  constructor(
    @InjectRepository(Stand) private readonly stands: Repository<Stand>,
    @InjectDataSource() private readonly dataSource: DataSource,
  ) {}

  /** The stands of a water, by number (numerically where they are numbers: 2 before 10). */
  async listOfWater(companyId: number, waterId: number) {
    const water = await this.dataSource
      .getRepository(Water)
      .findOne({ where: tenantWhere<Water>(companyId, { id: waterId }) });
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
    const stand = await this.stands.findOne({ where: tenantWhere<Stand>(companyId, { id }) });
    if (!stand) throw AppException.notFound();
    return stand;
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
    const water = await this.dataSource
      .getRepository(Water)
      .findOne({ where: tenantWhere<Water>(companyId, { id: dto.water_id }) });
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
    if (dto.active !== undefined) stand.active = dto.active;
    if (dto.x !== undefined) stand.x = String(dto.x);
    if (dto.y !== undefined) stand.y = String(dto.y);
    await this.save(stand);
    return this.get(companyId, id);
  }

  /** Refused (409) once a booking or a pass has named the stand: deactivate it instead. */
  async remove(companyId: number, id: number) {
    const stand = await this.find(companyId, id);
    if ((await this.usedIds(companyId, [id])).has(id)) {
      throw AppException.conflict(
        `Standul ${stand.number} nu poate fi șters: are rezervări sau permise. Îl puteți dezactiva.`,
      );
    }
    await this.stands.delete(tenantWhere<Stand>(companyId, { id }));
    return { message: 'Standul a fost șters.' };
  }

  /** Which of these stands a booking or a pass has named. */
  async usedIds(companyId: number, ids: number[]): Promise<Set<number>> {
    if (!ids.length) return new Set();
    const [bookings, passes] = await Promise.all([
      this.dataSource
        .getRepository(Booking)
        .createQueryBuilder('b')
        .select('DISTINCT b.stand_id', 'id')
        .where('b.company_id = :companyId AND b.stand_id IN (:...ids)', { companyId, ids })
        .getRawMany<{ id: number }>(),
      this.dataSource
        .getRepository(Pass)
        .createQueryBuilder('p')
        .select('DISTINCT p.stand_id', 'id')
        .where('p.company_id = :companyId AND p.stand_id IN (:...ids)', { companyId, ids })
        .getRawMany<{ id: number }>(),
    ]);
    return new Set([...bookings, ...passes].map((r) => Number(r.id)));
  }

  private async assertUnique(companyId: number, waterId: number, number: string, exceptId?: number) {
    const where = tenantWhere<Stand>(companyId, {
      water_id: waterId,
      number,
      ...(exceptId ? { id: Not(exceptId) } : {}),
    });
    if (await this.stands.exists({ where })) throw AppException.invalid({ number: [DUPLICATE] });
  }

  private async save(stand: Stand): Promise<Stand> {
    try {
      return await this.stands.save(stand);
    } catch (err) {
      if (isDuplicate(err)) throw AppException.invalid({ number: [DUPLICATE] });
      throw err;
    }
  }

  /** Active stands per water of the company (WatersService's activeStands source). */
  async activeByWater(companyId: number): Promise<Map<number, number>> {
    const rows = await this.stands
      .createQueryBuilder('s')
      .select('s.water_id', 'water_id')
      .addSelect('COUNT(*)', 'n')
      .where(tenantWhere<Stand>(companyId, { active: true }))
      .groupBy('s.water_id')
      .getRawMany<{ water_id: number | string; n: number | string }>();
    return new Map(rows.map((r) => [Number(r.water_id), Number(r.n)]));
  }
}
