import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestStream } from '../../src/modules/events/sse-test-client';
import { api, signInAdmin, startServers, type Servers } from './servers';

// docs/decisions/0013-live-screens-several-servers.md: live screens across server processes. A change written through one process is
// announced by PostgreSQL's NOTIFY to every process listening on the database, so a stream
// opened on another process hears it too.

let servers: Servers;

beforeAll(async () => {
  servers = await startServers(2);
}, 120_000);
afterAll(() => servers?.stop(), 60_000);

describe('live changes across two server processes', { timeout: 60_000 }, () => {
  it('a change made through process 1 reaches a stream opened on process 2 within one second', async () => {
    const [one, two] = servers.urls as [string, string];
    const token = await signInAdmin(one);
    const stream = await openTestStream(two, token);
    try {
      expect(stream.status).toBe(200);
      await stream.waitFor((all) => all.some((m) => m.event === 'ready'), 10_000);
      const started = performance.now();
      const made = await api(one, 'POST', '/api/cars', {
        token,
        payload: { number_car: '51C-250.25', driver_name: 'Hai Máy Chủ', total_weight: 2500 },
      });
      expect(made.status).toBe(200);
      const id = made.body.data.id as number;
      await stream.waitFor(
        () => stream.changes.some((c) => c.kind === 'carChanged' && c.ids?.includes(id)),
        1000,
      );
      expect(performance.now() - started).toBeLessThan(1000);
    } finally {
      stream.close();
    }
  });
});
