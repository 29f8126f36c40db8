import type { DataSource } from 'typeorm';
import { cursorAfter, keysetWhere } from './keyset';

const sqlite = { options: { type: 'better-sqlite3' } } as unknown as DataSource;
const mariadb = { options: { type: 'mariadb' } } as unknown as DataSource;
const forge = (position: object) => Buffer.from(JSON.stringify(position)).toString('base64url');

describe('keyset cursors', () => {
  it('resume after the last row in the order they were made for', () => {
    const at = new Date('2026-05-01T08:30:00.250Z');
    const cursor = cursorAfter('p.valid_from', 'DESC', at, 42);
    expect(keysetWhere(mariadb, cursor, 'p.valid_from', 'DESC', 'p.id')).toEqual({
      sql: '(p.valid_from < :keyset_value OR (p.valid_from = :keyset_value AND p.id < :keyset_id))',
      params: { keyset_value: at, keyset_id: 42 },
    });
    // SQLite compares the text it stores.
    const text = cursorAfter('r.issued_on', 'ASC', '2026-05-01', 7);
    expect(keysetWhere(sqlite, text, 'r.issued_on', 'ASC', 'r.id')?.params).toEqual({
      keyset_value: '2026-05-01',
      keyset_id: 7,
    });
  });

  it('are ignored for another order, and when they are not cursors', () => {
    const cursor = cursorAfter('p.total', 'DESC', '12.50', 3);
    expect(keysetWhere(sqlite, cursor, 'p.total', 'ASC', 'p.id')).toBeNull();
    expect(keysetWhere(sqlite, cursor, 'p.number', 'DESC', 'p.id')).toBeNull();
    expect(keysetWhere(sqlite, undefined, 'p.total', 'DESC', 'p.id')).toBeNull();
    for (const junk of [
      'nu-e-un-cursor',
      forge({ s: 'p.total', d: 'DESC', v: { x: 1 }, id: 3 }),
      forge({ s: 'p.total', d: 'DESC', v: '1', id: 1.5 }),
      forge({ s: 'p.valid_from', d: 'DESC', v: 1e20, t: 'i', id: 3 }),
      forge({ s: 'p.valid_from', d: 'DESC', v: 'x', t: 'i', id: 3 }),
    ]) {
      expect(keysetWhere(sqlite, junk, 'p.total', 'DESC', 'p.id')).toBeNull();
      expect(keysetWhere(sqlite, junk, 'p.valid_from', 'DESC', 'p.id')).toBeNull();
    }
  });
});
