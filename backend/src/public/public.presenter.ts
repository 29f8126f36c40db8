import { Bool, Decimal, Instant, Int, Money, NamedRef, Nested, OneOf, Text } from '@app/common/openapi';
import { SHOWN_PASS_STATES, type ShownPassState } from '@app/passes/dto/pass.dto';
import { DURATION_UNITS, type DurationUnit } from '@app/plans/durations';
import { StateResponse } from '@app/reference/reference.presenter';

export class PublicWaterResponse {
  @Int() id: number;
  @Text() name: string;
  @Text({ nullable: true }) city: string | null;
  @Nested(StateResponse, { nullable: true }) state: StateResponse | null;
  @Decimal(2, { nullable: true, description: 'hectare' }) surface_ha: string | null;
  @Text({ nullable: true }) description: string | null;
  @Text({ nullable: true, description: 'regulament' }) rules: string | null;
  @Decimal(6, { nullable: true }) latitude: string | null;
  @Decimal(6, { nullable: true }) longitude: string | null;
  @Nested([NamedRef]) fishes: NamedRef[];
}

export class PublicPlanResponse {
  @Int() id: number;
  @Text() name: string;
  @Int() duration_value: number;
  @OneOf(DURATION_UNITS) duration_unit: DurationUnit;
  @Money() price: string;
  @Int({ description: 'lansete' }) rods: number;
  @Money({ description: 'kg; 0 = catch & release' }) retention_kg: string;
  @Bool() night: boolean;
  @Text({ nullable: true }) description: string | null;
  @Nested([NamedRef]) waters: NamedRef[];
}

/** The page of <slug>.<domain>: contacts, active waters with fish and rules, active plans with prices. */
export class PublicCompanyResponse {
  @Text() name: string;
  @Text() slug: string;
  @Text({ nullable: true }) phone: string | null;
  @Text({ nullable: true }) email: string | null;
  @Text({ nullable: true }) address: string | null;
  @Text({ nullable: true }) city: string | null;
  @Nested(StateResponse, { nullable: true }) state: StateResponse | null;
  @Nested([PublicWaterResponse]) waters: PublicWaterResponse[];
  @Nested([PublicPlanResponse]) plans: PublicPlanResponse[];
}

export class PublicPassCompany {
  @Text() name: string;
  @Text() slug: string;
}

export class PublicName {
  @Text({ optional: true }) name?: string;
}

/** What a guard sees after scanning a pass's QR code: only the holder's initials, none on a cancelled or exited pass. */
export class PublicPassResponse {
  @OneOf(SHOWN_PASS_STATES) state: ShownPassState;
  @Nested(PublicPassCompany) company: PublicPassCompany;
  @Nested(PublicName) water: PublicName;
  @Nested(PublicName) plan: PublicName;
  @Instant() valid_from: Date;
  @Instant() valid_to: Date;
  @Instant({ nullable: true, description: 'ieșirea pescarului (starea "exited")' }) checked_out_at: Date | null;
  @Text({ description: 'inițialele titularului, ex. "P. I."; gol pentru un permis anulat sau ieșit' }) holder: string;
  @Text() series: string;
  @Int() number: number;
}
