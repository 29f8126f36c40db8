/** Client-side checks of the document series form (the server checks again). */
import { compact, numberProblem } from '@/shared/list/checks';
import { REQUIRED_MESSAGE } from '@/shared/list/rules';
import type { FormValuesOf } from '@/shared/list/resourceForm';
import type { DocSeriesInput } from './api';

/** The body of createDocSeries/update; the counter may be empty while typed. */
export type DocSeriesFormValues = FormValuesOf<DocSeriesInput, { next_number?: number | null }>;

export const SERIES_PATTERN = /^[A-Z0-9]{1,10}$/;

/** Uppercases as the user types and drops what a series cannot hold ("bd-1" -> "BD1"). */
export function normalizeSeries(value: string | undefined | null): string {
  return (value ?? '')
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toUpperCase()
    .replace(/[^A-Z0-9]/g, '')
    .slice(0, 10);
}

/**
 * `minNext` is the series' current next_number once numbers were issued from it:
 * the counter can only grow then (a number is never issued twice).
 */
export function validateDocSeries(v: Partial<DocSeriesFormValues>, minNext = 1) {
  const series = (v.series ?? '').trim();
  return compact({
    type: v.type === 'pass' || v.type === 'receipt' || v.type === 'cash' ? null : 'Alege tipul documentului.',
    series:
      series === ''
        ? REQUIRED_MESSAGE
        : SERIES_PATTERN.test(series)
          ? null
          : 'Seria are 1–10 caractere: litere mari fără diacritice și cifre.',
    next_number:
      numberProblem(v.next_number, { required: true, integer: true, min: 1, max: 999_999_999 }) ??
      (Number(v.next_number) < minNext
        ? `Numărul următor nu poate scădea sub ${minNext}: din serie s-au emis deja documente.`
        : null),
  });
}
