import { act, screen, waitFor, within } from '@testing-library/react';
import { carsApi } from '@depot/shared/cars/cars.contract';
import { transportsApi } from '@depot/shared/transports/transports.contract';
import type { CarLoad, ScanResult } from '@depot/shared/transports/transports.schema';
import { depotToday } from '@depot/shared/validation/dates';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { vi as texts } from '../../../i18n/vi';
import { pageOf } from '../../../test/fake-api';
import { on, stubEndpoints, type Sent } from '../../../test/fake-api-endpoints';
import { carOf } from '../../../test/fake-api-forms';
import { SCAN_STORAGE_KEY } from '../queue/scan-queue';
import { resetReachability } from '../../../lib/reachability';
import { resetSharedScanQueue } from '../queue/shared-queue';
import { openYardWithCar } from './open-yard.test-kit';

// docs/decisions/0002-scan-request-ids.md: the yard screen scans typed codes (a handheld scanner types them and Enter), answers
// each in big type, and keeps the scans in the phone's storage while the network is down, sending
// them in order with their first client_id once it is back.
const t = texts.yard;
const car = carOf();
const loadOf = (count: number, loaded_weight: number): CarLoad => ({
  car_id: car.id,
  number_car: car.number_car,
  driver_name: car.driver_name,
  datetime_from: depotToday(),
  capacity: car.total_weight,
  loaded_weight,
  count,
  remaining: car.total_weight - loaded_weight,
});
const done = (code: string, count: number, action: 'load' | 'unload' = 'load'): ScanResult => {
  onBoard = count;
  return {
    ok: true,
    action,
    goods: {
      id: 40 + count,
      code,
      name: `Thùng sơn ${code}`,
      customer: 'Trần Thị Gửi',
      customer_id: 7,
      quantity: 1,
      total_weight: 20,
    },
    load: loadOf(count, count * 20),
  };
};

afterEach(() => {
  vi.unstubAllGlobals();
  // The tab's one queue: the next test reads its own storage.
  resetSharedScanQueue();
  // The offline test leaves the app unreachable, with its check of /api/ready pending.
  resetReachability();
});

/** What the fake server holds on the vehicle: GET /transports/load reads it after each scan. */
let onBoard = 0;

/** A scan as the yard sent it. */
type ScanSent = Sent<typeof transportsApi.scan>;

function serve(scan: (request: ScanSent) => ScanResult | Promise<never>) {
  onBoard = 0;
  return stubEndpoints([
    on(carsApi.list, () => pageOf([car], 1000)),
    on(transportsApi.carLoad, () => loadOf(onBoard, onBoard * 20)),
    on(transportsApi.scan, scan),
  ]);
}

const openWithCar = () => openYardWithCar(car);

const answer = () => screen.getByRole('status', { name: t.title });
const scans = (api: ReturnType<typeof serve>): ScanSent[] => api.requests(transportsApi.scan);

