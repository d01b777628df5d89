import { and, asc, eq, getTableColumns, ne, sql } from 'drizzle-orm';
import { foldedContains } from '../../lib/sql-pattern';
import type { Executor } from '../../db/client';
import { touched } from '../../db/schema/columns';
import { listPage } from '../../lib/list-page';
import { products, specifications } from '../../db/schema/index';

export type SpecificationRow = typeof specifications.$inferSelect;

/**
 * One page of specifications in reading order. `nameFolded` is already folded the way
 * f_unaccent folds `name_folded`, so the trigram index serves the match.
 */
export async function listSpecifications(
  db: Executor,
  { paged, limit, nameFolded }: { paged: number; limit: number; nameFolded?: string },
) {
  const where = nameFolded ? foldedContains(specifications.name_folded, nameFolded) : undefined;
  return listPage(db, { table: specifications, where, paged }, (total) =>
    db
      .select({ ...getTableColumns(specifications), total })
      .from(specifications)
      .where(where)
      .orderBy(asc(specifications.name_folded), asc(specifications.name), asc(specifications.id))
      .limit(limit)
      .offset((paged - 1) * limit),
  );
}

export async function findSpecificationById(
  db: Executor,
  id: number,
): Promise<SpecificationRow | undefined> {
  const [row] = await db.select().from(specifications).where(eq(specifications.id, id)).limit(1);
  return row;
}

/**
 * Whether another specification already has this name, whatever its case. Both sides go
 * through the database's lower(), the same function as the unique index.
 */
export async function isNameTaken(db: Executor, name: string, exceptId?: number) {
  const [row] = await db
    .select({ id: specifications.id })
    .from(specifications)
    .where(
      and(
        eq(sql`lower(${specifications.name})`, sql`lower(${name})`),
        exceptId === undefined ? undefined : ne(specifications.id, exceptId),
      ),
    )
    .limit(1);
  return row !== undefined;
}

/** Whether any product, soft-deleted ones included, points at the specification. */
export async function isSpecificationUsed(db: Executor, id: number): Promise<boolean> {
  const [row] = await db
    .select({ id: products.id })
    .from(products)
    .where(eq(products.specification_id, id))
    .limit(1);
  return row !== undefined;
}

export async function insertSpecification(db: Executor, name: string): Promise<SpecificationRow> {
  const [row] = await db.insert(specifications).values({ name }).returning();
  return row!;
}

export async function updateSpecification(db: Executor, id: number, name: string) {
  const [row] = await db
    .update(specifications)
    .set({ name, ...touched() })
    .where(eq(specifications.id, id))
    .returning();
  return row;
}

/** Hard delete; returns whether a row was removed. */
export async function deleteSpecification(db: Executor, id: number): Promise<boolean> {
  const rows = await db
    .delete(specifications)
    .where(eq(specifications.id, id))
    .returning({ id: specifications.id });
  return rows.length > 0;
}
