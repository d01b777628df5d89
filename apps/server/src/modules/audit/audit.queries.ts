import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { auditLog, users } from '../../db/schema/index';

export type AuditValues = typeof auditLog.$inferInsert;

/** Above this many rows, one JSON parameter instead of one parameter per value. */
const MANY_ROWS = 500;

export async function insertAuditRows(db: Executor, rows: AuditValues[]): Promise<void> {
  if (rows.length === 0) return;
  if (rows.length <= MANY_ROWS) {
    await db.insert(auditLog).values(rows);
    return;
  }
  // A bulk change (10 000 customers converted at once) would pass PostgreSQL's 65 535
  // parameters; one jsonb array is sent and parsed once.
  await db.execute(sql`
    insert into ${auditLog} (actor_id, entity, entity_id, action, before, after)
    select r.actor_id, r.entity, r.entity_id, r.action, r.before, r.after
    from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb)
      as r(actor_id int, entity text, entity_id int, action text, before jsonb, after jsonb)`);
}

/** The trail of some rows of one kind, oldest first, with who acted. */
export async function findAuditRows(db: Executor, entity: string, entityIds: number[]) {
  return db
    .select({
      id: auditLog.id,
      at: auditLog.at,
      entity: auditLog.entity,
      entity_id: auditLog.entity_id,
      action: auditLog.action,
      before: auditLog.before,
      after: auditLog.after,
      actor_id: users.id,
      actor_username: users.username,
      actor_fullname: users.fullname,
    })
    .from(auditLog)
    .leftJoin(users, eq(users.id, auditLog.actor_id))
    .where(and(eq(auditLog.entity, entity), inArray(auditLog.entity_id, entityIds)))
    .orderBy(asc(auditLog.id));
}
