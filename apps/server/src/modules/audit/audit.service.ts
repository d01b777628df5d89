import type { AuditEntry } from '@depot/shared/products/products.schema';
import type { Context } from '../../lib/context';
import * as q from './audit.queries';

/** One change for the money trail: what, which row, and its values before and after. */
export type AuditChange = {
  entity: string;
  entity_id: number;
  action: string;
  before?: Record<string, unknown> | null;
  after?: Record<string, unknown> | null;
};

/**
 * Writes the changes to the money trail with the context's actor. Call it with the context of
 * the transaction that makes the change, so that the change and its trail commit together.
 */
export async function recordAudit(ctx: Context, changes: AuditChange[]): Promise<void> {
  await q.insertAuditRows(
    ctx.db,
    changes.map((c) => ({
      actor_id: ctx.actor?.id ?? null,
      entity: c.entity,
      entity_id: c.entity_id,
      action: c.action,
      before: c.before ?? null,
      after: c.after ?? null,
    })),
  );
}

/** The fields whose values differ between two versions of a row: `[before, after]` parts. */
export function changedFields<T extends Record<string, unknown>>(
  before: T,
  after: Partial<T>,
  fields: readonly (keyof T & string)[],
): { before: Record<string, unknown>; after: Record<string, unknown> } | null {
  const was: Record<string, unknown> = {};
  const now: Record<string, unknown> = {};
  for (const field of fields) {
    if (!(field in after) || after[field] === undefined) continue;
    if (JSON.stringify(before[field]) === JSON.stringify(after[field])) continue;
    was[field] = before[field];
    now[field] = after[field];
  }
  return Object.keys(now).length > 0 ? { before: was, after: now } : null;
}

/** The trail of one row, oldest first (GET /products/:id/history). */
export async function auditHistory(
  ctx: Context,
  entity: string,
  entityId: number,
): Promise<AuditEntry[]> {
  const rows = await q.findAuditRows(ctx.db, entity, [entityId]);
  return rows.map((r) => ({
    id: r.id,
    at: r.at.toISOString(),
    actor:
      r.actor_id === null
        ? null
        : { id: r.actor_id, username: r.actor_username ?? '', fullname: r.actor_fullname ?? '' },
    entity: r.entity,
    entity_id: r.entity_id,
    action: r.action,
    before: r.before ?? null,
    after: r.after ?? null,
  }));
}
