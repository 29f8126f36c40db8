import { Injectable } from '@nestjs/common';
import { InjectDataSource, InjectRepository } from '@nestjs/typeorm';
import { DataSource, EntityManager, In, Not, Repository, SelectQueryBuilder } from 'typeorm';
import { isReferenced, unlessDuplicate } from '@app/common/constraint-errors';
import { AppException } from '@app/common/app-exception';
import { bookingsOf, competitionsNamed, refuseWhileUsed } from '@app/common/in-use';
import { HandedSources } from '@app/common/sources';
import { COUNT_CAP, pageParams, toPage } from '@app/common/pagination';
import { ReferenceCheck, sortColumn } from '@app/common/references';
import { tenantScoped, tenantWhere } from '@app/common/tenancy';
import { cursorAfterMany, cursorValues, keysetWhereMany } from '@app/common/keyset';
import { parseCnp } from '@app/common/validation/cnp';
import { manyToOne, pageRows } from '@app/common/sql';
import { ClientDocumentsService } from './client-documents.service';
import { CompaniesService } from '@app/companies/companies.service';
import { ReferenceService } from '@app/reference/reference.service';
import { AuditService } from '@app/audit/audit.service';
import type { AuthUser } from '@app/common/auth-user';
import { RoleId } from '@app/common/roles';
import { type ClientResponse, presentClient } from './client.presenter';
import {
  MAX_SEARCH_CLIENTS,
  matchingClientIds,
  matchingClients,
  namePageOfMatches,
  searchPageByName,
} from './client-search';
import { ClientExportDto, ClientFilterDto, CreateClientDto, UpdateClientDto } from './dto/client.dto';
import { Client } from './entities/client.entity';
import { lockedRow, writeLock } from '@app/common/row-lock';
import { keepRequestKey, oncePerKey } from '@app/common/request-keys';
import { withTransaction } from '@app/common/transactions';
import { clientSearchKeys } from './search-keys';

const SORT = { last_name: 'c.last_name', first_name: 'c.first_name', created_at: 'c.created_at' };

const MSG = {
  duplicateCnp: 'Există deja un client cu acest CNP.',
  blockedReason: 'Spuneți de ce este blocat clientul.',
  inUse: 'Clientul are permise sau chitanțe emise și nu poate fi șters. Îl puteți bloca.',
  anonymized: 'Datele personale ale clientului au fost anonimizate: clientul nu se mai modifică.',
  noCnp: 'Firma nu păstrează CNP-ul clienților (Setări firmă → Date personale). Lăsați câmpul gol.',
  personalExport:
    'Doar administratorul firmei poate exporta CNP-ul, actul de identitate și adresa clienților (Setări firmă → Date personale).',
};

/**
 * What the bookings and the competitions tell about a client: bookings/bookings.module.ts and
 * competitions/competitions.module.ts hand it over as their modules start (ClientsModule cannot
 * import them, which import it). No foreign key holds a booking's or a team member's client.
 */
export interface ClientSources {
  /** Bookings that name the client (any status). */
  bookings(companyId: number, clientId: number): Promise<number>;
  /** Names of the competitions with a team (any status) of which the client is a member. */
  competitions(companyId: number, clientId: number): Promise<string[]>;
}

/** Clients read per page by the export. */
const EXPORT_PAGE = 100;

@Injectable()
export class ClientsService {
  private readonly sources = new HandedSources<ClientSources>('clients');

  constructor(
    @InjectRepository(Client) private readonly clients: Repository<Client>,
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly documents: ClientDocumentsService,
    private readonly audit: AuditService,
    private readonly companies: CompaniesService,
    private readonly reference: ReferenceService,
  ) {}

  /** Another feature's part of ClientSources. */
  useSources(sources: Partial<ClientSources>): void {
    this.sources.use(sources);
  }

