/**
 * `npm run user:password -- EMAIL`, the new password on standard input (one line): for an account
 * whose reset mail cannot arrive (SMTP_HOST empty, the platform admin's own). In the compose stack:
 * `printf '%s\n' 'NoulParola#2026' | docker compose exec -T api node backend/dist/auth/set-password.cli.js admin@exemplu.ro`.
 * As a reset link, it ends the account's sessions.
 */
import 'reflect-metadata';
import { NestFactory } from '@nestjs/core';
import { DataSource } from 'typeorm';
import { AppModule } from '@app/app.module';
import { runAs, SYSTEM_ACTOR } from '@app/audit/audit-context';
import { loadConfig } from '@app/config/config';
import { runMigrations } from '@app/database/migrate';
import { AuthService } from './auth.service';

/** The rule of the forms' new password (common/validation/account-fields.ts NewPassword()). */
function passwordProblem(password: string): string | null {
  if (password.length < 8) return 'Parola trebuie să aibă cel puțin 8 caractere.';
  if (password.length > 200) return 'Parola poate avea cel mult 200 de caractere.';
  return null;
}

async function readStdin(): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of process.stdin) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks)
    .toString('utf8')
    .replace(/\r?\n$/, '');
}

async function main() {
  const email = process.argv[2];
  if (!email || process.stdin.isTTY) {
    console.error("Folosire: printf '%s\\n' 'ParolaNouă' | node backend/dist/auth/set-password.cli.js EMAIL");
    process.exit(64);
  }
  const password = await readStdin();
  const problem = passwordProblem(password);
  if (problem) {
    console.error(problem);
    process.exit(65);
  }
  const config = { ...loadConfig(), privacyJob: false, logLevel: 'warn' };
  const app = await NestFactory.createApplicationContext(AppModule.forRoot(config), { logger: ['error', 'warn'] });
  try {
    await runMigrations(app.get(DataSource));
    const done = await runAs(SYSTEM_ACTOR, () => app.get(AuthService).setPasswordFromConsole(email, password));
    if (!done) {
      console.error(`Niciun cont cu emailul ${email}.`);
      process.exitCode = 66;
      return;
    }
    console.log(`Parola contului ${email} a fost schimbată; sesiunile lui s-au încheiat.`);
  } finally {
    await app.close();
  }
}

void main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
