import { Injectable } from '@nestjs/common';
import { ListFilterDto, pageParams, toPage } from '@app/common/pagination';
import { AdminCompanyResponse } from './admin.presenter';
import { CompanyBaseResponse, presentCompanyBase } from '@app/companies/company.presenter';
import { ChartsService } from '@app/charts/charts.service';
import { CompaniesService } from '@app/companies/companies.service';
import { ClientsService } from '@app/clients/clients.service';
import { PassCounts } from '@app/passes/pass-counts.service';
import { UsersService } from '@app/users/users.service';

@Injectable()
export class AdminService {
  constructor(
    private readonly companies: CompaniesService,
    private readonly users: UsersService,
    private readonly clients: ClientsService,
    private readonly passes: PassCounts,
    private readonly charts: ChartsService,
  ) {}

  /** Every company with its activity figures (platform admin only). */
  async listCompanies(filter: ListFilterDto) {
    const { page, perPage, skip } = pageParams(filter);
    const [rows, total] = await this.companies.page(filter, skip, perPage);
    const ids = rows.map((c) => c.id);
    const usersBy = await this.users.countsByCompany(ids);
    const figures = await this.figures(ids);
    const data = rows.map((c): AdminCompanyResponse => {
      return {
        ...presentCompanyBase(c),
        users_count: usersBy.get(c.id) ?? 0,
        clients_count: figures.clients.get(c.id) ?? 0,
        passes_30d: figures.passes.get(c.id) ?? 0,
        income_month: figures.income.get(c.id) ?? '0.00',
      };
    });
    return toPage(data, total, page, perPage);
  }

  /** Per company: clients, passes sold in the last 30 days, this month's income as its own dashboard shows it. */
  private async figures(ids: number[]) {
    const since = new Date(Date.now() - 30 * 86_400_000);
    const [clients, passes, income] = await Promise.all([
      this.clients.countsByCompany(ids),
      this.passes.activeIssuedSinceByCompany(ids, since),
      this.charts.monthIncomeByCompany(ids),
    ]);
    return { clients, passes: new Map([...passes].map(([id, { count }]) => [id, count])), income };
  }

  async setActive(companyId: number, active: boolean): Promise<CompanyBaseResponse> {
    return presentCompanyBase(await this.companies.setActive(companyId, active));
  }
}