  async list(companyId: number, filter: ClientFilterDto, audited = true) {
    const { page, perPage } = pageParams(filter);
    const qb = tenantScoped(this.clients.createQueryBuilder('c'), 'c', companyId);
    if (filter.blocked !== undefined) qb.andWhere('c.blocked = :blocked', { blocked: filter.blocked });
    if (filter.state_id) qb.andWhere('c.state_id = :stateId', { stateId: filter.state_id });

    const search = filter.search?.trim();
    const filtered = filter.blocked !== undefined || !!filter.state_id;

    const column = sortColumn(SORT, filter.sort_by, 'c.last_name');
    const dir = filter.sort_dir === 'desc' ? 'DESC' : 'ASC';
    // The order: the column, the other name after a name, then the id. A page after the previous
    // one's last row (common/keyset.ts) starts there in the index instead of skipping the rows
    // before it; the count is the filter's, without the cursor.
    const sorts =
      column === 'c.last_name'
        ? ['c.last_name', 'c.first_name']
        : column === 'c.first_name'
          ? ['c.first_name', 'c.last_name']
          : [column];
    const after = keysetWhereMany(this.dataSource, filter.after, sorts, dir, 'c.id');
    const skip = after ? 0 : pageParams(filter).skip;
    const sorted = (q: SelectQueryBuilder<Client>) => {
      if (after) q = q.clone().andWhere(after.sql, after.params);
      q.orderBy(sorts[0], dir);
      for (const s of sorts.slice(1)) q.addOrderBy(s, dir);
      return q.addOrderBy('c.id', dir).skip(skip).take(perPage);
    };
    const manyAndCount = (q: SelectQueryBuilder<Client>): Promise<[Client[], number]> =>
      after ? Promise.all([sorted(q).getMany(), q.getCount()]) : sorted(q).getManyAndCount();

    let rows: Client[] = [];
    let total = 0;
    let capped = false;
    // Searching a name in the name order, unfiltered, up to COUNT_CAP matches: the page cut among
    // them with their names from the terms' index, and their count (client-search.ts,
    // namePageOfMatches()), joined to the clients for its rows, in one statement instead of the ids
    // and then the page. Joining the clients before sorting made MariaDB copy every match's row to
    // a temporary table; for digits (a handful of matches) the one statement cost as much as the two
    // (BENCHMARKS.md, "Session 24"). More matches, or no row on a page past the first: the ways
    // below, with the count when it was read.
    const nameOrder = Boolean(search) && !/\d/.test(search!) && !filtered && column === 'c.last_name';
    const byNames = nameOrder
      ? namePageOfMatches(companyId, search!, COUNT_CAP, {
          dir,
          skip,
          take: perPage,
          after: keysetWhereMany(this.dataSource, filter.after, sorts, dir, 'c.client_id'),
        })
      : null;
    let matches: number | null = null;
    if (byNames) {
      // One shape (no filter): its SQL written and its rows mapped once (pageRows()).
      const found = await pageRows('clients.searchPage', qb.clone(), {
        ...byNames,
        column: 'c.id',
        order: ['last_name', 'first_name'],
        select: ['n'],
        dir,
      });
      if (found.length) matches = Number(found[0].raw.pg_n);
      else if (!skip && !after) matches = 0;
      if (matches !== null && matches <= COUNT_CAP) [rows, total] = [found.map((f) => f.row), matches];
    }
    const done = matches !== null && matches <= COUNT_CAP;
    // Searching a name in the name order, unfiltered, when the statement above did not say (a page
    // past the last): up to COUNT_CAP matches, their ids (read whole by the count) are sorted below
    // as any search's. More, the page comes from the search
    // terms' index in that order (client-search.ts, searchPageByName), null where it cannot (a letter
    // or two). Digits (a phone, a CNP, a plate) match few anglers across many terms: their ids, below
    // (BENCHMARKS.md, "Session 16: quiet runs").
    const few =
      nameOrder && matches === null ? await matchingClientIds(this.dataSource, companyId, search!, COUNT_CAP) : null;
    const found = matches ?? few?.length ?? 0;
    const byName =
      !done && nameOrder && found > COUNT_CAP
        ? await searchPageByName(
            this.dataSource,
            companyId,
            search!,
            {
              dir,
              skip,
              take: perPage,
              after: keysetWhereMany(this.dataSource, filter.after, sorts, dir, 'c.client_id'),
            },
            found,
          )
        : null;
    if (done) {
      // The page and its count, read above.
    } else if (byName) {
      // The page's rows by primary key (the hint: as below), sorted again.
      rows = byName.page
        ? await qb
            .useIndex('PRIMARY')
            .andWhere(`c.id IN (SELECT pg.id FROM (${byName.page.sql}) pg)`, byName.page.params)
            .orderBy('c.last_name', dir)
            .addOrderBy('c.first_name', dir)
            .addOrderBy('c.id', dir)
            .getMany()
        : [];
      total = byName.total;
      capped = byName.capped;
    } else if (search) {
      // Searching otherwise: the matching anglers' ids come from the search terms' index, at most
      // MAX_SEARCH_CLIENTS + 1 of them (client-search.ts); the page is then sorted among those ids
      // alone, and the count is theirs, said as "more than" past COUNT_CAP. More than
      // MAX_SEARCH_CLIENTS (a letter or two): the page comes from the name order with the terms as
      // a subquery (so many matches are dense in it). In between, that subquery took seconds:
      // MariaDB tested the name order's entries one by one against it (4 289 Popescu among 170 000
      // anglers, BENCHMARKS.md, "Session 15: one quiet run").
      const ids =
        few && few.length <= COUNT_CAP
          ? few
          : await matchingClientIds(this.dataSource, companyId, search, MAX_SEARCH_CLIENTS);
      if (!ids.length) {
        rows = [];
        total = 0;
      } else if (ids.length <= MAX_SEARCH_CLIENTS) {
        // The page among these ids, read by primary key and sorted. Left to itself, MariaDB
        // prefers the company's name index for an ORDER BY … LIMIT and tests each of its entries
        // against the ids: 12 000 entries read for 25 Popescu in a company of 17 000 anglers
        // (BENCHMARKS.md). SQLite takes the ids already (the hint is MariaDB's).
        qb.useIndex('PRIMARY').andWhere('c.id IN (:...ids)', { ids });
        if (filtered) [rows, total] = await manyAndCount(qb);
        else [rows, total] = [await sorted(qb).getMany(), ids.length];
        capped = total > COUNT_CAP;
        total = Math.min(total, COUNT_CAP);
      } else {
        capped = true;
        const match = matchingClients(companyId, search)!;
        qb.andWhere(`c.id IN (${match.sql})`, match.params);
        rows = await sorted(qb).getMany();
        total = COUNT_CAP;
        if (filtered) {
          const [sql, params] = qb
            .clone()
            .select('c.id', 'id')
            .orderBy()
            .skip()
            .take()
            .limit(COUNT_CAP + 1)
            .getQueryAndParameters();
          total = Number((await this.dataSource.query(`SELECT COUNT(*) AS n FROM (${sql}) t`, params))[0].n);
          capped = total > COUNT_CAP;
          total = Math.min(total, COUNT_CAP);
        }
      }
    } else {
      [rows, total] = await manyAndCount(qb);
    }
    // A page of clients is personal data in bulk: who read how many is on the audit trail.
    if (audited && rows.length) {
      await this.audit.record(this.dataSource.manager, companyId, 'read', 'clients', null, null, {
        rows: rows.length,
        page,
      });
    }
    const last = rows.length === perPage ? rows[rows.length - 1] : null;
    return {
      ...toPage(
        rows.map((c) => presentClient(c)),
        total,
        page,
        perPage,
        capped,
      ),
      ...(last
        ? {
            next_cursor: cursorAfterMany(
              sorts,
              dir,
              await cursorValues(
                this.dataSource,
                'clients',
                sorts,
                last.id,
                (s) => last[s.slice(2) as 'last_name' | 'first_name' | 'created_at'],
              ),
              last.id,
            ),
          }
        : {}),
    };
  }

