import { lineAmount, type PriceType } from '@depot/shared/products/products.rules';
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { products } from '../../db/schema/index';
import { buildCustomer, buildProduct, buildSpecification } from '../../../test/factories';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { productAmountSql, productAmountSumSql } from './product-amount.sql';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type Line = {
  price: number;
  quantity: number;
  total_weight: number;
  price_type: PriceType;
  is_total_money: boolean;
};

// Every branch, plus weights whose amount ends in exactly half a đồng: binary floating point
// puts 15 × 4.1 and 25 × 0.58 just below the half, exact numeric does not.
const lines: Line[] = [
  { price: 2500, quantity: 3, total_weight: 12.5, price_type: 'weight', is_total_money: false },
  { price: 15, quantity: 1, total_weight: 4.1, price_type: 'weight', is_total_money: false },
  { price: 25, quantity: 1, total_weight: 0.58, price_type: 'weight', is_total_money: false },
  { price: 3333, quantity: 2, total_weight: 0.07, price_type: 'weight', is_total_money: false },
  {
    price: 1999,
    quantity: 9,
    total_weight: 123456.79,
    price_type: 'weight',
    is_total_money: false,
  },
  { price: 50_000, quantity: 7, total_weight: 80, price_type: 'package', is_total_money: false },
  { price: 120_000, quantity: 4, total_weight: 35.5, price_type: 'weight', is_total_money: true },
  { price: 90_000, quantity: 4, total_weight: 0, price_type: 'package', is_total_money: true },
  { price: 0, quantity: 5, total_weight: 10, price_type: 'weight', is_total_money: false },
  {
    price: 4_000_000,
    quantity: 1_000,
    total_weight: 0,
    price_type: 'package',
    is_total_money: false,
  },
];

describe('productAmountSql', () => {
  it('computes the same amount as the shared lineAmount(), line by line and summed', async () => {
    const customer = await buildCustomer(t.db);
    const spec = await buildSpecification(t.db);
    for (const line of lines) {
      await buildProduct(t.db, { ...line, customer_id: customer.id, specification_id: spec.id });
    }
    const rows = await t.db
      .select({
        price: products.price,
        quantity: products.quantity,
        total_weight: products.total_weight,
        price_type: products.price_type,
        is_total_money: products.is_total_money,
        amount: productAmountSql(),
      })
      .from(products)
      .where(eq(products.customer_id, customer.id))
      .orderBy(asc(products.id));
    expect(rows).toHaveLength(lines.length);
    for (const [i, row] of rows.entries()) {
      const js = lineAmount({ ...row, price_type: row.price_type as PriceType });
      expect(Number(row.amount), `line ${i}: ${JSON.stringify(lines[i])}`).toBe(js);
    }
    expect(lineAmount(lines[1]!)).toBe(62);
    expect(lineAmount(lines[2]!)).toBe(15);

    const [sum] = await t.db
      .select({ total: productAmountSumSql() })
      .from(products)
      .where(eq(products.customer_id, customer.id));
    const expected = lines.reduce((acc, line) => acc + lineAmount(line), 0);
    expect(sum!.total).toBe(expected);
    expect(typeof sum!.total).toBe('number');
  });

  it('sums to 0, not null, over no rows', async () => {
    const [sum] = await t.db
      .select({ total: productAmountSumSql() })
      .from(products)
      .where(eq(products.customer_id, -1));
    expect(sum!.total).toBe(0);
  });
});
