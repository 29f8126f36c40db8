import { hostname } from 'node:os';
import { Injectable, Logger } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager, QueryFailedError } from 'typeorm';
import { AuditService } from '@app/audit/audit.service';
import { scrub } from '@app/audit/audit-values';
import { presentClient } from '@app/clients/client.presenter';
import { ClientPrivacyService } from '@app/clients/client-privacy.service';
import type { Client } from '@app/clients/entities/client.entity';
import { AppException } from '@app/common/app-exception';
import type { Page } from '@app/common/pagination';
import { withTransaction } from '@app/common/transactions';
import { CompaniesService } from '@app/companies/companies.service';
import type { Company } from '@app/companies/entities/company.entity';
import { erasedValues, type ClientErasure } from '@app/common/erasure';
import { ClientDocumentsService } from '@app/clients/client-documents.service';
import type { ClientDocument } from '@app/clients/entities/client-document.entity';
import { PassFilterDto } from '@app/passes/dto/pass.dto';
import { PassLifecycleService } from '@app/passes/pass-lifecycle.service';
import { PassQueryService } from '@app/passes/pass-query.service';
import { ReceiptFilterDto } from '@app/receipts/dto/receipt.dto';
import { ReceiptsService } from '@app/receipts/receipts.service';
import { BookingsService } from '@app/bookings/bookings.service';
import { TeamsService } from '@app/competitions/teams.service';
import { BookingQueryService } from '@app/bookings/booking-query.service';
import { CatchesService } from '@app/catches/catches.service';
import { SalesService } from '@app/fiscal/sales.service';
import { CashRegisterService } from '@app/books/cash-register.service';
import { JobLock } from './job-lock.entity';
import type { ClientExportResponse, PrivacyRunCompany } from './privacy.presenter';

const MSG = {
  anonymized: 'Datele acestui client au fost deja anonimizate.',
};

/**
 * What an erasure removes from free text and from the audit trail: the client's own values, the
 * guest data of their bookings, their passes' plates and notes, their documents' file names
 * (common/erasure.ts erasedValues(): a phone in several spellings).
 */
function clientErasedValues(client: Client, parts: ClientErasure[]): string[] {
  return erasedValues(
    [
      `${client.first_name} ${client.last_name}`,
      `${client.last_name} ${client.first_name}`,
      client.first_name,
      client.last_name,
      client.cnp,
      client.birth_date,
      client.id_series && client.id_number ? `${client.id_series} ${client.id_number}` : null,
      client.id_number,
      client.email,
      client.city,
      client.address,
      client.car_plate,
      client.notes,
      client.blocked_reason,
      ...parts.flatMap((part) => part.values),
    ],
    [client.phone, ...parts.flatMap((part) => part.phones ?? [])],
  );
}

/** Every page of a list route, for the export. */
async function allPages<T>(load: (page: number) => Promise<Page<T>>): Promise<T[]> {
  const rows: T[] = [];
  for (let page = 1; ; page++) {
    const answer = await load(page);
    rows.push(...answer.data);
    if (page >= answer.last_page) return rows;
  }
}

/** The retention run asks about this many clients at a time (an `IN` list each). */
const CHUNK = 500;

export interface RunOptions {
  dryRun?: boolean;
  now?: Date;
  /** The scheduled run skips when another process ran it less than this many hours ago. */
  minIntervalHours?: number;
}

export interface RunResult {
  ran: boolean;
  dry_run: boolean;
  skipped_reason: string | null;
  companies: PrivacyRunCompany[];
}

const LOCK = 'privacy';
const LEASE_MS = 60 * 60 * 1000;

