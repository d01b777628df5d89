import { afterEach, describe, expect, it, vi } from 'vitest';
import { isOnline, PROBE_MS, reportUnreachable, resetReachability } from './reachability';

// docs/decisions/0017-scanners-and-offline.md: offline is decided by failed or unanswered requests, not by the
// browser's flag; a light check of GET /api/ready tells when the server is back.
const envelope = (data: unknown) =>
  new Response(JSON.stringify({ status: true, message: 'OK', data }), {
    status: 200,
    headers: { 'Content-Type': 'application/json' },
  });
const ready = () => envelope({ ready: true, phase: 'ready', database: 'ok' });

afterEach(() => {
  vi.restoreAllMocks();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  resetReachability();
});

describe('reachability', () => {
  it('checks /api/ready while offline and is back online once it answers', async () => {
    vi.useFakeTimers();
    let up = false;
    const fetch = vi.fn(async (url: string) => {
      expect(url).toBe('/api/ready');
      if (!up) throw new TypeError('Failed to fetch');
      return ready();
    });
    vi.stubGlobal('fetch', fetch);
    reportUnreachable();
    await vi.advanceTimersByTimeAsync(PROBE_MS);
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(isOnline()).toBe(false);
    up = true;
    await vi.advanceTimersByTimeAsync(PROBE_MS);
    expect(fetch).toHaveBeenCalledTimes(2);
    expect(isOnline()).toBe(true);
    // Online again: no more checks.
    await vi.advanceTimersByTimeAsync(PROBE_MS * 3);
    expect(fetch).toHaveBeenCalledTimes(2);
  });

  it('does not take a captive Wi-Fi’s login page for the server', async () => {
    vi.useFakeTimers();
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('<html>Đăng nhập Wi-Fi</html>', { status: 200 })),
    );
    reportUnreachable();
    await vi.advanceTimersByTimeAsync(PROBE_MS);
    expect(isOnline()).toBe(false);
  });

  it('checks at once when the browser says it is online again', async () => {
    const fetch = vi.fn(async () => ready());
    vi.stubGlobal('fetch', fetch);
    reportUnreachable();
    window.dispatchEvent(new Event('online'));
    await vi.waitFor(() => expect(isOnline()).toBe(true));
    expect(fetch).toHaveBeenCalledWith('/api/ready', expect.anything());
  });
});
