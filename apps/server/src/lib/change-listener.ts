import {
  CHANGE_CHANNEL,
  changeEventSchema,
  type ChangeEvent,
} from '@depot/shared/events/events.schema';
import pg from 'pg';

/** What a subscriber gets: the event, and its SSE frame, written once for every stream. */
export type Delivery = { event: ChangeEvent; frame: string };

export type Subscriber = {
  onChange: (delivery: Delivery) => void;
  /** The listening connection was lost and is back: changes meanwhile must be read back. */
  onGap: () => void;
};

type Log = { warn: (details: object, message: string) => void };

const BACKOFF_MS = [100, 250, 500, 1000, 2000, 5000];
/** A dead connection that no error announced (a cut cable) shows on the next ping. */
const PING_EVERY_MS = 30_000;

/** The SSE frame of one change: its id (for Last-Event-ID), its name and its JSON. */
export function changeFrame(event: ChangeEvent): string {
  return `id: ${event.id}\nevent: change\ndata: ${JSON.stringify(event)}\n\n`;
}

/**
 * The one LISTEN connection of a server process (docs/decisions/0013-live-screens-several-servers.md), fanning each NOTIFY out to the open
 * event streams of this process. A dedicated client, not one of the pool's: a pooled connection
 * goes back to the pool and stops listening. It connects with the first subscriber, reconnects
 * with backoff when the connection drops (telling subscribers to read back what they missed),
 * and closes with the app.
 */
export class ChangeListener {
  private readonly subscribers = new Set<Subscriber>();
  private client: pg.Client | undefined;
  private connecting: Promise<void> | undefined;
  private ping: NodeJS.Timeout | undefined;
  private closed = false;
  private failures = 0;

  constructor(
    /** Read at the first connection: an app built without a database never calls it. */
    private readonly config: () => pg.ClientConfig,
    private readonly log?: Log,
  ) {}

  /** Adds a subscriber once this process listens: a change committed from now on reaches it. */
  async subscribe(subscriber: Subscriber): Promise<() => void> {
    this.subscribers.add(subscriber);
    try {
      await this.connected();
    } catch (error) {
      this.subscribers.delete(subscriber);
      throw error;
    }
    return () => this.subscribers.delete(subscriber);
  }

  get subscriberCount(): number {
    return this.subscribers.size;
  }

  async close(): Promise<void> {
    this.closed = true;
    clearInterval(this.ping);
    this.subscribers.clear();
    const client = this.client;
    this.client = undefined;
    await client?.end().catch(() => undefined);
  }

  private connected(): Promise<void> {
    if (this.closed) return Promise.reject(new Error('change listener closed'));
    if (this.client) return Promise.resolve();
    this.connecting ??= this.connect().finally(() => (this.connecting = undefined));
    return this.connecting;
  }

  private async connect(): Promise<void> {
    const client = new pg.Client({
      ...this.config(),
      application_name: 'depot-events',
      keepAlive: true,
    });
    client.on('error', () => this.lost(client));
    client.on('end', () => this.lost(client));
    client.on('notification', (message) => this.deliver(message.payload));
    try {
      await client.connect();
      await client.query(`listen ${CHANGE_CHANNEL}`);
    } catch (error) {
      await client.end().catch(() => undefined);
      throw error;
    }
    if (this.closed) {
      await client.end().catch(() => undefined);
      throw new Error('change listener closed');
    }
    this.client = client;
    this.failures = 0;
    clearInterval(this.ping);
    this.ping = setInterval(
      () => void client.query('select 1').catch(() => this.lost(client)),
      PING_EVERY_MS,
    );
    this.ping.unref();
  }

  private deliver(payload: string | undefined): void {
    let event: ChangeEvent;
    try {
      event = changeEventSchema.parse(JSON.parse(payload ?? ''));
    } catch {
      this.log?.warn({ payload }, 'unreadable change notification');
      return;
    }
    const delivery = { event, frame: changeFrame(event) };
    for (const subscriber of this.subscribers) subscriber.onChange(delivery);
  }

  /** The connection dropped: reconnect with backoff while anyone listens, then report the gap. */
  private lost(client: pg.Client): void {
    if (this.client !== client) return;
    this.client = undefined;
    clearInterval(this.ping);
    client.end().catch(() => undefined);
    if (this.closed) return;
    this.log?.warn({}, 'change listener lost its connection, reconnecting');
    const retry = () => {
      if (this.closed || this.subscribers.size === 0) return;
      this.connected().then(
        () => {
          for (const subscriber of this.subscribers) subscriber.onGap();
        },
        () => {
          this.failures++;
          setTimeout(retry, BACKOFF_MS[Math.min(this.failures, BACKOFF_MS.length - 1)]).unref();
        },
      );
    };
    setTimeout(retry, BACKOFF_MS[0]).unref();
  }
}
