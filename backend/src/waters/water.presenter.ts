import { moneyOrNull } from '@app/common/money';
import type { Water } from './entities/water.entity';

const decimal = (v: string | number | null, places: number) =>
  v === null || v === undefined ? null : Number(v).toFixed(places);

export function presentWater(water: Water) {
  const fishes = (water.fishes ?? []).slice().sort((a, b) => a.id - b.id);
  return {
    id: water.id,
    name: water.name,
    state_id: water.state_id,
    city: water.city,
    surface_ha: moneyOrNull(water.surface_ha),
    description: water.description,
    rules: water.rules,
    latitude: decimal(water.latitude, 6),
    longitude: decimal(water.longitude, 6),
    fish_ids: fishes.map((f) => f.id),
    fishes: fishes.map((f) => ({ id: f.id, name: f.name })),
    active: water.active,
    created_at: water.created_at,
    updated_at: water.updated_at,
  };
}
