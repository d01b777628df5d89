import type { Request } from '@playwright/test';
import { expect, test } from '../support/test';
import { createAccount, unique } from '../support/api';
import { createCustomerApi, type CustomerRow } from '../support/customers';
import { openSignedIn } from '../support/session';

/** The picker's own requests (20 a page, no debt sums), not the list's. */
function pickerSearches(requests: Request[]): URLSearchParams[] {
  return requests
    .map((request) => new URL(request.url()))
    .filter((url) => url.pathname === '/api/customers' && url.searchParams.get('limit') === '20')
    .map((url) => url.searchParams);
}

test.describe('customer picker', () => {
  test('the quick jump searches without accents, loads 20 then the rest on scroll, opens the pick', async ({
    page,
  }) => {
    const staff = await createAccount('staff');
    const tag = unique('');
    const prefix = `Trần Thị Ưng ${tag}`;
    const created: CustomerRow[] = [];
    // One after another: the newest (25) comes first in the list.
    for (let n = 1; n <= 25; n += 1) {
      created.push(
        await createCustomerApi(staff.token, {
          full_name: `${prefix} ${String(n).padStart(2, '0')}`,
        }),
      );
    }

    const requests: Request[] = [];
    page.on('request', (request) => requests.push(request));
    // The second page answers slowly, so that its loading footer can be seen.
    await page.route(
      (url) => url.pathname === '/api/customers' && url.searchParams.get('paged') === '2',
      async (route) => {
        await new Promise((resolve) => setTimeout(resolve, 800));
        await route.continue();
      },
    );

    await openSignedIn(page, staff, '/customers');
    const picker = page.getByRole('combobox', { name: 'Tìm nhanh khách hàng…' });
    const popup = page.locator('.ant-select-dropdown:visible');
    const options = popup.locator('.ant-select-item-option');

    // Opening loads the first page without a keyword.
    await picker.click();
    await expect(options.first()).toBeVisible();
    expect(pickerSearches(requests).map(String)).toEqual(['paged=1&limit=20&has_debt=false']);

    await picker.pressSequentially(`khong co ai ${tag}`, { delay: 20 });
    await expect(popup.getByText('Không tìm thấy khách hàng')).toBeVisible();

    // Typed without accents, key by key: one search after the pause, not one per key.
    const keyword = `tran thi ung ${tag}`;
    const searched = page.waitForResponse(
      (response) => new URL(response.url()).searchParams.get('full_name') === keyword,
    );
    await picker.fill('');
    await picker.pressSequentially(keyword, { delay: 40 });
    await searched;
    await expect(options).toHaveCount(20);
    await expect(options.first()).toHaveAttribute('title', new RegExp(`^${prefix} 25 — 09\\d{8}$`));
    await expect(options.filter({ hasText: `${prefix} 05` })).toHaveCount(0);
    expect(
      pickerSearches(requests)
        .filter((q) => q.get('full_name')?.startsWith('tran'))
        .map(String),
    ).toEqual([
      new URLSearchParams({
        full_name: keyword,
        paged: '1',
        limit: '20',
        has_debt: 'false',
      }).toString(),
    ]);

    // The end of the list asks for the next page, with a loading line until it arrives.
    const scrollToEnd = () =>
      popup
        .locator('.ant-select-dropdown-list-holder')
        .evaluate((list) => list.scrollTo({ top: list.scrollHeight }));
    await scrollToEnd();
    await expect(popup.getByText('Đang tải...')).toBeVisible();
    await expect(options).toHaveCount(25);
    await expect(options.last()).toHaveAttribute('title', new RegExp(`^${prefix} 01 — `));
    await expect(popup.getByText('Đang tải...')).toBeHidden();

    // Page 2 of 2 was the last: no third page is asked for.
    await scrollToEnd();
    await page.waitForTimeout(500);
    const pages = pickerSearches(requests)
      .filter((q) => q.get('full_name') === keyword)
      .map((q) => q.get('paged'));
    expect(pages).toEqual(['1', '2']);

    await options.filter({ hasText: `${prefix} 07` }).click();
    const seventh = created[6]!;
    await expect(page).toHaveURL(new RegExp(`/customers/update/${seventh.id}$`));
    await expect(page.getByRole('heading', { name: 'Cập nhật khách hàng' })).toBeVisible();
    await expect(page.getByLabel('Họ và tên')).toHaveValue(seventh.full_name);
  });
});
