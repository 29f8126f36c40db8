import { Column, JoinColumn, ManyToOne, UpdateDateColumn } from 'typeorm';
import { CompanyRow } from './columns';
import type { DocSeries } from '@app/doc-series/entities/doc-series.entity';
import type { User } from '@app/users/entities/user.entity';

/**
 * A numbered row: a pass, a chitanță or a cash disposition. Each takes its number from one of the
 * company's series inside its issuing transaction (doc-series.service.ts take()), keeps it when
 * cancelled (a fiscal document is never erased, only marked cancelled with who, when and why) and
 * keeps who issued it. The columns are declared once, here; each table keeps its own indexes (its
 * `UQ_<table>_series_number`) and its own states. The relations name their entities by name
 * (TypeORM finds them among the data source's entities), so common/ imports no feature's entity.
 */
export abstract class NumberedRow extends CompanyRow {
  @Column({ type: 'int' })
  doc_series_id: number;

  @ManyToOne('DocSeries', { onDelete: 'RESTRICT' })
  @JoinColumn({ name: 'doc_series_id' })
  doc_series?: DocSeries;

  @Column({ type: 'varchar', length: 10 })
  series: string;

  @Column({ type: 'int' })
  number: number;

  @Column({ type: 'int', nullable: true })
  created_by: number | null;

  @Column({ type: 'datetime', nullable: true })
  cancelled_at: Date | null;

  @Column({ type: 'int', nullable: true })
  cancelled_by: number | null;

  @Column({ type: 'varchar', length: 255, nullable: true })
  cancel_reason: string | null;
}

/**
 * A numbered document that changes after its issue (a pass, a chitanță): a NumberedRow with when it
 * last changed and its issuer as a relation.
 */
export abstract class NumberedDocument extends NumberedRow {
  @UpdateDateColumn()
  updated_at: Date;

  @ManyToOne('User', { nullable: true, onDelete: 'SET NULL' })
  @JoinColumn({ name: 'created_by' })
  creator?: User | null;
}
