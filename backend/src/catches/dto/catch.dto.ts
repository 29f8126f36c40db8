import { applyDecorators } from '@nestjs/common';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsISO8601, IsOptional, registerDecorator } from 'class-validator';
import { ListFilterDto } from '@app/common/pagination';
import {
  Bool,
  NestedList,
  OneOf,
  OptionalRequestKey,
  OptionalText,
  RequiredId,
  RequiredInt,
} from '@app/common/validation/fields';
import { PAYMENT_METHODS, type PaymentMethod } from '@app/passes/payment-methods';

const KG = /^\d{1,5}(\.\d{1,3})?$/;
const MAX_KG = 10_000;

/** Kilograms, 0 or more, at most 3 decimals, as a JSON number or a decimal string. */
const Kilograms = () =>
  applyDecorators(
    ApiProperty({
      oneOf: [
        { type: 'string', example: '2.350' },
        { type: 'number', example: 2.35 },
      ],
    }),
    (target: object, propertyName: string | symbol) =>
      registerDecorator({
        name: 'isKilograms',
        target: target.constructor,
        propertyName: propertyName as string,
        options: { message: `Introduceți o greutate între 0 și ${MAX_KG} kg, cu cel mult trei zecimale.` },
        validator: {
          validate: (v: unknown) => {
            const text =
              typeof v === 'number' && Number.isFinite(v) ? String(v) : typeof v === 'string' ? v.trim() : '';
            return KG.test(text) && Number(text) <= MAX_KG;
          },
        },
      }),
  );

export class CreateCatchDto {
  /** From the reference fishes (GET /api/user → fishes). */
  @RequiredId()
  fish_id: number;

  @RequiredInt(1, 1000)
  count: number;

  @Kilograms()
  weight_kg: string | number;

  /** Kept (weighed against the allowance) or released. */
  @Bool(false)
  kept?: boolean;

  /** ISO-8601 instant; now when left out. */
  @ApiPropertyOptional({ type: String, format: 'date-time' })
  @IsOptional()
  @IsISO8601({ strict: true }, { message: 'Introduceți un moment valid (ISO-8601).' })
  recorded_at?: string;
}

/** One catch added on the exit screen, with the attempt's key (common/request-keys.ts). */
export class AddCatchDto extends CreateCatchDto {
  /** Sent again after a lost answer: the catch the first attempt recorded, not a second fish. */
  @OptionalRequestKey()
  request_key?: string;
}

export class CatchFilterDto extends ListFilterDto {}

export class CheckoutDto {
  /** Catches weighed at the exit, added before the sum. */
  @NestedList(CreateCatchDto, { max: 200, maxMessage: 'Cel mult 200 de elemente.', presence: 'optional' })
  catches?: CreateCatchDto[];

  /** How the surplus (if any) is paid. */
  @OneOf(PAYMENT_METHODS)
  payment_method: PaymentMethod;

  @OptionalText(40)
  fiscal_receipt_no?: string | null;

  /** The exit form's attempt (common/request-keys.ts): sent again after a lost answer, the exit already made. */
  @OptionalRequestKey()
  request_key?: string;
}
