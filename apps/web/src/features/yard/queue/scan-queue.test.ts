import { describe, expect, it, vi } from 'vitest';
import type { SendOutcome } from '../api/send-scan';
import type { ScanEntry } from './scan-entry';
import { SCAN_STORAGE_KEY, ScanQueue } from './scan-queue';

// The offline queue alone (no screen): what it keeps, in which order it sends, when it stops.
const entry = (n: number): ScanEntry => ({
  client_id: `00000000-0000-4000-8000-00000000000${n}`,
  code: `2611-000${n}`,
  car_id: 9,
  number_car: '51C-123.45',
  datetime_from: '2026-11-26',
  action: 'load',
  confirm_over_capacity: false,
  scanned_at: n,
  state: 'waiting',
});

describe('ScanQueue', () => {
  it('goes past a scan refused as a request (final) and keeps the order', async () => {
    const outcomes: SendOutcome[] = [
      { kind: 'failed', message: 'Mã lượt quét đã được dùng cho một lượt quét khác' },
      { kind: 'retry', message: 'Không thể kết nối tới máy chủ' },
    ];
    const send = vi.fn(async (_entry: ScanEntry) => outcomes.shift()!);
    const queue = new ScanQueue(send, localStorage);
    queue.add(entry(1));
    queue.add(entry(2));
    await queue.flush();
    queue.stop();
    const [first, second] = queue.snapshot().entries;
    expect(first).toMatchObject({
      state: 'failed',
      error: expect.stringContaining('đã được dùng'),
    });
    expect(second!.state).toBe('waiting');
    expect(send.mock.calls.map(([e]) => e.code)).toEqual(['2611-0001', '2611-0002']);
  });

  it('stops at a 401 and sends nothing more until a new screen', async () => {
    const send = vi.fn(async (): Promise<SendOutcome> => ({ kind: 'signed-out' }));
    const queue = new ScanQueue(send, localStorage);
    queue.add(entry(1));
    await queue.flush();
    await queue.flush();
    expect(send).toHaveBeenCalledTimes(1);
    expect(queue.snapshot().signedOut).toBe(true);
  });

  it('finds the scans a closed screen left in storage', () => {
    localStorage.setItem(SCAN_STORAGE_KEY, JSON.stringify([entry(1), entry(2)]));
    const queue = new ScanQueue(async () => ({ kind: 'retry', message: '' }), localStorage);
    expect(queue.waiting().map((e) => e.code)).toEqual(['2611-0001', '2611-0002']);
    queue.stop();
  });
});
