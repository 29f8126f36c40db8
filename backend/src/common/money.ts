/** Money travels as a decimal string with two decimals ("1234.50"), always lei. */
export function money(value: string | number | null | undefined): string {
  const n = typeof value === 'number' ? value : Number(value ?? 0);
  return (Math.round(n * 100) / 100).toFixed(2);
}

export function moneyOrNull(value: string | number | null | undefined): string | null {
  return value === null || value === undefined ? null : money(value);
}

/** Whole bani, for arithmetic without floating-point drift. */
export function toBani(value: string | number): number {
  return Math.round(Number(value) * 100);
}

export function fromBani(bani: number): string {
  return (bani / 100).toFixed(2);
}

/** "20,00" / "1.234,50" / "-12,50": lei with the Romanian separators, for a text a person reads. */
export function leiText(amount: string | number): string {
  const [whole, dec] = Number(amount).toFixed(2).split('.');
  return `${whole.replace(/\B(?=(\d{3})+(?!\d))/g, '.')},${dec}`;
}
