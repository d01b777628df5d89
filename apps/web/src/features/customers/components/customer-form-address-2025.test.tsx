import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { customersApi } from '@depot/shared/customers/customers.contract';
import { locationsApi } from '@depot/shared/locations/locations.contract';
import { vi as texts } from '../../../i18n/vi';
import { customerOf, pageOf, place } from '../../../test/fake-api';
import { SAI_GON } from '../../../test/fake-api-addresses';
import { on, said, stubEndpoints, type EndpointHandler } from '../../../test/fake-api-endpoints';
import { locationRoutes } from '../../../test/fake-api-forms';
import {
  button,
  combo,
  paste,
  pick,
  renderCustomerForm,
  shownValue,
  useOldList,
} from './customer-form-test-helpers';

// docs/decisions/0010-addresses-2025.md: the 2025 list by default (province → ward, found by an old name too); the old list
// on request, converted to the new one as soon as its ward is chosen.
const t = texts.customers;
const saved = customerOf({ id: 8 });
const SLOW_FORM_MS = 45_000;

function depot(convert?: EndpointHandler<typeof locationsApi.convert>) {
  return stubEndpoints([
    // Before the location routes: the first route of an endpoint answers.
    ...(convert ? [on(locationsApi.convert, convert)] : []),
    ...locationRoutes,
    on(customersApi.list, () => pageOf([], 100)),
    on(customersApi.create, () => said('Thêm khách hàng thành công', saved)),
  ]);
}

const posted = (api: ReturnType<typeof depot>) => api.bodies(customersApi.create)[0];

afterEach(() => vi.unstubAllGlobals());

