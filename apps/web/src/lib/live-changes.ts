import {
  changeEventSchema,
  STREAM_EVENTS,
  type ChangeEvent,
  type ChangeKind,
} from '@depot/shared/events/events.schema';
import { SseParser } from '@depot/shared/events/sse-parser';

export type LiveChangesOptions = {
  /** The session's token, read anew at each (re)connection; none: wait and try again. */
  getToken: () => string | null;
  /** The kinds changed within one burst (batchMs), and their events. */
  onChanges: (kinds: ReadonlySet<ChangeKind>, events: readonly ChangeEvent[]) => void;
  /** The server no longer has what this tab missed: every screen must read its data again. */
  onReset: () => void;
  /** The session ended (401): the stream stops for good. */
  onUnauthorized: () => void;
  url?: string;
  fetch?: typeof fetch;
  /** Changes within this window go out as one batch (a pickup of 30 goods, a burst of scans). */
  batchMs?: number;
  /** The wait before reconnecting after `attempt` failures in a row. */
  backoffMs?: (attempt: number) => number;
};

/** 1 s, 2 s, 4 s … up to 30 s, with some jitter so tabs do not all come back at once. */
export function defaultBackoff(attempt: number): number {
  const base = Math.min(30_000, 1000 * 2 ** Math.min(attempt, 5));
  return base / 2 + Math.random() * (base / 2);
}

/**
 * Follows GET /api/events for live screens (docs/decisions/0013-live-screens-several-servers.md): `fetch` with the bearer token (an
 * EventSource cannot send headers), the SSE read as it arrives, reconnecting by itself with
 * backoff and `Last-Event-ID` so nothing committed meanwhile is missed. Returns `stop`.
 */
export function followLiveChanges(options: LiveChangesOptions): () => void {
  const {
    url = '/api/events',
    batchMs = 150,
    backoffMs = defaultBackoff,
    fetch: send = (...args) => globalThis.fetch(...args),
  } = options;
  const abort = new AbortController();
  let lastEventId: string | undefined;
  let failures = 0;
  let batch: ChangeEvent[] = [];
  let flushTimer: ReturnType<typeof setTimeout> | undefined;
  let retryTimer: ReturnType<typeof setTimeout> | undefined;

  const flush = () => {
    flushTimer = undefined;
    const events = batch;
    batch = [];
    if (events.length > 0) options.onChanges(new Set(events.map((e) => e.kind)), events);
  };
  const queue = (event: ChangeEvent) => {
    // A chunk read just before `stop` is dropped: its screen is gone.
    if (abort.signal.aborted) return;
    batch.push(event);
    flushTimer ??= setTimeout(flush, batchMs);
  };

  const connectOnce = async (): Promise<'retry' | 'stop'> => {
    const token = options.getToken();
    if (!token) return 'retry';
    const headers: Record<string, string> = {
      authorization: `Bearer ${token}`,
      accept: 'text/event-stream',
    };
    if (lastEventId) headers['last-event-id'] = lastEventId;
    const response = await send(url, { headers, signal: abort.signal, cache: 'no-store' });
    if (response.status === 401) {
      options.onUnauthorized();
      return 'stop';
    }
    if (!response.ok || !response.body) return 'retry';
    const parser = new SseParser();
    const reader = response.body.getReader();
    const decoder = new TextDecoder();
    for (;;) {
      const { done, value } = await reader.read();
      if (done) return 'retry';
      for (const message of parser.feed(decoder.decode(value, { stream: true }))) {
        // A stream that delivered something is healthy: the next drop retries quickly.
        failures = 0;
        if (message.event === STREAM_EVENTS.reset) options.onReset();
        else if (message.event === STREAM_EVENTS.change) {
          const parsed = changeEventSchema.safeParse(safeJson(message.data));
          if (parsed.success) queue(parsed.data);
        }
      }
      if (parser.lastEventId) lastEventId = parser.lastEventId;
    }
  };

  const run = () => {
    void connectOnce()
      .catch(() => 'retry' as const)
      .then((next) => {
        if (abort.signal.aborted || next === 'stop') return;
        retryTimer = setTimeout(run, backoffMs(failures++));
      });
  };
  run();

  return () => {
    abort.abort();
    clearTimeout(retryTimer);
    // Nothing is refreshed for a screen that is gone.
    clearTimeout(flushTimer);
  };
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}
