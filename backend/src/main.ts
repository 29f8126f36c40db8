import { Logger } from '@nestjs/common';
import { PinoLogger } from 'nestjs-pino';
import { createApp } from './bootstrap';
import { ConfigError, hostUrl, loadConfig } from './config/config';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, LIVING_DEMO_COMPANY as DEMO_COMPANY } from './database/seeds/demo.seed';

async function main() {
  let config;
  let app;
  try {
    config = loadConfig();
    // The database's keys are checked against the secrets as it starts (SigningService).
    ({ app } = await createApp(config));
  } catch (err) {
    if (err instanceof ConfigError) {
      console.error(err.message);
      process.exit(78);
    }
    throw err;
  }
  await app.listen({ port: config.port, host: '0.0.0.0' });

  const logger = new Logger('Bălți');
  logger.log(`listening on port ${config.port} (database: ${config.database.type})`);
  if (config.nodeEnv !== 'production') {
    // Said plainly on the console as well: this is what a newcomer looks for after `npm start`.
    console.log(
      [
        '',
        'Bălți rulează:',
        `  pagina publică    ${hostUrl(config, null)}`,
        `  aplicația firmei  ${hostUrl(config, 'org', '/login')}`,
        `  administrare      ${hostUrl(config, 'admin', '/login')}`,
        config.seedDemo !== 'false' ? `  pagina unei firme ${hostUrl(config, DEMO_COMPANY)}` : '',
        config.swaggerEnabled ? `  documentația API  ${hostUrl(config, null, '/api/docs')}` : '',
        config.seedDemo !== 'false'
          ? `  conturi demo (parola ${DEMO_PASSWORD}): ${DEMO_ACCOUNTS.map((a) => a.email).join(', ')}`
          : '',
        '',
      ]
        .filter((line, i, all) => line || i === 0 || i === all.length - 1)
        .join('\n'),
    );
  }
}

main().catch((err: unknown) => {
  // One JSON line as the log's others (the logger exists once the app began to build).
  if (PinoLogger.root) PinoLogger.root.fatal({ err }, 'The API could not start.');
  else console.error(err);
  process.exit(1);
});
