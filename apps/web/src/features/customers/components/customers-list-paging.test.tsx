import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { customersApi } from '@depot/shared/customers/customers.contract';
import { customersNamed, stubCustomerDepot as stubDepot } from '../../../test/fake-api-lists';
import {
  currentPage,
  currentUrl as url,
  dataRows as rows,
  renderRoute,
  setupUser,
} from '../../../test/render-route';
import { CustomersListPage } from './customers-list-page';

const renderList = (at = '/customers') => renderRoute(<CustomersListPage />, at);

/** The delete confirmation ('Xác nhận xóa'); jsdom's ids are all `test-id`, so not by name. */
async function confirmDialog() {
  const dialog = await screen.findByRole('dialog');
  expect(dialog.textContent).toContain('Xác nhận xóa');
  return dialog;
}

afterEach(() => vi.unstubAllGlobals());

describe('the customer list’s pages', () => {
  it('pages of 15: the total, page 2 in the URL, kept on reload, Back to page 1', async () => {
    const user = setupUser();
    const api = stubDepot(customersNamed(16));
    const first = renderList('/customers?limit=15');
    expect(await screen.findByText('Tổng số 16 khách hàng')).toBeTruthy();
    expect(rows()).toHaveLength(15);
    await user.click(screen.getByTitle('2'));
    await waitFor(() => expect(url()).toBe('/customers?limit=15&paged=2'));
    await waitFor(() => expect(rows()).toHaveLength(1));
    expect(api.queries(customersApi.list).at(-1)).toMatchObject({ paged: '2', limit: '15' });
    await user.click(screen.getByRole('button', { name: 'test:back' }));
    await waitFor(() => expect(url()).toBe('/customers?limit=15'));
    await waitFor(() => expect(rows()).toHaveLength(15));

    first.unmount();
    const reloaded = stubDepot(customersNamed(16));
    renderList('/customers?limit=15&paged=2');
    await screen.findByText('Khách 16');
    expect(rows()).toHaveLength(1);
    expect(currentPage()).toBe('2');
    expect(reloaded.queries(customersApi.list)).toEqual([
      { paged: '2', limit: '15', has_debt: 'true' },
    ]);
  });

  it('50 a page by default, no pager for one page; 15 to 100 offered, 80 goes in the URL', async () => {
    const user = setupUser();
    const api = stubDepot(customersNamed(51));
    renderList();
    expect(await screen.findByText('Tổng số 51 khách hàng')).toBeTruthy();
    expect(rows()).toHaveLength(50);
    expect(api.queries(customersApi.list)[0]).toEqual({
      paged: '1',
      limit: '50',
      has_debt: 'true',
    });
    const pager = screen.getByRole('list', { name: 'Phân trang' });
    expect(within(pager).getByText('50 / trang')).toBeTruthy();
    await user.click(within(pager).getByRole('combobox'));
    const sizes = Array.from(document.querySelectorAll('.ant-select-item-option')).map(
      (option) => option.textContent,
    );
    expect(sizes).toEqual(['15 / trang', '30 / trang', '50 / trang', '80 / trang', '100 / trang']);
    await user.click(screen.getByTitle('80 / trang'));
    await waitFor(() => expect(url()).toBe('/customers?limit=80'));
    await waitFor(() => expect(rows()).toHaveLength(51));
    expect(screen.queryByRole('list', { name: 'Phân trang' })).toBeNull();
  });
});

describe('deleting a customer', () => {
  it('asks first; THOÁT keeps it, ĐỒNG Ý deletes it and goes back to page 1', async () => {
    const user = setupUser();
    const api = stubDepot(customersNamed(17));
    renderList('/customers?limit=15&paged=2');
    const row = await screen.findByRole('row', { name: /Khách 16/ });
    await user.click(within(row).getByRole('button', { name: 'Xóa' }));
    let dialog = await confirmDialog();
    expect(dialog.textContent).toContain('Khách 16');
    await user.click(within(dialog).getByRole('button', { name: 'THOÁT' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(api.requests(customersApi.remove)).toEqual([]);

    await user.click(within(row).getByRole('button', { name: 'Xóa' }));
    dialog = await confirmDialog();
    await user.click(within(dialog).getByRole('button', { name: 'ĐỒNG Ý' }));
    expect(await screen.findByText('Xóa khách hàng thành công')).toBeTruthy();
    expect(api.requests(customersApi.remove).map((r) => r.path)).toEqual(['/api/customers/16']);
    await waitFor(() => expect(url()).toBe('/customers?limit=15'));
    await waitFor(() => expect(currentPage()).toBe('1'));
  });
});
