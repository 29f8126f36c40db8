/**
 * Romania's clock (Europe/Bucharest: UTC+2 in winter, UTC+3 in summer), where the lakes are: the
 * API's calendar days (backend/src/common/time.ts), a pass's days and months and a stand's days
 * (./pricing.ts) and the screens' dates and times (frontend/src/shared/format.ts) read it here,
 * whatever the zone of the server or of the phone.
 */

// Built once: creating an Intl.DateTimeFormat costs far more than formatting with one.
const PARTS_FORMAT = new Intl.DateTimeFormat('en-US', {
  timeZone: 'Europe/Bucharest',
  hourCycle: 'h23',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
});

/** The Romanian clock at an instant, as the UTC instant that reads the same (seconds kept, ms dropped). */
export function bucharestWallClock(instant: Date): number {
  const parts = PARTS_FORMAT.formatToParts(instant);
  const get = (type: string) => Number(parts.find((p) => p.type === type)?.value);
  return Date.UTC(get('year'), get('month') - 1, get('day'), get('hour'), get('minute'), get('second'));
}

/** Minutes Romania is ahead of UTC at an instant (120 in winter, 180 in summer). */
function bucharestOffsetMinutes(instant: Date): number {
  return Math.round((bucharestWallClock(instant) - Math.floor(instant.getTime() / 1000) * 1000) / 60000);
}

/**
 * The instant the Romanian clock reads `wall` (a UTC instant standing for that reading). A reading
 * the spring night skips (03:00–04:00) is the hour after it; one the autumn night reads twice is the
 * second.
 */
export function fromBucharestWallClock(wall: number): Date {
  const first = wall - bucharestOffsetMinutes(new Date(wall)) * 60000;
  // Near a clock change the offset at the guess and at the result can differ: settle on the result's.
  return new Date(wall - bucharestOffsetMinutes(new Date(first)) * 60000);
}
