import { Bool, Decimal, Instant, Int, Nested, Text } from '@app/common/openapi';
import { PassResponse } from '@app/passes/pass.presenter';
import { ReceiptResponse } from '@app/receipts/receipt.presenter';
import type { Catch } from './entities/catch.entity';
import { FiscalJobRef } from '@app/fiscal/fiscal.presenter';

export class CatchResponse {
  @Int() id: number;
  @Int() pass_id: number;
  @Int() fish_id: number;
  @Text({ description: 'specia (din peștii de referință)' }) fish: string;
  @Int() count: number;
  @Decimal(3, { description: 'kg' }) weight_kg: string;
  @Bool() kept: boolean;
  @Instant() recorded_at: Date;
  @Int({ nullable: true }) recorded_by: number | null;
}

/** The exit: the pass (now checked out), all its catches, the surplus and its chitanță when there is one. */
export class CheckoutResponse {
  @Nested(PassResponse) pass: PassResponse;
  @Nested([CatchResponse]) catches: CatchResponse[];
  @Decimal(3, { description: 'kg reținute, toate capturile' }) kept_kg: string;
  @Decimal(3, { description: 'kg reținute peste cota planului' }) excess_kg: string;
  @Decimal(2, { description: 'lei: excess_kg × extra_kg_price, rotunjit la ban' }) extra_amount: string;
  @Nested(ReceiptResponse, { nullable: true }) receipt: ReceiptResponse | null;
  @Nested(FiscalJobRef, { nullable: true, description: 'bonul fiscal al surplusului (modul casă de marcat)' })
  fiscal_job: FiscalJobRef | null;
}

export function presentCatch(c: Catch, fishName: string): CatchResponse {
  return {
    id: c.id,
    pass_id: c.pass_id,
    fish_id: c.fish_id,
    fish: fishName,
    count: c.count,
    weight_kg: Number(c.weight_kg).toFixed(3),
    kept: Boolean(c.kept),
    recorded_at: c.recorded_at,
    recorded_by: c.recorded_by,
  };
}
