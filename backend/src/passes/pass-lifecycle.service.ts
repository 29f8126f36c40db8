import { Injectable } from '@nestjs/common';
import { InjectDataSource, InjectRepository } from '@nestjs/typeorm';
import { DataSource, EntityManager, IsNull, Repository } from 'typeorm';
import { AppException } from '@app/common/app-exception';
import type { AuthUser } from '@app/common/auth-user';
import { tenantScoped, tenantWhere } from '@app/common/tenancy';
import type { ClientErasure } from '@app/common/erasure';
import { scrub } from '@app/audit/audit-values';
import { withTransaction } from '@app/common/transactions';
import { lockedRow } from '@app/common/row-lock';
import { bucharestDate } from '@app/common/time';
import { countPass } from '@app/charts/pass-stats';
import { ReceiptsService } from '@app/receipts/receipts.service';
import { CancelDocumentDto } from '@app/receipts/dto/receipt.dto';
import { UpdatePassDto } from './dto/pass.dto';
import { Pass, type PaymentMethod } from './entities/pass.entity';
import { PassesService } from './passes.service';
import { normalizePlate } from '@app/common/validation/romanian-ids';
import { takeRevocationSeq } from '@app/signing/revocations';
import { SalesService } from '@app/fiscal/sales.service';
import { type CancelledLater, readCancelledLater } from './payment-methods';
import { heldDepositSql } from './pass-query.service';

const METHOD_DOCUMENTED =
  'Metoda de plată nu se mai schimbă: chitanța sau bonul fiscal al vânzării arată cum s-a plătit. Anulați permisul și emiteți-l din nou.';

/** What happens to an issued pass: its editable fields change, or it is cancelled. */
@Injectable()
export class PassLifecycleService {
  constructor(
    @InjectRepository(Pass) private readonly passes: Repository<Pass>,
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly receipts: ReceiptsService,
    private readonly sales: SalesService,
    private readonly reader: PassesService,
  ) {}

  /** The company's pass as its exit needs it (catches/catches.service.ts), or 404; inside a transaction with `em`. */
  async forExit(companyId: number, id: number, em: EntityManager = this.dataSource.manager): Promise<Pass> {
    const pass = await em.findOne(Pass, { where: tenantWhere<Pass>(companyId, { id }) });
    if (!pass) throw AppException.notFound();
    return pass;
  }

  /**
   * Marks the pass as written to when it is still open (active, not checked out), its row locked on
   * MariaDB until the caller's transaction ends, so catch writes queue behind the exit; false when
   * it is not open (or not the company's).
   */
  async touchOpen(em: EntityManager, companyId: number, id: number): Promise<boolean> {
    const result = await em.update(
      Pass,
      tenantWhere<Pass>(companyId, { id, checked_out_at: IsNull(), status: 'active' }),
      { updated_at: new Date() },
    );
    return !!result.affected;
  }

  /**
   * The exit, inside the caller's transaction: the open pass is marked checked out and takes the
   * next number of the company's revocation sequence (signing/revocations.ts), so the guards'
   * phones learn it at their next sync; false when it was not open (a second exit, a cancelled pass).
   */
  async checkOut(em: EntityManager, companyId: number, id: number, at: Date): Promise<boolean> {
    const marked = await em.update(
      Pass,
      tenantWhere<Pass>(companyId, { id, checked_out_at: IsNull(), status: 'active' }),
      { checked_out_at: at },
    );
    if (!marked.affected) return false;
    const revocationSeq = await takeRevocationSeq(em, companyId);
    await em.update(Pass, tenantWhere<Pass>(companyId, { id }), { revocation_seq: revocationSeq });
    return true;
  }

  /**
   * The exit's sale of the kept kilos above the allowance, inside the exit's transaction: its amount,
   * how it was paid and its chitanță (a cash one in `receipt` mode; null otherwise).
   */
  async setCheckoutSale(
    em: EntityManager,
    companyId: number,
    id: number,
    sale: { amount: string; paymentMethod: PaymentMethod; receiptId: number | null },
  ): Promise<void> {
    await em.update(Pass, tenantWhere<Pass>(companyId, { id }), {
      checkout_amount: sale.amount,
      checkout_payment_method: sale.paymentMethod,
      checkout_receipt_id: sale.receiptId,
    });
  }

  /** The ids of a client's passes, any status (the privacy export's catches, catches/catches.service.ts). */
  async idsOfClient(companyId: number, clientId: number): Promise<number[]> {
    const rows = await this.passes.find({
      where: tenantWhere<Pass>(companyId, { client_id: clientId }),
      select: { id: true },
    });
    return rows.map((p) => p.id);
  }

  /**
   * Notes, car plate and payment method. The method is the sale's: it changes only while no
   * document of the sale says how it was paid (a chitanță issued, a bon fiscal standing) and its
   * day is open in the cash book, whose card and transfer sums count it; otherwise a 409, and the
   * way out is to cancel the pass and issue it again.
   */
  async update(companyId: number, id: number, dto: UpdatePassDto) {
    await withTransaction(this.dataSource, async (em) => {
      const pass = await lockedRow(em, Pass, companyId, id);
      const patch: Partial<Pass> = {};
      if (dto.notes !== undefined) patch.notes = dto.notes;
      if (dto.car_plate !== undefined) patch.car_plate = dto.car_plate ? normalizePlate(dto.car_plate) : null;
      if (dto.payment_method !== undefined && dto.payment_method !== pass.payment_method) {
        const receipts = await this.receipts.issuedForPass(em, companyId, id);
        const documented =
          receipts.some((r) => r.id !== pass.checkout_receipt_id) ||
          (await this.sales.saleBonStands(em, companyId, id));
        if (documented) throw AppException.conflict(METHOD_DOCUMENTED);
        await this.receipts.openDay(em, companyId, bucharestDate(pass.created_at));
        patch.payment_method = dto.payment_method;
      }
      if (Object.keys(patch).length) await em.update(Pass, { id, company_id: companyId }, patch);
    });
    return this.reader.get(companyId, id);
  }

