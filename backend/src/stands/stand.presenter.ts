import { money } from '@app/common/money';
import { Bool, Instant, Int, Money, Text } from '@app/common/openapi';
import type { Stand } from './entities/stand.entity';

/** A stand as another record names it (a pass's, a booking's). */
export class StandRef {
  @Int() id: number;
  @Text() number: string;
  @Text({ nullable: true }) name: string | null;
}

export class StandResponse {
  @Int() id: number;
  @Int() water_id: number;
  @Text() number: string;
  @Text({ nullable: true }) name: string | null;
  @Int() capacity: number;
  @Money({ description: 'lei pe zi' }) supplement: string;
  @Bool() active: boolean;
  @Int({ description: '0–100, procent din lățimea hărții' }) x: number;
  @Int({ description: '0–100, procent din înălțimea hărții' }) y: number;
  @Bool({ description: 'are rezervări, permise sau concursuri (nu se mai poate șterge)' }) used: boolean;
  @Instant() created_at: Date;
  @Instant() updated_at: Date;
}

export function presentStand(s: Stand, used: boolean): StandResponse {
  return {
    id: s.id,
    water_id: s.water_id,
    number: s.number,
    name: s.name,
    capacity: s.capacity,
    supplement: money(s.supplement),
    active: s.active,
    x: Math.round(Number(s.x)),
    y: Math.round(Number(s.y)),
    used,
    created_at: s.created_at,
    updated_at: s.updated_at,
  };
}
