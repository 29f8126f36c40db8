import { devices, type Project } from '@playwright/test';

/**
 * Debian's Chromium (never a downloaded browser) with the flags this closed network needs, and what a
 * failed test leaves to read; shared by the browser tests (tests/playwright.config.ts) and the start
 * step (tests/start).
 */
export const chromiumProject: Project = {
  name: 'chromium',
  use: {
    ...devices['Desktop Chrome'],
    locale: 'ro-RO',
    timezoneId: 'Europe/Bucharest',
    screenshot: 'only-on-failure',
    // A failed test keeps its trace: actions, DOM snapshots, network. Without the screencast, which
    // recorded every frame of every test and took about a third of the step's time (BENCHMARKS.md,
    // "The browser tests' traces"); the failure's screenshot is kept apart.
    trace: { mode: 'retain-on-failure', screenshots: false },
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
