import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { carsApi } from '@depot/shared/cars/cars.contract';
import { transportLinesApi } from '@depot/shared/trips/transport-lines.contract';
import { tripsApi } from '@depot/shared/trips/trips.contract';
import type { TransportLine, TripRow } from '@depot/shared/trips/trips-replies.schema';
import { vi as texts } from '../../../i18n/vi';
import { clearSession, saveSession } from '../../../lib/session';
import { carOf } from '../../../test/fake-api-forms';
import { on, stubEndpoints } from '../../../test/fake-api-endpoints';
import { pageAt, userOf } from '../../../test/fake-api-lists';
import { renderRoute } from '../../../test/render-route';
import { CustomerGoodsPage } from './customer-goods-page';
import { StatementListPage } from './statement-list-page';

// docs/domain.md: the tab counts the deleted lists the server gives (whole vehicle lists only), a
// deleted list's page shows the state it had when deleted, and a live list's own page shows the
// lines removed from it, each restored there.

const t = texts.statements;
const DAY = '2026-11-20';
const car = carOf({ id: 9, total_weight: 1000 });
const carRef = {
  id: 9,
  number_car: car.number_car,
  driver_name: car.driver_name,
  total_weight: 1000,
};

function tripOf(overrides: Partial<TripRow> = {}): TripRow {
  return {
    id: 31,
    car: carRef,
    datetime_from: DAY,
    customers: 1,
    lines: 2,
    total_weight: 1200,
    amount: 240_000,
    collected: 0,
    is_full: true,
    archived_at: '2026-11-20T03:00:00.000Z',
    archived_by: { id: 1, fullname: 'Chủ Chành Xe' },
    archive_reason: null,
    ...overrides,
  };
}

function lineOf(id: number, removedAt: string | null): TransportLine {
  return {
    id,
    trip_id: 31,
    product: {
      id: 100 + id,
      code: `2611-00${id}`,
      freight_payer: 'receiver',
      name: `Thùng sơn ${id}`,
      price: 2000,
      quantity: 1,
      total_weight: 600,
      price_type: 'weight',
      is_total_money: false,
      is_paid: false,
      specification: null,
      suffix: null,
      year_create: 2026,
      month_create: 11,
      order: id,
    },
    amount: 1_200_000,
    collected: 0,
    due: 1_200_000,
    paid_state: 'unpaid',
    car: carRef,
    datetime_from: DAY,
    customer: { id: 7, full_name: 'Nguyễn Văn An' },
    removed_at: removedAt,
  };
}

const totals = (lines: number) => ({
  lines,
  quantity: lines,
  total_weight: 600 * lines,
  amount: 1_200_000 * lines,
  collected: 0,
  sender_due: 0,
  due: 1_200_000 * lines,
});
const linesPage = (rows: TransportLine[]) => ({
  ...pageAt(rows, rows.length, 1, 20),
  totals: totals(rows.length),
});

beforeEach(() => saveSession('token', userOf('superadmin', 1, 'Chủ Chành Xe')));
afterEach(() => {
  clearSession();
  vi.unstubAllGlobals();
});

describe('the archive of deleted lists', () => {
  it('the tab counts the deleted lists the archive reply gives', async () => {
    const api = stubEndpoints([
      on(tripsApi.list, ({ query }) =>
        query.get('archived') === 'true'
          ? pageAt([tripOf()], 1, 1, 20)
          : pageAt([tripOf({ id: 32, is_full: false, total_weight: 300 })], 1, 1, 20),
      ),
    ]);
    renderRoute(<StatementListPage />, `/bang-ke-hang-theo-xe?date_from=${DAY}&date_to=${DAY}`);

    expect(await screen.findByRole('tab', { name: t.archiveTab(1) })).toBeTruthy();
    expect(api.queries(tripsApi.list).map((q) => q.archived)).toContain('true');
    fireEvent.click(screen.getByRole('tab', { name: t.archiveTab(1) }));
    const card = await screen.findByRole('article', { name: new RegExp(car.number_car) });
    await waitFor(() =>
      expect(within(card).getByText(`${t.full} (${t.whenDeleted})`)).toBeTruthy(),
    );
  });

  it("a deleted list's page shows Hết chỗ and the weight it had when deleted", async () => {
    const api = stubEndpoints([
      on(carsApi.get, () => car),
      on(tripsApi.list, ({ query }) =>
        query.get('archived') === 'true' ? pageAt([tripOf()], 1, 1, 20) : pageAt([], 0, 1, 20),
      ),
      on(transportLinesApi.list, () => linesPage([lineOf(1, '2026-11-20T03:00:00.000Z')])),
    ]);
    renderRoute(
      <CustomerGoodsPage />,
      `/chi-tiet-hang-theo-khach-hang?car_id=9&datefrom=${DAY}&is_archive=true`,
    );

    expect(await screen.findByText(t.full)).toBeTruthy();
    expect(screen.queryByText(t.hasSpace)).toBeNull();
    expect(screen.getByText(`${t.loaded}: 1.200 kg (${t.whenDeleted})`)).toBeTruthy();
    expect(api.queries(tripsApi.list)[0]).toMatchObject({ archived: 'true', car_id: '9' });
    // The archived page lists no removed lines of its own.
    expect(api.queries(transportLinesApi.list).some((q) => q.removed)).toBe(false);
  });

  it("a live list's page shows its removed lines and restores one", async () => {
    let restored = false;
    const api = stubEndpoints([
      on(carsApi.get, () => car),
      on(tripsApi.list, () => pageAt([tripOf({ is_full: false, total_weight: 600 })], 1, 1, 20)),
      on(transportLinesApi.list, ({ query }) =>
        query.get('removed') === 'true'
          ? linesPage(restored ? [] : [lineOf(2, '2026-11-20T04:00:00.000Z')])
          : linesPage([lineOf(1, null)]),
      ),
      on(transportLinesApi.restore, () => {
        restored = true;
        return { trip_id: 31, restored: 1 };
      }),
    ]);
    renderRoute(<CustomerGoodsPage />, `/chi-tiet-hang-theo-khach-hang?car_id=9&datefrom=${DAY}`);

    fireEvent.click(await screen.findByText(t.removedLines(1)));
    fireEvent.click(await screen.findByRole('button', { name: t.restoreLine('Thùng sơn 2') }));
    await waitFor(() => expect(api.requests(transportLinesApi.restore)).toHaveLength(1));
    expect(api.requests(transportLinesApi.restore)[0]!.path).toBe('/api/transport/2/restore');
    await waitFor(() => expect(screen.queryByText(t.removedLines(1))).toBeNull());
    expect(screen.getByText(t.hasSpace)).toBeTruthy();
  });

  it('staff see no removed lines and ask for none', async () => {
    saveSession('token', userOf('staff'));
    const api = stubEndpoints([
      on(carsApi.get, () => car),
      on(tripsApi.list, () => pageAt([tripOf({ is_full: false, total_weight: 600 })], 1, 1, 20)),
      on(transportLinesApi.list, () => linesPage([lineOf(1, null)])),
    ]);
    renderRoute(<CustomerGoodsPage />, `/chi-tiet-hang-theo-khach-hang?car_id=9&datefrom=${DAY}`);
    expect(await screen.findByRole('article', { name: /Thùng sơn 1/ })).toBeTruthy();
    expect(api.queries(transportLinesApi.list).some((q) => q.removed)).toBe(false);
  });
});
