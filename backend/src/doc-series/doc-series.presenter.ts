import { Bool, Instant, Int, OneOf, Text } from '@app/common/openapi';
import { DOC_TYPES, type DocSeries, type DocType } from './entities/doc-series.entity';

export class DocSeriesResponse {
  @Int() id: number;
  @OneOf(DOC_TYPES) type: DocType;
  @Text() series: string;
  @Int() next_number: number;
  @Int({ description: 'documente emise din serie' }) issued_count: number;
  @Bool() is_default: boolean;
  @Bool() active: boolean;
  @Instant() created_at: Date;
  @Instant() updated_at: Date;
}

export function presentDocSeries(s: DocSeries): DocSeriesResponse {
  return {
    id: s.id,
    type: s.type,
    series: s.series,
    next_number: s.next_number,
    issued_count: s.issued_count,
    is_default: s.is_default,
    active: s.active,
    created_at: s.created_at,
    updated_at: s.updated_at,
  };
}
