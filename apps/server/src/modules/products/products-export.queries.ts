import { and, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { customers, products, specifications } from '../../db/schema/index';
import { productAmountSql } from './product-amount.sql';

/** Where a batch of the goods export resumes: the last line of the previous batch. */
export type ExportCursor = { datetime: string; id: number };

/**
 * One batch of the goods export, in the list's order (newest receive date, then newest line),
 * after `cursor`: a keyset over (datetime, id), which products_live_list_idx serves, so batch
 * 50 costs what batch 1 does (an offset would re-read every line before it).
 */
export async function exportBatch(
  db: Executor,
  where: SQL | undefined,
  cursor: ExportCursor | undefined,
  limit: number,
) {
  const after = cursor
    ? sql`(${products.datetime}, ${products.id}) < (${cursor.datetime}, ${cursor.id})`
    : undefined;
  return db
    .select({
      id: products.id,
      year_create: products.year_create,
      month_create: products.month_create,
      order: products.order,
      suffix: products.suffix,
      customer: customers.full_name,
      name: products.name,
      quantity: products.quantity,
      price_type: products.price_type,
      specification: specifications.name,
      total_weight: products.total_weight,
      price: products.price,
      amount: sql<string>`${productAmountSql()}`,
      datetime: products.datetime,
      status: products.status,
      is_paid: products.is_paid,
      note: products.product_type,
    })
    .from(products)
    .innerJoin(customers, eq(customers.id, products.customer_id))
    .leftJoin(specifications, eq(specifications.id, products.specification_id))
    .where(and(where, after))
    .orderBy(desc(products.datetime), desc(products.id))
    .limit(limit);
}
