import { DB_KIND, startTestApp, TestApp } from './support/app';

describe(`migrations are the schema (${DB_KIND})`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ SEED_DEMO: 'false' });
  });
  afterAll(async () => {
    await t.close();
  });

  it('leaves nothing for the entities to change once every migration has run', async () => {
    const sql = await t.dataSource.driver.createSchemaBuilder().log();
    expect(sql.upQueries.map((q) => q.query)).toEqual([]);
  });

  it('undoes every migration and applies them again to the same schema', async () => {
    const count = t.dataSource.migrations.length;
    for (let i = 0; i < count; i++) await t.dataSource.undoLastMigration({ transaction: 'each' });
    const tables = await t.dataSource.createQueryRunner().getTables(['users']);
    expect(tables).toHaveLength(0);
    await t.dataSource.runMigrations({ transaction: 'each' });
    const sql = await t.dataSource.driver.createSchemaBuilder().log();
    expect(sql.upQueries).toEqual([]);
    const states = await t.dataSource.query('SELECT COUNT(*) AS n FROM states');
    expect(Number(states[0].n)).toBe(42);
  });
});
