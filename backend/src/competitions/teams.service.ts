import { createHmac } from 'node:crypto';
import { HttpStatus, Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { Brackets, DataSource, EntityManager, In, IsNull, Not } from 'typeorm';
import { scrub } from '@app/audit/audit-values';
import { AppException } from '@app/common/app-exception';
import { writeLock } from '@app/common/row-lock';
import { tenantScoped } from '@app/common/tenancy';
import { erasedValues, initials, type ClientErasure, type ErasedPerson } from '@app/common/erasure';
import type { AuthUser } from '@app/common/auth-user';
import { money, toBani } from '@app/common/money';
import { likePattern, pageParams, toPage } from '@app/common/pagination';
import { bucharestDate } from '@app/common/time';
import { withTransaction } from '@app/common/transactions';
import { forSameOwner, keepRequestKey, oncePerKey } from '@app/common/request-keys';
import { emailKey, PENDING_LIMIT_MESSAGE, publicAddress, toE164 } from '@app/common/validation/public-form';
import { guestKeys } from '@app/bookings/phone';
import { ClientsService } from '@app/clients/clients.service';
import { splitName } from '@app/clients/person-name';
import { foldText } from '@app/clients/search-keys';
import { CompaniesService } from '@app/companies/companies.service';
import { APP_CONFIG, AppConfig } from '@app/config/config';
import { DocSeriesService } from '@app/doc-series/doc-series.service';
import { saleCancelledSql } from '@app/fiscal/fiscal-job-joins';
import { SalesService } from '@app/fiscal/sales.service';
import { ReceiptsService } from '@app/receipts/receipts.service';
import { type PaidSale, type PaymentMethod, readPaidSales } from '@app/passes/payment-methods';
import { CompetitionTeamResponse, TeamReceiptRef } from './competition.presenter';
import { CreateTeamDto, PublicRegistrationDto, ReasonDto, TeamCheckInDto, TeamFilterDto } from './dto/competition.dto';
import { Competition } from './entities/competition.entity';
import { CompetitionMember } from './entities/competition-member.entity';
import { CompetitionSector } from './entities/competition-sector.entity';
import { CompetitionStand } from './entities/competition-stand.entity';
import { CompetitionTeam } from './entities/competition-team.entity';

/** Teams are registered (by staff or as requests) while these hold. */
const OPEN_FOR_TEAMS = ['draft', 'registration', 'drawn'] as const;

/** The 422 of a team with more members than the competition's team size. */
const tooLarge = (teamSize: number) =>
  teamSize === 1 ? 'O echipă are un singur membru.' : `O echipă are cel mult ${teamSize} membri.`;

/** Why the privacy run withdrew a registration request nobody answered (expireRequests()). */
export const REGISTRATION_EXPIRED = 'Cerere expirată: nu a primit răspuns până la încheierea concursului.';

/** Two team names that are the same as people type them (case, spaces and diacritics aside). */
const sameTeamName = (a: string, b: string) => foldText(a) === foldText(b);

/** One spelling of a phone typed by staff: E.164 when it is one, else digits (a leading + kept). */
function phoneOf(raw: string): string {
  const trimmed = raw.trim();
  return toE164(trimmed) ?? (trimmed.startsWith('+') ? '+' : '') + trimmed.replace(/\D/g, '');
}

/** What forgetting people changes in a competition's rows (forgetting()): only the rows that change. */
interface Forgetting {
  members: { id: number; name: string }[];
  teams: { id: number; name: string; phone: string; email: string | null }[];
}

/**
 * Forgetting people in a competition's records, for an erasure (TeamsService.erasure()) and the
 * retention run (TeamsService.guestErasure()): `members` keep the initials of their name and lose
 * their phone; `teams` lose every `erased` value from their name and phone ("Echipa ***"), and their
 * e-mail when it is one of them.
 */
function forgetting(members: CompetitionMember[], teams: CompetitionTeam[], erased: string[]): Forgetting {
  return {
    members: members.flatMap((m) => {
      const name = initials(m.name) ?? '';
      return name === m.name && m.phone === null ? [] : [{ id: m.id, name }];
    }),
    teams: teams.flatMap((team) => {
      const name = scrub(team.name, erased);
      const phone = scrub(team.phone, erased);
      const email = team.email !== null && scrub(team.email, erased) !== team.email ? null : team.email;
      return name === team.name && phone === team.phone && email === team.email
        ? []
        : [{ id: team.id, name, phone, email }];
    }),
  };
}

async function writeForgetting(em: EntityManager, companyId: number, changes: Forgetting): Promise<void> {
  for (const m of changes.members)
    await em.update(CompetitionMember, { id: m.id, company_id: companyId }, { name: m.name, phone: null });
  for (const { id, name, phone, email } of changes.teams)
    await em.update(CompetitionTeam, { id, company_id: companyId }, { name, phone, email });
}

/**
 * A team's guests for the retention run: its members not linked to a client and, when its first
 * member (whose contact the team's phone and e-mail are) is one of them, that contact; their values
 * as an erasure lists them (common/erasure.ts), a name also word by word (a team named after one),
 * and what forgetting them changes. `lineup` in position order.
 */
function teamGuests(team: CompetitionTeam, lineup: CompetitionMember[]) {
  const guests = lineup.filter((m) => m.client_id === null);
  const contact = lineup[0]?.client_id === null;
  const values = [
    ...guests.flatMap((m) => [m.name, ...m.name.split(/\s+/)]),
    ...(contact && team.email ? [team.email] : []),
  ];
  const phones = [...guests.map((m) => m.phone), ...(contact ? [team.phone] : [])];
  const erased = erasedValues(values, phones);
  return { guests, values, phones, changes: forgetting(guests, [team], erased) };
}

@Injectable()
export class TeamsService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly clients: ClientsService,
    private readonly companies: CompaniesService,
    private readonly series: DocSeriesService,
    private readonly sales: SalesService,
    private readonly receipts: ReceiptsService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  private async competition(companyId: number, id: number, em: EntityManager = this.dataSource.manager) {
    const c = await em.findOne(Competition, { where: { company_id: companyId, id } });
    if (!c) throw AppException.notFound();
    return c;
  }

  /** The competition's row, locked until the transaction ends on MariaDB: registrations queue on it. */
  private async lockCompetition(em: EntityManager, companyId: number, id: number): Promise<Competition> {
    const qb = tenantScoped(em.createQueryBuilder(Competition, 'c'), 'c', companyId).andWhere('c.id = :id', { id });
    if (this.dataSource.options.type !== 'better-sqlite3') qb.setLock('pessimistic_write');
    const c = await qb.getOne();
    if (!c) throw AppException.notFound();
    return c;
  }

  /** 409 when the confirmed teams already fill the sectors' stands. */
  private async assertRoom(em: EntityManager, companyId: number, competitionId: number) {
    const [stands, confirmed] = await Promise.all([
      em.count(CompetitionStand, { where: { company_id: companyId, competition_id: competitionId } }),
      em.count(CompetitionTeam, {
        where: { company_id: companyId, competition_id: competitionId, status: 'confirmed' },
      }),
    ]);
    if (confirmed >= stands)
      throw AppException.conflict(`Toate cele ${stands} standuri ale concursului au deja echipe confirmate.`);
  }

  async list(companyId: number, competitionId: number, filter: TeamFilterDto) {
    await this.competition(companyId, competitionId);
    const { page, perPage, skip } = pageParams(filter);
    const qb = tenantScoped(
      this.dataSource.getRepository(CompetitionTeam).createQueryBuilder('t'),
      't',
      companyId,
    ).andWhere('t.competition_id = :competitionId', { competitionId });
    if (filter.status) qb.andWhere('t.status = :status', { status: filter.status });
    const search = filter.search?.trim();
    if (search)
      qb.andWhere("(t.name LIKE :q ESCAPE '!' OR t.stand_number = :exact)", { q: likePattern(search), exact: search });
    const dir = filter.sort_dir === 'desc' ? 'DESC' : 'ASC';
    const sort = { name: 't.name', created_at: 't.created_at', id: 't.id', stand_number: 't.stand_number' };
    qb.orderBy(sort[filter.sort_by as keyof typeof sort] ?? 't.id', dir).addOrderBy('t.id', dir);
    const [rows, total] = await qb.skip(skip).take(perPage).getManyAndCount();
    return toPage(await this.present(companyId, rows), total, page, perPage);
  }

  async get(companyId: number, competitionId: number, teamId: number): Promise<CompetitionTeamResponse> {
    const team = await this.dataSource
      .getRepository(CompetitionTeam)
      .findOne({ where: { company_id: companyId, competition_id: competitionId, id: teamId } });
    if (!team) throw AppException.notFound();
    const [shown] = await this.present(companyId, [team]);
    return shown;
  }

  async present(companyId: number, teams: CompetitionTeam[]): Promise<CompetitionTeamResponse[]> {
    if (!teams.length) return [];
    const ids = teams.map((t) => t.id);
    const sectorIds = [...new Set(teams.map((t) => t.sector_id).filter((x): x is number => x !== null))];
    const [members, sectors, receipts, jobs] = await Promise.all([
      this.dataSource.getRepository(CompetitionMember).find({
        where: { company_id: companyId, team_id: In(ids) },
        order: { position: 'ASC', id: 'ASC' },
      }),
      sectorIds.length
        ? this.dataSource.getRepository(CompetitionSector).find({ where: { company_id: companyId, id: In(sectorIds) } })
        : Promise.resolve([]),
      Promise.all(
        teams.map(async (t): Promise<[number, TeamReceiptRef | null]> => {
          if (!t.fee_receipt_id) return [t.id, null];
          const r = await this.receipts.get(companyId, t.fee_receipt_id).catch(() => null);
          return [t.id, r ? { id: r.id, series: r.series, number: r.number } : null];
        }),
      ),
      Promise.all(teams.map(async (t) => [t.id, await this.sales.jobRef(companyId, t.fee_fiscal_job_id)] as const)),
    ]);
    const sectorNames = new Map(sectors.map((s) => [s.id, s.name]));
    const receiptOf = new Map(receipts);
    const jobOf = new Map(jobs);
    return teams.map((t) => ({
      id: t.id,
      competition_id: t.competition_id,
      name: t.name,
      phone: t.phone,
      email: t.email,
      status: t.status,
      source: t.source,
      members: members
        .filter((m) => m.team_id === t.id)
        .map((m) => ({ id: m.id, client_id: m.client_id, name: m.name, phone: m.phone })),
      sector_id: t.sector_id,
      sector_name: t.sector_id !== null ? (sectorNames.get(t.sector_id) ?? null) : null,
      stand_id: t.stand_id,
      stand_number: t.stand_number,
      fee: money(t.fee),
      fee_paid: t.checked_in_at !== null,
      fee_payment_method: t.fee_payment_method,
      fee_receipt: receiptOf.get(t.id) ?? null,
      fee_fiscal_job: jobOf.get(t.id) ?? null,
      checked_in_at: t.checked_in_at,
      cancel_reason: t.cancel_reason,
      created_at: t.created_at,
    }));
  }

  /**
   * Staff register a team: confirmed at once. Members are clients (member_ids) and guests; a client
   * already in a team of the competition that has not withdrawn is refused (422).
   */
  async create(actor: AuthUser, companyId: number, competitionId: number, dto: CreateTeamDto) {
    const c = await this.competition(companyId, competitionId);
    const memberIds = [...new Set(dto.member_ids ?? [])];
    const guests = dto.guests ?? [];
    const errors: Record<string, string[]> = {};
    const clients = await Promise.all(
      memberIds.map((id) =>
        this.clients.find(companyId, id).catch((err: unknown) => {
          if (err instanceof AppException) return null;
          throw err;
        }),
      ),
    );
    if (clients.some((x) => !x)) errors.member_ids = ['Un client ales nu există.'];
    const size = memberIds.length + guests.length;
    if (size < 1) errors.member_ids = ['Alegeți cel puțin un membru al echipei.'];
    else if (size > c.team_size) errors.member_ids = [tooLarge(c.team_size)];
    if (Object.keys(errors).length) throw AppException.invalid(errors);
    if (!OPEN_FOR_TEAMS.includes(c.status as (typeof OPEN_FOR_TEAMS)[number]))
      throw AppException.conflict('Echipele se înscriu până la începerea concursului.');
    const members = [
      ...clients.map((cl) => ({
        client_id: cl!.id,
        name: `${cl!.last_name} ${cl!.first_name}`,
        phone: cl!.phone ?? null,
      })),
      ...guests.map((g) => ({ client_id: null, name: g.name, phone: g.phone ? phoneOf(g.phone) : null })),
    ];
    const id = await withTransaction(this.dataSource, async (em) => {
      const locked = await this.lockCompetition(em, companyId, competitionId);
      if (!OPEN_FOR_TEAMS.includes(locked.status as (typeof OPEN_FOR_TEAMS)[number]))
        throw AppException.conflict('Echipele se înscriu până la începerea concursului.');
      // The team size as it is now: a change of it may have committed since the check above.
      if (size > locked.team_size) throw AppException.invalid({ member_ids: [tooLarge(locked.team_size)] });
      await this.assertRoom(em, companyId, competitionId);
      // The member clients held until this commits: a delete of one waits for the team and then refuses.
      if (!(await this.clients.holdNamed(em, companyId, memberIds)))
        throw AppException.invalid({ member_ids: ['Un client ales nu există.'] });
      // Read under the competition's lock, which every registration takes first: of teams naming
      // the same angler at once, the first written is seen by the others.
      const taken = await this.teamsOfMembers(em, companyId, competitionId, memberIds);
      if (taken.length)
        throw AppException.invalid({
          member_ids: taken.map((m) => `${m.name} este deja în echipa „${m.team}” a acestui concurs.`),
        });
      return this.insertTeam(em, companyId, locked, {
        name: dto.name,
        phone: phoneOf(dto.phone),
        email: null,
        status: 'confirmed',
        source: 'staff',
        request_ip_hash: null,
        created_by: actor.id,
        members,
      });
    });
    return this.get(companyId, competitionId, id);
  }

  /** The members among `clientIds` already in a team of the competition that has not withdrawn, with its name. */
  private async teamsOfMembers(
    em: EntityManager,
    companyId: number,
    competitionId: number,
    clientIds: number[],
  ): Promise<{ name: string; team: string }[]> {
    if (!clientIds.length) return [];
    return tenantScoped(em.createQueryBuilder(CompetitionMember, 'm'), 'm', companyId)
      .innerJoin(CompetitionTeam, 't', 't.id = m.team_id AND t.company_id = m.company_id')
      .select('m.name', 'name')
      .addSelect('t.name', 'team')
      .andWhere('m.competition_id = :competitionId', { competitionId })
      .andWhere('m.client_id IN (:...clientIds)', { clientIds })
      .andWhere("t.status <> 'cancelled'")
      .orderBy('m.id', 'ASC')
      .getRawMany<{ name: string; team: string }>();
  }

  private async insertTeam(
    em: EntityManager,
    companyId: number,
    c: Competition,
    t: Pick<CompetitionTeam, 'name' | 'phone' | 'email' | 'status' | 'source' | 'request_ip_hash' | 'created_by'> & {
      members: { client_id: number | null; name: string; phone: string | null }[];
    },
  ): Promise<number> {
    // One team by a name in a competition (case, spaces and diacritics aside): the live ranking,
    // the sheets and the draw tell teams by their names. Read under the competition's lock.
    const namesake = (
      await em.find(CompetitionTeam, {
        where: { company_id: companyId, competition_id: c.id, status: Not('cancelled') },
        select: { id: true, name: true },
      })
    ).find((team) => sameTeamName(team.name, t.name));
    if (namesake)
      throw AppException.conflict(
        `O echipă cu numele „${namesake.name}” este deja înscrisă la acest concurs: alegeți alt nume.`,
      );
    const inserted = await em.insert(CompetitionTeam, {
      company_id: companyId,
      competition_id: c.id,
      name: t.name,
      phone: t.phone,
      email: t.email,
      status: t.status,
      source: t.source,
      request_ip_hash: t.request_ip_hash,
      sector_id: null,
      stand_id: null,
      stand_number: null,
      fee: money(c.entry_fee),
      fee_receipt_id: null,
      fee_fiscal_job_id: null,
      fee_payment_method: null,
      checked_in_at: null,
      cancel_reason: null,
      created_by: t.created_by,
    });
    const teamId = Number(inserted.identifiers[0].id);
    await em.insert(
      CompetitionMember,
      t.members.map((m, position) => ({
        company_id: companyId,
        competition_id: c.id,
        team_id: teamId,
        client_id: m.client_id,
        name: m.name,
        phone: m.phone,
        position,
      })),
    );
    return teamId;
  }

  async confirm(companyId: number, competitionId: number, teamId: number) {
    await this.get(companyId, competitionId, teamId);
    await withTransaction(this.dataSource, async (em) => {
      const c = await this.lockCompetition(em, companyId, competitionId);
      if (!OPEN_FOR_TEAMS.includes(c.status as (typeof OPEN_FOR_TEAMS)[number]))
        throw AppException.conflict('Echipele se confirmă până la începerea concursului.');
      await this.assertRoom(em, companyId, competitionId);
      const result = await em.update(
        CompetitionTeam,
        { id: teamId, company_id: companyId, competition_id: competitionId, status: 'requested' },
        { status: 'confirmed' },
      );
      if (!result.affected) throw AppException.conflict('Doar o cerere de înscriere se confirmă.');
    });
    return this.get(companyId, competitionId, teamId);
  }

  /**
   * A team withdraws before the start. Its entry fee, when taken, is undone in the same transaction
   * (undoFee(), as "Anulează încasarea"): the lake hands it back, so its books must not keep it; when
   * it cannot be undone (its day closed, 409) the team stays as it was.
   */
  async cancel(actor: AuthUser, companyId: number, competitionId: number, teamId: number, dto: ReasonDto) {
    await this.get(companyId, competitionId, teamId);
    await withTransaction(this.dataSource, async (em) => {
      // The competition's row first, locked (MariaDB), as registrations take it: a start being written
      // meanwhile is waited for and seen, so no team leaves a competition that has begun.
      const c = await this.lockCompetition(em, companyId, competitionId);
      if (c.status === 'running' || c.status === 'finished')
        throw AppException.conflict('O echipă nu se mai retrage după începerea concursului.');
      const result = await em.update(
        CompetitionTeam,
        { id: teamId, company_id: companyId, competition_id: competitionId, status: In(['requested', 'confirmed']) },
        { status: 'cancelled', cancel_reason: dto.reason ?? null, sector_id: null, stand_id: null, stand_number: null },
      );
      if (!result.affected) throw AppException.conflict('Echipa este deja retrasă.');
      const team = await this.lockTeam(em, companyId, competitionId, teamId);
      if (team.checked_in_at !== null) await this.undoFee(em, actor, companyId, team, dto.reason ?? null);
    });
    return this.get(companyId, competitionId, teamId);
  }

  /**
   * The team is at the lake: its guest members become clients, and the entry fee is taken through the
   * one sale mechanism (fiscal/sales.service.ts): a chitanță when paid in cash, or a bon fiscal's job
   * in `amef` mode, written in the transaction that marks the team checked in with how the fee was
   * paid. The payer is the team's first member. A check-in sent again with its `request_key` after
   * its answer was lost (a weak signal) takes no second fee: the key is kept with the check-in in its
   * transaction, and the answer is the team as the first attempt left it (409 when the key took
   * another team's fee).
   */
  async checkIn(actor: AuthUser, companyId: number, competitionId: number, teamId: number, dto: TeamCheckInDto) {
    return oncePerKey(
      this.dataSource,
      { companyId, key: dto.request_key, kind: 'entry_fee' },
      () => this.takeFee(actor, companyId, competitionId, teamId, dto),
      async (paidFor) => {
        forSameOwner('entry_fee', paidFor, paidFor, teamId);
        return this.get(companyId, competitionId, teamId);
      },
    );
  }

  private async takeFee(
    actor: AuthUser,
    companyId: number,
    competitionId: number,
    teamId: number,
    dto: TeamCheckInDto,
  ) {
    const team = await this.get(companyId, competitionId, teamId);
    const c = await this.competition(companyId, competitionId);
    if (team.status !== 'confirmed') throw AppException.conflict('Doar o echipă confirmată se prezintă.');
    if (team.checked_in_at) throw AppException.conflict('Echipa s-a prezentat deja; taxa este încasată.');
    if (c.status === 'finished' || c.status === 'cancelled')
      throw AppException.conflict('Concursul este încheiat sau anulat.');
    for (const m of team.members.filter((x) => x.client_id === null)) {
      const clientId = await this.clients.addGuest(this.dataSource.manager, companyId, {
        ...splitName(m.name),
        phone: m.phone ?? null,
        email: null,
      });
      await this.dataSource
        .getRepository(CompetitionMember)
        .update({ id: m.id, company_id: companyId, client_id: IsNull() }, { client_id: clientId });
    }
    const members = await this.dataSource
      .getRepository(CompetitionMember)
      .find({ where: { company_id: companyId, team_id: teamId }, order: { position: 'ASC', id: 'ASC' } });
    const payer = members.find((m) => m.client_id !== null)?.client_id ?? null;
    const fee = money(team.fee);
    const paid = toBani(fee) > 0 && payer !== null;
    // A chitanță is for cash only; a card or transfer fee is counted from the team's fee_payment_method.
    const doc = paid
      ? await this.sales.document(companyId, {
          waterId: c.water_id,
          paymentMethod: dto.payment_method,
          amount: fee,
          receiptDue: dto.payment_method === 'cash',
        })
      : ({ kind: 'none' } as const);
    const receiptSeries =
      doc.kind === 'receipt'
        ? await this.series.resolve(this.dataSource.manager, companyId, 'receipt', dto.receipt_series_id)
        : null;
    const issuedOn = bucharestDate();
    await withTransaction(this.dataSource, async (em) => {
      // The competition's row first, locked (MariaDB), as its cancellation takes it before undoing the
      // fees taken (undoFees()): a cancellation written meanwhile is waited for and seen (409), and one
      // after finds this fee and undoes it.
      const locked = await this.lockCompetition(em, companyId, competitionId);
      if (locked.status === 'finished' || locked.status === 'cancelled')
        throw AppException.conflict('Concursul este încheiat sau anulat.');
      await this.sales.begin(em, companyId, doc, issuedOn);
      const description = `Taxă de participare: ${c.name}, echipa ${team.name}`;
      const { receiptId, fiscalJobId } = await this.sales.take(em, doc, {
        receipt: () => ({
          companyId,
          clientId: payer!,
          passId: null,
          amount: fee,
          description,
          issuedOn,
          dayOpen: true,
          seriesId: dto.receipt_series_id ?? null,
          series: receiptSeries,
          fiscalReceiptNo: null,
          createdBy: actor.id,
        }),
        fiscal: () => ({
          companyId,
          source: 'entry_fee',
          clientId: payer,
          paymentMethod: dto.payment_method,
          amount: fee,
          reference: `Taxă concurs, echipa ${team.name}`,
          line: { name: description, planId: null },
          createdBy: actor.id,
        }),
      });
      // Conditional on the team not checked in yet: the check above read it before this transaction, so of
      // two check-ins at once only one marks it, and the other's fee (its number too) is rolled back.
      const result = await em.update(
        CompetitionTeam,
        { id: teamId, company_id: companyId, status: 'confirmed', checked_in_at: IsNull() },
        {
          checked_in_at: new Date(),
          fee_receipt_id: receiptId,
          fee_fiscal_job_id: fiscalJobId,
          fee_payment_method: paid ? dto.payment_method : null,
        },
      );
      if (!result.affected) throw AppException.conflict('Echipa tocmai a fost schimbată de altcineva.');
      if (dto.request_key) await em.query(...keepRequestKey(companyId, dto.request_key, 'entry_fee', teamId));
    });
    return this.get(companyId, competitionId, teamId);
  }

  /**
   * Undoes a team's entry fee ("Anulează încasarea") in one transaction, undoFee(), so the fee can be
   * taken again. The only way to cancel a fee's document: alone it is refused (409, feeHolder()), or
   * the team would show a fee the books no longer hold.
   */
  async cancelFee(actor: AuthUser, companyId: number, competitionId: number, teamId: number, dto: ReasonDto) {
    await this.get(companyId, competitionId, teamId);
    await withTransaction(this.dataSource, async (em) => {
      const team = await this.lockTeam(em, companyId, competitionId, teamId);
      if (team.checked_in_at === null) throw AppException.conflict('Taxa echipei nu este încasată.');
      await this.undoFee(em, actor, companyId, team, dto.reason ?? null);
    });
    return this.get(companyId, competitionId, teamId);
  }

  /**
   * The competition's cancellation (CompetitionsService.cancel()), in its transaction after the
   * competition's row is locked and cancelled: every fee taken is undone (undoFee()), or the first
   * that cannot be throws its 409 and the whole cancellation rolls back. A check-in takes the
   * competition's row first too, so it either committed before (its fee is read here) or sees the
   * competition cancelled.
   */
  async undoFees(em: EntityManager, actor: AuthUser, companyId: number, competitionId: number, reason: string | null) {
    const paid = await em.find(CompetitionTeam, {
      where: { company_id: companyId, competition_id: competitionId, checked_in_at: Not(IsNull()) },
      order: { id: 'ASC' },
      lock: writeLock(em),
    });
    for (const team of paid) await this.undoFee(em, actor, companyId, team, reason);
  }

  /** The team as committed, held until the transaction ends: a check-in or another undo meanwhile is waited for. */
  private async lockTeam(em: EntityManager, companyId: number, competitionId: number, teamId: number) {
    const team = await em.findOne(CompetitionTeam, {
      where: { company_id: companyId, competition_id: competitionId, id: teamId },
      lock: writeLock(em),
    });
    if (!team) throw AppException.notFound();
    return team;
  }

  /**
   * A checked-in team's entry fee undone inside the caller's transaction, the team held (lockTeam()):
   * its chitanță is cancelled, or its bon's sale (a printed bon leaves a return to record), and the
   * team is no longer checked in. A chitanță of a closed day is refused as its own cancellation is
   * (409), and so is one whose cancellation would leave the cash register negative; a fee by card or
   * transfer leaves the cash book's sum of today, refused (409) while today is closed
   * (SalesService.nonCashCancelled()).
   */
  private async undoFee(
    em: EntityManager,
    actor: AuthUser,
    companyId: number,
    team: CompetitionTeam,
    reason: string | null,
  ): Promise<void> {
    if (team.fee_receipt_id !== null) {
      const receipt = (await this.receipts.byIds(companyId, [team.fee_receipt_id])).get(team.fee_receipt_id);
      // Already cancelled (before its cancellation alone was refused): nothing more to cancel.
      if (receipt?.status === 'issued') {
        await this.receipts.cancelIssued(em, receipt, {
          cancelled_at: new Date(),
          cancelled_by: actor.id,
          cancel_reason: reason,
        });
      }
    }
    // A fee whose bon's sale was cancelled before took no money: nothing leaves the cash book.
    const stood =
      team.fee_fiscal_job_id === null || (await this.sales.entryFeeCancelled(em, companyId, team.fee_fiscal_job_id));
    // By card or transfer: in the cash book's sum of today (of its own day when taken today), which
    // must be open (409). After the chitanță, whose cancellation takes the cash lock exclusively.
    if (stood) {
      await this.sales.nonCashCancelled(em, companyId, {
        source: 'entry_fee',
        method: team.fee_payment_method,
        amount: team.fee,
        soldAt: team.checked_in_at,
        receiptId: team.fee_receipt_id,
      });
    }
    await em.update(
      CompetitionTeam,
      { id: team.id, company_id: companyId },
      { checked_in_at: null, fee_receipt_id: null, fee_fiscal_job_id: null, fee_payment_method: null },
    );
  }

  /**
   * The team whose entry fee this chitanță or bon is, while the team shows it paid, as the refusal of
   * the document's cancellation alone names it (ReceiptCancelChecks, SalesService.entryFeeOf()).
   */
  async feeHolder(
    companyId: number,
    document: { fee_receipt_id: number } | { fee_fiscal_job_id: number },
  ): Promise<{ what: string; undo: string } | null> {
    const team = await this.dataSource.getRepository(CompetitionTeam).findOne({
      where: { company_id: companyId, ...document, checked_in_at: Not(IsNull()) },
    });
    if (!team) return null;
    const c = await this.competition(companyId, team.competition_id);
    return {
      what: `taxa de participare a echipei „${team.name}” la concursul „${c.name}”`,
      undo: 'anulați încasarea din concurs (Echipe → Anulează încasarea)',
    };
  }

  /**
   * The entry fees taken in one of `methods` at check-ins in [start, end) without a chitanță (one
   * with a chitanță counts with the receipts), on a bon fiscal or on none; a fee undone (cancelFee(),
   * a withdrawal, the competition's cancellation) is no longer a check-in's, and a fee whose bon's
   * sale was cancelled (before printing, or by a return) took no money. For the cash book's card and transfer sums and the
   * finance chart's income; a company's teams are few, read by company, their bons by primary key.
   */
  async feeSales(
    em: EntityManager,
    companyId: number,
    methods: PaymentMethod[],
    start: Date,
    end: Date,
  ): Promise<PaidSale[]> {
    return readPaidSales(
      tenantScoped(em.createQueryBuilder(CompetitionTeam, 't'), 't', companyId)
        .leftJoin('fiscal_jobs', 'j', 'j.id = t.fee_fiscal_job_id AND j.company_id = t.company_id')
        .andWhere(`(j.id IS NULL OR NOT ${saleCancelledSql('j')})`),
      { method: 't.fee_payment_method', at: 't.checked_in_at', amount: 't.fee', receipt: 't.fee_receipt_id' },
      methods,
      start,
      end,
    );
  }

  /**
   * This feature's part in erasing a client (common/erasure.ts, privacy/privacy.service.ts anonymize()):
   * their name as a team member becomes initials and their phone goes; the teams they are in lose
   * the person's values from their name ("Echipa Popescu" → "Echipa ***"), and a team whose first
   * member they are (its payer, and whose contact the team's phone and e-mail are) loses those too:
   * the phone is masked, the e-mail goes. What they left as a guest never linked to the client is
   * found by their phone (any spelling) or e-mail (any case), never the company's own (guestKeys()):
   * a team whose contact they are is treated as one they lead, and a guest member with their phone,
   * or with their name in such a team, as them (without `person`, only what is linked). In the
   * erasure's transaction; its writes are forgetting()'s, as the retention run's are.
   */
  async erasure(em: EntityManager, companyId: number, clientId: number, person?: ErasedPerson): Promise<ClientErasure> {
    const { phones, email } = guestKeys(person, await this.companies.contact(em, companyId));
    const [linked, guests, contacted] = await Promise.all([
      em.find(CompetitionMember, { where: { company_id: companyId, client_id: clientId } }),
      phones.length
        ? em.find(CompetitionMember, { where: { company_id: companyId, client_id: IsNull(), phone: In(phones) } })
        : [],
      phones.length || email
        ? tenantScoped(em.createQueryBuilder(CompetitionTeam, 't'), 't', companyId)
            .andWhere(
              new Brackets((qb) => {
                if (phones.length) qb.orWhere('t.phone IN (:...phones)', { phones });
                if (email) qb.orWhere('LOWER(t.email) = :email', { email });
              }),
            )
            .getMany()
        : [],
    ]);
    const teamIds = [...new Set([...linked, ...guests].map((m) => m.team_id).concat(contacted.map((t) => t.id)))];
    const [teams, lineups] = teamIds.length
      ? await Promise.all([
          em.find(CompetitionTeam, { where: { company_id: companyId, id: In(teamIds) } }),
          em.find(CompetitionMember, {
            where: { company_id: companyId, team_id: In(teamIds) },
            order: { position: 'ASC', id: 'ASC' },
          }),
        ])
      : [[], []];
    const contactIds = new Set(contacted.map((t) => t.id));
    const led = teams.filter(
      (team) => contactIds.has(team.id) || lineups.find((m) => m.team_id === team.id)?.client_id === clientId,
    );
    // A guest member of a team whose contact they are, under their name (either order).
    const names = new Set(
      person
        ? [`${person.first_name} ${person.last_name}`, `${person.last_name} ${person.first_name}`].map(foldText)
        : [],
    );
    const namesakes = lineups.filter(
      (m) => m.client_id === null && contactIds.has(m.team_id) && names.has(foldText(m.name)),
    );
    const members = [...new Map([...linked, ...guests, ...namesakes].map((m) => [m.id, m])).values()];
    return {
      rows: { competition_members: members.map((m) => m.id), competition_teams: teams.map((team) => team.id) },
      values: [...members.map((m) => m.name), ...led.flatMap((team) => (team.email ? [team.email] : []))],
      phones: [...members.map((m) => m.phone), ...led.map((team) => team.phone)],
      erase: (erased) => writeForgetting(em, companyId, forgetting(members, teams, erased)),
    };
  }

  /**
   * The privacy run's retention for guests who never became clients (privacy/privacy.service.ts
   * run()): the teams of competitions ended before `cutoff` (the company's inactive-client period)
   * with a guest's data left, teamGuests(). Members linked to a client are left to their client's
   * own retention, and so is the contact of a team a client leads.
   */
  async guestTeamsDue(companyId: number, cutoff: Date): Promise<number[]> {
    const teams = await tenantScoped(
      this.dataSource.getRepository(CompetitionTeam).createQueryBuilder('t'),
      't',
      companyId,
    )
      .innerJoin(Competition, 'c', 'c.id = t.competition_id AND c.company_id = t.company_id')
      .andWhere('c.ends_at < :cutoff', { cutoff })
      .orderBy('t.id', 'ASC')
      .getMany();
    if (!teams.length) return [];
    const lineups = await this.dataSource.getRepository(CompetitionMember).find({
      where: { company_id: companyId, team_id: In(teams.map((t) => t.id)) },
      order: { position: 'ASC', id: 'ASC' },
    });
    const byTeam = new Map<number, CompetitionMember[]>();
    for (const m of lineups) byTeam.set(m.team_id, [...(byTeam.get(m.team_id) ?? []), m]);
    return teams
      .filter((team) => {
        const { changes } = teamGuests(team, byTeam.get(team.id) ?? []);
        return changes.members.length > 0 || changes.teams.length > 0;
      })
      .map((team) => team.id);
  }

  /**
   * One team's part in the retention (guestTeamsDue()), read in `em`, as an erasure's part
   * (common/erasure.ts): its guests' names become initials and their phones go, the contact's phone
   * is masked and e-mail goes when the contact is a guest, and their names leave the team's name.
   * Places, stands and weigh-ins stay: the results read as before, under the names left.
   */
  async guestErasure(em: EntityManager, companyId: number, teamId: number): Promise<ClientErasure> {
    const [team, lineup] = await Promise.all([
      em.findOne(CompetitionTeam, { where: { company_id: companyId, id: teamId } }),
      em.find(CompetitionMember, {
        where: { company_id: companyId, team_id: teamId },
        order: { position: 'ASC', id: 'ASC' },
      }),
    ]);
    if (!team) throw AppException.notFound();
    const { guests, values, phones } = teamGuests(team, lineup);
    return {
      rows: { competition_members: guests.map((m) => m.id), competition_teams: [team.id] },
      values,
      phones,
      erase: (erased) => writeForgetting(em, companyId, forgetting(guests, [team], erased)),
    };
  }

  /**
   * The privacy run's expiry (privacy/privacy.service.ts run()): a registration request nobody
   * confirmed while its competition could take it (the competition finished, cancelled or over) is
   * withdrawn, its reason saying why. Answers how many (with `dryRun`, how many would be).
   */
  async expireRequests(companyId: number, now: Date, dryRun = false): Promise<number> {
    const due = await tenantScoped(
      this.dataSource.getRepository(CompetitionTeam).createQueryBuilder('t'),
      't',
      companyId,
    )
      .innerJoin(Competition, 'c', 'c.id = t.competition_id AND c.company_id = t.company_id')
      .select('t.id', 'id')
      .andWhere("t.status = 'requested'")
      .andWhere("(c.status IN ('finished', 'cancelled') OR c.ends_at <= :now)", { now })
      .orderBy('t.id', 'ASC')
      .getRawMany<{ id: number | string }>();
    if (dryRun) return due.length;
    let expired = 0;
    for (const { id } of due) {
      const result = await this.dataSource
        .getRepository(CompetitionTeam)
        .update(
          { id: Number(id), company_id: companyId, status: 'requested' },
          { status: 'cancelled', cancel_reason: REGISTRATION_EXPIRED },
        );
      expired += result.affected ?? 0;
    }
    return expired;
  }

  /**
   * A registration request from the public page, with the abuse limits of public bookings (SECURITY.md,
   * "Public forms"): the throttler on the route, and at most the company's `public_pending_limit`
   * requests waiting per phone and per address, counted across the company's competitions under its
   * public forms' lock (CompaniesService.lockPublicForms()), taken before the competition's.
   */
  async createPublic(slug: string, competitionId: number, dto: PublicRegistrationDto, ip: string) {
    const company = await this.companies.publicBySlug(slug);
    if (!company) throw AppException.notFound();
    const c = await this.competition(company.id, competitionId);
    if (c.status === 'draft') throw AppException.notFound();
    if (c.status !== 'registration') throw AppException.conflict('Înscrierile la acest concurs sunt închise.');
    if (dto.members.length > c.team_size) throw AppException.invalid({ members: [tooLarge(c.team_size)] });
    const ipHash = createHmac('sha256', this.config.jwtSecret)
      .update(`competition-ip:${publicAddress(ip)}`)
      .digest('hex');
    const limit = company.public_pending_limit;
    const id = await withTransaction(this.dataSource, async (em) => {
      await this.companies.lockPublicForms(em, company.id);
      const locked = await this.lockCompetition(em, company.id, competitionId);
      if (locked.status !== 'registration') throw AppException.conflict('Înscrierile la acest concurs sunt închise.');
      if (dto.members.length > locked.team_size) throw AppException.invalid({ members: [tooLarge(locked.team_size)] });
      // The same team from the same phone again (a lost answer, a second tap): the request it made
      // answered again, not a second team holding a second place; once confirmed, said so.
      const same = (
        await em.find(CompetitionTeam, {
          where: { company_id: company.id, competition_id: competitionId, phone: dto.phone, status: Not('cancelled') },
          order: { id: 'ASC' },
        })
      ).find((team) => sameTeamName(team.name, dto.team_name));
      if (same?.status === 'requested') return same.id;
      if (same) throw AppException.conflict(`Echipa „${same.name}” este deja înscrisă la acest concurs.`);
      // A request waits only while its competition can still take it: one cancelled, finished or
      // over no longer counts, or a phone and an address the lake never answered would stay refused.
      const pending = (column: 'phone' | 'request_ip_hash', value: string) =>
        tenantScoped(em.createQueryBuilder(CompetitionTeam, 't'), 't', company.id)
          .innerJoin(Competition, 'c', 'c.id = t.competition_id')
          .andWhere(`t.${column} = :value`, { value })
          .andWhere("t.status = 'requested'")
          .andWhere("c.status NOT IN ('finished', 'cancelled') AND c.ends_at > :now", { now: new Date() })
          .getCount();
      if ((await pending('phone', dto.phone)) >= limit)
        throw new AppException(HttpStatus.TOO_MANY_REQUESTS, {
          message: PENDING_LIMIT_MESSAGE,
        });
      if ((await pending('request_ip_hash', ipHash)) >= limit)
        throw new AppException(HttpStatus.TOO_MANY_REQUESTS, {
          message: PENDING_LIMIT_MESSAGE,
        });
      return this.insertTeam(em, company.id, locked, {
        name: dto.team_name,
        phone: dto.phone,
        email: dto.email ? emailKey(dto.email) : null,
        status: 'requested',
        source: 'online',
        request_ip_hash: ipHash,
        created_by: null,
        members: dto.members.map((m) => ({ client_id: null, name: m.name, phone: null })),
      });
    });
    return { id, status: 'requested' as const };
  }
}
