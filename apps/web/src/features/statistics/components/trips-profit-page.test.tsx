import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { statisticsApi } from '@depot/shared/statistics/statistics.contract';
import type { TripProfitRow, TripsProfit } from '@depot/shared/statistics/trips-profit.schema';
import { noCosts } from '@depot/shared/statistics/trips-profit.rules';
import { tripsApi } from '@depot/shared/trips/trips.contract';
import { vi as texts } from '../../../i18n/vi';
import { on, stubEndpoints } from '../../../test/fake-api-endpoints';
import { pageAt } from '../../../test/fake-api-lists';
import { tripOf } from '../../../test/fake-payouts';
import { renderRoute } from '../../../test/render-route';
import { TripsProfitPage } from './trips-profit-page';

// Lãi theo chuyến (docs/payments.md "Profit per trip"): the server's figures as the screen
// shows them; the sums themselves are the API's tests (trips-profit.test.ts).

const t = texts.tripsProfit;
const car = { id: 3, number_car: '51B-123.45', driver_name: 'Nguyễn Văn Tài' };
const trip = (id: number, day: string, freight: number, fuel: number): TripProfitRow => ({
  id,
  datetime_from: day,
  car,
  lines: 4,
  freight,
  costs: fuel,
  left: freight - fuel,
  by_cost_type: { ...noCosts(), fuel },
});

const profit = (rows: TripProfitRow[], total = rows.length): TripsProfit => ({
  date_from: '2026-11-01',
  date_to: '2026-11-20',
  rows,
  total,
  paginate: { paged: 1, limit: 100, last_page: Math.max(1, Math.ceil(total / 100)) },
  by_vehicle: [
    {
      car,
      trips: 2,
      freight: 2_300_000,
      costs: 2_500_000,
      left: -200_000,
      by_cost_type: noCosts(),
    },
  ],
  totals: {
    trips: total,
    freight: 2_300_000,
    costs: 2_500_000,
    left: -200_000,
    by_cost_type: { ...noCosts(), fuel: 2_500_000 },
  },
});

function open(reply: TripsProfit) {
  const api = stubEndpoints([
    on(statisticsApi.tripsProfit, () => reply),
    on(tripsApi.list, () =>
      pageAt([tripOf(12, car.number_car, car.driver_name, '2026-11-18')], 1, 1, 1000),
    ),
  ]);
  renderRoute(<TripsProfitPage />, '/lai-chuyen-xe?date_from=2026-11-01&date_to=2026-11-20');
  return api;
}

const rows = [
  trip(12, '2026-11-18', 2_000_000, 500_000),
  trip(11, '2026-11-10', 300_000, 2_000_000),
];

describe('Lãi theo chuyến', () => {
  it('asks for the range in the URL and shows the sums, each trip and what is left', async () => {
    const api = open(profit(rows));
    const left = await screen.findByRole('region', { name: t.left });
    await waitFor(() => expect(left.textContent).toContain('-200.000 đ'));
    expect(screen.getByRole('region', { name: t.freight }).textContent).toContain('2.300.000 đ');
    expect(screen.getByRole('region', { name: t.freight }).textContent).toContain(t.trips(2));
    expect(screen.getByRole('region', { name: t.costs }).textContent).toContain('2.500.000 đ');
    expect(api.queries(statisticsApi.tripsProfit)).toEqual([
      { date_from: '2026-11-01', date_to: '2026-11-20', paged: '1', limit: '100' },
    ]);
    const table = screen.getByRole('table', { name: t.byTrip });
    const good = within(table).getByRole('row', { name: /18-11-2026/ });
    expect(good.textContent).toContain('2.000.000 đ');
    expect(good.textContent).toContain('1.500.000 đ');
    const bad = within(table).getByRole('row', { name: /10-11-2026/ });
    // A trip that cost more than it earned reads in red.
    const loss = within(bad).getByText('-1.700.000 đ');
    expect(loss.closest('.ant-typography')?.className).toContain('danger');
    expect(within(bad).getByLabelText('Nhiên liệu: 2.000.000 đ')).toBeTruthy();
  });

  it('pages the trips through the server, and sums by vehicle', async () => {
    const api = open(profit(rows, 640));
    expect(await screen.findByText(t.trips(640))).toBeTruthy();
    fireEvent.click(screen.getByRole('listitem', { name: '2' }));
    await waitFor(() =>
      expect(api.queries(statisticsApi.tripsProfit).at(-1)).toMatchObject({ paged: '2' }),
    );
    fireEvent.click(screen.getByRole('tab', { name: t.byVehicle }));
    const table = await screen.findByRole('table', { name: t.byVehicle });
    const row = within(table).getByRole('row', { name: /51B-123\.45/ });
    expect(row.textContent).toContain('2.300.000 đ');
    expect(row.textContent).toContain('-200.000 đ');
  });

  it('Thêm chi phí opens Lập phiếu chi on that trip', async () => {
    open(profit(rows));
    const table = await screen.findByRole('table', { name: t.byTrip });
    const row = await within(table).findByRole('row', { name: /18-11-2026/ });
    fireEvent.click(within(row).getByRole('button', { name: t.addCost }));
    await waitFor(() =>
      expect(
        screen
          .getAllByRole('dialog')
          .some((d) => d.textContent?.includes(texts.payouts.dialogTitle)),
      ).toBe(true),
    );
    await waitFor(() =>
      expect(document.body.textContent).toContain(`${car.number_car} · ${car.driver_name}`),
    );
  });
});
