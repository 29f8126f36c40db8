/** Form helpers shared by the specs (antd 6 widgets). */
import { expect, type Page } from '@playwright/test';

/** Text as the app's pickers compare it (frontend/src/shared/list/searchByLabel.ts): no case, no accents. */
const fold = (s: string) => s.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().replace(/\s+/g, ' ');

/**
 * An antd Select with search, found by its label: types `text`, clicks the first option showing it
 * and waits until the field shows that choice. The list filters as the text arrives, so a click can
 * land while it re-renders and choose nothing; the pick is then made again. What the form does with
 * the choice is the spec's to check.
 */
export async function pick(page: Page, label: string, text: string): Promise<void> {
  const input = page.getByLabel(label, { exact: true });
  const field = page.locator('.ant-select', { has: input });
  await expect(async () => {
    const open = await field.evaluate((el) => el.classList.contains('ant-select-open'));
    if (!open) await input.click();
    await input.fill(text);
    await page
      .locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: text })
      .first()
      .click({ timeout: 5_000 });
    await expect.poll(async () => fold((await field.textContent()) ?? ''), { timeout: 2_000 }).toContain(fold(text));
  }).toPass({ timeout: 30_000 });
}
