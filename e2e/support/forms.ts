import { expect, type Page } from '@playwright/test';

/**
 * An update page whose row cannot be loaded: the server's message, no form to fill or submit,
 * and 'Quay lại danh sách' back to the list.
 */
export async function expectLoadErrorWithWayBack(
  page: Page,
  message: string | RegExp,
  listPath: string,
): Promise<void> {
  await expect(page.getByRole('alert').filter({ hasText: message })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Cập nhật' })).toHaveCount(0);
  await expect(page.getByRole('textbox')).toHaveCount(0);
  await page.getByRole('button', { name: 'Quay lại danh sách' }).click();
  await expect(page).toHaveURL(new RegExp(`${listPath}$`));
}
