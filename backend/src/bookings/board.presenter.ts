import { Day, Instant, Int, Money, Nested, OneOf, Text } from '@app/common/openapi';

export const BOARD_STATES = ['free', 'booked', 'occupied', 'leaving'] as const;
export type BoardState = (typeof BOARD_STATES)[number];

/** Who holds a stand (or a place on a water without stands): a booking or a pass. */
export class BoardHolder {
  @OneOf(['booking', 'pass']) kind: 'booking' | 'pass';
  @Int() id: number;
  @Text() name: string;
  @Text({ nullable: true, description: 'seria și numărul permisului' }) document: string | null;
  @Text() status: string;
  @Int() anglers: number;
  @Int() water_id: number;
  @Int({ nullable: true }) stand_id: number | null;
  @Text({ nullable: true }) stand_number: string | null;
  @Instant() starts_at: Date;
  @Instant() ends_at: Date;
}

export class BoardStand {
  @Int() id: number;
  @Int() water_id: number;
  @Text() number: string;
  @Text({ nullable: true }) name: string | null;
  @Int() capacity: number;
  @Int() x: number;
  @Int() y: number;
  @OneOf(BOARD_STATES) state: BoardState;
  @Nested(BoardHolder, { nullable: true }) holder: BoardHolder | null;
}

export class BoardResponse {
  @Day() date: string;
  @Int({ nullable: true }) water_id: number | null;
  @Nested([BoardStand]) stands: BoardStand[];
  @Nested([BoardHolder], { description: 'sosiri în ziua aleasă' }) arrivals: BoardHolder[];
  @Nested([BoardHolder], { description: 'plecări în ziua aleasă' }) departures: BoardHolder[];
}

export const AVAILABILITY_STATES = ['free', 'requested', 'taken'] as const;
export type AvailabilityState = (typeof AVAILABILITY_STATES)[number];

export class AvailabilityDay {
  @Day() date: string;
  @OneOf(AVAILABILITY_STATES, {
    description: 'requested: doar cereri online în așteptare (standul nu poate fi cerut din nou)',
  })
  state: AvailabilityState;
}

export class AvailabilityStand {
  @Int() id: number;
  @Text() number: string;
  @Text({ nullable: true }) name: string | null;
  @Int() capacity: number;
  @Money({ description: 'suplimentul standului pe zi' }) supplement: string;
  @Int() x: number;
  @Int() y: number;
  @Nested([AvailabilityDay]) days: AvailabilityDay[];
}

/** Free or taken per stand and day, with no personal data. */
export class AvailabilityResponse {
  @Int() water_id: number;
  @Day() from: string;
  @Day() to: string;
  @Int({ nullable: true }) max_anglers_per_day: number | null;
  @Nested([AvailabilityDay], { description: 'apa întreagă: ocupată când s-a atins numărul maxim de pescari' })
  days: AvailabilityDay[];
  @Nested([AvailabilityStand]) stands: AvailabilityStand[];
}
