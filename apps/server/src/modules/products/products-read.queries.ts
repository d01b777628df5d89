import { and, desc, eq, ne, sql, type SQL } from 'drizzle-orm';
import { alias, type AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/client';
import { renderedOnce } from '../../db/rendered-sql';
import {
  addressIdColumns,
  nameAddresses,
  type AddressIds,
  type NamedAddress,
} from '../../db/customer-address-names';
import { customers, products, tripItems } from '../../db/schema/index';
import { listPage } from '../../lib/list-page';
import { PRODUCT_COUNT_CAP } from '@depot/shared/products/products.schema';
import { productAmountSql } from './product-amount.sql';
import { customerMatch, productWhere, type ProductFilters } from './product-filters.sql';
import { countedByDays, dayOfOffset, DEEP_PAGE_OFFSET } from './products-deep-page.queries';

/**
 * The read path of goods (the list, one line, a customer's lines). The page is the depot's most
 * used screen, so its statement is one constant text around the filters' WHERE: its columns and
 * joins are rendered once at start-up, and each row comes back flat, under its own name, for
 * toProduct to shape in one pass. Built by the query builder per request, the nested select cost
 * as much again as PostgreSQL's execution of it (docs/decisions/0016-speed-targets-and-kept-totals.md: the API ≤ 1.5× its SQL).
 */

/** A goods row as the read statement returns it (dates and timestamps as text). */
export type ProductRow = {
  id: number;
  customer_id: number;
  name: string;
  price: number;
  quantity: number;
  total_weight: string;
  price_type: string;
  is_total_money: boolean;
  is_paid: boolean;
  /** đồng allocated to the line by live payments (may pass its amount after an edit). */
  paid_amount: number;
  status: boolean;
  datetime: string;
  product_type: string | null;
  product_parent_id: number | null;
  year_create: number;
  month_create: number;
  order: number;
  suffix: string | null;
  created_by: number | null;
  /** ISO 8601 in UTC with milliseconds, as Date.toISOString writes it. */
  created_at: string;
  updated_at: string;
  /** lineAmount() in SQL (numeric, as text). */
  amount: string;
  customer_full_name: string;
  customer_phone: string;
  customer_number_house: string;
  specification_id: number | null;
  specification_name: string | null;
  /** The live trip, all null when the goods are on no vehicle. */
  trip_id: number | null;
  car_id: number | null;
  number_car: string | null;
  trip_datetime_from: string | null;
  origin_branch_id: number;
  destination_branch_id: number;
  /** PRODUCT_STAGES, from the live line and its trip (STAGE_SQL). */
  stage: string;
  /** When it was scanned off at the branch it goes to (ISO 8601, UTC), if it was. */
  arrived_at: string | null;
  /** The sender (a customer), all null when the line names none; the đồng collected for them. */
  sender_id: number | null;
  sender_full_name: string | null;
  sender_phone: string | null;
  freight_payer: string;
  cod_amount: string | number;
  cod_paid: string | number;
} & ProductAddress;

/**
 * The customer's current address: the statement reads its unit ids, named in Node
 * (db/customer-address-names.ts) as the view customer_addresses names them.
 */
type ProductAddress = AddressIds & NamedAddress;

const p = alias(products, 'p');
const ti = alias(tripItems, 'ti');
const isoUtc = (column: AnyPgColumn) =>
  sql`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/**
 * The goods' stage (PRODUCT_STAGES) from their live line ti and its live trip t: the one place
 * it is worked out for a row; the list's `stage` filter asks the same (product-filters.sql.ts).
 */
const STAGE_SQL = sql.raw(`case
    when exists (select 1 from delivery_items di where di.product_id = p.id
      and di.voided_at is null) then 'delivered'
    when exists (select 1 from goods_returns gr where gr.product_id = p.id) then 'returned'
    when t.id is null then 'received'
    when ti.arrived_at is not null then 'arrived'
    when ti.written_off_at is not null then 'written_off'
    when ti.missing_at is not null then 'missing'
    when t.departed_at is not null then 'in_transit'
    else 'loaded' end`);

/** The columns of ProductRow over p (goods), c (customer), s, t, ca; the address as unit ids. */
const COLUMNS = renderedOnce(sql`${p.id}, ${p.customer_id}, ${p.name}, ${p.price}, ${p.quantity},
  ${p.total_weight}, ${p.price_type}, ${p.is_total_money}, ${p.is_paid}, ${p.paid_amount}, ${p.status},
  ${p.datetime}, ${p.product_type}, ${p.product_parent_id}, ${p.year_create}, ${p.month_create},
  ${p.order}, ${p.suffix}, ${p.created_by},
  ${isoUtc(p.created_at)} as created_at, ${isoUtc(p.updated_at)} as updated_at,
  ${productAmountSql(p)} as amount,
  c.full_name as customer_full_name, c.phone as customer_phone,
  c.number_house as customer_number_house,
  ${sql.raw(addressIdColumns('c'))},
  s.id as specification_id, s.name as specification_name,
  t.id as trip_id, t.car_id, ca.number_car, t.datetime_from as trip_datetime_from,
  ${p.origin_branch_id}, ${p.destination_branch_id}, ${STAGE_SQL} as stage,
  ${isoUtc(ti.arrived_at)} as arrived_at,
  ${p.sender_id}, sc.full_name as sender_full_name, sc.phone as sender_phone, ${p.freight_payer},
  ${p.cod_amount}, ${p.cod_paid}`);

/**
 * The joins of a goods row p. Its trip is the live one: a live item (removed_at null) of a trip
 * not archived; the unique partial index on trip_items makes it at most one.
 * The address is not joined (docs/speed.md): the view customer_addresses, joined flat, took the
 * statement past from_collapse_limit and was built for every customer; read per row it was
 * still half the page's PostgreSQL time (five lookups, seven jsonb objects a row, parsed back
 * by the driver). The customer's unit ids are named in Node from the units held in memory.
 */
const JOINS = sql.raw(`
  join customers c on c.id = p.customer_id
  left join customers sc on sc.id = p.sender_id
  left join specifications s on s.id = p.specification_id
  left join trip_items ti on ti.product_id = p.id and ti.removed_at is null
  left join trips t on t.id = ti.trip_id and t.archived_at is null
  left join cars ca on ca.id = t.car_id`);

/** Newest receive date first, then the newest line: served by products_live_list_idx. */
const NEWEST_FIRST = sql.raw('order by p.datetime desc, p.id desc');

async function readRows<R extends ProductRow = ProductRow>(
  db: Executor,
  statement: SQL,
): Promise<R[]> {
  const { rows } = await db.execute(statement);
  return (await nameAddresses(db, rows as unknown as AddressIds[])) as unknown as R[];
}

/** Up to this many customers matched by name or address are passed to the goods query by id. */
const CUSTOMER_IDS_CAP = 2000;

/**
 * The ids of the customers the customer filters match, when there are few enough to pass by id
 * (served by the customers' trigram and location indexes); undefined when there is no such
 * filter or too many match, where the goods query keeps a subquery.
 */
export async function matchingCustomerIds(
  db: Executor,
  filters: ProductFilters,
): Promise<number[] | undefined> {
  const match = customerMatch(filters);
  if (!match) return undefined;
  const rows = await db
    .select({ id: customers.id })
    .from(customers)
    .where(match)
    .limit(CUSTOMER_IDS_CAP + 1);
  return rows.length > CUSTOMER_IDS_CAP ? undefined : rows.map((r) => r.id);
}

/** The WHERE of the goods list and count, the customer filters resolved first. */
export async function whereOf(db: Executor, filters: ProductFilters) {
  return productWhere(filters, await matchingCustomerIds(db, filters));
}

/**
 * The page's ids of one branch's goods: received there, or going there and received elsewhere
 * (two disjoint sets), each walked newest first by its own index (products_origin_list_idx,
 * products_destination_list_idx) no further than the page's end, then merged. Walking the
 * depot's order instead tested every line's ends: a deep page of a branch read the whole depot.
 */
function branchPageIds(
  rest: SQL | undefined,
  branch: number,
  page: { offset: number; limit: number },
) {
  const end = page.offset + page.limit;
  const side = (end_: SQL) =>
    sql`(select ${products.id} as id, ${products.datetime} as datetime from ${products}
      where ${and(rest, end_)} order by ${desc(products.datetime)}, ${desc(products.id)} limit ${end})`;
  return sql`select id from (${side(eq(products.origin_branch_id, branch))} union all ${side(
    and(eq(products.destination_branch_id, branch), ne(products.origin_branch_id, branch))!,
  )}) as ends order by datetime desc, id desc limit ${page.limit} offset ${page.offset}`;
}

/**
 * One page of live goods and how many match (up to PRODUCT_COUNT_CAP, see listPage). The page's
 * ids are read from products alone, so a deep page skips its offset in products_live_list_idx
 * (index-only) instead of joining every skipped line's customer, address and trip (page 5000 of
 * the demo depot: 6.6 s → 66 ms); only those ids are joined.
 */
export async function listProducts(
  db: Executor,
  filters: ProductFilters,
  {
    paged,
    limit,
    deepFrom = DEEP_PAGE_OFFSET,
  }: {
    paged: number;
    limit: number;
    /** Tests lower it to try the skip on a few goods. */ deepFrom?: number;
  },
) {
  const customerIds = await matchingCustomerIds(db, filters);
  const where = productWhere(filters, customerIds);
  // A deep page starts at the receive day its offset falls in (products-deep-page.queries.ts).
  let walked = filters;
  let offset = (paged - 1) * limit;
  if (offset >= deepFrom && countedByDays(filters)) {
    const day = await dayOfOffset(db, filters, offset);
    if (day) {
      walked = { ...filters, dateTo: day.date };
      offset -= day.before;
    }
  }
  const pageIds =
    filters.branch === null || filters.branch === undefined
      ? sql`select ${products.id} from ${products} where ${productWhere(walked, customerIds)}
    order by ${desc(products.datetime)}, ${desc(products.id)} limit ${limit} offset ${offset}`
      : branchPageIds(productWhere({ ...walked, branch: null }, customerIds), filters.branch, {
          offset,
          limit,
        });
  return listPage(db, { table: products, where, paged, limit, cap: PRODUCT_COUNT_CAP }, (total) =>
    readRows<ProductRow & { total: number }>(
      db,
      sql`select ${COLUMNS}, ${total} as total from (${pageIds}) page
        join ${products} p on p.id = page.id ${JOINS} ${NEWEST_FIRST}`,
    ),
  );
}

export async function findProductById(db: Executor, id: number): Promise<ProductRow | undefined> {
  const [row] = await readRows(
    db,
    sql`select ${COLUMNS} from ${products} p ${JOINS}
      where p.id = ${id} and p.deleted_at is null`,
  );
  return row;
}

/** A customer's live goods, newest first. */
export async function listCustomerProducts(db: Executor, customerId: number) {
  return readRows(
    db,
    sql`select ${COLUMNS} from ${products} p ${JOINS}
      where p.customer_id = ${customerId} and p.deleted_at is null ${NEWEST_FIRST}`,
  );
}
