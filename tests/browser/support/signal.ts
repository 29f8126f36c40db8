import type { Page } from '@playwright/test';

/**
 * A weak signal on one call: the first request matching `pattern` reaches the server, which does
 * it, and its answer never comes back (the connection drops); the next ones go through. Needs
 * `serviceWorkers: 'block'` (page.route() does not see a service worker's calls). `lost()` counts
 * the answers lost (0 or 1); `onLost` runs as the first answer is lost, `onSentAgain` as a later
 * request goes through.
 */
export async function loseFirstAnswer(
  page: Page,
  pattern: RegExp,
  hooks: { onLost?: () => void; onSentAgain?: () => void } = {},
): Promise<{ lost: () => number }> {
  let lost = 0;
  await page.route(pattern, async (route) => {
    if (lost === 0) {
      lost += 1;
      hooks.onLost?.();
      await route.fetch();
      await route.abort('connectionfailed');
    } else {
      hooks.onSentAgain?.();
      await route.continue();
    }
  });
  return { lost: () => lost };
}

/**
 * A slow answer: every request matching `pattern` waits, unsent, until `release()`; then they go
 * through, and so do the later ones.
 */
export async function holdRequests(page: Page, pattern: RegExp | string): Promise<{ release: () => void }> {
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(pattern, async (route) => {
    await held;
    await route.continue();
  });
  return { release };
}
