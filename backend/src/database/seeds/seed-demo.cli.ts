/** `npm run seed:demo`: creates the demo companies and accounts on the configured database. */
import 'reflect-metadata';
import { loadConfig } from '@app/config/config';
import { createDataSource } from '../data-source';
import { runMigrations } from '../migrate';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, seedDemo } from './demo.seed';

async function main() {
  const config = loadConfig();
  if (config.nodeEnv === 'production') {
    console.error('Refuz: datele demo nu se creează niciodată în producție (NODE_ENV=production).');
    process.exit(1);
  }
  const ds = createDataSource(config);
  await ds.initialize();
  await runMigrations(ds);
  const created = await seedDemo(ds);
  await ds.destroy();
  console.log(created ? 'Date demo create.' : 'Datele demo existau deja.');
  console.log(`Conturi (parola ${DEMO_PASSWORD}): ${DEMO_ACCOUNTS.map((a) => a.email).join(', ')}`);
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
