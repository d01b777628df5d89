import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PRODUCT_COUNT_CAP } from '@depot/shared/products/products.schema';
import { vi as texts } from '../../../i18n/vi';
import {
  goods,
  goodsPage,
  json,
  renderGoodsList,
  requestsTo,
  stubGoodsServer,
} from './goods-list.test-helpers';

const t = texts.products;
const url = () => screen.getByRole('status', { name: 'url' }).textContent;
const rows = [
  goods(42, { name: 'Tủ lạnh Sanyo', product_type: 'Hàng dễ vỡ, để đứng, không xếp chồng' }),
  goods(43, {
    code: '2611-0043-A',
    suffix: 'A',
    status: true,
    trip: { trip_id: 3, car_id: 9, number_car: '51C-123.45', datetime_from: '2026-11-21' },
  }),
];

afterEach(() => vi.unstubAllGlobals());

describe('the goods table', () => {
  it('shows each line’s code first, the status with its vehicle and date', async () => {
    stubGoodsServer({ list: () => goodsPage(rows) });
    renderGoodsList();
    const headers = (await screen.findAllByRole('columnheader')).map((th) => th.textContent);
    expect(headers.slice(1, 4)).toEqual([t.code, t.customer, t.address]);
    const loaded = await screen.findByRole('row', { name: /2611-0043-A/ });
    expect(loaded.textContent).toContain('Đã lên xe51C-123.45 · 21-11-2026');
    const fridge = screen.getByRole('row', { name: /Tủ lạnh Sanyo/ });
    const cells = within(fridge).getAllByRole('cell');
    expect(cells[1]!.textContent).toBe('2611-0042');
    // A long note is cut by the table (one line, '…'), whole in its tooltip, not a native title.
    const note = within(fridge).getByText('Hàng dễ vỡ, để đứng, không xếp chồng');
    expect(note.closest('td')!.className).toContain('ant-table-cell-ellipsis');
    expect(note.closest('td')!.getAttribute('title')).toBeNull();
  });

  it('filters by code from the column header, kept in the URL with the other filters', async () => {
    const fake = stubGoodsServer({ list: () => goodsPage(rows) });
    renderGoodsList('/products?status=false');
    fireEvent.click(await screen.findByRole('button', { name: 'Lọc theo mã hàng' }));
    const box = await screen.findByRole('textbox', { name: t.code });
    fireEvent.change(box, { target: { value: '2611-00' } });
    fireEvent.click(screen.getByRole('button', { name: 'Lọc' }));
    await waitFor(() => expect(url()).toBe('/products?status=false&code=2611-00'));
    await waitFor(() =>
      expect(requestsTo(fake, '/api/products').at(-1)?.get('code')).toBe('2611-00'),
    );
  });

  it('filters by code from Tìm kiếm nâng cao', async () => {
    stubGoodsServer({ list: () => goodsPage(rows) });
    renderGoodsList('/products?name=tu');
    fireEvent.click(await screen.findByRole('button', { name: new RegExp(t.toolbar.advanced) }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.change(within(dialog).getByRole('textbox', { name: t.code }), {
      target: { value: '2611-0042' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: t.advanced.search }));
    await waitFor(() => expect(url()).toBe('/products?name=tu&code=2611-0042'));
  });
});

describe('the first render', () => {
  it('draws a whole page of 60 goods and the address groups, after the first rows', async () => {
    const page = Array.from({ length: 60 }, (_, i) => goods(100 + i, { name: `Hàng số ${i}` }));
    stubGoodsServer({ list: () => goodsPage(page, 60) });
    renderGoodsList();
    expect(await screen.findByText('Hàng số 0')).toBeTruthy();
    // The rows past the first 20 and the address groups' select follow in the next render.
    expect(await screen.findByText('Hàng số 59')).toBeTruthy();
    expect(screen.getAllByRole('row').filter((row) => row.dataset.rowKey)).toHaveLength(60);
    expect(screen.getByRole('combobox', { name: t.toolbar.addressGroups })).toBeTruthy();
  });
});

describe('the pager', () => {
  it('says how many goods match below the cap, without counting again', async () => {
    const fake = stubGoodsServer({ list: () => goodsPage(rows, 2) });
    renderGoodsList();
    expect(await screen.findByText('Tổng số 2 mặt hàng')).toBeTruthy();
    expect(requestsTo(fake, '/api/products/count')).toEqual([]);
  });

  it('counts past the cap and pages through all of them', async () => {
    const fake = stubGoodsServer({
      list: () => goodsPage(rows, PRODUCT_COUNT_CAP),
      count: () => ({ count: 4321, quantity: 9000, total_weight: 12_345.5, amount: 987_654_000 }),
    });
    renderGoodsList('/products?status=false');
    expect(await screen.findByText('Tổng số 4.321 mặt hàng')).toBeTruthy();
    // 4 321 goods at 60 a page: 73 pages.
    expect(screen.getByTitle('73')).toBeTruthy();
    const counted = requestsTo(fake, '/api/products/count');
    expect(counted.map((query) => query.get('status'))).toEqual(['false']);
    expect(counted[0]!.has('paged')).toBe(false);
  });

  it('says at least the cap while counting, and when the count fails', async () => {
    stubGoodsServer({
      list: () => goodsPage(rows, PRODUCT_COUNT_CAP),
      count: () => new Promise<Response>(() => undefined),
    });
    const first = renderGoodsList();
    expect(await screen.findByText('Ít nhất 1.000 mặt hàng, đang đếm…')).toBeTruthy();
    first.unmount();
    stubGoodsServer({
      list: () => goodsPage(rows, PRODUCT_COUNT_CAP),
      count: () => Promise.resolve(json(null, 500, 'Lỗi máy chủ')),
    });
    renderGoodsList();
    expect(await screen.findByText('Ít nhất 1.000 mặt hàng')).toBeTruthy();
  });
});
