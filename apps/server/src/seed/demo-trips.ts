/**
 * The demo depot's trips: the goods demo-goods.ts marked as loaded (status true) go onto one
 * trip per vehicle and departure date, a few old trips are archived. Set-based, like the goods.
 */
import { sql } from 'drizzle-orm';
import type { Transaction } from '../db/client';

export type DemoTripsOptions = {
  /** Only goods with a larger id are loaded (those the seed just made). */
  afterProductId: number;
  carIds: number[];
  /** How many old trips to archive. */
  archived: number;
  today: string;
  userId: number | null;
};

export type DemoTripsResult = {
  trips: number;
  items: number;
  archivedTrips: number;
  archivedGoods: number;
};

/**
 * A loaded line leaves on its receive date or up to two days later, on the vehicle a hash of its
 * customer and departure date picks, so a customer's goods of one day travel together (one
 * statement). An archived trip's items are removed and its goods are back to "not loaded"
 * (docs/decisions/0012-archive-and-close-statements.md).
 */
export async function insertDemoTrips(
  tx: Transaction,
  o: DemoTripsOptions,
): Promise<DemoTripsResult> {
  const cars = sql.param(o.carIds);
  await tx.execute(sql`
    create temp table demo_load on commit drop as
    select p.id, p.datetime + mod(abs(hashint4(p.id)), 3) as dep,
      (${cars}::int[])[1 + mod(abs(hashtext(p.customer_id || ':' ||
        (p.datetime + mod(abs(hashint4(p.id)), 3)))), ${o.carIds.length}::int)] as car_id
    from products p
    where p.id > ${o.afterProductId}::int and p.status`);
  // Temporary tables get no statistics by themselves; without them the joins below guess.
  await tx.execute(sql`analyze demo_load`);
  const before = await tx.execute<{ id: number }>(
    sql`select coalesce(max(id), 0)::int as id from trips`,
  );
  const lastTripId = before.rows[0]?.id ?? 0;
  const trips = await tx.execute(sql`
    insert into trips (car_id, datetime_from, created_at)
    select car_id, dep, (dep::timestamp + interval '5 hours') at time zone 'Asia/Ho_Chi_Minh'
    from demo_load group by car_id, dep
    on conflict (car_id, datetime_from) where archived_at is null do nothing`);
  const items = await tx.execute(sql`
    insert into trip_items (trip_id, product_id, added_at, added_by)
    select t.id, l.id, t.created_at, ${o.userId}::int
    from demo_load l
    join trips t on t.car_id = l.car_id and t.datetime_from = l.dep and t.archived_at is null`);

  await tx.execute(sql`analyze trips, trip_items`);

  // A few trips between one month and a year old were deleted as lists: archived.
  const archived = await tx.execute<{ trips: number; goods: number }>(sql`
    with chosen as (
      select t.id, (t.datetime_from::timestamp + interval '3 days 9 hours')
        at time zone 'Asia/Ho_Chi_Minh' as at
      from trips t
      where t.archived_at is null
        and t.datetime_from between ${o.today}::date - 365 and ${o.today}::date - 30
        and t.id > ${lastTripId}::int
      order by hashint4(t.id) limit ${o.archived}::int
    ), trip_rows as (
      update trips t set archived_at = c.at, archived_by = ${o.userId}::int
      from chosen c where t.id = c.id returning t.id, c.at
    ), item_rows as (
      update trip_items ti set removed_at = r.at, removed_by = ${o.userId}::int, archived = true,
        list_deleted = true
      from trip_rows r where ti.trip_id = r.id and ti.removed_at is null
      returning ti.product_id
    ), goods as (
      update products p set status = false from item_rows i where p.id = i.product_id
      returning p.id
    )
    select (select count(*) from trip_rows)::int as trips,
      (select count(*) from goods)::int as goods`);
  return {
    trips: trips.rowCount ?? 0,
    items: items.rowCount ?? 0,
    archivedTrips: archived.rows[0]?.trips ?? 0,
    archivedGoods: archived.rows[0]?.goods ?? 0,
  };
}
