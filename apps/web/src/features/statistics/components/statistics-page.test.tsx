import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { EndpointReply } from '@depot/shared/api/contract';
import { statisticsApi } from '@depot/shared/statistics/statistics.contract';
import type { ReceiptStatsRow } from '@depot/shared/statistics/statistics.schema';
import { tripsApi } from '@depot/shared/trips/trips.contract';
import {
  on,
  refused,
  said,
  stubEndpoints,
  type EndpointRoute,
} from '../../../test/fake-api-endpoints';
import { pageAt, statsRowOf } from '../../../test/fake-api-lists';
import { renderRoute, setupUser } from '../../../test/render-route';
import { StatisticsPage } from './statistics-page';

const url = () => screen.getByRole('status', { name: 'url' }).textContent;
const MAY = '/thong-ke?date_from=2022-05-01&date_to=2022-05-22&customer_id=7';

/** Day n of May 2022: n × 10 000 đ; days 1–3 paid. Newest first, as the server sends them. */
const may: ReceiptStatsRow[] = Array.from({ length: 22 }, (_, i) => {
  const day = 22 - i;
  const amount = day * 10_000;
  const paid = day <= 3;
  return statsRowOf({
    trip_id: day,
    datefrom: `2022-05-${String(day).padStart(2, '0')}`,
    amount,
    collected: paid ? amount : 0,
    due: paid ? 0 : amount,
    is_close: paid,
  });
});

/** GET /thong-ke/phieu-thu: 20 a page of the rows the charge filter keeps, with their totals. */
function stubStats(extra: EndpointRoute[] = []) {
  return stubEndpoints([
    on(statisticsApi.receipts, ({ query }) => {
      const charge = query.get('charge');
      const rows = may.filter((row) => charge === null || String(row.is_close) === charge);
      const paged = Number(query.get('paged'));
      const sum = (key: 'amount' | 'collected' | 'due') => rows.reduce((s, r) => s + r[key], 0);
      return {
        ...pageAt(rows.slice((paged - 1) * 20, paged * 20), rows.length, paged, 20),
        totals: {
          lines: rows.length,
          amount: sum('amount'),
          collected: sum('collected'),
          due: sum('due'),
        },
      };
    }),
    ...extra,
  ]);
}

const renderStats = (at = MAY) =>
  renderRoute(
    <StatisticsPage top={(range) => <p>Tổng quan {`${range.date_from} → ${range.date_to}`}</p>} />,
    at,
  );
const total = (name: string) => screen.getByRole('region', { name });
const cards = () => screen.getAllByRole('article');

afterEach(() => vi.unstubAllGlobals());