  /**
   * Every client of the filter, for the CSV export (SECURITY.md, "Bulk personal data"). With
   * `personal`, CNP, birth date, ID card and address are in it, for role 2 or, when the company
   * allows it, for staff; otherwise they are null. One audit row says who exported how many rows.
   */
  async export(actor: AuthUser, companyId: number, dto: ClientExportDto): Promise<ClientResponse[]> {
    const personal = dto.personal ?? false;
    if (personal && actor.role !== RoleId.CompanyAdmin) {
      const company = await this.companies.one(companyId);
      if (!company.staff_personal_export) throw AppException.forbidden(MSG.personalExport);
    }
    const { personal: _personal, ...filter } = dto;
    const rows: ClientResponse[] = [];
    for (let page = 1; ; page++) {
      const answer = await this.list(
        companyId,
        Object.assign(new ClientFilterDto(), filter, { page, per_page: EXPORT_PAGE }),
        false,
      );
      rows.push(...answer.data);
      // A search's count stops at COUNT_CAP: then the pages go on until one is short.
      if (answer.data.length < EXPORT_PAGE || (page >= answer.last_page && !answer.total_capped)) break;
    }
    await this.audit.record(this.dataSource.manager, companyId, 'export', 'clients', null, null, {
      rows: rows.length,
      personal,
    });
    if (personal) return rows;
    return rows.map((c) => ({ ...c, cnp: null, birth_date: null, id_series: null, id_number: null, address: null }));
  }

