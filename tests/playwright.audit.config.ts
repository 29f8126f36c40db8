/**
 * `npm run audit` (scripts/audit.mjs): Lighthouse on mobile (through nginx and as `npm start`
 * serves) and axe-core (through nginx), on the demo data: the same global setup as the browser
 * tests (tests/playwright.config.ts), its own specs (browser/*.audit.ts, never part of `npm test`).
 *
 *   npm run audit                     # installs tests/audit's tools when missing, then this config
 *   npx playwright test -c tests/playwright.audit.config.ts
 */
import { defineConfig } from '@playwright/test';
import base from './playwright.config';

export default defineConfig({
  ...base,
  testMatch: '**/*.audit.ts',
  outputDir: './test-results/audit',
  timeout: 30 * 60_000,
});
