import { Injectable } from '@nestjs/common';
import { InjectDataSource, InjectRepository } from '@nestjs/typeorm';
import { DataSource, EntityManager, EntityMetadata, In, ObjectLiteral, Repository } from 'typeorm';
import { AppException } from '@app/common/app-exception';
import { unlessDuplicate } from '@app/common/constraint-errors';
import { likeAny, likePattern } from '@app/common/pagination';
import { activeFilter, ReferenceCheck, sortColumn } from '@app/common/references';
import { tenantScoped, tenantWhere } from '@app/common/tenancy';
import { writtenOnce } from '@app/common/sql';
import type { Fish } from '@app/reference/entities/fish.entity';
import { ReferenceService } from '@app/reference/reference.service';
import { CreateWaterDto, UpdateWaterDto, WaterFilterDto } from './dto/water.dto';
import { Water } from './entities/water.entity';
import { presentWater } from './water.presenter';
import { withTransaction } from '@app/common/transactions';
import { HandedSources } from '@app/common/sources';
import {
  bookingsOf,
  cashRegistersNamed,
  competitionsNamed,
  deleteUnlessUsed,
  issuedPasses,
  namedRo,
  roCount,
} from '@app/common/in-use';

const DUPLICATE_NAME = 'Există deja o apă cu acest nume.';

const SORT = { name: 'w.name', created_at: 'w.created_at', city: 'w.city', id: 'w.id' };

type HydrationPlan = {
  create: () => ObjectLiteral;
  columns: { key: string; column: EntityMetadata['columns'][number] }[];
};

/**
 * What the features built on the waters tell about one. WatersModule imports none of them (they
 * import it): each hands its part over as its module starts (stands.module.ts, plans.service.ts,
 * expenses.module.ts, passes/pass-counts.service.ts, bookings.module.ts, competitions.module.ts,
 * fiscal/fiscal-devices.service.ts).
 */
export interface WaterSources {
  /** Active stands per water of the company. */
  activeStands(companyId: number): Promise<Map<number, number>>;
  /** Passes issued on the water (any status). */
  passes(companyId: number, waterId: number): Promise<number>;
  /** The names of the plans valid on the water, in name order. */
  plans(companyId: number, waterId: number): Promise<string[]>;
  /** Expenses booked on the water. */
  expenses(companyId: number, waterId: number): Promise<number>;
  /** Stands on the water (active or not). */
  stands(companyId: number, waterId: number): Promise<number>;
  /** Bookings on the water (any status). */
  bookings(companyId: number, waterId: number): Promise<number>;
  /** The names of the competitions on the water (any status), in name order. */
  competitions(companyId: number, waterId: number): Promise<string[]>;
  /** The names of the fiscal cash registers that print the water's sales (no foreign key holds them). */
  fiscalDevices(companyId: number, waterId: number): Promise<string[]>;
}

@Injectable()
export class WatersService {
  private readonly sources = new HandedSources<WaterSources>('waters');
  /** Where withSpecies() finds each alias's columns in a raw row: worked out once. */
  private hydration?: Record<'w' | 'f' | 'rf', HydrationPlan>;

  constructor(
    @InjectRepository(Water) private readonly waters: Repository<Water>,
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly reference: ReferenceService,
  ) {}

  /** Another feature's part of WaterSources. */
  useSources(sources: Partial<WaterSources>): void {
    this.sources.use(sources);
  }

  async list(companyId: number, filter: WaterFilterDto) {
    const qb = tenantScoped(
      this.waters
        .createQueryBuilder('w')
        .leftJoinAndSelect('w.fishes', 'f')
        .leftJoinAndSelect('w.release_fishes', 'rf'),
      'w',
      companyId,
    );
    const active = activeFilter(filter.active);
    if (active !== undefined) qb.andWhere('w.active = :active', { active });
    const search = Boolean(filter.search?.trim());
    if (search) qb.andWhere(likeAny(['w.name', 'w.city']), { q: likePattern(filter.search!) });
    const sort = sortColumn(SORT, filter.sort_by, 'w.name');
    const dir = filter.sort_dir === 'desc' ? 'DESC' : 'ASC';
    qb.orderBy(sort, dir).addOrderBy('w.id');
    // SQL written once per shape (common/sql.ts, writtenOnce): the filters present, the order.
    const shape = `waters.list ${active === undefined ? '' : 'active'} ${search ? 'search' : ''} ${sort} ${dir}`;
    const [rows, stands] = await Promise.all([
      writtenOnce(shape, qb).getRawMany<Record<string, unknown>>(),
      this.activeStands(companyId),
    ]);
    return this.withSpecies(rows).map((w) => presentWater(w, stands.get(w.id) ?? 0));
  }

