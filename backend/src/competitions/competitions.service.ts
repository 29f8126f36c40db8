import { randomBytes } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager, In, IsNull } from 'typeorm';
import { AppException } from '@app/common/app-exception';
import type { AuthUser } from '@app/common/auth-user';
import { fromBani, money, toBani } from '@app/common/money';
import { likePattern, pageParams, toPage } from '@app/common/pagination';
import { sortColumn } from '@app/common/references';
import { namedRo } from '@app/common/in-use';
import { findOwned, tenantScoped } from '@app/common/tenancy';
import { bucharestDayEnd, bucharestDayStart } from '@app/common/time';
import { withTransaction } from '@app/common/transactions';
import { ReferenceService } from '@app/reference/reference.service';
import { StandRules } from '@app/stands/stand-rules';
import { StandsService } from '@app/stands/stands.service';
import { WatersService } from '@app/waters/waters.service';
import {
  CompetitionResponse,
  CompetitionSectorResponse,
  CompetitionTeamCounts,
  DrawResponse,
  presentCompetition,
} from './competition.presenter';
import {
  CompetitionFilterDto,
  CreateCompetitionDto,
  DrawDto,
  ReasonDto,
  UpdateCompetitionDto,
} from './dto/competition.dto';
import { drawStands } from './draw';
import { Competition, CompetitionRound, CompetitionStatus } from './entities/competition.entity';
import { CompetitionSector } from './entities/competition-sector.entity';
import { CompetitionStand } from './entities/competition-stand.entity';
import { CompetitionTeam } from './entities/competition-team.entity';
import { TeamsService } from './teams.service';
import { validTo } from '@app/passes/pricing';

const SORT = { starts_at: 'c.starts_at', name: 'c.name', created_at: 'c.created_at', id: 'c.id' };
/** A team whose entry fee is taken: checked in, paid by someone (a fee of 0 or with no payer takes no money). */
const FEE_TAKEN = 't.checked_in_at IS NOT NULL AND t.fee_payment_method IS NOT NULL';

const emptyCounts = (): CompetitionTeamCounts => ({ requested: 0, confirmed: 0, drawn: 0, paid: 0, paid_fees: '0.00' });

/** A competition lasts at most this long (a carp marathon: 72–96 hours; a week with margins). */
const MAX_DAYS = 14;

/** What a competition's settings come to once checked: the rows to write. */
interface Resolved {
  name: string;
  water_id: number;
  from: Date;
  to: Date;
  rounds: CompetitionRound[];
  team_size: number;
  entry_fee: string;
  fish_ids: number[];
  min_weight_kg: string;
  fish_count: number | null;
  short_rule: 'mean' | 'max';
  /** null: the sectors are not being changed. */
  sectors: { name: string; stands: { id: number; number: string }[] }[] | null;
}

/** The competition row's columns that its settings write, on create and on update alike. */
function settingsColumns(r: Resolved) {
  return {
    name: r.name,
    water_id: r.water_id,
    starts_at: r.from,
    ends_at: r.to,
    rounds: JSON.stringify(r.rounds),
    team_size: r.team_size,
    entry_fee: r.entry_fee,
    fish_ids: JSON.stringify(r.fish_ids),
    min_weight_kg: r.min_weight_kg,
    fish_count: r.fish_count,
    short_rule: r.short_rule,
  };
}

