import { sql, type SQL } from 'drizzle-orm';
import {
  bigint,
  check,
  foreignKey,
  index,
  integer,
  pgTable,
  serial,
  text,
  varchar,
} from 'drizzle-orm/pg-core';
import { softDelete, timestamps } from './columns';
import { districts, provinces, wards } from './locations';

export const customers = pgTable(
  'customers',
  {
    id: serial('id').primaryKey(),
    full_name: varchar('full_name', { length: 250 }).notNull(),
    /** f_unaccent(full_name): what accent-insensitive search matches, trigram indexed. */
    full_name_folded: text('full_name_folded')
      .notNull()
      .generatedAlwaysAs((): SQL => sql`f_unaccent(${customers.full_name})`),
    phone: varchar('phone', { length: 250 }).notNull(),
    number_house: varchar('number_house', { length: 250 }).notNull().default(''),
    number_house_folded: text('number_house_folded')
      .notNull()
      .generatedAlwaysAs((): SQL => sql`f_unaccent(${customers.number_house})`),
    province_id: integer('province_id').notNull(),
    district_id: integer('district_id').notNull(),
    ward_id: integer('ward_id').notNull(),
    /** Opening balance in đồng. */
    debt: bigint('debt', { mode: 'number' }).notNull().default(0),
    ...timestamps(),
    ...softDelete(),
  },
  (t) => [
    foreignKey({ columns: [t.province_id], foreignColumns: [provinces.id] }),
    // The ward lies in the district, the district in the province: enforced by the database.
    foreignKey({
      columns: [t.district_id, t.province_id],
      foreignColumns: [districts.id, districts.province_id],
    }),
    foreignKey({
      columns: [t.ward_id, t.district_id],
      foreignColumns: [wards.id, wards.district_id],
    }),
    check('customers_debt_check', sql`${t.debt} >= 0`),
    index('customers_full_name_trgm').using('gin', t.full_name_folded.op('gin_trgm_ops')),
    index('customers_phone_trgm').using('gin', t.phone.op('gin_trgm_ops')),
    index('customers_number_house_trgm').using('gin', t.number_house_folded.op('gin_trgm_ops')),
    index('customers_location_idx').on(t.province_id, t.district_id, t.ward_id),
    index('customers_live_idx')
      .on(t.id)
      .where(sql`${t.deleted_at} is null`),
  ],
);
