import type { SendOutcome } from '../api/send-scan';
import type { ScanEntry } from './scan-entry';

/** Where the scans wait and are remembered: this phone's storage survives a reload or a crash. */
export const SCAN_STORAGE_KEY = 'depot.yard.scans';
/** Answered scans kept for the list; waiting ones are never dropped. */
const KEEP_ANSWERED = 300;
/** A queue that could not send tries again after this long, online event or not. */
export const RETRY_MS = 15_000;

type Send = (entry: ScanEntry) => Promise<SendOutcome>;
type Listener = () => void;

/** What the screen shows of the queue; a new object on every change. */
export type QueueState = {
  /** Every scan kept, oldest first. */
  entries: ScanEntry[];
  /** A 401 stopped the sending: nothing goes until the person signs in again. */
  signedOut: boolean;
};

function read(storage: Storage): ScanEntry[] {
  try {
    const parsed: unknown = JSON.parse(storage.getItem(SCAN_STORAGE_KEY) ?? '[]');
    return Array.isArray(parsed) ? (parsed as ScanEntry[]) : [];
  } catch {
    return [];
  }
}

/**
 * The offline queue of the yard screen. A scan is written to storage first, then sent; the
 * waiting ones go one at a time, oldest first, each with its own client_id for ever, so the
 * server loads each once however often it arrives. Sending stops at the first one without an
 * answer (no network, server down, no answer within send-scan.ts's time-out) to keep the order,
 * and starts again on `flush()`: when the server is reached again (lib/reachability.ts), when
 * the screen opens, right after a scan, and every RETRY_MS meanwhile.
 */
export class ScanQueue {
  private state: QueueState;
  private listeners = new Set<Listener>();
  private answerListeners = new Set<(entry: ScanEntry) => void>();
  private flushing: Promise<void> | null = null;
  private retryTimer: ReturnType<typeof setTimeout> | undefined;
  constructor(
    private readonly send: Send,
    private readonly storage: Storage = localStorage,
  ) {
    this.state = { entries: read(storage), signedOut: false };
  }

  /** The current state (the same object until something changes). */
  snapshot = (): QueueState => this.state;

  private get entries(): ScanEntry[] {
    return this.state.entries;
  }

  subscribe = (listener: Listener): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  /** Hears each scan once the server answered or refused it. */
  onAnswer = (listener: (entry: ScanEntry) => void): (() => void) => {
    this.answerListeners.add(listener);
    return () => this.answerListeners.delete(listener);
  };

  /** Keeps a new scan (before any sending) and sends what waits. */
  add(entry: ScanEntry): void {
    this.write([...this.entries, entry]);
    void this.flush();
  }

  /** Marks a kept scan's refusal as seen: it leaves the top of the screen, stays in the list. */
  dismiss(clientId: string): void {
    if (!this.entries.some((e) => e.client_id === clientId && !e.dismissed)) return;
    this.write(this.entries.map((e) => (e.client_id === clientId ? { ...e, dismissed: true } : e)));
  }

  waiting(): ScanEntry[] {
    return this.entries.filter((e) => e.state === 'waiting');
  }

  /** Sends the waiting scans in order; a flush already running is joined, not doubled. */
  flush(): Promise<void> {
    if (this.state.signedOut) return Promise.resolve();
    this.flushing ??= this.sendAll().finally(() => {
      this.flushing = null;
    });
    return this.flushing;
  }

  /** Stops the retry timer (the screen closed). */
  stop(): void {
    clearTimeout(this.retryTimer);
  }

  private async sendAll(): Promise<void> {
    clearTimeout(this.retryTimer);
    for (;;) {
      const next = this.entries.find((e) => e.state === 'waiting');
      if (!next) return;
      const outcome = await this.send(next);
      if (outcome.kind === 'signed-out') {
        this.state = { ...this.state, signedOut: true };
        this.notify();
        return;
      }
      if (outcome.kind === 'retry') {
        this.retryTimer = setTimeout(() => void this.flush(), RETRY_MS);
        return;
      }
      const settled: ScanEntry =
        outcome.kind === 'answered'
          ? { ...next, state: 'answered', result: outcome.result }
          : { ...next, state: 'failed', error: outcome.message };
      this.write(this.entries.map((e) => (e.client_id === next.client_id ? settled : e)));
      for (const listener of this.answerListeners) listener(settled);
    }
  }

  private write(entries: ScanEntry[]): void {
    const answered = entries.filter((e) => e.state !== 'waiting').length;
    let drop = Math.max(0, answered - KEEP_ANSWERED);
    const kept = entries.filter((e) => !(drop > 0 && e.state !== 'waiting' && drop-- > 0));
    this.state = { ...this.state, entries: kept };
    try {
      this.storage.setItem(SCAN_STORAGE_KEY, JSON.stringify(kept));
    } catch {
      // A full storage keeps the scans in memory: they are still sent while the screen is open.
    }
    this.notify();
  }

  private notify(): void {
    for (const listener of this.listeners) listener();
  }
}
