import { sql } from 'drizzle-orm';
import { branches } from './branches';
import {
  boolean,
  check,
  date,
  index,
  integer,
  pgTable,
  serial,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { cars } from './cars';
import { products } from './products';
import { users } from './users';

/** A vehicle's load for one departure date. */
export const trips = pgTable(
  'trips',
  {
    id: serial('id').primaryKey(),
    car_id: integer('car_id')
      .notNull()
      .references(() => cars.id),
    datetime_from: date('datetime_from', { mode: 'string' }).notNull(),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    archived_at: timestamp('archived_at', { withTimezone: true }),
    archived_by: integer('archived_by').references(() => users.id),
    /** From which branch to which: goods loaded on the trip travel between them. */
    from_branch_id: integer('from_branch_id')
      .notNull()
      .default(1)
      .references(() => branches.id),
    to_branch_id: integer('to_branch_id')
      .notNull()
      .default(1)
      .references(() => branches.id),
    /** `Xuất bến`: when and by whom the vehicle left; its goods are then in transit. */
    departed_at: timestamp('departed_at', { withTimezone: true }),
    departed_by: integer('departed_by').references(() => users.id),
    /** `Xác nhận đã nhận xe` at the branch it goes to: lines not scanned off are missing. */
    arrival_confirmed_at: timestamp('arrival_confirmed_at', { withTimezone: true }),
    arrival_confirmed_by: integer('arrival_confirmed_by').references(() => users.id),
  },
  (t) => [
    // At most one live trip per car and date.
    uniqueIndex('trips_live_car_date_key')
      .on(t.car_id, t.datetime_from)
      .where(sql`${t.archived_at} is null`),
    index('trips_date_idx').on(t.datetime_from),
    check(
      'trips_arrival_after_departure_check',
      sql`${t.arrival_confirmed_at} is null or ${t.departed_at} is not null`,
    ),
    // The statements list's order over live trips (GET /trips, migration 0031).
    index('trips_live_order_idx')
      .on(t.datetime_from.desc(), t.id.desc())
      .where(sql`${t.archived_at} is null`),
  ],
);

/** A product on a trip. */
export const tripItems = pgTable(
  'trip_items',
  {
    id: serial('id').primaryKey(),
    trip_id: integer('trip_id')
      .notNull()
      .references(() => trips.id),
    product_id: integer('product_id')
      .notNull()
      .references(() => products.id),
    added_at: timestamp('added_at', { withTimezone: true }).notNull().defaultNow(),
    added_by: integer('added_by').references(() => users.id),
    removed_at: timestamp('removed_at', { withTimezone: true }),
    removed_by: integer('removed_by').references(() => users.id),
    /**
     * A removed line kept in the archive (a deleted list or statement line,
     * docs/decisions/0012-archive-and-close-statements.md), which a superadmin can restore; false
     * for a plain removal (a move) or once restored.
     */
    archived: boolean('archived').notNull().default(false),
    /**
     * Archived with its whole vehicle list (the removal that left the trip without a live line),
     * as against a line removed alone from a list that stayed live: the archive tab (spec 2 §2.1)
     * lists deleted lists only; removed lines are seen on their list's own page (docs/decisions/0012-archive-and-close-statements.md).
     */
    list_deleted: boolean('list_deleted').notNull().default(false),
    /** Why it was archived, when the person said. */
    reason: varchar('reason', { length: 250 }),
    /** Scanned off the vehicle at the branch the trip goes to. */
    arrived_at: timestamp('arrived_at', { withTimezone: true }),
    arrived_by: integer('arrived_by').references(() => users.id),
    /** Not scanned off when the arrival was confirmed (a later scan sets arrived_at: found). */
    missing_at: timestamp('missing_at', { withTimezone: true }),
    /** A missing parcel an admin gave up, and why (migration 0037). */
    written_off_at: timestamp('written_off_at', { withTimezone: true }),
    written_off_by: integer('written_off_by').references(() => users.id),
    write_off_reason: varchar('write_off_reason', { length: 250 }),
  },
  (t) => [
    // Goods are on at most one vehicle: two staff loading them at once cannot both succeed.
    uniqueIndex('trip_items_live_product_key')
      .on(t.product_id)
      .where(sql`${t.removed_at} is null`),
    index('trip_items_trip_idx').on(t.trip_id),
    // Lines arrived at their branch and still on their trip (`Hàng chờ giao`); migration 0053
    // adds INCLUDE (trip_id, arrived_at).
    index('trip_items_arrived_idx')
      .on(t.product_id)
      .where(sql`${t.removed_at} is null and ${t.arrived_at} is not null`),
    // The archive tab reads archived lines by trip.
    index('trip_items_archived_trip_idx')
      .on(t.trip_id)
      .where(sql`${t.archived}`),
    check(
      'trip_items_archived_removed_check',
      sql`not ${t.archived} or ${t.removed_at} is not null`,
    ),
    // The archive tab reads deleted lists by trip.
    index('trip_items_list_deleted_trip_idx')
      .on(t.trip_id)
      .where(sql`${t.list_deleted}`),
    check('trip_items_list_deleted_archived_check', sql`not ${t.list_deleted} or ${t.archived}`),
    check(
      'trip_items_write_off_missing_check',
      sql`${t.written_off_at} is null or (${t.missing_at} is not null and ${t.write_off_reason} is not null)`,
    ),
  ],
);

/**
 * A parcel scanned off a vehicle that was not on its list (`Thừa`): refused until an admin
 * accepts it at that branch.
 */
export const tripArrivalExtras = pgTable(
  'trip_arrival_extras',
  {
    id: serial('id').primaryKey(),
    trip_id: integer('trip_id')
      .notNull()
      .references(() => trips.id),
    product_id: integer('product_id')
      .notNull()
      .references(() => products.id),
    scanned_at: timestamp('scanned_at', { withTimezone: true }).notNull().defaultNow(),
    scanned_by: integer('scanned_by').references(() => users.id),
    accepted_at: timestamp('accepted_at', { withTimezone: true }),
    accepted_by: integer('accepted_by').references(() => users.id),
  },
  (t) => [uniqueIndex('trip_arrival_extras_trip_product_key').on(t.trip_id, t.product_id)],
);
