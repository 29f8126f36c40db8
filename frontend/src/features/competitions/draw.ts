/** The draw as a list: sector by sector, stand by stand (numbers in natural order: 2 before 10). */

export interface DrawRow {
  key: string;
  sector: string;
  stand: string;
  team: string;
}

const PALETTE = ['#1677ff', '#fa541c', '#52c41a', '#722ed1', '#eb2f96', '#13c2c2', '#faad14', '#2f54eb'];

/**
 * A sector as the pages title it: "Sectorul A" for a sector named "A", and a name that already
 * says it ("Sectorul A", "sector 2") as it is, never "Sectorul Sectorul A". `within`: after a comma
 * ("Manșa 1, sectorul A").
 */
export function sectorTitle(name: string, within = false): string {
  const own = /^sector(ul)?\b/i.test(name.trim());
  const title = own ? name.trim().replace(/^s/i, 'S') : `Sectorul ${name}`;
  return within ? title.replace(/^S/, 's') : title;
}

/** A sector's colour on the map (the sector's position in the competition). */
export const sectorColor = (index: number) => PALETTE[index % PALETTE.length];

const byNumber = new Intl.Collator('ro', { numeric: true });

export function drawRows(
  competition: { sectors: { id: number; name: string }[] },
  teams: readonly {
    id: number;
    name: string;
    status: string;
    sector_id: number | null;
    stand_number: string | null;
  }[],
): DrawRow[] {
  const order = new Map(competition.sectors.map((s, i) => [s.id, i]));
  const names = new Map(competition.sectors.map((s) => [s.id, s.name]));
  return teams
    .filter((t) => t.status === 'confirmed' && t.sector_id !== null && t.stand_number !== null)
    .sort(
      (a, b) =>
        (order.get(a.sector_id!) ?? 0) - (order.get(b.sector_id!) ?? 0) ||
        byNumber.compare(a.stand_number!, b.stand_number!),
    )
    .map((t) => ({
      key: String(t.id),
      sector: names.get(t.sector_id!) ?? '',
      stand: t.stand_number!,
      team: t.name,
    }));
}