  /**
   * A client with what a sale needs of their company (id, slug, name, fiscal mode), in one
   * statement; 404 when the company has no such client.
   */
  async withCompany(companyId: number, id: number): Promise<Client & { company: NonNullable<Client['company']> }> {
    const [client] = await manyToOne(
      'clients.withCompany',
      tenantScoped(
        this.clients
          .createQueryBuilder('cl')
          .innerJoin('cl.company', 'co')
          .addSelect(['co.id', 'co.slug', 'co.name', 'co.fiscal_mode'])
          .where('cl.id = :id', { id }),
        'cl',
        companyId,
      ),
    );
    if (!client?.company) throw AppException.notFound();
    return client as Client & { company: NonNullable<Client['company']> };
  }

  async find(companyId: number, id: number): Promise<Client> {
    const [client] = await manyToOne(
      'clients.find',
      tenantScoped(this.clients.createQueryBuilder('c').where('c.id = :id', { id }), 'c', companyId),
    );
    if (!client) throw AppException.notFound();
    return client;
  }

  async get(companyId: number, id: number) {
    // Side by side: the files of an unknown client are none, and the 404 comes from `find`.
    const [client, files] = await Promise.all([this.find(companyId, id), this.documents.files(companyId, id)]);
    return presentClient(client, files);
  }

  /**
   * An attempt sent again with its `request_key` after its answer was lost (a weak signal at the
   * gate) saves no second client: the key is kept with the client in its transaction, and the
   * answer is the client the first attempt saved, even where the attempt sent again is refused
   * (its CNP is the first one's now).
   */
  async create(companyId: number, dto: CreateClientDto) {
    const key = dto.request_key;
    return oncePerKey(
      this.dataSource,
      { companyId, key, kind: 'client' },
      async () => {
        await this.check(companyId, dto);
        const blocked = dto.blocked ?? false;
        if (blocked && !dto.blocked_reason) throw AppException.invalid({ blocked_reason: [MSG.blockedReason] });
        const client = this.clients.create({
          ...this.columns(dto),
          company_id: companyId,
          blocked,
          blocked_reason: blocked ? dto.blocked_reason : null,
        });
        const saved = await this.save(async (em) => {
          const inserted = await em.save(client);
          if (key) await em.query(...keepRequestKey(companyId, key, 'client', inserted.id));
          return inserted;
        });
        return presentClient(await this.find(companyId, saved.id), []);
      },
      (id) => this.get(companyId, id),
    );
  }

  async update(companyId: number, id: number, dto: UpdateClientDto) {
    await this.find(companyId, id);
    await this.check(companyId, dto, id);
    await this.save(async (em) => {
      // As committed and held (the erasure takes it too, privacy/privacy.service.ts): an erased client
      // is not written again, as the edit page sends the whole form, loaded before.
      const client = await lockedRow(em, Client, companyId, id);
      if (client.anonymized_at) throw AppException.conflict(MSG.anonymized);
      Object.assign(client, this.columns(dto));
      if (dto.blocked !== undefined && dto.blocked !== null) client.blocked = dto.blocked;
      if (dto.blocked_reason !== undefined) client.blocked_reason = dto.blocked_reason;
      if (client.blocked && !client.blocked_reason) {
        throw AppException.invalid({ blocked_reason: [MSG.blockedReason] });
      }
      if (!client.blocked) client.blocked_reason = null;
      return em.save(client);
    });
    return this.get(companyId, id);
  }

