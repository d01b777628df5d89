import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { customersApi } from '@depot/shared/customers/customers.contract';
import { locationsApi } from '@depot/shared/locations/locations.contract';
import { customersNamed, stubCustomerDepot } from '../../../test/fake-api-lists';
import {
  currentUrl as url,
  fill,
  renderRoute,
  setupUser,
  type User,
} from '../../../test/render-route';
import { CustomersListPage } from './customers-list-page';

const stubDepot = stubCustomerDepot;
const renderList = (at = '/customers') => renderRoute(<CustomersListPage />, at);
/** A select's option (a table cell may carry the same title). */
const optionTitled = (title: string) =>
  waitFor(() => {
    const option = document.querySelector<HTMLElement>(`.ant-select-item-option[title="${title}"]`);
    if (!option) throw new Error(`no option ${title}`);
    return option;
  });
const trigger = (column: string) => screen.getByRole('button', { name: `Lọc theo ${column}` });

/** Opens a column's header filter (its popup's fields are then in the page). */
async function openFilter(user: User, column: string) {
  await user.click(await screen.findByRole('button', { name: `Lọc theo ${column}` }));
}

afterEach(() => vi.unstubAllGlobals());

describe('the customer list’s text filters', () => {
  it('filters by name from the header, marks the filter and keeps it on reload', async () => {
    const user = setupUser();
    const api = stubDepot();
    const first = renderList();
    await screen.findByText('Trần Thị Gửi');
    await openFilter(user, 'họ và tên');
    await fill(user, screen.getByRole('textbox', { name: 'Họ và tên' }), 'nguyen van anh');
    await user.click(screen.getByRole('button', { name: 'Lọc' }));
    await waitFor(() => expect(url()).toBe('/customers?full_name=nguyen+van+anh'));
    await waitFor(() =>
      expect(api.queries(customersApi.list).at(-1)).toMatchObject({
        full_name: 'nguyen van anh',
      }),
    );
    expect(trigger('họ và tên').className).toContain('active');

    // A reload reads the filter back from the URL and asks for it again.
    first.unmount();
    const reloaded = stubDepot();
    renderList('/customers?full_name=nguyen+van+anh');
    await screen.findByText('Trần Thị Gửi');
    expect(reloaded.queries(customersApi.list)[0]).toMatchObject({
      full_name: 'nguyen van anh',
    });
    expect(trigger('họ và tên').className).toContain('active');
  });

  it('adds the phone and house-number filters to the name, from page 1', async () => {
    const user = setupUser();
    const api = stubDepot(customersNamed(16));
    renderList('/customers?full_name=vu&paged=2&limit=15');
    await screen.findByText('Tổng số 16 khách hàng');
    await openFilter(user, 'số điện thoại');
    await fill(user, screen.getByRole('textbox', { name: 'Số điện thoại' }), ' 123456 ');
    await user.click(screen.getByRole('button', { name: 'Lọc' }));
    await waitFor(() => expect(url()).toBe('/customers?full_name=vu&limit=15&phone=123456'));
    await openFilter(user, 'số nhà');
    await fill(user, screen.getByRole('textbox', { name: 'Số nhà' }), 'Cây Gạo');
    await user.keyboard('{Enter}');
    await waitFor(() => expect(url()).toContain('number_house=C%C3%A2y+G%E1%BA%A1o'));
    await waitFor(() =>
      expect(api.queries(customersApi.list).at(-1)).toEqual({
        paged: '1',
        limit: '15',
        has_debt: 'true',
        full_name: 'vu',
        phone: '123456',
        number_house: 'Cây Gạo',
      }),
    );
  });
});

