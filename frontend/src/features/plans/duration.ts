import type { Schemas } from '@/shared/api/schema';

/** Plan duration in Romanian: "1 zi", "3 zile", "12 ore", "1 lună", "6 luni", "1 an", "20 de ani". */
export type DurationUnit = Schemas['PlanResponse']['duration_unit'];

export const DURATION_UNITS: { value: DurationUnit; label: string }[] = [
  { value: 'hours', label: 'Ore' },
  { value: 'days', label: 'Zile' },
  { value: 'months', label: 'Luni' },
  { value: 'years', label: 'Ani' },
];

const WORDS: Record<DurationUnit, [one: string, many: string]> = {
  hours: ['oră', 'ore'],
  days: ['zi', 'zile'],
  months: ['lună', 'luni'],
  years: ['an', 'ani'],
};

/** Romanian puts "de" between a number and its noun when the last two digits are 00 or 20–99 ("20 de zile", "101 zile"). */
export function needsDe(n: number): boolean {
  const lastTwo = Math.abs(n) % 100;
  return Math.abs(n) >= 20 && (lastTwo === 0 || lastTwo >= 20);
}

export function formatDuration(value: number | string, unit: DurationUnit): string {
  const n = Number(value);
  const words = WORDS[unit];
  if (!words || !Number.isFinite(n)) return `${value} ${unit}`;
  if (n === 1) return `1 ${words[0]}`;
  return `${n} ${needsDe(n) ? 'de ' : ''}${words[1]}`;
}

/** 0 kg = catch & release (fish go back to the water). */
export function formatRetention(kg: number | string | null | undefined): string {
  if (kg === null || kg === undefined || kg === '') return '—';
  const n = Number(kg);
  if (n === 0) return 'Catch & release';
  return `${String(n).replace('.', ',')} kg`;
}

/**
 * A plan's name with its duration in brackets, "Zi (24 de ore)", unless the name already says it:
 * "Permis 24 de ore" stays as it is (the pass once read "Permis 24 de ore (24 de ore)").
 */
export function planWithDuration(name: string, value: number | string, unit: DurationUnit): string {
  const duration = formatDuration(value, unit);
  const plain = (s: string) => s.toLocaleLowerCase('ro').replace(/\s+/g, ' ');
  return plain(name).includes(plain(duration)) ? name : `${name} (${duration})`;
}