  /**
   * The waters of list()'s raw rows (one per water, species and species released, in the
   * statement's order), each value converted as TypeORM's getMany() converts it: getMany() worked
   * out which column of which alias goes where anew for every request, grouped the rows and
   * announced every entity to the subscribers (BENCHMARKS.md, "Session 16: small reads").
   */
  private withSpecies(rows: Record<string, unknown>[]): Water[] {
    const driver = this.dataSource.driver;
    this.hydration ??= (() => {
      const plan = (alias: string, of: EntityMetadata) => ({
        create: () => of.create() as ObjectLiteral,
        columns: of.columns
          .filter((c) => !c.isVirtual && c.isSelect)
          .map((column) => ({ key: `${alias}_${column.databaseName}`, column })),
      });
      const fish = this.waters.metadata.findRelationWithPropertyPath('fishes')!.inverseEntityMetadata;
      return { w: plan('w', this.waters.metadata), f: plan('f', fish), rf: plan('rf', fish) };
    })();
    const hydrate = (alias: 'w' | 'f' | 'rf', row: Record<string, unknown>) => {
      const { create, columns } = this.hydration![alias];
      const entity = create();
      for (const { key, column } of columns)
        column.setEntityValue(entity, driver.prepareHydratedValue(row[key], column));
      return entity;
    };
    const byId = new Map<unknown, { water: Water; fishes: Map<unknown, Fish>; released: Map<unknown, Fish> }>();
    for (const row of rows) {
      let found = byId.get(row.w_id);
      if (!found) {
        found = { water: hydrate('w', row) as Water, fishes: new Map(), released: new Map() };
        byId.set(row.w_id, found);
      }
      if (row.f_id != null && !found.fishes.has(row.f_id)) found.fishes.set(row.f_id, hydrate('f', row) as Fish);
      if (row.rf_id != null && !found.released.has(row.rf_id))
        found.released.set(row.rf_id, hydrate('rf', row) as Fish);
    }
    return [...byId.values()].map(({ water, fishes, released }) =>
      Object.assign(water, { fishes: [...fishes.values()], release_fishes: [...released.values()] }),
    );
  }

  /** Active stands per water of the company (the board opens on a water that has some). */
  private activeStands(companyId: number): Promise<Map<number, number>> {
    return this.sources.get('activeStands')(companyId);
  }

  /** How many of these (distinct) ids are waters of the company. */
  count(companyId: number, ids: number[]): Promise<number> {
    return ids.length ? this.waters.countBy(tenantWhere<Water>(companyId, { id: In(ids) })) : Promise.resolve(0);
  }

  async find(companyId: number, id: number): Promise<Water> {
    const water = await this.waters.findOne({
      where: tenantWhere<Water>(companyId, { id }),
      relations: { fishes: true, release_fishes: true },
    });
    if (!water) throw AppException.notFound();
    return water;
  }

  /** Every water of the company, in name order. */
  all(companyId: number): Promise<Water[]> {
    return this.waters.find({ where: tenantWhere<Water>(companyId), order: { name: 'ASC' } });
  }

  /** The media id of the water's map (null: none); 404 when the company has no such water. */
  async mapOf(companyId: number, id: number): Promise<number | null> {
    const water = await this.waters.findOne({ where: tenantWhere<Water>(companyId, { id }) });
    if (!water) throw AppException.notFound();
    return water.map_media_id;
  }

  /** Links the water to its map's media row (null: no map). */
  async setMap(companyId: number, id: number, mediaId: number | null): Promise<void> {
    await this.waters.update(tenantWhere<Water>(companyId, { id }), { map_media_id: mediaId });
  }

