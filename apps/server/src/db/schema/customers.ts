import { sql, type SQL } from 'drizzle-orm';
import {
  bigint,
  check,
  foreignKey,
  index,
  integer,
  pgTable,
  serial,
  smallint,
  text,
  varchar,
} from 'drizzle-orm/pg-core';
import { softDelete, timestamps } from './columns';
import { districts, provinces, provinces2025, wards, wards2025 } from './locations';

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
    /**
     * The address of the old list (province → district → ward): the current address while
     * address_version is 1, kept readable after a conversion to the 2025 list; null for an
     * address given in the 2025 list.
     */
    province_id: integer('province_id'),
    district_id: integer('district_id'),
    ward_id: integer('ward_id'),
    /** Which list the current address is of: 1 (old) or 2025 (docs/decisions/0010-addresses-2025.md). */
    address_version: smallint('address_version').notNull().default(1),
    /** The address of the 2025 list (province → ward); null while address_version is 1. */
    province_2025_id: integer('province_2025_id'),
    ward_2025_id: integer('ward_2025_id'),
    /** Opening balance in đồng. */
    debt: bigint('debt', { mode: 'number' }).notNull().default(0),
    /**
     * đồng owed now (outstandingDebtSql: debt - opening_paid + unpaid_amount - credit), kept by
     * the triggers of migration 0027 from debt and customer_goods_totals: the debt list's order.
     */
    outstanding_debt: bigint('outstanding_debt', { mode: 'number' }).notNull().default(0),
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
    foreignKey({ columns: [t.province_2025_id], foreignColumns: [provinces2025.id] }),
    foreignKey({
      columns: [t.ward_2025_id, t.province_2025_id],
      foreignColumns: [wards2025.id, wards2025.province_id],
    }),
    check('customers_debt_check', sql`${t.debt} >= 0`),
    check('customers_address_version_check', sql`${t.address_version} in (1, 2025)`),
    check(
      'customers_old_address_whole',
      sql`num_nulls(${t.province_id}, ${t.district_id}, ${t.ward_id}) in (0, 3)`,
    ),
    check(
      'customers_new_address_whole',
      sql`num_nulls(${t.province_2025_id}, ${t.ward_2025_id}) in (0, 2)`,
    ),
    check(
      'customers_address_of_version',
      sql`(${t.address_version} = 1 and ${t.ward_id} is not null) or (${t.address_version} = 2025 and ${t.ward_2025_id} is not null)`,
    ),
    index('customers_full_name_trgm').using('gin', t.full_name_folded.op('gin_trgm_ops')),
    index('customers_phone_trgm').using('gin', t.phone.op('gin_trgm_ops')),
    index('customers_number_house_trgm').using('gin', t.number_house_folded.op('gin_trgm_ops')),
    index('customers_location_idx').on(t.province_id, t.district_id, t.ward_id),
    index('customers_location_2025_idx').on(t.province_2025_id, t.ward_2025_id),
    index('customers_ward_idx').on(t.ward_id),
    index('customers_live_idx')
      .on(t.id)
      .where(sql`${t.deleted_at} is null`),
    // The distinct address groups of live customers, per list (GET /location/customer).
    index('customers_live_location_idx')
      .on(t.province_id, t.district_id, t.ward_id)
      .where(sql`${t.deleted_at} is null and ${t.address_version} = 1`),
    index('customers_live_location_2025_idx')
      .on(t.province_2025_id, t.ward_2025_id)
      .where(sql`${t.deleted_at} is null and ${t.address_version} = 2025`),
    index('customers_debtors_idx')
      .on(t.outstanding_debt.desc(), t.id.desc())
      .where(sql`${t.deleted_at} is null and ${t.outstanding_debt} > 0`),
  ],
);
