import { amountInWords } from './amount-words';

describe('amountInWords', () => {
  it.each([
    [1, 'un leu'],
    [2, 'doi lei'],
    [12, 'doisprezece lei'],
    [19, 'nouăsprezece lei'],
    [20, 'douăzeci de lei'],
    [21, 'douăzeci și unu de lei'],
    [22, 'douăzeci și doi de lei'],
    [50, 'cincizeci de lei'],
    [100, 'o sută de lei'],
    [101, 'o sută unu lei'],
    [119, 'o sută nouăsprezece lei'],
    [120, 'o sută douăzeci de lei'],
    [200, 'două sute de lei'],
    [121.5, 'o sută douăzeci și unu de lei și cincizeci de bani'],
    ['121.50', 'o sută douăzeci și unu de lei și cincizeci de bani'],
    [1000, 'o mie de lei'],
    [1001, 'o mie unu lei'],
    [2019, 'două mii nouăsprezece lei'],
    [2000, 'două mii de lei'],
    [12000, 'douăsprezece mii de lei'],
    [21000, 'douăzeci și una de mii de lei'],
    [22000, 'douăzeci și două de mii de lei'],
    [100000, 'o sută de mii de lei'],
    [1000000, 'un milion de lei'],
    [2000000, 'două milioane de lei'],
    [1.01, 'un leu și un ban'],
    [0.5, 'cincizeci de bani'],
    [3.02, 'trei lei și doi bani'],
    [1234.56, 'o mie două sute treizeci și patru de lei și cincizeci și șase de bani'],
  ])('spells %p as "%s"', (amount, words) => {
    expect(amountInWords(amount)).toBe(words);
  });

  it('refuses negative and absurd amounts', () => {
    expect(() => amountInWords(-1)).toThrow(RangeError);
    expect(() => amountInWords(1e12)).toThrow(RangeError);
  });
});
