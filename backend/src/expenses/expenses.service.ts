import { Injectable } from '@nestjs/common';
import { InjectDataSource, InjectRepository } from '@nestjs/typeorm';
import { DataSource, EntityManager, Repository, SelectQueryBuilder } from 'typeorm';
import { CashRegisterService } from '@app/books/cash-register.service';
import { refuseOutOfRange } from '@app/books/cash-format';
import { withTransaction } from '@app/common/transactions';
import { AppException } from '@app/common/app-exception';
import { money } from '@app/common/money';
import { likeAny, likePattern, pageParams, toPage } from '@app/common/pagination';
import { ReferenceCheck, sortColumn } from '@app/common/references';
import { tenantScoped, tenantWhere } from '@app/common/tenancy';
import { lockedRow } from '@app/common/row-lock';
import { forSameOwner, keepRequestKey, oncePerKey } from '@app/common/request-keys';
import { WatersService } from '@app/waters/waters.service';
import { CreateExpenseDto, ExpenseFilterDto, UpdateExpenseDto } from './dto/expense.dto';
import { Expense } from './entities/expense.entity';
import { presentExpense } from './expense.presenter';

const DELETED_SINCE =
  'Cheltuiala înregistrată de această încercare a fost ștearsă între timp. Reîncărcați pagina pentru o cheltuială nouă.';

const SORT = { spent_on: 'e.spent_on', amount: 'e.amount', category: 'e.category', created_at: 'e.created_at' };