describe('the statistics', () => {
  it('asks for the URL’s range and customer, shows the totals as money and the same range above', async () => {
    const api = stubStats();
    renderStats();
    expect(await screen.findByText('Số lượng: 22')).toBeTruthy();
    expect(api.queries(statisticsApi.receipts)).toEqual([
      { date_from: '2022-05-01', date_to: '2022-05-22', customer_id: '7', paged: '1' },
    ]);
    expect(total('Tổng tiền').textContent).toContain('2.530.000 đ');
    expect(total('Đã thu').textContent).toContain('60.000 đ');
    expect(total('Còn phải thu').textContent).toContain('2.470.000 đ');
    // One range on the page: the dashboard above is given the page's.
    expect(screen.getByText('Tổng quan 2022-05-01 → 2022-05-22')).toBeTruthy();
  });

  it('shows 20 cards, then Xem thêm loads page 2 to the end', async () => {
    const user = setupUser();
    const api = stubStats();
    renderStats();
    await waitFor(() => expect(cards()).toHaveLength(20));
    const newest = cards()[0]!.textContent;
    for (const shown of [
      'Trần Thị Gửi',
      'Biển số xe: 51C-123.45',
      'Ngày: 22-05-2022',
      'Thành tiền: 220.000 đ',
      'Còn lại: 220.000 đ',
    ])
      expect(newest).toContain(shown);
    expect(screen.queryByText('Đã tải hết dữ liệu')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Xem thêm' }));
    await waitFor(() => expect(cards()).toHaveLength(22));
    expect(cards()[21]!.textContent).toContain('Ngày: 01-05-2022');
    expect(within(cards()[21]!).getByText('Đã Đóng')).toBeTruthy();
    expect(screen.getByText('Đã tải hết dữ liệu')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Xem thêm' })).toBeNull();
    expect(api.queries(statisticsApi.receipts).at(-1)).toMatchObject({ paged: '2' });
  });

  it('the payment status searches at once: charge in the URL and the request, its totals', async () => {
    const user = setupUser();
    const api = stubStats();
    renderStats();
    await screen.findByText('Số lượng: 22');
    const payment = screen.getByRole('radiogroup', { name: 'Trạng thái thanh toán' });
    await user.click(within(payment).getByText('Đã thanh toán'));
    expect(await screen.findByText('Số lượng: 3')).toBeTruthy();
    expect(url()).toBe(`${MAY}&charge=true`);
    expect(api.queries(statisticsApi.receipts).at(-1)).toMatchObject({ charge: 'true' });
    expect(cards()).toHaveLength(3);
    for (const card of cards()) expect(card.textContent).toContain('Đã Đóng');
    expect(total('Tổng tiền').textContent).toContain('60.000 đ');
    expect(total('Còn phải thu').textContent).toContain('0 đ');
    expect(screen.getByText('Đã tải hết dữ liệu')).toBeTruthy();

    // The filter bar starts afresh from each search's filters: found again.
    const again = screen.getByRole('radiogroup', { name: 'Trạng thái thanh toán' });
    await user.click(within(again).getByText('Chưa thanh toán'));
    expect(await screen.findByText('Số lượng: 19')).toBeTruthy();
    expect(url()).toBe(`${MAY}&charge=false`);
    expect(total('Tổng tiền').textContent).toContain('2.470.000 đ');
    expect(total('Đã thu').textContent).toContain('0 đ');
  });
});

describe('a statistics card’s delete', () => {
  const one = '/thong-ke?date_from=2022-05-22&date_to=2022-05-22&customer_id=7';

  it('counts the lines, asks, archives the card’s statement and says so', async () => {
    const user = setupUser();
    const api = stubStats([
      on(tripsApi.count, () => ({ total: 1 })),
      on(tripsApi.archive, () => said('Đã xóa', { archived: 1, trips_archived: 1 })),
    ]);
    renderStats(one);
    await waitFor(() => expect(cards().length).toBeGreaterThan(0));
    await user.click(within(cards()[0]!).getByRole('button', { name: 'Xóa' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog.textContent).toContain(
      'Xóa 1 hàng hóa của Trần Thị Gửi trên xe 51C-123.45 ngày 22-05-2022?',
    );
    await user.click(within(dialog).getByRole('button', { name: 'ĐỒNG Ý' }));
    expect(await screen.findByText('Xóa thành công!')).toBeTruthy();
    const scope = { car_id: '3', date_from: '2022-05-22', date_to: '2022-05-22', customer_id: '7' };
    expect(api.queries(tripsApi.count)).toEqual([scope]);
    expect(api.queries(tripsApi.archive)).toEqual([scope]);
  });

  it('says spec 2 §8’s texts: check failed, nothing left, refused, no reply', async () => {
    const user = setupUser();
    let count: () => EndpointReply<typeof tripsApi.count> | Response = () =>
      refused(500, 'Lỗi máy chủ');
    let remove: () => Promise<Response> = () => Promise.resolve(refused(500, 'Lỗi máy chủ'));
    stubStats([on(tripsApi.count, () => count()), on(tripsApi.archive, () => remove())]);
    renderStats(one);
    await waitFor(() => expect(cards().length).toBeGreaterThan(0));
    const button = within(cards()[0]!).getByRole('button', { name: 'Xóa' });
    await user.click(button);
    expect(await screen.findByText('Có lỗi xảy ra trong quá trình kiểm tra bảng kê')).toBeTruthy();
    count = () => ({ total: 0 });
    await user.click(button);
    expect(await screen.findByText('Không tìm thấy thông tin bảng kê để xóa')).toBeTruthy();
    count = () => ({ total: 1 });
    const confirm = async () => {
      await user.click(button);
      const dialog = await screen.findByRole('dialog');
      await user.click(within(dialog).getByRole('button', { name: 'ĐỒNG Ý' }));
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    };
    await confirm();
    expect(await screen.findByText('Có lỗi xảy ra trong quá trình xóa bảng kê')).toBeTruthy();
    remove = () => Promise.reject(new TypeError('Failed to fetch'));
    await confirm();
    expect(await screen.findByText('Xóa thất bại!')).toBeTruthy();
  });
});
