/** Client-side checks of the water form (the server checks again; PRODUCT.md §3 Water). */
import { compact, numberProblem, textProblem } from '@/shared/list/checks';

export interface WaterFormValues {
  name: string;
  state_id?: number | null;
  city?: string | null;
  surface_ha?: number | string | null;
  description?: string | null;
  rules?: string | null;
  latitude?: number | string | null;
  longitude?: number | string | null;
  fish_ids?: number[];
  /** Species released only on this water (never kept at the exit). */
  release_fish_ids?: number[];
  active?: boolean;
}

export function validateWater(v: Partial<WaterFormValues>) {
  return compact({
    name: textProblem(v.name, { required: true, max: 120 }),
    city: textProblem(v.city, { max: 100 }),
    surface_ha: numberProblem(v.surface_ha, { min: 0, max: 100000, decimals: 2 }),
    description: textProblem(v.description, { max: 5000 }),
    rules: textProblem(v.rules, { max: 20000 }),
    latitude: numberProblem(v.latitude, { min: -90, max: 90, decimals: 6 }),
    longitude: numberProblem(v.longitude, { min: -180, max: 180, decimals: 6 }),
  });
}
