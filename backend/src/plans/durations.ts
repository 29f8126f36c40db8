/** The unit of a plan's duration. */
export const DURATION_UNITS = ['hours', 'days', 'months', 'years'] as const;
export type DurationUnit = (typeof DURATION_UNITS)[number];
