import { Injectable } from '@nestjs/common';
import { InjectDataSource, InjectRepository } from '@nestjs/typeorm';
import { DataSource, EntityManager, Not, Repository } from 'typeorm';
import { AppException } from '@app/common/app-exception';
import { unlessDuplicate } from '@app/common/constraint-errors';
import type { AuthUser } from '@app/common/auth-user';
import { likeAny, likePattern, ListFilterDto } from '@app/common/pagination';
import { normalizeIban, parseCui } from '@app/common/validation/romanian-ids';
import { RoleId } from '@app/common/roles';
import { CompanyRowLock } from '@app/common/row-lock';
import { DocSeriesService } from '@app/doc-series/doc-series.service';
import { ReferenceService } from '@app/reference/reference.service';
import { UsersService } from '@app/users/users.service';
import { CompanyListsService } from './company-lists.service';
import { CompanyNested, presentCompany } from './company.presenter';
import { CreateCompanyDto, UpdateCompanyDto } from './dto/company.dto';
import { Company, type FiscalMode } from './entities/company.entity';
import { withTransaction } from '@app/common/transactions';

const SORTABLE: Record<string, string> = { name: 'c.name', created_at: 'c.created_at', slug: 'c.slug', id: 'c.id' };

const SLUG_TAKEN = 'Această adresă publică este deja folosită.';

const SLUG_FIXED =
  'Adresa publică nu se mai poate schimba după primul permis emis: codul QR al fiecărui permis o conține, iar cu altă adresă permisele ar apărea false la verificare.';

/** checkUnique()'s 422, also for a request that raced another for the slug (UQ_companies_slug, unlessDuplicate()). */
const slugTaken = () => AppException.invalid({ slug: [SLUG_TAKEN] });

@Injectable()
export class CompaniesService {
  /** Each company's `public_form_locks` row as the lock of its public forms (lockPublicForms()). */
  private readonly publicFormsLock = new CompanyRowLock('public_form_locks');

  constructor(
    @InjectRepository(Company) private readonly companies: Repository<Company>,
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly lists: CompanyListsService,
    private readonly users: UsersService,
    private readonly series: DocSeriesService,
    private readonly reference: ReferenceService,
  ) {}

  /**
   * A page of every company, searched by name, slug or CUI (the platform's list), and the total. The
   * CUI is stored without the RO a VAT payer's shows (companies.cui): "RO18547290" finds it too.
   */
  page(filter: ListFilterDto, skip: number, take: number): Promise<[Company[], number]> {
    const qb = this.companies.createQueryBuilder('c');
    const search = filter.search?.trim();
    if (search) {
      qb.where(`(${likeAny(['c.name', 'c.slug'])} OR c.cui LIKE :cui ESCAPE '!')`, {
        q: likePattern(search),
        cui: likePattern(search.replace(/^ro\s*/i, '')),
      });
    }
    const sort = SORTABLE[filter.sort_by ?? ''] ?? 'c.created_at';
    qb.orderBy(sort, filter.sort_dir === 'asc' ? 'ASC' : 'DESC').addOrderBy('c.id', 'DESC');
    return qb.skip(skip).take(take).getManyAndCount();
  }

  /** Suspends or reactivates a company (platform admin); answers it as it now is. */
  async setActive(companyId: number, active: boolean): Promise<Company> {
    const company = await this.companies.findOneBy({ id: companyId });
    if (!company) throw AppException.notFound();
    await this.companies.update({ id: companyId }, { active });
    return { ...company, active };
  }

  /** A company, whole (its contacts and settings); throws when there is none. */
  one(companyId: number): Promise<Company> {
    return this.companies.findOneByOrFail({ id: companyId });
  }

  /**
   * The company's own contact phone and e-mail, read with `em`: an erasure's transaction, whose
   * connection it keeps (another from the pool may be waiting for the rows the erasure holds).
   */
  contact(em: EntityManager, companyId: number): Promise<Pick<Company, 'phone' | 'email'>> {
    return em.findOneOrFail(Company, { where: { id: companyId }, select: { id: true, phone: true, email: true } });
  }

  /** An active company by its public slug, whole; null when there is none or it is suspended. */
  activeBySlug(slug: string): Promise<Company | null> {
    return this.companies.findOne({ where: { slug: slug.toLowerCase(), active: true } });
  }

  /**
   * The lock of the company's public forms' limits, taken first in the transaction of a request from
   * the public page (a booking, a competition registration) and held until it ends: such requests
   * queue here, whatever water or competition they are for, so those from one phone or address are
   * counted against `public_pending_limit` one after the other (public_form_locks, common/row-lock.ts).
   */
  lockPublicForms(em: EntityManager, companyId: number): Promise<void> {
    return this.publicFormsLock.take(em, companyId, 'exclusive');
  }

  /** Whether an active company has this slug (the TLS host check). */
  activeSlug(slug: string): Promise<boolean> {
    return this.companies.exists({ where: { slug, active: true } });
  }

  /** A company's public slug; null when there is no such company (a signed pass's key, verified). */
  async slug(companyId: number): Promise<string | null> {
    const company = await this.companies.findOne({ where: { id: companyId }, select: { id: true, slug: true } });
    return company?.slug ?? null;
  }

