import { sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { products } from '../../db/schema/index';

/** The columns the amount reads: the products table itself or an alias of it. */
export type AmountColumns = {
  price: AnyPgColumn;
  quantity: AnyPgColumn;
  total_weight: AnyPgColumn;
  price_type: AnyPgColumn;
  is_total_money: AnyPgColumn;
};

/**
 * The amount of a goods line in đồng, in SQL: the database twin of lineAmount() in
 * packages/shared/src/products/products.rules.ts (docs/domain.md), so that debt sums and
 * totals are computed next to the data instead of loading every line. Every query that needs an
 * amount uses this one fragment; product-amount.sql.test.ts keeps it equal to lineAmount().
 * numeric arithmetic is exact, and round() takes halves away from zero, as lineAmount does.
 */
export function productAmountSql(p: AmountColumns = products): SQL<number> {
  return sql<number>`(case when ${p.is_total_money} then ${p.price}::numeric when ${p.price_type} = 'package' then ${p.price}::numeric * ${p.quantity} else round(${p.price}::numeric * ${p.total_weight}) end)`;
}

/**
 * The sum of productAmountSql over the grouped rows, as an integer number of đồng
 * (sum() of numeric is numeric, which pg hands back as a string; bigint is parsed to a number).
 */
export function productAmountSumSql(p: AmountColumns = products): SQL<number> {
  return sql<number>`coalesce(sum(${productAmountSql(p)}), 0)::bigint`;
}

/**
 * What of a line is collected, in SQL: the twin of lineCollected() in products.rules.ts. The
 * money allocated to it (products.paid_amount), never past its amount.
 */
export function productCollectedSql(
  p: AmountColumns & { paid_amount: AnyPgColumn } = products,
): SQL<number> {
  return sql<number>`least(${p.paid_amount}::numeric, ${productAmountSql(p)})`;
}

/**
 * The goods whose freight a customer owes (docs/payments.md, "Who pays the freight"): their own
 * goods they pay, and goods received by others whose freight they pay as sender. Written so the
 * planner reads products_customer_idx and the small products_payer_others_idx, never the table.
 */
export function freightOwedBy(customerId: number): SQL {
  return sql`(${products.customer_id} = ${customerId} or (${products.payer_id} = ${customerId} and ${products.payer_id} <> ${products.customer_id})) and ${products.payer_id} = ${customerId}`;
}
