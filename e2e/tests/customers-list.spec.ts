import { expect, test } from '../support/test';
import { createAccount, unique, type SignedIn } from '../support/api';
import { createCustomersApi, dataRows, openFilter } from '../support/customers';
import { openSignedIn } from '../support/session';
import { confirmDelete } from '../support/lists';

// The list's header filters one by one, the address cascade, paging, page sizes, the URL kept on
// reload and Back, and the delete dialog are component tests
// (apps/web/src/features/customers/components/customers-list-page.test.tsx); the server's
// filters are API tests (customers-list.test.ts). Here: the list against the real server.
test.describe('customer list', () => {
  // One staff account for the file: signing one in costs seconds on a busy machine, and every
  // journey here keeps to customers of its own (a unique tag in their names).
  let staff: SignedIn;
  test.beforeAll(async () => {
    staff = await createAccount('staff');
  });

  test('the name header filter finds without accents and keeps the filter in the URL', async ({
    page,
  }) => {
    const tag = unique('');
    await createCustomersApi(staff.token, 2, (n) => ({ full_name: `Nguyễn Văn Ánh ${tag} ${n}` }));
    await openSignedIn(page, staff, '/customers');
    const popup = await openFilter(page, 'Họ và tên');
    await popup.getByRole('textbox', { name: 'Họ và tên' }).fill(`nguyen van anh ${tag}`);
    await popup.getByRole('button', { name: 'Lọc', exact: true }).click();
    await expect(page).toHaveURL(/full_name=nguyen/);
    await expect(dataRows(page)).toHaveCount(2);
  });

  test('Xóa deletes the customer after Xác nhận xóa', async ({ page }) => {
    const tag = unique('Trịnh Văn Xóa ');
    const [gone] = await createCustomersApi(staff.token, 2, (n) => ({
      full_name: `${tag} ${n}`,
      debt: 250_000,
    }));
    await openSignedIn(page, staff, `/customers?full_name=${encodeURIComponent(tag)}`);
    await expect(dataRows(page)).toHaveCount(2);
    await expect(dataRows(page).first()).toContainText('250.000 đ');
    const row = dataRows(page).filter({ hasText: gone!.full_name });
    await row.getByRole('button', { name: 'Xóa' }).click();
    await confirmDelete(page);
    await expect(page.getByText('Xóa khách hàng thành công')).toBeVisible();
    await expect(dataRows(page)).toHaveCount(1);
    await expect(dataRows(page).filter({ hasText: gone!.full_name })).toHaveCount(0);
  });
});
