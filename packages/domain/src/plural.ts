/**
 * A count with its noun, agreed the Romanian way: "1 chitanță", "2 chitanțe", "19 chitanțe",
 * "20 de chitanțe", "101 chitanțe", "1.000 de chitanțe" ("de" when the last two digits are 00 or
 * 20–99, from 20 up). The API's messages and the screens write counts through it.
 */
export function roCount(n: number, one: string, many: string): string {
  if (n === 1) return `1 ${one}`;
  const lastTwo = n % 100;
  const de = n >= 20 && (lastTwo === 0 || lastTwo >= 20) ? 'de ' : '';
  return `${Math.trunc(n)
    .toString()
    .replace(/\B(?=(\d{3})+(?!\d))/g, '.')} ${de}${many}`;
}