  /**
   * Refused (409) while passes or receipts name the client: they are legal documents; and while a
   * booking or a competition team names it, which would then show no one. Otherwise the client goes
   * with its documents, their media rows and, once committed, the stored files.
   */
  async remove(companyId: number, id: number) {
    await this.find(companyId, id);
    const message = (uses: string) => `Clientul nu poate fi șters: ${uses}. Îl puteți bloca.`;
    // The passes and chitanțe that name the client refuse the delete themselves: their foreign keys
    // (ON DELETE RESTRICT, on both databases) fail it, the transaction is rolled back with the
    // documents' rows, and the answer is the same 409. No count of the passes and chitanțe first:
    // only the bookings and the teams, which no foreign key holds, are asked below.
    let keys: string[];
    try {
      keys = await withTransaction(this.dataSource, async (em) => {
        // As committed and held: a booking or a team that took the client meanwhile held its row
        // (holdNamed()), so it has committed by now and is seen here; one that comes later waits and
        // then finds no client.
        await lockedRow(em, Client, companyId, id);
        refuseWhileUsed(await this.uses(companyId, id), message);
        const stored = await this.documents.deleteClientDocuments(em, companyId, id);
        await em.delete(Client, tenantWhere<Client>(companyId, { id }));
        return stored;
      });
    } catch (err) {
      // A pass or chitanță names the client.
      if (isReferenced(err)) throw AppException.conflict(MSG.inUse);
      throw err;
    }
    await this.documents.removeStored(keys);
    return { message: 'Clientul a fost șters.' };
  }

  /** What names the client without a foreign key: "are 1 rezervare", "este înscris la concursul „Cupa”". */
  private async uses(companyId: number, id: number): Promise<string[]> {
    const [bookings, competitions] = await Promise.all([
      this.sources.get('bookings')(companyId, id),
      this.sources.get('competitions')(companyId, id),
    ]);
    return [
      ...(bookings ? [`are ${bookingsOf(bookings)}`] : []),
      ...(competitions.length ? [`este înscris la ${competitionsNamed(competitions)}`] : []),
    ];
  }

  /**
   * Inside the caller's transaction, the clients that a row is about to name without a foreign key
   * (a booking, a team member): read as committed and held shared until the transaction ends, so a
   * delete of one of them (remove()) waits for that row and then refuses. False when the company
   * lacks one of them (deleted meanwhile).
   */
  async holdNamed(em: EntityManager, companyId: number, ids: number[]): Promise<boolean> {
    const unique = [...new Set(ids)];
    if (!unique.length) return true;
    const found = await em.find(Client, {
      where: tenantWhere<Client>(companyId, { id: In(unique) }),
      select: { id: true },
      lock: writeLock(em) ? { mode: 'pessimistic_read' } : undefined,
    });
    return found.length === unique.length;
  }

  /**
   * A client's name as a document names its payer ("Popescu Ion"), inside the caller's transaction
   * (a chitanță's refund, receipts/receipts.service.ts); null when the company has no such client.
   */
  async payerName(em: EntityManager, companyId: number, id: number): Promise<string | null> {
    const client = await em.findOne(Client, {
      where: tenantWhere<Client>(companyId, { id }),
      select: { id: true, first_name: true, last_name: true },
    });
    return client ? `${client.last_name} ${client.first_name}`.trim() : null;
  }

  /** Whether the company has this client (a caller that checks several fields at once words its own 422). */
  has(companyId: number, id: number): Promise<boolean> {
    return this.clients.exists({ where: tenantWhere<Client>(companyId, { id }) });
  }

  /** These clients' names ("Popescu Ion"), by id; an id the company does not have is absent. */
  async names(companyId: number, ids: number[]): Promise<Map<number, string>> {
    const unique = [...new Set(ids)];
    if (!unique.length) return new Map();
    const rows = await this.clients.find({
      where: tenantWhere<Client>(companyId, { id: In(unique) }),
      select: { id: true, first_name: true, last_name: true },
    });
    return new Map(rows.map((c) => [c.id, `${c.last_name} ${c.first_name}`]));
  }

