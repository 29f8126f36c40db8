import { Entity, PrimaryColumn } from 'typeorm';

/**
 * One row per company, the lock of its public forms' limits (CompaniesService.lockPublicForms()):
 * a booking request and a competition registration from the public page count the requests
 * waiting from one phone or address across the company's waters and competitions, so they queue
 * on this row. No foreign key: the row is only ever locked, and a key to `companies` would make
 * every insert of the company's rows share a lock with it.
 */
@Entity('public_form_locks')
export class PublicFormLock {
  @PrimaryColumn({ type: 'int' })
  company_id: number;
}
