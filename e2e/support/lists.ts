import { expect, type Locator, type Page } from '@playwright/test';
import { closeDialogWith } from './dialogs';

/** A list's pager, by its accessible name (ResourceTable names it). */
export function pager(page: Page): Locator {
  return page.getByRole('list', { name: 'Phân trang' });
}

/** The pager's button for a page number ('2'), by the title the pager gives it. */
export function pageButton(page: Page, number: number): Locator {
  return pager(page).getByTitle(String(number), { exact: true });
}

/** The page the pager marks as shown (aria-current, set by ResourceTable). */
export function currentPage(page: Page): Locator {
  return pager(page).locator('[aria-current="page"]');
}

/**
 * Waits until the list's table has its rows from the server: while the next page loads, the
 * previous page's rows stay on screen under a spinner (keepPreviousData), so rows read before
 * this can belong to the page just left.
 */
export async function expectTableLoaded(page: Page): Promise<void> {
  await expect(page.locator('.ant-table-wrapper [aria-busy="true"]')).toHaveCount(0);
}

/** A phone's width (docs/architecture.md: every list and popup must work at 390 px). */
export const PHONE_VIEWPORT = { width: 390, height: 844 };

/**
 * At a phone's width: the page itself does not scroll sideways (only the table inside its card
 * may), and the row's 'Sửa' and 'Xóa' can be brought into view and are not covered.
 */
export async function expectListFitsPhone(page: Page, row: Locator): Promise<void> {
  await expect(row).toBeVisible();
  const sideways = await page.evaluate(() => ({
    scrollWidth: document.scrollingElement?.scrollWidth ?? 0,
    innerWidth: window.innerWidth,
  }));
  expect(sideways.innerWidth).toBe(PHONE_VIEWPORT.width);
  expect(sideways.scrollWidth).toBeLessThanOrEqual(sideways.innerWidth);
  for (const action of [
    row.getByRole('link', { name: 'Sửa' }),
    row.getByRole('button', { name: 'Xóa' }),
  ]) {
    await action.scrollIntoViewIfNeeded();
    await expect(action).toBeInViewport({ ratio: 1 });
    // Not under the pinned name column or anything else: a click there reaches the action.
    await action.click({ trial: true });
  }
}

/** Confirms the open `Xác nhận xóa` dialog with ĐỒNG Ý and waits until it has closed. */
export function confirmDelete(page: Page): Promise<void> {
  return closeDialogWith(page.getByRole('dialog').filter({ hasText: 'Xác nhận xóa' }), 'ĐỒNG Ý');
}
