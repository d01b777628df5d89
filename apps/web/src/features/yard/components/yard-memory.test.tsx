import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { depotToday } from '@depot/shared/validation/dates';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { vi as texts } from '../../../i18n/vi';
import { resetReachability } from '../../../lib/reachability';
import { renderRoutes } from '../../../test/render-route';
import type { ScanEntry } from '../queue/scan-entry';
import { SCAN_STORAGE_KEY } from '../queue/scan-queue';
import { resetSharedScanQueue } from '../queue/shared-queue';
import { openYardWithCar } from './open-yard.test-kit';
import { scanFeedback } from './scan-feedback';
import { YARD_TRIP_KEY } from './use-yard-trip';
import { YardPage } from './yard-page';
import { doneOf, refusedOf, serveYard, yardCar } from './yard.test-kit';

// The phone remembers (README "Phones in the loading yard"): a reload keeps the vehicle, the date,
// load or unload, and today's scans with their answers; a refusal waits in red until read.
vi.mock('./scan-feedback', () => ({ scanFeedback: vi.fn() }));

const t = texts.yard;
const answer = () => screen.getByRole('status', { name: t.title });
const list = () => screen.getByRole('list', { name: t.sessionScans });

beforeEach(() => vi.mocked(scanFeedback).mockClear());
afterEach(() => {
  vi.unstubAllGlobals();
  resetSharedScanQueue();
  resetReachability();
});

/** The page opened anew, as after a reload: the tab's queue reads the phone's storage again. */
async function reload() {
  cleanup();
  resetSharedScanQueue();
  renderRoutes('/xep-hang', { '/xep-hang': <YardPage /> });
  await screen.findByText(`${yardCar.number_car} · ${yardCar.driver_name}`);
}

describe('what the yard screen keeps on the phone', () => {
  it('keeps the vehicle, the date, the mode and today’s answered scans over a reload', async () => {
    serveYard(({ body }) => doneOf(String(body!.code), 1, body!.action as 'load'));
    const { user, input } = await openYardWithCar(yardCar);
    await user.click(screen.getByRole('button', { name: t.unload }));
    await user.type(input, '2611-0042{Enter}');
    await waitFor(() => expect(answer().textContent).toContain(t.unloaded));

    await reload();
    expect(screen.getByRole('button', { name: t.unload }).getAttribute('aria-pressed')).toBe(
      'true',
    );
    expect(screen.getByRole('button', { name: t.load }).getAttribute('aria-pressed')).toBe('false');
    expect(JSON.parse(localStorage.getItem(YARD_TRIP_KEY)!)).toMatchObject({
      car_id: yardCar.id,
      datetime_from: depotToday(),
      action: 'unload',
    });
    expect(screen.queryByText(t.noScans)).toBeNull();
    expect(within(list()).getByText(t.unloaded)).toBeTruthy();
    expect(answer().textContent).toContain('Thùng sơn 2611-0042');
    // Ready to scan on: the field is enabled, the vehicle still chosen.
    expect(screen.getByRole('textbox', { name: t.codeLabel })).toHaveProperty('disabled', false);
  });

  it('shows a scan answered while the screen was closed, its refusal held in red until tapped', async () => {
    const kept: ScanEntry = {
      client_id: '0b6f5a8e-1c2d-4e5f-8a9b-0c1d2e3f4a5b',
      code: '2611-0007',
      car_id: yardCar.id,
      number_car: yardCar.number_car,
      datetime_from: depotToday(),
      action: 'load',
      confirm_over_capacity: false,
      scanned_at: Date.now() - 60_000,
      state: 'answered',
      result: refusedOf('2611-0007', 'already_loaded', 'Hàng 2611-0007 đã ở trên xe 51C-888.01'),
    };
    localStorage.setItem(SCAN_STORAGE_KEY, JSON.stringify([kept]));
    serveYard(({ body }) => doneOf(String(body!.code), 2));
    const { user, input } = await openYardWithCar(yardCar);
    expect(answer().dataset.tone).toBe('refused');
    expect(answer().textContent).toContain('đã ở trên xe 51C-888.01');

    // A later scan goes through: the refusal moves up, still red, still there.
    await user.type(input, '2611-0008{Enter}');
    await waitFor(() => expect(answer().dataset.tone).toBe('ok'));
    const held = screen.getByRole('list', { name: t.refusals });
    expect(held.textContent).toContain('2611-0007');

    await user.click(within(held).getByRole('button', { name: t.dismissLabel('2611-0007') }));
    expect(screen.queryByRole('list', { name: t.refusals })).toBeNull();
    // Read and tapped away, it stays in the list of the day, and stays read after a reload.
    expect(within(list()).getByText('2611-0007')).toBeTruthy();
    const stored = JSON.parse(localStorage.getItem(SCAN_STORAGE_KEY)!) as ScanEntry[];
    expect(stored.find((e) => e.code === '2611-0007')!.dismissed).toBe(true);
  });

  it('says goods already on this vehicle calmly: no refusal, no refusal sound', async () => {
    serveYard(({ body }) =>
      refusedOf(String(body!.code), 'already_here', 'Hàng 2611-0042 đã ở trên xe 51C-123.45'),
    );
    const { user, input } = await openYardWithCar(yardCar);
    await user.type(input, '2611-0042{Enter}');
    await waitFor(() => expect(answer().dataset.tone).toBe('same'));
    expect(answer().textContent).toContain(t.alreadyHere);
    expect(answer().textContent).not.toContain(t.refused);
    expect(within(answer()).queryByRole('button')).toBeNull();
    expect(screen.queryByRole('list', { name: t.refusals })).toBeNull();
    expect(scanFeedback).toHaveBeenCalledWith('same');
    expect(scanFeedback).not.toHaveBeenCalledWith('refused');
  });

  it('holds a real refusal with its sound, and lists it after a reload', async () => {
    serveYard(({ body }) => refusedOf(String(body!.code), 'unknown_code', 'Không có hàng mã 9999'));
    const { user, input } = await openYardWithCar(yardCar);
    await user.type(input, '9999{Enter}');
    await waitFor(() => expect(answer().dataset.tone).toBe('refused'));
    expect(scanFeedback).toHaveBeenCalledWith('refused');
    await reload();
    expect(answer().dataset.tone).toBe('refused');
    expect(within(answer()).getByRole('button', { name: t.dismissLabel('9999') })).toBeTruthy();
  });
});
