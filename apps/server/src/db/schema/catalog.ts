import { sql, type SQL } from 'drizzle-orm';
import {
  check,
  index,
  numeric,
  pgTable,
  serial,
  text,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { timestamps } from './columns';

export const specifications = pgTable(
  'specifications',
  {
    id: serial('id').primaryKey(),
    name: varchar('name', { length: 250 }).notNull(),
    name_folded: text('name_folded')
      .notNull()
      .generatedAlwaysAs((): SQL => sql`f_unaccent(${specifications.name})`),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex('specifications_name_key').on(sql`lower(${t.name})`),
    index('specifications_name_trgm').using('gin', t.name_folded.op('gin_trgm_ops')),
  ],
);

export const cars = pgTable(
  'cars',
  {
    id: serial('id').primaryKey(),
    /** Stored in the normal form of normalizePlate() (packages/shared), unique. */
    number_car: varchar('number_car', { length: 20 }).notNull().unique(),
    driver_name: varchar('driver_name', { length: 250 }).notNull(),
    /** Capacity in kg. */
    total_weight: numeric('total_weight', { precision: 14, scale: 2, mode: 'number' }).notNull(),
    ...timestamps(),
  },
  (t) => [check('cars_total_weight_check', sql`${t.total_weight} > 0`)],
);
