/**
 * The restore-to-a-moment bench's workload: `connections` loops each sending POSTs, at a
 * clerk's pace (one every `paceMs`, ±50 %) or closed-loop (`paceMs` 0: again as soon as
 * answered). Every reply is handed over with when it was sent and when it arrived, so a caller
 * can tell what was acknowledged before a crash, or keep only a timed window.
 */
import type { Send } from './money-server';

export type Reply = {
  status: number;
  note?: string;
  /** Date.now() when sent and when the reply (or the failure) arrived. */
  sentAt: number;
  answeredAt: number;
  ms: number;
};

export type LoopRequest = { url: string; body: object; note?: string };

export type Loops = {
  /** Requests sent and not answered yet. */
  inFlight: () => number;
  /** Notes of the requests sent so far. */
  sent: Set<string>;
  /** Sends nothing more; resolves once every request sent was answered or failed. */
  stop: () => Promise<void>;
};

export function startLoops(
  send: Send,
  options: {
    connections: number;
    paceMs: number;
    request: (connection: number, seq: number) => LoopRequest;
    onReply: (reply: Reply) => void;
  },
): Loops {
  let stopping = false;
  let wake: () => void = () => {};
  const stopped = new Promise<void>((resolve) => (wake = resolve));
  const nap = (ms: number) =>
    Promise.race([new Promise((resolve) => setTimeout(resolve, ms)), stopped]);
  let inFlight = 0;
  const sent = new Set<string>();

  const loop = async (connection: number) => {
    // Staggered, so the paced loops do not all send in the same millisecond.
    if (options.paceMs > 0) await nap(Math.random() * options.paceMs);
    for (let seq = 0; !stopping; seq++) {
      const next = Date.now() + (options.paceMs > 0 ? options.paceMs * (0.5 + Math.random()) : 0);
      const request = options.request(connection, seq);
      if (request.note) sent.add(request.note);
      const sentAt = Date.now();
      const started = performance.now();
      inFlight++;
      const status = await send('POST', request.url, request.body);
      inFlight--;
      const ms = performance.now() - started;
      options.onReply({ status, note: request.note, sentAt, answeredAt: Date.now(), ms });
      const wait = next - Date.now();
      if (wait > 0 && !stopping) await nap(wait);
    }
  };
  const running = Array.from({ length: options.connections }, (_, i) => loop(i));
  return {
    inFlight: () => inFlight,
    sent,
    stop: async () => {
      stopping = true;
      wake();
      await Promise.all(running);
    },
  };
}
