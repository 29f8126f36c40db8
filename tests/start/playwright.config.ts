/**
 * The `start` step of npm test: README's first command, run as written in a fresh copy of the
 * working tree, then opened in Debian's Chromium the way a newcomer opens it.
 *
 *   npx playwright test -c tests/start/playwright.config.ts
 *
 * global-setup.ts copies the tree, runs the command on a free port with a fresh data folder and
 * reads the addresses it prints; the specs visit those addresses, then watch.spec.ts runs
 * `npm run dev` in the same copy.
 */
import { defineConfig } from '@playwright/test';
import { chromiumProject } from '../support/chromium';

export default defineConfig({
  testDir: '.',
  testMatch: '*.spec.ts',
  outputDir: '../test-results/start',
  workers: 1,
  retries: 0,
  fullyParallel: false,
  forbidOnly: !!process.env.CI,
  reporter: 'list',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  globalSetup: './global-setup.ts',
  globalTeardown: './global-teardown.ts',
  use: {
    locale: 'ro-RO',
    timezoneId: 'Europe/Bucharest',
    actionTimeout: 15_000,
    navigationTimeout: 30_000,
  },
  projects: [chromiumProject],
});
