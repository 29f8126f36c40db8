import { Entity, PrimaryColumn } from 'typeorm';

/**
 * One row per company, the lock of its series' defaults (DocSeriesService create() and update()):
 * whether a new series is the first of its type, and which series is a type's default, are decided
 * one request at a time on this row (made on first use, common/row-lock.ts). No foreign key: the row
 * holds nothing but the lock, and a company is never deleted.
 */
@Entity('doc_series_locks')
export class DocSeriesLock {
  @PrimaryColumn({ type: 'int' })
  company_id: number;
}
