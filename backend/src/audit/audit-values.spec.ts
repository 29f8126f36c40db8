import 'reflect-metadata';
import { DataSource } from 'typeorm';
import { ENTITIES } from '@app/database/entities';
import {
  auditChanges,
  isAudited,
  mask,
  PERSONAL,
  redactChanges,
  rowClientId,
  rowCompanyId,
  scrub,
} from './audit-values';

describe('audit values', () => {
  const ds = new DataSource({ type: 'better-sqlite3', database: ':memory:', entities: ENTITIES });
  beforeAll(async () => {
    await ds.initialize();
  });
  afterAll(async () => {
    await ds.destroy();
  });

  it('audits company data and leaves out sessions, derived stats, the lease and the trail itself', () => {
    const audited = ds.entityMetadatas.filter(isAudited).map((m) => m.tableName);
    expect(audited).toEqual(expect.arrayContaining(['companies', 'clients', 'passes', 'receipts', 'users', 'media']));
    for (const table of [
      'audit_log',
      'access_tokens',
      'password_resets',
      'pass_day_stats',
      'pass_list_stats',
      'client_pass_totals',
      'receipt_day_stats',
      'job_locks',
      'roles',
    ])
      expect(audited).not.toContain(table);
  });

  it('masks personal data, keeping whether the field was empty', () => {
    expect(mask('clients', 'cnp', '1800101123450')).toBe('***');
    expect(mask('clients', 'phone', null)).toBeNull();
    expect(mask('clients', 'city', 'Cluj')).toBe('***');
    expect(mask('bookings', 'guest_name', 'Ion Pop')).toBe('***');
    expect(mask('media', 'name', 'CI Pop 1800101123450.png')).toBe('***');
    expect(mask('receipts', 'cancel_reason', 'greșit')).toBe('***');
    expect(mask('users', 'password', 'hash')).toBe('***');
    // A lake's city is the company's own public data.
    expect(mask('waters', 'city', 'Cluj')).toBe('Cluj');
  });

  it('names in PERSONAL only columns that exist, on audited tables', () => {
    for (const [table, fields] of Object.entries(PERSONAL)) {
      const meta = ds.entityMetadatas.find((m) => m.tableName === table);
      expect(meta && isAudited(meta)).toBe(true);
      for (const field of fields)
        expect([table, meta!.findColumnWithPropertyName(field)?.propertyName]).toEqual([table, field]);
    }
  });

  it('scrubs erased values from free text, in any case, spelling or spacing', () => {
    const erased = ['Ion Ștefănescu', 'Ștefănescu', '+40731234987', '0731234987', 'XZ'];
    expect(scrub('Plata ion stefanescu, tel. 0731 234-987; XZ', erased)).toBe('Plata ***, tel. ***; XZ');
    expect(scrub('STEFANESCU a renunțat', erased)).toBe('*** a renunțat');
  });

  it('redacts a stored row: personal fields masked, erased values scrubbed elsewhere; null when clean', () => {
    const row = JSON.stringify({ guest_name: [null, 'Ion Pop'], status: ['pending', 'checked_in'] });
    expect(JSON.parse(redactChanges('bookings', row, ['Ion Pop'])!)).toEqual({
      guest_name: [null, '***'],
      status: ['pending', 'checked_in'],
    });
    const reason = JSON.stringify({ reason: [null, 'Cererea lui Ion Popescu'] });
    expect(JSON.parse(redactChanges('clients', reason, ['Ion Popescu'])!)).toEqual({
      reason: [null, 'Cererea lui ***'],
    });
    expect(redactChanges('bookings', JSON.stringify({ status: ['a', 'b'] }), ['Ion Pop'])).toBeNull();
  });

  it('lists only the fields that changed, comparing dates, decimals and 0/1 as the database answers them', () => {
    const meta = ds.getMetadata('passes');
    const when = new Date('2026-06-01T05:00:00.000Z');
    const old = { id: 7, company_id: 2, client_id: 9, total: '40.00', status: 'active', valid_from: when, notes: 'x' };
    const now = { ...old, total: 40, valid_from: new Date(when), status: 'cancelled', notes: 'y' };
    expect(auditChanges(meta, old, now)).toEqual({ status: ['active', 'cancelled'], notes: ['***', '***'] });
    expect(rowCompanyId(meta, old)).toBe(2);
    expect(rowClientId(meta, old)).toBe(9);
  });

  it('records a create as every non-empty field, ignoring timestamps and search keys', () => {
    const meta = ds.getMetadata('clients');
    const changes = auditChanges(meta, null, {
      id: 3,
      company_id: 1,
      first_name: 'Ion',
      last_name: 'Pop',
      cnp: null,
      city: 'Arad',
      blocked: false,
      search_last: 'pop',
      created_at: new Date(),
    });
    expect(changes).toEqual({
      id: [null, 3],
      company_id: [null, 1],
      first_name: [null, '***'],
      last_name: [null, '***'],
      city: [null, '***'],
      blocked: [null, false],
    });
    expect(rowClientId(meta, { id: 3 })).toBe(3);
  });
});