  /** Every company, in id order (the retention run). */
  all(): Promise<Company[]> {
    return this.companies.find({ order: { id: 'ASC' } });
  }

  /** How the company documents a sale (fiscal/sales.service.ts); null when there is no such company. */
  async fiscalMode(companyId: number): Promise<FiscalMode | null> {
    const company = await this.companies.findOne({ where: { id: companyId }, select: { id: true, fiscal_mode: true } });
    return company?.fiscal_mode ?? null;
  }

  /** Whether the company keeps copies of identity documents (clients/client-documents.service.ts). */
  async storesIdDocuments(companyId: number): Promise<boolean> {
    const company = await this.companies.findOne({
      where: { id: companyId },
      select: { id: true, store_id_documents: true },
    });
    return company?.store_id_documents ?? false;
  }

  /** The lists that travel with a company (waters, plans, discounts, doc_series). */
  nested(companyId: number): Promise<CompanyNested> {
    return this.lists.nested(companyId);
  }

  /**
   * An active company found by its public slug, with what the public forms need (the competitions'
   * public page and registration); null when there is none or it is suspended.
   */
  async publicBySlug(
    slug: string,
  ): Promise<{ id: number; name: string; public_pending_limit: number; phone: string | null } | null> {
    const company = await this.companies.findOne({
      where: { slug: slug.toLowerCase(), active: true },
      select: { id: true, name: true, public_pending_limit: true, phone: true },
    });
    return company
      ? { id: company.id, name: company.name, public_pending_limit: company.public_pending_limit, phone: company.phone }
      : null;
  }

  async present(companyId: number) {
    const company = await this.companies.findOneBy({ id: companyId });
    if (!company) throw AppException.notFound();
    return presentCompany(company, await this.nested(companyId));
  }

  /** POST /api/company/create: a company administrator without a company creates theirs. */
  async create(actor: AuthUser, dto: CreateCompanyDto) {
    if (actor.role !== RoleId.CompanyAdmin) {
      throw AppException.forbidden('Doar un administrator de firmă poate crea o firmă.');
    }
    if (actor.company_id !== null) throw AppException.conflict('Contul are deja o firmă.');
    await this.checkUnique(dto.slug, dto.state_id);
    const id = await withTransaction(this.dataSource, async (em) => {
      const saved = await unlessDuplicate(
        () => em.save(Company, em.create(Company, { ...this.toColumns(dto), active: true })),
        slugTaken,
      );
      // The account had no company when the request was checked; another creation may have given it one since.
      if (!(await this.users.joinCompany(em, actor.id, saved.id)))
        throw AppException.conflict('Contul are deja o firmă.');
      // Ready to sell from the first minute: one default series for passes and one for receipts.
      await this.series.createDefaults(em, saved.id);
      return saved.id;
    });
    return this.present(id);
  }

  /** POST /api/company/{companyId}/update (role 2 of that company; the guard checked the tenant). */
  async update(companyId: number, dto: UpdateCompanyDto) {
    const company = await this.companies.findOneBy({ id: companyId });
    if (!company) throw AppException.notFound();
    await this.checkUnique(dto.slug, dto.state_id, companyId);
    // Every pass signs the slug into its QR (signing/signing.service.ts): under another one, the
    // passes already handed out would read as forged, and the old address would be free to take.
    if (dto.slug !== undefined && dto.slug !== company.slug && (await this.series.issuedAny(companyId, 'pass')))
      throw AppException.invalid({ slug: [SLUG_FIXED] });
    await unlessDuplicate(() => this.companies.update({ id: companyId }, this.toColumns(dto)), slugTaken);
    return this.present(companyId);
  }

  private async checkUnique(slug: string | undefined, stateId: number | null | undefined, exceptId?: number) {
    const errors: Record<string, string[]> = {};
    if (slug !== undefined) {
      const where = exceptId ? { slug, id: Not(exceptId) } : { slug };
      if (await this.companies.exists({ where })) errors.slug = [SLUG_TAKEN];
    }
    if (
      stateId !== undefined &&
      stateId !== null &&
      !(await this.reference.all()).states.some((state) => state.id === stateId)
    ) {
      errors.state_id = ['Județul ales nu există.'];
    }
    if (Object.keys(errors).length) throw AppException.invalid(errors);
  }

  private toColumns(dto: UpdateCompanyDto): Partial<Company> {
    const { cui, iban, ...rest } = dto;
    const columns: Partial<Company> = { ...rest };
    if (cui !== undefined) {
      const parsed = parseCui(cui);
      if (parsed) {
        columns.cui = parsed.digits;
        columns.vat_payer = parsed.vatPayer;
      }
    }
    if (iban !== undefined) columns.iban = iban === null ? null : normalizeIban(iban);
    // The privacy settings have no "empty": null keeps the stored value.
    for (const key of [
      'store_cnp',
      'store_id_documents',
      'documents_retention_months',
      'inactive_client_anonymize_years',
      'public_recent_catches',
      'staff_personal_export',
      'booking_days_ahead',
      'public_pending_limit',
    ] as const) {
      if (columns[key] === null) delete columns[key];
    }
    return columns;
  }
}
