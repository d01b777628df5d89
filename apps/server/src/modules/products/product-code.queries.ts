import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { productCodeCounters, products } from '../../db/schema/index';

/**
 * Takes the next order of a month in one upsert (docs/domain.md). The row lock it takes
 * is held until the transaction ends, so concurrent creates of one month queue here and get
 * consecutive numbers; a rolled-back create gives its number back. A month's first counter
 * starts past any goods of that month already stored (imported before counters existed).
 */
export async function nextCodeOrder(db: Executor, year: number, month: number): Promise<number> {
  const [row] = await db
    .insert(productCodeCounters)
    .values({
      year_create: year,
      month_create: month,
      last_order: sql`(select coalesce(max(${products.order}), 0) + 1 from ${products} where ${products.year_create} = ${year} and ${products.month_create} = ${month})`,
    })
    .onConflictDoUpdate({
      target: [productCodeCounters.year_create, productCodeCounters.month_create],
      set: { last_order: sql`${productCodeCounters.last_order} + 1` },
    })
    .returning({ last_order: productCodeCounters.last_order });
  return row!.last_order;
}
