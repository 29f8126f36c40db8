/**
 * A count with its noun as Romanian writes it: from 20 on, unless its last two digits are 1–19,
 * the noun takes "de" ("120 de caractere", "101 caractere", "19 caractere", "0 pescari").
 */
export function roCount(n: number, plural: string): string {
  const lastTwo = Math.abs(n) % 100;
  return n !== 0 && (lastTwo === 0 || lastTwo >= 20) ? `${n} de ${plural}` : `${n} ${plural}`;
}
