/**
 * Developer tool: writes a migration with the SQL that brings a database migrated to the current
 * head in line with the entities, for one dialect. Run it once per dialect after changing entities:
 *   node backend/dist/database/generate-migration.cli.js AddThing sqlite:/tmp/x.sqlite
 *   node backend/dist/database/generate-migration.cli.js AddThing mysql://root@127.0.0.1:3307/scratch
 * then add the class to migrations/<dialect>/index.ts.
 */
import 'reflect-metadata';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseDatabaseUrl } from '@app/config/config';
import { createDataSource } from './data-source';

async function main() {
  const [name, url] = process.argv.slice(2);
  if (!name || !url || !/^[A-Z][A-Za-z0-9]+$/.test(name)) {
    console.error('usage: generate-migration.cli.js <PascalCaseName> <DATABASE_URL>');
    process.exit(2);
  }
  const db = parseDatabaseUrl(url, process.cwd());
  const ds = createDataSource({ database: db });
  await ds.initialize();
  await ds.runMigrations();
  const sql = await ds.driver.createSchemaBuilder().log();
  await ds.destroy();
  if (sql.upQueries.length === 0) {
    console.log('Entities and migrations already agree: nothing to write.');
    return;
  }
  const timestamp = Date.now();
  const dialect = db.type === 'sqlite' ? 'sqlite' : 'mysql';
  const quote = (q: string) => '`' + q.replace(/\\/g, '\\\\').replace(/`/g, '\\`').replace(/\$\{/g, '\\${') + '`';
  const lines = (queries: { query: string }[]) =>
    queries.map((q) => `    await queryRunner.query(${quote(q.query)});`).join('\n');
  const className = `${name}${timestamp}`;
  const body = `import { MigrationInterface, QueryRunner } from 'typeorm';

export class ${className} implements MigrationInterface {
  name = '${className}';

  public async up(queryRunner: QueryRunner): Promise<void> {
${lines(sql.upQueries)}
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
${lines([...sql.downQueries].reverse())}
  }
}
`;
  const file = join(__dirname, '../../src/database/migrations', dialect, `${timestamp}-${name}.ts`);
  writeFileSync(file, body);
  console.log(`Wrote ${file}`);
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
