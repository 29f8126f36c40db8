/**
 * Browser tests: the built bundles behind nginx (rendered from nginx/templates), the built API on
 * SQLite (or a throwaway MariaDB with BROWSER_DB=mariadb), system Chromium.
 *
 *   npx playwright test -c tests/playwright.config.ts
 *
 * Global setup (tests/browser/support/global-setup.ts) builds what is missing, starts API + SMTP
 * catcher + nginx and exports BALTI_WEB_PORT etc. to the workers; tests build URLs with
 * `url(label, path)` from tests/browser/support/hosts.ts.
 */
import { defineConfig } from '@playwright/test';
import { chromiumProject } from './support/chromium';

const webPort = process.env.BALTI_WEB_PORT ?? '8480';

export default defineConfig({
  testDir: './browser',
  testMatch: '**/*.spec.ts',
  outputDir: './test-results/browser',
  workers: 1,
  retries: 0,
  fullyParallel: false,
  forbidOnly: !!process.env.CI,
  reporter: 'list',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  globalSetup: './browser/support/global-setup.ts',
  globalTeardown: './browser/support/global-teardown.ts',
  use: {
    // Workers read BALTI_WEB_PORT as set by the global setup; page.goto('/...') lands on the home host.
    baseURL: `http://localhost:${webPort}`,
    locale: 'ro-RO',
    timezoneId: 'Europe/Bucharest',
    actionTimeout: 15_000,
    navigationTimeout: 30_000,
  },
  projects: [chromiumProject],
});
