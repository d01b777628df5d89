import { describe, expect, it, vi } from 'vitest';
import type { ChangeKind } from '@depot/shared/events/events.schema';
import { followLiveChanges, type LiveChangesOptions } from './live-changes';

// docs/decisions/0013-live-screens-several-servers.md: the browser's side of GET /api/events, over a fake fetch whose streams the test
// writes into.

type Opened = { headers: Record<string, string>; push: (text: string) => void; end: () => void };

function fakeServer(status = 200) {
  const opened: Opened[] = [];
  const fetch = vi.fn(async (_url: RequestInfo | URL, init?: RequestInit) => {
    if (status !== 200) return new Response('{}', { status });
    let controller!: ReadableStreamDefaultController<Uint8Array>;
    const body = new ReadableStream<Uint8Array>({ start: (c) => void (controller = c) });
    const encoder = new TextEncoder();
    opened.push({
      headers: init?.headers as Record<string, string>,
      push: (text) => controller.enqueue(encoder.encode(text)),
      end: () => controller.close(),
    });
    init?.signal?.addEventListener('abort', () => controller.error(new Error('aborted')));
    return new Response(body, { headers: { 'content-type': 'text/event-stream' } });
  });
  return { fetch: fetch as unknown as typeof globalThis.fetch, opened, calls: fetch };
}

const change = (id: number, kind: ChangeKind, ids?: number[]) =>
  `id: ${id}\nevent: change\ndata: ${JSON.stringify({ id: String(id), kind, ids, at: '2026-11-26T01:00:00Z' })}\n\n`;

function follow(server: ReturnType<typeof fakeServer>, extra: Partial<LiveChangesOptions> = {}) {
  const batches: ChangeKind[][] = [];
  const options: LiveChangesOptions = {
    getToken: () => 'tok',
    onChanges: (kinds) => batches.push([...kinds]),
    onReset: vi.fn(),
    onUnauthorized: vi.fn(),
    fetch: server.fetch,
    batchMs: 30,
    backoffMs: () => 10,
    ...extra,
  };
  const stop = followLiveChanges(options);
  return { batches, options, stop };
}

describe('followLiveChanges', () => {
  it('sends the bearer token and gives a burst of changes as one batch, each kind once', async () => {
    const server = fakeServer();
    const { batches, stop } = follow(server);
    await vi.waitFor(() => expect(server.opened).toHaveLength(1));
    expect(server.opened[0]!.headers.authorization).toBe('Bearer tok');
    expect(server.opened[0]!.headers['last-event-id']).toBeUndefined();
    server.opened[0]!.push('retry: 2000\n\n: ping\n\n');
    server.opened[0]!.push(change(5, 'goodsLoaded', [1, 2]) + change(6, 'goodsPaid'));
    server.opened[0]!.push(change(7, 'goodsLoaded', [3]));
    await vi.waitFor(() => expect(batches).toHaveLength(1));
    expect(batches[0]).toEqual(['goodsLoaded', 'goodsPaid']);
    server.opened[0]!.push(change(8, 'carChanged'));
    await vi.waitFor(() => expect(batches).toEqual([['goodsLoaded', 'goodsPaid'], ['carChanged']]));
    stop();
  });

  it('reconnects by itself after a drop, asking for what came after the last id it saw', async () => {
    const server = fakeServer();
    const { batches, stop } = follow(server);
    await vi.waitFor(() => expect(server.opened).toHaveLength(1));
    server.opened[0]!.push('id: 40\nevent: ready\ndata: {}\n\n' + change(41, 'goodsReceived'));
    await vi.waitFor(() => expect(batches).toHaveLength(1));
    server.opened[0]!.end();
    await vi.waitFor(() => expect(server.opened).toHaveLength(2));
    expect(server.opened[1]!.headers['last-event-id']).toBe('41');
    server.opened[1]!.push('id: 41\nevent: ready\ndata: {}\n\n');
    server.opened[1]!.end();
    await vi.waitFor(() => expect(server.opened).toHaveLength(3));
    expect(server.opened[2]!.headers['last-event-id']).toBe('41');
    stop();
  });

  it('keeps the id of the first frame, so a tab that saw no change yet still catches up', async () => {
    const server = fakeServer();
    const { stop } = follow(server);
    await vi.waitFor(() => expect(server.opened).toHaveLength(1));
    server.opened[0]!.push('id: 12\nevent: ready\ndata: {}\n\n');
    server.opened[0]!.end();
    await vi.waitFor(() => expect(server.opened).toHaveLength(2));
    expect(server.opened[1]!.headers['last-event-id']).toBe('12');
    stop();
  });

  it('waits longer after each failed connection', async () => {
    const server = fakeServer(503);
    const waits: number[] = [];
    const { stop } = follow(server, {
      backoffMs: (attempt) => {
        waits.push(attempt);
        return 5;
      },
    });
    await vi.waitFor(() => expect(waits.length).toBeGreaterThanOrEqual(3));
    expect(waits.slice(0, 3)).toEqual([0, 1, 2]);
    stop();
  });

  it('asks for a full refresh on `reset`', async () => {
    const server = fakeServer();
    const { options, stop } = follow(server);
    await vi.waitFor(() => expect(server.opened).toHaveLength(1));
    server.opened[0]!.push('event: reset\ndata: {}\n\n');
    await vi.waitFor(() => expect(options.onReset).toHaveBeenCalledTimes(1));
    stop();
  });

  it('stops for good on 401, handing the signed-out session over', async () => {
    const server = fakeServer(401);
    const { options, stop } = follow(server);
    await vi.waitFor(() => expect(options.onUnauthorized).toHaveBeenCalledTimes(1));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(server.calls).toHaveBeenCalledTimes(1);
    stop();
  });

  it('stops reading and reconnecting once stopped', async () => {
    const server = fakeServer();
    const { batches, stop } = follow(server);
    await vi.waitFor(() => expect(server.opened).toHaveLength(1));
    server.opened[0]!.push(change(3, 'goodsEdited'));
    stop();
    await new Promise((resolve) => setTimeout(resolve, 80));
    expect(server.calls).toHaveBeenCalledTimes(1);
    expect(batches).toEqual([]);
  });
});
