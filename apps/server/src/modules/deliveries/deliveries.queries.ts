import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { deliveries, deliveryItems, deliveryPayments, payments } from '../../db/schema/index';

/** The writes and reads of handovers (`Giao hàng`): this module is their only writer. */

export type NewDelivery = typeof deliveries.$inferInsert;

/** Where each parcel is now (handoverRefusal's GoodsPlace), read under the goods' locks. */
export type PlaceRow = {
  id: number;
  origin_branch_id: number;
  deleted: boolean;
  delivered: boolean;
  returned: boolean;
  customer_id: number;
  sender_id: number | null;
  quantity: number;
  total_weight: string;
  name: string;
  item_id: number | null;
  from_branch_id: number | null;
  to_branch_id: number | null;
  arrived: boolean;
  missing: boolean;
  written_off: boolean;
};

export async function goodsPlaces(db: Executor, ids: number[]): Promise<PlaceRow[]> {
  const { rows } = await db.execute<PlaceRow>(sql`
    select p.id, p.origin_branch_id, p.deleted_at is not null as deleted,
      exists (select 1 from delivery_items di
        where di.product_id = p.id and di.voided_at is null) as delivered,
      exists (select 1 from goods_returns gr where gr.product_id = p.id) as returned,
      p.customer_id, p.sender_id, p.quantity, p.total_weight::text as total_weight, p.name,
      ti.id as item_id, t.from_branch_id, t.to_branch_id,
      coalesce(ti.arrived_at is not null, false) as arrived,
      coalesce(ti.missing_at is not null, false) as missing,
      coalesce(ti.written_off_at is not null, false) as written_off
    from products p
    left join trip_items ti on ti.product_id = p.id and ti.removed_at is null
      and exists (select 1 from trips lt where lt.id = ti.trip_id and lt.archived_at is null)
    left join trips t on t.id = ti.trip_id
    where p.id = any(${sql.param(ids)}::int[])`);
  return rows;
}

export async function insertDelivery(db: Executor, values: NewDelivery): Promise<number> {
  const [row] = await db.insert(deliveries).values(values).returning({ id: deliveries.id });
  return row!.id;
}

export async function insertItems(db: Executor, deliveryId: number, productIds: number[]) {
  await db
    .insert(deliveryItems)
    .values(productIds.map((product_id) => ({ delivery_id: deliveryId, product_id })));
}

export async function insertPaymentLinks(db: Executor, deliveryId: number, paymentIds: number[]) {
  if (paymentIds.length === 0) return;
  await db
    .insert(deliveryPayments)
    .values(paymentIds.map((payment_id) => ({ delivery_id: deliveryId, payment_id })));
}

/** Voids a live handover and frees its parcels; false when it was voided already. */
export async function voidDeliveryRows(
  db: Executor,
  id: number,
  actorId: number,
  reason: string,
): Promise<boolean> {
  const rows = await db
    .update(deliveries)
    .set({ voided_at: sql`now()`, voided_by: actorId, void_reason: reason })
    .where(and(eq(deliveries.id, id), isNull(deliveries.voided_at)))
    .returning({ id: deliveries.id });
  if (rows.length === 0) return false;
  await db
    .update(deliveryItems)
    .set({ voided_at: sql`now()` })
    .where(and(eq(deliveryItems.delivery_id, id), isNull(deliveryItems.voided_at)));
  return true;
}

export type DeliveryRow = {
  id: number;
  number_year: number;
  number_month: number;
  number_order: number;
  customer_id: number;
  customer_full_name: string;
  customer_phone: string;
  receiver_name: string;
  receiver_phone: string;
  mode: string;
  delivered_by: string | null;
  note: string | null;
  has_photo: boolean;
  has_signature: boolean;
  branch_id: number;
  branch_code: string;
  branch_name: string;
  delivered_at: string;
  created_by_id: number | null;
  created_by_name: string | null;
  voided_at: string | null;
  void_reason: string | null;
};

const iso = (column: string) =>
  sql.raw(`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`);

/** One handover with its receiver, branch and clerk; the images only as whether they exist. */
export async function deliveryById(db: Executor, id: number): Promise<DeliveryRow | undefined> {
  const { rows } = await db.execute<DeliveryRow>(sql`
    select d.id, d.number_year, d.number_month, d.number_order, d.customer_id,
      c.full_name as customer_full_name, c.phone as customer_phone,
      d.receiver_name, d.receiver_phone, d.mode, d.delivered_by, d.note,
      d.photo is not null as has_photo, d.signature is not null as has_signature,
      d.branch_id, b.code as branch_code, b.name as branch_name,
      ${iso('d.delivered_at')} as delivered_at, u.id as created_by_id,
      u.fullname as created_by_name, ${iso('d.voided_at')} as voided_at, d.void_reason
    from deliveries d
    join customers c on c.id = d.customer_id
    join branches b on b.id = d.branch_id
    left join users u on u.id = d.created_by
    where d.id = ${id}`);
  return rows[0];
}

/** The parcels of a handover, in code order, as they are now. */
export async function deliveryGoods(db: Executor, id: number) {
  const { rows } = await db.execute<{
    id: number;
    year_create: number;
    month_create: number;
    order: number;
    suffix: string | null;
    name: string;
    quantity: number;
    total_weight: string;
  }>(sql`
    select p.id, p.year_create, p.month_create, p."order", p.suffix, p.name, p.quantity,
      p.total_weight
    from delivery_items di join products p on p.id = di.product_id
    where di.delivery_id = ${id}
    order by p.year_create, p.month_create, p."order", p.id`);
  return rows;
}

/** The payments taken with a handover. */
export async function deliveryPaymentRows(db: Executor, id: number) {
  return db
    .select({
      id: payments.id,
      number_year: payments.number_year,
      number_month: payments.number_month,
      number_order: payments.number_order,
      amount: payments.amount,
      method: payments.method,
      purpose: payments.purpose,
    })
    .from(deliveryPayments)
    .innerJoin(payments, eq(payments.id, deliveryPayments.payment_id))
    .where(eq(deliveryPayments.delivery_id, id))
    .orderBy(payments.id);
}

/** A handover's photo or signature bytes, or null. */
export async function deliveryImage(
  db: Executor,
  id: number,
  kind: 'photo' | 'signature',
): Promise<Buffer | null> {
  const [row] = await db
    .select({ image: deliveries[kind] })
    .from(deliveries)
    .where(eq(deliveries.id, id));
  return row?.image ?? null;
}
