import type { PriceType } from '@depot/shared/products/products.rules';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { products } from '../../db/schema/index';
import { expectTotalsInStep } from '../../../test/kept-totals';
import { buildCar, buildCustomer, buildTrip } from '../../../test/factories';
import { createTestApp, type SignedInTestApp } from '../../../test/test-app';
import { callEndpoint } from '../../../test/contract-call';
import { productsApi } from '@depot/shared/products/products.contract';
import { receiptsApi } from '@depot/shared/receipts/receipts.contract';
import { customersApi } from '@depot/shared/customers/customers.contract';

// docs/decisions/0001-payments-are-records.md: changing a paid, loaded line from 1 500 to 1 600 đ/kg raised the customer's
// collected money with no cash coming in. Money collected now stays what it was: the line owes
// the difference (or leaves the customer credit), on every screen.

let t: SignedInTestApp;
beforeAll(async () => {
  t = await createTestApp({ signedIn: 'staff' });
});
afterAll(() => t.close());

const DAY = '2026-09-09';

async function paidLoadedLine() {
  const customer = await buildCustomer(t.db);
  const car = await buildCar(t.db);
  const trip = await buildTrip(t.db, {
    car,
    datetime_from: DAY,
    customer_id: customer.id,
    product: { price: 1_500, total_weight: 10 },
  });
  const line = trip.products[0]!;
  // Paid as a clerk pays it: a payment allocated to the line.
  const paid = await callEndpoint(t, productsApi.patch, {
    params: { id: line.id },
    body: { is_paid: true },
    token: t.token,
  });
  expect(paid.status).toBe(200);
  return { customer, car, line };
}

const put = (line: Awaited<ReturnType<typeof paidLoadedLine>>['line'], price: number) =>
  callEndpoint(t, productsApi.update, {
    params: { id: line.id },
    body: {
      customer_id: line.customer_id,
      name: line.name,
      price_type: line.price_type as PriceType,
      specification_id: line.specification_id,
      quantity: line.quantity,
      total_weight: Number(line.total_weight),
      price,
      is_paid: true,
      datetime: line.datetime,
      // A paid line's amount changes only with a reason (products-edit-reason.test.ts).
      reason: 'Cân lại hàng',
    },
    token: t.token,
  });

async function figures(carId: number, customerId: number) {
  const receipt = await callEndpoint(t, receiptsApi.get, {
    query: { car_id: String(carId), datefrom: DAY, customer_id: String(customerId) },
    token: t.token,
  });
  const customer = await callEndpoint(t, customersApi.get, {
    params: { id: customerId },
    token: t.token,
  });
  const { outstanding_debt: debt, credit } = customer.data;
  return { sums: receipt.data.sums, debt, credit };
}

describe('editing a paid line', () => {
  it('dearer: collected money stays, the line owes the difference', async () => {
    const { customer, car, line } = await paidLoadedLine();
    expect(await figures(car.id, customer.id)).toMatchObject({
      sums: { amount: 15_000, collected: 15_000, due: 0 },
      debt: 0,
    });
    expect((await put(line, 1_600)).status).toBe(200);
    const row = (await t.db.select().from(products).where(eq(products.id, line.id)))[0]!;
    expect(row).toMatchObject({ is_paid: false, paid_amount: 15_000 });
    expect(await figures(car.id, customer.id)).toMatchObject({
      sums: { amount: 16_000, collected: 15_000, due: 1_000 },
      debt: 1_000,
    });
    await expectTotalsInStep(t.db);

    // Đã thu on the line collects what it still owes.
    const paid = await callEndpoint(t, productsApi.patch, {
      params: { id: line.id },
      body: { is_paid: true },
      token: t.token,
    });
    expect(paid.status).toBe(200);
    expect(await figures(car.id, customer.id)).toMatchObject({
      sums: { collected: 16_000, due: 0 },
      debt: 0,
    });
    await expectTotalsInStep(t.db);
  });

  it('cheaper: the line stays Đã thu and the excess is the customer credit', async () => {
    const { customer, car, line } = await paidLoadedLine();
    expect((await put(line, 1_400)).status).toBe(200);
    // The 1 000 past its new amount is given back by the line: credit, never a negative debt.
    expect(await figures(car.id, customer.id)).toMatchObject({
      sums: { amount: 14_000, collected: 14_000, due: 0 },
      debt: 0,
      credit: 1_000,
    });
    const row = (await t.db.select().from(products).where(eq(products.id, line.id)))[0]!;
    expect(row).toMatchObject({ is_paid: true, paid_amount: 14_000 });
    await expectTotalsInStep(t.db);
  });
});
