/**
 * Scale data for the lake's board: the largest company's first water gets 60 stands
 * round its shore and three months of bookings per stand (two past, one ahead), one after
 * another on each stand; the water's active passes take a free stand in the order they begin, as
 * the API allows (no two passes on a stand at once), and the rest fish without one. A busy water:
 * its stands are taken most of every day. The bookings are laid out on their own and may overlap
 * those passes.
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
  const passes = await assignStands(qr, companyId, waterId, ids);
  return { waterId, stands: ids.length, bookings: bookings.length, passes };
}

/**
 * Gives the water's active passes a stand, in the order they begin: each takes the first stand
 * free by then (its last pass ended), or none when all are taken. Instants compared as the UTC
 * text the seed wrote. Returns how many passes got a stand.
 */
export async function assignStands(qr: QueryRunner, companyId: number, waterId: number, standIds: number[]) {
  const mysql = qr.connection.options.type !== 'better-sqlite3';
  const text = (column: string) => (mysql ? `DATE_FORMAT(${column}, '%Y-%m-%d %H:%i:%s')` : `substr(${column}, 1, 19)`);
  const passes = (await qr.query(
    `SELECT id, ${text('valid_from')} AS valid_from, ${text('valid_to')} AS valid_to FROM passes
      WHERE company_id = ? AND water_id = ? AND status = 'active' ORDER BY valid_from, id`,
    [companyId, waterId],
  )) as { id: number; valid_from: string; valid_to: string }[];
  const freeFrom = standIds.map(() => '');
  const given = standIds.map((): number[] => []);
  for (const p of passes) {
    const i = freeFrom.findIndex((end) => end <= p.valid_from);
    if (i < 0) continue;
    freeFrom[i] = p.valid_to;
    given[i].push(Number(p.id));
  }
  const per = 1000;
  for (const [i, ids] of given.entries())
    for (let k = 0; k < ids.length; k += per) {
      const chunk = ids.slice(k, k + per);
      await qr.query(`UPDATE passes SET stand_id = ? WHERE id IN (${chunk.map(() => '?').join(',')})`, [
        standIds[i],
        ...chunk,
      ]);
    }
  return given.reduce((n, ids) => n + ids.length, 0);
}