  /**
   * A guest who pays or arrives becomes a client, inside the caller's transaction (a booking's
   * deposit or check-in, bookings/bookings.service.ts; a competition team's check-in,
   * competitions/teams.service.ts). Answers the id of the company's client with the guest's phone,
   * in any spelling, and name, in either order and any case or accents, when there is one: a
   * returning angler keeps one card, which holds all they did and which an erasure takes whole.
   * Otherwise a new client. A phone alone (a family's) or a name alone is not the same person.
   */
  async addGuest(
    em: EntityManager,
    companyId: number,
    guest: { last_name: string; first_name: string; phone: string | null; email: string | null },
  ): Promise<number> {
    const keys = clientSearchKeys(guest);
    if (keys.search_phone) {
      const same = await tenantScoped(em.getRepository(Client).createQueryBuilder('c'), 'c', companyId)
        .select('c.id', 'id')
        .andWhere('c.search_phone = :phone AND c.anonymized_at IS NULL', { phone: keys.search_phone })
        .andWhere(
          '((c.search_last = :last AND c.search_first = :first) OR (c.search_last = :first AND c.search_first = :last))',
          { last: keys.search_last, first: keys.search_first },
        )
        .orderBy('c.id', 'ASC')
        .limit(1)
        .getRawOne<{ id: number | string }>();
      if (same) return Number(same.id);
    }
    const saved = await em.save(
      Client,
      em.create(Client, { company_id: companyId, ...guest, blocked: false, blocked_reason: null }),
    );
    return saved.id;
  }

  /** A client's write in a transaction; two requests with one CNP at once: the unique index decides. */
  private save(write: (em: EntityManager) => Promise<Client>): Promise<Client> {
    return unlessDuplicate(
      () => withTransaction(this.dataSource, write),
      () => AppException.invalid({ cnp: [MSG.duplicateCnp] }),
    );
  }

  private async check(companyId: number, dto: UpdateClientDto, exceptId?: number) {
    const check = new ReferenceCheck(this.dataSource);
    if (dto.cnp && !(await this.companies.one(companyId)).store_cnp) {
      throw AppException.invalid({ cnp: [MSG.noCnp] });
    }
    if (dto.cnp) {
      const where = tenantWhere<Client>(companyId, exceptId ? { cnp: dto.cnp, id: Not(exceptId) } : { cnp: dto.cnp });
      if (await this.clients.exists({ where })) check.add('cnp', MSG.duplicateCnp);
    }
    // The counties are the reference lists, kept in memory (reference/reference.service.ts).
    if (dto.state_id && !(await this.reference.all()).states.some((state) => state.id === dto.state_id)) {
      check.add('state_id', 'Județul ales nu există.');
    }
    check.throwIfAny();
  }

  /** The columns a create or update sets; `birth_date` follows the CNP and is never taken from the body. */
  private columns(dto: UpdateClientDto): Partial<Client> {
    const out: Partial<Client> = {};
    const keys = [
      'first_name',
      'last_name',
      'id_series',
      'id_number',
      'phone',
      'email',
      'state_id',
      'city',
      'address',
      'car_plate',
      'notes',
    ] as const;
    for (const key of keys) {
      if (dto[key] !== undefined) (out as Record<string, unknown>)[key] = dto[key];
    }
    if (dto.cnp !== undefined) {
      out.cnp = dto.cnp;
      out.birth_date = dto.cnp ? parseCnp(dto.cnp).birthDate : null;
    }
    return out;
  }

  /** How many clients the company has (the dashboard's card). */
  count(companyId: number): Promise<number> {
    return this.clients.countBy(tenantWhere<Client>(companyId));
  }

  /** How many clients each of these companies has (the platform's company list). */
  async countsByCompany(companyIds: number[]): Promise<Map<number, number>> {
    if (!companyIds.length) return new Map();
    const rows = await this.clients
      .createQueryBuilder('c')
      .select('c.company_id', 'company_id')
      .addSelect('COUNT(*)', 'n')
      .where('c.company_id IN (:...companyIds)', { companyIds })
      .groupBy('c.company_id')
      .getRawMany<{ company_id: number | string; n: number | string }>();
    return new Map(rows.map((r) => [Number(r.company_id), Number(r.n)]));
  }
}
