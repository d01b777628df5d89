import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { locationsApi } from '@depot/shared/locations/locations.contract';
import { productsApi } from '@depot/shared/products/products.contract';
import { NEW_LOCATIONS } from '../../../test/fake-api-addresses';
import { on, stubEndpoints } from '../../../test/fake-api-endpoints';
import { renderRoute } from '../../../test/render-route';
import { goods, goodsPage } from './goods-list.test-helpers';
import { ProductsListPage } from './products-list-page';

// docs/decisions/0010-addresses-2025.md: the goods list's address filter picks from the 2025 list by default (province →
// ward, a ward found by an old name) and sends address_version with it; the old list on request.
const url = () => screen.getByRole('status', { name: 'url' }).textContent;
const click = (element: Element) => fireEvent.click(element);

function stubDepot() {
  return stubEndpoints([
    on(productsApi.list, () => goodsPage([goods(42)])),
    on(productsApi.count, () => ({ count: 1, quantity: 2, total_weight: 10, amount: 100_000 })),
    on(locationsApi.customers, () => []),
    on(locationsApi.provinces, ({ query }) =>
      query.get('version') === '2025' ? NEW_LOCATIONS.provinces : [],
    ),
    on(
      locationsApi.wards,
      ({ query }) => NEW_LOCATIONS.wards[Number(query.get('province_id'))] ?? [],
    ),
  ]);
}

/** Types into a select of the open popup and picks the option with that title. */
async function pick(popup: HTMLElement, label: string, typed: string, option: string) {
  const box = within(popup).getByRole('combobox', { name: label });
  await waitFor(() => expect(box).toHaveProperty('disabled', false));
  fireEvent.mouseDown(box);
  fireEvent.change(box, { target: { value: typed } });
  click(
    await waitFor(() => {
      const found = document.querySelector(`.ant-select-item-option[title="${option}"]`);
      if (!found) throw new Error(`no option ${option}`);
      return found;
    }),
  );
}

afterEach(() => vi.unstubAllGlobals());

describe('the goods list’s address filter', () => {
  it('picks a province and a ward of the 2025 list, found by an old name', async () => {
    const api = stubDepot();
    renderRoute(<ProductsListPage />, '/products');
    await screen.findByRole('row', { name: /Bưu kiện 42/ });
    click(screen.getByRole('button', { name: 'Lọc theo địa chỉ' }));
    const popup = (await screen.findByRole('radiogroup', { name: 'Danh mục' })).closest(
      '.ant-table-filter-dropdown',
    ) as HTMLElement;
    // The 2025 list has no district.
    expect(within(popup).queryByRole('combobox', { name: 'Quận/Huyện' })).toBeNull();
    await pick(popup, 'Tỉnh/Thành phố', 'ho chi minh', 'Thành phố Hồ Chí Minh');
    await pick(popup, 'Phường/Xã', 'ben nghe', 'Phường Sài Gòn');
    click(within(popup).getByRole('button', { name: 'Lọc' }));
    await waitFor(() =>
      expect(url()).toBe('/products?province_id=79&ward_id=26740&address_version=2025'),
    );
    await waitFor(() =>
      expect(api.queries(productsApi.list).at(-1)).toMatchObject({
        province_id: '79',
        ward_id: '26740',
        address_version: '2025',
      }),
    );
  });
});
