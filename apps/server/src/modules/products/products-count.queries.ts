import { and, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { preparedPerHandle } from '../../db/prepared';
import { customerGoodsTotals, customers, products } from '../../db/schema/index';
import { productAmountSumSql } from './product-amount.sql';
import { countFromValueTotals, type ValueKind } from './products-count-values.queries';
import { customerMatch, type NumberFilter, type ProductFilters } from './product-filters.sql';
import { whereOf } from './products-read.queries';

export type ProductTotals = {
  count: number;
  quantity: number;
  total_weight: number;
  amount: number;
};

/** The filters about the goods themselves; without any, the per-customer totals answer. */
const GOODS_FILTERS = [
  'nameFolded',
  'noteFolded',
  'codePrefix',
  'status',
  'isPaid',
  'dateFrom',
  'dateTo',
  'price',
  'quantity',
  'totalWeight',
  'amount',
  // The customers' kept totals are the whole depot's: a branch or a stage asks the goods
  // themselves (the value totals, kept per pair of ends, serve a branch: onlyValueFilter).
  'branch',
  'originBranch',
  'destinationBranch',
  'stage',
] as const satisfies readonly (keyof ProductFilters)[];

/** Whether a filter is asked (a branch of null is every branch: not a filter). */
const asked = (f: ProductFilters, key: (typeof GOODS_FILTERS)[number]) =>
  f[key] !== undefined && f[key] !== null;

function asTotals(row: {
  count: number;
  quantity: unknown;
  total_weight: unknown;
  amount: unknown;
}) {
  return {
    count: Number(row.count),
    quantity: Number(row.quantity),
    total_weight: Number(row.total_weight),
    amount: Number(row.amount),
  };
}

/**
 * Sums of the customers' kept totals (table customer_goods_totals, trigger of migration 0010):
 * a few thousand rows instead of every goods row (500 000 in the demo depot: 190 ms → ms).
 * Goods of deleted customers count, as they do in the list.
 */
function countFromCustomerTotals(db: Executor, f: ProductFilters) {
  const t = customerGoodsTotals;
  const match = customerMatch(f);
  const select = db
    .select({
      count: sql<number>`coalesce(sum(${t.goods}), 0)::int`,
      quantity: sql<string>`coalesce(sum(${t.quantity}), 0)::bigint`,
      total_weight: sql<string>`coalesce(sum(${t.total_weight}), 0)::text`,
      amount: sql<string>`coalesce(sum(${t.amount}), 0)::bigint`,
    })
    .from(t);
  const byId = f.customerId ? eq(t.customer_id, f.customerId) : undefined;
  return match
    ? select.innerJoin(customers, eq(customers.id, t.customer_id)).where(and(byId, match))
    : select.where(byId);
}

/**
 * The whole depot's totals, the footer of the unfiltered goods list (its most common count):
 * built once and sent by name, so neither the query builder nor PostgreSQL's parser and
 * planner run again for it.
 */
const allGoodsTotals = preparedPerHandle((db) =>
  countFromCustomerTotals(db, { locations: [] }).prepare('count_all_goods'),
);

/**
 * The number filter when it is the only filter of all (the branch acted for aside), else
 * undefined: the totals kept per value and pair of ends (products-count-values.queries.ts) then
 * answer.
 */
function onlyValueFilter(f: ProductFilters): { kind: ValueKind; filter: NumberFilter } | undefined {
  const given = GOODS_FILTERS.filter((key) => key !== 'branch' && asked(f, key));
  if (given.length !== 1 || f.customerId || customerMatch(f)) return undefined;
  const [key] = given;
  if (key === 'price') return { kind: 'price', filter: f.price! };
  if (key === 'quantity') return { kind: 'quantity', filter: f.quantity! };
  if (key === 'totalWeight') return { kind: 'weight', filter: f.totalWeight! };
  if (key === 'amount') return { kind: 'amount', filter: f.amount! };
  return undefined;
}

/** What the filters match: lines, packages, kg and đồng, in one statement. */
export async function countProducts(db: Executor, filters: ProductFilters): Promise<ProductTotals> {
  if (!GOODS_FILTERS.some((key) => asked(filters, key))) {
    if (!filters.customerId && !customerMatch(filters)) {
      return asTotals((await allGoodsTotals(db).execute())[0]!);
    }
    const [row] = await countFromCustomerTotals(db, filters);
    return asTotals(row!);
  }
  const byValue = onlyValueFilter(filters);
  if (byValue) {
    return asTotals(await countFromValueTotals(db, byValue.kind, byValue.filter, filters.branch));
  }
  const [row] = await db
    .select({
      count: sql<number>`count(*)::int`,
      quantity: sql<number>`coalesce(sum(${products.quantity}), 0)::bigint`,
      total_weight: sql<string>`coalesce(sum(${products.total_weight}), 0)::text`,
      amount: productAmountSumSql(),
    })
    .from(products)
    .where(await whereOf(db, filters));
  return asTotals(row!);
}
