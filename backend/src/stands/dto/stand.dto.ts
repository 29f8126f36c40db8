import { PartialType } from '@nestjs/swagger';
import { Bool, Money, OptionalInt, OptionalText, RequiredId, RequiredText } from '@app/common/validation/fields';

export class CreateStandDto {
  @RequiredId()
  water_id: number;

  /** 1–20 characters, unique per water ("7", "A3"). */
  @RequiredText(20, '7')
  number: string;

  @OptionalText(120)
  name?: string | null;

  /** Anglers, 1–10 (default 1). */
  @OptionalInt(1, 10)
  capacity?: number;

  /** Lei per day (default 0). */
  @Money({ min: 0, required: false })
  supplement?: string | number;

  @Bool(true)
  active?: boolean;

  /** Position on the water's map, 0–100 (percent of its width). */
  @OptionalInt(0, 100)
  x?: number;

  @OptionalInt(0, 100)
  y?: number;
}

export class UpdateStandDto extends PartialType(CreateStandDto, { skipNullProperties: false }) {}
