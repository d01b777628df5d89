import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { LinePayment } from '@depot/shared/payments/payments.schema';
import {
  goods,
  goodsPage,
  json,
  renderGoodsList,
  stubGoodsServer,
} from './goods-list.test-helpers';

// The goods list tells the line's money as the server holds it: a line part paid by a payment
// that also paid the opening debt reads what was collected and what is left, never `Chưa thu`
// beside its whole amount; `Chưa thu` on a paid line names the payments it would void first.

const rice = goods(61, {
  name: 'Gạo ST25',
  amount: 200_000,
  cod_amount: 2_000_000,
  cod_due: 2_000_000,
  collected: 150_000,
  due: 50_000,
  paid_state: 'partial',
});
const sugar = goods(62, {
  name: 'Đường cát',
  amount: 120_000,
  is_paid: true,
  cod_amount: 1_500_000,
  cod_collected: 1_500_000,
  cod_due: 0,
});
const fans = goods(63, { name: 'Quạt đứng', amount: 100_000, freight_payer: 'sender' });
const payment: LinePayment = {
  id: 41,
  number: 'PT-2611-0041',
  amount: 650_000,
  allocated: 120_000,
  received_at: '2026-11-20T02:30:00.000Z',
  lines: 3,
};

/** The list's fetch, with the line payments and PATCH /products/:id recorded. */
function stubDepot() {
  const fake = stubGoodsServer({ list: () => goodsPage([rice, sugar, fans]) });
  const patches: unknown[] = [];
  const base = fake.getMockImplementation()!;
  fake.mockImplementation((input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://depot.test');
    if (url.pathname === '/api/products/62/payments') return Promise.resolve(json([payment]));
    if (init?.method === 'PATCH') {
      patches.push(JSON.parse(String(init.body)));
      return Promise.resolve(json({ ...sugar, is_paid: false }, 200, 'Cập nhật thành công'));
    }
    return base(input);
  });
  return { fake, patches };
}

/** The dialog of `Chưa thu`. */
const voidDialog = async () => {
  // Shown, not the closed one antd keeps hidden in the page; jsdom names every dialog `test-id`.
  const dialog = await screen.findByRole('dialog');
  expect(within(dialog).getByText('Bỏ đánh dấu đã thu?')).toBeTruthy();
  return dialog;
};

const rowOf = async (name: string) =>
  (await screen.findByText(name, { selector: 'td span' })).closest('tr')!;

afterEach(() => vi.unstubAllGlobals());

describe('the paid state on the goods list', () => {
  it('shows a part-paid line off, with what was collected and what is left in view', async () => {
    stubDepot();
    renderGoodsList();
    const row = await rowOf('Gạo ST25');
    expect(within(row).getByRole('switch').getAttribute('aria-checked')).toBe('false');
    // Written in the cell, not only on hover.
    expect(within(row).getByText('Đã thu 150.000 · còn 50.000')).toBeTruthy();
    // What is collected for the sender stands under the freight (docs/payments.md).
    expect(within(row).getByText('Thu hộ 2.000.000')).toBeTruthy();
    const paid = await rowOf('Đường cát');
    expect(within(paid).getByRole('switch').getAttribute('aria-checked')).toBe('true');
    expect(paid.textContent).not.toContain('còn');
    expect(within(paid).getByText('Đã thu hộ')).toBeTruthy();
  });

  it('says who pays the freight below it when the sender does', async () => {
    stubDepot();
    renderGoodsList();
    expect(within(await rowOf('Quạt đứng')).getByText('Người gửi trả')).toBeTruthy();
    expect(within(await rowOf('Gạo ST25')).queryByText('Người gửi trả')).toBeNull();
  });

  it('Chưa thu names the payments it would void and sends nothing until confirmed', async () => {
    const { fake, patches } = stubDepot();
    renderGoodsList();
    fireEvent.click(within(await rowOf('Đường cát')).getByRole('switch'));

    const dialog = await voidDialog();
    expect(within(dialog).getByRole('list').textContent).toBe(
      'PT-2611-0041 — 650.000 đ (trả cho 3 khoản)',
    );
    expect(dialog.textContent).toContain('mọi khoản phiếu đó đã trả sẽ thành chưa thu');
    const asked = fake.mock.calls.map(([input]) => String(input));
    expect(asked).toContainEqual(expect.stringContaining('/api/products/62/payments'));
    // The confirm button does not hold the focus: a scanner's Enter says no yes.
    expect(document.activeElement).not.toBe(
      within(dialog).getByRole('button', { name: 'Hủy phiếu và bỏ đã thu' }),
    );
    fireEvent.click(within(dialog).getByRole('button', { name: 'Giữ nguyên' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(patches).toEqual([]);

    fireEvent.click(within(await rowOf('Đường cát')).getByRole('switch'));
    const again = await voidDialog();
    fireEvent.click(within(again).getByRole('button', { name: 'Hủy phiếu và bỏ đã thu' }));
    await waitFor(() => expect(patches).toEqual([{ is_paid: false }]));
  });
});
