import { AppException } from '@app/common/app-exception';
import { fromBani, leiText } from '@app/common/money';
import { bucharestDate } from '@app/common/time';

/** "1.234,56 lei" (Romanian thousands and decimals) from bani. */
export function lei(bani: number): string {
  return `${leiText(fromBani(bani))} lei`;
}

/** dd.mm.yyyy from YYYY-MM-DD. */
export function roDate(day: string): string {
  const [y, m, d] = day.slice(0, 10).split('-');
  return `${d}.${m}.${y}`;
}

/** A `date` column as YYYY-MM-DD (mysql2 may hand back a Date). */
export function dayOf(value: string | Date): string {
  return typeof value === 'string' ? value.slice(0, 10) : value.toISOString().slice(0, 10);
}

/** The first day a cash document may carry: an earlier one is a year mistyped (1026 for 2026). */
export const FIRST_DOCUMENT_DAY = '2000-01-01';

/**
 * 422 when a document's day (YYYY-MM-DD, under `field`) is after today in Romania (a chitanță, a
 * disposition or an expense records money that has moved already) or before FIRST_DOCUMENT_DAY.
 */
export function refuseOutOfRange(field: string, day: string | null | undefined): void {
  if (day && day > bucharestDate()) throw AppException.invalid({ [field]: ['Data nu poate fi după ziua de azi.'] });
  if (day && day < FIRST_DOCUMENT_DAY)
    throw AppException.invalid({ [field]: [`Data nu poate fi înainte de ${roDate(FIRST_DOCUMENT_DAY)}.`] });
}
