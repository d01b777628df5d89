import { changeEventSchema, type ChangeEvent } from '@depot/shared/events/events.schema';
import { SseParser, type SseMessage } from '@depot/shared/events/sse-parser';

/**
 * A client of GET /api/events over real HTTP, for the API tests and the bench: what a browser's
 * live-changes reader does, with every message kept and a way to wait for one.
 */
export type TestStream = {
  status: number;
  headers: Headers;
  messages: SseMessage[];
  changes: ChangeEvent[];
  /** When each change arrived (performance.now()), by id. */
  arrivedAt: Map<string, number>;
  waitFor: (test: (messages: SseMessage[]) => boolean, timeoutMs?: number) => Promise<void>;
  /** Resolves when the server ends the stream. */
  ended: Promise<void>;
  close: () => void;
};

export async function openTestStream(
  baseUrl: string,
  token: string | undefined,
  {
    lastEventId,
    query = '',
    trusted = false,
  }: {
    lastEventId?: string;
    query?: string;
    /** The bench: events are not checked against the schema (it costs its one thread). */
    trusted?: boolean;
  } = {},
): Promise<TestStream> {
  const abort = new AbortController();
  const response = await fetch(`${baseUrl}/api/events${query}`, {
    headers: {
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(lastEventId ? { 'last-event-id': lastEventId } : {}),
    },
    signal: abort.signal,
  });
  const messages: SseMessage[] = [];
  const changes: ChangeEvent[] = [];
  const arrivedAt = new Map<string, number>();
  const waiters = new Set<() => void>();
  const parser = new SseParser();
  const read = async () => {
    if (!response.body || !response.ok) return;
    const decoder = new TextDecoder();
    const reader = response.body.getReader();
    try {
      for (;;) {
        const { done, value } = await reader.read();
        if (done) return;
        // When the chunk arrived, before parsing it: the bench's readers share one thread.
        const arrived = performance.now();
        for (const message of parser.feed(decoder.decode(value, { stream: true }))) {
          messages.push(message);
          if (message.event === 'change') {
            const data: unknown = JSON.parse(message.data);
            const change = trusted ? (data as ChangeEvent) : changeEventSchema.parse(data);
            changes.push(change);
            arrivedAt.set(change.id, arrived);
          }
        }
        for (const wake of waiters) wake();
      }
    } catch {
      // aborted by close()
    }
  };
  const ended = read().finally(() => waiters.forEach((wake) => wake()));
  const waitFor = (test: (all: SseMessage[]) => boolean, timeoutMs = 2000) =>
    new Promise<void>((resolve, reject) => {
      const check = () => {
        if (test(messages)) {
          waiters.delete(check);
          clearTimeout(timer);
          resolve();
        }
      };
      const timer = setTimeout(() => {
        waiters.delete(check);
        reject(new Error(`no such event within ${timeoutMs} ms: ${JSON.stringify(messages)}`));
      }, timeoutMs);
      waiters.add(check);
      check();
    });
  return {
    status: response.status,
    headers: response.headers,
    messages,
    changes,
    arrivedAt,
    waitFor,
    ended,
    close: () => abort.abort(),
  };
}
