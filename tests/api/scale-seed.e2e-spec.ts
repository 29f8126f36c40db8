import { seedScale } from '@app/database/seeds/scale.seed';
import { BOARD_STANDS } from '@app/database/seeds/stands.scale';
import { DB_KIND, startTestApp, TestApp } from './support/app';

/**
 * seed:scale, the benchmark's data, small: its board water must look like one the API can make.
 * createPass refuses a second pass on a held stand, so no two active passes overlap on a stand.
 */
describe(`seed:scale (${DB_KIND})`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  it("gives the board water's passes stands, never two at once on a stand", async () => {
    const result = await seedScale(t.dataSource, { companies: 2, clients: 300, passes: 3000 });
    const companyId = result.largest.id;
    const [water] = await t.dataSource.query('SELECT MIN(id) AS id FROM waters WHERE company_id = ?', [companyId]);
    const stands = await t.dataSource.query('SELECT id FROM stands WHERE water_id = ?', [water.id]);
    expect(stands).toHaveLength(BOARD_STANDS);

    const [counts] = await t.dataSource.query(
      `SELECT COUNT(*) AS passes, COUNT(stand_id) AS on_stands,
              SUM(CASE WHEN stand_id IS NOT NULL AND status <> 'active' THEN 1 ELSE 0 END) AS cancelled_on_stands
         FROM passes WHERE company_id = ? AND water_id = ?`,
      [companyId, water.id],
    );
    // A busy water: most of its passes find a stand, not all of them.
    expect(Number(counts.on_stands)).toBeGreaterThan(Number(counts.passes) / 2);
    expect(Number(counts.on_stands)).toBeLessThan(Number(counts.passes));
    expect(Number(counts.cancelled_on_stands)).toBe(0);

    const [overlaps] = await t.dataSource.query(
      `SELECT COUNT(*) AS n FROM passes a JOIN passes b
          ON b.stand_id = a.stand_id AND b.id > a.id AND b.valid_from < a.valid_to AND a.valid_from < b.valid_to
        WHERE a.company_id = ? AND a.stand_id IS NOT NULL`,
      [companyId],
    );
    expect(Number(overlaps.n)).toBe(0);
  });
});
