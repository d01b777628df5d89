import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { locationsApi } from '@depot/shared/locations/locations.contract';
import { productsApi } from '@depot/shared/products/products.contract';
import type { Product } from '@depot/shared/products/products.schema';
import { on, refused, said, stubEndpoints } from '../../../test/fake-api-endpoints';
import { renderRoute } from '../../../test/render-route';
import { goods, goodsPage } from './goods-list.test-helpers';
import { ProductsListPage } from './products-list-page';

const url = () => screen.getByRole('status', { name: 'url' }).textContent;
const place = (id: number, name: string, type: string) => ({ id, name, type });
const HA_NOI_GROUP = {
  province: place(1, 'Hà Nội', 'Thành phố'),
  district: place(1, 'Ba Đình', 'Quận'),
  ward: place(1, 'Phúc Xá', 'Phường'),
  address_version: 1 as const,
};
const coffee = goods(43, { name: 'Cà phê', price: 80_000, amount: 160_000 });

/** The goods list's server: `rows` paged as asked, the totals, the address groups, a delete. */
function stubDepot(rows: Product[] = [goods(42), coffee], remove?: () => Response) {
  return stubEndpoints([
    on(productsApi.list, ({ query }) => {
      const paged = Number(query.get('paged') ?? 1);
      const limit = Number(query.get('limit') ?? 60);
      return { ...goodsPage(rows.slice((paged - 1) * limit, paged * limit), rows.length, limit) };
    }),
    on(productsApi.count, () => ({
      count: rows.length,
      quantity: 12,
      total_weight: 60.5,
      amount: 600_000,
    })),
    on(locationsApi.customers, () => [HA_NOI_GROUP]),
    on(productsApi.remove, () => remove?.() ?? said('Xóa hàng hóa thành công', null)),
  ]);
}

const renderList = (at = '/products') => renderRoute(<ProductsListPage />, at);
const lastList = (api: ReturnType<typeof stubDepot>) => api.queries(productsApi.list).at(-1);

/**
 * The goods table (13 columns, row selection, the pickup form below) re-renders on every event:
 * one event per action here (fireEvent), where userEvent's five per click took this file past a
 * minute on a loaded machine.
 */
const click = (element: Element) => fireEvent.click(element);
const fill = (box: HTMLElement, text: string) => fireEvent.change(box, { target: { value: text } });
/** Picks an operator (`>`, `<`…) in an operator select. */
function pickOperator(select: HTMLElement, op: string) {
  fireEvent.mouseDown(select);
  click(document.querySelector(`.ant-select-item-option[title="${op}"]`)!);
}

afterEach(() => vi.unstubAllGlobals());

