import { useWatersQuery } from '@/features/waters/api';
import { useCompanyId } from '@/shared/list/resourceForm';

export interface FishRef {
  id: number;
  name: string;
}

/** The counted species of a competition, by name: its fish_ids among its water's species (none listed = all). */
export function countedFishes(fishIds: readonly number[], waterFishes: readonly FishRef[]): FishRef[] {
  return fishIds.length ? waterFishes.filter((f) => fishIds.includes(f.id)) : [...waterFishes];
}

/** The counted species of a competition (read from the company's waters). */
export function useCountedFishes(competition: { water_id: number; fish_ids: number[] } | undefined): FishRef[] {
  const { data: waters = [] } = useWatersQuery({ companyId: useCompanyId() }, { skip: !competition });
  const water = competition ? waters.find((w) => w.id === competition.water_id) : undefined;
  return water && competition ? countedFishes(competition.fish_ids, water.fishes) : [];
}
