import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource, InjectRepository } from '@nestjs/typeorm';
import { DataSource, EntityManager, Repository } from 'typeorm';
import { amountInWords } from '@app/common/amount-words';
import { AppException } from '@app/common/app-exception';
import type { AuthUser } from '@app/common/auth-user';
import { money } from '@app/common/money';
import { likeAny, likePattern, pageParams, toPage } from '@app/common/pagination';
import { sortColumn } from '@app/common/references';
import { tenantWhere } from '@app/common/tenancy';
import { bucharestDate } from '@app/common/time';
import { withTransaction } from '@app/common/transactions';
import { Client } from '@app/clients/entities/client.entity';
import { DocSeriesService } from '@app/doc-series/doc-series.service';
import { CancelDto, CreateReceiptDto, ReceiptFilterDto, UpdateReceiptDto } from './dto/receipt.dto';
import { Receipt } from './entities/receipt.entity';
import { presentReceipt } from './receipt.presenter';

const SORT = { issued_on: 'r.issued_on', number: 'r.number', amount: 'r.amount', created_at: 'r.created_at' };

@Injectable()
export class ReceiptsService {
  constructor(
    @InjectRepository(Receipt) private readonly receipts: Repository<Receipt>,
    @InjectDataSource() private readonly dataSource: DataSource,
    @Inject(DocSeriesService) private readonly series: DocSeriesService,
  ) {}

  async list(companyId: number, filter: ReceiptFilterDto) {
    const { page, perPage, skip } = pageParams(filter);
    const qb = this.receipts
      .createQueryBuilder('r')
      .innerJoinAndSelect('r.client', 'c')
      .where('r.company_id = :companyId', { companyId: tenantWhere<Receipt>(companyId).company_id });
    if (filter.date_from) qb.andWhere('r.issued_on >= :from', { from: filter.date_from });
    if (filter.date_to) qb.andWhere('r.issued_on <= :to', { to: filter.date_to });
    if (filter.client_id) qb.andWhere('r.client_id = :clientId', { clientId: filter.client_id });
    if (filter.status) qb.andWhere('r.status = :status', { status: filter.status });
    if (filter.search?.trim()) {
      const number = /^\s*([A-Za-z]*)[\s-]*0*(\d+)\s*$/.exec(filter.search);
      if (number) {
        qb.andWhere('r.number = :number', { number: Number(number[2]) });
        if (number[1]) qb.andWhere('r.series = :series', { series: number[1].toUpperCase() });
      } else {
        qb.andWhere(likeAny(['c.last_name', 'c.first_name', 'r.description', 'r.fiscal_receipt_no']), {
          q: likePattern(filter.search),
        });
      }
    }
    const totals = await qb
      .clone()
      .select('COALESCE(SUM(CASE WHEN r.status = :issued THEN r.amount ELSE 0 END), 0)', 'amount')
      .setParameter('issued', 'issued')
      .getRawOne<{ amount: string | number }>();
    qb.orderBy(sortColumn(SORT, filter.sort_by, 'r.issued_on'), filter.sort_dir === 'asc' ? 'ASC' : 'DESC').addOrderBy(
      'r.id',
      filter.sort_dir === 'asc' ? 'ASC' : 'DESC',
    );
    const [rows, total] = await qb.skip(skip).take(perPage).getManyAndCount();
    return {
      ...toPage(rows.map(presentReceipt), total, page, perPage),
      totals: { amount: money(totals?.amount ?? 0) },
    };
  }

  async get(companyId: number, id: number) {
    const receipt = await this.receipts.findOne({
      where: tenantWhere<Receipt>(companyId, { id }),
      relations: { client: true },
    });
    if (!receipt) throw AppException.notFound();
    return presentReceipt(receipt);
  }

  async create(actor: AuthUser, companyId: number, clientId: number, dto: CreateReceiptDto) {
    const client = await this.dataSource
      .getRepository(Client)
      .findOne({ where: tenantWhere<Client>(companyId, { id: clientId }) });
    if (!client) throw AppException.notFound();
    const id = await withTransaction(this.dataSource, (em) =>
      this.issue(em, {
        companyId,
        clientId,
        passId: null,
        amount: money(dto.amount),
        description: dto.description,
        issuedOn: dto.issued_on ?? bucharestDate(),
        seriesId: dto.doc_series_id ?? null,
        fiscalReceiptNo: dto.fiscal_receipt_no ?? null,
        createdBy: actor.id,
      }),
    );
    return this.get(companyId, id);
  }

  /** Numbers and writes a receipt inside the caller's transaction (a pass issue uses it too). */
  async issue(
    em: EntityManager,
    r: {
      companyId: number;
      clientId: number;
      passId: number | null;
      amount: string;
      description: string;
      issuedOn: string;
      seriesId: number | null;
      fiscalReceiptNo: string | null;
      createdBy: number;
    },
  ): Promise<number> {
    const { series, number } = await this.series.allocateNumber(em, r.companyId, 'receipt', r.seriesId);
    const result = await em.insert(Receipt, {
      company_id: r.companyId,
      client_id: r.clientId,
      pass_id: r.passId,
      doc_series_id: series.id,
      series: series.series,
      number,
      issued_on: r.issuedOn,
      amount: r.amount,
      amount_words: amountInWords(r.amount),
      description: r.description,
      fiscal_receipt_no: r.fiscalReceiptNo,
      status: 'issued',
      created_by: r.createdBy,
      cancelled_at: null,
      cancelled_by: null,
      cancel_reason: null,
    });
    return Number(result.identifiers[0].id);
  }

  async update(companyId: number, id: number, dto: UpdateReceiptDto) {
    const receipt = await this.receipts.findOne({ where: tenantWhere<Receipt>(companyId, { id }) });
    if (!receipt) throw AppException.notFound();
    const patch: Partial<Receipt> = {};
    if (dto.description !== undefined) {
      if (!dto.description) throw AppException.invalid({ description: ['Câmpul este obligatoriu.'] });
      patch.description = dto.description;
    }
    if (dto.fiscal_receipt_no !== undefined) patch.fiscal_receipt_no = dto.fiscal_receipt_no;
    if (Object.keys(patch).length) await this.receipts.update({ id, company_id: companyId }, patch);
    return this.get(companyId, id);
  }

  /** Delete = cancel: the number stays used, the receipt stays listed, out of the totals. */
  async cancel(actor: AuthUser, companyId: number, id: number, dto: CancelDto) {
    const receipt = await this.receipts.findOne({ where: tenantWhere<Receipt>(companyId, { id }) });
    if (!receipt) throw AppException.notFound();
    if (receipt.status === 'cancelled') throw AppException.conflict('Chitanța este deja anulată.');
    await this.receipts.update(
      { id, company_id: companyId },
      { status: 'cancelled', cancelled_at: new Date(), cancelled_by: actor.id, cancel_reason: dto.reason ?? null },
    );
    return this.get(companyId, id);
  }
}
