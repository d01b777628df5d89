import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { openDatabase } from '../../db/client';
import { createTestDatabase } from '../../../test/database';
import { createReadiness } from './readiness';

// GET /api/ready (docs/decisions/0013-live-screens-several-servers.md): what a load balancer asks before it sends a process traffic.

let database: Awaited<ReturnType<typeof createTestDatabase>>;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

async function readyOf(app: Awaited<ReturnType<typeof buildApp>>) {
  const res = await app.inject({ method: 'GET', url: '/api/ready' });
  return { status: res.statusCode, body: res.json() };
}

describe('GET /api/ready', () => {
  it('follows the process from starting to ready to draining, without a session', async () => {
    const readiness = createReadiness();
    const app = await buildApp({ db: database.db, readiness });
    try {
      expect(await readyOf(app)).toEqual({
        status: 503,
        body: {
          status: false,
          message: 'Máy chủ đang khởi động, chưa sẵn sàng nhận yêu cầu',
          data: { ready: false, phase: 'starting', database: 'ok' },
        },
      });
      readiness.phase = 'ready';
      expect(await readyOf(app)).toEqual({
        status: 200,
        body: {
          status: true,
          message: 'Máy chủ sẵn sàng nhận yêu cầu',
          data: { ready: true, phase: 'ready', database: 'ok' },
        },
      });
      readiness.phase = 'draining';
      expect(await readyOf(app)).toMatchObject({
        status: 503,
        body: {
          message: 'Máy chủ đang dừng, không nhận thêm yêu cầu mới',
          data: { ready: false, phase: 'draining' },
        },
      });
      const doc = (await app.inject({ method: 'GET', url: '/api/docs/json' })).json();
      expect(doc.paths['/api/ready'].get.security).toEqual([]);
    } finally {
      await app.close();
    }
  });

  it('is ready by default: an app built for tests runs on a migrated database', async () => {
    const app = await buildApp({ db: database.db });
    try {
      expect((await readyOf(app)).status).toBe(200);
    } finally {
      await app.close();
    }
  });

  it('answers 503 when the database does not answer', async () => {
    // Port 1 of this machine: nothing listens there, the connection is refused at once.
    const down = openDatabase('postgres://nobody@127.0.0.1:1/none', 1);
    const app = await buildApp({ db: down.db, readiness: createReadiness('ready') });
    try {
      expect(await readyOf(app)).toEqual({
        status: 503,
        body: {
          status: false,
          message: 'Không kết nối được cơ sở dữ liệu',
          data: { ready: false, phase: 'ready', database: 'down' },
        },
      });
    } finally {
      await app.close();
      await down.close();
    }
  });
});
