import { Entity, PrimaryColumn } from 'typeorm';

/**
 * One row per company, the lock of its public forms' limits (CompaniesService.lockPublicForms()):
 * a booking request and a competition registration from the public page count the requests
 * waiting from one phone or address across the company's waters and competitions, so they queue
 * on this row (made on first use, common/row-lock.ts). No foreign key: the row holds nothing but
 * the lock, and a company is never deleted.
 */
@Entity('public_form_locks')
export class PublicFormLock {
  @PrimaryColumn({ type: 'int' })
  company_id: number;
}
