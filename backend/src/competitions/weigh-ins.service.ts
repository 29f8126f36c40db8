import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, IsNull } from 'typeorm';
import { AppException } from '@app/common/app-exception';
import { tenantScoped, tenantWhere } from '@app/common/tenancy';
import { roWhen } from '@app/common/time';
import type { AuthUser } from '@app/common/auth-user';
import { pageParams, toPage } from '@app/common/pagination';
import { withTransaction } from '@app/common/transactions';
import { ReferenceService } from '@app/reference/reference.service';
import { fishIdsOf, RankingResponse, roundsOf, WeighInResponse } from './competition.presenter';
import { CorrectWeighInDto, CreateWeighInDto, WeighInFilterDto } from './dto/competition.dto';
import { Competition } from './entities/competition.entity';
import { CompetitionSector } from './entities/competition-sector.entity';
import { CompetitionTeam } from './entities/competition-team.entity';
import { WeighIn } from './entities/weigh-in.entity';
import { gramsToKg, kgToGrams, rankCompetition } from './ranking';
import { isDuplicate } from '@app/common/constraint-errors';

/** The rows that count: neither replaced by a correction nor struck out. */
const counts = (w: Pick<WeighIn, 'replaced_by' | 'voided'>) => w.replaced_by === null && !w.voided;

/** How far a judge's phone clock may be from the server's when it sends the time it weighed. */
const CLOCK_SKEW_MS = 15 * 60_000;

/**
 * 409 unless a weigh-in is taken now: while the competition runs, or after its finish for one a phone
 * kept with no signal and sends with the time it was weighed, at or before the finish (the
 * competition's row is last written by the finish). One weighed now is never late. A time sent must
 * also lie between the start and now (give or take a phone clock's error): a weigh-in dated before
 * the start, sent after the finish, would otherwise change the final results.
 */
function assertOpenFor(c: Competition, timeSent: boolean, weighedAt: Date): void {
  const late = c.status === 'finished' && timeSent && weighedAt <= c.updated_at;
  if (c.status !== 'running' && !late)
    throw AppException.conflict('Cântăririle se înregistrează doar în timpul concursului.');
  if (!timeSent) return;
  if (weighedAt.getTime() > Date.now() + CLOCK_SKEW_MS)
    throw AppException.invalid({
      weighed_at: ['Ora cântăririi este în viitor: verificați data și ora telefonului.'],
    });
  if (c.started_at && weighedAt.getTime() < c.started_at.getTime() - CLOCK_SKEW_MS)
    throw AppException.conflict(
      `Ora cântăririi (${roWhen(weighedAt)}) este dinaintea începerii concursului (${roWhen(c.started_at)}).`,
    );
}

/** What the ranking and the weigh-in lists need of a competition, read once. */
export interface CompetitionData {
  competition: Competition;
  teams: CompetitionTeam[];
  sectors: CompetitionSector[];
  fishNames: Map<number, string>;
}