@Injectable()
export class CompetitionsService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly waters: WatersService,
    private readonly stands: StandsService,
    private readonly rules: StandRules,
    private readonly reference: ReferenceService,
    private readonly teams: TeamsService,
  ) {}

  async list(companyId: number, filter: CompetitionFilterDto) {
    const { page, perPage, skip } = pageParams(filter);
    const qb = tenantScoped(this.dataSource.getRepository(Competition).createQueryBuilder('c'), 'c', companyId);
    if (filter.status) qb.andWhere('c.status = :status', { status: filter.status });
    if (filter.water_id) qb.andWhere('c.water_id = :waterId', { waterId: filter.water_id });
    if (filter.date_from) qb.andWhere('c.ends_at > :from', { from: bucharestDayStart(filter.date_from) });
    if (filter.date_to) qb.andWhere('c.starts_at < :to', { to: bucharestDayEnd(filter.date_to) });
    const search = filter.search?.trim();
    if (search) qb.andWhere("c.name LIKE :q ESCAPE '!'", { q: likePattern(search) });
    const dir = filter.sort_dir === 'asc' ? 'ASC' : 'DESC';
    qb.orderBy(sortColumn(SORT, filter.sort_by, 'c.starts_at'), dir).addOrderBy('c.id', dir);
    const [rows, total] = await qb.skip(skip).take(perPage).getManyAndCount();
    return toPage(await this.presentMany(companyId, rows), total, page, perPage);
  }

  async find(companyId: number, id: number, em: EntityManager = this.dataSource.manager): Promise<Competition> {
    return findOwned(em.getRepository(Competition), companyId, id);
  }

  async get(companyId: number, id: number): Promise<CompetitionResponse> {
    const [c] = await this.presentMany(companyId, [await this.find(companyId, id)]);
    return c;
  }

  /** The sectors (in order) with their stands (in order) of these competitions. */
  async sectorsOf(companyId: number, ids: number[]): Promise<Map<number, CompetitionSectorResponse[]>> {
    const out = new Map<number, CompetitionSectorResponse[]>(ids.map((id) => [id, []]));
    if (!ids.length) return out;
    const [sectors, stands] = await Promise.all([
      this.dataSource.getRepository(CompetitionSector).find({
        where: { company_id: companyId, competition_id: In(ids) },
        order: { position: 'ASC', id: 'ASC' },
      }),
      this.dataSource.getRepository(CompetitionStand).find({
        where: { company_id: companyId, competition_id: In(ids) },
        order: { position: 'ASC', id: 'ASC' },
      }),
    ]);
    const bySector = new Map<number, CompetitionSectorResponse>();
    for (const s of sectors) {
      const row = { id: s.id, name: s.name, stands: [] };
      bySector.set(s.id, row);
      out.get(s.competition_id)?.push(row);
    }
    for (const st of stands) bySector.get(st.sector_id)?.stands.push({ id: st.stand_id, number: st.stand_number });
    return out;
  }

  private async presentMany(companyId: number, rows: Competition[]): Promise<CompetitionResponse[]> {
    const ids = rows.map((c) => c.id);
    const [waters, sectors, counts] = await Promise.all([
      this.waters.names(
        companyId,
        rows.map((c) => c.water_id),
      ),
      this.sectorsOf(companyId, ids),
      this.teamCounts(companyId, ids),
    ]);
    return rows.map((c) =>
      presentCompetition(c, {
        water: { id: c.water_id, name: waters.get(c.water_id) ?? '' },
        sectors: sectors.get(c.id) ?? [],
        teams: counts.get(c.id) ?? emptyCounts(),
      }),
    );
  }

  /**
   * Per competition, the stands its confirmed teams (teamCounts()) leave free, never below 0: a public
   * request sent when none is left waits for a withdrawal (the confirmation refuses a team beyond the
   * stands, TeamsService.assertRoom()).
   */
  async placesLeft(companyId: number, ids: number[]): Promise<Map<number, number>> {
    if (!ids.length) return new Map();
    const [counts, stands] = await Promise.all([
      this.teamCounts(companyId, ids),
      tenantScoped(this.dataSource.getRepository(CompetitionStand).createQueryBuilder('s'), 's', companyId)
        .select('s.competition_id', 'id')
        .addSelect('COUNT(*)', 'n')
        .andWhere('s.competition_id IN (:...ids)', { ids })
        .groupBy('s.competition_id')
        .getRawMany<{ id: number | string; n: number | string }>(),
    ]);
    const standsOf = new Map(stands.map((r) => [Number(r.id), Number(r.n)]));
    return new Map(ids.map((id) => [id, Math.max((standsOf.get(id) ?? 0) - (counts.get(id)?.confirmed ?? 0), 0)]));
  }

  private async teamCounts(companyId: number, ids: number[]): Promise<Map<number, CompetitionTeamCounts>> {
    const out = new Map<number, CompetitionTeamCounts>();
    if (!ids.length) return out;
    const rows = await tenantScoped(
      this.dataSource.getRepository(CompetitionTeam).createQueryBuilder('t'),
      't',
      companyId,
    )
      .select('t.competition_id', 'competition_id')
      .addSelect('t.status', 'status')
      .addSelect('COUNT(*)', 'n')
      .addSelect('SUM(CASE WHEN t.stand_id IS NULL THEN 0 ELSE 1 END)', 'drawn')
      .addSelect(`SUM(CASE WHEN ${FEE_TAKEN} THEN 1 ELSE 0 END)`, 'paid')
      .addSelect(`SUM(CASE WHEN ${FEE_TAKEN} THEN t.fee ELSE 0 END)`, 'paid_fees')
      .andWhere('t.competition_id IN (:...ids)', { ids })
      .groupBy('t.competition_id')
      .addGroupBy('t.status')
      .getRawMany<{
        competition_id: number;
        status: string;
        n: number | string;
        drawn: number | string | null;
        paid: number | string | null;
        paid_fees: number | string | null;
      }>();
    const bani = new Map<number, number>();
    for (const r of rows) {
      const id = Number(r.competition_id);
      const c = out.get(id) ?? emptyCounts();
      if (r.status === 'requested') c.requested += Number(r.n);
      if (r.status === 'confirmed') {
        c.confirmed += Number(r.n);
        c.drawn += Number(r.drawn ?? 0);
      }
      c.paid += Number(r.paid ?? 0);
      bani.set(id, (bani.get(id) ?? 0) + toBani(r.paid_fees ?? 0));
      c.paid_fees = fromBani(bani.get(id) ?? 0);
      out.set(id, c);
    }
    return out;
  }

  /** Every field checked together: one 422 with every field that is wrong. */
  private async resolve(
    companyId: number,
    input: Omit<CreateCompetitionDto, 'sectors'> & { sectors: CreateCompetitionDto['sectors'] | null },
  ): Promise<Resolved> {
    const errors: Record<string, string[]> = {};
    const add = (field: string, message: string) => (errors[field] = [...(errors[field] ?? []), message]);
    let waterActive = false;
    try {
      waterActive = (await this.waters.find(companyId, input.water_id)).active;
    } catch (err) {
      if (!(err instanceof AppException)) throw err;
    }
    if (!waterActive) add('water_id', 'Apa aleasă nu există sau nu este activă.');
    const from = new Date(input.starts_at);
    const to = new Date(input.ends_at);
    if (!(to.getTime() > from.getTime())) add('ends_at', 'Sfârșitul trebuie să fie după început.');
    // Days on Romania's clock: a night the clocks go back is still one day.
    else if (to.getTime() > validTo(from, MAX_DAYS, 'days').getTime())
      add('ends_at', `Un concurs ține cel mult ${MAX_DAYS} zile.`);
    const rounds = input.rounds.map((r) => ({
      starts_at: new Date(r.starts_at).toISOString(),
      ends_at: new Date(r.ends_at).toISOString(),
    }));
    rounds.forEach((r, i) => {
      const a = Date.parse(r.starts_at);
      const b = Date.parse(r.ends_at);
      if (!(b > a)) add(`rounds.${i}.ends_at`, 'Sfârșitul manșei trebuie să fie după începutul ei.');
      else if (a < from.getTime() || b > to.getTime())
        add(`rounds.${i}.starts_at`, 'Manșa trebuie să fie în intervalul concursului.');
      if (i > 0 && a < Date.parse(rounds[i - 1].ends_at))
        add(`rounds.${i}.starts_at`, 'Manșele se țin una după alta, fără să se suprapună.');
    });
    const fishIds = [...new Set(input.fish_ids ?? [])];
    if (fishIds.length) {
      const { fishes } = await this.reference.all();
      const known = new Set(fishes.map((f) => f.id));
      if (fishIds.some((id) => !known.has(id))) add('fish_ids', 'Una dintre speciile alese nu există.');
    }
    let sectors: Resolved['sectors'] = null;
    if (input.sectors) {
      const stands = waterActive ? await this.stands.listOfWater(companyId, input.water_id) : [];
      const byId = new Map(stands.filter((s) => s.active).map((s) => [s.id, s]));
      const seen = new Set<number>();
      const names = new Set<string>();
      sectors = input.sectors.map((sector, i) => {
        if (names.has(sector.name.toLowerCase())) add(`sectors.${i}.name`, 'Două sectoare nu pot avea același nume.');
        names.add(sector.name.toLowerCase());
        const list: { id: number; number: string }[] = [];
        for (const id of sector.stand_ids) {
          const stand = byId.get(id);
          if (!stand)
            add(`sectors.${i}.stand_ids`, 'Un stand ales nu există, nu este activ sau nu este pe apa aleasă.');
          else if (seen.has(id)) add(`sectors.${i}.stand_ids`, `Standul ${stand.number} este în mai multe sectoare.`);
          else list.push({ id, number: stand.number });
          seen.add(id);
        }
        return { name: sector.name, stands: list };
      });
    }
    if (Object.keys(errors).length) throw AppException.invalid(errors);
    return {
      name: input.name,
      water_id: input.water_id,
      from,
      to,
      rounds,
      team_size: input.team_size,
      entry_fee: money(input.entry_fee),
      fish_ids: fishIds,
      min_weight_kg: Number(input.min_weight_kg).toFixed(3),
      fish_count: input.fish_count ?? null,
      short_rule: input.short_rule,
      sectors,
    };
  }

  /** The sectors written, after checking under the water's lock that no one else holds their stands then. */
  private async writeSectors(
    em: EntityManager,
    companyId: number,
    competitionId: number,
    r: Resolved,
    replace: boolean,
  ): Promise<void> {
    await this.rules.lockWater(em, companyId, r.water_id);
    if (replace) {
      await em.delete(CompetitionStand, { company_id: companyId, competition_id: competitionId });
      await em.delete(CompetitionSector, { company_id: companyId, competition_id: competitionId });
    }
    const sectors = r.sectors ?? [];
    for (const sector of sectors)
      for (const stand of sector.stands) await this.rules.assertStandFree(em, companyId, stand, r.from, r.to);
    for (const [position, sector] of sectors.entries()) {
      const inserted = await em.insert(CompetitionSector, {
        company_id: companyId,
        competition_id: competitionId,
        name: sector.name,
        position,
      });
      const sectorId = Number(inserted.identifiers[0].id);
      if (sector.stands.length)
        await em.insert(
          CompetitionStand,
          sector.stands.map((s, i) => ({
            company_id: companyId,
            competition_id: competitionId,
            sector_id: sectorId,
            stand_id: s.id,
            stand_number: s.number,
            position: i,
          })),
        );
    }
  }

  async create(actor: AuthUser, companyId: number, dto: CreateCompetitionDto) {
    const r = await this.resolve(companyId, dto);
    const id = await withTransaction(this.dataSource, async (em) => {
      const inserted = await em.insert(Competition, {
        company_id: companyId,
        ...settingsColumns(r),
        status: 'draft',
        seed: null,
        drawn_at: null,
        cancel_reason: null,
        created_by: actor.id,
      });
      const competitionId = Number(inserted.identifiers[0].id);
      // Checked after the competition's own row exists: it is not yet holding (no stands), so only others clash.
      await this.writeSectors(em, companyId, competitionId, r, false);
      return competitionId;
    });
    return this.get(companyId, id);
  }

  async update(companyId: number, id: number, dto: UpdateCompetitionDto) {
    const current = await this.find(companyId, id);
    if (!['draft', 'registration', 'drawn'].includes(current.status))
      throw AppException.conflict('Un concurs început, încheiat sau anulat nu se mai modifică.');
    const errors: Record<string, string[]> = {};
    for (const key of ['name', 'water_id', 'starts_at', 'ends_at', 'rounds', 'team_size', 'entry_fee'] as const)
      if (dto[key] === null) errors[key] = ['Câmpul este obligatoriu.'];
    for (const key of ['min_weight_kg', 'short_rule', 'sectors'] as const)
      if (dto[key] === null) errors[key] = ['Câmpul este obligatoriu.'];
    if (Object.keys(errors).length) throw AppException.invalid(errors);
    const waterChanges = dto.water_id !== undefined && dto.water_id !== current.water_id;
    if (waterChanges && !dto.sectors) throw AppException.invalid({ sectors: ['Alegeți sectoarele pe noua apă.'] });
    // The form sends the times as they are: the same second (a DATETIME's precision) is no change.
    const second = (t: number) => Math.floor(t / 1000);
    const moved = (sent: string | undefined, now: Date) =>
      sent !== undefined && second(new Date(sent).getTime()) !== second(now.getTime());
    const timesChange = moved(dto.starts_at, current.starts_at) || moved(dto.ends_at, current.ends_at);
    if (current.status === 'drawn' && (dto.sectors || waterChanges || timesChange))
      throw AppException.conflict('Sectoarele, apa și intervalul nu se mai schimbă după tragerea la sorți.');
    const sectorsNow = (await this.sectorsOf(companyId, [id])).get(id) ?? [];
    const r = await this.resolve(companyId, {
      name: dto.name ?? current.name,
      water_id: dto.water_id ?? current.water_id,
      starts_at: dto.starts_at ?? current.starts_at.toISOString(),
      ends_at: dto.ends_at ?? current.ends_at.toISOString(),
      rounds: dto.rounds ?? (JSON.parse(current.rounds) as CompetitionRound[]),
      team_size: dto.team_size ?? current.team_size,
      entry_fee: dto.entry_fee ?? current.entry_fee,
      fish_ids: dto.fish_ids ?? (JSON.parse(current.fish_ids) as number[]),
      min_weight_kg: dto.min_weight_kg ?? current.min_weight_kg,
      fish_count: dto.fish_count !== undefined ? dto.fish_count : current.fish_count,
      short_rule: dto.short_rule ?? current.short_rule,
      // New times are checked against the other holders with the sectors as they are.
      sectors:
        dto.sectors ??
        (timesChange ? sectorsNow.map((s) => ({ name: s.name, stand_ids: s.stands.map((x) => x.id) })) : null),
    });
    // The statuses it may still be in when written: `current` was read before this transaction, and a draw
    // that ends meanwhile leaves the sectors, the water and the times as they were drawn on.
    const open: CompetitionStatus[] =
      dto.sectors || waterChanges || timesChange ? ['draft', 'registration'] : ['draft', 'registration', 'drawn'];
    await withTransaction(this.dataSource, async (em) => {
      const result = await em.update(Competition, { id, company_id: companyId, status: In(open) }, settingsColumns(r));
      if (!result.affected) throw AppException.conflict('Concursul tocmai a fost schimbat de altcineva.');
      // Counted after the UPDATE, which holds the competition's row (MariaDB) as registrations do when they
      // write a team (teams.service.ts): every team written before is seen, none is written until the end.
      if (dto.team_size !== undefined) {
        const biggest = await this.largestTeam(em, companyId, id);
        if (biggest > r.team_size)
          throw AppException.invalid({ team_size: [`O echipă înscrisă are deja ${biggest} membri.`] });
      }
      if (r.sectors) {
        // Counted under the same hold: the confirmed teams must still fit the new sectors' stands.
        const confirmed = await em.count(CompetitionTeam, {
          where: { company_id: companyId, competition_id: id, status: 'confirmed' },
        });
        const room = r.sectors.reduce((n, s) => n + s.stands.length, 0);
        if (confirmed > room)
          throw AppException.invalid({
            sectors: [`Sunt ${confirmed} echipe confirmate: sectoarele au nevoie de cel puțin ${confirmed} standuri.`],
          });
        await this.writeSectors(em, companyId, id, r, true);
      }
    });
    return this.get(companyId, id);
  }

  private async largestTeam(em: EntityManager, companyId: number, competitionId: number): Promise<number> {
    const row = await em
      .createQueryBuilder()
      .select('MAX(x.n)', 'n')
      .from(
        (sub) =>
          tenantScoped(
            sub
              .select('m.team_id', 'team_id')
              .addSelect('COUNT(*)', 'n')
              .from('competition_members', 'm')
              .innerJoin('competition_teams', 't', 't.id = m.team_id'),
            'm',
            companyId,
          )
            .andWhere("m.competition_id = :competitionId AND t.status <> 'cancelled'", { competitionId })
            .groupBy('m.team_id'),
        'x',
      )
      .getRawOne<{ n: number | string | null }>();
    return Number(row?.n ?? 0);
  }

  /** Moves the competition from one of `from` to `to`; 409 with `refused` otherwise. */
  private async transition(
    companyId: number,
    id: number,
    from: CompetitionStatus[],
    patch: Partial<Competition> & { status: CompetitionStatus },
    refused: string,
  ) {
    await this.find(companyId, id);
    const result = await this.dataSource
      .getRepository(Competition)
      .update({ id, company_id: companyId, status: In(from) }, patch);
    if (!result.affected) throw AppException.conflict(refused);
    return this.get(companyId, id);
  }

  openRegistration(companyId: number, id: number) {
    return this.transition(
      companyId,
      id,
      ['draft'],
      { status: 'registration' },
      'Înscrierile se deschid doar la un concurs în pregătire.',
    );
  }

  /**
   * drawn -> running, once every confirmed team has its stand: a team registered or confirmed after
   * the draw has none until the draw is made again (409 naming it), or it could pay and not be weighed.
   */
  async start(companyId: number, id: number) {
    await this.find(companyId, id);
    await withTransaction(this.dataSource, async (em) => {
      const result = await em.update(
        Competition,
        { id, company_id: companyId, status: 'drawn' },
        { status: 'running', started_at: new Date() },
      );
      if (!result.affected)
        throw AppException.conflict('Concursul începe doar după tragerea la sorți (și o singură dată).');
      // Read after the UPDATE, which holds the competition's row (MariaDB) as registrations and
      // confirmations take it: every team written before is seen, none is written until the end.
      const unplaced = await em.find(CompetitionTeam, {
        where: { company_id: companyId, competition_id: id, status: 'confirmed', stand_id: IsNull() },
        select: { id: true, name: true },
        order: { id: 'ASC' },
      });
      if (unplaced.length)
        throw AppException.conflict(
          `${namedRo(
            unplaced.map((t) => t.name),
            'Echipa',
            'Echipele',
          )} ${unplaced.length === 1 ? 'nu are' : 'nu au'} stand: refaceți tragerea la sorți înainte de start.`,
        );
    });
    return this.get(companyId, id);
  }

  finish(companyId: number, id: number) {
    return this.transition(
      companyId,
      id,
      ['running'],
      { status: 'finished' },
      'Doar un concurs în desfășurare se încheie.',
    );
  }

  /**
   * Cancels the competition and undoes, in the same transaction, every entry fee taken
   * (TeamsService.undoFees()): the lake hands them back. When one cannot be undone (its day closed,
   * the cash register left negative) its 409 refuses the whole cancellation and nothing changes.
   */
  async cancel(actor: AuthUser, companyId: number, id: number, dto: ReasonDto) {
    await this.find(companyId, id);
    await withTransaction(this.dataSource, async (em) => {
      // The competition's row first, locked (MariaDB), as a check-in takes it: one being written is
      // waited for and its fee undone here, one after sees the competition cancelled.
      const c = await this.lock(em, companyId, id);
      if (!['draft', 'registration', 'drawn', 'running'].includes(c.status))
        throw AppException.conflict('Un concurs încheiat sau deja anulat nu se mai anulează.');
      await em.update(
        Competition,
        { id, company_id: companyId },
        { status: 'cancelled', cancel_reason: dto.reason ?? null },
      );
      await this.teams.undoFees(em, actor, companyId, id, dto.reason ?? null);
    });
    return this.get(companyId, id);
  }

  /** The competition's row, locked until the transaction ends (MariaDB); 404 when it is not the company's. */
  private async lock(em: EntityManager, companyId: number, id: number): Promise<Competition> {
    const qb = tenantScoped(em.createQueryBuilder(Competition, 'c'), 'c', companyId).andWhere('c.id = :id', { id });
    if (this.dataSource.options.type !== 'better-sqlite3') qb.setLock('pessimistic_write');
    const c = await qb.getOne();
    if (!c) throw AppException.notFound();
    return c;
  }

  /**
   * The draw: each confirmed team gets a stand of a sector (draw.ts), from the seed given or a random
   * one, recorded with the time on the competition (the audit trail keeps every draw's seed and places).
   * Redoable until the start; the same seed on the same teams and sectors gives the same draw.
   */
  async draw(companyId: number, id: number, dto: DrawDto): Promise<DrawResponse> {
    const seed = dto.seed ?? randomBytes(6).toString('hex');
    const drawnAt = new Date();
    await withTransaction(this.dataSource, async (em) => {
      // The competition's row first, locked (MariaDB): two draws at once queue here.
      const c = await this.lock(em, companyId, id);
      if (c.status !== 'registration' && c.status !== 'drawn')
        throw AppException.conflict('Tragerea la sorți se face după deschiderea înscrierilor și înainte de start.');
      const teams = await em.find(CompetitionTeam, {
        where: { company_id: companyId, competition_id: id, status: 'confirmed' },
        select: { id: true },
      });
      if (!teams.length) throw AppException.conflict('Nu este nicio echipă confirmată.');
      const [sectors, stands] = await Promise.all([
        em.find(CompetitionSector, {
          where: { company_id: companyId, competition_id: id },
          order: { position: 'ASC', id: 'ASC' },
        }),
        em.find(CompetitionStand, {
          where: { company_id: companyId, competition_id: id },
          order: { position: 'ASC', id: 'ASC' },
        }),
      ]);
      const places = drawStands(
        seed,
        teams.map((t) => t.id),
        sectors.map((s) => ({ id: s.id, standIds: stands.filter((x) => x.sector_id === s.id).map((x) => x.stand_id) })),
      );
      if (!places)
        throw AppException.conflict(
          `Sunt ${teams.length} echipe confirmate și doar ${stands.length} standuri în sectoare.`,
        );
      const numbers = new Map(stands.map((s) => [s.stand_id, s.stand_number]));
      // Teams no longer confirmed lose a stand from an earlier draw.
      await em.update(
        CompetitionTeam,
        { company_id: companyId, competition_id: id, status: In(['requested', 'cancelled']) },
        { sector_id: null, stand_id: null, stand_number: null },
      );
      for (const p of places)
        await em.update(
          CompetitionTeam,
          { id: p.teamId, company_id: companyId },
          { sector_id: p.sectorId, stand_id: p.standId, stand_number: numbers.get(p.standId) ?? '' },
        );
      await em.update(Competition, { id, company_id: companyId }, { status: 'drawn', seed, drawn_at: drawnAt });
    });
    return this.drawOf(companyId, id);
  }

  /** The last draw as the answer of POST …/draw shows it. */
  async drawOf(companyId: number, id: number): Promise<DrawResponse> {
    const c = await this.find(companyId, id);
    const [sectors, teams] = await Promise.all([
      this.dataSource.getRepository(CompetitionSector).find({ where: { company_id: companyId, competition_id: id } }),
      this.dataSource.getRepository(CompetitionTeam).find({
        where: { company_id: companyId, competition_id: id, status: 'confirmed' },
        order: { id: 'ASC' },
      }),
    ]);
    const sectorNames = new Map(sectors.map((s) => [s.id, s.name]));
    const position = new Map(sectors.map((s) => [s.id, s.position]));
    return {
      competition_id: id,
      seed: c.seed ?? '',
      drawn_at: c.drawn_at ?? c.updated_at,
      teams: teams
        .filter((t) => t.stand_id !== null && t.sector_id !== null)
        .sort(
          (a, b) =>
            (position.get(a.sector_id!) ?? 0) - (position.get(b.sector_id!) ?? 0) ||
            (a.stand_number ?? '').localeCompare(b.stand_number ?? '', 'ro', { numeric: true }),
        )
        .map((t) => ({
          team_id: t.id,
          team_name: t.name,
          sector_id: t.sector_id!,
          sector_name: sectorNames.get(t.sector_id!) ?? '',
          stand_id: t.stand_id!,
          stand_number: t.stand_number ?? '',
        })),
    };
  }
}
