import { sql } from 'drizzle-orm';
import { expect } from 'vitest';
import type { Database } from '../src/db/client';
import { productAmountSql, productCollectedSql } from '../src/modules/products/product-amount.sql';
import { expectTotalsInStep } from './kept-totals';
import { call, type SignedInTestApp } from './test-app';

// Every figure of money a screen shows, read through the API and held equal to a recount of
// the goods lines in SQL: what a burst of concurrent money requests must leave true.

/** sender_due: what senders still owe on the lines whose freight they pay. */
type Recount = { amount: number; collected: number; lines: number; sender_due: number };

/** The live lines of one car and date (one customer's when given), counted from the rows. */
async function recountStatement(
  db: Database,
  carId: number,
  date: string,
  customerId?: number,
): Promise<Recount> {
  const { rows } = await db.execute<{
    amount: string;
    collected: string;
    lines: string;
    sender_due: string;
  }>(sql`
    select coalesce(sum(${productAmountSql()}), 0) as amount,
           coalesce(sum(${productCollectedSql()}), 0) as collected,
           count(*) as lines,
           coalesce(sum(${productAmountSql()} - ${productCollectedSql()})
             filter (where products.payer_id <> products.customer_id), 0) as sender_due
    from trip_items
    join trips on trips.id = trip_items.trip_id
    join products on products.id = trip_items.product_id
    where trips.car_id = ${carId} and trips.datetime_from = ${date}
      and trips.archived_at is null and trip_items.removed_at is null
      and products.deleted_at is null
      ${customerId ? sql`and products.customer_id = ${customerId}` : sql``}`);
  const r = rows[0]!;
  return {
    amount: Number(r.amount),
    collected: Number(r.collected),
    lines: Number(r.lines),
    sender_due: Number(r.sender_due),
  };
}

/**
 * A customer's outstanding debt from the rows: the opening debt less what payments allocated to
 * it, plus what the live goods whose freight they pay still owe, less the money received and not allocated (credit).
 */
async function recountDebt(db: Database, customerId: number): Promise<number> {
  const { rows } = await db.execute<{ due: string }>(sql`
    select c.debt
      + coalesce((select sum(${productAmountSql()} - products.paid_amount) from products
          where products.payer_id = c.id and products.deleted_at is null), 0)
      - coalesce((select sum(a.amount) from payment_allocations a
          join payments p on p.id = a.payment_id
          where p.customer_id = c.id and p.voided_at is null and a.voided_at is null
            and a.product_id is null), 0)
      - coalesce((select sum(p.amount) from payments p
          where p.customer_id = c.id and p.voided_at is null), 0)
      + coalesce((select sum(a.amount) from payment_allocations a
          join payments p on p.id = a.payment_id
          where p.customer_id = c.id and p.voided_at is null and a.voided_at is null), 0) as due
    from customers c where c.id = ${customerId}`);
  return Number(rows[0]!.due);
}

/**
 * Every money figure of the given cars, date and customers through the API equals the recount:
 * the kept totals tables, the customer list and a customer's debt, the debt list, the vehicle
 * statement and each receipt, the statistics and the dashboard.
 */
export async function expectFiguresRecounted(
  t: SignedInTestApp,
  scope: { carIds: number[]; date: string; customerIds: number[] },
): Promise<void> {
  await expectTotalsInStep(t.db);
  const get = async (url: string, query?: Record<string, string>) => {
    const res = await call(t, { url, query, token: t.token });
    return res;
  };
  let dayAmount = 0;
  let dayCollected = 0;
  for (const carId of scope.carIds) {
    const whole = await recountStatement(t.db, carId, scope.date);
    dayAmount += whole.amount;
    dayCollected += whole.collected;
    const statement = await get('/api/transport/get-by-car', {
      id: String(carId),
      date: scope.date,
    });
    if (whole.lines === 0) {
      expect(statement.status).toBe(404);
      continue;
    }
    expect(statement.body.data.sums).toMatchObject(whole);
    for (const customerId of scope.customerIds) {
      const mine = await recountStatement(t.db, carId, scope.date, customerId);
      const receipt = await get('/api/transport/print', {
        car_id: String(carId),
        datefrom: scope.date,
        customer_id: String(customerId),
      });
      if (mine.lines === 0) expect(receipt.status).toBe(404);
      else expect(receipt.body.data.sums).toMatchObject(mine);
    }
  }
  const stats = await get('/api/thong-ke/phieu-thu', {
    date_from: scope.date,
    date_to: scope.date,
  });
  expect(stats.body.data.totals).toMatchObject({ amount: dayAmount, collected: dayCollected });
  // The dashboard: the day's loaded goods and what they still owe; the money received that day
  // at the depot, whatever it paid for (docs/decisions/0001-payments-are-records.md).
  const dashboard = await get('/api/dashboard', { date_from: scope.date, date_to: scope.date });
  expect(dashboard.body.data.totals).toMatchObject({
    amount: dayAmount,
    due: dayAmount - dayCollected,
    collected: await recountReceived(t.db, scope.date),
  });

  for (const customerId of scope.customerIds) {
    const due = await recountDebt(t.db, customerId);
    const one = await get(`/api/customers/${customerId}`);
    expect(one.body.data.outstanding_debt).toBe(due);
    const debt = await get(`/api/debt/customer/${customerId}`);
    expect(debt.body.data.outstanding_debt).toBe(due);
    const listed = await get('/api/customers', {
      has_debt: 'true',
      full_name: one.body.data.full_name,
    });
    const row = listed.body.data.rows.find((r: { id: number }) => r.id === customerId);
    expect(row?.outstanding_debt).toBe(due);
    const debtors = await get('/api/debt', { full_name: one.body.data.full_name });
    const debtor = debtors.body.data.rows.find((r: { id: number }) => r.id === customerId);
    expect(debtor?.outstanding_debt ?? 0).toBe(due);
  }
}

/** The money received on a depot day, from the payments themselves (voided ones left out). */
async function recountReceived(db: Database, day: string): Promise<number> {
  const { rows } = await db.execute<{ sum: string }>(sql`
    select coalesce(sum(amount), 0) as sum from payments
    where voided_at is null
      and (received_at at time zone 'Asia/Ho_Chi_Minh')::date = ${day}::date`);
  return Number(rows[0]!.sum);
}
