import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { customersApi } from '@depot/shared/customers/customers.contract';
import { vi as texts } from '../../../i18n/vi';
import { customerOf, pageOf } from '../../../test/fake-api';
import { on, refused, said, stubEndpoints } from '../../../test/fake-api-endpoints';
import { locationRoutes } from '../../../test/fake-api-forms';
import {
  button,
  combo,
  field,
  fillCustomer,
  paste,
  pick,
  renderCustomerForm,
  shownValue,
  useOldList,
} from './customer-form-test-helpers';

// Spec 1 §5: name, phone (6+ digits, a leading +), province, (district of the old list) and ward required; the
// opening debt a whole, non-negative amount; the server's field errors land on the fields.
const t = texts.customers;
// A whole reply of the current contract (addresses of the old list).
const saved = customerOf({ address_version: 1, old_address: null });

// A whole form of antd selects renders for seconds in jsdom; with the web files run side by side
// on a loaded two-core machine one such test took 20 s (the project's limit) once in three runs.
const SLOW_FORM_MS = 45_000;

afterEach(() => vi.unstubAllGlobals());

describe('the customer form’s rules', { timeout: SLOW_FORM_MS }, () => {
  it('an empty submit names the four required fields and sends nothing', async () => {
    const user = userEvent.setup();
    const api = stubEndpoints(locationRoutes);
    renderCustomerForm('/customers/create');
    expect(await screen.findByRole('heading', { name: 'Thêm mới khách hàng' })).toBeTruthy();
    expect(field(t.openingDebt)).toHaveProperty('value', '0');
    await user.click(button(texts.common.create));
    for (const message of [
      'Vui lòng nhập họ và tên',
      'Vui lòng nhập số điện thoại',
      'Vui lòng chọn tỉnh/thành',
      'Vui lòng chọn phường/xã',
    ]) {
      expect(await screen.findByText(message)).toBeTruthy();
    }
    // The 2025 list has no district (docs/decisions/0010-addresses-2025.md); the old list's form asks for one.
    expect(screen.queryByText('Vui lòng chọn quận/huyện')).toBeNull();
    await useOldList(user);
    await user.click(button(texts.common.create));
    expect(await screen.findByText('Vui lòng chọn quận/huyện')).toBeTruthy();
    expect(api.all().filter((request) => request.path === '/api/customers')).toEqual([]);
  });

  it('the phone keeps digits and a leading +, and needs 6 of them', async () => {
    const user = userEvent.setup();
    stubEndpoints(locationRoutes);
    renderCustomerForm('/customers/create');
    const phone = await screen.findByRole('textbox', { name: t.phone });
    // The telephone keypad, which has the + of an international number.
    expect(phone.getAttribute('inputmode')).toBe('tel');
    await user.type(phone, '09-03 1');
    expect(phone).toHaveProperty('value', '09031');
    expect(await screen.findByText('Số điện thoại phải có ít nhất 6 ký tự')).toBeTruthy();
    await user.clear(phone);
    await user.type(phone, '+84 90-31');
    expect(phone).toHaveProperty('value', '+849031');
    await waitFor(() =>
      expect(screen.queryByText('Số điện thoại phải có ít nhất 6 ký tự')).toBeNull(),
    );
    // A + further in is not the international prefix and goes.
    await user.clear(phone);
    await user.type(phone, '84+9031');
    expect(phone).toHaveProperty('value', '849031');
  });

  it('the opening debt is capped, and an emptied one is sent as 0', async () => {
    const user = userEvent.setup();
    const api = stubEndpoints([
      ...locationRoutes,
      on(customersApi.list, () => pageOf([], 100)),
      on(customersApi.create, () => said('Thêm khách hàng thành công', saved)),
    ]);
    renderCustomerForm('/customers/create');
    await fillCustomer(user, 'Phạm Thị Hồng', '0903111222');
    const debt = field(t.openingDebt);
    await user.clear(debt);
    await paste(user, debt, '1000000000001');
    expect(await screen.findByText('Công nợ đầu kỳ vượt quá giới hạn cho phép')).toBeTruthy();
    await user.click(button(texts.common.create));
    expect(api.requests(customersApi.create)).toEqual([]);

    await user.clear(debt);
    await user.click(button(texts.common.create));
    expect(await screen.findByText('Thêm khách hàng thành công')).toBeTruthy();
    expect(api.bodies(customersApi.create)[0]).toMatchObject({ debt: 0 });
  });

  it('the server’s 400 field errors show under their fields and its message above', async () => {
    const user = userEvent.setup();
    stubEndpoints([
      ...locationRoutes,
      on(customersApi.list, () => pageOf([], 100)),
      on(customersApi.create, () =>
        refused(400, 'Dữ liệu không hợp lệ', {
          ward_id: 'Phường/xã không thuộc quận/huyện đã chọn',
          full_name: 'Họ và tên không hợp lệ',
        }),
      ),
    ]);
    renderCustomerForm('/customers/create');
    await fillCustomer(user, 'Phạm Thị Hồng', '0903111222');
    await user.click(button(texts.common.create));

    expect((await screen.findByRole('alert')).textContent).toContain('Dữ liệu không hợp lệ');
    // The field errors are set on the form after the message: antd shows them a render later.
    await waitFor(() => {
      const explains = [...document.querySelectorAll('.ant-form-item-explain-error')];
      expect(explains.map((node) => node.textContent)).toEqual([
        'Họ và tên không hợp lệ',
        'Phường/xã không thuộc quận/huyện đã chọn',
      ]);
    });
  });

  it('the old address cascades: a district needs a province, a change above clears below', async () => {
    const user = userEvent.setup();
    stubEndpoints(locationRoutes);
    renderCustomerForm('/customers/create');
    await screen.findByRole('heading', { name: 'Thêm mới khách hàng' });
    await useOldList(user);
    expect(combo(t.district)).toHaveProperty('disabled', true);
    expect(combo(t.ward)).toHaveProperty('disabled', true);
    await pick(user, t.province, 'ho chi minh', 'Thành phố Hồ Chí Minh');
    expect(combo(t.ward)).toHaveProperty('disabled', true);
    await pick(user, t.district, 'quan 3', 'Quận 3');
    // A ward that was split stays in the old form until the clerk picks its new ward.
    await pick(user, t.ward, 'vo thi', 'Phường Võ Thị Sáu');

    // Another district: the ward was one of the old district's and is cleared.
    await pick(user, t.district, 'quan 1', 'Quận 1');
    expect(shownValue(t.ward)).toBe('');
    // Another province: its districts and wards are not this one's.
    await pick(user, t.province, 'ha noi', 'Thành phố Hà Nội');
    expect(shownValue(t.district)).toBe('');
    expect(shownValue(t.ward)).toBe('');
    expect(combo(t.ward)).toHaveProperty('disabled', true);
  });
});
