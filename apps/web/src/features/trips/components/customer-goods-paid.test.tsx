import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { carsApi } from '@depot/shared/cars/cars.contract';
import { lineMoney } from '@depot/shared/payments/line-money.rules';
import { paymentsApi } from '@depot/shared/payments/payments.contract';
import { transportLinesApi } from '@depot/shared/trips/transport-lines.contract';
import { tripsApi } from '@depot/shared/trips/trips.contract';
import type { TransportLine } from '@depot/shared/trips/trips-replies.schema';
import { clearSession, saveSession } from '../../../lib/session';
import { carOf } from '../../../test/fake-api-forms';
import { on, stubEndpoints } from '../../../test/fake-api-endpoints';
import { pageAt, userOf } from '../../../test/fake-api-lists';
import { renderRoute } from '../../../test/render-route';
import { CustomerGoodsPage } from './customer-goods-page';

// The goods of a customer on a vehicle read each line's money as the server holds it: 650 000 đ
// that paid 500 000 đ of opening debt left 50 000 đ of a 200 000 đ line owed, and the card says
// so; `Chưa thu` on a paid line names the payments it would void before sending anything.

const DAY = '2026-11-20';
const car = carOf({ id: 9, total_weight: 1000 });
const carRef = {
  id: 9,
  number_car: car.number_car,
  driver_name: car.driver_name,
  total_weight: 1000,
};

function lineOf(id: number, name: string, collected: number): TransportLine {
  const money = lineMoney(200_000, collected);
  return {
    id,
    trip_id: 31,
    product: {
      id: 100 + id,
      code: `2611-00${id}`,
      freight_payer: 'receiver',
      name,
      price: 200_000,
      quantity: 1,
      total_weight: 50,
      price_type: 'package',
      is_total_money: true,
      is_paid: money.due === 0,
      specification: null,
      suffix: null,
      year_create: 2026,
      month_create: 11,
      order: id,
    },
    ...money,
    car: carRef,
    datetime_from: DAY,
    customer: { id: 7, full_name: 'Nguyễn Văn An' },
    removed_at: null,
  };
}

const rice = lineOf(1, 'Gạo ST25', 150_000);
const sugar = lineOf(2, 'Đường cát', 200_000);
const linesPage = {
  ...pageAt([rice, sugar], 2, 1, 20),
  totals: {
    lines: 2,
    quantity: 2,
    total_weight: 100,
    amount: 400_000,
    collected: 350_000,
    sender_due: 0,
    due: 50_000,
  },
};
const payment = {
  id: 41,
  number: 'PT-2611-0041',
  amount: 650_000,
  allocated: 150_000,
  received_at: '2026-11-20T02:30:00.000Z',
  lines: 3,
};

function stubDepot() {
  return stubEndpoints([
    on(carsApi.get, () => car),
    on(tripsApi.list, () => pageAt([], 0, 1, 20)),
    on(transportLinesApi.list, () => linesPage),
    on(paymentsApi.ofLine, () => [payment]),
    on(transportLinesApi.setPaid, () => ({ id: 2, product_id: 102, is_paid: false })),
  ]);
}

const URL_OF_PAGE = `/chi-tiet-hang-theo-khach-hang?car_id=9&datefrom=${DAY}&customer_id=7`;
const voidDialog = async () => {
  // Shown, not the closed one antd keeps hidden in the page; jsdom names every dialog `test-id`.
  const dialog = await screen.findByRole('dialog');
  expect(within(dialog).getByText('Bỏ đánh dấu đã thu?')).toBeTruthy();
  return dialog;
};

beforeEach(() => saveSession('token', userOf('staff')));
afterEach(() => {
  clearSession();
  vi.unstubAllGlobals();
});

describe("the paid state on a customer's goods", () => {
  it('shows a part-paid line with what was collected and what is left, its toggle off', async () => {
    stubDepot();
    renderRoute(<CustomerGoodsPage />, URL_OF_PAGE);
    const card = await screen.findByRole('article', { name: /Gạo ST25/ });
    expect(card.textContent).toContain('Đã thu 150.000 · còn 50.000');
    expect(within(card).getByRole('switch').getAttribute('aria-checked')).toBe('false');
    const paid = screen.getByRole('article', { name: /Đường cát/ });
    expect(within(paid).getByRole('switch').getAttribute('aria-checked')).toBe('true');
    expect(paid.textContent).not.toContain('còn');
    const due = screen.getByRole('group', { name: 'Còn phải thu' });
    expect(due.textContent).toContain('50.000 đ');
  });

  it('Chưa thu names the payments it would void and sends nothing until confirmed', async () => {
    const api = stubDepot();
    renderRoute(<CustomerGoodsPage />, URL_OF_PAGE);
    const card = await screen.findByRole('article', { name: /Đường cát/ });
    fireEvent.click(within(card).getByRole('switch'));

    const dialog = await voidDialog();
    expect(within(dialog).getByRole('list').textContent).toBe(
      'PT-2611-0041 — 650.000 đ (trả cho 3 khoản)',
    );
    expect(api.requests(paymentsApi.ofLine)[0]!.path).toBe('/api/products/102/payments');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Giữ nguyên' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(api.requests(transportLinesApi.setPaid)).toEqual([]);

    fireEvent.click(within(card).getByRole('switch'));
    const again = await voidDialog();
    fireEvent.click(within(again).getByRole('button', { name: 'Hủy phiếu và bỏ đã thu' }));
    await waitFor(() => expect(api.requests(transportLinesApi.setPaid)).toHaveLength(1));
    const [sent] = api.requests(transportLinesApi.setPaid);
    expect(sent).toMatchObject({ path: '/api/transport/2/paid', body: { is_paid: false } });
  });
});
