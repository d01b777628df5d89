import { integer, jsonb, pgView, smallint } from 'drizzle-orm/pg-core';

type Unit = { id: number; name: string; type: string };

/**
 * A customer's current address, whichever list it is of (view of migration 0022): the units
 * as `{id, name, type}` of the list `address_version` names, `district` null for a 2025
 * address, and the old address a conversion replaced (null otherwise). Every query that reads a
 * customer's address joins it (db/customer-address.ts).
 */
export const customerAddresses = pgView('customer_addresses', {
  customer_id: integer('customer_id').notNull(),
  address_version: smallint('address_version').notNull(),
  province: jsonb('province').$type<Unit>().notNull(),
  district: jsonb('district').$type<Unit>(),
  ward: jsonb('ward').$type<Unit>().notNull(),
  old_address: jsonb('old_address').$type<{
    province_id: Unit;
    district_id: Unit;
    ward_id: Unit;
  }>(),
}).existing();
