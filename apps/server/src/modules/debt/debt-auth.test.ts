import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, type TestApp } from '../../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

// Every debt call needs a session: the check runs before validation, so no fixture is needed.
describe('the debt calls without a session', () => {
  it.each([
    ['GET', '/api/debt'],
    ['GET', '/api/debt/customer/1'],
    ['GET', '/api/debt/count?customer_id=1'],
    ['PUT', '/api/debt/paid'],
    ['GET', '/api/debt/statement?customer_id=1&date_from=2026-03-01&date_to=2026-03-31'],
  ] as const)('%s %s answers 401', async (method, url) => {
    expect((await call(t, { method, url })).status).toBe(401);
  });
});
