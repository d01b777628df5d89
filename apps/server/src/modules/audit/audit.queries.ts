import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { auditLog, users } from '../../db/schema/index';

export type AuditValues = typeof auditLog.$inferInsert;

export async function insertAuditRows(db: Executor, rows: AuditValues[]): Promise<void> {
  if (rows.length > 0) await db.insert(auditLog).values(rows);
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
