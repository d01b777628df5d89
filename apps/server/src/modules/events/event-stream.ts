import type { Socket } from 'node:net';
import { changeKindSchema, STREAM_EVENTS } from '@depot/shared/events/events.schema';
import { sql } from 'drizzle-orm';
import type { FastifyReply } from 'fastify';
import type { Executor } from '../../db/client';
import { changeFrame, type ChangeListener, type Delivery } from '../../lib/change-listener';
import { changesAfter, isPruned, type StoredChange } from '../../lib/publish-change';

export type StreamOptions = {
  db: Executor;
  listener: ChangeListener;
  /** The id the client saw last (Last-Event-ID), if it reconnects. */
  lastEventId: string | undefined;
  /** Whether the session is still live; checked with every heartbeat. */
  stillSignedIn: () => Promise<boolean>;
  heartbeatMs: number;
};

/** How many stored changes a reconnecting stream is sent at most; past that, a reset. */
const BACKLOG_LIMIT = 5000;
/** The ids a stream remembers to skip a change it was sent twice (backlog and live). */
const SEEN_KEPT = 2000;
/** A client that reads nothing while this much waits to be written is dropped (it reconnects). */
const MAX_BUFFERED = 1024 * 1024;
/** How long a browser waits before reconnecting a dropped stream (the SSE `retry:` hint). */
export const RETRY_MS = 2000;

/**
 * One open event stream (GET /api/events). Subscribes first, then reads the backlog after the
 * client's last id, then sends the live changes that came meanwhile, skipping those the backlog
 * had: in order, none lost, none twice. The first frame gives the newest id, so a client that
 * had none can still catch up after a drop.
 */
export class EventStream {
  private readonly seen = new Set<string>();
  private lastSent = 0n;
  private pending: Delivery[] | undefined = [];
  private unsubscribe: (() => void) | undefined;
  private heartbeat: NodeJS.Timeout | undefined;
  private ended = false;
  /** Taken at the start: a response lets go of its socket once it is done. */
  private socket: Socket | null = null;

  constructor(
    private readonly reply: FastifyReply,
    private readonly options: StreamOptions,
    private readonly onEnd: (stream: EventStream) => void,
  ) {}

  async open(): Promise<void> {
    const raw = this.reply.raw;
    this.socket = raw.socket;
    raw.on('close', () => this.end());
    raw.writeHead(200, {
      // helmet's headers, set on the reply by its onRequest hook, before the stream takes over.
      ...(this.reply.getHeaders() as Record<string, string>),
      'content-type': 'text/event-stream; charset=utf-8',
      'cache-control': 'no-store, no-transform',
      // The socket ends with the stream (a reconnect opens a new one): a server closing or
      // draining is not left waiting for a client to drop an idle kept-alive connection.
      connection: 'close',
      // Proxies (nginx) must pass each event on at once, not buffer the stream.
      'x-accel-buffering': 'no',
    });
    raw.write(`retry: ${RETRY_MS}\n\n`);
    this.unsubscribe = await this.options.listener.subscribe({
      onChange: (delivery) => this.receive(delivery),
      onGap: () => void this.readBack().catch(() => this.end()),
    });
    if (this.ended) return this.unsubscribe();
    const { lastEventId, db } = this.options;
    if (lastEventId !== undefined) {
      if (await isPruned(db, lastEventId)) {
        this.write(`event: ${STREAM_EVENTS.reset}\ndata: {}\n\n`);
      } else {
        this.lastSent = BigInt(lastEventId);
        const backlog = await changesAfter(db, lastEventId, BACKLOG_LIMIT);
        if (backlog.length >= BACKLOG_LIMIT)
          this.write(`event: ${STREAM_EVENTS.reset}\ndata: {}\n\n`);
        else for (const stored of backlog) this.sendStored(stored);
      }
    }
    // The newest id now, so a client that reconnects later asks for what came after it.
    const newest = await newestId(db);
    if (BigInt(newest) > this.lastSent) {
      this.lastSent = BigInt(newest);
      this.write(`id: ${newest}\nevent: ${STREAM_EVENTS.ready}\ndata: {}\n\n`);
    } else this.write(`event: ${STREAM_EVENTS.ready}\ndata: {}\n\n`);
    const waiting = this.pending ?? [];
    this.pending = undefined;
    for (const delivery of waiting) this.receive(delivery);
    // The client may have gone while the backlog was read: no heartbeat for a closed stream.
    if (!this.ended) this.heartbeat = setInterval(() => void this.beat(), this.options.heartbeatMs);
  }

  /** Ends the stream (server closing, session ended, client gone). */
  end(): void {
    if (this.ended) return;
    this.ended = true;
    clearInterval(this.heartbeat);
    this.unsubscribe?.();
    const raw = this.reply.raw;
    if (!raw.writableEnded) raw.end();
    // The connection goes with the stream (it was sent `connection: close`): a kept-alive
    // socket left behind would hold a closing server until the client dropped it.
    this.socket?.destroySoon();
    this.onEnd(this);
  }

  private receive(delivery: Delivery): void {
    if (this.pending) {
      this.pending.push(delivery);
      return;
    }
    if (this.markSeen(delivery.event.id)) this.write(delivery.frame);
  }

  private sendStored(stored: StoredChange): void {
    const kind = changeKindSchema.safeParse(stored.kind);
    if (!kind.success || !this.markSeen(stored.id)) return;
    const ids = stored.ids ?? undefined;
    this.write(
      changeFrame({ id: stored.id, kind: kind.data, ...(ids ? { ids } : {}), at: stored.at }),
    );
  }

  /** After the listener's connection came back: what was committed while it was away. */
  private async readBack(): Promise<void> {
    const backlog = await changesAfter(this.options.db, this.lastSent.toString(), BACKLOG_LIMIT);
    for (const stored of backlog) this.sendStored(stored);
  }

  /** False when the id was sent already. */
  private markSeen(id: string): boolean {
    if (this.seen.has(id)) return false;
    this.seen.add(id);
    if (this.seen.size > SEEN_KEPT) this.seen.delete(this.seen.values().next().value!);
    const value = BigInt(id);
    if (value > this.lastSent) this.lastSent = value;
    return true;
  }

  private write(frame: string): void {
    if (this.ended) return;
    const raw = this.reply.raw;
    raw.write(frame);
    if (raw.writableLength > MAX_BUFFERED) this.end();
  }

  private async beat(): Promise<void> {
    if (!(await this.options.stillSignedIn().catch(() => true))) return this.end();
    this.write(': ping\n\n');
  }
}

/** The newest id the sequence gave (0 before any change). */
async function newestId(db: Executor): Promise<string> {
  const result = await db.execute<{ id: string }>(
    sql`select (case when is_called then last_value else 0 end)::text as id from change_events_id_seq`,
  );
  return result.rows[0]?.id ?? '0';
}
