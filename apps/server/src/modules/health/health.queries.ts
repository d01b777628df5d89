import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';

/** The cheapest statement that needs a working connection. */
export async function ping(db: Executor): Promise<void> {
  await db.execute(sql`select 1`);
}
