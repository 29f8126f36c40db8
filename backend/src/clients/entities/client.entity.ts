import { BeforeInsert, BeforeUpdate, Column, Entity, Index, JoinColumn, ManyToOne } from 'typeorm';
import { CompanyRecord } from '@app/common/columns';
import { State } from '@app/reference/entities/state.entity';
import { clientSearchKeys } from '../search-keys';

/** An angler (pescar) registered by a company. */
@Entity('clients')
@Index('UQ_clients_company_cnp', ['company_id', 'cnp'], { unique: true })
@Index('IDX_clients_company_name', ['company_id', 'last_name', 'first_name'])
@Index('IDX_clients_company_first_name', ['company_id', 'first_name'])
@Index('IDX_clients_company_search_last', ['company_id', 'search_last', 'search_first'])
@Index('IDX_clients_company_search_first', ['company_id', 'search_first'])
@Index('IDX_clients_company_search_phone', ['company_id', 'search_phone'])
@Index('IDX_clients_company_search_plate', ['company_id', 'search_plate'])
export class Client extends CompanyRecord {
  @Column({ type: 'varchar', length: 80 })
  first_name: string;

  @Column({ type: 'varchar', length: 80 })
  last_name: string;

  /** Romanian personal numeric code; unique per company when given. */
  @Column({ type: 'varchar', length: 13, nullable: true })
  cnp: string | null;

  /** Derived from the CNP. */
  @Column({ type: 'date', nullable: true })
  birth_date: string | null;

  @Column({ type: 'varchar', length: 2, nullable: true })
  id_series: string | null;

  @Column({ type: 'varchar', length: 8, nullable: true })
  id_number: string | null;

  @Column({ type: 'varchar', length: 32, nullable: true })
  phone: string | null;

  @Column({ type: 'varchar', length: 160, nullable: true })
  email: string | null;

  @Column({ type: 'int', nullable: true })
  state_id: number | null;

  @ManyToOne(() => State, { nullable: true, onDelete: 'RESTRICT' })
  @JoinColumn({ name: 'state_id' })
  state?: State | null;

  @Column({ type: 'varchar', length: 100, nullable: true })
  city: string | null;

  @Column({ type: 'varchar', length: 255, nullable: true })
  address: string | null;

  @Column({ type: 'varchar', length: 16, nullable: true })
  car_plate: string | null;

  @Column({ type: 'text', nullable: true })
  notes: string | null;

  /** A blocked angler gets no new pass. */
  @Column({ type: 'boolean', default: false })
  blocked: boolean;

  @Column({ type: 'varchar', length: 255, nullable: true })
  blocked_reason: string | null;

  /** When the client agreed to the processing described in `consent_text` (needed before a document upload). */
  @Column({ type: 'datetime', nullable: true })
  consent_at: Date | null;

  /** The user who recorded the consent. */
  @Column({ type: 'int', nullable: true })
  consent_by: number | null;

  /** What the client agreed to, word for word (printed on the consent form). */
  @Column({ type: 'text', nullable: true })
  consent_text: string | null;

  /** Set once the client's personal data has been erased (by hand or by the retention job). */
  @Column({ type: 'datetime', nullable: true })
  anonymized_at: Date | null;

  /** Search keys (search-keys.ts): filled from the columns above on every insert and update. */
  @Column({ type: 'varchar', length: 80, default: '' })
  search_last: string;

  @Column({ type: 'varchar', length: 80, default: '' })
  search_first: string;

  @Column({ type: 'varchar', length: 32, nullable: true })
  search_phone: string | null;

  @Column({ type: 'varchar', length: 16, nullable: true })
  search_plate: string | null;

  @BeforeInsert()
  @BeforeUpdate()
  fillSearchKeys() {
    Object.assign(this, clientSearchKeys(this));
  }
}
