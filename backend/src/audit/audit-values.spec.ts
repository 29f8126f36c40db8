import 'reflect-metadata';
import { DataSource } from 'typeorm';
import { Client } from '@app/clients/entities/client.entity';
import { ENTITIES } from '@app/database/entities';
import { Pass } from '@app/passes/entities/pass.entity';
import { auditChanges, isAudited, mask, rowClientId, rowCompanyId } from './audit-values';

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
    expect(mask('cnp', '1800101123450')).toBe('***');
    expect(mask('phone', null)).toBeNull();
    expect(mask('city', 'Cluj')).toBe('Cluj');
  });

  it('lists only the fields that changed, comparing dates, decimals and 0/1 as the database answers them', () => {
    const meta = ds.getMetadata(Pass);
    const when = new Date('2026-06-01T05:00:00.000Z');
    const old = { id: 7, company_id: 2, client_id: 9, total: '40.00', status: 'active', valid_from: when, notes: 'x' };
    const now = { ...old, total: 40, valid_from: new Date(when), status: 'cancelled', notes: 'y' };
    expect(auditChanges(meta, old, now)).toEqual({ status: ['active', 'cancelled'], notes: ['***', '***'] });
    expect(rowCompanyId(meta, old)).toBe(2);
    expect(rowClientId(meta, old)).toBe(9);
  });

  it('records a create as every non-empty field, ignoring timestamps and search keys', () => {
    const meta = ds.getMetadata(Client);
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
      city: [null, 'Arad'],
      blocked: [null, false],
    });
    expect(rowClientId(meta, { id: 3 })).toBe(3);
  });
});
