import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  goods,
  goodsPage,
  json,
  renderGoodsList,
  stubGoodsServer,
} from './goods-list.test-helpers';

// docs/decisions/0002-scan-request-ids.md: at a phone's width (390 px) the goods list is cards, one a line, with the facts a
// loader needs, a box to pick it and the paid switch.

/** matchMedia answering antd's breakpoint queries as a 390 px wide screen would. */
function phoneWidth(width: number) {
  return (query: string) => {
    const min = /min-width:\s*([\d.]+)px/.exec(query);
    const max = /max-width:\s*([\d.]+)px/.exec(query);
    const matches = (!min || width >= Number(min[1])) && (!max || width <= Number(max[1]));
    return {
      matches,
      media: query,
      onchange: null,
      addListener: () => undefined,
      removeListener: () => undefined,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      dispatchEvent: () => false,
    } as MediaQueryList;
  };
}

const loaded = goods(43, {
  name: 'Thùng mì Hảo Hảo',
  total_weight: 12.5,
  amount: 96_000,
  status: true,
  trip: { trip_id: 3, car_id: 9, number_car: '51C-123.45', datetime_from: '2026-11-21' },
});
const loose = goods(42, { name: 'Bao gạo ST25', is_paid: true, amount: 1_250_000 });

beforeEach(() => vi.stubGlobal('matchMedia', phoneWidth(390)));
afterEach(() => vi.unstubAllGlobals());

describe('the goods list on a phone', () => {
  it('shows a card a line with customer, name, code, weight, amount, vehicle and paid state', async () => {
    stubGoodsServer({ list: () => goodsPage([loose, loaded]) });
    renderGoodsList();
    const card = await screen.findByRole('article', { name: 'Thùng mì Hảo Hảo 2611-0043' });
    expect(document.querySelector('table')).toBeNull();
    const text = card.textContent;
    for (const fact of [
      'Thùng mì Hảo Hảo',
      'Mã hàng: 2611-0043',
      'Khách hàng: Nguyễn Văn An',
      '12,5 kg',
      '96.000 đ',
      'Đã lên xe51C-123.45 · 21-11-2026',
      'Chưa thanh toán',
    ])
      expect(text).toContain(fact);
    expect(within(card).getByRole('switch').getAttribute('aria-checked')).toBe('false');
    const paid = screen.getByRole('article', { name: 'Bao gạo ST25 2611-0042' });
    expect(paid.textContent).toContain('1.250.000 đ');
    expect(paid.textContent).toContain('Chưa lên xe');
    expect(within(paid).getByRole('switch').getAttribute('aria-checked')).toBe('true');
    expect(screen.getByText('Tổng số 2 mặt hàng')).toBeTruthy();
  });

  it('says what was collected and what is left of a part-paid line, readable on the card', async () => {
    const rice = goods(44, {
      name: 'Gạo ST25',
      amount: 200_000,
      collected: 150_000,
      due: 50_000,
      paid_state: 'partial',
    });
    stubGoodsServer({ list: () => goodsPage([rice]) });
    renderGoodsList();
    const card = await screen.findByRole('article', { name: 'Gạo ST25 2611-0044' });
    expect(card.textContent).toContain('Đã thu 150.000 · còn 50.000');
    expect(card.textContent).not.toContain('Chưa thanh toán');
    expect(within(card).getByRole('switch').getAttribute('aria-checked')).toBe('false');
  });

  it('picks a line not yet loaded by its box; a loaded one cannot be picked', async () => {
    stubGoodsServer({ list: () => goodsPage([loose, loaded]) });
    renderGoodsList();
    const box = await screen.findByRole('checkbox', { name: 'Chọn Bao gạo ST25 (2611-0042)' });
    const taken = screen.getByRole('checkbox', { name: /Thùng mì Hảo Hảo/ }) as HTMLInputElement;
    expect(taken.disabled).toBe(true);
    fireEvent.click(box);
    await screen.findByText('Đã chọn 1 mặt hàng');
    // The pickup form's button counts it too (the form is its own download, drawn a moment later).
    expect(await screen.findByText(/1 mặt hàng\)/)).toBeTruthy();
  });

  it('marks a line paid from its card through PATCH /products/:id', async () => {
    const fake = stubGoodsServer({ list: () => goodsPage([loaded]) });
    const patch = vi.fn();
    fake.mockImplementation((input: RequestInfo | URL, init?: RequestInit) => {
      const url = new URL(String(input), 'http://depot.test');
      if (init?.method === 'PATCH' && url.pathname === '/api/products/43') {
        patch(JSON.parse(String(init.body)));
        return Promise.resolve(json({ ...loaded, is_paid: true }, 200, 'Cập nhật thành công'));
      }
      return Promise.resolve(json(goodsPage([loaded])));
    });
    renderGoodsList();
    const card = await screen.findByRole('article', { name: 'Thùng mì Hảo Hảo 2611-0043' });
    fireEvent.click(within(card).getByRole('switch'));
    await waitFor(() => expect(patch).toHaveBeenCalledWith({ is_paid: true }));
  });
});
