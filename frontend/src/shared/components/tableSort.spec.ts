import { compareValues, sortFromTable, sortOrderOf, sortRows } from './tableSort';

describe('sortFromTable', () => {
  it('maps an antd sorter to sort_by / sort_dir', () => {
    expect(sortFromTable({ columnKey: 'name', order: 'ascend' })).toEqual({ sort_by: 'name', sort_dir: 'asc' });
    expect(sortFromTable([{ field: 'amount', order: 'descend' }])).toEqual({ sort_by: 'amount', sort_dir: 'desc' });
  });
  it('answers no sort when the column is unsorted', () => {
    expect(sortFromTable({ columnKey: 'name', order: null })).toEqual({});
    expect(sortFromTable(undefined)).toEqual({});
  });
});

describe('sortOrderOf', () => {
  it('marks only the sorted column', () => {
    expect(sortOrderOf({ sort_by: 'name', sort_dir: 'desc' }, 'name')).toBe('descend');
    expect(sortOrderOf({ sort_by: 'name', sort_dir: 'asc' }, 'city')).toBeNull();
  });
});

describe('sortRows', () => {
  const rows = [
    { name: 'Știuca', price: '100.00' },
    { name: 'amur', price: '9.50' },
    { name: 'Crap', price: null },
  ];
  it('sorts text in Romanian order and decimal strings as numbers, nulls last', () => {
    const get = (r: (typeof rows)[number], k: string) => r[k as keyof typeof r];
    expect(sortRows(rows, { sort_by: 'name', sort_dir: 'asc' }, get).map((r) => r.name)).toEqual([
      'amur',
      'Crap',
      'Știuca',
    ]);
    expect(sortRows(rows, { sort_by: 'price', sort_dir: 'asc' }, get).map((r) => r.price)).toEqual([
      '9.50',
      '100.00',
      null,
    ]);
    expect(compareValues(2, 10)).toBeLessThan(0);
  });
});
