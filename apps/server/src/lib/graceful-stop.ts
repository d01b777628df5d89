import type { Server } from 'node:http';
import type { Readiness } from '../modules/health/readiness';

/**
 * How long app.close() may wait for connections that never end on their own (an open
 * GET /api/events stream, a stalled download) before they are cut: in-flight requests finish
 * well within it, and the stop stays well inside the server's 10 s forced exit.
 */
export const CLOSE_GRACE_MS = 3_000;

/**
 * The first step of a stop: GET /api/ready turns 503 at once, and the process keeps serving
 * every request, in flight or new, for `seconds`, the time a load balancer's health check
 * takes to notice and send the traffic elsewhere. Behind no balancer, DRAIN_SECONDS=0.
 */
export async function drain(
  readiness: Readiness,
  seconds: number,
  log: (message: string) => void,
): Promise<void> {
  readiness.phase = 'draining';
  if (seconds <= 0) return;
  log(`Báo không sẵn sàng (/api/ready: 503), vẫn phục vụ thêm ${seconds} giây…`);
  await new Promise((resolve) => setTimeout(resolve, seconds * 1000));
}

/**
 * Closes the app: it stops listening, answers the requests in flight and ends idle keep-alive
 * connections (Fastify's default); what is still open after the grace is cut, so a stream that
 * never ends cannot hold the stop until the forced exit.
 */
export async function closeApp(app: { close: () => PromiseLike<unknown>; server: Server }) {
  const cut = setTimeout(() => app.server.closeAllConnections(), CLOSE_GRACE_MS);
  cut.unref();
  try {
    await app.close();
  } finally {
    clearTimeout(cut);
  }
}