/** Consent, export, anonymization and the retention run. */
@Injectable()
export class PrivacyService {
  private readonly logger = new Logger(PrivacyService.name);
  private readonly owner = `${hostname()}:${process.pid}:${Math.random().toString(36).slice(2, 8)}`;

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly media: ClientDocumentsService,
    private readonly passes: PassQueryService,
    private readonly receipts: ReceiptsService,
    private readonly catches: CatchesService,
    private readonly bookings: BookingQueryService,
    private readonly audit: AuditService,
    private readonly passLifecycle: PassLifecycleService,
    private readonly bookingLifecycle: BookingsService,
    private readonly competitionTeams: TeamsService,
    private readonly companies: CompaniesService,
    private readonly clients: ClientPrivacyService,
    private readonly sales: SalesService,
    private readonly cashRegister: CashRegisterService,
  ) {}

  private client(companyId: number, id: number, em?: EntityManager): Promise<Client> {
    return this.clients.one(companyId, id, em);
  }

  /**
   * SQLite keeps the pages an erasure overwrote in its write-ahead log (`app.sqlite-wal`) until a
   * checkpoint: one now, the log truncated, so that no copy of the data folder carries the erased
   * values (secure_delete zeroes them in the database file itself, database/data-source.ts).
   */
  private async forgetJournal(): Promise<void> {
    if (this.dataSource.options.type === 'better-sqlite3')
      await this.dataSource.query('PRAGMA wal_checkpoint(TRUNCATE)');
  }

  /** Records the client's consent (who, when, to what); a new consent replaces the previous one. */
  async consent(companyId: number, userId: number, id: number, text: string) {
    const client = await this.client(companyId, id);
    if (client.anonymized_at) throw AppException.conflict(MSG.anonymized);
    await this.clients.consent(client, userId, text);
    return presentClient(client, await this.media.files(companyId, id));
  }

  /**
   * Everything about the person. A new kind of record is one more line here (and one property in
   * ClientExportResponse).
   */
  async export(companyId: number, id: number): Promise<ClientExportResponse> {
    const client = await this.client(companyId, id);
    const sections = {
      passes: () =>
        allPages((page) =>
          this.passes.list(companyId, Object.assign(new PassFilterDto(), { client_id: id, page, per_page: 100 })),
        ),
      receipts: () =>
        allPages((page) =>
          this.receipts.list(companyId, Object.assign(new ReceiptFilterDto(), { client_id: id, page, per_page: 100 })),
        ),
      documents: () => this.media.files(companyId, id),
      catches: () => this.catches.forClient(companyId, id),
      // Theirs, and those they made as a guest with their e-mail or phone (what an erasure takes too).
      bookings: async () => {
        const guest = await this.bookingLifecycle.guestBookingsOf(this.dataSource.manager, companyId, client);
        return [
          ...(await this.bookings.forClient(companyId, id)),
          ...(await Promise.all(guest.map((b) => this.bookings.get(companyId, b.id)))),
        ];
      },
    };
    const [passes, receipts, documents, catches, bookings] = await Promise.all([
      sections.passes(),
      sections.receipts(),
      sections.documents(),
      sections.catches(),
      sections.bookings(),
    ]);
    // The refunds of their chitanțe name them as the chitanțe do.
    const refunds = await this.cashRegister.refundsOf(
      companyId,
      receipts.map((r) => r.id),
    );
    // The export is itself recorded, before the audit section is read, so the answer shows it.
    await this.audit.record(this.dataSource.manager, companyId, 'export', 'clients', id, id);
    return {
      exported_at: new Date(),
      client: presentClient(client, documents),
      passes,
      receipts,
      refunds,
      bookings,
      catches,
      documents,
      audit: await this.audit.aboutClient(companyId, id),
    };
  }

  /**
   * Erases the person's data for good: CNP, ID card, phone, e-mail, address, plate, notes and the
   * documents go, the name becomes initials; the guest data of their bookings goes too, and what they
   * left as a guest never linked to them (booking requests, team registrations) found by their
   * e-mail or phone (bookings.service.ts, teams.service.ts erasure()); their values
   * are scrubbed from the free text of their passes and receipts (payer text, reasons), and the audit
   * rows already written about them are redacted (SECURITY.md, "Erasure"). Passes and receipts stay
   * with their numbers and amounts (fiscal records). One transaction; stored files are removed once
   * it has committed, and SQLite's journal is emptied (forgetJournal()).
   */
  async anonymize(companyId: number, id: number, reason: string, now = new Date()) {
    await this.erase(companyId, id, reason, now);
    await this.forgetJournal();
    return this.client(companyId, id).then(async (c) => presentClient(c, await this.media.files(companyId, id)));
  }

  /** anonymize()'s erasure itself: the retention run erases many, then empties the journal once. */
  private async erase(companyId: number, id: number, reason: string, now: Date): Promise<void> {
    const keys = await withTransaction(this.dataSource, async (em) => {
      // Locked first: an edit under way is waited for, and its values are erased with the rest.
      const client = await this.clients.locked(em, companyId, id);
      if (client.anonymized_at) throw AppException.conflict(MSG.anonymized);
      // Each feature reads its own rows of the client and forgets them (common/erasure.ts).
      const [documents, passes, receipts, bookings, memberships, bons] = await Promise.all([
        this.media.erasure(em, companyId, id),
        this.passLifecycle.erasure(em, companyId, id),
        this.receipts.erasure(em, companyId, id),
        this.bookingLifecycle.erasure(em, companyId, id, client),
        this.competitionTeams.erasure(em, companyId, id, client),
        this.sales.erasure(em, companyId, id),
      ]);
      // The refunds of their chitanțe (a payment disposition naming the chitanță's payer).
      const refunds = await this.cashRegister.erasure(em, companyId, receipts.rows.receipts ?? []);
      const erased = clientErasedValues(client, [bookings, passes, documents, memberships, refunds]);
      await documents.erase(erased);
      const stored = documents.stored;
      await this.clients.anonymize(em, client, now);
      await passes.erase(erased);
      await receipts.erase(erased);
      await bookings.erase(erased);
      await memberships.erase(erased);
      await bons.erase(erased);
      await refunds.erase(erased);
      const redacted = await this.audit.redactClient(
        em,
        companyId,
        id,
        {
          clients: [id],
          ...bookings.rows,
          ...passes.rows,
          ...receipts.rows,
          ...documents.rows,
          ...memberships.rows,
          ...bons.rows,
          ...refunds.rows,
        },
        erased,
      );
      await this.audit.record(em, companyId, 'anonymize', 'clients', id, id, {
        reason: scrub(reason, erased),
        documents: stored.length,
      });
      // The redaction is on the trail itself: how many rows, never what they held.
      await this.audit.record(em, companyId, 'redact', 'clients', id, id, { audit_rows: redacted });
      return stored;
    });
    await this.media.removeStored(keys);
  }

  /**
   * The retention run over every company: documents older than the company's retention period are
   * deleted (storage and database), clients with no activity within the anonymize period are
   * anonymized, and so are the guest bookings (never a client's) ended before that period and the
   * guests of competition teams (members with no client) of competitions ended before it; requests
   * from the public page nobody answered before they ended are cancelled (bookings) or withdrawn
   * (competition teams), with the reason. With `dryRun` nothing changes and the counts say what would go. One process at a
   * time across replicas (the job_locks lease); the others answer `ran: false`.
   */
  async run(options: RunOptions = {}): Promise<RunResult> {
    const now = options.now ?? new Date();
    const dryRun = options.dryRun ?? false;
    if (!dryRun && !(await this.acquire(now, options.minIntervalHours ?? 0))) {
      return { ran: false, dry_run: dryRun, skipped_reason: 'Rulat deja sau în curs în alt proces.', companies: [] };
    }
    try {
      const companies = await this.companies.all();
      const result: PrivacyRunCompany[] = [];
      for (const company of companies) {
        const documents = company.documents_retention_months > 0 ? await this.expiredDocuments(company, now) : [];
        const clients = company.inactive_client_anonymize_years > 0 ? await this.inactiveClients(company, now) : [];
        // Requests from the public page nobody answered before they ended: they wait for nothing now.
        const requests =
          (await this.bookingLifecycle.expireRequests(company.id, now, dryRun)) +
          (await this.competitionTeams.expireRequests(company.id, now, dryRun));
        // Guests who never became clients are forgotten after the same period as inactive clients.
        const guests =
          company.inactive_client_anonymize_years > 0
            ? await this.bookingLifecycle.forgetGuests(company.id, this.inactiveCutoff(company, now), dryRun)
            : 0;
        if (!dryRun) {
          for (const doc of documents) {
            await this.media.removeDocument(company.id, doc.client_id, doc.id).catch((err: unknown) => {
              if (!(err instanceof AppException && err.getStatus() === 404)) throw err;
            });
          }
          const reason = `Retenție automată: fără activitate de ${company.inactive_client_anonymize_years} ani.`;
          for (const clientId of clients) {
            await this.erase(company.id, clientId, reason, now).catch((err: unknown) => {
              if (!(err instanceof AppException && [404, 409].includes(err.getStatus()))) throw err;
            });
          }
        }
        // And so are the guests of the competitions ended before it, team by team.
        const teams =
          company.inactive_client_anonymize_years > 0
            ? await this.forgetTeamGuests(company.id, this.inactiveCutoff(company, now), dryRun)
            : 0;
        if (documents.length || clients.length || requests || guests || teams) {
          result.push({
            company_id: company.id,
            documents: documents.length,
            clients: clients.length,
            requests,
            guests,
            teams,
          });
        }
      }
      if (!dryRun) {
        await this.forgetJournal();
        this.logger.log({ companies: result }, 'privacy run finished');
      }
      return { ran: true, dry_run: dryRun, skipped_reason: null, companies: result };
    } finally {
      if (!dryRun) await this.release(now);
    }
  }

  /**
   * The guests of the teams of competitions ended before `cutoff` (TeamsService.guestTeamsDue()),
   * forgotten as an erasure forgets them (TeamsService.guestErasure()), with the audit rows about
   * them redacted; a team per transaction. Answers how many teams (with `dryRun`, how many would be).
   */
  private async forgetTeamGuests(companyId: number, cutoff: Date, dryRun: boolean): Promise<number> {
    const due = await this.competitionTeams.guestTeamsDue(companyId, cutoff);
    if (dryRun) return due.length;
    for (const teamId of due)
      await withTransaction(this.dataSource, async (em) => {
        const part = await this.competitionTeams.guestErasure(em, companyId, teamId);
        const erased = erasedValues(part.values, part.phones ?? []);
        await part.erase(erased);
        await this.audit.redactRecords(em, companyId, part.rows, erased);
      });
    return due.length;
  }

  private async expiredDocuments(company: Company, now: Date): Promise<ClientDocument[]> {
    const cutoff = new Date(now);
    cutoff.setUTCMonth(cutoff.getUTCMonth() - company.documents_retention_months);
    return this.media.olderThan(company.id, cutoff);
  }

  /** The start of the company's inactive-client period: `inactive_client_anonymize_years` before `now`. */
  private inactiveCutoff(company: Company, now: Date): Date {
    const cutoff = new Date(now);
    cutoff.setUTCFullYear(cutoff.getUTCFullYear() - company.inactive_client_anonymize_years);
    return cutoff;
  }

  private async inactiveClients(company: Company, now: Date): Promise<number[]> {
    const cutoff = this.inactiveCutoff(company, now);
    // Activity that keeps a client: a pass made or still valid, a receipt, a booking made or not ended.
    const candidates = await this.clients.createdBefore(company.id, cutoff);
    const inactive: number[] = [];
    for (let i = 0; i < candidates.length; i += CHUNK) {
      const ids = candidates.slice(i, i + CHUNK);
      const active = new Set(
        (
          await Promise.all([
            this.passLifecycle.clientsActiveSince(company.id, ids, cutoff),
            this.receipts.clientsActiveSince(company.id, ids, cutoff),
            this.bookingLifecycle.clientsActiveSince(company.id, ids, cutoff),
          ])
        ).flat(),
      );
      inactive.push(...ids.filter((id) => !active.has(id)));
    }
    return inactive;
  }

  /** Takes the lease with one conditional UPDATE: exactly one process of those racing gets 1 row. */
  private async acquire(now: Date, minIntervalHours: number): Promise<boolean> {
    const repo = this.dataSource.getRepository(JobLock);
    try {
      await repo.insert({ name: LOCK, owner: null, locked_until: null, last_run_at: null });
    } catch (err) {
      if (!(err instanceof QueryFailedError)) throw err; // the row exists already
    }
    const qb = repo
      .createQueryBuilder()
      .update(JobLock)
      .set({ owner: this.owner, locked_until: new Date(now.getTime() + LEASE_MS) })
      .where('name = :name AND (locked_until IS NULL OR locked_until < :now)', { name: LOCK, now });
    if (minIntervalHours > 0) {
      qb.andWhere('(last_run_at IS NULL OR last_run_at < :recent)', {
        recent: new Date(now.getTime() - minIntervalHours * 3600_000),
      });
    }
    const result = await qb.execute();
    return result.affected === 1;
  }

  private async release(now: Date): Promise<void> {
    await this.dataSource
      .getRepository(JobLock)
      .update({ name: LOCK, owner: this.owner }, { locked_until: null, last_run_at: now });
  }
}
