import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  customType,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { branches } from './branches';
import { customers } from './customers';
import { payments } from './payments';
import { products } from './products';
import { users } from './users';

/** Raw bytes: the handover's photo and signature live in the database, so backups hold them. */
const bytea = customType<{ data: Buffer }>({ dataType: () => 'bytea' });

/**
 * Goods handed over to their receiver (`Giao hàng`, docs/domain.md "Handover", migration 0047):
 * numbered `GH-YYMM-NNNN` per month (payment_number_counters, series `GH`), never edited; an admin
 * voids one made by mistake with a reason, and its parcels wait again.
 */
export const deliveries = pgTable(
  'deliveries',
  {
    id: serial('id').primaryKey(),
    number_year: smallint('number_year').notNull(),
    number_month: smallint('number_month').notNull(),
    number_order: integer('number_order').notNull(),
    /** The receiver whose goods these are. */
    customer_id: integer('customer_id')
      .notNull()
      .references(() => customers.id),
    /** Who took them: the customer's name and phone by default, or whoever came for them. */
    receiver_name: varchar('receiver_name', { length: 250 }).notNull(),
    receiver_phone: varchar('receiver_phone', { length: 250 }).notNull(),
    /** `pickup` (Khách đến lấy) or `door` (Giao tận nơi, by delivered_by). */
    mode: varchar('mode', { length: 10 }).notNull(),
    delivered_by: varchar('delivered_by', { length: 250 }),
    note: text('note'),
    photo: bytea('photo'),
    signature: bytea('signature'),
    branch_id: integer('branch_id')
      .notNull()
      .default(1)
      .references(() => branches.id),
    delivered_at: timestamp('delivered_at', { withTimezone: true }).notNull().defaultNow(),
    created_by: integer('created_by').references(() => users.id),
    voided_at: timestamp('voided_at', { withTimezone: true }),
    voided_by: integer('voided_by').references(() => users.id),
    void_reason: text('void_reason'),
  },
  (t) => [
    uniqueIndex('deliveries_number_key').on(t.number_year, t.number_month, t.number_order),
    index('deliveries_customer_idx').on(t.customer_id, t.delivered_at),
    check('deliveries_mode_check', sql`${t.mode} in ('pickup', 'door')`),
    check('deliveries_by_check', sql`${t.mode} = 'pickup' or ${t.delivered_by} is not null`),
    check(
      'deliveries_images_check',
      sql`coalesce(octet_length(${t.photo}), 0) <= 2097152 and coalesce(octet_length(${t.signature}), 0) <= 524288`,
    ),
    check('deliveries_void_check', sql`(${t.voided_at} is null) = (${t.void_reason} is null)`),
  ],
);

/** The parcels of a handover. A parcel has one live handover at most: its live row here. */
export const deliveryItems = pgTable(
  'delivery_items',
  {
    id: serial('id').primaryKey(),
    delivery_id: integer('delivery_id')
      .notNull()
      .references(() => deliveries.id),
    product_id: integer('product_id')
      .notNull()
      .references(() => products.id),
    /** Set with its delivery's void: the parcel waits again. */
    voided_at: timestamp('voided_at', { withTimezone: true }),
  },
  (t) => [
    index('delivery_items_delivery_idx').on(t.delivery_id),
    uniqueIndex('delivery_items_live_product_key')
      .on(t.product_id)
      .where(sql`${t.voided_at} is null`),
  ],
);

/** The payments taken in the same step as a handover (freight, thu hộ), for its slip. */
export const deliveryPayments = pgTable(
  'delivery_payments',
  {
    delivery_id: integer('delivery_id')
      .notNull()
      .references(() => deliveries.id),
    payment_id: integer('payment_id')
      .notNull()
      .references(() => payments.id),
  },
  (t) => [primaryKey({ columns: [t.delivery_id, t.payment_id] })],
);

/** The reasons a handover can fail (`Không giao được`), a list the depot edits (migration 0049). */
export const deliveryFailureReasons = pgTable(
  'delivery_failure_reasons',
  {
    id: serial('id').primaryKey(),
    name: varchar('name', { length: 100 }).notNull(),
    active: boolean('active').notNull().default(true),
  },
  (t) => [
    uniqueIndex('delivery_failure_reasons_name_key').on(sql`lower(${t.name})`),
    check('delivery_failure_reasons_name_check', sql`length(btrim(${t.name})) > 0`),
  ],
);

/** Each failed attempt to hand a parcel over; the parcel stays waiting, its attempts counted. */
export const deliveryAttempts = pgTable(
  'delivery_attempts',
  {
    id: serial('id').primaryKey(),
    product_id: integer('product_id')
      .notNull()
      .references(() => products.id),
    reason_id: integer('reason_id')
      .notNull()
      .references(() => deliveryFailureReasons.id),
    note: text('note'),
    branch_id: integer('branch_id')
      .notNull()
      .default(1)
      .references(() => branches.id),
    attempted_at: timestamp('attempted_at', { withTimezone: true }).notNull().defaultNow(),
    attempted_by: integer('attempted_by').references(() => users.id),
  },
  (t) => [index('delivery_attempts_product_idx').on(t.product_id)],
);

/**
 * Goods sent back to their sender (`Hoàn hàng`, migration 0050): the parcel, the new goods line
 * that carries it back, the return freight. A parcel is returned once.
 */
export const goodsReturns = pgTable(
  'goods_returns',
  {
    id: serial('id').primaryKey(),
    product_id: integer('product_id')
      .notNull()
      .references(() => products.id),
    return_product_id: integer('return_product_id')
      .notNull()
      .references(() => products.id),
    freight: bigint('freight', { mode: 'number' }).notNull(),
    note: text('note'),
    branch_id: integer('branch_id')
      .notNull()
      .default(1)
      .references(() => branches.id),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    created_by: integer('created_by').references(() => users.id),
  },
  (t) => [
    uniqueIndex('goods_returns_product_key').on(t.product_id),
    uniqueIndex('goods_returns_return_product_key').on(t.return_product_id),
    check('goods_returns_freight_check', sql`${t.freight} >= 0 and ${t.freight} <= 10000000000`),
    check('goods_returns_not_itself_check', sql`${t.product_id} <> ${t.return_product_id}`),
  ],
);
