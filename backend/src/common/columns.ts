import {
  Column,
  type ColumnOptions,
  CreateDateColumn,
  JoinColumn,
  ManyToOne,
  PrimaryColumn,
  PrimaryGeneratedColumn,
  UpdateDateColumn,
} from 'typeorm';
import type { Company } from '@app/companies/entities/company.entity';

/**
 * Column declarations that many entities repeat word for word, declared once. They name no
 * feature's entity (a relation names its entity by name), so common/ stays free of them
 * (eslint.boundaries.mjs); the schema they declare is the one the migrations hold.
 */

/** Several property decorators as one. */
const all =
  (...decorators: PropertyDecorator[]): PropertyDecorator =>
  (target, property) => {
    for (const decorate of decorators) decorate(target, property);
  };

/** `company_id`: the company a row belongs to (common/tenancy.ts scopes by it). */
export const CompanyId = (): PropertyDecorator => Column({ type: 'int' });

/** `company_id`'s relation: the row's company, which cannot be deleted while it has rows. */
export const OfCompany = (): PropertyDecorator =>
  all(ManyToOne('Company', { onDelete: 'RESTRICT' }), JoinColumn({ name: 'company_id' }));

/** An amount in lei with bani: DECIMAL(12,2), read as a string (common/money.ts). */
export const MoneyColumn = (options: Omit<ColumnOptions, 'type' | 'precision' | 'scale'> = {}): PropertyDecorator =>
  Column({ type: 'decimal', precision: 12, scale: 2, ...options });

/**
 * A company's own row: its id, its company (`company_id` and the relation) and when it was made.
 * Each table keeps its own indexes.
 */
export abstract class CompanyRow {
  @PrimaryGeneratedColumn()
  id: number;

  @CompanyId()
  company_id: number;

  @OfCompany()
  company?: Company;

  @CreateDateColumn()
  created_at: Date;
}

/** A company's own row that changes: a CompanyRow with when it last changed. */
export abstract class CompanyRecord extends CompanyRow {
  @UpdateDateColumn()
  updated_at: Date;
}

/**
 * The key a table of a company's figures per Romanian calendar day starts with (the stats tables the
 * lists and charts read instead of every row); a table adds its own key columns after these.
 */
export abstract class CompanyDayKey {
  @PrimaryColumn({ type: 'int' })
  company_id: number;

  @PrimaryColumn({ type: 'date' })
  day: string;
}
