/**
 * `npm run privacy:run [-- --dry-run]`: the privacy run once, now, on the configured database
 * (what the daily in-process timer does). `--dry-run` only counts what would go.
 */
import 'reflect-metadata';
import { NestFactory } from '@nestjs/core';
import { AppModule } from '@app/app.module';
import { runAs, SYSTEM_ACTOR } from '@app/audit/audit-context';
import { loadConfig } from '@app/config/config';
import { runMigrations } from '@app/database/migrate';
import { DataSource } from 'typeorm';
import { PrivacyService } from './privacy.service';

async function main() {
  const dryRun = process.argv.includes('--dry-run');
  const config = { ...loadConfig(), privacyJob: false, logLevel: 'warn' };
  const app = await NestFactory.createApplicationContext(AppModule.forRoot(config), { logger: ['error', 'warn'] });
  try {
    await runMigrations(app.get(DataSource));
    const result = await runAs(SYSTEM_ACTOR, () => app.get(PrivacyService).run({ dryRun }));
    if (!result.ran) {
      console.log(`Nu a rulat: ${result.skipped_reason}`);
      return;
    }
    const verb = dryRun ? 'de șters' : 'șterse';
    console.log(dryRun ? 'Simulare (--dry-run): nu s-a schimbat nimic.' : 'Rulare terminată.');
    if (!result.companies.length) console.log('Nimic de șters, de anonimizat sau de expirat.');
    for (const c of result.companies) {
      console.log(
        `Firma ${c.company_id}: ${c.documents} documente ${verb}, ${c.clients} clienți ${dryRun ? 'de anonimizat' : 'anonimizați'}, ${c.requests} cereri online ${dryRun ? 'de expirat' : 'expirate'}, ${c.guests} rezervări de oaspeți ${dryRun ? 'de anonimizat' : 'anonimizate'}, ${c.teams} echipe de concurs cu oaspeți ${dryRun ? 'de anonimizat' : 'anonimizate'}`,
      );
    }
    console.log(JSON.stringify(result));
  } finally {
    await app.close();
  }
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
