import { index, integer, pgTable, text, unique, varchar } from 'drizzle-orm/pg-core';

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
