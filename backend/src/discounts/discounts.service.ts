import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import { AppException } from '@app/common/app-exception';
import { deleteUnlessUsed, issuedPasses } from '@app/common/in-use';
import { money, toBani } from '@app/common/money';
import { likeAny, likePattern } from '@app/common/pagination';
import { activeFilter, sortColumn } from '@app/common/references';
import { findOwned, tenantScoped, tenantWhere } from '@app/common/tenancy';
import { manyToOne } from '@app/common/sql';
import { presentDiscount } from './discount.presenter';
import { CreateDiscountDto, DiscountFilterDto, UpdateDiscountDto } from './dto/discount.dto';
import { PassHolds } from '@app/passes/pass-holds.service';
import { Discount, DiscountType } from './entities/discount.entity';

const SORT = { name: 'd.name', created_at: 'd.created_at', value: 'd.value', type: 'd.type', id: 'd.id' };

@Injectable()
export class DiscountsService {
  constructor(
    @InjectRepository(Discount) private readonly discounts: Repository<Discount>,
    private readonly passes: PassHolds,
  ) {}

  /** A plain array in name order, searchable and filterable by `active` and `type`. */
  async list(companyId: number, filter: DiscountFilterDto) {
    const qb = tenantScoped(this.discounts.createQueryBuilder('d'), 'd', companyId);
    const active = activeFilter(filter.active);
    if (active !== undefined) qb.andWhere('d.active = :active', { active });
    if (filter.type) qb.andWhere('d.type = :type', { type: filter.type });
    if (filter.search?.trim()) {
      qb.andWhere(likeAny(['d.name', 'd.description']), { q: likePattern(filter.search) });
    }
    qb.orderBy(sortColumn(SORT, filter.sort_by, 'd.name'), filter.sort_dir === 'desc' ? 'DESC' : 'ASC').addOrderBy(
      'd.id',
    );
    return (await qb.getMany()).map(presentDiscount);
  }

  async find(companyId: number, id: number): Promise<Discount> {
    return findOwned(this.discounts, companyId, id);
  }

  /** An active discount of the company, or a 422 on `discount_id`. */
  async forSale(companyId: number, id: number): Promise<Discount> {
    const discount = await this.discounts.findOne({ where: tenantWhere<Discount>(companyId, { id }) });
    if (!discount || !discount.active)
      throw AppException.invalid({ discount_id: ['Reducerea aleasă nu există sau nu este activă.'] });
    return discount;
  }

  async get(companyId: number, id: number) {
    return presentDiscount(await this.find(companyId, id));
  }

  async create(companyId: number, dto: CreateDiscountDto) {
    this.checkValue(dto.type, dto.value);
    const discount = this.discounts.create({ ...this.columns(dto), company_id: companyId, active: dto.active ?? true });
    const saved = await this.discounts.save(discount);
    return this.get(companyId, saved.id);
  }

  async update(companyId: number, id: number, dto: UpdateDiscountDto) {
    const discount = await this.find(companyId, id);
    // The range rule holds for the discount as it will be: a type switch re-checks the kept value.
    this.checkValue(dto.type ?? discount.type, dto.value ?? discount.value);
    Object.assign(discount, this.columns(dto));
    if (dto.active !== undefined && dto.active !== null) discount.active = dto.active;
    await this.discounts.save(discount);
    return this.get(companyId, id);
  }

  /** Refused with a 409 naming what still uses the discount; deactivating it is the way out. */
  async remove(companyId: number, id: number) {
    await this.find(companyId, id);
    await deleteUnlessUsed(
      () => this.usedBy(companyId, id),
      (uses) => `Reducerea nu poate fi ștearsă: este folosită de ${uses}. O puteți dezactiva.`,
      () => this.discounts.delete(tenantWhere<Discount>(companyId, { id })),
    );
    return { message: 'Reducerea a fost ștearsă.' };
  }

  /**
   * What still uses the discount, as Romanian phrases for the 409 ("3 permise").
   * Passes issued on it keep it: they are never deleted, only cancelled.
   */
  private async usedBy(companyId: number, id: number): Promise<string[]> {
    const n = await this.passes.withDiscount(companyId, id);
    return n ? [issuedPasses(n)] : [];
  }

  /** Percent 0 < v ≤ 100, fixed > 0 (a 422 on `value`). */
  private checkValue(type: DiscountType, value: string | number) {
    const bani = toBani(value);
    if (type === 'percent' && !(bani > 0 && bani <= 100_00)) {
      throw AppException.invalid({ value: ['Procentul trebuie să fie între 0 și 100.'] });
    }
    if (type === 'fixed' && !(bani > 0)) {
      throw AppException.invalid({ value: ['Suma trebuie să fie mai mare decât 0.'] });
    }
  }

  private columns(dto: UpdateDiscountDto): Partial<Discount> {
    const out: Partial<Discount> = {};
    for (const key of ['name', 'type', 'description'] as const) {
      if (dto[key] !== undefined) (out as Record<string, unknown>)[key] = dto[key];
    }
    if (dto.value !== undefined && dto.value !== null) out.value = money(dto.value);
    return out;
  }

  /** Every discount of the company, in name order (the lists that travel with a company). */
  all(companyId: number): Promise<Discount[]> {
    // SQL written once (manyToOne): GET /api/user reads it.
    const qb = tenantScoped(this.discounts.createQueryBuilder('d'), 'd', companyId);
    return manyToOne('nested.discounts', qb.orderBy('d.name'));
  }
}