  /** An active water of the company, or a 422 on `water_id`; `known` is its row when already read (with a plan). */
  async forSale(companyId: number, id: number, known?: Water): Promise<Water> {
    const water =
      known?.id === id ? known : await this.waters.findOne({ where: tenantWhere<Water>(companyId, { id }) });
    if (!water || !water.active) throw AppException.invalid({ water_id: ['Apa aleasă nu există sau nu este activă.'] });
    return water;
  }

  /** The company's water, or null (a caller that checks several fields at once words its own 422). */
  ofCompany(companyId: number, id: number): Promise<Water | null> {
    return this.waters.findOne({ where: tenantWhere<Water>(companyId, { id }) });
  }

  /**
   * The water's row locked until the caller's transaction ends (MariaDB; SQLite runs one write
   * transaction at a time already), answered: the first statement of a booking's or a pass's
   * stand rules (stands/stand-rules.ts), so writers for one water queue there.
   */
  lock(em: EntityManager, companyId: number, id: number): Promise<Water | null> {
    const qb = tenantScoped(em.createQueryBuilder(Water, 'w'), 'w', companyId).andWhere('w.id = :waterId', {
      waterId: id,
    });
    if (em.connection.options.type !== 'better-sqlite3') qb.setLock('pessimistic_write');
    return qb.getOne();
  }

  /**
   * The company's active waters' ids as a subquery for the caller's one statement (the lake's board
   * on every water: bookings/board.service.ts); its parameters are named `w_active` and by tenantScoped().
   */
  activeIdsQuery(companyId: number): { sql: string; params: Record<string, unknown> } {
    const qb = tenantScoped(this.waters.createQueryBuilder('w').select('w.id'), 'w', companyId).andWhere(
      'w.active = :w_active',
      { w_active: true },
    );
    return { sql: qb.getQuery(), params: qb.getParameters() };
  }

  /** The names of these waters of the company, by id (a missing id is simply absent). */
  async names(companyId: number, ids: number[]): Promise<Map<number, string>> {
    const unique = [...new Set(ids)];
    if (!unique.length) return new Map();
    const rows = await this.waters.find({
      where: tenantWhere<Water>(companyId, { id: In(unique) }),
      select: { id: true, name: true },
    });
    return new Map(rows.map((w) => [w.id, w.name]));
  }

  async get(companyId: number, id: number) {
    const [water, stands] = await Promise.all([this.find(companyId, id), this.activeStands(companyId)]);
    return presentWater(water, stands.get(id) ?? 0);
  }

  async create(companyId: number, dto: CreateWaterDto) {
    await this.check(companyId, dto);
    const water = this.waters.create({ ...this.columns(dto), company_id: companyId, active: dto.active ?? true });
    water.fishes = (dto.fish_ids ?? []).map((id) => ({ id }) as Fish);
    water.release_fishes = (dto.release_fish_ids ?? []).map((id) => ({ id }) as Fish);
    const saved = await this.save(water);
    return this.get(companyId, saved.id);
  }

  async update(companyId: number, id: number, dto: UpdateWaterDto) {
    const water = await this.find(companyId, id);
    await this.check(companyId, dto, id);
    Object.assign(water, this.columns(dto));
    if (dto.active !== undefined && dto.active !== null) water.active = dto.active;
    if (dto.fish_ids) water.fishes = dto.fish_ids.map((fid) => ({ id: fid }) as Fish);
    if (dto.release_fish_ids) water.release_fishes = dto.release_fish_ids.map((fid) => ({ id: fid }) as Fish);
    await this.save(water);
    return this.get(companyId, id);
  }

  /** Refused with a 409 naming what still uses the water; deactivating it is the way out. */
  async remove(companyId: number, id: number) {
    await this.find(companyId, id);
    await deleteUnlessUsed(
      () => this.usedBy(companyId, id),
      (uses) => `Apa nu poate fi ștearsă: este folosită de ${uses}. O puteți dezactiva.`,
      () =>
        withTransaction(this.dataSource, async (em) => {
          await em.query('DELETE FROM water_fishes WHERE water_id = ?', [id]);
          await em.query('DELETE FROM water_release_fishes WHERE water_id = ?', [id]);
          await em.delete(Water, tenantWhere<Water>(companyId, { id }));
        }),
    );
    return { message: 'Apa a fost ștearsă.' };
  }