describe('the customer list’s address filters', () => {
  it('a district waits for a province, a ward for a district: hint, nothing to pick or apply', async () => {
    const user = setupUser();
    stubDepot();
    renderList('/customers?province_id=79');
    await screen.findByText('Trần Thị Gửi');
    await openFilter(user, 'phường/xã');
    expect(screen.getByText('Chọn quận/huyện để tìm kiếm theo phường/xã')).toBeTruthy();
    expect(screen.getByRole('combobox', { name: 'Phường/Xã' })).toHaveProperty('disabled', true);
    expect(screen.getByRole('button', { name: 'Lọc' })).toHaveProperty('disabled', true);
  });

  it('without a province the district filter says why it waits', async () => {
    const user = setupUser();
    stubDepot();
    renderList();
    await screen.findByText('Trần Thị Gửi');
    await openFilter(user, 'quận/huyện');
    expect(screen.getByText('Chọn tỉnh/thành để tìm kiếm theo quận/huyện')).toBeTruthy();
    expect(screen.getByRole('combobox', { name: 'Quận/Huyện' })).toHaveProperty('disabled', true);
    expect(screen.getByRole('button', { name: 'Lọc' })).toHaveProperty('disabled', true);
  });

  it('a province of the 2025 list (the default) goes with address_version; its wards follow it', async () => {
    const user = setupUser();
    const api = stubDepot();
    renderList('/customers?full_name=dia');
    await screen.findByText('Trần Thị Gửi');
    await openFilter(user, 'tỉnh/thành phố');
    await fill(user, screen.getByRole('combobox', { name: 'Tỉnh/Thành phố' }), 'ho chi minh');
    await user.click(await optionTitled('Thành phố Hồ Chí Minh'));
    await user.click(screen.getByRole('button', { name: 'Lọc' }));
    await waitFor(() =>
      expect(url()).toBe('/customers?full_name=dia&province_id=79&address_version=2025'),
    );
    expect(api.queries(locationsApi.provinces)).toEqual([{ version: '2025' }]);
    // The 2025 list has no districts.
    await openFilter(user, 'quận/huyện');
    expect(screen.getByText('Danh mục mới (từ 01-07-2025) không có quận/huyện')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Xóa lọc' }));
    await openFilter(user, 'phường/xã');
    await fill(user, screen.getByRole('combobox', { name: 'Phường/Xã' }), 'da kao');
    await user.click(await optionTitled('Phường Đa Kao'));
    await user.click(screen.getByRole('button', { name: 'Lọc' }));
    await waitFor(() =>
      expect(api.queries(customersApi.list).at(-1)).toMatchObject({
        province_id: '79',
        ward_id: '26743',
        address_version: '2025',
      }),
    );
    expect(api.queries(locationsApi.wards)).toEqual([{ province_id: '79', version: '2025' }]);
  });

  it('with Danh mục Cũ picks a province, then its district, then its ward, each sent and kept in the URL', async () => {
    const user = setupUser();
    const api = stubDepot();
    renderList('/customers?full_name=dia');
    await screen.findByText('Trần Thị Gửi');
    const pick = async (column: string, label: string, typed: string, option: string) => {
      await openFilter(user, column);
      await fill(user, screen.getByRole('combobox', { name: label }), typed);
      await user.click(await optionTitled(option));
      await user.click(screen.getByRole('button', { name: 'Lọc' }));
    };
    await openFilter(user, 'tỉnh/thành phố');
    await user.click(screen.getByText('Cũ'));
    await fill(user, screen.getByRole('combobox', { name: 'Tỉnh/Thành phố' }), 'ho chi minh');
    await user.click(await optionTitled('Thành phố Hồ Chí Minh'));
    await user.click(screen.getByRole('button', { name: 'Lọc' }));
    await waitFor(() => expect(url()).toBe('/customers?full_name=dia&province_id=79'));
    expect(trigger('tỉnh/thành phố').className).toContain('active');
    await pick('quận/huyện', 'Quận/Huyện', 'quan 1', 'Quận 1');
    await waitFor(() => expect(url()).toContain('&district_id=760'));
    expect(api.queries(locationsApi.districts)).toEqual([{ province_id: '79' }]);
    await pick('phường/xã', 'Phường/Xã', 'ben nghe', 'Phường Bến Nghé');
    await waitFor(() =>
      expect(url()).toBe('/customers?full_name=dia&province_id=79&district_id=760&ward_id=26740'),
    );
    await waitFor(() =>
      expect(api.queries(customersApi.list).at(-1)).toMatchObject({
        full_name: 'dia',
        province_id: '79',
        district_id: '760',
        ward_id: '26740',
      }),
    );
  });

  it('clearing the province clears the district and ward, and keeps the name', async () => {
    const user = setupUser();
    const api = stubDepot();
    renderList('/customers?full_name=xoa&province_id=79&district_id=760&ward_id=26740');
    await screen.findByText('Trần Thị Gửi');
    expect(trigger('phường/xã').className).toContain('active');
    await openFilter(user, 'tỉnh/thành phố');
    await user.click(screen.getByRole('button', { name: 'Xóa lọc' }));
    await waitFor(() => expect(url()).toBe('/customers?full_name=xoa'));
    expect(trigger('quận/huyện').className).not.toContain('active');
    await waitFor(() =>
      expect(api.queries(customersApi.list).at(-1)).toEqual({
        paged: '1',
        limit: '50',
        has_debt: 'true',
        full_name: 'xoa',
      }),
    );
  });
});
