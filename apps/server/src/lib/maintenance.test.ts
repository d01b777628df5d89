import http from 'node:http';
import type { AddressInfo } from 'node:net';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Maintenance } from './maintenance';

// A restore waits for the requests running to finish (docs/decisions/0011-backups.md), but not
// for the live events' stream, which every open screen holds for as long as it is open.

const maintenance = new Maintenance();
const app = Fastify();
let base: string;

beforeAll(async () => {
  await app.register(
    async (api) => {
      maintenance.hooks(api);
      // Open until the client goes away, as the live events are.
      api.get('/events', (_request, reply) => {
        reply.raw.writeHead(200, { 'content-type': 'text/event-stream' });
        reply.raw.write(': open\n\n');
        reply.hijack();
      });
      api.get('/slow', async () => {
        await new Promise((resolve) => setTimeout(resolve, 300));
        return { ok: true };
      });
    },
    { prefix: '/api' },
  );
  await app.listen({ host: '127.0.0.1', port: 0 });
  base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
});
afterAll(() => app.close());

/** Opens the stream and resolves once its first bytes came; the request stays open. */
function openStream(): Promise<http.ClientRequest> {
  return new Promise((resolve) => {
    const request = http.get(`${base}/api/events`, (res) =>
      res.once('data', () => resolve(request)),
    );
  });
}

describe('Maintenance', () => {
  it('waits for a running request, not for an open events stream', async () => {
    const stream = await openStream();
    const slow = fetch(`${base}/api/slow`);
    await new Promise((resolve) => setTimeout(resolve, 50));
    // The caller's own request counts as the one allowed: here none runs, so the slow one is it.
    expect(await maintenance.drained(20)).toBe(true);
    const started = Date.now();
    await slow;
    expect(await maintenance.drained(1000)).toBe(true);
    expect(Date.now() - started).toBeLessThan(1000);
    stream.destroy();
  });

  it('answers 503 while it runs', async () => {
    expect(maintenance.begin()).toBe(true);
    expect(maintenance.begin()).toBe(false);
    const refused = await fetch(`${base}/api/slow`);
    expect(refused.status).toBe(503);
    maintenance.end();
    expect((await fetch(`${base}/api/slow`)).status).toBe(200);
  });
});