  /** What still uses the water, as Romanian phrases for the 409 ("3 permise emise", "planurile „Zi”"). */
  private async usedBy(companyId: number, id: number): Promise<string[]> {
    const [passes, plans, expenses, stands, bookings, competitions, devices] = await Promise.all([
      this.sources.get('passes')(companyId, id),
      this.sources.get('plans')(companyId, id),
      this.sources.get('expenses')(companyId, id),
      this.sources.get('stands')(companyId, id),
      this.sources.get('bookings')(companyId, id),
      this.sources.get('competitions')(companyId, id),
      this.sources.get('fiscalDevices')(companyId, id),
    ]);
    return [
      passes ? issuedPasses(passes) : null,
      plans.length ? namedRo(plans, 'planurile', 'planurile') : null,
      expenses ? roCount(expenses, 'cheltuială', 'cheltuieli') : null,
      stands ? roCount(stands, 'stand', 'standuri') : null,
      bookings ? bookingsOf(bookings) : null,
      competitions.length ? competitionsNamed(competitions) : null,
      devices.length ? cashRegistersNamed(devices) : null,
    ].filter((use) => use !== null);
  }

  /** Saves the water; a name another request took since check() read it gets check()'s 422. */
  private save(water: Water): Promise<Water> {
    return unlessDuplicate(
      () => this.waters.save(water),
      () => AppException.invalid({ name: [DUPLICATE_NAME] }),
    );
  }

  private async check(companyId: number, dto: UpdateWaterDto, exceptId?: number) {
    const check = new ReferenceCheck(this.dataSource);
    if (dto.name) {
      // One name in the company whatever its case ("lacul mare" is "Lacul Mare"), on SQLite as
      // on MariaDB, whose collation already says so.
      const qb = this.waters
        .createQueryBuilder('w')
        .where(tenantWhere<Water>(companyId))
        .andWhere('LOWER(w.name) = LOWER(:name)', { name: dto.name });
      if (exceptId) qb.andWhere('w.id <> :exceptId', { exceptId });
      if (await qb.getExists()) check.add('name', DUPLICATE_NAME);
    }
    const known = (list: 'states' | 'fishes') => (ids: number[]) => this.reference.count(list, ids);
    await check.counted('state_id', dto.state_id ? [dto.state_id] : [], known('states'), 'Județul ales nu există.');
    await check.counted('fish_ids', dto.fish_ids, known('fishes'), 'Una dintre speciile alese nu există.');
    await check.counted(
      'release_fish_ids',
      dto.release_fish_ids,
      known('fishes'),
      'Una dintre speciile alese nu există.',
    );
    check.throwIfAny();
  }

  private columns(dto: UpdateWaterDto): Partial<Water> {
    const out: Partial<Water> = {};
    for (const key of ['name', 'state_id', 'city', 'description', 'rules', 'max_anglers_per_day'] as const) {
      if (dto[key] !== undefined) (out as Record<string, unknown>)[key] = dto[key];
    }
    for (const key of ['surface_ha', 'latitude', 'longitude'] as const) {
      const v = dto[key];
      if (v !== undefined) out[key] = v === null || v === '' ? null : String(v);
    }
    return out;
  }

  /** Every water of the company with its fishes, in name order (the lists that travel with a company). */
  async withFishes(companyId: number): Promise<Water[]> {
    // SQL written once (writtenOnce): GET /api/user reads it; its rows hydrated as list()'s are
    // (withSpecies(): getMany() worked out the mapping anew on every request).
    const qb = this.waters.createQueryBuilder('w').leftJoinAndSelect('w.fishes', 'f');
    const rows = await writtenOnce('nested.waters', tenantScoped(qb, 'w', companyId).orderBy('w.name')).getRawMany<
      Record<string, unknown>
    >();
    return this.withSpecies(rows);
  }

  /** The company's active waters with their fishes, in name order (its public page). */
  activeWithFishes(companyId: number): Promise<Water[]> {
    return this.waters.find({
      where: tenantWhere<Water>(companyId, { active: true }),
      relations: { fishes: true },
      order: { name: 'ASC' },
    });
  }
}