@Injectable()
export class WeighInsService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly reference: ReferenceService,
  ) {}

  private async competition(companyId: number, id: number): Promise<Competition> {
    const c = await this.dataSource.getRepository(Competition).findOne({ where: { company_id: companyId, id } });
    if (!c) throw AppException.notFound();
    return c;
  }

  async data(companyId: number, competition: Competition): Promise<CompetitionData> {
    const [teams, sectors, { fishes }] = await Promise.all([
      this.dataSource.getRepository(CompetitionTeam).find({
        where: { company_id: companyId, competition_id: competition.id },
        select: {
          id: true,
          name: true,
          status: true,
          sector_id: true,
          stand_id: true,
          stand_number: true,
          competition_id: true,
        },
        order: { id: 'ASC' },
      }),
      this.dataSource.getRepository(CompetitionSector).find({
        where: { company_id: companyId, competition_id: competition.id },
        order: { position: 'ASC', id: 'ASC' },
      }),
      this.reference.all(),
    ]);
    return { competition, teams, sectors, fishNames: new Map(fishes.map((f) => [f.id, f.name])) };
  }

  present(w: WeighIn, d: Pick<CompetitionData, 'teams' | 'fishNames'>): WeighInResponse {
    const team = d.teams.find((t) => t.id === w.team_id);
    return {
      id: w.id,
      competition_id: w.competition_id,
      uid: w.uid,
      team_id: w.team_id,
      team_name: team?.name ?? '',
      stand_number: team?.stand_number ?? null,
      round: w.round,
      fish_id: w.fish_id,
      fish: d.fishNames.get(w.fish_id) ?? '',
      weight_kg: Number(w.weight_kg).toFixed(3),
      witness: w.witness,
      weighed_at: w.weighed_at,
      judge_id: w.judge_id,
      correction_of: w.correction_of,
      replaced_by: w.replaced_by,
      voided: Boolean(w.voided),
      reason: w.reason,
      counts: counts({ replaced_by: w.replaced_by, voided: Boolean(w.voided) }),
      created_at: w.created_at,
    };
  }

  async list(companyId: number, competitionId: number, filter: WeighInFilterDto) {
    const c = await this.competition(companyId, competitionId);
    const { page, perPage, skip } = pageParams(filter);
    const qb = tenantScoped(this.dataSource.getRepository(WeighIn).createQueryBuilder('w'), 'w', companyId).andWhere(
      'w.competition_id = :competitionId',
      { competitionId },
    );
    if (filter.team_id) qb.andWhere('w.team_id = :teamId', { teamId: filter.team_id });
    if (filter.round) qb.andWhere('w.round = :round', { round: filter.round });
    if (filter.after_id) qb.andWhere('w.id > :afterId', { afterId: filter.after_id });
    const dir = filter.sort_dir === 'asc' ? 'ASC' : 'DESC';
    qb.orderBy('w.id', dir);
    const [rows, total] = await qb.skip(skip).take(perPage).getManyAndCount();
    const d = await this.data(companyId, c);
    return toPage(
      rows.map((w) => this.present(w, d)),
      total,
      page,
      perPage,
    );
  }

  /** The checks of an entry against the competition: the team drawn, the round, the species. */
  private check(
    d: CompetitionData,
    input: { team_id: number; round: number; fish_id: number },
  ): Record<string, string[]> | null {
    const errors: Record<string, string[]> = {};
    const team = d.teams.find((t) => t.id === input.team_id);
    if (!team || team.status !== 'confirmed' || team.stand_id === null)
      errors.team_id = ['Echipa nu există sau nu are stand tras la sorți în acest concurs.'];
    const rounds = roundsOf(d.competition).length;
    if (input.round > rounds)
      errors.round = [rounds === 1 ? 'Concursul are o singură manșă.' : `Concursul are ${rounds} manșe.`];
    if (!d.fishNames.has(input.fish_id)) errors.fish_id = ['Specia aleasă nu există.'];
    return Object.keys(errors).length ? errors : null;
  }

  /**
   * One fish weighed. Idempotent by (competition, uid): the unique index decides, on both databases
   * and under any concurrency; a resend (the same uid) answers the row already recorded.
   */
  async create(actor: AuthUser, companyId: number, competitionId: number, dto: CreateWeighInDto) {
    // Read side by side: a resend, the competition and what checks the entry.
    const [existing, c] = await Promise.all([
      this.byUid(companyId, competitionId, dto.uid),
      this.competition(companyId, competitionId),
    ]);
    const d = await this.data(companyId, c);
    if (existing) return this.present(existing, d);
    const weighedAt = dto.weighed_at ? new Date(dto.weighed_at) : new Date();
    assertOpenFor(c, dto.weighed_at !== undefined, weighedAt);
    const errors = this.check(d, dto);
    if (errors) throw AppException.invalid(errors);
    try {
      const id = await withTransaction(this.dataSource, async (em) => {
        // The competition as committed, shared-locked (MariaDB) until the weigh-in is written: a finish
        // or a cancellation being written meanwhile is waited for and seen, and itself waits for the
        // weigh-ins already being written; weigh-ins do not wait for one another.
        const qb = tenantScoped(em.createQueryBuilder(Competition, 'c'), 'c', companyId).andWhere('c.id = :id', {
          id: competitionId,
        });
        if (this.dataSource.options.type !== 'better-sqlite3') qb.setLock('pessimistic_read');
        const now = await qb.getOne();
        if (!now) throw AppException.notFound();
        assertOpenFor(now, dto.weighed_at !== undefined, weighedAt);
        const inserted = await em.insert(WeighIn, {
          company_id: companyId,
          competition_id: competitionId,
          uid: dto.uid,
          team_id: dto.team_id,
          round: dto.round,
          fish_id: dto.fish_id,
          weight_kg: (kgToGrams(dto.weight_kg) / 1000).toFixed(3),
          witness: dto.witness,
          weighed_at: weighedAt,
          judge_id: actor.id,
          correction_of: null,
          replaced_by: null,
          voided: false,
          reason: null,
        });
        return Number(inserted.identifiers[0].id);
      });
      const row = await this.dataSource.getRepository(WeighIn).findOneByOrFail({ id, company_id: companyId });
      return this.present(row, d);
    } catch (err) {
      if (!isDuplicate(err)) throw err;
      // The same uid arrived at the same moment (a resend racing the first send): its row.
      const row = await this.byUid(companyId, competitionId, dto.uid);
      if (!row) throw err;
      return this.present(row, d);
    }
  }

  private byUid(companyId: number, competitionId: number, uid: string) {
    return this.dataSource
      .getRepository(WeighIn)
      .findOne({ where: { company_id: companyId, competition_id: competitionId, uid } });
  }

  /**
   * A correction, with its reason: the new row (correction_of = the original) and the original kept,
   * marked replaced; `void` strikes the fish out instead (the original kept, marked voided). Both are
   * rows of the audit trail. Allowed while the competition runs and after it finished (an appeal).
   */
  async correct(actor: AuthUser, companyId: number, competitionId: number, weighInId: number, dto: CorrectWeighInDto) {
    const c = await this.competition(companyId, competitionId);
    const original = await this.dataSource
      .getRepository(WeighIn)
      .findOne({ where: { company_id: companyId, competition_id: competitionId, id: weighInId } });
    if (!original) throw AppException.notFound();
    if (c.status !== 'running' && c.status !== 'finished')
      throw AppException.conflict('Cântăririle se corectează doar în timpul concursului sau după încheierea lui.');
    if (!counts({ replaced_by: original.replaced_by, voided: Boolean(original.voided) }))
      throw AppException.conflict('Această cântărire a fost deja corectată; corectați ultima variantă.');
    const d = await this.data(companyId, c);
    const changes = [dto.team_id, dto.round, dto.fish_id, dto.weight_kg].some((v) => v !== undefined && v !== null);
    if (dto.void && changes)
      throw AppException.invalid({ void: ['Scoaterea peștelui din clasament nu se trimite cu alte modificări.'] });
    if (!dto.void && !changes) throw AppException.invalid({ weight_kg: ['Trimiteți ce se corectează.'] });
    if (dto.void) {
      await withTransaction(this.dataSource, async (em) => {
        const result = await em.update(
          WeighIn,
          { id: weighInId, company_id: companyId, replaced_by: IsNull(), voided: false },
          { voided: true, reason: dto.reason },
        );
        if (!result.affected) throw AppException.conflict('Această cântărire tocmai a fost corectată de altcineva.');
      });
      const row = await this.dataSource
        .getRepository(WeighIn)
        .findOneByOrFail({ id: weighInId, company_id: companyId });
      return this.present(row, d);
    }
    const next = {
      team_id: dto.team_id ?? original.team_id,
      round: dto.round ?? original.round,
      fish_id: dto.fish_id ?? original.fish_id,
    };
    const errors = this.check(d, next);
    if (errors) throw AppException.invalid(errors);
    const id = await withTransaction(this.dataSource, async (em) => {
      const inserted = await em.insert(WeighIn, {
        company_id: companyId,
        competition_id: competitionId,
        uid: null,
        ...next,
        weight_kg:
          dto.weight_kg !== undefined && dto.weight_kg !== null
            ? (kgToGrams(dto.weight_kg) / 1000).toFixed(3)
            : original.weight_kg,
        witness: original.witness,
        weighed_at: original.weighed_at,
        judge_id: actor.id,
        correction_of: original.id,
        replaced_by: null,
        voided: false,
        reason: dto.reason,
      });
      const newId = Number(inserted.identifiers[0].id);
      const result = await em.update(
        WeighIn,
        tenantWhere<WeighIn>(companyId, { id: weighInId, replaced_by: IsNull(), voided: false }),
        { replaced_by: newId },
      );
      if (!result.affected) throw AppException.conflict('Această cântărire tocmai a fost corectată de altcineva.');
      return newId;
    });
    const row = await this.dataSource.getRepository(WeighIn).findOneByOrFail({ id, company_id: companyId });
    return this.present(row, d);
  }

  /** The rows that count, oldest first (the ranking's input). */
  async countingRows(companyId: number, competitionId: number): Promise<WeighIn[]> {
    return tenantScoped(
      this.dataSource
        .getRepository(WeighIn)
        .createQueryBuilder('w')
        .select(['w.id', 'w.team_id', 'w.round', 'w.fish_id', 'w.weight_kg', 'w.weighed_at']),
      'w',
      companyId,
    )
      .andWhere('w.competition_id = :competitionId', { competitionId })
      .andWhere('w.replaced_by IS NULL AND w.voided = :no', { no: false })
      .orderBy('w.id', 'ASC')
      .getMany();
  }

  async ranking(companyId: number, competitionId: number): Promise<RankingResponse> {
    const c = await this.competition(companyId, competitionId);
    const [d, rows] = await Promise.all([this.data(companyId, c), this.countingRows(companyId, competitionId)]);
    return this.rank(d, rows);
  }

  /** The ranking (ranking.ts) of these rows, with the teams' and sectors' names. Only drawn teams are ranked. */
  rank(d: CompetitionData, rows: WeighIn[]): RankingResponse {
    const ranked = d.teams.filter((t) => t.status === 'confirmed' && t.sector_id !== null && t.stand_id !== null);
    const result = rankCompetition(
      {
        rounds: roundsOf(d.competition).length,
        fishIds: fishIdsOf(d.competition),
        minWeightG: kgToGrams(d.competition.min_weight_kg),
        fishCount: d.competition.fish_count,
        shortRule: d.competition.short_rule,
      },
      // Sectors in their order: the ranking lists them as it first meets them.
      [...ranked]
        .sort(
          (a, b) =>
            d.sectors.findIndex((s) => s.id === a.sector_id) - d.sectors.findIndex((s) => s.id === b.sector_id) ||
            a.id - b.id,
        )
        .map((t) => ({ id: t.id, sectorId: t.sector_id! })),
      rows.map((w) => ({
        id: w.id,
        teamId: w.team_id,
        round: w.round,
        fishId: w.fish_id,
        weightG: kgToGrams(w.weight_kg),
        weighedAt: new Date(w.weighed_at).getTime(),
      })),
    );
    const team = new Map(ranked.map((t) => [t.id, t]));
    const sectorName = new Map(d.sectors.map((s) => [s.id, s.name]));
    const big = result.biggestFish ? rows.find((w) => w.id === result.biggestFish!.id) : undefined;
    return {
      rounds: result.rounds.map((r) => ({
        round: r.round,
        sectors: r.sectors.map((s) => ({
          sector_id: s.sectorId,
          name: sectorName.get(s.sectorId) ?? '',
          teams: s.teams.map((t) => ({
            team_id: t.teamId,
            team_name: team.get(t.teamId)?.name ?? '',
            stand_number: team.get(t.teamId)?.stand_number ?? null,
            weight_kg: gramsToKg(t.weightG),
            fish: t.fish,
            place: t.place,
            points: t.points,
            biggest_kg: gramsToKg(t.biggestG),
          })),
        })),
      })),
      overall: result.overall.map((o) => ({
        team_id: o.teamId,
        team_name: team.get(o.teamId)?.name ?? '',
        sector_name: sectorName.get(o.sectorId) ?? '',
        stand_number: team.get(o.teamId)?.stand_number ?? null,
        place: o.place,
        points: o.points,
        weight_kg: gramsToKg(o.weightG),
        best_place: o.bestPlace,
        biggest_kg: gramsToKg(o.biggestG),
      })),
      biggest_fish:
        result.biggestFish && big
          ? {
              team_id: big.team_id,
              team_name: team.get(big.team_id)?.name ?? '',
              stand_number: team.get(big.team_id)?.stand_number ?? null,
              fish_id: big.fish_id,
              fish: d.fishNames.get(big.fish_id) ?? '',
              weight_kg: gramsToKg(result.biggestFish.weightG),
              round: big.round,
              weighed_at: big.weighed_at,
            }
          : null,
    };
  }
}
