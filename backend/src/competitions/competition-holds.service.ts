import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager, In } from 'typeorm';
import { tenantScoped, tenantWhere } from '@app/common/tenancy';
import { Competition, HOLDING_COMPETITION_STATUSES } from './entities/competition.entity';
import { CompetitionMember } from './entities/competition-member.entity';
import { CompetitionStand } from './entities/competition-stand.entity';

export interface CompetitionHold {
  id: number;
  name: string;
  starts_at: Date;
  ends_at: Date;
}

/**
 * What the stands' rules (stands/stand-rules.ts) ask of competitions: a competition's sectors hold
 * their stands in [starts_at, ends_at) like a booking, so no pass or booking takes them then. The
 * other features call these methods; they never read the competition tables themselves.
 */
@Injectable()
export class CompetitionHolds {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /** The competition that holds the stand at some moment of [from, to), if any (the earliest). */
  async holderOf(
    em: EntityManager | null,
    companyId: number,
    standId: number,
    from: Date,
    to: Date,
    exceptCompetitionId?: number,
  ): Promise<CompetitionHold | null> {
    const qb = tenantScoped(
      (em ?? this.dataSource.manager)
        .createQueryBuilder(Competition, 'c')
        .innerJoin(CompetitionStand, 'cs', 'cs.competition_id = c.id AND cs.company_id = c.company_id')
        .select(['c.id', 'c.name', 'c.starts_at', 'c.ends_at']),
      'cs',
      companyId,
    )
      .andWhere('cs.stand_id = :standId', { standId })
      .andWhere('c.status IN (:...statuses)', { statuses: HOLDING_COMPETITION_STATUSES })
      .andWhere('c.starts_at < :to AND c.ends_at > :from', { from, to })
      .orderBy('c.starts_at', 'ASC')
      .limit(1);
    if (exceptCompetitionId) qb.andWhere('c.id <> :exceptId', { exceptId: exceptCompetitionId });
    const c = await qb.getOne();
    return c ? { id: c.id, name: c.name, starts_at: c.starts_at, ends_at: c.ends_at } : null;
  }

  /** The holds of these stands that touch [from, to): each stand with the competition's times (the public calendar). */
  async holdsOf(
    companyId: number,
    standIds: number[],
    from: Date,
    to: Date,
  ): Promise<{ standId: number; from: Date; to: Date }[]> {
    if (!standIds.length) return [];
    const competitions = await tenantScoped(
      this.dataSource
        .createQueryBuilder(Competition, 'c')
        .innerJoin(CompetitionStand, 'cs', 'cs.competition_id = c.id AND cs.company_id = c.company_id')
        .select(['c.id', 'c.starts_at', 'c.ends_at']),
      'cs',
      companyId,
    )
      .andWhere('cs.stand_id IN (:...standIds)', { standIds })
      .andWhere('c.status IN (:...statuses)', { statuses: HOLDING_COMPETITION_STATUSES })
      .andWhere('c.starts_at < :to AND c.ends_at > :from', { from, to })
      .getMany();
    if (!competitions.length) return [];
    const stands = await this.dataSource.getRepository(CompetitionStand).find({
      where: tenantWhere<CompetitionStand>(companyId, {
        competition_id: In(competitions.map((c) => c.id)),
        stand_id: In(standIds),
      }),
      select: { competition_id: true, stand_id: true },
    });
    const times = new Map(competitions.map((c) => [c.id, c]));
    return stands.map((s) => ({
      standId: s.stand_id,
      from: times.get(s.competition_id)!.starts_at,
      to: times.get(s.competition_id)!.ends_at,
    }));
  }

  /** Of these stands, the ones a competition's sector has named, whatever its status (a stand so named is not deleted). */
  async usedStandIds(companyId: number, standIds: number[]): Promise<Set<number>> {
    if (!standIds.length) return new Set();
    const rows = await this.dataSource.getRepository(CompetitionStand).find({
      where: tenantWhere<CompetitionStand>(companyId, { stand_id: In(standIds) }),
      select: { stand_id: true },
    });
    return new Set(rows.map((r) => r.stand_id));
  }

  /** The names of the competitions on a water, whatever their status, in name order (a water with competitions is not deleted). */
  async namesOnWater(companyId: number, waterId: number): Promise<string[]> {
    const rows = await this.dataSource.getRepository(Competition).find({
      where: tenantWhere<Competition>(companyId, { water_id: waterId }),
      select: { name: true },
      order: { name: 'ASC' },
    });
    return rows.map((r) => r.name);
  }

  /**
   * The names of the competitions (name order) with a team, whatever its status, of which the
   * client is a member (a client in a team is not deleted).
   */
  async namesOfMember(companyId: number, clientId: number): Promise<string[]> {
    const rows = await tenantScoped(
      this.dataSource
        .createQueryBuilder(Competition, 'c')
        .innerJoin(CompetitionMember, 'm', 'm.competition_id = c.id AND m.company_id = c.company_id')
        .select('DISTINCT c.name', 'name'),
      'm',
      companyId,
    )
      .andWhere('m.client_id = :clientId', { clientId })
      .orderBy('c.name', 'ASC')
      .getRawMany<{ name: string }>();
    return rows.map((r) => r.name);
  }

  /** Of these stands, the ones a competition holds at some moment of [from, to) (the board, the public calendar). */
  async heldStandIds(companyId: number, standIds: number[], from: Date, to: Date): Promise<Set<number>> {
    if (!standIds.length) return new Set();
    const rows = await tenantScoped(
      this.dataSource
        .createQueryBuilder(CompetitionStand, 'cs')
        .innerJoin(Competition, 'c', 'c.id = cs.competition_id AND c.company_id = cs.company_id')
        .select('DISTINCT cs.stand_id', 'id'),
      'cs',
      companyId,
    )
      .andWhere('cs.stand_id IN (:...standIds)', { standIds })
      .andWhere('c.status IN (:...statuses)', { statuses: HOLDING_COMPETITION_STATUSES })
      .andWhere('c.starts_at < :to AND c.ends_at > :from', { from, to })
      .getRawMany<{ id: number }>();
    return new Set(rows.map((r) => Number(r.id)));
  }
}
