import {
  changeListParams,
  listParamsToQuery,
  parseListParams,
  scopedQuery,
  unscopedQuery,
  type ListDefaults,
} from './listParams';

const FILTERS = ['water_id', 'status', 'from', 'to'];
const DEFAULTS: ListDefaults = { sort: { sort_by: 'valid_from', sort_dir: 'desc' } };
const parse = (q: string, defaults = DEFAULTS) => parseListParams(new URLSearchParams(q), FILTERS, defaults);
const write = (q: string, defaults = DEFAULTS) => listParamsToQuery(parse(q, defaults), FILTERS, defaults).toString();

describe('parseListParams (URL → view)', () => {
  it('an empty URL is the list as it first opens', () => {
    expect(parse('')).toEqual({
      page: 1,
      perPage: 25,
      sort: { sort_by: 'valid_from', sort_dir: 'desc' },
      search: '',
      filters: {},
    });
  });

  it('reads page, page size, sort, search and filters', () => {
    expect(parse('page=3&per_page=50&sort=-total&q=%C8%98erban&water_id=7&from=2026-05-01&to=2026-05-31')).toEqual({
      page: 3,
      perPage: 50,
      sort: { sort_by: 'total', sort_dir: 'desc' },
      search: 'Șerban',
      filters: { water_id: '7', from: '2026-05-01', to: '2026-05-31' },
    });
    expect(parse('sort=number').sort).toEqual({ sort_by: 'number', sort_dir: 'asc' });
  });

  it('an empty sort is "no sort", not the default', () => {
    expect(parse('sort=').sort).toEqual({});
  });

  it('ignores what it does not know and falls back on malformed values', () => {
    expect(parse('page=0&per_page=33&sort=-x;drop&other=1&tab=passes')).toEqual(parse(''));
    expect(parse('page=abc').page).toBe(1);
  });

  it('applies a default filter unless the URL clears it', () => {
    const defaults: ListDefaults = { filters: { status: 'active' } };
    expect(parse('', defaults).filters).toEqual({ status: 'active' });
    expect(parse('status=deleted', defaults).filters).toEqual({ status: 'deleted' });
    expect(parse('status=', defaults).filters).toEqual({});
  });
});

describe('listParamsToQuery (view → URL)', () => {
  it('leaves the defaults out', () => {
    expect(write('')).toBe('');
    expect(write('page=1&per_page=25&sort=-valid_from')).toBe('');
  });

  it('round-trips a view', () => {
    const q = 'page=2&per_page=100&sort=total&q=popescu&water_id=3&status=valid';
    expect(parse(new URLSearchParams(write(q)).toString())).toEqual(parse(q));
    expect(write(q)).toBe('page=2&per_page=100&sort=total&q=popescu&water_id=3&status=valid');
  });

  it('writes a cleared sort as empty, so it stays cleared', () => {
    const params = { ...parse(''), sort: {} };
    expect(listParamsToQuery(params, FILTERS, DEFAULTS).toString()).toBe('sort=');
  });

  it('writes a cleared default filter as empty', () => {
    const defaults: ListDefaults = { filters: { status: 'active' } };
    const params = changeListParams(parse('', defaults), { filters: { status: '' } });
    expect(listParamsToQuery(params, FILTERS, defaults).toString()).toBe('status=');
  });

  it('keeps the parameters that are not the list’s', () => {
    const keep = new URLSearchParams('tab=passes&page=4');
    expect(listParamsToQuery(parse(''), FILTERS, DEFAULTS, keep).toString()).toBe('tab=passes');
  });
});

describe('changeListParams', () => {
  const view = parse('page=4&per_page=50&q=ion&status=valid');

  it('a new search, filter, sort or page size starts from page 1', () => {
    expect(changeListParams(view, { search: 'maria' }).page).toBe(1);
    expect(changeListParams(view, { filters: { water_id: '2' } })).toMatchObject({
      page: 1,
      filters: { status: 'valid', water_id: '2' },
    });
    expect(changeListParams(view, { sort: { sort_by: 'total', sort_dir: 'asc' } }).page).toBe(1);
    expect(changeListParams(view, { perPage: 100 }).page).toBe(1);
  });

  it('the same search again keeps the page; a new page keeps the rest', () => {
    expect(changeListParams(view, { search: 'ion' }).page).toBe(4);
    expect(changeListParams(view, { page: 5 })).toEqual({ ...view, page: 5 });
  });

  it('an emptied filter is removed', () => {
    expect(changeListParams(view, { filters: { status: '' } }).filters).toEqual({});
  });

  it("a page's cursor is kept for the step it was made for, and dropped by any other change", () => {
    const next = changeListParams(view, { page: 5, after: 'eyJzIjoicC52YWxpZF9mcm9tIn0' });
    expect(next.after).toBe('eyJzIjoicC52YWxpZF9mcm9tIn0');
    expect(changeListParams(next, { page: 6 }).after).toBeUndefined();
    expect(changeListParams(next, { search: 'ion' }).after).toBeUndefined();
  });
});

describe('the cursor in the URL', () => {
  it('is read and written with its page, and never on page 1 or when malformed', () => {
    expect(parse('page=40&after=abc_-9').after).toBe('abc_-9');
    expect(write('page=40&after=abc_-9')).toBe('page=40&after=abc_-9');
    expect(write('after=abc')).toBe('');
    expect(parse('page=2&after=a%20b').after).toBeUndefined();
  });
});

describe('scopedQuery / unscopedQuery', () => {
  it("reads one list's parameters under its prefix and writes them back beside the others", () => {
    const query = new URLSearchParams('tab=chitante&permise_page=2&chitante_sort=-amount');
    const own = scopedQuery(query, 'chitante_');
    expect(own.toString()).toBe('sort=-amount');
    const next = new URLSearchParams('sort=amount&page=3');
    expect(unscopedQuery(query, 'chitante_', next).toString()).toBe(
      'tab=chitante&permise_page=2&chitante_sort=amount&chitante_page=3',
    );
  });

  it('is the query itself without a prefix', () => {
    const query = new URLSearchParams('page=2');
    expect(scopedQuery(query, '')).toBe(query);
    expect(unscopedQuery(query, '', new URLSearchParams('page=3')).toString()).toBe('page=3');
  });
});
