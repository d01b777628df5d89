import { lineMoney } from '@depot/shared/payments/line-money.rules';
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { statisticsApi } from '@depot/shared/statistics/statistics.contract';
import type { TransportDetailRow } from '@depot/shared/statistics/statistics.schema';
import { on, stubEndpoints } from '../../../test/fake-api-endpoints';
import { renderRoute, setupUser } from '../../../test/render-route';
import { TransportDetailPage } from './transport-detail-page';

/** A goods line of customer 7 on vehicle 3 on 11-07-2022. */
const line = (id: number, is_paid: boolean): TransportDetailRow => ({
  id,
  product: {
    id,
    code: `2207-${String(id).padStart(4, '0')}`,
    name: `Hàng ${id}`,
    price: 2000,
    quantity: 1,
    total_weight: 10,
    datetime: '2022-07-11',
    is_paid,
  },
  ...lineMoney(20_000, is_paid ? 20_000 : 0, is_paid),
  car: { id: 3, number_car: '51C-123.45', driver_name: 'Lê Văn Lái' },
  datefrom: '2022-07-11',
});

afterEach(() => vi.unstubAllGlobals());

describe('the transport detail', () => {
  it('asks for a customer before searching, and sends nothing', async () => {
    const user = setupUser();
    const api = stubEndpoints([]);
    renderRoute(<TransportDetailPage />, '/chi-tiet-van-chuyen');
    await user.click(await screen.findByRole('button', { name: /Tìm kiếm/ }));
    expect(await screen.findByText('Vui lòng chọn khách hàng')).toBeTruthy();
    expect(api.requests(statisticsApi.transportDetail)).toEqual([]);
  });

  it('past the lines the server sends, says how many it shows of how many', async () => {
    const api = stubEndpoints([
      // A customer with 1 500 lines in the range: the server sends the first ones only.
      on(statisticsApi.transportDetail, () => ({
        rows: [line(1, true), line(2, false)],
        total: 1500,
      })),
    ]);
    renderRoute(
      <TransportDetailPage />,
      '/chi-tiet-van-chuyen?customer_id=7&car_id=3&date_from=2022-07-11&date_to=2022-07-12',
    );
    expect(await screen.findByText('Số lượng sản phẩm: 1500')).toBeTruthy();
    expect(
      screen.getByText(
        'Đang hiển thị 2 dòng đầu tiên trên tổng số 1.500. Thu hẹp khoảng ngày để xem hết.',
      ),
    ).toBeTruthy();
    expect(screen.getByRole('row', { name: /Hàng 1/ }).textContent).toContain('Đã thu');
    expect(screen.getByRole('row', { name: /Hàng 2/ }).textContent).toContain('Chưa thu');
    expect(api.queries(statisticsApi.transportDetail)).toEqual([
      { date_from: '2022-07-11', date_to: '2022-07-12', customer_id: '7', car_id: '3' },
    ]);
  });
});
