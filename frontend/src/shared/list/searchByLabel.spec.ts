import { foldForSearch, searchByLabel } from './searchByLabel';

const { filterOption, filterSort } = searchByLabel;
const option = (label: string) => ({ value: label, label });
const picked = (labels: string[], typed: string) =>
  labels
    .map(option)
    .filter((o) => filterOption(typed, o))
    .sort((a, b) => filterSort(a, b, { searchValue: typed }))
    .map((o) => o.label);

describe('searchByLabel', () => {
  it('folds case, accents and both forms of ș and ț', () => {
    expect(foldForSearch('  Ştiucă  ŢARĂ  Îmbrăcăminte ')).toBe('stiuca tara imbracaminte');
    expect(foldForSearch('Mureș')).toBe(foldForSearch('MURES'));
  });

  it('finds a label typed without diacritics, in any case', () => {
    expect(picked(['Știucă', 'Crap', 'Șalău'], 'stiuca')).toEqual(['Știucă']);
    expect(picked(['Argeș', 'Brașov', 'Iași'], 'BRASOV')).toEqual(['Brașov']);
    expect(picked(['Știucă'], 'Ştiucă')).toEqual(['Știucă']);
  });

  it('puts the labels that start with the search first, then word starts, keeping their order', () => {
    expect(picked(['Maramureș', 'Mureș'], 'mures')).toEqual(['Mureș', 'Maramureș']);
    expect(picked(['Balta Mare', 'Lacul Mare', 'Mare'], 'mare')).toEqual(['Mare', 'Balta Mare', 'Lacul Mare']);
    expect(picked(['Permis o zi (50,00 lei)', 'Abonament (zi de pescuit)', 'Zi de noapte'], 'zi')).toEqual([
      'Zi de noapte',
      'Permis o zi (50,00 lei)',
      'Abonament (zi de pescuit)',
    ]);
  });

  it('leaves the order alone when nothing is typed and finds nothing in a label that is not text', () => {
    expect(picked(['Vaslui', 'Alba', 'Cluj'], '')).toEqual(['Vaslui', 'Alba', 'Cluj']);
    expect(filterOption('a', { label: undefined })).toBe(false);
  });
});
