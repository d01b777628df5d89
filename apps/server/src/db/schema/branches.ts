import { sql } from 'drizzle-orm';
import { check, integer, pgTable, serial, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { timestamps } from './columns';
import { provinces2025 } from './locations';

/**
 * The depot's offices (docs/domain.md, "Branches"). The depot that existed before branches is
 * branch 1 (migration 0033); goods, trips and people point at branches.
 */
export const branches = pgTable(
  'branches',
  {
    id: serial('id').primaryKey(),
    name: varchar('name', { length: 150 }).notNull(),
    code: varchar('code', { length: 4 }).notNull(),
    address: varchar('address', { length: 250 }).notNull().default(''),
    phone: varchar('phone', { length: 50 }).notNull().default(''),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex('branches_code_key').on(t.code),
    uniqueIndex('branches_name_key').on(sql`lower(${t.name})`),
    check('branches_code_check', sql`${t.code} ~ '^[A-Z]{2,4}$'`),
  ],
);

/** The provinces (2025 list) a branch serves: goods of their customers go there by default. */
export const branchProvinces = pgTable(
  'branch_provinces',
  {
    branch_id: integer('branch_id')
      .notNull()
      .references(() => branches.id, { onDelete: 'cascade' }),
    province_id: integer('province_id')
      .notNull()
      .references(() => provinces2025.id),
  },
  // One branch a province at most.
  (t) => [uniqueIndex('branch_provinces_province_key').on(t.province_id)],
);
