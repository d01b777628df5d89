import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildCustomer, buildProduct } from './factories';
import { creditBesideDebt, expectTotalsInStep } from './kept-totals';
import { createTestApp, type SignedInTestApp } from './test-app';
import { callEndpoint } from './contract-call';
import { paymentsApi } from '@depot/shared/payments/payments.contract';
import { debtApi } from '@depot/shared/debt/debt.contract';

// Migration 0032 brings existing data to the rule the app now keeps: credit never beside money
// owed, no line or opening debt paid past its amount. Here a database is put in the states the
// old code left (credit beside a later line; a paid line edited cheaper; an opening debt lowered
// below what was paid of it), the migration is run on it, and every customer's net figure (what
// they owe less their credit) must read the same after, with the credit applied.

const MIGRATION = path.resolve(import.meta.dirname, '../drizzle/0032_credit_applied.sql');

let t: SignedInTestApp;
beforeAll(async () => {
  t = await createTestApp({ signedIn: 'admin' });
});
afterAll(() => t.close());

const pay = (payload: Record<string, unknown>) =>
  callEndpoint(t, paymentsApi.create, { body: payload, token: t.token });
const debtOf = async (id: number) =>
  (await callEndpoint(t, debtApi.customer, { params: { customer_id: id }, token: t.token })).data;
const net = (d: { outstanding_debt: number; credit: number }) => d.outstanding_debt - d.credit;
const line = (customer_id: number, price: number, datetime: string) =>
  buildProduct(t.db, {
    customer_id,
    price_type: 'package',
    price,
    quantity: 1,
    datetime,
  });

describe('migration 0032 (credit applied, excess given back)', () => {
  it('keeps what every customer owes less their credit, and leaves no credit beside debt', async () => {
    // A: 20 000 of credit, then a line written by the old code that did not use it.
    const a = await buildCustomer(t.db);
    await line(a.id, 10_000, '2026-01-05');
    await pay({ customer_id: a.id, amount: 30_000 });
    const late = await line(a.id, 15_000, '2026-02-01');
    // B: a line paid in full, then made cheaper by hand (the excess stays on the line).
    const b = await buildCustomer(t.db);
    const dear = await line(b.id, 50_000, '2026-01-02');
    const other = await line(b.id, 8_000, '2026-01-03');
    await pay({ customer_id: b.id, amount: 50_000, lines: [dear.id] });
    await t.db.execute(sql`update products set price = 30000 where id = ${dear.id}`);
    // C: an opening debt paid, then lowered below what was paid of it.
    const c = await buildCustomer(t.db, { debt: 40_000 });
    const cLine = await line(c.id, 12_000, '2026-01-04');
    expect((await pay({ customer_id: c.id, amount: 40_000, opening: true })).status).toBe(200);
    await t.db.execute(sql`update customers set debt = 25000 where id = ${c.id}`);

    expect((await creditBesideDebt(t.db)).map((r) => r.id).sort()).toEqual(
      [a.id, b.id, c.id].sort(),
    );
    // The kept net figure (opening debt − its payments + what the goods owe − credit), read raw:
    // the screens' figures are never negative, which these states are not yet.
    const kept = async () => {
      const { rows } = await t.db.execute<{ outstanding_debt: string }>(
        sql`select outstanding_debt from customers where id in (${a.id}, ${b.id}, ${c.id}) order by id`,
      );
      return rows.map((r) => Number(r.outstanding_debt));
    };
    const before = await kept();

    const text = await readFile(MIGRATION, 'utf8');
    await t.db.execute(sql.raw(text));

    const after = await Promise.all([a.id, b.id, c.id].map((id) => debtOf(id)));
    expect(await kept()).toEqual(before);
    expect(after.map(net)).toEqual(before);
    expect(await creditBesideDebt(t.db)).toEqual([]);
    await expectTotalsInStep(t.db);
    // A: the 20 000 paid the later line of 15 000; 5 000 is still credit.
    expect(after[0]).toMatchObject({ goods_due: 0, credit: 5_000, outstanding_debt: 0 });
    // B: the 20 000 past the cheaper line paid the other line (8 000); 12 000 is credit.
    expect(after[1]).toMatchObject({ goods_due: 0, credit: 12_000 });
    // C: the 15 000 past the lowered opening debt paid the line of 12 000; 3 000 is credit.
    expect(after[2]).toMatchObject({ opening_due: 0, opening_collected: 25_000, credit: 3_000 });
    const trail = await t.db.execute<{ entity_id: number }>(
      sql`select entity_id from audit_log where action = 'credit_applied' and entity = 'product'
          order by entity_id`,
    );
    expect(trail.rows.map((r) => r.entity_id)).toEqual(
      [late.id, other.id, cLine.id].sort((x, y) => x - y),
    );
    // Run again, it finds nothing to do.
    await t.db.execute(sql.raw(text));
    expect((await Promise.all([a.id, b.id, c.id].map((id) => debtOf(id)))).map(net)).toEqual(
      before,
    );
  });
});
