import { sql, type SQL } from 'drizzle-orm';
import { expect } from 'vitest';
import { call, type SignedInTestApp } from '../../../test/test-app';
import { productAmountSql } from './product-amount.sql';

/** What GET /products/count answers, and what a recount over the goods gives. */
export type CountFigures = {
  count: number;
  quantity: number;
  total_weight: number;
  amount: number;
};

/** GET /products/count with the query given, as the signed-in user of `t`. */
export async function countThroughApi(
  t: SignedInTestApp,
  query: Record<string, string>,
): Promise<CountFigures> {
  const res = await call(t, { url: '/api/products/count', token: t.token, query });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.data as CountFigures;
}

/** The same figures summed over the live goods whose `column` passes `op value`. */
export async function countOverGoods(
  t: SignedInTestApp,
  column: SQL,
  op: string,
  value: number,
): Promise<CountFigures> {
  const [row] = (
    await t.db.execute<{ count: number; quantity: string; w: string; amount: string }>(sql`
      select count(*)::int as count, coalesce(sum(quantity), 0)::text as quantity,
        coalesce(sum(total_weight), 0)::text as w,
        coalesce(sum(${productAmountSql()}), 0)::text as amount
      from products
      where deleted_at is null and ${column} ${sql.raw(op)} ${String(value)}::numeric`)
  ).rows;
  return {
    count: row!.count,
    quantity: Number(row!.quantity),
    total_weight: Number(row!.w),
    amount: Number(row!.amount),
  };
}
