/**
 * Waits for a company list (frontend/src/shared/list/useListController.ts) to show the page of a
 * search, a filter, a sort or a page change, before a spec reads or clicks its rows.
 *
 * The list keeps the page shown before the change on screen while the next one loads (its table
 * spins), and the URL changes (react-router, useListParams in the same file) before
 * React commits the render that starts the spinner: "q= in the URL and no spinner" can both hold
 * on the old page for a moment, and a row read then re-renders under the click. So these wait for
 * the list's request carrying the change to be answered first: from then on the spinner stays
 * until the answered page is on screen (the deferred rows included).
 *
 * Only for a change the list has not loaded before in this page (a cached answer sends no request).
 */
import { expect, type Page, type Request } from '@playwright/test';

/** The JSON body of a list request (the lists POST their filter), or null. */
function body(request: Request): Record<string, unknown> | null {
  if (request.method() !== 'POST' || !new URL(request.url()).pathname.startsWith('/api/')) return null;
  try {
    const json: unknown = request.postDataJSON();
    return json && typeof json === 'object' ? (json as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

/**
 * Runs `change` (a fill, a click on a filter's option, a sorter, a page) and waits until the
 * list's request whose body satisfies `sent` is answered and the table has stopped spinning.
 */
export async function applyToList(
  page: Page,
  change: () => Promise<unknown>,
  sent: (filter: Record<string, unknown>) => boolean,
): Promise<void> {
  const answered = page.waitForResponse(
    (res) => {
      const filter = body(res.request());
      return filter !== null && sent(filter);
    },
    { timeout: 30_000 },
  );
  await change();
  await answered;
  await expect(page.locator('.ant-table .ant-spin-spinning')).toHaveCount(0);
}

/**
 * Types a list's search and waits until it is applied (in the URL as q=, answered) and its page is
 * on screen, so the rows read next are the search's, not the page shown before it.
 */
export async function searchList(page: Page, label: string, text: string): Promise<void> {
  await applyToList(
    page,
    () => page.getByLabel(label, { exact: true }).fill(text),
    (filter) => filter.search === text,
  );
  await expect.poll(() => new URL(page.url()).searchParams.get('q')).toBe(text);
}
