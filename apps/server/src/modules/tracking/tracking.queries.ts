import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { executeNamed } from '../../db/prepared';

/** The reads of the public tracking (docs/domain.md, "Tracking"); it writes nothing. */

/**
 * The depot's key for tracking links (one row, made by migration 0048, never changed), read once
 * per database handle: every public lookup needs it.
 */
const secrets = new WeakMap<Executor, Promise<string>>();

export function trackingSecret(db: Executor): Promise<string> {
  let secret = secrets.get(db);
  if (!secret) {
    secret = db
      .execute<{ secret: string }>(sql`select secret from tracking_keys where id = 1`)
      .then(({ rows }) => rows[0]!.secret);
    // A failed read is not kept: the next lookup asks again.
    secret.catch(() => secrets.delete(db));
    secrets.set(db, secret);
  }
  return secret;
}

/**
 * The live goods of a code's year, month and order whose receiver's phone ends with these 4
 * digits (spaces and dots ignored), through the unique code index; the caller compares the
 * whole code, suffix included, as the index holds none.
 */
export async function goodsOfCode(
  db: Executor,
  key: { year_create: number; month_create: number; order: number },
  phone4: string,
) {
  return executeNamed<{
    id: number;
    year_create: number;
    month_create: number;
    order: number;
    suffix: string | null;
  }>(db, 'track_goods_of_code', sql`
    select p.id, p.year_create, p.month_create, p."order", p.suffix
    from products p join customers c on c.id = p.customer_id
    where p.year_create = ${key.year_create} and p.month_create = ${key.month_create}
      and p."order" = ${key.order} and p.deleted_at is null
      and right(regexp_replace(c.phone, '[^0-9]', '', 'g'), 4) = ${phone4}`);
}

export type TrackingFacts = {
  year_create: number;
  month_create: number;
  order: number;
  suffix: string | null;
  /** The plate of the vehicle it is on, when that trip has left. */
  number_car: string | null;
  /** Who took it and when, from its live handover. */
  receiver_name: string | null;
  delivered_at: string | null;
  several_branches: boolean;
  /** When and where it was received: the first stage, whatever its trail holds. */
  created_at: string;
  origin_branch: string;
};

/** What the page says of a live parcel beside its history; undefined when deleted or absent. */
export async function trackingFacts(db: Executor, id: number): Promise<TrackingFacts | undefined> {
  const rows = await executeNamed<TrackingFacts>(db, 'track_facts', sql`
    select p.year_create, p.month_create, p."order", p.suffix,
      (select c.number_car from trip_items ti join trips t on t.id = ti.trip_id
         join cars c on c.id = t.car_id
       where ti.product_id = p.id and ti.removed_at is null and t.archived_at is null
         and t.departed_at is not null limit 1) as number_car,
      d.receiver_name,
      to_char(d.delivered_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as delivered_at,
      (select count(*) > 1 from branches) as several_branches,
      to_char(p.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as created_at,
      (select b.name from branches b where b.id = p.origin_branch_id) as origin_branch
    from products p
    left join delivery_items di on di.product_id = p.id and di.voided_at is null
    left join deliveries d on d.id = di.delivery_id
    where p.id = ${id} and p.deleted_at is null`);
  return rows[0];
}

/**
 * The live goods of a receipt (one customer's goods still on a vehicle's trip of a date),
 * in loading order, at most `limit`: what its QR code lists. An archived trip still
 * counts: the customer keeps the paper after the statement is closed.
 */
export async function goodsOfReceipt(
  db: Executor,
  key: { carId: number; customerId: number; date: string },
  limit: number,
) {
  const { rows } = await db.execute<{ id: number }>(sql`
    select p.id
    from trips t
    join trip_items ti on ti.trip_id = t.id and ti.removed_at is null
    join products p on p.id = ti.product_id and p.deleted_at is null
    where t.car_id = ${key.carId} and t.datetime_from = ${key.date}
      and p.customer_id = ${key.customerId}
    order by ti.id
    limit ${limit}`);
  return rows.map((r) => r.id);
}
