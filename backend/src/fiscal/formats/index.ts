import type { FiscalFormat } from '../entities/fiscal-device.entity';
import { ECRBRIDGE } from './ecrbridge';
import type { FiscalFormatSpec } from './format';
import { FPRINT } from './fprint';

/** Every driver format the server knows; FISCAL_FORMATS (the entity) names the same. */
export const FORMATS: Record<FiscalFormat, FiscalFormatSpec> = { fprint: FPRINT, ecrbridge: ECRBRIDGE };
