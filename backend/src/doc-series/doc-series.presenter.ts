import type { DocSeries } from './entities/doc-series.entity';

export function presentDocSeries(s: DocSeries) {
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
