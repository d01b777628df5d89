import type { Request } from '@playwright/test';
import type { Customer } from '@depot/shared/customers/customers.schema';
import { expect, test } from '../support/test';
import { createAccount, unique } from '../support/api';
import { createCustomerApi, HCM } from '../support/customers';
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
    // 25 customers made one after another, then many steps: a long journey on a busy machine.
    test.slow();
    const staff = await createAccount('staff');
    const tag = unique('');
    const prefix = `Trần Thị Ưng ${tag}`;
    const created: Customer[] = [];
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
      (response) => new URL(response.url()).searchParams.get('q') === keyword,
    );
    await picker.fill('');
    await picker.pressSequentially(keyword, { delay: 40 });
    await searched;
    await expect(options).toHaveCount(20);
    await expect(options.first()).toHaveAttribute('title', new RegExp(`^${prefix} 25 — 09\\d{8}$`));
    await expect(options.filter({ hasText: `${prefix} 05` })).toHaveCount(0);
    // Without the debounce every key would search; with it, one search after the pause. A
    // machine busy enough to stall a key press past 300 ms may add one for a part of the word,
    // so the count is bounded rather than exact, and the last search is the whole keyword.
    const typedSearches = pickerSearches(requests).filter((q) => q.get('q')?.startsWith('tran'));
    expect(typedSearches.length).toBeGreaterThanOrEqual(1);
    expect(typedSearches.length).toBeLessThanOrEqual(3);
    expect(String(typedSearches.at(-1))).toBe(
      new URLSearchParams({
        q: keyword,
        paged: '1',
        limit: '20',
        has_debt: 'false',
      }).toString(),
    );

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

    // Page 2 of 2 was the last: scrolled to the end again, no third page is asked for. The
    // pick below loads the customer after the scroll was handled: by the time that request is
    // seen, a third page would have been seen too (requests are reported in order).
    await scrollToEnd();
    await options.filter({ hasText: `${prefix} 07` }).click();
    const seventh = created[6]!;
    await expect(page).toHaveURL(new RegExp(`/customers/update/${seventh.id}$`));
    await expect(page.getByRole('heading', { name: 'Cập nhật khách hàng' })).toBeVisible();
    await expect(page.getByLabel('Họ và tên')).toHaveValue(seventh.full_name);
    const pages = pickerSearches(requests)
      .filter((q) => q.get('q') === keyword)
      .map((q) => q.get('paged'));
    expect(pages).toEqual(['1', '2']);
  });

  test('a keyword is searched trimmed; only spaces, erasing or the clear button ask nothing', async ({
    page,
  }) => {
    const staff = await createAccount('staff');
    const tag = unique('');
    const wanted = await createCustomerApi(staff.token, { full_name: `Lương Thế Vinh ${tag}` });

    // The page's clock runs with real time, and jumps past the 300 ms pause when told.
    await page.clock.install();
    await openSignedIn(page, staff, '/customers');
    const picker = page.getByRole('combobox', { name: 'Tìm nhanh khách hàng…' });
    const options = page.locator('.ant-select-dropdown:visible .ant-select-item-option');
    await picker.click();
    await expect(options.first()).toBeVisible();
    const titles = () => options.evaluateAll((nodes) => nodes.map((n) => n.getAttribute('title')));
    // Other journeys add customers meanwhile: the list as it opened is expected, not a fresh one.
    // Read until it has options: once, on a loaded run, it was read empty just after its first
    // option showed (the dropdown still settling), and nothing could equal that later.
    let openingList: (string | null)[] = [];
    await expect.poll(async () => (openingList = await titles()).length).toBeGreaterThan(0);
    const showsTheOpeningList = () => expect.poll(titles).toEqual(openingList);

    // Every customers request from here on, the list's included.
    const requests: Request[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname === '/api/customers') requests.push(request);
    });
    /** Past the 300 ms pause on the page's clock: a search that was going to be sent has been. */
    const afterThePause = () => page.clock.runFor(1000);

    await picker.pressSequentially('   ', { delay: 40 });
    await afterThePause();
    expect(requests).toEqual([]);
    await showsTheOpeningList();

    const keyword = `luong the vinh ${tag}`;
    const searched = page.waitForRequest(
      (request) => new URL(request.url()).searchParams.get('q') === keyword,
    );
    await picker.fill(`   ${keyword}  `);
    await searched;
    await expect(options).toHaveCount(1);
    await expect(options.first()).toHaveAttribute('title', new RegExp(`^${wanted.full_name} `));
    await afterThePause();
    expect(pickerSearches(requests).map((q) => q.get('q'))).toEqual([keyword]);

    // Erased: back to the list the dropdown opened with, already loaded.
    await picker.fill('');
    await showsTheOpeningList();
    await afterThePause();
    expect(requests).toHaveLength(1);

    // The clear button empties the search and closes the list, asking nothing and picking no one.
    await picker.fill(keyword);
    await expect(options).toHaveCount(1);
    await page.locator('.ant-select-clear').click();
    await expect(picker).toHaveValue('');
    await expect(options).toHaveCount(0);
    await afterThePause();
    expect(pickerSearches(requests).map((q) => q.get('q'))).toEqual([keyword, keyword]);
    await expect(page).toHaveURL(/\/customers$/);
  });

  test('finds a customer by the phone typed; namesakes show their addresses', async ({ page }) => {
    const staff = await createAccount('staff');
    const name = unique('Tạp hóa Oanh ');
    const inQuan3 = { province_id: HCM.province, district_id: HCM.quan3, ward_id: HCM.phuong14 };
    const first = await createCustomerApi(staff.token, {
      full_name: name,
      number_house: '1 Trần Phú',
    });
    const second = await createCustomerApi(staff.token, { full_name: name, ...inQuan3 });
    const third = await createCustomerApi(staff.token, {
      full_name: name,
      number_house: '9 Hàm Nghi',
    });

    await openSignedIn(page, staff, '/products/create');
    const picker = page.getByRole('combobox', { name: 'Khách hàng' });
    const options = page.locator('.ant-select-dropdown:visible .ant-select-item-option');
    // The form opens with the cursor in its first field: the number is typed straight away.
    await expect(picker).toBeFocused();
    await page.keyboard.type(second.phone);
    await expect(options).toHaveCount(1);
    await expect(options.first()).toHaveAttribute('title', `${name} — ${second.phone}`);
    await expect(options.first()).toContainText('Q. 3 - TP. Hồ Chí Minh');

    // By the name without accents: three shops of one name, told apart by where they are.
    await picker.fill(name.replace('Tạp hóa', 'tap hoa'));
    await expect(options).toHaveCount(3);
    for (const [customer, where] of [
      [third, '9 Hàm Nghi, P. Bến Nghé - Q. 1'],
      [second, 'Q. 3 - TP. Hồ Chí Minh'],
      [first, '1 Trần Phú, P. Bến Nghé - Q. 1'],
    ] as const) {
      await expect(options.filter({ hasText: customer.phone })).toContainText(where);
    }
  });
});
