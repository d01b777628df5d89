import { and, count, desc, eq, getTableColumns, isNull, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { softDeleted, touched } from '../../db/schema/columns';
import { listPage } from '../../lib/list-page';
import { users } from '../../db/schema/index';

export type UserRow = typeof users.$inferSelect;
const live = isNull(users.deleted_at);

export async function findUserById(db: Executor, id: number): Promise<UserRow | undefined> {
  const [row] = await db
    .select()
    .from(users)
    .where(and(eq(users.id, id), live))
    .limit(1);
  return row;
}

export async function findUserByUsername(
  db: Executor,
  username: string,
): Promise<UserRow | undefined> {
  const [row] = await db
    .select()
    .from(users)
    .where(and(eq(sql`lower(${users.username})`, username.toLowerCase()), live))
    .limit(1);
  return row;
}

/** Which of a username and an e-mail are already taken by a live account. */
export async function findTaken(db: Executor, username: string, email: string) {
  const rows = await db
    .select({ username: users.username, email: users.email })
    .from(users)
    .where(
      and(
        live,
        sql`(lower(${users.username}) = ${username.toLowerCase()} or lower(${users.email}) = ${email.toLowerCase()})`,
      ),
    );
  return {
    username: rows.some((r) => r.username.toLowerCase() === username.toLowerCase()),
    email: rows.some((r) => r.email.toLowerCase() === email.toLowerCase()),
  };
}

export async function listUsers(db: Executor, paged: number, limit: number) {
  return listPage(db, { table: users, where: live, paged }, (total) =>
    db
      .select({ ...getTableColumns(users), total })
      .from(users)
      .where(live)
      .orderBy(desc(users.created_at), desc(users.id))
      .limit(limit)
      .offset((paged - 1) * limit),
  );
}

export async function countUsers(db: Executor): Promise<number> {
  const [row] = await db.select({ value: count() }).from(users).where(live);
  return row?.value ?? 0;
}

export async function insertUser(
  db: Executor,
  values: typeof users.$inferInsert,
): Promise<UserRow> {
  const [row] = await db.insert(users).values(values).returning();
  return row!;
}

export async function updateUser(
  db: Executor,
  id: number,
  values: Partial<typeof users.$inferInsert>,
) {
  const [row] = await db
    .update(users)
    .set({ ...values, ...touched() })
    .where(and(eq(users.id, id), live))
    .returning();
  return row;
}

export async function softDeleteUser(db: Executor, id: number) {
  await db
    .update(users)
    .set(softDeleted())
    .where(and(eq(users.id, id), live));
}
