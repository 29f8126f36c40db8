import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { ListFilterDto, pageParams, toPage } from '@app/common/pagination';
import { AdminCompanyResponse } from './admin.presenter';
import { CompanyBaseResponse, presentCompanyBase } from '@app/companies/company.presenter';
import { fromBani, toBani } from '@app/common/money';
import { sqlInstant } from '@app/common/sql';
import { bucharestDate, bucharestDayStart } from '@app/common/time';
import { CompaniesService } from '@app/companies/companies.service';
import { UsersService } from '@app/users/users.service';

@Injectable()
export class AdminService {
  constructor(
    private readonly companies: CompaniesService,
    private readonly users: UsersService,
    @InjectDataSource() private readonly dataSource: DataSource,
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
        income_month: fromBani(figures.income.get(c.id) ?? 0),
      };
    });
    return toPage(data, total, page, perPage);
  }

  /** Per company: clients, passes sold in the last 30 days, income this month (passes + receipts without a pass). */
  private async figures(ids: number[]) {
    const empty = {
      clients: new Map<number, number>(),
      passes: new Map<number, number>(),
      income: new Map<number, number>(),
    };
    if (!ids.length) return empty;
    const ds = this.dataSource;
    const marks = ids.map(() => '?').join(', ');
    const now = new Date();
    const monthStart = bucharestDayStart(`${bucharestDate(now).slice(0, 7)}-01`);
    const since = new Date(now.getTime() - 30 * 86_400_000);
    type Row = { company_id: number | string; v: number | string | null };
    const [clients, passes, passIncome, receiptIncome] = (await Promise.all([
      ds.query(`SELECT company_id, COUNT(*) AS v FROM clients WHERE company_id IN (${marks}) GROUP BY company_id`, ids),
      ds.query(
        `SELECT company_id, COUNT(*) AS v FROM passes WHERE company_id IN (${marks}) AND status = 'active' AND created_at >= ? GROUP BY company_id`,
        [...ids, sqlInstant(ds, since)],
      ),
      ds.query(
        `SELECT company_id, SUM(total) AS v FROM passes WHERE company_id IN (${marks}) AND status = 'active' AND created_at >= ? GROUP BY company_id`,
        [...ids, sqlInstant(ds, monthStart)],
      ),
      ds.query(
        `SELECT company_id, SUM(amount) AS v FROM receipts WHERE company_id IN (${marks}) AND status = 'issued' AND pass_id IS NULL AND issued_on >= ? GROUP BY company_id`,
        [...ids, bucharestDate(monthStart)],
      ),
    ])) as Row[][];
    const toMap = (rows: Row[], f: (v: number | string | null) => number) =>
      new Map(rows.map((r) => [Number(r.company_id), f(r.v)]));
    const income = toMap(passIncome, (v) => toBani(v ?? 0));
    for (const r of receiptIncome)
      income.set(Number(r.company_id), (income.get(Number(r.company_id)) ?? 0) + toBani(r.v ?? 0));
    return { clients: toMap(clients, Number), passes: toMap(passes, Number), income };
  }

  async setActive(companyId: number, active: boolean): Promise<CompanyBaseResponse> {
    return presentCompanyBase(await this.companies.setActive(companyId, active));
  }
}
