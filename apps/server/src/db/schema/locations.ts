import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  unique,
  varchar,
} from 'drizzle-orm/pg-core';

/** Official administrative units (General Statistics Office codes as ids), loaded at start-up. */
export const provinces = pgTable('provinces', {
  id: integer('id').primaryKey(),
  name: varchar('name', { length: 100 }).notNull(),
  type: varchar('type', { length: 20 }).notNull(),
  /** Vietnamese reading order (numbers in numeric order), precomputed by location-data.ts. */
  sort_key: text('sort_key').notNull(),
});

export const districts = pgTable(
  'districts',
  {
    id: integer('id').primaryKey(),
    province_id: integer('province_id')
      .notNull()
      .references(() => provinces.id),
    name: varchar('name', { length: 100 }).notNull(),
    type: varchar('type', { length: 20 }).notNull(),
    sort_key: text('sort_key').notNull(),
  },
  (t) => [
    index('districts_province_idx').on(t.province_id, t.sort_key),
    unique('districts_id_province_key').on(t.id, t.province_id),
  ],
);

export const wards = pgTable(
  'wards',
  {
    id: integer('id').primaryKey(),
    district_id: integer('district_id')
      .notNull()
      .references(() => districts.id),
    name: varchar('name', { length: 100 }).notNull(),
    type: varchar('type', { length: 20 }).notNull(),
    sort_key: text('sort_key').notNull(),
  },
  (t) => [
    index('wards_district_idx').on(t.district_id, t.sort_key),
    unique('wards_id_district_key').on(t.id, t.district_id),
  ],
);

/**
 * The units after the reform of 1 July 2025 (docs/decisions/0010-addresses-2025.md): 34 provinces, and wards
 * directly under them. Ids are the official codes (two digits for provinces, five for wards),
 * which reuse old codes for other places: never join these with the old tables by id.
 * Loaded at start-up from reference-data/address-2025 (address-2025-seed.ts).
 */
export const provinces2025 = pgTable('provinces_2025', {
  id: integer('id').primaryKey(),
  name: varchar('name', { length: 100 }).notNull(),
  type: varchar('type', { length: 20 }).notNull(),
  sort_key: text('sort_key').notNull(),
});

export const wards2025 = pgTable(
  'wards_2025',
  {
    id: integer('id').primaryKey(),
    province_id: integer('province_id')
      .notNull()
      .references(() => provinces2025.id),
    name: varchar('name', { length: 100 }).notNull(),
    type: varchar('type', { length: 20 }).notNull(),
    sort_key: text('sort_key').notNull(),
  },
  (t) => [
    index('wards_2025_province_idx').on(t.province_id, t.sort_key),
    unique('wards_2025_id_province_key').on(t.id, t.province_id),
  ],
);

/**
 * What each old ward became. `whole`: it went whole into this one new ward (a sure
 * conversion). `source`: `official` (the mapping shipped), or for old wards the mapping does not
 * name, `same_name` / `district` (guesses a person confirms; whole is false).
 */
export const wardConversions = pgTable(
  'ward_conversions',
  {
    old_ward_id: integer('old_ward_id')
      .notNull()
      .references(() => wards.id),
    new_ward_id: integer('new_ward_id')
      .notNull()
      .references(() => wards2025.id),
    whole: boolean('whole').notNull(),
    source: varchar('source', { length: 20 }).notNull(),
  },
  (t) => [
    primaryKey({ name: 'ward_conversions_pk', columns: [t.old_ward_id, t.new_ward_id] }),
    index('ward_conversions_new_idx').on(t.new_ward_id),
    check(
      'ward_conversions_source_check',
      sql`${t.source} in ('official', 'same_name', 'district')`,
    ),
  ],
);

/** Which version of a shipped data set is loaded (`units-2025`), so a newer one reloads. */
export const referenceDataVersions = pgTable('reference_data_versions', {
  name: varchar('name', { length: 50 }).primaryKey(),
  version: integer('version').notNull(),
  loaded_at: timestamp('loaded_at', { withTimezone: true }).notNull().defaultNow(),
});