describe('the goods list’s rows and filters', () => {
  it('shows a line’s price, quantity, weight, amount, address and status as formatted', async () => {
    stubDepot();
    renderList();
    const row = await screen.findByRole('row', { name: /Cà phê/ });
    for (const shown of ['80.000 đ', '2 Kiện', '10 kg', '160.000 đ', 'Chưa lên xe'])
      expect(row.textContent).toContain(shown);
    // The address in its short form, ward first (the fixture's province is a 'Thành phố Trung ương').
    expect(row.textContent).toContain('P. Bến Nghé - Q. 1 - Thành phố Trung ương Hồ Chí Minh');
  });

  it('a number filter with its operator: sent and kept in the URL', async () => {
    const api = stubDepot();
    renderList('/products?customer=gia');
    await screen.findByRole('row', { name: /Cà phê/ });
    click(screen.getByRole('button', { name: 'Lọc theo đơn giá' }));
    pickOperator(screen.getByRole('combobox', { name: 'Phép so sánh đơn giá' }), '>');
    fill(screen.getByRole('textbox', { name: 'Đơn giá' }), '50000');
    click(screen.getByRole('button', { name: 'Lọc' }));
    await waitFor(() => expect(url()).toBe('/products?customer=gia&price=50000&price_op=%3E'));
    await waitFor(() =>
      expect(lastList(api)).toMatchObject({ customer: 'gia', price: '50000', price_op: '>' }),
    );
  });

  it('a reload asks with the URL’s filters; Xóa tìm kiếm clears all but the page size', async () => {
    const api = stubDepot();
    renderList('/products?customer=chanh+duc+thang&price=50000&price_op=%3E&limit=30&paged=2');
    await screen.findByText('Tổng số 2 mặt hàng');
    expect(api.queries(productsApi.list)[0]).toMatchObject({
      customer: 'chanh duc thang',
      price: '50000',
      price_op: '>',
      limit: '30',
      paged: '2',
    });
    expect(screen.getByRole('button', { name: 'Lọc theo đơn giá' }).className).toContain('active');
    click(screen.getByRole('button', { name: /Xóa tìm kiếm/ }));
    await waitFor(() => expect(url()).toBe('/products?limit=30'));
    await waitFor(() => expect(lastList(api)).not.toHaveProperty('customer'));
    expect(screen.getByRole('button', { name: /Xóa tìm kiếm/ })).toHaveProperty('disabled', true);
  });

  it('advanced search: goods name and a weight below a value, then the dialog closes', async () => {
    const api = stubDepot([goods(44, { name: 'Thùng sơn', total_weight: 12.5 })]);
    renderList();
    await screen.findByRole('row', { name: /Thùng sơn/ });
    expect(screen.getByRole('row', { name: /Thùng sơn/ }).textContent).toContain('12,5 kg');
    click(screen.getByRole('button', { name: /Tìm kiếm nâng cao/ }));
    const dialog = await screen.findByRole('dialog');
    fill(within(dialog).getByRole('textbox', { name: 'Tên hàng' }), 'thung son');
    pickOperator(within(dialog).getByRole('combobox', { name: 'Phép so sánh trọng lượng' }), '<');
    fill(within(dialog).getByRole('textbox', { name: 'Trọng lượng' }), '20');
    click(within(dialog).getByRole('button', { name: 'Tìm kiếm' }));
    await waitFor(() =>
      expect(url()).toBe('/products?name=thung+son&total_weight=20&total_weight_op=%3C'),
    );
    await waitFor(() =>
      expect(lastList(api)).toMatchObject({
        name: 'thung son',
        total_weight: '20',
        total_weight_op: '<',
      }),
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('an address group is sent as location, kept in the URL; the totals ask with the filters', async () => {
    const api = stubDepot();
    renderList('/products?name=mau');
    await screen.findByRole('row', { name: /Cà phê/ });
    click(screen.getByRole('checkbox', { name: 'Hiển thị trọng lượng' }));
    const totals = await screen.findByRole('status', { name: 'Hiển thị trọng lượng' });
    expect(totals.textContent).toContain('Tổng số lượng: 12');
    expect(totals.textContent).toContain('Tổng trọng lượng: 60,5 kg');
    expect(totals.textContent).toContain('Tổng thành tiền: 600.000 đ');

    const groups = screen.getByRole('combobox', { name: 'Nhóm địa chỉ' });
    expect(api.queries(locationsApi.customers)).toEqual([]);
    fireEvent.mouseDown(groups);
    fill(groups, 'phuc xa');
    // The groups are read once the list is opened (docs/speed.md), not with every goods list load.
    click(await screen.findByTitle('P. Phúc Xá - Q. Ba Đình - TP. Hà Nội'));
    await waitFor(() => expect(url()).toBe('/products?name=mau&location=1.1.1'));
    await waitFor(() =>
      expect(api.queries(productsApi.count).at(-1)).toMatchObject({
        name: 'mau',
        location: '1.1.1',
      }),
    );
    expect(lastList(api)).toMatchObject({ name: 'mau', location: '1.1.1' });
  });

  it('Chỉ hàng chưa lên xe: status=false in the URL and the request, the box checked', async () => {
    const api = stubDepot();
    renderList('/products?customer=cho');
    await screen.findByRole('row', { name: /Cà phê/ });
    const onlyUnloaded = screen.getByRole('checkbox', { name: 'Chỉ hàng chưa lên xe' });
    click(onlyUnloaded);
    await waitFor(() => expect(url()).toBe('/products?customer=cho&status=false'));
    await waitFor(() => expect(lastList(api)).toMatchObject({ customer: 'cho', status: 'false' }));
    expect(onlyUnloaded).toHaveProperty('checked', true);
  });
});

describe('deleting goods from the list', () => {
  const seventeen = Array.from({ length: 17 }, (_, n) => goods(100 - n));

  it('asks first; THOÁT keeps them, ĐỒNG Ý deletes and goes back to page 1', async () => {
    const api = stubDepot(seventeen);
    renderList('/products?name=thung&limit=15&paged=2');
    const row = await screen.findByRole('row', { name: /Bưu kiện 84/ });
    click(within(row).getByRole('button', { name: 'Xóa' }));
    let dialog = await screen.findByRole('dialog');
    expect(dialog.textContent).toContain('Bạn có chắc muốn xóa hàng "Bưu kiện 84" (2611-0084)?');
    click(within(dialog).getByRole('button', { name: 'THOÁT' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(api.requests(productsApi.remove)).toEqual([]);

    click(within(row).getByRole('button', { name: 'Xóa' }));
    dialog = await screen.findByRole('dialog');
    click(within(dialog).getByRole('button', { name: 'ĐỒNG Ý' }));
    expect(await screen.findByText('Xóa hàng hóa thành công')).toBeTruthy();
    expect(api.requests(productsApi.remove).map((r) => r.path)).toEqual(['/api/products/84']);
    await waitFor(() => expect(url()).toBe('/products?name=thung&limit=15'));
    await waitFor(() => expect(lastList(api)).toMatchObject({ paged: '1', limit: '15' }));
  });

  it('says why the server refuses, and the row stays', async () => {
    stubDepot([coffee], () => refused(409, 'Hàng hóa đang ở trên xe 51C-123.45'));
    renderList();
    const row = await screen.findByRole('row', { name: /Cà phê/ });
    click(within(row).getByRole('button', { name: 'Xóa' }));
    const dialog = await screen.findByRole('dialog');
    click(within(dialog).getByRole('button', { name: 'ĐỒNG Ý' }));
    expect(await screen.findByText('Hàng hóa đang ở trên xe 51C-123.45')).toBeTruthy();
    expect(screen.getByRole('row', { name: /Cà phê/ })).toBeTruthy();
  });
});
