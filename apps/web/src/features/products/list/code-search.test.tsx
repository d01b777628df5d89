import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { vi as texts } from '../../../i18n/vi';
import {
  goods,
  goodsPage,
  renderGoodsList,
  requestsTo,
  stubGoodsServer,
} from './goods-list.test-helpers';

const t = texts.products.codeSearch;
const everyGoods = [
  goods(42),
  goods(1234),
  goods(12345, { code: '2611-12345' }),
  goods(12346, { code: '2611-12346-X', suffix: 'X' }),
  goods(7, { code: '2610-0007' }),
];

/** A depot that answers `code` as the server does: the codes beginning with it. */
function stubDepot() {
  return stubGoodsServer({
    list: (query) => {
      const code = query.get('code')?.toUpperCase();
      const rows = code ? everyGoods.filter((row) => row.code.startsWith(code)) : everyGoods;
      return goodsPage(rows, rows.length, Number(query.get('limit') ?? 60));
    },
  });
}

const url = () => screen.getByRole('status', { name: 'url' }).textContent;
function scan(code: string) {
  const box = screen.getByRole('searchbox', { name: t.label });
  fireEvent.change(box, { target: { value: code } });
  // A handheld scanner types the code, then Enter.
  fireEvent.keyDown(box, { key: 'Enter', code: 'Enter', keyCode: 13 });
}

afterEach(() => vi.unstubAllGlobals());

describe('the code search box', () => {
  it('names the code in its placeholder', async () => {
    stubDepot();
    renderGoodsList();
    const box = await screen.findByRole('searchbox', { name: t.label });
    expect(box.getAttribute('placeholder')).toBe('Quét hoặc nhập mã hàng…');
  });

  it('opens the only parcel a typed code finds, whatever the list shows', async () => {
    const fake = stubDepot();
    renderGoodsList('/products?status=false&name=gao');
    scan(' 2611-0042 ');
    expect(await screen.findByRole('heading', { name: 'Sửa hàng 42' })).toBeTruthy();
    expect(url()).toBe('/products/update/42');
    // The lookup asks for the code alone: the list's filters do not hide the parcel.
    const lookup = requestsTo(fake, '/api/products').find((query) => query.has('code'))!;
    expect(Object.fromEntries(lookup)).toEqual({ code: '2611-0042', limit: '15' });
  });

  it('opens the parcel whose code is exactly the one scanned among longer codes', async () => {
    stubDepot();
    renderGoodsList();
    scan('2611-1234');
    expect(await screen.findByRole('heading', { name: 'Sửa hàng 1234' })).toBeTruthy();
  });

  it('filters the list to a beginning several codes share, on its own', async () => {
    const fake = stubDepot();
    renderGoodsList('/products?status=false&limit=30&paged=3');
    scan('2611-123');
    await waitFor(() => expect(url()).toBe('/products?limit=30&code=2611-123'));
    expect(await screen.findByText('2611-12346-X')).toBeTruthy();
    expect(screen.getByText('2611-1234')).toBeTruthy();
    expect(screen.queryByText('2610-0007')).toBeNull();
    const listed = requestsTo(fake, '/api/products').at(-1)!;
    expect(listed.get('code')).toBe('2611-123');
    expect(listed.get('limit')).toBe('30');
    expect(screen.getByRole('searchbox', { name: t.label })).toHaveProperty('value', '2611-123');
  });

  it('says so when no parcel has the code, and the list stays', async () => {
    stubDepot();
    renderGoodsList('/products?status=false');
    scan('2612-0001');
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Không tìm thấy mặt hàng nào có mã "2612-0001"',
    );
    expect(url()).toBe('/products?status=false');
    // Typing again starts afresh.
    fireEvent.change(screen.getByRole('searchbox', { name: t.label }), {
      target: { value: '2612' },
    });
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('clears the code filter when emptied', async () => {
    stubDepot();
    renderGoodsList('/products?code=2611&status=false');
    const box = await screen.findByRole('searchbox', { name: t.label });
    expect(box).toHaveProperty('value', '2611');
    scan('');
    await waitFor(() => expect(url()).toBe('/products?status=false'));
  });
});