  /**
   * A client's passes in an erasure (common/erasure.ts), inside its transaction: their plates and
   * notes go, a cancellation's reason is scrubbed; numbers and amounts stay (fiscal records).
   */
  async erasure(em: EntityManager, companyId: number, clientId: number): Promise<ClientErasure> {
    const passes = await em.find(Pass, { where: tenantWhere<Pass>(companyId, { client_id: clientId }) });
    return {
      rows: { passes: passes.map((p) => p.id) },
      values: passes.flatMap((p) => [p.car_plate, p.notes]),
      erase: async (erased) => {
        for (const pass of passes) {
          const cancelReason = pass.cancel_reason === null ? null : scrub(pass.cancel_reason, erased);
          if (pass.car_plate === null && pass.notes === null && cancelReason === pass.cancel_reason) continue;
          Object.assign(pass, { car_plate: null, notes: null, cancel_reason: cancelReason });
          await em.save(pass);
        }
      },
    };
  }

  /**
   * Delete = cancel: the number stays used, the pass stays listed (out of totals), its chitanțe are
   * cancelled too (one of a day closed in the cash book by a refund, ReceiptsService.cancelOrRefund()).
   */
  async cancel(actor: AuthUser, companyId: number, id: number, dto: CancelDocumentDto) {
    await withTransaction(this.dataSource, async (em) => {
      const pass = await em.findOne(Pass, { where: tenantWhere<Pass>(companyId, { id }) });
      if (!pass) throw AppException.notFound();
      if (pass.status === 'cancelled') throw AppException.conflict('Permisul este deja anulat.');
      const cancelled = { cancelled_at: new Date(), cancelled_by: actor.id, cancel_reason: dto.reason ?? null };
      // The revocation list's next number, its row locked until this commits (signing/revocations.ts).
      const revocation_seq = await takeRevocationSeq(em, companyId);
      // Conditional, so that of two cancellations racing only one counts the pass out of the statistics.
      const marked = await em.update(
        Pass,
        { id, company_id: companyId, status: 'active' },
        { status: 'cancelled', ...cancelled, revocation_seq },
      );
      if (!marked.affected) throw AppException.conflict('Permisul este deja anulat.');
      const issued = await this.receipts.issuedForPass(em, companyId, id);
      // A chitanță of a closed day is paid back today when the cancellation asks for a refund (409 otherwise).
      const how = { refund: !!dto.refund, actorId: actor.id };
      for (const receipt of issued) await this.receipts.cancelOrRefund(em, receipt, cancelled, how);
      // A card or transfer sale's cancellation counts in the cash book's sum of today (of its own day
      // when sold today, cancelledLater()): today must be open (409).
      // After the chitanțe, whose cancellation takes the cash lock exclusively: never shared first.
      if (pass.payment_method !== 'cash') await this.receipts.openDay(em, companyId, bucharestDate());
      await this.sales.passCancelled(em, companyId, id);
      await countPass(em, pass, -1);
    });
    return this.reader.get(companyId, id);
  }

  /**
   * The card and transfer passes sold or cancelled between two instants and cancelled on a later day
   * (Romania) than they were sold (readCancelledLater(), payment-methods.ts): the sum of the day they
   * were sold stays as it was (it may be closed), the cancellation counts on its own day. What they
   * took is their total less their deposit, as PassQueryService.nonCashSales() takes it off.
   */
  async cancelledLater(em: EntityManager, companyId: number, start: Date, end: Date): Promise<CancelledLater[]> {
    return readCancelledLater(
      tenantScoped(em.getRepository(Pass).createQueryBuilder('p'), 'p', companyId)
        .leftJoin('bookings', 'b', 'b.pass_id = p.id AND b.company_id = p.company_id')
        .andWhere('p.status = :cancelled', { cancelled: 'cancelled' }),
      {
        method: 'p.payment_method',
        at: 'p.created_at',
        cancelledAt: 'p.cancelled_at',
        amount: 'p.total',
        deposit: heldDepositSql(),
      },
      start,
      end,
    );
  }

  /**
   * Of these clients, those with a pass made or still valid since `since`: the privacy retention run
   * keeps them (privacy/privacy.service.ts).
   */
  async clientsActiveSince(companyId: number, clientIds: number[], since: Date): Promise<number[]> {
    if (!clientIds.length) return [];
    const rows = await tenantScoped(this.passes.createQueryBuilder('p'), 'p', companyId)
      .select('DISTINCT p.client_id', 'client_id')
      .andWhere('p.client_id IN (:...clientIds)', { clientIds })
      .andWhere('(p.created_at >= :since OR p.valid_to >= :since)', { since })
      .getRawMany<{ client_id: number | string }>();
    return rows.map((r) => Number(r.client_id));
  }
}
