import { sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import {
  goodsValueBuckets as b,
  goodsValueTotals as t,
  type GoodsValueKind,
} from '../../db/schema/index';
import type { NumberFilter } from './product-filters.sql';

// The goods count when a single number filter is the only filter of all, from the totals kept
// per value (goods_value_totals, migrations 0025 and 0030) instead of the goods: its cost grows
// with the values past the bound, not with the goods that match (docs/speed.md).

/** The kinds a number filter counts by (`day` serves the list's deep pages). */
export type ValueKind = Exclude<GoodsValueKind, 'day'>;

/** The figures every kept-totals row has; summed they are the count's reply. */
const SUMS = sql`coalesce(sum(goods), 0)::int as count,
  coalesce(sum(quantity), 0)::bigint as quantity,
  coalesce(sum(total_weight), 0)::text as total_weight,
  coalesce(sum(amount), 0)::bigint as amount`;

/** The kept values are whole numbers: the weight in hundredths of a kg, the rest as they are. */
const SCALE: Record<ValueKind, number> = { price: 1, quantity: 1, weight: 100, amount: 1 };

/**
 * The filter as whole-number bounds of the kept values (both inclusive, either may be absent).
 * Computed by PostgreSQL in numeric, exactly (71.51 × 100 is 7151.000000000001 in a double),
 * and folded to constants when the statement is planned, so the primary keys' ranges serve.
 */
function bounds(kind: ValueKind, f: NumberFilter): { lo?: SQL; hi?: SQL } {
  const x = sql`(${String(f.value)}::numeric * ${sql.raw(String(SCALE[kind]))})`;
  const floor = sql`floor(${x})::bigint`;
  const ceil = sql`ceil(${x})::bigint`;
  switch (f.op) {
    case '>':
      return { lo: sql`(${floor} + 1)` };
    case '>=':
      return { lo: ceil };
    case '<':
      return { hi: sql`(${ceil} - 1)` };
    case '<=':
      return { hi: floor };
    case '=':
      return { lo: ceil, hi: floor };
  }
}

/**
 * The kept rows of one branch: those of the pairs of ends it is one of (migration 0057); the
 * whole depot sums every pair. Bare column names: they read both tables.
 */
export function endsOf(branch: number | null | undefined): SQL {
  if (branch === null || branch === undefined) return sql``;
  return sql`and (origin_branch_id = ${branch} or destination_branch_id = ${branch})`;
}

/** Sums of the kept rows of one value each (price and quantity: at most a few thousand). */
function exactValues(kind: ValueKind, lo: SQL | undefined, hi: SQL | undefined, ends: SQL) {
  return sql`select ${SUMS} from ${t} where ${t.kind} = ${kind}
    ${lo ? sql`and ${t.value} >= ${lo}` : sql``} ${hi ? sql`and ${t.value} <= ${hi}` : sql``} ${ends}`;
}

/**
 * Weight and amount (400 000 distinct amounts on 2 000 000 goods): the whole buckets past the
 * bound from goods_value_buckets, and from goods_value_totals the values of the one bucket the
 * bound cuts. The buckets' rule (SQL goods_value_bucket) is not needed here: for `≥ lo`, every
 * bucket from the first one starting at lo or after holds only matching values, and the matching
 * values before that bucket are all in the bucket lo falls in; `≤ hi` likewise from the last
 * bucket starting at hi or before. At most 3 694 bucket rows and 1 389 value rows (2 000 000
 * goods), whatever the bound.
 */
function bucketed(kind: 'weight' | 'amount', lo: SQL | undefined, hi: SQL | undefined, ends: SQL) {
  // The buckets' bounds are the values', whatever the pair: the first and last are found among
  // every pair's buckets, and each side's rows then kept to the branch's pairs.
  const rows = (from: SQL, where: SQL) =>
    sql`select goods, quantity, total_weight, amount from ${from} where ${where} ${ends}`;
  if (lo) {
    const first = sql`(select min(${b.bucket}) from ${b} where ${b.kind} = ${kind} and ${b.bucket} >= ${lo})`;
    return sql`select ${SUMS} from (
      ${rows(sql`${b}`, sql`${b.kind} = ${kind} and ${b.bucket} >= ${first}`)}
      union all
      ${rows(sql`${t}`, sql`${t.kind} = ${kind} and ${t.value} >= ${lo} and ${t.value} < coalesce(${first}, 9223372036854775807)`)}
    ) as kept`;
  }
  const last = sql`(select max(${b.bucket}) from ${b} where ${b.kind} = ${kind} and ${b.bucket} <= ${hi})`;
  return sql`select ${SUMS} from (
    ${rows(sql`${b}`, sql`${b.kind} = ${kind} and ${b.bucket} < ${last}`)}
    union all
    ${rows(sql`${t}`, sql`${t.kind} = ${kind} and ${t.value} >= ${last} and ${t.value} <= ${hi}`)}
  ) as kept`;
}

type Sums = { count: number; quantity: number; total_weight: string; amount: number };

/**
 * Count, packages, kg and đồng of the live goods whose `kind` passes the filter, of one branch
 * (received there or going there) or of every branch.
 */
export async function countFromValueTotals(
  db: Executor,
  kind: ValueKind,
  f: NumberFilter,
  branch?: number | null,
) {
  const { lo, hi } = bounds(kind, f);
  const ends = endsOf(branch);
  const statement =
    (kind === 'weight' || kind === 'amount') && !(lo && hi)
      ? bucketed(kind, lo, hi, ends)
      : exactValues(kind, lo, hi, ends);
  const { rows } = await db.execute<Sums>(statement);
  return rows[0]!;
}
