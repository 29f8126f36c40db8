/**
 * The body of a one-day competition with one round and one sector, for the tests that need a
 * competition on a water or a stand without testing the competition itself: from 04:00Z on `day`
 * to 04:00Z the next day, its round an hour inside each end, no entry fee, any fish.
 */
export function oneDayCompetition(c: {
  name: string;
  water_id: number;
  stand_ids: number[];
  day: string;
  sector?: string;
}) {
  const at = (hours: number) => new Date(Date.parse(`${c.day}T04:00:00Z`) + hours * 3_600_000).toISOString();
  return {
    name: c.name,
    water_id: c.water_id,
    starts_at: at(0),
    ends_at: at(24),
    rounds: [{ starts_at: at(1), ends_at: at(23) }],
    team_size: 2,
    entry_fee: '0.00',
    fish_ids: [],
    min_weight_kg: '0.500',
    short_rule: 'max',
    sectors: [{ name: c.sector ?? 'A', stand_ids: c.stand_ids }],
  };
}
