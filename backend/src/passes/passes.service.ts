import { Inject, Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import { AppException } from '@app/common/app-exception';
import { manyToOne } from '@app/common/sql';
import { tenantScoped } from '@app/common/tenancy';
import type { Company } from '@app/companies/entities/company.entity';
import { APP_CONFIG, AppConfig, hostUrl } from '@app/config/config';
import { joinLatestSaleJob } from '@app/fiscal/fiscal-job-joins';
import { joinLatestReceipt } from '@app/receipts/receipt-joins';
import { initials, SigningService } from '@app/signing/signing.service';
import { Pass } from './entities/pass.entity';
import { presentPass } from './pass.presenter';

/**
 * Reads passes as the API shows them: one pass by id (get()), the rows of a page (shown()) and
 * the address of a pass's QR code. Issuing is pass-issuing.service.ts, the list's filters and
 * counts pass-query.service.ts, update and cancel pass-lifecycle.service.ts.
 */
@Injectable()
export class PassesService {
  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @InjectRepository(Pass) private readonly passes: Repository<Pass>,
    private readonly signing: SigningService,
  ) {}

  /** The address printed as the pass's QR code: the company's public host, /verify/<code>. */
  verifyUrl(slug: string, code: string, token?: string | null): string {
    // The signed token rides in the fragment: the browser never sends it, so it reaches no server log.
    return hostUrl(this.config, slug, `/verify/${code}${token ? `#${token}` : ''}`);
  }

  /**
   * Passes with what presentPass() shows of their client, water, plan, discount and stand, and
   * the company's slug (for the QR link), in one statement: only those columns, not every column
   * of five tables (the water's rules, the client's address and search keys) read and hydrated
   * for each row of a page. `where` (on `p`) is ANDed to the company's scope.
   */
  shown(companyId: number, where: string, params: Record<string, unknown>): Promise<Pass[]> {
    const qb = this.passes
      .createQueryBuilder('p')
      .innerJoin('p.client', 'c')
      .addSelect(['c.id', 'c.first_name', 'c.last_name', 'c.cnp', 'c.phone'])
      .innerJoin('p.water', 'w')
      .addSelect(['w.id', 'w.name'])
      .innerJoin('p.plan', 'pl')
      .addSelect(['pl.id', 'pl.name', 'pl.duration_value', 'pl.duration_unit', 'pl.night', 'pl.extra_kg_price'])
      .leftJoin('p.discount', 'd')
      .addSelect(['d.id', 'd.name', 'd.type', 'd.value'])
      .leftJoin('p.stand', 's')
      .addSelect(['s.id', 's.number', 's.name'])
      .innerJoin('p.company', 'co')
      .addSelect(['co.id', 'co.slug', 'co.name'])
      .where(where, params);
    // The chitanță presentPass() shows: the pass's latest.
    joinLatestReceipt(qb, 'p', 'p.receipt');
    // The bon fiscal presentPass() shows: the latest job of the pass's sale (amef mode).
    joinLatestSaleJob(qb, 'p', 'p.fiscal_job');
    return manyToOne(`passes.shown ${where}`, tenantScoped(qb, 'p', companyId));
  }

  async get(companyId: number, id: number) {
    const [pass] = await this.shown(companyId, 'p.id = :id', { id });
    if (!pass?.company) throw AppException.notFound();
    const token = await this.signing.ensureToken(
      pass as Pass & { company: Company },
      pass.water?.name ?? '',
      initials(pass.client?.last_name, pass.client?.first_name),
    );
    return presentPass(pass, {
      receipt: pass.receipt ?? null,
      verifyUrl: this.verifyUrl(pass.company.slug, pass.code, token),
    });
  }
}
