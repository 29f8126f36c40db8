/**
 * For the unit tests of what a phone shows: a phone at the lake may have its clock set to any zone
 * (Node reads the TZ variable again each time it changes), and the screens must still read
 * Romania's clock (src/shared/romanianClock.ts).
 */

/** Runs `check` as on a phone whose clock is set to `zone`, then puts the zone back. */
export function onAPhoneIn(zone: string, check: () => void): void {
  const before = process.env.TZ;
  process.env.TZ = zone;
  try {
    check();
  } finally {
    if (before === undefined) delete process.env.TZ;
    else process.env.TZ = before;
  }
}

/** The tests of the enclosing describe() run as on a phone whose clock is set to `zone`. */
export function onAPhoneSetTo(zone: string): void {
  const before = process.env.TZ;
  beforeAll(() => {
    process.env.TZ = zone;
  });
  afterAll(() => {
    if (before === undefined) delete process.env.TZ;
    else process.env.TZ = before;
  });
}
