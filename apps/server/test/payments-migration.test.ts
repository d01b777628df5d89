import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../src/db/schema/index';
import { buildCar, buildCustomer, buildProduct, buildTrip } from './factories';
import { expectFiguresRecounted } from './money-figures';
import { createTestApp, type SignedInTestApp } from './test-app';
import { callEndpoint } from './contract-call';
import { debtApi } from '@depot/shared/debt/debt.contract';
import { productsApi } from '@depot/shared/products/products.contract';

// docs/decisions/0001-payments-are-records.md: migration 0018 turns every line paid before payments were records into a payment
// of its amount. Here a database is put back as it was before it (paid lines, no payments),
// the migration's data step is run on it, and every figure must read the same after.

const MIGRATION = path.resolve(import.meta.dirname, '../drizzle/0018_payments.sql');
const DAY = '2025-05-20';

let t: SignedInTestApp;
beforeAll(async () => {
  t = await createTestApp({ signedIn: 'admin' });
});
afterAll(() => t.close());

/** The statements of 0018 that move the data: from the legacy column to the counters. */
async function dataStep(): Promise<string[]> {
  const text = await readFile(MIGRATION, 'utf8');
  const from = text.indexOf('ALTER TABLE "payments" ADD COLUMN "legacy_product_id"');
  const to = text.indexOf('-- From here on the allocations');
  return text
    .slice(from, to)
    .split('--> statement-breakpoint')
    .map((s) => s.trim())
    .filter(Boolean);
}

async function figuresOf(customerIds: number[]) {
  const out = [];
  for (const id of customerIds) {
    const res = await callEndpoint(t, debtApi.customer, {
      params: { customer_id: id },
      token: t.token,
    });
    out.push({ id, debt: res.data.outstanding_debt, statements: res.data.statements });
  }
  return out;
}

describe('migration 0018 (payments from the paid lines)', () => {
  it('keeps every figure and dates each payment by its paid audit row', async () => {
    const car = await buildCar(t.db);
    const a = await buildCustomer(t.db, { debt: 30_000 });
    const b = await buildCustomer(t.db);
    const trip = await buildTrip(t.db, {
      car,
      datetime_from: DAY,
      customer_id: a.id,
      lines: 3,
      product: { price: 2_000, total_weight: 7.5 },
    });
    const loose = await buildProduct(t.db, {
      customer_id: b.id,
      price: 900,
      datetime: '2025-04-02',
    });
    // Before payments: the flag (and with it paid_amount) set on the rows, one with its audit.
    await t.db.execute(sql`update products set is_paid = true
      where id in (${trip.products[0]!.id}, ${trip.products[2]!.id}, ${loose.id})`);
    const auditAt = new Date('2025-05-21T02:30:00Z');
    await t.db.insert(auditLog).values({
      at: auditAt,
      actor_id: t.user.id,
      entity: 'product',
      entity_id: trip.products[0]!.id,
      action: 'paid',
      after: { is_paid: true },
    });
    const before = await figuresOf([a.id, b.id]);

    await t.db.transaction(async (tx) => {
      await tx.execute(sql`alter table payments disable trigger payments_apply`);
      await tx.execute(
        sql`alter table payment_allocations disable trigger payment_allocations_apply`,
      );
      for (const statement of await dataStep()) await tx.execute(sql.raw(statement));
      await tx.execute(sql`alter table payments enable trigger payments_apply`);
      await tx.execute(
        sql`alter table payment_allocations enable trigger payment_allocations_apply`,
      );
    });

    expect(await figuresOf([a.id, b.id])).toEqual(before);
    await expectFiguresRecounted(t, { carIds: [car.id], date: DAY, customerIds: [a.id, b.id] });
    const { rows } = await t.db.execute<{
      product_id: number;
      received_at: Date;
      source: string;
    }>(sql`
      select a.product_id, p.received_at, p.source from payments p
      join payment_allocations a on a.payment_id = p.id order by a.product_id`);
    expect(rows.map((r) => r.product_id)).toEqual(
      [trip.products[0]!.id, trip.products[2]!.id, loose.id].sort((x, y) => x - y),
    );
    expect(rows.every((r) => r.source === 'legacy')).toBe(true);
    const audited = rows.find((r) => r.product_id === trip.products[0]!.id)!;
    expect(new Date(audited.received_at).toISOString()).toBe(auditAt.toISOString());

    // Chưa thu on a migrated line voids its payment and the line owes again.
    const unpaid = await callEndpoint(t, productsApi.patch, {
      params: { id: loose.id },
      body: { is_paid: false },
      token: t.token,
    });
    expect(unpaid.status).toBe(200);
    expect((await figuresOf([b.id]))[0]!.debt).toBe(before[1]!.debt + 900 * 10);
  });
});
