import { and, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { tripArrivalExtras, tripItems } from '../../db/schema/index';

/** What an admin decides about an arrival (trip-arrival-admin.service.ts). */

/** A parcel missing from a trip's arrival and not yet given up: written off now. */
export async function writeOff(
  db: Executor,
  tripId: number,
  productId: number,
  actorId: number | null,
  reason: string,
) {
  const rows = await db
    .update(tripItems)
    .set({ written_off_at: sql`now()`, written_off_by: actorId, write_off_reason: reason })
    .where(
      and(
        eq(tripItems.trip_id, tripId),
        eq(tripItems.product_id, productId),
        isNull(tripItems.removed_at),
        isNull(tripItems.arrived_at),
        isNotNull(tripItems.missing_at),
        isNull(tripItems.written_off_at),
      ),
    )
    .returning({ id: tripItems.id });
  return rows.length > 0;
}

/** An extra of a trip: accepted now, unless it was already (undefined: no such extra). */
export async function acceptExtra(
  db: Executor,
  tripId: number,
  productId: number,
  actorId: number | null,
) {
  const [extra] = await db
    .select({ id: tripArrivalExtras.id, accepted_at: tripArrivalExtras.accepted_at })
    .from(tripArrivalExtras)
    .where(and(eq(tripArrivalExtras.trip_id, tripId), eq(tripArrivalExtras.product_id, productId)));
  if (!extra || extra.accepted_at) return extra && { accepted: false };
  await db
    .update(tripArrivalExtras)
    .set({ accepted_at: sql`now()`, accepted_by: actorId })
    .where(eq(tripArrivalExtras.id, extra.id));
  return { accepted: true };
}

/**
 * The live line of an accepted extra on its trip, not yet scanned off: arrived when and by whom
 * the extra was scanned (the parcel was there since).
 */
export async function arriveAsScanned(db: Executor, tripId: number, productId: number) {
  await db.execute(sql`
    update ${tripItems} set arrived_at = e.scanned_at, arrived_by = e.scanned_by
    from ${tripArrivalExtras} e
    where e.trip_id = ${tripId} and e.product_id = ${productId}
      and ${tripItems.trip_id} = ${tripId} and ${tripItems.product_id} = ${productId}
      and ${tripItems.removed_at} is null and ${tripItems.arrived_at} is null`);
}
