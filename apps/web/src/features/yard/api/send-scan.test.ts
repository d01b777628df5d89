import { afterEach, describe, expect, it, vi } from 'vitest';
import { isOnline, resetReachability } from '../../../lib/reachability';
import { sendScan, SCAN_TIMEOUT_MS } from './send-scan';

// docs/decisions/0017-scanners-and-offline.md: a scan the server does not answer in time stays queued and the phone is
// taken as offline; the light check of GET /api/ready (lib/reachability.ts) brings it back.
afterEach(() => {
  vi.restoreAllMocks();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  resetReachability();
});

describe('sendScan', () => {
  it('takes a scan unanswered within 5 s as offline, to send again', async () => {
    vi.useFakeTimers();
    // The platform's time-out runs on its own clock: this one runs on the fake timers.
    vi.spyOn(AbortSignal, 'timeout').mockImplementation((ms) => {
      const controller = new AbortController();
      setTimeout(() => controller.abort(new DOMException('timed out', 'TimeoutError')), ms);
      return controller.signal;
    });
    // A request that never comes back (a Wi-Fi that takes it and answers nothing).
    vi.stubGlobal(
      'fetch',
      vi.fn(
        (_url: string, init: RequestInit) =>
          new Promise((_resolve, reject) =>
            init.signal!.addEventListener('abort', () => reject(init.signal!.reason)),
          ),
      ),
    );
    const sending = sendScan({
      client_id: '0b6f5a8e-1c2d-4e5f-8a9b-0c1d2e3f4a5b',
      code: '2611-0007',
      car_id: 3,
      datetime_from: '2026-11-26',
      action: 'load',
      confirm_over_capacity: false,
    });
    await vi.advanceTimersByTimeAsync(SCAN_TIMEOUT_MS - 1);
    expect(isOnline()).toBe(true);
    await vi.advanceTimersByTimeAsync(1);
    expect(await sending).toMatchObject({ kind: 'retry' });
    expect(isOnline()).toBe(false);
  });
});
