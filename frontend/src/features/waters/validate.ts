/** Client-side checks of the water form (the server checks again). */
import { compact, numberProblem, textProblem } from '@/shared/list/checks';
import type { FormValuesOf } from '@/shared/list/resourceForm';
import type { WaterInput } from './api';

/** The body of createWater/update; the decimals are typed as numbers or text. */
export type WaterFormValues = FormValuesOf<
  WaterInput,
  {
    name: string;
    surface_ha?: number | string | null;
    latitude?: number | string | null;
    longitude?: number | string | null;
  }
>;

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
