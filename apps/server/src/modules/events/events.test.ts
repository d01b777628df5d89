import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type App } from '../../app';
import { publishChange, pruneChanges } from '../../lib/publish-change';
import { systemContext } from '../../lib/context';
import { createTestDatabase } from '../../../test/database';
import { buildCustomer, buildSpecification } from '../../../test/factories';
import { signIn, type TestApp } from '../../../test/test-app';
import { openTestStream, type TestStream } from './sse-test-client';
import { callEndpoint } from '../../../test/contract-call';
import { productsApi } from '@depot/shared/products/products.contract';
import { authApi } from '@depot/shared/auth/auth.contract';

// docs/decisions/0013-live-screens-several-servers.md: GET /api/events over real HTTP (a stream cannot be injected), fed by NOTIFY.
let t: TestApp;
let app: App;
let base: string;
let token: string;
let goods: () => Promise<number>;
const open: TestStream[] = [];
let closed = false;

beforeAll(async () => {
  const database = await createTestDatabase();
  app = await buildApp({ db: database.db, events: { heartbeatMs: 200 } });
  await app.listen({ port: 0, host: '127.0.0.1' });
  base = `http://127.0.0.1:${(app.server.address() as { port: number }).port}`;
  t = { app, db: database.db, pool: database.pool, close: async () => {} };
  t.close = async () => {
    if (!closed) await app.close();
    await database.close();
  };
  token = (await signIn(t)).token;
  const customer = await buildCustomer(t.db);
  const spec = await buildSpecification(t.db);
  goods = async () => {
    const res = await callEndpoint(t, productsApi.create, {
      body: {
        customer_id: customer.id,
        name: 'Hàng điện tử',
        price_type: 'weight',
        specification_id: spec.id,
        quantity: 1,
        total_weight: 2,
        price: 1000,
        is_total_money: false,
        is_paid: false,
        datetime: '2026-11-26',
      },
      token,
    });
    expect(res.status, JSON.stringify(res.raw)).toBe(200);
    return res.data.id as number;
  };
});
afterAll(async () => {
  for (const stream of open) stream.close();
  await t.close();
});

async function stream(options: Parameters<typeof openTestStream>[2] = {}, as = token) {
  const opened = await openTestStream(base, as, options);
  open.push(opened);
  return opened;
}
const ready = (s: TestStream) => s.waitFor((all) => all.some((m) => m.event === 'ready'));
const changeIds = (s: TestStream) => s.changes.map((c) => c.id);

