import { sql } from 'drizzle-orm';
import { check, numeric, pgTable, serial, varchar } from 'drizzle-orm/pg-core';
import { timestamps } from './columns';

/** Cars (`xe`); written by modules/cars. */
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
