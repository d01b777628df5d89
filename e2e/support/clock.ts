import { expect, type Locator, type Page } from '@playwright/test';

/** Stops the page's clock (installed with page.clock.install()); it moves only when told. */
export async function pauseClock(page: Page): Promise<void> {
  // The page's clock, not this process's: after a runFor it is ahead of real time, and pausing
  // at a moment it has passed is refused.
  const pageNow = await page.evaluate(() => Date.now());
  await page.clock.pauseAt(new Date(pageNow + 1000));
}

const STEP_MS = 100;

/**
 * Moves a paused page clock on, 100 ms at a time, until `done` holds; returns the page time that
 * took. What the page waits on in real time (a reply, a repaint) arrives between the steps, so
 * the count measures the page's own timers, not the machine's load.
 */
export async function stepClockUntil(
  page: Page,
  done: () => Promise<boolean>,
  limitMs = 10_000,
): Promise<number> {
  for (let elapsed = 0; elapsed <= limitMs; elapsed += STEP_MS) {
    if (await done()) return elapsed;
    await page.clock.runFor(STEP_MS);
  }
  throw new Error(`Not done within ${limitMs} ms of page time`);
}

/** antd's message starts this closing animation when a toast's time is over (no role tells it). */
const LEAVING = /ant-message-fade-leave/;

/**
 * A toast shown while the page clock is paused stays its 3000 ms (spec 1 §8), counted in page
 * time: 2.9 s later it is not leaving yet, 3.1 s later it is; with the clock running again it
 * goes. (While paused a closed toast stays in the page, so its presence alone proves nothing.)
 */
export async function expectToastStaysThreeSeconds(page: Page, toast: Locator): Promise<void> {
  await page.clock.runFor(2_900);
  await expect(toast).toBeVisible();
  await expect(toast).not.toHaveClass(LEAVING);
  await page.clock.runFor(200);
  await expect(toast).toHaveClass(LEAVING);
  await page.clock.resume();
  await expect(toast).toHaveCount(0);
}
