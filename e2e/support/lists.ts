import type { Locator, Page } from '@playwright/test';

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
