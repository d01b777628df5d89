import { expect, type Locator } from '@playwright/test';

/**
 * Clicks one of a dialog's buttons (confirm or cancel) and waits until the dialog has closed, as
 * every dialog of the app does once its action settles, success or failure. On this loaded
 * two-core machine a click on a dialog just opened was lost now and then (the dialog stayed open,
 * its button idle, nothing sent), also with its zoom made near-instant (support/test.ts): seen on
 * a second delete right after THOÁT, and once on CI on a statements delete. The click is made
 * again only while the dialog is still open 5 s later and its button is not busy, so the action
 * is asked once. Not on a page whose clock is paused (the dialog could not animate out).
 */
export async function closeDialogWith(dialog: Locator, button: string): Promise<void> {
  const target = dialog.getByRole('button', { name: button });
  // Opened by the click before, maybe after a request (a count): closed only counts from here on.
  await expectOpened(dialog);
  await expect(async () => {
    if (await dialog.isHidden()) return;
    const classes = await target.getAttribute('class', { timeout: 1000 }).catch(() => null);
    if (classes !== null && !classes.includes('ant-btn-loading')) {
      await target.click({ timeout: 2000 }).catch(() => {});
    }
    await expect(dialog).toBeHidden({ timeout: 5000 });
  }).toPass({ timeout: 30_000 });
}

/** antd's opening motions: a dialog zooms in, a select's list slides up, a dropdown down. */
const OPENING = /ant-(zoom|slide-up|slide-down)-(appear|enter)/;

/**
 * Waits until a dialog (or a select's option list) is open and its motion has finished: antd
 * keeps the `-appear` / `-enter` classes on it until the motion ends, and a click before then was
 * seen lost (a dialog's button; an option landing between options). Also before pausing the
 * page's clock, which would stop the motion where it is.
 */
export async function expectOpened(popup: Locator, options?: { timeout?: number }): Promise<void> {
  await expect(popup).toBeVisible(options);
  await expect(popup).not.toHaveClass(OPENING, options);
}

/**
 * Presses a button until what it leads to shows (a dialog, a success message): made again only
 * while that has not shown 5 s later and the button is not busy, so the request behind it is
 * sent once, as closeDialogWith does for a dialog's own buttons.
 */
export async function pressUntilShown(button: Locator, shown: Locator): Promise<void> {
  await expect(async () => {
    if (await shown.isVisible()) return;
    const classes = await button.getAttribute('class', { timeout: 1000 }).catch(() => null);
    if (classes !== null && !classes.includes('ant-btn-loading')) {
      await button.click({ timeout: 2000 }).catch(() => {});
    }
    await expect(shown).toBeVisible({ timeout: 5000 });
  }).toPass({ timeout: 30_000 });
}

/**
 * Presses a button that opens a dialog (a confirmation over a form that stays open) and waits
 * until that dialog has opened (pressUntilShown, then its motion).
 */
export async function openDialogWith(button: Locator, dialog: Locator): Promise<void> {
  await pressUntilShown(button, dialog);
  await expectOpened(dialog);
}
