import http from 'node:http';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { createReadiness } from '../modules/health/readiness';
import { CLOSE_GRACE_MS, closeApp, drain } from './graceful-stop';

// The stop of a server behind a load balancer (docs/decisions/0013-live-screens-several-servers.md): not ready first, serving on while it
// drains, then a close that an endless stream (GET /api/events) cannot hold up.

describe('the graceful stop', () => {
  it('turns not ready at once and waits the drain before anything closes', async () => {
    const readiness = createReadiness('ready');
    const started = Date.now();
    const draining = drain(readiness, 1, () => {});
    expect(readiness.phase).toBe('draining');
    await draining;
    expect(Date.now() - started).toBeGreaterThanOrEqual(990);
  });

  it('closes the app within the grace even while a stream stays open', async () => {
    const app = Fastify();
    app.get('/stream', (_request, reply) => {
      reply.raw.writeHead(200, { 'content-type': 'text/event-stream' });
      reply.raw.write(': open\n\n');
      // Never ends: like an event stream whose route has no close hook of its own.
      return reply;
    });
    await app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = app.server.address() as { port: number };
    const opened = new Promise<http.IncomingMessage>((resolve) =>
      http.get(`http://127.0.0.1:${port}/stream`, resolve),
    );
    const response = await opened;
    const ended = new Promise<void>((resolve) => response.on('close', () => resolve()));
    response.resume();
    const started = Date.now();
    await closeApp(app);
    await ended;
    const took = Date.now() - started;
    expect(took).toBeGreaterThanOrEqual(CLOSE_GRACE_MS - 50);
    expect(took).toBeLessThan(CLOSE_GRACE_MS + 2_000);
  });
});
