import { Injectable } from '@nestjs/common';
import { InjectDataSource, InjectRepository } from '@nestjs/typeorm';
import { DataSource, Repository, SelectQueryBuilder } from 'typeorm';
import { AppException } from '@app/common/app-exception';
import { money } from '@app/common/money';
import { likeAny, likePattern, pageParams, toPage } from '@app/common/pagination';
import { ReferenceCheck, sortColumn } from '@app/common/references';
import { tenantWhere } from '@app/common/tenancy';
import { Water } from '@app/waters/entities/water.entity';
import { CreateExpenseDto, ExpenseFilterDto, UpdateExpenseDto } from './dto/expense.dto';
import { Expense } from './entities/expense.entity';
import { presentExpense } from './expense.presenter';

const SORT = { spent_on: 'e.spent_on', amount: 'e.amount', category: 'e.category', created_at: 'e.created_at' };

@Injectable()
export class ExpensesService {
  constructor(
    @InjectRepository(Expense) private readonly expenses: Repository<Expense>,
    @InjectDataSource() private readonly dataSource: DataSource,
  ) {}

  /** A page of the filtered expenses plus `totals.amount`, the sum of the whole filtered set. */
  async list(companyId: number, filter: ExpenseFilterDto) {
    if (filter.date_from && filter.date_to && filter.date_from > filter.date_to) {
      throw AppException.invalid({ date_to: ['Data de sfârșit nu poate fi înaintea datei de început.'] });
    }
    const { page, perPage, skip } = pageParams(filter);
    // Dates sort newest first unless asked otherwise; the other columns ascending.
    const column = sortColumn(SORT, filter.sort_by, 'e.spent_on');
    const dir = filter.sort_dir ?? (column === 'e.spent_on' || column === 'e.created_at' ? 'desc' : 'asc');
    const qb = this.filtered(companyId, filter)
      .leftJoinAndSelect('e.water', 'w')
      .orderBy(column, dir === 'desc' ? 'DESC' : 'ASC')
      .addOrderBy('e.id', dir === 'desc' ? 'DESC' : 'ASC')
      .skip(skip)
      .take(perPage);
    const [[rows, total], sum] = await Promise.all([
      qb.getManyAndCount(),
      this.filtered(companyId, filter)
        .select('COALESCE(SUM(e.amount), 0)', 'amount')
        .getRawOne<{ amount: string | number | null }>(),
    ]);
    return { ...toPage(rows.map(presentExpense), total, page, perPage), totals: { amount: money(sum?.amount) } };
  }

  async find(companyId: number, id: number): Promise<Expense> {
    const expense = await this.expenses.findOne({
      where: tenantWhere<Expense>(companyId, { id }),
      relations: { water: true },
    });
    if (!expense) throw AppException.notFound();
    return expense;
  }

  async get(companyId: number, id: number) {
    return presentExpense(await this.find(companyId, id));
  }

  async create(companyId: number, userId: number, dto: CreateExpenseDto) {
    await this.check(companyId, dto);
    const expense = this.expenses.create({ ...this.columns(dto), company_id: companyId, created_by: userId });
    const saved = await this.expenses.save(expense);
    return this.get(companyId, saved.id);
  }

  async update(companyId: number, id: number, dto: UpdateExpenseDto) {
    const expense = await this.find(companyId, id);
    await this.check(companyId, dto);
    Object.assign(expense, this.columns(dto));
    // The loaded relation would win over water_id on save: drop it, `get` reloads it.
    delete expense.water;
    await this.expenses.save(expense);
    return this.get(companyId, id);
  }

  async remove(companyId: number, id: number) {
    await this.find(companyId, id);
    await this.expenses.delete(tenantWhere<Expense>(companyId, { id }));
    return { message: 'Cheltuiala a fost ștearsă.' };
  }

  /** The company's expenses matching the filter, with no order, page or join (for the page and the sum). */
  private filtered(companyId: number, filter: ExpenseFilterDto): SelectQueryBuilder<Expense> {
    const qb = this.expenses
      .createQueryBuilder('e')
      .where('e.company_id = :companyId', { companyId: tenantWhere<Expense>(companyId).company_id });
    if (filter.category) qb.andWhere('e.category = :category', { category: filter.category });
    if (filter.water_id) qb.andWhere('e.water_id = :waterId', { waterId: filter.water_id });
    if (filter.date_from) qb.andWhere('e.spent_on >= :dateFrom', { dateFrom: filter.date_from });
    if (filter.date_to) qb.andWhere('e.spent_on <= :dateTo', { dateTo: filter.date_to });
    if (filter.search?.trim()) {
      qb.andWhere(likeAny(['e.supplier', 'e.document_number', 'e.description']), {
        q: likePattern(filter.search),
      });
    }
    return qb;
  }

  private async check(companyId: number, dto: UpdateExpenseDto) {
    const check = new ReferenceCheck(this.dataSource);
    await check.ids(Water, 'water_id', dto.water_id ? [dto.water_id] : [], companyId, 'Apa aleasă nu există.');
    check.throwIfAny();
  }

  private columns(dto: UpdateExpenseDto): Partial<Expense> {
    const out: Partial<Expense> = {};
    for (const key of ['category', 'spent_on', 'water_id', 'supplier', 'document_number', 'description'] as const) {
      if (dto[key] !== undefined) (out as Record<string, unknown>)[key] = dto[key];
    }
    if (dto.amount !== undefined && dto.amount !== null) out.amount = money(dto.amount);
    return out;
  }
}
