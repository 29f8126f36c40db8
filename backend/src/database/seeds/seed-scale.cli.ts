/**
 * `npm run seed:scale -- --companies 200 --clients 200000 --passes 2000000`: adds scale data
 * (see scale.seed.ts) to the configured database (DATABASE_URL), after migrating it.
 * Defaults are small: 20 companies, 20 000 clients, 200 000 passes. Refused in production.
 *
 * `--migrate-only`: applies the pending migrations and seeds nothing (a seed kept by bench/scale.mjs
 * brought up to the current schema, as a production upgrade would); prints
 * `MIGRATED ["name", …]`, the migrations it applied.
 */
import 'reflect-metadata';
import { loadConfig } from '@app/config/config';
import { createDataSource } from '../data-source';
import { runMigrations } from '../migrate';
import { seedScale } from './scale.seed';

function arg(name: string, fallback: number): number {
  const i = process.argv.indexOf(`--${name}`);
  if (i < 0) return fallback;
  const v = Number(process.argv[i + 1]);
  if (!Number.isInteger(v) || v < 1) {
    console.error(`--${name} needs a positive whole number`);
    process.exit(2);
  }
  return v;
}

async function main() {
  const config = loadConfig();
  if (config.nodeEnv === 'production') {
    console.error('Refuz: datele de scară nu se creează în producție (NODE_ENV=production).');
    process.exit(1);
  }
  if (process.argv.includes('--migrate-only')) {
    const ds = createDataSource(config);
    await ds.initialize();
    const applied = async () =>
      ds.query('SELECT name FROM migrations').then(
        (rows: { name: string }[]) => new Set(rows.map((r) => r.name)),
        () => new Set<string>(),
      );
    const before = await applied();
    await runMigrations(ds);
    const ran = [...(await applied())].filter((n) => !before.has(n));
    await ds.destroy();
    console.log(`MIGRATED ${JSON.stringify(ran)}`);
    return;
  }
  const companies = arg('companies', 20);
  const clients = arg('clients', 20_000);
  const passes = arg('passes', 200_000);
  const ds = createDataSource(config);
  await ds.initialize();
  await runMigrations(ds);
  const started = Date.now();
  const result = await seedScale(ds, { companies, clients, passes, log: (l) => console.log(l) });
  await ds.destroy();
  const secs = ((Date.now() - started) / 1000).toFixed(1);
  console.log(
    `Gata în ${secs} s: ${result.companies} firme, ${result.users} utilizatori, ${result.clients} clienți, ` +
      `${result.passes} permise, ${result.receipts} chitanțe, ${result.expenses} cheltuieli.`,
  );
  console.log(
    `Cea mai mare firmă: ${result.largest.slug} (id ${result.largest.id}), ${result.largest.admin} / Demo1234!`,
  );
  console.log(`SCALE_RESULT ${JSON.stringify(result)}`);
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