describe('the 2025 address of the customer form', { timeout: SLOW_FORM_MS }, () => {
  it('cascades province → ward, with no district, and clears the ward with the province', async () => {
    const user = userEvent.setup();
    depot();
    renderCustomerForm('/customers/create');
    await screen.findByRole('heading', { name: 'Thêm mới khách hàng' });
    expect(screen.queryByRole('combobox', { name: t.district })).toBeNull();
    expect(combo(t.ward)).toHaveProperty('disabled', true);
    await pick(user, t.province, 'ho chi', 'Thành phố Hồ Chí Minh');
    await pick(user, t.ward, 'tan dinh', 'Phường Tân Định');
    await pick(user, t.province, 'ha noi', 'Thành phố Hà Nội');
    expect(shownValue(t.ward)).toBe('');
  });

  it('finds a new ward by an old name, says what it was, and saves it as 2025', async () => {
    const user = userEvent.setup();
    const api = depot();
    renderCustomerForm('/customers/create');
    await paste(user, await screen.findByRole('textbox', { name: t.fullName }), 'Lê Văn Mới');
    await paste(user, screen.getByRole('textbox', { name: t.phone }), '0909000111');
    await pick(user, t.province, 'ho chi', 'Thành phố Hồ Chí Minh');
    await waitFor(() => expect(combo(t.ward)).toHaveProperty('disabled', false));
    await user.type(combo(t.ward), 'Bến Nghé');
    expect(
      await screen.findByText(t.formerly('Bến Nghé, Đa Kao, Nguyễn Thái Bình (Quận 1)')),
    ).toBeTruthy();
    // Tân Định was not made of Bến Nghé.
    expect(screen.queryByTitle('Phường Tân Định')).toBeNull();
    await user.click(screen.getByTitle('Phường Sài Gòn'));
    await waitFor(() => expect(shownValue(t.ward)).toBe('Phường Sài Gòn'));

    await user.click(button(texts.common.create));
    expect(await screen.findByText('Thêm khách hàng thành công')).toBeTruthy();
    expect(posted(api)).toMatchObject({ address_version: 2025, province_id: 79, ward_id: 26740 });
    expect(posted(api)).not.toHaveProperty('district_id');
  });

  it('an old ward that went whole into one new ward is converted at once', async () => {
    const user = userEvent.setup();
    const api = depot();
    renderCustomerForm('/customers/create');
    await paste(user, await screen.findByRole('textbox', { name: t.fullName }), 'Ngô Thị Cũ');
    await paste(user, screen.getByRole('textbox', { name: t.phone }), '0909000222');
    await useOldList(user);
    await pick(user, t.province, 'ho chi', 'Thành phố Hồ Chí Minh');
    await pick(user, t.district, '1', 'Quận 1');
    await user.type(combo(t.ward), 'ben');
    await user.click(await screen.findByTitle('Phường Bến Nghé'));

    expect(
      await screen.findByText(t.address.convertedTo('Phường Sài Gòn, Thành phố Hồ Chí Minh')),
    ).toBeTruthy();
    expect(screen.queryByRole('combobox', { name: t.district })).toBeNull();
    await waitFor(() => expect(shownValue(t.ward)).toBe('Phường Sài Gòn'));
    expect(shownValue(t.province)).toBe('Thành phố Hồ Chí Minh');

    await user.click(button(texts.common.create));
    expect(await screen.findByText('Thêm khách hàng thành công')).toBeTruthy();
    expect(posted(api)).toMatchObject({ address_version: 2025, ward_id: 26740 });
  });

  it('a split old ward asks the clerk to pick its new ward', async () => {
    const user = userEvent.setup();
    depot();
    renderCustomerForm('/customers/create');
    await useOldList(user);
    await pick(user, t.province, 'ho chi', 'Thành phố Hồ Chí Minh');
    await pick(user, t.district, '3', 'Quận 3');
    await pick(user, t.ward, 'vo thi', 'Phường Võ Thị Sáu');

    expect(await screen.findByText(t.address.pickOne)).toBeTruthy();
    // Still the old form: nothing is decided for the clerk.
    expect(shownValue(t.district)).toBe('Quận 3');
    await user.click(screen.getByRole('radio', { name: 'Phường Tân Định, Thành phố Hồ Chí Minh' }));
    expect(
      await screen.findByText(t.address.convertedTo('Phường Tân Định, Thành phố Hồ Chí Minh')),
    ).toBeTruthy();
    await waitFor(() => expect(shownValue(t.ward)).toBe('Phường Tân Định'));
  });

  it('an old ward with no known new ward is saved as the old address', async () => {
    const user = userEvent.setup();
    const api = depot(() => ({ candidates: [], certain: false }));
    renderCustomerForm('/customers/create');
    await paste(user, await screen.findByRole('textbox', { name: t.fullName }), 'Vũ Văn Xưa');
    await paste(user, screen.getByRole('textbox', { name: t.phone }), '0909000333');
    await useOldList(user);
    await pick(user, t.province, 'ho chi', 'Thành phố Hồ Chí Minh');
    await pick(user, t.district, '1', 'Quận 1');
    await pick(user, t.ward, 'ben', 'Phường Bến Nghé');
    expect(await screen.findByText(t.address.noCandidate)).toBeTruthy();

    await user.click(button(texts.common.create));
    expect(await screen.findByText('Thêm khách hàng thành công')).toBeTruthy();
    expect(posted(api)).toMatchObject({
      address_version: 1,
      province_id: 79,
      district_id: 760,
      ward_id: 26734,
    });
  });

  it('a stored old address shows in the old form and offers its conversion', async () => {
    const user = userEvent.setup();
    const api = stubEndpoints([
      ...locationRoutes,
      on(customersApi.get, () => customerOf({ id: 5 })),
      on(customersApi.update, () => said('Cập nhật khách hàng thành công', saved)),
    ]);
    renderCustomerForm('/customers/update/5');
    await waitFor(() => expect(shownValue(t.ward)).toBe('Phường Bến Nghé'));
    expect(shownValue(t.district)).toBe('Quận 1');
    expect(
      await screen.findByText(t.address.nowIs('Phường Sài Gòn, Thành phố Hồ Chí Minh')),
    ).toBeTruthy();
    await user.click(button(t.address.convert));
    await waitFor(() => expect(shownValue(t.ward)).toBe('Phường Sài Gòn'));

    await user.click(button(texts.common.update));
    expect(await screen.findByText('Cập nhật khách hàng thành công')).toBeTruthy();
    expect(api.bodies(customersApi.update, { id: 5 })[0]).toMatchObject({
      address_version: 2025,
      province_id: 79,
      ward_id: 26740,
    });
  });

  it('a converted customer shows the new address in the new form, its old one under it', async () => {
    stubEndpoints([
      ...locationRoutes,
      on(customersApi.get, () =>
        customerOf({
          id: 5,
          province_id: SAI_GON.province,
          district_id: null,
          ward_id: SAI_GON.ward,
          address_version: 2025,
          old_address: {
            province_id: place(79, 'Hồ Chí Minh', 'Thành phố'),
            district_id: place(760, '1', 'Quận'),
            ward_id: place(26734, 'Bến Nghé', 'Phường'),
          },
        }),
      ),
    ]);
    renderCustomerForm('/customers/update/5');
    await waitFor(() => expect(shownValue(t.ward)).toBe('Phường Sài Gòn'));
    expect(screen.queryByRole('combobox', { name: t.district })).toBeNull();
    expect(
      screen.getByText(t.address.oldAddress('P. Bến Nghé - Q. 1 - TP. Hồ Chí Minh')),
    ).toBeTruthy();
  });
});
