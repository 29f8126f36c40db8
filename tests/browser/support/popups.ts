import { expect, type Locator } from '@playwright/test';

/**
 * Clicks a button of a popup that has just opened (a Popconfirm's „Da, …”, a dialog's OK) once the
 * button has stayed in one place for 400 ms. antd places a popup again after it opens (its motion
 * ends, its size is measured, the page under it scrolls: a Popconfirm above its button may flip
 * below it), and a click sent while it moves presses on one spot and releases on another, so nothing
 * is clicked. Playwright's own check (the same box in two frames in a row) can fall between two
 * placements: so it was in full runs, with no request sent and the popup left open.
 */
export async function clickSettled(button: Locator): Promise<void> {
  await expect(button).toBeVisible();
  await expect
    .poll(
      async () => {
        const boxes: string[] = [];
        for (let i = 0; i < 5; i++) {
          if (i) await button.page().waitForTimeout(100);
          boxes.push(JSON.stringify(await button.boundingBox()));
        }
        return boxes[0] !== 'null' && boxes.every((b) => b === boxes[0]);
      },
      { message: 'the popup stays in one place' },
    )
    .toBe(true);
  await button.click();
}
