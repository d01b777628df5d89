import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type App } from '../src/app';
import type { Database } from '../src/db/client';
import { createTestDatabase } from './database';
import {
  buildCar,
  buildCustomer,
  buildProduct,
  buildTrip,
  buildUser,
  TEST_PASSWORD,
} from './factories';
import { requestExport, rowsOf, sheetOf } from './xlsx';
import type { TestApp } from './test-app';

// DATABASE_READ_URL (docs/decisions/0013-live-screens-several-servers.md): the reports read a replica, everything else the primary. The
// "replica" here is another database with other goods, so each reply shows where it was read.

const DAY = '2025-09-05';
let primary: Awaited<ReturnType<typeof createTestDatabase>>;
let replica: Awaited<ReturnType<typeof createTestDatabase>>;
let app: App;
let token: string;
let primaryCar: number;

/** One customer's goods loaded onto a vehicle on DAY, in `db` only. */
async function goodsIn(db: Database, full_name: string) {
  const customer = await buildCustomer(db, { full_name });
  const car = await buildCar(db);
  const product = await buildProduct(db, {
    customer_id: customer.id,
    price: 50_000,
    is_total_money: true,
  });
  await buildTrip(db, { car, datetime_from: DAY, products: [product] });
  return car;
}

beforeAll(async () => {
  [primary, replica] = await Promise.all([createTestDatabase(), createTestDatabase()]);
  app = await buildApp({ db: primary.db, readDb: replica.db });
  const user = await buildUser(primary.db, { role: 'superadmin' });
  const login = await app.inject({
    method: 'POST',
    url: '/api/login',
    payload: { username: user.username, password: TEST_PASSWORD },
  });
  token = login.json().data.token;
  primaryCar = (await goodsIn(primary.db, 'Khách Trên Máy Chính')).id;
  await goodsIn(replica.db, 'Khách Trên Bản Sao');
});
afterAll(async () => {
  await app?.close();
  await Promise.all([primary?.close(), replica?.close()]);
});

const get = async (url: string, query: Record<string, string>) => {
  const res = await app.inject({
    method: 'GET',
    url,
    query,
    headers: { authorization: `Bearer ${token}` },
  });
  return { status: res.statusCode, text: res.body };
};
const download = async (url: string, query: Record<string, string>) => {
  const res = await requestExport({ app } as TestApp, url, query, token);
  expect(res.statusCode).toBe(200);
  return JSON.stringify(rowsOf(await sheetOf(res.rawPayload)));
};

describe('reports on DATABASE_READ_URL', () => {
  it('reads the statistics, the dashboard and the period exports through the read pool', async () => {
    const range = { date_from: DAY, date_to: DAY };
    for (const report of [
      await get('/api/thong-ke/phieu-thu', range),
      await get('/api/dashboard', range),
    ]) {
      expect(report.status).toBe(200);
      expect(report.text).toContain('Khách Trên Bản Sao');
      expect(report.text).not.toContain('Khách Trên Máy Chính');
    }
    const file = await download('/api/export/statistics', range);
    expect(file).toContain('Khách Trên Bản Sao');
    expect(file).not.toContain('Khách Trên Máy Chính');
  });

  it('keeps on the primary what must show a change just made: lists and statements', async () => {
    const list = await get('/api/products', {});
    expect(list.status).toBe(200);
    expect(list.text).toContain('Khách Trên Máy Chính');
    expect(list.text).not.toContain('Khách Trên Bản Sao');
    const statement = await download('/api/export/statement', {
      id: String(primaryCar),
      date: DAY,
    });
    expect(statement).toContain('Khách Trên Máy Chính');
  });
});
