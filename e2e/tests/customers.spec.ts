import { expect, test } from '../support/test';
import { apiCall, createAccount, unique } from '../support/api';
import { createCustomerApi, dataRows, pick, shownValue } from '../support/customers';
import { openSignedIn } from '../support/session';

test.describe('customers', () => {
  test('create validates, cascades the address, clears the form and lists the debt', async ({
    page,
  }) => {
    // Every level of the address is picked several times: a long journey on a busy machine.
    test.slow();
    const staff = await createAccount('staff');
    await openSignedIn(page, staff, '/customers');
    await expect(page.getByRole('heading', { name: 'Khách hàng' })).toBeVisible();
    await page.getByRole('button', { name: 'Thêm mới' }).click();
    await expect(page).toHaveURL(/\/customers\/create$/);
    await expect(page.getByRole('heading', { name: 'Thêm mới khách hàng' })).toBeVisible();
    await expect(page.getByLabel('Công nợ đầu kỳ')).toHaveValue('0');

    await page.getByRole('button', { name: 'Thêm mới' }).click();
    for (const message of [
      'Vui lòng nhập họ và tên',
      'Vui lòng nhập số điện thoại',
      'Vui lòng chọn tỉnh/thành',
      'Vui lòng chọn quận/huyện',
      'Vui lòng chọn phường/xã',
    ]) {
      await expect(page.getByText(message)).toBeVisible();
    }

    const phone = page.getByLabel('Số điện thoại');
    await expect(phone).toHaveAttribute('inputmode', 'numeric');
    await phone.fill('09-03 1');
    await expect(phone).toHaveValue('09031');
    await expect(page.getByText('Số điện thoại phải có ít nhất 6 ký tự')).toBeVisible();

    const province = page.getByLabel('Tỉnh/Thành phố');
    const district = page.getByLabel('Quận/Huyện');
    const ward = page.getByLabel('Phường/Xã');
    await expect(district).toBeDisabled();
    await expect(ward).toBeDisabled();
    await pick(page, province, 'ho chi minh', 'Thành phố Hồ Chí Minh');
    await expect(district).toBeEnabled();
    await expect(ward).toBeDisabled();
    await pick(page, district, 'quan 1', 'Quận 1');
    await pick(page, ward, 'ben nghe', 'Phường Bến Nghé');
    await expect(shownValue(page, 'Phường/Xã')).toHaveAttribute('title', 'Phường Bến Nghé');

    // Another district: the ward was one of the old district's and is cleared.
    await pick(page, district, 'quan 3', 'Quận 3');
    await expect(shownValue(page, 'Quận/Huyện')).toHaveAttribute('title', 'Quận 3');
    await expect(shownValue(page, 'Phường/Xã')).toHaveCount(0);
    await pick(page, ward, 'phuong 14', 'Phường 14');
    await expect(shownValue(page, 'Phường/Xã')).toHaveAttribute('title', 'Phường 14');

    // Another province: its districts and wards are not this one's.
    await pick(page, province, 'ha noi', 'Thành phố Hà Nội');
    await expect(shownValue(page, 'Quận/Huyện')).toHaveCount(0);
    await expect(shownValue(page, 'Phường/Xã')).toHaveCount(0);
    await expect(ward).toBeDisabled();

    const name = unique('Phạm Thị Hồng ');
    await page.getByLabel('Họ và tên').fill(name);
    await phone.fill('0903123456');
    await page.getByLabel('Số nhà').fill('45 Nguyễn Huệ');
    await pick(page, province, 'ho chi minh', 'Thành phố Hồ Chí Minh');
    await pick(page, district, 'quan 1', 'Quận 1');
    await pick(page, ward, 'ben nghe', 'Phường Bến Nghé');
    await page.getByLabel('Công nợ đầu kỳ').fill('1500000');
    await page.getByRole('button', { name: 'Thêm mới' }).click();

    await expect(
      page.getByRole('alert').filter({ hasText: 'Thêm khách hàng thành công' }),
    ).toBeVisible();
    // Ready for the next customer.
    await expect(page).toHaveURL(/\/customers\/create$/);
    await expect(page.getByLabel('Họ và tên')).toHaveValue('');
    await expect(page.getByLabel('Họ và tên')).toBeFocused();
    await expect(phone).toHaveValue('');
    await expect(shownValue(page, 'Tỉnh/Thành phố')).toHaveCount(0);
    await expect(page.getByLabel('Công nợ đầu kỳ')).toHaveValue('0');

    await page.getByRole('button', { name: 'Quay lại' }).click();
    await expect(page).toHaveURL(/\/customers$/);
    const row = page.getByRole('row', { name: new RegExp(name) });
    await expect(row).toContainText('0903123456');
    await expect(row).toContainText('45 Nguyễn Huệ');
    await expect(row).toContainText('Thành phố Hồ Chí Minh');
    await expect(row).toContainText('Quận 1');
    await expect(row).toContainText('Phường Bến Nghé');
    await expect(row).toContainText('1.500.000 đ');
  });
  test('edit is prefilled and saves a new phone', async ({ page }) => {
    const staff = await createAccount('staff');
    const customer = await createCustomerApi(staff.token, {
      full_name: unique('Lê Thị Sửa '),
      phone: '0912000111',
      debt: 1200000,
    });
    await openSignedIn(
      page,
      staff,
      `/customers?full_name=${encodeURIComponent(customer.full_name)}`,
    );
    await page
      .getByRole('row', { name: new RegExp(customer.full_name) })
      .getByRole('link', { name: 'Sửa' })
      .click();
    await expect(page).toHaveURL(new RegExp(`/customers/update/${customer.id}$`));
    await expect(page.getByRole('heading', { name: 'Cập nhật khách hàng' })).toBeVisible();
    await expect(page.getByLabel('Họ và tên')).toHaveValue(customer.full_name);
    await expect(page.getByLabel('Số điện thoại')).toHaveValue('0912000111');
    await expect(shownValue(page, 'Tỉnh/Thành phố')).toHaveAttribute(
      'title',
      'Thành phố Hồ Chí Minh',
    );
    await expect(shownValue(page, 'Quận/Huyện')).toHaveAttribute('title', 'Quận 1');
    await expect(shownValue(page, 'Phường/Xã')).toHaveAttribute('title', 'Phường Bến Nghé');
    await expect(page.getByLabel('Công nợ đầu kỳ')).toHaveValue('1.200.000');

    await page.getByLabel('Số điện thoại').fill('0988777666');
    await page.getByRole('button', { name: 'Cập nhật' }).click();
    await expect(
      page.getByRole('alert').filter({ hasText: 'Cập nhật khách hàng thành công' }),
    ).toBeVisible();

    await page.getByRole('button', { name: 'Quay lại' }).click();
    await expect(page).toHaveURL(/\/customers\?full_name=/);
    await expect(page.getByRole('row', { name: new RegExp(customer.full_name) })).toContainText(
      '0988777666',
    );
  });

  test('an update page whose customer cannot be loaded shows the server message', async ({
    page,
  }) => {
    const staff = await createAccount('staff');
    await openSignedIn(page, staff, '/customers/update/999999999');
    await expect(page.getByRole('heading', { name: 'Cập nhật khách hàng' })).toBeVisible();
    await expect(
      page.getByRole('alert').filter({ hasText: 'Không tìm thấy khách hàng' }),
    ).toBeVisible();
  });

  test('delete asks Xác nhận xóa; THOÁT keeps the customer, ĐỒNG Ý removes it', async ({
    page,
  }) => {
    const staff = await createAccount('staff');
    const tag = unique('Đỗ Văn Xóa ');
    const customer = await createCustomerApi(staff.token, { full_name: `${tag} Một` });
    await openSignedIn(page, staff, `/customers?full_name=${encodeURIComponent(tag)}`);
    await expect(dataRows(page)).toHaveCount(1);
    // 'Làm mới' shows what others added meanwhile.
    const other = await createCustomerApi(staff.token, { full_name: `${tag} Hai` });
    await page.getByRole('button', { name: 'Làm mới' }).click();
    await expect(dataRows(page)).toHaveCount(2);
    const row = page.getByRole('row', { name: new RegExp(customer.full_name) });
    await row.getByRole('button', { name: 'Xóa' }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toContainText('Xác nhận xóa');
    await expect(dialog).toContainText(customer.full_name);
    await dialog.getByRole('button', { name: 'THOÁT' }).click();
    await expect(dialog).toBeHidden();
    await expect(row).toBeVisible();

    await row.getByRole('button', { name: 'Xóa' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'ĐỒNG Ý' }).click();
    await expect(page.getByText('Xóa khách hàng thành công')).toBeVisible();
    await expect(row).toHaveCount(0);
    await expect(page.getByRole('row', { name: new RegExp(other.full_name) })).toBeVisible();
    await expect(apiCall(staff.token, 'GET', `/api/customers/${customer.id}`)).rejects.toThrow(
      /404/,
    );
  });
});
