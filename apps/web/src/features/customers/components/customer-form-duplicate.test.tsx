import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { customersApi } from '@depot/shared/customers/customers.contract';
import type { Customer } from '@depot/shared/customers/customers.schema';
import { vi as texts } from '../../../i18n/vi';
import { customerOf, pageOf } from '../../../test/fake-api';
import { on, said, stubEndpoints } from '../../../test/fake-api-endpoints';
import { locationRoutes } from '../../../test/fake-api-forms';
import {
  button,
  field,
  fillCustomer,
  paste,
  renderCustomerForm,
  shownValue,
  url,
} from './customer-form-test-helpers';

// Spec 1 §4: a create clears the form for the next customer; the same name and phone as a
// stored customer asks first (Vẫn thêm mới / Mở khách hàng đã có / close).
const t = texts.customers;
// Whole replies of the current contract (addresses of the old list).
const existing = customerOf({
  id: 5,
  full_name: 'Đoàn Văn Trùng',
  phone: '0903555666',
  address_version: 1,
  old_address: null,
});

/** The server: GET /customers finds `stored`; POST saves. */
function depot(stored: Customer[]) {
  return stubEndpoints([
    ...locationRoutes,
    on(customersApi.list, () => pageOf(stored, 100)),
    on(customersApi.get, () => existing),
    on(customersApi.create, () =>
      said(
        'Thêm khách hàng thành công',
        customerOf({ id: 8, address_version: 1, old_address: null }),
      ),
    ),
  ]);
}

// A whole form of antd selects renders for seconds in jsdom; with the web files run side by side
// on a loaded two-core machine one such test took 20 s (the project's limit) once in three runs.
const SLOW_FORM_MS = 45_000;

afterEach(() => vi.unstubAllGlobals());

describe('creating a customer', { timeout: SLOW_FORM_MS }, () => {
  it('saves, says so and clears the form for the next, the cursor in Họ và tên', async () => {
    const user = userEvent.setup();
    const api = depot([]);
    renderCustomerForm('/customers/create');
    await fillCustomer(user, 'Phạm Thị Hồng', '0903111222');
    await paste(user, field(t.numberHouse), '45 Nguyễn Huệ');
    await user.clear(field(t.openingDebt));
    await paste(user, field(t.openingDebt), '1500000');
    await user.click(button(texts.common.create));

    expect(await screen.findByText('Thêm khách hàng thành công')).toBeTruthy();
    expect(api.bodies(customersApi.create)[0]).toMatchObject({
      full_name: 'Phạm Thị Hồng',
      phone: '0903111222',
      number_house: '45 Nguyễn Huệ',
      address_version: 2025,
      province_id: 79,
      ward_id: 26740,
      debt: 1_500_000,
    });
    expect(api.bodies(customersApi.create)[0]).not.toHaveProperty('district_id');
    expect(url()).toBe('/customers/create');
    await waitFor(() => expect(document.activeElement).toBe(field(t.fullName)));
    expect(field(t.fullName)).toHaveProperty('value', '');
    expect(field(t.phone)).toHaveProperty('value', '');
    expect(shownValue(t.province)).toBe('');
    expect(field(t.openingDebt)).toHaveProperty('value', '0');
    // The next customer's first letter: the green alert no longer speaks of what is typed.
    await user.type(field(t.fullName), 'T');
    await waitFor(() => expect(screen.queryByText('Thêm khách hàng thành công')).toBeNull());
  });

  it('the same name (without accents) and phone asks first; Vẫn thêm mới creates it all the same', async () => {
    const user = userEvent.setup();
    const api = depot([existing]);
    renderCustomerForm('/customers/create');
    await fillCustomer(user, 'doan van trung', existing.phone);
    await user.click(button(texts.common.create));

    const dialog = await screen.findByRole('dialog');
    expect(dialog.textContent).toContain('Đã có khách hàng Đoàn Văn Trùng - 0903555666');
    expect(api.requests(customersApi.create)).toEqual([]);
    await user.click(within(dialog).getByRole('button', { name: 'Vẫn thêm mới' }));
    expect(await screen.findByText('Thêm khách hàng thành công')).toBeTruthy();
    expect(api.requests(customersApi.create)).toHaveLength(1);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('Mở khách hàng đã có opens that customer and creates nothing', async () => {
    const user = userEvent.setup();
    const api = depot([existing]);
    renderCustomerForm('/customers/create');
    await fillCustomer(user, existing.full_name, existing.phone);
    await user.click(button(texts.common.create));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Mở khách hàng đã có' }));

    await waitFor(() => expect(url()).toBe('/customers/update/5'));
    await waitFor(() => expect(field(t.fullName)).toHaveProperty('value', 'Đoàn Văn Trùng'));
    expect(api.requests(customersApi.create)).toEqual([]);
  });

  it('closing the question goes back to the form as typed, nothing created', async () => {
    const user = userEvent.setup();
    const api = depot([existing]);
    renderCustomerForm('/customers/create');
    await fillCustomer(user, existing.full_name, existing.phone);
    await user.click(button(texts.common.create));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Đóng' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(api.requests(customersApi.create)).toEqual([]);
    expect(field(t.fullName)).toHaveProperty('value', 'Đoàn Văn Trùng');
    expect(url()).toBe('/customers/create');
  });
});

describe('updating a customer', { timeout: SLOW_FORM_MS }, () => {
  it('is prefilled and saves an international phone with its +', async () => {
    const user = userEvent.setup();
    const api = stubEndpoints([
      ...locationRoutes,
      on(customersApi.get, () => ({ ...existing, debt: 1_200_000 })),
      on(customersApi.update, () => said('Cập nhật khách hàng thành công', existing)),
    ]);
    renderCustomerForm('/customers/update/5');
    expect(await screen.findByRole('heading', { name: 'Cập nhật khách hàng' })).toBeTruthy();
    await waitFor(() => expect(field(t.fullName)).toHaveProperty('value', 'Đoàn Văn Trùng'));
    await waitFor(() => expect(shownValue(t.ward)).toBe('Phường Bến Nghé'));
    expect(field(t.openingDebt)).toHaveProperty('value', '1.200.000');

    await user.clear(field(t.phone));
    await paste(user, field(t.phone), '+84 912-345678');
    expect(field(t.phone)).toHaveProperty('value', '+84912345678');
    await user.click(button(texts.common.update));
    expect(await screen.findByText('Cập nhật khách hàng thành công')).toBeTruthy();
    expect(api.bodies(customersApi.update, { id: 5 })[0]).toMatchObject({
      phone: '+84912345678',
      debt: 1_200_000,
      // Its old address stays as it is until someone converts it.
      address_version: 1,
      district_id: 760,
      ward_id: 26734,
    });
  });
});
