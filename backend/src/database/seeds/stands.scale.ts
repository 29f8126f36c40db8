/**
 * Scale data for the lake's board (issue 15): the largest company's first water gets 60 stands
 * round its shore and three months of bookings per stand (two past, one ahead), one after
 * another on each stand; the water's passes are spread over its stands (synthetic: passes written
 * in bulk may overlap on a stand, which the API never allows — the data is for reading speed).
 */
import type { QueryRunner } from 'typeorm';

export const BOARD_STANDS = 60;
const DAY = 86_400_000;
const GUESTS = ['Popescu Ion', 'Ionescu Maria', 'Stan Vasile', 'Dumitru Elena', 'Marin Andrei', 'Georgescu Ana'];

export async function seedStands(
  qr: QueryRunner,
  companyId: number,
  rand: () => number,
  instant: (ms: number) => string,
): Promise<{ waterId: number; stands: number; bookings: number; passes: number }> {
  const water = (await qr.query('SELECT MIN(id) AS id FROM waters WHERE company_id = ?', [companyId])) as {
    id: number;
  }[];
  const waterId = Number(water[0].id);
  const plan = (await qr.query(
    'SELECT MIN(pw.plan_id) AS id FROM plan_waters pw JOIN plans p ON p.id = pw.plan_id WHERE p.company_id = ? AND pw.water_id = ?',
    [companyId, waterId],
  )) as { id: number }[];
  const planId = Number(plan[0].id);
  const now = Date.now();
  const nowText = instant(now);
  const standRows = Array.from({ length: BOARD_STANDS }, (_, i) => {
    const angle = (2 * Math.PI * i) / BOARD_STANDS;
    return [
      companyId,
      waterId,
      String(i + 1),
      null,
      1 + Math.floor(rand() * 3),
      (i % 4 === 0 ? 20 : 0).toFixed(2),
      1,
      (50 + 42 * Math.cos(angle)).toFixed(2),
      (50 + 40 * Math.sin(angle)).toFixed(2),
      nowText,
      nowText,
    ];
  });
  const columns = ['company_id', 'water_id', 'number', 'name', 'capacity', 'supplement', 'active', 'x', 'y'];
  await qr.query(
    `INSERT INTO stands (${columns.join(',')},created_at,updated_at) VALUES ${standRows
      .map(
        () =>
          `(${Array(columns.length + 2)
            .fill('?')
            .join(',')})`,
      )
      .join(',')}`,
    standRows.flat(),
  );
  const ids = (
    (await qr.query('SELECT id FROM stands WHERE water_id = ? ORDER BY id', [waterId])) as { id: number }[]
  ).map((r) => Number(r.id));

  const bookings: unknown[][] = [];
  for (const standId of ids) {
    let t = now - 60 * DAY + Math.floor(rand() * 2 * DAY);
    while (t < now + 30 * DAY) {
      const length = (12 + Math.floor(rand() * 61)) * 3_600_000;
      const past = t + length < now;
      const r = rand();
      const status = past
        ? r < 0.7
          ? 'checked_in'
          : r < 0.8
            ? 'no_show'
            : 'cancelled'
        : r < 0.7
          ? 'confirmed'
          : r < 0.9
            ? 'pending'
            : 'cancelled';
      const guest = GUESTS[Math.floor(rand() * GUESTS.length)];
      bookings.push([
        companyId,
        null,
        guest,
        `07${String(Math.floor(rand() * 1e8)).padStart(8, '0')}`,
        null,
        waterId,
        standId,
        planId,
        instant(t),
        instant(t + length),
        1 + Math.floor(rand() * 2),
        status,
        '0.00',
        ['gate', 'phone', 'online'][Math.floor(rand() * 3)],
        instant(t - 3 * DAY),
        instant(t - 3 * DAY),
      ]);
      t += length + Math.floor(rand() * 3 * DAY);
    }
  }
  const bookingColumns = [
    'company_id',
    'client_id',
    'guest_name',
    'guest_phone',
    'guest_email',
    'water_id',
    'stand_id',
    'plan_id',
    'starts_at',
    'ends_at',
    'anglers',
    'status',
    'deposit',
    'source',
    'created_at',
    'updated_at',
  ];
  const per = 1000;
  for (let i = 0; i < bookings.length; i += per) {
    const chunk = bookings.slice(i, i + per);
    await qr.query(
      `INSERT INTO bookings (${bookingColumns.join(',')}) VALUES ${chunk
        .map(() => `(${Array(bookingColumns.length).fill('?').join(',')})`)
        .join(',')}`,
      chunk.flat(),
    );
  }
  // The water's passes, spread over its stands (stand ids are consecutive: one multi-row INSERT).
  const result = (await qr.query('UPDATE passes SET stand_id = ? + (id % ?) WHERE company_id = ? AND water_id = ?', [
    ids[0],
    BOARD_STANDS,
    companyId,
    waterId,
  ])) as { affectedRows?: number; changes?: number } | [unknown, number];
  const passes = Array.isArray(result)
    ? Number(result[1])
    : Number((result as { affectedRows?: number }).affectedRows ?? 0);
  return { waterId, stands: ids.length, bookings: bookings.length, passes };
}
