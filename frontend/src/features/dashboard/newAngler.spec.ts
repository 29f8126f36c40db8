import { newAnglerLink, newAnglerPrefill, prefillFromQuery } from './newAngler';

describe('newAnglerPrefill', () => {
  it.each([
    ['Popescu', { last_name: 'Popescu' }],
    ['Popescu Ion', { last_name: 'Popescu', first_name: 'Ion' }],
    ['  Popescu   Ion Vasile ', { last_name: 'Popescu', first_name: 'Ion Vasile' }],
    ['0744 111 222', { phone: '0744 111 222' }],
    ['+40744111222', { phone: '+40744111222' }],
    ['Popescu 0744-111-222', { last_name: 'Popescu', phone: '0744-111-222' }],
    ['', {}],
  ])('"%s"', (typed, expected) => {
    expect(newAnglerPrefill(typed)).toEqual(expected);
  });
});

describe('the link to the form and back', () => {
  it('carries the fields and the way back to the sale, and reads them again', () => {
    const link = newAnglerLink('Mureșan Ștefan 0744 111');
    expect(link.startsWith('/company/clients/new?')).toBe(true);
    const query = new URLSearchParams(link.split('?')[1]);
    expect(query.get('inapoi')).toBe('vanzare');
    expect(prefillFromQuery(query)).toEqual({ last_name: 'Mureșan', first_name: 'Ștefan', phone: '0744 111' });
  });

  it('ignores anything else in the query', () => {
    expect(prefillFromQuery(new URLSearchParams('cnp=1&blocked=true&last_name=%20'))).toEqual({});
  });
});
