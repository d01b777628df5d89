import type { LocationGroup } from '@depot/shared/products/location-groups';
import type { NumberOperator, ProductStage } from '@depot/shared/products/products.schema';
import { codePrefixBounds, type NumberRanges } from '@depot/shared/products/code-prefix.rules';
import {
  and,
  between,
  eq,
  gte,
  inArray,
  isNull,
  lte,
  not,
  or,
  sql,
  type Column,
  type SQL,
} from 'drizzle-orm';
import { addressFilterSql, addressGroupSql, type AddressFilter } from '../../db/address-filter.sql';
import {
  customers,
  deliveryItems,
  goodsReturns,
  products,
  tripItems,
  trips,
} from '../../db/schema/index';
import { foldedContains } from '../../lib/sql-pattern';
import { productAmountSql } from './product-amount.sql';

/** A number filter: the value and how to compare with it. */
export type NumberFilter = { value: number; op: NumberOperator };

/**
 * The goods list filters, already normalised by the service: the text ones folded the way
 * f_unaccent folds the *_folded columns, so the trigram indexes serve them.
 */
export type ProductFilters = {
  customerFolded?: string;
  customerId?: number;
  nameFolded?: string;
  noteFolded?: string;
  /** A code prefix, `2611-00`, upper-cased as codes are written. */
  codePrefix?: string;
  status?: boolean;
  isPaid?: boolean;
  dateFrom?: string;
  dateTo?: string;
  price?: NumberFilter;
  quantity?: NumberFilter;
  totalWeight?: NumberFilter;
  amount?: NumberFilter;
  /** Province, district, ward of either list (db/address-filter.sql.ts). */
  address?: AddressFilter;
  locations: LocationGroup[];
  /** The branch the request acts for (lib/branch-scope.ts): goods received there or going there. */
  branch?: number | null;
  originBranch?: number;
  destinationBranch?: number;
  stage?: ProductStage;
};

/**
 * `2611-0042-A` in SQL, as productCode() writes it (year_create holds the full year). The
 * counter is padded to 4 digits and never cut: lpad() truncates a longer text, and a busy month
 * passes 9 999 goods (`2611-12345`).
 */
export const productCodeSql = sql<string>`(lpad((${products.year_create} % 100)::text, 2, '0') || lpad(${products.month_create}::text, 2, '0') || '-' || lpad(${products.order}::text, greatest(4, length(${products.order}::text)), '0') || coalesce('-' || ${products.suffix}, ''))`;

function compare(left: SQL | typeof products.price, f: NumberFilter | undefined): SQL | undefined {
  if (!f) return undefined;
  const op = sql.raw(f.op); // One of the five operators the schema lets through.
  return sql`${left} ${op} ${f.value}`;
}

/** What is asked of the customer (name, address units, address groups), over customers. */
export function customerMatch(f: ProductFilters): SQL | undefined {
  const conditions = [
    f.customerFolded ? foldedContains(customers.full_name_folded, f.customerFolded) : undefined,
    f.address ? addressFilterSql(f.address) : undefined,
    f.locations.length > 0 ? or(...f.locations.map(addressGroupSql)) : undefined,
  ].filter((c) => c !== undefined);
  return conditions.length === 0 ? undefined : and(...conditions);
}

/**
 * The customer part as a condition on products alone (the capped count reads the products
 * table alone): the matching customers' ids when the caller looked them up (a few customers:
 * the planner then knows to read their goods by products_customer_idx rather than walk the
 * whole list), else `customer_id in (select id from customers where …)`.
 */
function customerCondition(f: ProductFilters, customerIds: number[] | undefined): SQL | undefined {
  const match = customerMatch(f);
  if (!match) return undefined;
  // One array parameter, not one per customer: up to CUSTOMER_IDS_CAP ids, sent twice (the
  // page and its count), would each be a parameter to build, send and parse.
  if (customerIds) return sql`${products.customer_id} = any(${sql.param(customerIds)}::int[])`;
  return inArray(
    products.customer_id,
    sql`(select ${customers.id} from ${customers} where ${match})`,
  );
}

/** `column` within one of the ranges (none: false). */
function within(column: Column, ranges: NumberRanges): SQL {
  if (ranges.length === 0) return sql`false`;
  return or(
    ...ranges.map(([from, to]) => (from === to ? eq(column, from) : between(column, from, to))),
  )!;
}