@Injectable()
export class ExpensesService {
  constructor(
    @InjectRepository(Expense) private readonly expenses: Repository<Expense>,
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly cashRegister: CashRegisterService,
    private readonly waters: WatersService,
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

  /**
   * An attempt sent again with its `request_key` after its answer was lost (a weak signal) records
   * no second expense: the key is kept with the expense in its transaction, and the answer is the
   * expense the first attempt recorded (409 when another user recorded it, or when it was deleted
   * since: sent again, the attempt neither records it a second time nor answers a 404).
   */
  async create(companyId: number, userId: number, dto: CreateExpenseDto) {
    refuseOutOfRange('spent_on', dto.spent_on);
    await this.check(companyId, dto);
    return oncePerKey(
      this.dataSource,
      { companyId, key: dto.request_key, kind: 'expense' },
      async () => {
        const id = await withTransaction(this.dataSource, async (em) => {
          const expense = em.create(Expense, { ...this.columns(dto), company_id: companyId, created_by: userId });
          await this.cashBefore(em, companyId, null, expense);
          const saved = await em.save(Expense, expense);
          if (dto.request_key) await em.query(...keepRequestKey(companyId, dto.request_key, 'expense', saved.id));
          await this.cashAfter(em, companyId, null, saved);
          return saved.id;
        });
        return this.get(companyId, id);
      },
      async (id) => {
        const earlier = await this.expenses.findOne({
          where: tenantWhere<Expense>(companyId, { id }),
          relations: { water: true },
        });
        // Deleted since (its key stays, so the attempt is not recorded twice): not a 404 of this route.
        if (!earlier) throw AppException.conflict(DELETED_SINCE);
        return forSameOwner('expense', presentExpense(earlier), earlier.created_by, userId);
      },
    );
  }

  async update(companyId: number, id: number, dto: UpdateExpenseDto) {
    refuseOutOfRange('spent_on', dto.spent_on);
    await this.find(companyId, id);
    await this.check(companyId, dto);
    await withTransaction(this.dataSource, async (em) => {
      // As committed and held: the day it leaves is the day it is on, even when another edit moved it
      // while this one waited for the cash lock (its close and the balance's checkpoint, cashBefore()).
      const expense = await lockedRow(em, Expense, companyId, id);
      const before = { ...expense };
      Object.assign(expense, this.columns(dto));
      await this.cashBefore(em, companyId, before, expense);
      await em.save(Expense, expense);
      await this.cashAfter(em, companyId, before, expense);
    });
    return this.get(companyId, id);
  }

  async remove(companyId: number, id: number) {
    await this.find(companyId, id);
    await withTransaction(this.dataSource, async (em) => {
      const expense = await lockedRow(em, Expense, companyId, id);
      await this.cashBefore(em, companyId, expense, null);
      await em.delete(Expense, tenantWhere<Expense>(companyId, { id }));
    });
    return { message: 'Cheltuiala a fost ștearsă.' };
  }

  /**
   * An expense paid in cash is a cash document (books/cash-register.service.ts): its write takes
   * the register's lock, and neither its old nor its new day may be closed.
   */
  private async cashBefore(em: EntityManager, companyId: number, before: Expense | null, after: Expense | null) {
    const days = [before, after].filter((e): e is Expense => e?.payment_method === 'cash').map((e) => day(e.spent_on));
    if (!days.length) return;
    await this.cashRegister.lock(em, companyId, 'exclusive');
    for (const d of days) await this.cashRegister.assertOpen(em, companyId, d);
  }

  /** After the write, still under the lock: the register may not go below zero (422). */
  private async cashAfter(em: EntityManager, companyId: number, before: Expense | null, after: Expense) {
    if (after.payment_method !== 'cash') return;
    const days = [after, before].filter((e): e is Expense => e?.payment_method === 'cash').map((e) => day(e.spent_on));
    await this.cashRegister.assertNotNegative(em, companyId, days.sort()[0]);
  }

  /** The cash paid out for expenses, per day, between two days (the cash register's balance). */
  async cashTotalsByDay(em: EntityManager, companyId: number, from: string | null, to: string | null) {
    const qb = tenantScoped(
      em
        .getRepository(Expense)
        .createQueryBuilder('e')
        .select('e.spent_on', 'day')
        .addSelect('SUM(e.amount)', 'amount'),
      'e',
      companyId,
    ).andWhere('e.payment_method = :cash', { cash: 'cash' });
    if (from) qb.andWhere('e.spent_on >= :from', { from });
    if (to) qb.andWhere('e.spent_on <= :to', { to });
    const rows = await qb.groupBy('e.spent_on').getRawMany<{ day: string | Date; amount: string | number }>();
    return rows.map((r) => ({ day: day(r.day), amount: money(r.amount) }));
  }

  /** The cash book's view (books/cash-register.service.ts): the expenses paid in cash between two days. */
  async cashExpenses(em: EntityManager, companyId: number, from: string | null, to: string | null) {
    const qb = tenantScoped(em.getRepository(Expense).createQueryBuilder('e'), 'e', companyId).andWhere(
      'e.payment_method = :cash',
      { cash: 'cash' },
    );
    if (from) qb.andWhere('e.spent_on >= :from', { from });
    if (to) qb.andWhere('e.spent_on <= :to', { to });
    const rows = await qb.orderBy('e.spent_on', 'ASC').addOrderBy('e.id', 'ASC').getMany();
    return rows.map((e) => ({
      id: e.id,
      category: e.category,
      spent_on: day(e.spent_on),
      amount: money(e.amount),
      supplier: e.supplier,
      supplier_cui: e.supplier_cui,
      document_type: e.document_type,
      document_number: e.document_number,
      description: e.description,
    }));
  }

  /** The company's expenses matching the filter, with no order, page or join (for the page and the sum). */
  private filtered(companyId: number, filter: ExpenseFilterDto): SelectQueryBuilder<Expense> {
    const qb = tenantScoped(this.expenses.createQueryBuilder('e'), 'e', companyId);
    if (filter.category) qb.andWhere('e.category = :category', { category: filter.category });
    if (filter.water_id) qb.andWhere('e.water_id = :waterId', { waterId: filter.water_id });
    if (filter.payment_method) qb.andWhere('e.payment_method = :method', { method: filter.payment_method });
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
    if (dto.water_id && !(await this.waters.names(companyId, [dto.water_id])).size)
      check.add('water_id', 'Apa aleasă nu există.');
    check.throwIfAny();
  }

  private columns(dto: UpdateExpenseDto): Partial<Expense> {
    const out: Partial<Expense> = {};
    for (const key of [
      'category',
      'spent_on',
      'water_id',
      'supplier',
      'supplier_cui',
      'payment_method',
      'document_type',
      'document_number',
      'document_date',
      'description',
    ] as const) {
      if (dto[key] !== undefined) (out as Record<string, unknown>)[key] = dto[key];
    }
    if (dto.amount !== undefined && dto.amount !== null) out.amount = money(dto.amount);
    return out;
  }

  /**
   * Sums of the expenses per day (`spent_on`), days from `fromDay` included to `toDay` excluded
   * (YYYY-MM-DD): the charts' expenses.
   */
  amountsByDay(companyId: number, fromDay: string, toDay: string) {
    return this.expenses
      .createQueryBuilder('e')
      .select('e.spent_on', 'd')
      .addSelect('SUM(e.amount)', 'amount')
      .where(tenantWhere<Expense>(companyId))
      .andWhere('e.spent_on >= :fromDay AND e.spent_on < :toDay', { fromDay, toDay })
      .groupBy('e.spent_on')
      .getRawMany<{ d: string | Date; amount: number | string | null }>();
  }

  /** Expenses booked on the water (WatersService's expenses source: what still uses a water). */
  countOnWater(companyId: number, waterId: number): Promise<number> {
    return this.expenses.countBy(tenantWhere<Expense>(companyId, { water_id: waterId }));
  }
}

/** A `date` column as YYYY-MM-DD. */
function day(value: string | Date): string {
  return typeof value === 'string' ? value.slice(0, 10) : value.toISOString().slice(0, 10);
}
