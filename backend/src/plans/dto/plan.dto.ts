import { PartialType } from '@nestjs/swagger';
import { ArrayMinSize } from 'class-validator';
import {
  Bool,
  IdList,
  Money,
  OneOf,
  OptionalId,
  OptionalInt,
  OptionalText,
  RequiredInt,
  RequiredName,
  FilterOneOf,
} from '@app/common/validation/fields';
import { ListFilterDto } from '@app/common/pagination';
import { DURATION_UNITS, type DurationUnit } from '../entities/plan.entity';

export class CreatePlanDto {
  @RequiredName(120, 'Permis 24 de ore')
  name: string;

  /** The company's waters where the plan is valid (at least one). */
  @IdList(true, 50)
  @ArrayMinSize(1, { message: 'Alegeți cel puțin o opțiune.' })
  water_ids: number[];

  @RequiredInt(1, 1000)
  duration_value: number;

  @OneOf(DURATION_UNITS)
  duration_unit: DurationUnit;

  @Money({ min: 0 })
  price: string | number;

  /** Lansete; 2 when left out. */
  @OptionalInt(1, 10)
  rods?: number | null;

  /** Kilograms the angler may keep; 0 (catch & release) when left out. */
  @Money({ min: 0, max: 1000, required: false })
  retention_kg?: string | number | null;

  /** Lei per kg kept above retention_kg, charged at the exit; 0 when left out. */
  @Money({ min: 0, max: 100000, required: false })
  extra_kg_price?: string | number | null;

  @Bool(false)
  night?: boolean;

  @OptionalText(5000)
  description?: string | null;

  @Bool(true)
  active?: boolean;
}

export class UpdatePlanDto extends PartialType(CreatePlanDto, { skipNullProperties: false }) {}

export class PlanFilterDto extends ListFilterDto {
  @FilterOneOf(['1', '0', 'true', 'false'])
  active?: string;

  /** Only the plans valid on this water. */
  @OptionalId()
  water_id?: number | null;
}
