/**
 * The kept totals (customer_goods_totals of migration 0010, statement_totals and trip_totals of
 * 0011) for a bulk load. Their row triggers add one line at a time, several upserts each: right
 * for a person's change, but loading the demo depot's 450 000 lines that way took over half an
 * hour (20 000 goods: 64 s). The seed switches them off in its transaction, loads, then adds
 * the new rows' part set-based here, and switches them on again before it commits.
 */
import { sql } from 'drizzle-orm';
import type { Transaction } from '../db/client';
import { productAmountSql } from '../modules/products/product-amount.sql';

/** Switches the totals' row triggers off until `enableTotalTriggers` (or a rollback). */
export async function disableTotalTriggers(tx: Transaction): Promise<void> {
  await tx.execute(sql`alter table products disable trigger products_customer_goods_totals`);
  await tx.execute(sql`alter table trip_items disable trigger trip_items_statement_totals`);
  await tx.execute(sql`alter table payments disable trigger payments_apply`);
  await tx.execute(sql`alter table payment_allocations disable trigger payment_allocations_apply`);
}

export async function enableTotalTriggers(tx: Transaction): Promise<void> {
  await tx.execute(sql`alter table products enable trigger products_customer_goods_totals`);
  await tx.execute(sql`alter table trip_items enable trigger trip_items_statement_totals`);
  await tx.execute(sql`alter table payments enable trigger payments_apply`);
  await tx.execute(sql`alter table payment_allocations enable trigger payment_allocations_apply`);
}

/**
 * Adds the part of the goods with an id above `afterProductId` (those the seed made, and their
 * live lines) to the kept totals, as the triggers would have one row at a time; the trips they
 * ride on get their figures summed again from their statements.
 */
export async function addDemoTotals(tx: Transaction, afterProductId: number): Promise<void> {
  const amount = productAmountSql();
  await tx.execute(sql`
    insert into customer_goods_totals as t
      (customer_id, goods, quantity, total_weight, amount, unpaid_amount)
    select customer_id, count(*), sum(quantity), sum(total_weight), sum(amount),
      sum(amount - paid_amount)
    from (select customer_id, quantity, total_weight, paid_amount, ${amount} as amount
          from products where id > ${afterProductId}::int and deleted_at is null) as made
    group by customer_id
    on conflict (customer_id) do update set
      goods = t.goods + excluded.goods,
      quantity = t.quantity + excluded.quantity,
      total_weight = t.total_weight + excluded.total_weight,
      amount = t.amount + excluded.amount,
      unpaid_amount = t.unpaid_amount + excluded.unpaid_amount`);
  await tx.execute(sql`
    insert into statement_totals as s
      (trip_id, customer_id, lines, paid_lines, quantity, total_weight, amount, collected)
    select trip_id, customer_id, count(*), count(*) filter (where is_paid), sum(quantity),
      sum(total_weight), sum(amount), sum(least(paid_amount, amount))
    from (select i.trip_id, products.customer_id, products.quantity, products.total_weight,
                 products.is_paid, products.paid_amount, ${amount} as amount
          from trip_items i join products on products.id = i.product_id
          where products.id > ${afterProductId}::int and i.removed_at is null
            and products.deleted_at is null) as loaded
    group by trip_id, customer_id
    on conflict (trip_id, customer_id) do update set
      lines = s.lines + excluded.lines,
      paid_lines = s.paid_lines + excluded.paid_lines,
      quantity = s.quantity + excluded.quantity,
      total_weight = s.total_weight + excluded.total_weight,
      amount = s.amount + excluded.amount,
      collected = s.collected + excluded.collected`);
  await tx.execute(sql`
    insert into trip_totals as t
      (trip_id, customers, lines, paid_lines, quantity, total_weight, amount, collected)
    select trip_id, count(*) filter (where lines > 0), sum(lines), sum(paid_lines), sum(quantity),
      sum(total_weight), sum(amount), sum(collected)
    from statement_totals
    where trip_id in (select trip_id from trip_items where product_id > ${afterProductId}::int)
    group by trip_id
    on conflict (trip_id) do update set
      customers = excluded.customers,
      lines = excluded.lines,
      paid_lines = excluded.paid_lines,
      quantity = excluded.quantity,
      total_weight = excluded.total_weight,
      amount = excluded.amount,
      collected = excluded.collected`);
}
