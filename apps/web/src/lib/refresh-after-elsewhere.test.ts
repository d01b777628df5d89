import { QueryClient, QueryObserver } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { refreshAfterElsewhere } from './refresh-map';

/** A fetch the test ends by hand: `finish(value)` or `fail()`. */
function controlledFetches() {
  const calls: { finish: (v: string) => void; fail: () => void }[] = [];
  const queryFn = () =>
    new Promise<string>((resolve, reject) => {
      calls.push({ finish: resolve, fail: () => reject(new Error('mạng lỗi')) });
    });
  return { calls, queryFn };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

function watched(client: QueryClient, queryFn: () => Promise<string>) {
  const observer = new QueryObserver(client, {
    queryKey: ['products', 'list'],
    queryFn,
    retry: false,
  });
  const stop = observer.subscribe(() => {});
  return { observer, stop };
}

describe('refreshAfterElsewhere (a live change of another clerk)', () => {
  it('refreshes an idle screen at once', async () => {
    const client = new QueryClient();
    const { calls, queryFn } = controlledFetches();
    const { observer, stop } = watched(client, queryFn);
    calls[0]!.finish('trước');
    await settle();
    await Promise.race([refreshAfterElsewhere(client, 'goodsLoaded'), settle()]);
    expect(calls).toHaveLength(2);
    calls[1]!.finish('sau');
    await settle();
    expect(observer.getCurrentResult().data).toBe('sau');
    stop();
  });

  it('lets a fetch in flight finish, then fetches again', async () => {
    const client = new QueryClient();
    const { calls, queryFn } = controlledFetches();
    const { observer, stop } = watched(client, queryFn);
    await settle();
    void refreshAfterElsewhere(client, 'goodsLoaded');
    await settle();
    // Not cancelled, no second fetch beside it.
    expect(calls).toHaveLength(1);
    calls[0]!.finish('trang đang tải');
    await settle();
    expect(calls).toHaveLength(2);
    calls[1]!.finish('sau thay đổi');
    await settle();
    expect(observer.getCurrentResult().data).toBe('sau thay đổi');
    stop();
  });

  it('keeps a failed fetch failed (its message stays on screen)', async () => {
    const client = new QueryClient();
    const { calls, queryFn } = controlledFetches();
    const { observer, stop } = watched(client, queryFn);
    await settle();
    void refreshAfterElsewhere(client, 'goodsLoaded');
    calls[0]!.fail();
    await settle();
    await settle();
    expect(calls).toHaveLength(1);
    expect(observer.getCurrentResult().status).toBe('error');
    stop();
  });

  it('leaves queries of other data alone', async () => {
    const client = new QueryClient();
    const { calls, queryFn } = controlledFetches();
    const { stop } = watched(client, queryFn);
    calls[0]!.finish('trước');
    await settle();
    await refreshAfterElsewhere(client, 'backupMade');
    expect(calls).toHaveLength(1);
    stop();
  });
});