describe('the yard screen', () => {
  it('loads a typed code: the goods in big type, the count, the field empty and focused', async () => {
    let count = 0;
    const api = serve(({ body }) => done(String(body!.code), ++count));
    const { user, input } = await openWithCar();
    await user.type(input, '2611-0042{Enter}');

    await waitFor(() => expect(answer().textContent).toContain(t.loaded));
    expect(answer().dataset.tone).toBe('ok');
    expect(answer().textContent).toContain('Thùng sơn 2611-0042');
    expect(answer().textContent).toContain('Trần Thị Gửi');
    expect(screen.getByText('1', { selector: 'strong' })).toBeTruthy();
    expect(screen.getByText('20 kg / 2.500 kg')).toBeTruthy();
    expect((input as HTMLInputElement).value).toBe('');
    expect(document.activeElement).toBe(input);
    const [request] = scans(api);
    expect(request!.body).toEqual({
      client_id: expect.stringMatching(/^[0-9a-f-]{36}$/),
      code: '2611-0042',
      car_id: car.id,
      datetime_from: depotToday(),
      action: 'load',
      confirm_over_capacity: false,
    });
  });

  it('shows a refusal in red with why, and lists it', async () => {
    const reason = 'Hàng 2611-0042 đã ở trên xe 51C-888.01 ngày 26-11-2026';
    serve(() => ({
      ok: false,
      action: 'load',
      kind: 'already_loaded',
      reason,
      goods: null,
      load: null,
    }));
    const { user, input } = await openWithCar();
    await user.type(input, '2611-0042{Enter}');
    await waitFor(() => expect(answer().dataset.tone).toBe('refused'));
    expect(answer().textContent).toContain(reason);
    const list = screen.getByRole('list', { name: t.sessionScans });
    expect(within(list).getByText(t.refused)).toBeTruthy();
  });

  it('keeps scans while the network is down, then sends them in order with their first ids', async () => {
    let offline = true;
    let count = 0;
    const api = serve(({ body }) => {
      if (offline) return Promise.reject(new TypeError('Failed to fetch'));
      return done(String(body!.code), ++count);
    });
    const { user, input } = await openWithCar();
    await user.type(input, '2611-0001{Enter}');
    await user.type(input, '2611-0002{Enter}');
    await waitFor(() => expect(answer().textContent).toContain(t.waiting));
    expect(screen.getByText(t.pendingCount(2))).toBeTruthy();
    const stored = JSON.parse(localStorage.getItem(SCAN_STORAGE_KEY)!) as {
      code: string;
      client_id: string;
    }[];
    expect(stored.map((s) => s.code)).toEqual(['2611-0001', '2611-0002']);
    // Offline the queue tries the oldest scan only, never the next one before it.
    const tried = scans(api);
    expect(tried.length).toBeGreaterThan(0);
    expect(new Set(tried.map((r) => r.body!.code))).toEqual(new Set(['2611-0001']));
    expect(new Set(tried.map((r) => r.body!.client_id))).toEqual(new Set([stored[0]!.client_id]));

    offline = false;
    act(() => void window.dispatchEvent(new Event('online')));
    await waitFor(() => expect(answer().textContent).toContain('Thùng sơn 2611-0002'));
    expect(screen.queryByText(t.pendingCount(1))).toBeNull();
    const answered = scans(api).slice(tried.length);
    expect(answered.map((r) => r.body!.code)).toEqual(['2611-0001', '2611-0002']);
    // Each scan keeps the id it was given when read: a resend is the same scan to the server.
    expect(answered.map((r) => r.body!.client_id)).toEqual(stored.map((s) => s.client_id));
    expect(screen.getByText('40 kg / 2.500 kg')).toBeTruthy();
  });

  it('undoes the last scan after a confirmation, unloading it through the scan', async () => {
    let count = 0;
    const api = serve(({ body }) =>
      done(String(body!.code), body!.action === 'load' ? ++count : --count, body!.action as 'load'),
    );
    const { user, input } = await openWithCar();
    await user.type(input, '2611-0042{Enter}');
    await waitFor(() => expect(answer().textContent).toContain(t.loaded));
    await user.click(screen.getByRole('button', { name: new RegExp(t.undo) }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog.textContent).toContain(
      `Dỡ 2611-0042 Thùng sơn 2611-0042 khỏi xe ${car.number_car}`,
    );
    await user.click(within(dialog).getByRole('button', { name: t.undoOk }));
    await waitFor(() => expect(answer().textContent).toContain(t.unloaded));
    const [load, unload] = scans(api);
    expect(unload!.body).toMatchObject({ code: '2611-0042', action: 'unload' });
    expect(unload!.body!.client_id).not.toBe(load!.body!.client_id);
    expect(screen.getByText(t.undone)).toBeTruthy();
    expect(screen.getByRole('button', { name: new RegExp(t.undo) })).toHaveProperty(
      'disabled',
      true,
    );
  });
});
