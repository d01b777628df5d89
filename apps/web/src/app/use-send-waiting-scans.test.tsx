import { renderHook, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { transportsApi } from '@depot/shared/transports/transports.contract';
import type { ScanResult } from '@depot/shared/transports/transports.schema';
import type { ScanEntry } from '../features/yard/queue/scan-entry';
import { SCAN_STORAGE_KEY } from '../features/yard/queue/scan-queue';
import { resetSharedScanQueue } from '../features/yard/queue/shared-queue';
import { on, stubEndpoints } from '../test/fake-api-endpoints';
import { useSendWaitingScans } from './use-send-waiting-scans';

// docs/decisions/0002-scan-request-ids.md: a scan kept offline is sent when the app opens on any screen, not only the yard's.
const waiting: ScanEntry = {
  client_id: '0b6f5a8e-1c2d-4e5f-8a9b-0c1d2e3f4a5b',
  code: '2611-0007',
  car_id: 3,
  number_car: '51C-888.01',
  datetime_from: '2026-11-26',
  action: 'load',
  confirm_over_capacity: false,
  scanned_at: 1,
  state: 'waiting',
};

/** The server's answer once the network is back: no goods of that code. */
const unknownCode: ScanResult = {
  ok: false,
  action: 'load',
  kind: 'unknown_code',
  reason: 'Không có hàng mã 2611-0007',
  goods: null,
  load: null,
};

afterEach(() => {
  vi.unstubAllGlobals();
  resetSharedScanQueue();
});

describe('useSendWaitingScans', () => {
  it('sends the waiting scans when the app opens, and again when the network is back', async () => {
    localStorage.setItem(SCAN_STORAGE_KEY, JSON.stringify([waiting]));
    let online = false;
    const api = stubEndpoints([
      on(transportsApi.scan, () =>
        online ? unknownCode : Promise.reject(new TypeError('Failed to fetch')),
      ),
    ]);
    // The browser's online event also checks GET /api/ready: only the scans are counted here.
    const scans = () => api.requests(transportsApi.scan);
    renderHook(() => useSendWaitingScans());
    await waitFor(() => expect(scans()).toHaveLength(1));
    expect(scans()[0]!.body).toMatchObject({ client_id: waiting.client_id, code: '2611-0007' });

    online = true;
    window.dispatchEvent(new Event('online'));
    await waitFor(() => expect(scans()).toHaveLength(2));
    await waitFor(() => {
      const stored = JSON.parse(localStorage.getItem(SCAN_STORAGE_KEY)!) as ScanEntry[];
      expect(stored.map((e) => e.state)).toEqual(['answered']);
    });
    expect(scans()[1]!.body).toMatchObject({ client_id: waiting.client_id });
  });
});
