import type { Executor } from '../../db/client';
import { goodsReturns } from '../../db/schema/index';

/** The writes of `Hoàn hàng` (docs/domain.md, "Handover"): this module is their only writer. */
export async function insertReturn(db: Executor, values: typeof goodsReturns.$inferInsert) {
  await db.insert(goodsReturns).values(values);
}
