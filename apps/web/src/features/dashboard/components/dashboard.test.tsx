import { act, screen, waitFor, within } from '@testing-library/react';
import { useEffect } from 'react';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { dashboardApi } from '@depot/shared/dashboard/dashboard.contract';
import { formatMoney } from '@depot/shared/text/format';
import { addDays, depotToday } from '@depot/shared/validation/dates';
import { on, stubEndpoints } from '../../../test/fake-api-endpoints';
import { dashboardOf } from '../../../test/fake-api-lists';
import { renderRoute, setupUser } from '../../../test/render-route';
import { refreshAfterElsewhere } from '../../../lib/refresh-map';
import { Dashboard } from './dashboard';

const grabbed: { client?: QueryClient } = {};
/** Hands the test the page's query client, to refresh as another clerk's change does. */
function GrabClient() {
  const client = useQueryClient();
  useEffect(() => {
    grabbed.client = client;
  }, [client]);
  return null;
}

/** GET /dashboard of the range asked, with `debts` debts. */
function stubDashboard(debts = 10, goods = 5) {
  return stubEndpoints([
    on(dashboardApi.get, ({ query }) => {
      const reply = dashboardOf(
        { date_from: query.get('date_from')!, date_to: query.get('date_to')! },
        debts,
      );
      return { ...reply, totals: { ...reply.totals, goods } };
    }),
  ]);
}

const figure = (name: string) => screen.getByRole('group', { name });

afterEach(() => vi.unstubAllGlobals());

describe('the dashboard', () => {
  it('on its own page: the last 7 days, the five figures formatted', async () => {
    const api = stubDashboard();
    renderRoute(<Dashboard />, '/thong-ke/tong-quan');
    await screen.findByRole('group', { name: 'Khối lượng' });
    const today = depotToday();
    expect(api.queries(dashboardApi.get)).toEqual([
      { date_from: addDays(today, -6), date_to: today },
    ]);
    expect(figure('Số hàng hóa').textContent).toContain('5');
    expect(figure('Khối lượng').textContent).toContain('178,75 kg');
    expect(figure('Thành tiền').textContent).toContain('492.125 đ');
    expect(
      figure('Đã thu (theo ngày thu tiền)').querySelector('.ant-statistic-content')?.textContent,
    ).toBe('0 đ');
    expect(figure('Còn nợ (hàng đã chất)').textContent).toContain('262.125 đ');
    expect(figure('Chi phí chuyến').textContent).toContain('150.000 đ');
    expect(figure('Còn lại sau chi phí').textContent).toContain('342.125 đ');
    expect(figure('Thu hộ còn nợ người gửi').textContent).toContain('1.000.000 đ');
  });

  it('asks again for a range typed into its picker', async () => {
    const user = setupUser();
    const api = stubDashboard();
    renderRoute(<Dashboard />, '/thong-ke/tong-quan');
    await screen.findByRole('group', { name: 'Khối lượng' });
    const from = screen.getByPlaceholderText('Từ ngày');
    await user.click(from);
    await user.clear(from);
    await user.paste('01-03-2019');
    await user.keyboard('{Enter}');
    const to = screen.getByPlaceholderText('Đến ngày');
    await user.clear(to);
    await user.paste('03-03-2019');
    await user.keyboard('{Enter}');
    await waitFor(() =>
      expect(api.queries(dashboardApi.get).at(-1)).toEqual({
        date_from: '2019-03-01',
        date_to: '2019-03-03',
      }),
    );
  });

  it('keeps a start day being typed while another clerk’s change refreshes the figures', async () => {
    const user = setupUser();
    const api = stubDashboard();
    renderRoute(
      <>
        <Dashboard />
        <GrabClient />
      </>,
      '/thong-ke/tong-quan',
    );
    await screen.findByRole('group', { name: 'Khối lượng' });
    const from = screen.getByPlaceholderText('Từ ngày');
    await user.click(from);
    await user.clear(from);
    await user.paste('01-03-2019');
    // The start day picked in the calendar: the picker now waits for the end day.
    await user.click(document.querySelector('td[title="2019-03-01"]')!);
    await act(() => refreshAfterElsewhere(grabbed.client!, 'goodsReceived'));
    await waitFor(() => expect(api.queries(dashboardApi.get)).toHaveLength(2));
    expect((from as HTMLInputElement).value).toBe('01-03-2019');
  });

  it('at the top of the statistics: the page’s range, no picker of its own', async () => {
    const api = stubDashboard();
    renderRoute(
      <Dashboard range={{ date_from: '2022-05-01', date_to: '2022-05-22' }} />,
      '/thong-ke',
    );
    await screen.findByRole('group', { name: 'Khối lượng' });
    expect(screen.queryByPlaceholderText('Từ ngày')).toBeNull();
    expect(api.queries(dashboardApi.get)).toEqual([
      { date_from: '2022-05-01', date_to: '2022-05-22' },
    ]);
  });

  it('lists the ten largest debts in order, each opening the debt screen', async () => {
    stubDashboard(10);
    renderRoute(<Dashboard />, '/thong-ke/tong-quan');
    const list = await screen.findByRole('list', { name: 'Mười khách hàng nợ nhiều nhất' });
    const items = within(list).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual(
      Array.from(
        { length: 10 },
        (_, n) =>
          `Nợ Lớn ${String(n + 1).padStart(2, '0')}${formatMoney(999_000_000_000 - n * 1_000_000)}`,
      ),
    );
    expect(items[0]!.textContent).toContain('999.000.000.000 đ');
    expect(items[9]!.textContent).toContain('998.991.000.000 đ');
    expect(within(items[0]!).getByRole('link').getAttribute('href')).toBe(
      '/customers/debt?customer_id=100',
    );
  });

  it('says when the range has no goods and nobody owes', async () => {
    stubDashboard(0, 0);
    renderRoute(<Dashboard />, '/thong-ke/tong-quan');
    expect(
      await screen.findByText('Không có hàng hóa nào được chất lên xe trong khoảng ngày này'),
    ).toBeTruthy();
    expect(screen.getByText('Không có khách hàng nào còn nợ')).toBeTruthy();
  });
});
