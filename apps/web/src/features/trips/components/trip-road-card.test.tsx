import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { branchesApi } from '@depot/shared/branches/branches.contract';
import { carsApi } from '@depot/shared/cars/cars.contract';
import type { TripArrival } from '@depot/shared/trips/trip-arrival.schema';
import { tripsApi } from '@depot/shared/trips/trips.contract';
import { vi as texts } from '../../../i18n/vi';
import { clearSession, saveSession } from '../../../lib/session';
import { on, refused, stubEndpoints } from '../../../test/fake-api-endpoints';
import { pageAt, userOf } from '../../../test/fake-api-lists';
import { renderRoutes } from '../../../test/render-route';
import { CarStatementPage } from './car-statement-page';
import { arrivalOf, car, CT, DAY, SG, tripCustomerOf } from './trip-road.test-kit';

// `Xuất bến` on a vehicle's trip of a date (docs/domain.md, "Branches"): asked first, sent once
// confirmed, then the trip says when it left and leads to its arrival list.

const t = texts.statements.road;
const URL = `/chi-tiet-bang-ke?car_id=${car.id}&datetime=${DAY}`;

function stubTrip(options: { branches?: (typeof SG)[]; depart?: () => Response } = {}) {
  let arrival: TripArrival = arrivalOf(3, 0);
  return stubEndpoints([
    on(carsApi.get, () => car),
    on(tripsApi.customers, () => pageAt([tripCustomerOf()], 1, 1, 20)),
    on(branchesApi.list, () => options.branches ?? [SG, CT]),
    on(tripsApi.arrival, () => arrival),
    on(tripsApi.depart, () => {
      const refusal = options.depart?.();
      if (refusal) return refusal;
      // 09:30 at the depot (UTC+7).
      arrival = arrivalOf(3, 0, { departed_at: '2026-11-20T02:30:00.000Z', departed_by: 1 });
      return arrival.trip;
    }),
  ]);
}

const road = () => screen.findByRole('region', { name: t.depart });

function open() {
  renderRoutes(URL, {
    '/chi-tiet-bang-ke': <CarStatementPage />,
    '/bang-ke/:id/nhan-xe': <p>test:arrival</p>,
  });
}

beforeEach(() => saveSession('token', userOf('admin')));
afterEach(() => {
  clearSession();
  vi.unstubAllGlobals();
});

describe('Xuất bến on a trip', () => {
  it('asks first, departs the trip, then says when and leads to its arrival list', async () => {
    const api = stubTrip();
    open();
    const card = await road();
    await waitFor(() => expect(card.textContent).toContain('SG → CT'));
    expect(card.textContent).toContain(t.notDeparted);

    fireEvent.click(within(card).getByRole('button', { name: t.depart }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog.textContent).toContain(t.departQuestion(car.number_car, '20-11-2026', 3));
    // Cancel holds the focus: a scanner's Enter says no.
    await waitFor(() =>
      expect(document.activeElement).toBe(within(dialog).getByRole('button', { name: t.cancel })),
    );
    expect(api.requests(tripsApi.depart)).toEqual([]);

    fireEvent.click(within(dialog).getByRole('button', { name: t.depart }));
    await waitFor(() => expect(card.textContent).toContain('Đã xuất bến 09:30 20-11-2026'));
    expect(api.requests(tripsApi.depart)[0]!.path).toBe('/api/trips/31/depart');
    expect(within(card).queryByRole('button', { name: t.depart })).toBeNull();

    fireEvent.click(within(card).getByRole('button', { name: t.openArrival }));
    expect(await screen.findByText('test:arrival')).toBeTruthy();
    expect(screen.getByRole('status', { name: 'url' }).textContent).toBe('/bang-ke/31/nhan-xe');
  });

  it('shows the server’s refusal in a red toast and stays as it was', async () => {
    stubTrip({ depart: () => refused(403, 'Bảng kê này thuộc chi nhánh khác') });
    open();
    const card = await road();
    fireEvent.click(await within(card).findByRole('button', { name: t.depart }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: t.depart }));
    const toast = await screen.findByText('Bảng kê này thuộc chi nhánh khác');
    expect(toast.closest('.toast-error')).toBeTruthy();
    expect(card.textContent).toContain(t.notDeparted);
  });

  it('names no branch on a depot of one branch', async () => {
    const api = stubTrip({ branches: [SG] });
    open();
    const card = await road();
    expect(card.textContent).toContain(t.notDeparted);
    await waitFor(() => expect(api.requests(branchesApi.list)).toHaveLength(1));
    // The list's answer is rendered a few ticks after it is sent: let them pass before
    // looking for what must not be there.
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(card.textContent).not.toContain('→');
  });
});
