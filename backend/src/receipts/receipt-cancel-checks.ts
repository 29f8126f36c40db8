import { Injectable } from '@nestjs/common';
import { AppException } from '@app/common/app-exception';
import { HandedSources } from '@app/common/sources';

/** A sale that keeps a chitanță as its document and is undone where it was made, not by the chitanță. */
export interface ReceiptHolder {
  /** Its Romanian description, e.g. `taxa de participare a echipei „Știucile” la concursul „Cupa”`. */
  what: string;
  /** How it is undone, e.g. `anulați încasarea din concurs (Echipe → Anulează încasarea)`. */
  undo: string;
}

/**
 * What other features tell about a chitanță before it is cancelled on its own: the competitions hand it
 * over as their module starts (competitions/competitions.module.ts; ReceiptsModule cannot import them,
 * which import it).
 */
export interface ReceiptCancelSources {
  /**
   * The competition team whose entry fee the chitanță is, while the team shows the fee paid: the fee
   * is undone from the competition, which cancels the chitanță in the same transaction.
   */
  teamFee(companyId: number, receiptId: number): Promise<ReceiptHolder | null>;
}

/**
 * The refusals of a chitanță's cancellation (POST receipts/{id}/delete) that other features decide,
 * checked before ReceiptsService.cancel(), as its own refusal of a booking's deposit taken off a
 * pass's price is (docs/numbering-and-fiscal.md, "Income").
 */
@Injectable()
export class ReceiptCancelChecks {
  private readonly sources = new HandedSources<ReceiptCancelSources>('receipt cancellation checks');

  /** Another feature's part of ReceiptCancelSources. */
  useSources(sources: Partial<ReceiptCancelSources>): void {
    this.sources.use(sources);
  }

  /** 409 when the chitanță is the document of a sale that must be undone where it was made. */
  async assertCancellableAlone(companyId: number, receiptId: number): Promise<void> {
    const holder = await this.sources.get('teamFee')(companyId, receiptId);
    if (holder) throw AppException.conflict(`Chitanța este ${holder.what}: ${holder.undo}, care anulează și chitanța.`);
  }
}
