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

/** A line whose freight its sender pays, not its receiver (docs/payments.md, "Who pays the freight"). */
export const senderPaysSql = sql`${products.payer_id} <> ${products.customer_id}`;

/**
 * The goods whose freight a customer owes (docs/payments.md, "Who pays the freight"): their own
 * goods they pay, and goods received by others whose freight they pay as sender. Written so the
 * planner reads products_customer_idx and the small products_payer_others_idx, never the table.
 */
export function freightOwedBy(customerId: number): SQL {
  // For a few unpaid lines (the partial unpaid indexes); a walk or a sum of all of a customer's
  // goods reads freightOwedGoods instead, which keeps each side on its own index.
  return sql`(${products.customer_id} = ${customerId} or (${products.payer_id} = ${customerId} and ${senderPaysSql})) and ${products.payer_id} = ${customerId}`;
}

/**
 * The two parts of the live goods whose freight a customer owes, each on its own index: their own
 * goods but those their senders pay (products_customer_date_cover_idx, the few paid by others
 * left out by id), and the goods of others they pay for (products_payer_others_idx).
 */
export function ownGoodsOwed(customerId: number): SQL {
  return sql`${products.customer_id} = ${customerId} and ${products.deleted_at} is null
    and ${products.id} <> all(array(select o.id from ${products} o where o.customer_id = ${customerId}
      and o.deleted_at is null and o.payer_id <> o.customer_id))`;
}
export function othersGoodsOwed(customerId: number): SQL {
  return sql`${products.payer_id} = ${customerId} and ${senderPaysSql}
    and ${products.deleted_at} is null`;
}

/**
 * The same goods as a derived table named `products`, for sums over all of a customer's goods
 * (the period statement's figures, a payment's balance after): the two parts as one UNION ALL.
 * As an OR (freightOwedBy) the planner read every one of the busiest customer's 30 000 goods
 * from the table (15 → 160 ms on the demo depot); this way the first part stays index-only.
 */
export function freightOwedGoods(customerId: number): SQL {
  return sql`(select * from ${products} where ${ownGoodsOwed(customerId)}
    union all
    select * from ${products} where ${othersGoodsOwed(customerId)}) as "products"`;
}
