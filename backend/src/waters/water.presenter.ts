import { OmitType } from '@nestjs/swagger';
import { moneyOrNull } from '@app/common/money';
import { Bool, Decimal, Instant, Int, IntList, NamedRef, Nested, Text } from '@app/common/openapi';
import type { Water } from './entities/water.entity';

const decimal = (v: string | number | null, places: number) =>
  v === null || v === undefined ? null : Number(v).toFixed(places);

export class WaterResponse {
  @Int() id: number;
  @Text() name: string;
  @Int({ nullable: true }) state_id: number | null;
  @Text({ nullable: true }) city: string | null;
  @Decimal(2, { nullable: true, description: 'hectare' }) surface_ha: string | null;
  @Text({ nullable: true }) description: string | null;
  @Text({ nullable: true, description: 'regulament' }) rules: string | null;
  @Decimal(6, { nullable: true }) latitude: string | null;
  @Decimal(6, { nullable: true }) longitude: string | null;
  @IntList() fish_ids: number[];
  @Nested([NamedRef]) fishes: NamedRef[];
  @IntList({ description: 'specii care nu se rețin pe această apă (doar eliberate)' }) release_fish_ids: number[];
  @Bool() active: boolean;
  @Int({ nullable: true }) max_anglers_per_day: number | null;
  @Int({ nullable: true, description: 'imaginea hărții apei (GET …/waters/{id}/map)' }) map_media_id: number | null;
  @Int({ description: 'standuri active' }) stands_count: number;
  @Instant() created_at: Date;
  @Instant() updated_at: Date;
}

/**
 * A water as it travels with its company (GET /api/user, the company's answer): its stands are not
 * counted there (the waters' own list and detail count them).
 */
export class CompanyWaterResponse extends OmitType(WaterResponse, ['stands_count'] as const) {}

export function presentCompanyWater(water: Water): CompanyWaterResponse {
  const { stands_count: _uncounted, ...shown } = presentWater(water, 0);
  return shown;
}

export function presentWater(water: Water, standsCount: number): WaterResponse {
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
    release_fish_ids: (water.release_fishes ?? []).map((f) => f.id).sort((a, b) => a - b),
    active: water.active,
    max_anglers_per_day: water.max_anglers_per_day ?? null,
    map_media_id: water.map_media_id ?? null,
    stands_count: standsCount,
    created_at: water.created_at,
    updated_at: water.updated_at,
  };
}
