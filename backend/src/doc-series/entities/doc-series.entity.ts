import { Column, Entity, Index } from 'typeorm';
import { CompanyRecord } from '@app/common/columns';

/** `cash`: the cash dispositions (dispoziții de încasare / de plată, backend/src/books). */
export const DOC_TYPES = ['pass', 'receipt', 'cash'] as const;
export type DocType = (typeof DOC_TYPES)[number];

/** A numbering series for passes or receipts (e.g. "BD" 0001, 0002, …). */
@Entity('doc_series')
@Index('UQ_doc_series_company_type_series', ['company_id', 'type', 'series'], { unique: true })
export class DocSeries extends CompanyRecord {
  @Column({ type: 'varchar', length: 8 })
  type: DocType;

  @Column({ type: 'varchar', length: 10 })
  series: string;

  /** The number the next document of this series gets. */
  @Column({ type: 'int', default: 1 })
  next_number: number;

  /** How many documents were numbered from this series: once > 0 it cannot be renamed, lowered or deleted. */
  @Column({ type: 'int', default: 0 })
  issued_count: number;

  @Column({ type: 'boolean', default: false })
  is_default: boolean;

  @Column({ type: 'boolean', default: true })
  active: boolean;
}