/**
 * The year, months and orders a code prefix allows (codePrefixBounds), which the code index on
 * (year_create, month_create, order) serves: a whole code reads one row of it instead of every
 * goods line of its month. The text comparison beside it keeps the exact meaning.
 */
function codeBounds(prefix: string): SQL | undefined {
  const bounds = codePrefixBounds(prefix);
  if (!bounds) return undefined;
  return and(
    eq(products.year_create, bounds.year),
    bounds.months && within(products.month_create, bounds.months),
    bounds.orders && within(products.order, bounds.orders),
  );
}

/**
 * The goods' live line on a live trip, with what the stage asks of it (`stage` in
 * products-read.queries.ts works out the same per row). `received` is the spec's status false.
 */
function stageCondition(stage: ProductStage | undefined): SQL | undefined {
  if (stage === undefined) return undefined;
  // Handed over (Giao hàng), then sent back (Hoàn hàng), come before the rest, as in STAGE_SQL.
  const delivered = sql`exists (select 1 from ${deliveryItems}
    where ${deliveryItems.product_id} = ${products.id} and ${deliveryItems.voided_at} is null)`;
  const returned = sql`exists (select 1 from ${goodsReturns}
    where ${goodsReturns.product_id} = ${products.id})`;
  if (stage === 'delivered') return delivered;
  if (stage === 'returned') return and(returned, not(delivered));
  const away = or(delivered, returned)!;
  if (stage === 'received') return and(eq(products.status, false), not(away));
  const line = {
    loaded: sql`${tripItems.arrived_at} is null and ${tripItems.missing_at} is null and ${trips.departed_at} is null`,
    in_transit: sql`${tripItems.arrived_at} is null and ${tripItems.missing_at} is null and ${trips.departed_at} is not null`,
    arrived: sql`${tripItems.arrived_at} is not null`,
    missing: sql`${tripItems.arrived_at} is null and ${tripItems.missing_at} is not null and ${tripItems.written_off_at} is null`,
    written_off: sql`${tripItems.arrived_at} is null and ${tripItems.written_off_at} is not null`,
  }[stage];
  return and(
    sql`exists (select 1 from ${tripItems} join ${trips} on ${trips.id} = ${tripItems.trip_id}
    and ${trips.archived_at} is null
    where ${tripItems.product_id} = ${products.id} and ${tripItems.removed_at} is null and ${line})`,
    not(away),
  );
}

/** Goods of a branch: received there or going there (null or undefined: every branch). */
function branchCondition(branch: number | null | undefined): SQL | undefined {
  if (branch === null || branch === undefined) return undefined;
  return or(eq(products.origin_branch_id, branch), eq(products.destination_branch_id, branch));
}

/**
 * The WHERE of the goods list and its count: live goods matching every given filter.
 * `customerIds`: the customers matching customerMatch(f), when looked up first.
 */
export function productWhere(f: ProductFilters, customerIds?: number[]): SQL | undefined {
  return and(
    isNull(products.deleted_at),
    f.customerId ? eq(products.customer_id, f.customerId) : undefined,
    customerCondition(f, customerIds),
    f.nameFolded ? foldedContains(products.name_folded, f.nameFolded) : undefined,
    f.noteFolded ? foldedContains(products.product_type_folded, f.noteFolded) : undefined,
    f.codePrefix ? codeBounds(f.codePrefix) : undefined,
    f.codePrefix
      ? sql`${productCodeSql} like ${f.codePrefix.replace(/[\\%_]/g, '\\$&') + '%'}`
      : undefined,
    f.status === undefined ? undefined : eq(products.status, f.status),
    f.isPaid === undefined ? undefined : eq(products.is_paid, f.isPaid),
    f.dateFrom ? gte(products.datetime, f.dateFrom) : undefined,
    f.dateTo ? lte(products.datetime, f.dateTo) : undefined,
    compare(products.price, f.price),
    compare(sql`${products.quantity}`, f.quantity),
    compare(sql`${products.total_weight}`, f.totalWeight),
    compare(productAmountSql(), f.amount),
    branchCondition(f.branch),
    f.originBranch ? eq(products.origin_branch_id, f.originBranch) : undefined,
    f.destinationBranch ? eq(products.destination_branch_id, f.destinationBranch) : undefined,
    stageCondition(f.stage),
  );
}
