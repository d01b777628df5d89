import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { branchesApi } from '@depot/shared/branches/branches.contract';
import type { TripArrival } from '@depot/shared/trips/trip-arrival.schema';
import { tripsApi } from '@depot/shared/trips/trips.contract';
import { vi as texts } from '../../../i18n/vi';
import { clearSession, saveSession } from '../../../lib/session';
import { on, refused, stubEndpoints } from '../../../test/fake-api-endpoints';
import { userOf } from '../../../test/fake-api-lists';
import { renderRoute } from '../../../test/render-route';
import { ARRIVAL_POLL_MS } from '../api/get-trip-arrival';
import { TripArrivalPage } from './trip-arrival-page';
import { arrivalOf, CT, parcelOf, SG } from './trip-road.test-kit';

// The arrival list of a departed vehicle (docs/domain.md, "Branches"): four sections read again
// while open, and `Xác nhận đã nhận xe`, which says first how many parcels become missing.

const t = texts.statements.road;
const URL = '/bang-ke/31/nhan-xe';
const DEPARTED = { departed_at: '2026-11-20T02:30:00.000Z', departed_by: 1 };
const CONFIRMED_AT = '2026-11-20T03:00:00.000Z';

/**
 * The server's list as `reads` gives it; `confirm` answers the confirmation, by default the
 * list confirmed (3 expected, 2 scanned off, one extra), which every later read then gives.
 */
function stubArrival(reads: () => TripArrival, confirm?: () => Response) {
  let confirmed: TripArrival | undefined;
  return stubEndpoints([
    on(branchesApi.list, () => [SG, CT]),
    on(tripsApi.arrival, () => confirmed ?? reads()),
    on(tripsApi.confirmArrival, () => {
      const refusal = confirm?.();
      if (refusal) return refusal;
      const road = { ...DEPARTED, arrival_confirmed_at: CONFIRMED_AT };
      confirmed = arrivalOf(3, 2, road, [parcelOf(9)]);
      return confirmed;
    }),
  ]);
}

const tab = (name: string, timeout?: number) => screen.findByRole('tab', { name }, { timeout });

beforeEach(() => saveSession('token', userOf('admin')));
afterEach(() => {
  clearSession();
  vi.unstubAllGlobals();
});

describe('the arrival list of a trip', () => {
  it('shows expected, arrived, missing and extra parcels, and reads them again while open', async () => {
    let arrived = 1;
    const api = stubArrival(() =>
      arrivalOf(3, arrived, DEPARTED, [parcelOf(9, '2026-11-20T02:50:00.000Z')]),
    );
    renderRoute(<TripArrivalPage />, URL, '/bang-ke/:id/nhan-xe');
    expect(await tab('Dự kiến (3)')).toBeTruthy();
    expect(screen.getByText('Xe 51C-123.45 · ngày 20-11-2026')).toBeTruthy();
    expect(screen.getByText('Đã xuất bến 09:30 20-11-2026')).toBeTruthy();
    await waitFor(() => expect(screen.getByText('SG → CT')).toBeTruthy());
    expect(await tab('Đã nhận (1)')).toBeTruthy();
    expect(await tab('Thừa (1)')).toBeTruthy();

    fireEvent.click(await tab('Thiếu (2)'));
    const missing = await screen.findByRole('region', { name: t.missing });
    const rows = within(missing).getAllByRole('row').slice(1);
    expect(rows.map((row) => row.textContent)).toEqual([
      `2611-0002Kiện 2Trần Thị Gửi2${t.notScanned}`,
      `2611-0003Kiện 3Trần Thị Gửi3${t.notScanned}`,
    ]);
    fireEvent.click(await tab('Thừa (1)'));
    const extra = await screen.findByRole('region', { name: t.extra });
    expect(within(extra).getByRole('row', { name: /2611-0009/ }).textContent).toContain(
      '09:50 20-11-2026',
    );

    // A parcel scanned off at the dock meanwhile shows without a reload.
    arrived = 2;
    expect(await tab('Thiếu (1)', ARRIVAL_POLL_MS + 5000)).toBeTruthy();
    expect(api.requests(tripsApi.arrival).length).toBeGreaterThan(1);
  }, 30_000);

  it('confirms after saying how many parcels become missing', async () => {
    const api = stubArrival(() => arrivalOf(3, 2, DEPARTED, [parcelOf(9)]));
    renderRoute(<TripArrivalPage />, URL, '/bang-ke/:id/nhan-xe');
    fireEvent.click(await screen.findByRole('button', { name: new RegExp(t.confirm) }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog.textContent).toContain(t.confirmQuestion(1, 3));
    expect(dialog.textContent).toContain('1 kiện chưa quét sẽ được đánh dấu thiếu');
    expect(api.requests(tripsApi.confirmArrival)).toEqual([]);

    fireEvent.click(within(dialog).getByRole('button', { name: t.confirmOk }));
    expect(await screen.findByText('Đã xác nhận nhận xe 10:00 20-11-2026')).toBeTruthy();
    expect(api.requests(tripsApi.confirmArrival)[0]!.path).toBe('/api/trips/31/arrival/confirm');
    expect((await screen.findByText(t.confirmDone)).closest('.toast-success')).toBeTruthy();
    expect(screen.queryByRole('button', { name: new RegExp(t.confirm) })).toBeNull();
  });

  it('shows a refused confirmation in a red toast with the server’s message', async () => {
    stubArrival(
      () => arrivalOf(3, 2, DEPARTED),
      () => refused(409, 'Đã xác nhận nhận xe'),
    );
    renderRoute(<TripArrivalPage />, URL, '/bang-ke/:id/nhan-xe');
    fireEvent.click(await screen.findByRole('button', { name: new RegExp(t.confirm) }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: t.confirmOk }));
    const toast = await screen.findByText('Đã xác nhận nhận xe', { selector: '.toast-error *' });
    expect(toast).toBeTruthy();
  });

  it('offers no confirmation before the vehicle has left', async () => {
    stubArrival(() => arrivalOf(3, 0));
    renderRoute(<TripArrivalPage />, URL, '/bang-ke/:id/nhan-xe');
    expect(await screen.findByText(t.notDeparted)).toBeTruthy();
    expect(screen.getByRole('button', { name: new RegExp(t.confirm) })).toHaveProperty(
      'disabled',
      true,
    );
  });

  it('says in red why another branch’s trip cannot be read', async () => {
    stubEndpoints([
      on(branchesApi.list, () => [SG, CT]),
      on(tripsApi.arrival, () => refused(403, 'Bảng kê này thuộc chi nhánh khác')),
    ]);
    renderRoute(<TripArrivalPage />, URL, '/bang-ke/:id/nhan-xe');
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Bảng kê này thuộc chi nhánh khác');
    expect(screen.queryByRole('tab')).toBeNull();
  });
});
