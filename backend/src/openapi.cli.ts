import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { createApp } from './bootstrap';
import { loadConfig } from './config/config';

/**
 * `npm run openapi`: writes the API's OpenAPI document, generated from the running application's
 * controllers and response classes, to openapi.json at the repository root (committed; the front
 * end's types are generated from it). `--check` only compares and fails when the file is stale.
 */
export const OPENAPI_FILE = resolve(__dirname, '../../openapi.json');

/** The committed file's text for a document: 2-space JSON and a final newline. */
export const openApiText = (doc: unknown) => `${JSON.stringify(doc, null, 2)}\n`;

async function main() {
  const dir = mkdtempSync(join(tmpdir(), 'balti-openapi-'));
  try {
    const config = loadConfig(
      {
        NODE_ENV: 'test',
        DATABASE_URL: `sqlite:${join(dir, 'app.sqlite')}`,
        DATA_DIR: dir,
        JWT_SECRET: 'openapi-generation-only-0123456789-0123456789',
        SEED_DEMO: 'false',
        FRONTEND_DIST: '',
        LOG_LEVEL: 'silent',
        SWAGGER_ENABLED: 'false',
      },
      dir,
    );
    const { app, openapi } = await createApp(config, { logger: false });
    await app.close();
    const text = openApiText(openapi);
    if (process.argv.includes('--check')) {
      let current = '';
      try {
        current = readFileSync(OPENAPI_FILE, 'utf8');
      } catch {
        // missing: stale
      }
      if (current !== text) {
        console.error('openapi.json differs from the API the code describes: run `npm run openapi` and commit it.');
        process.exit(1);
      }
      return;
    }
    writeFileSync(OPENAPI_FILE, text);
    console.log(`wrote ${OPENAPI_FILE}`);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

if (require.main === module) {
  main().catch((err: unknown) => {
    console.error(err);
    process.exit(1);
  });
}
