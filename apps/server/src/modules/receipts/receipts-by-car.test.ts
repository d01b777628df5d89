import {
  CAR_NOT_FOUND,
  NOTHING_TO_PRINT,
  type VehicleStatement,
} from '@depot/shared/receipts/receipts.schema';
import { MISSING_CAR } from '@depot/shared/trips/trips.schema';
import { statementTotals } from '@depot/shared/trips/trips.rules';
import { drizzle } from 'drizzle-orm/node-postgres';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildCar } from '../../../test/factories';
import * as schema from '../../db/schema/index';
import { systemContext } from '../../lib/context';
import { createTestApp, type SignedInTestApp } from '../../../test/test-app';
import { getVehicleStatement } from './receipts.service';
import { seedStatement } from './receipts.test-support';
import { callEndpoint, type WireQueryOf } from '../../../test/contract-call';
import { receiptsApi } from '@depot/shared/receipts/receipts.contract';

let t: SignedInTestApp;
beforeAll(async () => {
  t = await createTestApp({ signedIn: 'staff' });
});
afterAll(() => t.close());

const byCar = (query: WireQueryOf<typeof receiptsApi.vehicleStatement>) =>
  callEndpoint(t, receiptsApi.vehicleStatement, { query, token: t.token });

describe('GET /api/transport/get-by-car', () => {
  it("gives every customer's receipt on the vehicle, by name in Vietnamese order", async () => {
    const car = await buildCar(t.db);
    const date = '2026-11-10';
    // Byte order would put Đ after E and Á after B; the Vietnamese alphabet does not.
    const em = await seedStatement(t, { date, car, full_name: 'Em Hoa', paid: [true, true, true] });
    const dung = await seedStatement(t, { date, car, full_name: 'Dung Lê' });
    const duc = await seedStatement(t, {
      date,
      car,
      full_name: 'Đức Phạm',
      paid: [true, false, false],
    });
    const anh = await seedStatement(t, { date, car, full_name: 'Ánh Mai' });
    const bao = await seedStatement(t, { date, car, full_name: 'Bảo Trần' });
    // Another vehicle on the same date stays out.
    await seedStatement(t, { date, full_name: 'An Khác Xe' });
    const res = await byCar({ id: String(car.id), date });
    expect(res.status, JSON.stringify(res.raw)).toBe(200);
    const statement = res.data as VehicleStatement;
    expect(statement.car.id).toBe(car.id);
    expect(statement.fullDatefrom).toBe(date);
    expect(statement.receipts.map((r) => r.customer.full_name)).toEqual([
      'Ánh Mai',
      'Bảo Trần',
      'Dung Lê',
      'Đức Phạm',
      'Em Hoa',
    ]);
    expect(statement.receipts.map((r) => r.customer.id)).toEqual(
      [anh, bao, dung, duc, em].map((s) => s.customer.id),
    );
    const duc_ = statement.receipts[3]!;
    expect(duc_.data.map((l) => l.id)).toEqual(duc.items.map((i) => i.id));
    expect(duc_.sums).toEqual(statementTotals(duc_.data.map((l) => l.product)));
    expect(duc_.sums).toMatchObject({ collected: 18525, due: 400000 });
    expect(statement.receipts[4]!.is_close).toBe(true);
    const lines = statement.receipts.flatMap((r) => r.data);
    expect(statement.sums).toEqual(statementTotals(lines.map((l) => l.product)));
    expect(statement.sums).toMatchObject({ lines: 15, amount: 5 * 418525 });
    expect(statement.is_close).toBe(false);

    // The lines of every customer come in one statement, not one per customer; so do the
    // payments behind them (the car, the lines, the settings, the payments).
    const statements: string[] = [];
    const traced = drizzle(t.pool, { schema, logger: { logQuery: (q) => statements.push(q) } });
    const again = await getVehicleStatement(systemContext(traced), { id: car.id, date });
    expect(again.receipts).toHaveLength(5);
    expect(statements.filter((q) => /\btrip_items\b/.test(q))).toHaveLength(1);
    expect(statements.filter((q) => q.includes('"payment_allocations"'))).toHaveLength(1);
    // The tracking links' key is read once per database handle (tracking.queries.ts): not counted.
    expect(statements.filter((q) => !q.includes('tracking_keys'))).toHaveLength(4);
  });

  it('narrows to one customer, and is closed when every receipt is', async () => {
    const car = await buildCar(t.db);
    const date = '2026-11-11';
    const paid = [true, true, true];
    const one = await seedStatement(t, { date, car, paid });
    await seedStatement(t, { date, car, full_name: 'Chưa Trả' });
    const res = await byCar({ id: String(car.id), date, customer_id: String(one.customer.id) });
    expect(res.data.receipts).toHaveLength(1);
    expect(res.data).toMatchObject({ is_close: true, sums: { due: 0, lines: 3 } });
  });

  it('says when the vehicle is unknown, has nothing that day, or is not given', async () => {
    const car = await buildCar(t.db);
    const unknown = await byCar({ id: '999999', date: '2026-11-12' });
    expect([unknown.status, unknown.message]).toEqual([404, CAR_NOT_FOUND]);
    const empty = await byCar({ id: String(car.id), date: '2026-11-12' });
    expect([empty.status, empty.message]).toEqual([404, NOTHING_TO_PRINT]);
    const missing = await byCar({ date: '2026-11-12' });
    expect([missing.status, missing.message]).toEqual([400, MISSING_CAR]);
    const badCustomer = await byCar({ id: String(car.id), date: '2026-11-12', customer_id: 'x' });
    expect(badCustomer.status).toBe(400);
    expect(badCustomer.errors).toHaveProperty('customer_id');
  });

  it('refuses a caller who is not signed in, a real vehicle and day or not', async () => {
    const s = await seedStatement(t, { date: '2026-11-13' });
    const query = { id: String(s.car.id), date: '2026-11-13' };
    expect((await byCar(query)).status).toBe(200);
    const signedOut = await callEndpoint(t, receiptsApi.vehicleStatement, { query: query });
    expect(signedOut.status).toBe(401);
    expect(signedOut.raw).toMatchObject({ status: false, data: null });
    const badToken = await callEndpoint(t, receiptsApi.vehicleStatement, { query, token: 'x.y.z' });
    expect(badToken.status).toBe(401);
  });
});