describe('GET /api/events', () => {
  it('answers 401 without a session', async () => {
    const res = await fetch(`${base}/api/events`);
    expect(res.status).toBe(401);
    expect((await res.json()).status).toBe(false);
  });

  it('streams a goods create made through another call within one second', async () => {
    const s = await stream();
    expect(s.status).toBe(200);
    expect(s.headers.get('content-type')).toMatch(/^text\/event-stream/);
    expect(s.headers.get('content-encoding')).toBeNull();
    await ready(s);
    const started = performance.now();
    const id = await goods();
    await s.waitFor(() => s.changes.some((c) => c.ids?.includes(id)), 1000);
    expect(performance.now() - started).toBeLessThan(1000);
    expect(s.changes.at(-1)).toMatchObject({ kind: 'goodsReceived', ids: [id] });
    expect(s.messages.at(-1)?.id).toBe(s.changes.at(-1)?.id);
    s.close();
  });

  it('catches up after Last-Event-ID: the missed changes first, in order, then live, none twice', async () => {
    const first = await stream();
    await ready(first);
    await goods();
    await first.waitFor(() => first.changes.length === 1);
    const seen = first.changes[0]!.id;
    first.close();
    const missed = [await goods(), await goods(), await goods()];

    const again = await stream({ lastEventId: seen });
    await ready(again);
    const live = await goods();
    await again.waitFor(() => again.changes.some((c) => c.ids?.includes(live)));
    expect(again.changes.map((c) => c.ids?.[0])).toEqual([...missed, live]);
    const ids = changeIds(again).map(Number);
    expect(ids).toEqual([...ids].sort((a, b) => a - b));
    expect(new Set(ids).size).toBe(ids.length);

    // The query parameter, for a client that cannot send the header.
    const byQuery = await stream({ query: `?last_event_id=${seen}` });
    await ready(byQuery);
    expect(byQuery.changes.map((c) => c.ids?.[0])).toEqual([...missed, live]);
    again.close();
    byQuery.close();
  });

  it('never announces a change whose transaction rolled back', async () => {
    const s = await stream();
    await ready(s);
    await expect(
      t.db.transaction(async (tx) => {
        await publishChange({ db: tx, actor: null }, 'carChanged', [999_001]);
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    await publishChange(systemContext(t.db), 'carChanged', [999_002]);
    await s.waitFor(() => s.changes.length > 0);
    expect(s.changes.map((c) => c.ids)).toEqual([[999_002]]);
    const stored = await t.db.execute(
      sql`select 1 from change_events where payload -> 'ids' @> '[999001]'`,
    );
    expect(stored.rows).toHaveLength(0);
    s.close();
  });

  it('tells a client whose last id was pruned to refresh everything', async () => {
    const s = await stream();
    await ready(s);
    await publishChange(systemContext(t.db), 'carChanged', [1]);
    await s.waitFor(() => s.changes.length === 1);
    const old = s.changes[0]!.id;
    s.close();
    await publishChange(systemContext(t.db), 'carChanged', [2]);
    await t.db.execute(sql`update change_events set created_at = now() - interval '2 days'`);
    await publishChange(systemContext(t.db), 'carChanged', [3]);
    expect(await pruneChanges(t.db)).toBeGreaterThan(0);
    const late = await stream({ lastEventId: old });
    await late.waitFor((all) => all.some((m) => m.event === 'reset'));
    await ready(late);
    expect(late.messages[0]?.event).toBe('reset');
    late.close();
  });

  it('ends the stream once its session is signed out', async () => {
    const other = (await signIn(t)).token;
    const s = await stream({}, other);
    await ready(s);
    const out = await callEndpoint(t, authApi.logout, { token: other });
    expect(out.status).toBe(200);
    await expect(Promise.race([s.ended.then(() => 'ended'), sleep(2000)])).resolves.toBe('ended');
  });

  it('sends a heartbeat comment while nothing changes', async () => {
    const s = await stream();
    await ready(s);
    const res = await fetch(`${base}/api/events`, {
      headers: { authorization: `Bearer ${token}` },
    });
    const reader = res.body!.getReader();
    let text = '';
    while (!text.includes(': ping')) text += new TextDecoder().decode((await reader.read()).value);
    expect(text).toMatch(/^retry: \d+/);
    await reader.cancel();
    s.close();
  });
});

describe('the listening connection and the server', () => {
  it('keeps streams going when the LISTEN connection drops, reading back what came meanwhile', async () => {
    const s = await stream();
    await ready(s);
    await t.db.execute(sql`select pg_terminate_backend(pid) from pg_stat_activity
      where application_name = 'depot-events' and datname = current_database()`);
    // Committed while nobody listens: read back once the listener is connected again.
    await publishChange(systemContext(t.db), 'carChanged', [7001]);
    await s.waitFor(() => s.changes.some((c) => c.ids?.[0] === 7001), 5000);
    await publishChange(systemContext(t.db), 'carChanged', [7002]);
    await s.waitFor(() => s.changes.some((c) => c.ids?.[0] === 7002), 2000);
    expect(s.changes.map((c) => c.ids?.[0])).toEqual([7001, 7002]);
    s.close();
  });

  it('ends open streams as soon as the server starts closing', async () => {
    const s = await stream();
    await ready(s);
    const started = performance.now();
    closed = true;
    const closing = app.close();
    await s.ended;
    // The stream itself; app.close() may still wait for an idle kept-alive socket of an earlier
    // client (the caller's drain cuts those, lib/graceful-stop.ts).
    expect(performance.now() - started).toBeLessThan(1000);
    await closing;
  });
});

function sleep(ms: number) {
  return new Promise<string>((resolve) => setTimeout(() => resolve('timeout'), ms));
}
