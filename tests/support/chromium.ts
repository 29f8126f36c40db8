import { devices, type Project } from '@playwright/test';

/**
 * Debian's Chromium (never a downloaded browser) with the flags this closed network needs; shared
 * by the browser tests (tests/playwright.config.ts) and the start step (tests/start).
 */
export const chromiumProject: Project = {
  name: 'chromium',
  use: {
    ...devices['Desktop Chrome'],
    locale: 'ro-RO',
    timezoneId: 'Europe/Bucharest',
    launchOptions: {
      executablePath: process.env.BALTI_CHROMIUM ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-dev-shm-usage',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    },
  },
};
