import { sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/client';
import {
  addressIdColumns,
  nameAddresses,
  type AddressIds,
  type NamedAddress,
} from '../../db/customer-address-names';
import { renderedOnce } from '../../db/rendered-sql';
import { products } from '../../db/schema/index';
import { productAmountSql } from '../products/product-amount.sql';

/** Whose lines a receipt reads: a vehicle's live trip of one date, one customer or all. */
export type StatementKey = { carId: number; date: string; customerId?: number };

/**
 * A statement's live lines (ti, their trip t, their goods p): on the vehicle's live (not
 * archived) trip of that date, not removed from it, goods not deleted; as the statement list
 * reads them. The one place both reads below take them from.
 */
const LIVE_LINES = sql.raw(`trip_items ti
    join trips t on t.id = ti.trip_id
    join products p on p.id = ti.product_id`);

function liveLinesWhere(key: StatementKey) {
  return sql`t.car_id = ${key.carId} and t.datetime_from = ${key.date} and t.archived_at is null
      and ti.removed_at is null and p.deleted_at is null
      ${key.customerId === undefined ? sql`` : sql`and p.customer_id = ${key.customerId}`}`;
}

/** A customer as a receipt names it: columns and unit ids read flat, the address named in Node. */
type CustomerColumns = AddressIds & {
  customer_id: number;
  full_name: string;
  phone: string;
  number_house: string;
};
export type StatementCustomerRow = CustomerColumns & NamedAddress;

const customerColumns = sql.raw(
  `c.id as customer_id, c.full_name, c.phone, c.number_house, ${addressIdColumns('c')}`,
);

export async function findCustomer(
  db: Executor,
  customerId: number,
): Promise<StatementCustomerRow | undefined> {
  const { rows } = await db.execute<CustomerColumns>(sql`
    select ${customerColumns} from customers c
    where c.id = ${customerId} and c.deleted_at is null`);
  return (await nameAddresses(db, rows))[0];
}

/** The goods of the lines, by the alias the flat read names them with. */
const p = alias(products, 'p');
const AMOUNT = renderedOnce(sql`${productAmountSql(p)}::bigint`);

/** One line of a statement as read: flat, each column once, with the types of the reply. */
type LineColumns = CustomerColumns & {
  /** The trip item: the line's id on the receipt. */
  id: number;
  product_id: number;
  name: string;
  price: number;
  quantity: number;
  total_weight: number;
  price_type: string;
  is_total_money: boolean;
  is_paid: boolean;
  paid_amount: number;
  freight_payer: string;
  suffix: string | null;
  year_create: number;
  month_create: number;
  order: number;
  specification_id: number | null;
  specification_name: string | null;
  amount: number;
  cod_amount: number;
  cod_paid: number;
};
/** A line carries its customer's unit ids; the address is named once per customer (below). */
export type StatementLineRow = LineColumns;

/**
 * The live lines of a statement (or of every customer on the trip) with their customer, in one
 * round trip: by customer, then in loading order (the order the items were added). Read flat
 * with the reply's types (bigint and float8 parse to numbers) and the customer's unit ids: a
 * vehicle's statement of 147 lines for 50 customers was Drizzle's nested mapping and the address
 * view's JSON parsed again for every line (docs/speed.md).
 */
export async function statementLines(db: Executor, key: StatementKey): Promise<StatementLineRow[]> {
  const { rows } = await db.execute<LineColumns>(sql`
    select ti.id, p.id as product_id, p.name, p.price, p.quantity,
      p.total_weight::float8 as total_weight, p.price_type, p.is_total_money, p.is_paid,
      p.paid_amount, p.freight_payer, p.suffix, p.year_create, p.month_create, p."order",
      s.id as specification_id, s.name as specification_name,
      ${AMOUNT} as amount, p.cod_amount, p.cod_paid, ${customerColumns}
    from ${LIVE_LINES}
    join customers c on c.id = p.customer_id
    left join specifications s on s.id = p.specification_id
    where ${liveLinesWhere(key)}
    order by c.id, ti.added_at, ti.id`);
  return rows;
}

/** Customers of lines (one line each) with their address named from the units in memory. */
export function namedCustomers(
  db: Executor,
  lines: CustomerColumns[],
): Promise<StatementCustomerRow[]> {
  return nameAddresses(db, lines);
}

/**
 * The goods of a statement's live lines, not locked: the payment locks them in the lock order
 * (lib/lock-order.ts) and then reads the lines again.
 */
export async function statementProductIds(db: Executor, key: StatementKey): Promise<number[]> {
  const { rows } = await db.execute<{ id: number }>(
    sql`select p.id from ${LIVE_LINES} where ${liveLinesWhere(key)} order by p.id`,
  );
  return rows.map((r) => r.id);
}
