import { createHash } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, In, MoreThanOrEqual } from 'typeorm';
import { AppException } from '@app/common/app-exception';
import { CompaniesService } from '@app/companies/companies.service';
import { WatersService } from '@app/waters/waters.service';
import {
  fishIdsOf,
  PublicCompetitionListItem,
  PublicCompetitionResponse,
  presentPublicCompetition,
  roundsOf,
} from './competition.presenter';
import { Competition } from './entities/competition.entity';
import { CompetitionsService } from './competitions.service';
import { eligibleCatch, kgToGrams } from './ranking';
import { WeighInsService } from './weigh-ins.service';

/** How long one computed public answer serves every poller of a competition. */
export const PUBLIC_CACHE_MS = 1000;
/** The latest weigh-ins the public page shows. */
export const PUBLIC_LATEST = 20;
/**
 * The public statuses: a draft is not shown. A cancelled competition is, so that the teams that
 * registered learn it: its page says so, and the list names it until its end date.
 */
const LISTED = ['registration', 'drawn', 'running', 'finished'] as const;
const SHOWN: readonly string[] = [...LISTED, 'cancelled'];

/** A public answer ready to send: its JSON text and its ETag (a hash of the text). */
export interface PublicAnswer {
  json: string;
  etag: string;
}

/**
 * The public live page of a competition (the ranking and the latest weigh-ins, team names and
 * stands, never a phone) stays light for a few hundred phones polling it: one answer is computed per
 * competition at most once a second (concurrent pollers share the computation) and sent with an ETag,
 * so a poller whose answer has not changed gets a 304 with no body.
 */
@Injectable()
export class PublicCompetitionsService {
  private readonly cache = new Map<string, { until: number; answer: Promise<PublicAnswer> }>();

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly companies: CompaniesService,
    private readonly waters: WatersService,
    private readonly weighIns: WeighInsService,
    private readonly competitions: CompetitionsService,
  ) {}

  async list(slug: string): Promise<PublicCompetitionListItem[]> {
    const company = await this.companies.publicBySlug(slug);
    if (!company) throw AppException.notFound();
    const rows = await this.dataSource.getRepository(Competition).find({
      where: [
        { company_id: company.id, status: In([...LISTED]) },
        { company_id: company.id, status: 'cancelled', ends_at: MoreThanOrEqual(new Date()) },
      ],
      order: { starts_at: 'DESC', id: 'DESC' },
      take: 50,
    });
    const [waters, places] = await Promise.all([
      this.waters.names(
        company.id,
        rows.map((c) => c.water_id),
      ),
      this.competitions.placesLeft(
        company.id,
        rows.map((c) => c.id),
      ),
    ]);
    return rows.map((c) => presentPublicCompetition(c, waters.get(c.water_id) ?? '', places.get(c.id) ?? 0));
  }

  /** The answer of GET /api/public/companies/{slug}/competitions/{id}, from the cache when fresh. */
  answer(slug: string, id: number, now = Date.now()): Promise<PublicAnswer> {
    const key = `${slug.toLowerCase()}:${id}`;
    const hit = this.cache.get(key);
    if (hit && hit.until > now) return hit.answer;
    const answer = this.compute(slug, id).then((body) => {
      const json = JSON.stringify(body);
      return { json, etag: `W/"${createHash('sha1').update(json).digest('base64url')}"` };
    });
    this.cache.set(key, { until: now + PUBLIC_CACHE_MS, answer });
    // A failure (404, a lost database) is not kept: the next poller asks again.
    answer.catch(() => this.cache.delete(key));
    if (this.cache.size > 1000) for (const [k, v] of this.cache) if (v.until <= now) this.cache.delete(k);
    return answer;
  }

  async compute(slug: string, id: number): Promise<PublicCompetitionResponse> {
    const company = await this.companies.publicBySlug(slug);
    if (!company) throw AppException.notFound();
    const c = await this.dataSource.getRepository(Competition).findOne({ where: { company_id: company.id, id } });
    if (!c || !SHOWN.includes(c.status)) throw AppException.notFound();
    const [d, rows, waters, places] = await Promise.all([
      this.weighIns.data(company.id, c),
      this.weighIns.countingRows(company.id, c.id),
      this.waters.names(company.id, [c.water_id]),
      this.competitions.placesLeft(company.id, [c.id]),
    ]);
    const ranking = this.weighIns.rank(d, rows);
    const team = new Map(d.teams.map((t) => [t.id, t]));
    const sectorName = new Map(d.sectors.map((s) => [s.id, s.name]));
    const latest = rows.slice(-PUBLIC_LATEST).reverse();
    const rules = { fishIds: fishIdsOf(c), minWeightG: kgToGrams(c.min_weight_kg) };
    return {
      ...presentPublicCompetition(c, waters.get(c.water_id) ?? '', places.get(c.id) ?? 0),
      rounds: roundsOf(c).map((r, i) => ({ round: i + 1, starts_at: r.starts_at, ends_at: r.ends_at })),
      version: rows.length ? rows[rows.length - 1].id : 0,
      ranking,
      latest: latest.map((w) => {
        const t = team.get(w.team_id);
        return {
          id: w.id,
          team_name: t?.name ?? '',
          stand_number: t?.stand_number ?? null,
          sector_name: t?.sector_id ? (sectorName.get(t.sector_id) ?? null) : null,
          fish: d.fishNames.get(w.fish_id) ?? '',
          weight_kg: Number(w.weight_kg).toFixed(3),
          round: w.round,
          weighed_at: w.weighed_at,
          scores: eligibleCatch(rules, { fishId: w.fish_id, weightG: kgToGrams(w.weight_kg) }),
        };
      }),
    };
  }
}
