/**
 * Behind a load balancer (docs/decisions/0013-live-screens-several-servers.md, TRUST_PROXY): every request comes from the balancer, so the
 * login limit per address counts the client X-Forwarded-For names, and only when the balancer
 * is one the server was told to trust; a header sent straight to the server changes nothing.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type App } from '../../app';
import { loadConfig } from '../../config';
import { loginFailures } from '../../db/schema/index';
import { createTestDatabase } from '../../../test/database';
import { LOGIN_MAX_FAILURES_PER_IP } from './auth.service';

let database: Awaited<ReturnType<typeof createTestDatabase>>;
/** The same database behind a balancer at 127.0.0.1 (trusted), and reached directly. */
let behindProxy: App;
let direct: App;

beforeAll(async () => {
  database = await createTestDatabase();
  behindProxy = await buildApp({
    db: database.db,
    trustProxy: loadConfig({ TRUST_PROXY: '127.0.0.1' }).trustProxy,
  });
  direct = await buildApp({ db: database.db });
  await Promise.all([behindProxy.ready(), direct.ready()]);
});
afterAll(async () => {
  await Promise.all([behindProxy.close(), direct.close()]);
  await database.close();
});

let attempt = 0;
/** A wrong password for a username of its own, so only the per-address limit can apply. */
const failLogin = (app: App, forwardedFor: string, peer = '127.0.0.1') =>
  app.inject({
    method: 'POST',
    url: '/api/login',
    remoteAddress: peer,
    headers: { 'x-forwarded-for': forwardedFor },
    payload: { username: `khong_co_${++attempt}`, password: 'sai-mat-khau' },
  });

const failuresFrom = async (ip: string) =>
  (await database.db.select().from(loginFailures).where(eq(loginFailures.ip, ip))).length;

describe('TRUST_PROXY', () => {
  it('limits two clients of a trusted balancer separately', async () => {
    for (let i = 0; i < LOGIN_MAX_FAILURES_PER_IP; i++) {
      expect((await failLogin(behindProxy, '203.0.113.7')).statusCode).toBe(401);
    }
    expect((await failLogin(behindProxy, '203.0.113.7')).statusCode).toBe(429);
    // The other clerk behind the same balancer still has a whole allowance.
    expect((await failLogin(behindProxy, '203.0.113.8')).statusCode).toBe(401);
    expect(await failuresFrom('203.0.113.7')).toBe(LOGIN_MAX_FAILURES_PER_IP);
    expect(await failuresFrom('203.0.113.8')).toBe(1);
    expect(await failuresFrom('127.0.0.1')).toBe(0);
  });

  it('believes the header only from the trusted balancer, not from another peer', async () => {
    expect((await failLogin(behindProxy, '203.0.113.9', '192.0.2.50')).statusCode).toBe(401);
    expect(await failuresFrom('192.0.2.50')).toBe(1);
    expect(await failuresFrom('203.0.113.9')).toBe(0);
  });

  it('ignores the header when unset: a forged one cannot dodge the limit', async () => {
    const peer = '192.0.2.77';
    for (let i = 0; i < LOGIN_MAX_FAILURES_PER_IP; i++) {
      expect((await failLogin(direct, `198.51.100.${i}`, peer)).statusCode).toBe(401);
    }
    expect((await failLogin(direct, '198.51.100.200', peer)).statusCode).toBe(429);
    expect(await failuresFrom(peer)).toBe(LOGIN_MAX_FAILURES_PER_IP);
  });

  it('reads addresses and ranges, and refuses what would trust a forged header', () => {
    expect(loadConfig({}).trustProxy).toBeUndefined();
    expect(loadConfig({ TRUST_PROXY: 'off' }).trustProxy).toBeUndefined();
    expect(loadConfig({ TRUST_PROXY: '10.0.0.5, 10.0.1.0/24,::1,loopback' }).trustProxy).toEqual([
      '10.0.0.5',
      '10.0.1.0/24',
      '::1',
      'loopback',
    ]);
    expect(loadConfig({ TRUST_PROXY: '192.168.0.0/255.255.0.0' }).trustProxy).toEqual([
      '192.168.0.0/255.255.0.0',
    ]);
    for (const wrong of ['true', '1', '10.0.0.0/33', 'proxy.lan', '10.0.0.5,']) {
      expect(() => loadConfig({ TRUST_PROXY: wrong })).toThrow(/^TRUST_PROXY không hợp lệ/);
    }
  });
});
