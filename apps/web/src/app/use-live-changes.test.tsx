import type { ReactNode } from 'react';
import { renderHook, waitFor } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { clearSession, saveSession } from '../lib/session';
import { userOf } from '../test/fake-api-forms';
import { useLiveChanges } from './use-live-changes';

// docs/decisions/0013-live-screens-several-servers.md: the shell's one stream refreshes what the refresh map names for each change kind;
// no screen subscribes by hand.

afterEach(() => {
  vi.unstubAllGlobals();
  clearSession();
});

describe('useLiveChanges', () => {
  it('refreshes the goods list on another clerk’s load and leaves an open form’s row alone', async () => {
    saveSession('tok', userOf());
    const encoder = new TextEncoder();
    let push!: (text: string) => void;
    const fetch = vi.fn(async (_url: RequestInfo | URL, init?: RequestInit) => {
      const body = new ReadableStream<Uint8Array>({
        start: (controller) => {
          push = (text) => controller.enqueue(encoder.encode(text));
          init?.signal?.addEventListener('abort', () => controller.error(new Error('aborted')));
        },
      });
      return new Response(body, { headers: { 'content-type': 'text/event-stream' } });
    });
    vi.stubGlobal('fetch', fetch);
    const client = new QueryClient();
    client.setQueryData(['products', 'list', { paged: 1 }], { rows: [] });
    client.setQueryData(['products', 'detail', '42'], { id: 42 });
    client.setQueryData(['cars', 'list', { paged: 1 }], { rows: [] });
    const wrapper = ({ children }: { children: ReactNode }) => (
      <QueryClientProvider client={client}>{children}</QueryClientProvider>
    );
    const { unmount } = renderHook(() => useLiveChanges(), { wrapper });
    await waitFor(() => expect(fetch).toHaveBeenCalledTimes(1));
    const [url, init] = fetch.mock.calls[0]!;
    expect(url).toBe('/api/events');
    expect((init!.headers as Record<string, string>).authorization).toBe('Bearer tok');

    push(
      'id: 9\nevent: change\ndata: {"id":"9","kind":"goodsLoaded","ids":[42],"at":"2026-11-26T01:00:00Z"}\n\n',
    );
    const stale = (key: unknown[]) => client.getQueryState(key)?.isInvalidated;
    await waitFor(() => expect(stale(['products', 'list', { paged: 1 }])).toBe(true));
    expect(stale(['products', 'detail', '42'])).toBe(false);
    expect(stale(['cars', 'list', { paged: 1 }])).toBe(false);
    unmount();
  });
});
