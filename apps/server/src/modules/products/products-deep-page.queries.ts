import { sql } from 'drizzle-orm';
import { addDays } from '@depot/shared/validation/dates';
import type { Executor } from '../../db/client';
import { goodsValueTotals as t } from '../../db/schema/index';
import type { ProductFilters } from './product-filters.sql';
import { endsOf } from './products-count-values.queries';

/**
 * A deep page of the goods list skips whole receive days (docs/speed.md, "Deep pages"): the
 * live goods per day and pair of ends are kept (kind `day` of goods_value_totals, migration
 * 0061), so the day the page's offset falls in, and how many goods come before it, are read from
 * those few thousand rows; the page then walks that day's goods only, not every goods line
 * before it (page 5 000 of a branch: 250 000 index entries).
 */

/** From this offset on (page 101 of 50) the days are read first: below it the walk is cheaper. */
export const DEEP_PAGE_OFFSET = 5000;

const EPOCH = '1970-01-01';

/**
 * Whether the filters are ones the kept days count exactly: the branch acted for, either end,
 * the receive dates. Any other filter (a customer, a name, a stage…) walks as before.
 */
export function countedByDays(f: ProductFilters): boolean {
  const { address, locations, ...rest } = f;
  return (
    locations.length === 0 &&
    Object.values(address ?? {}).every((value) => value === undefined) &&
    Object.entries(rest).every(([key, value]) => DAY_KEYED.has(key) || value === undefined)
  );
}
const DAY_KEYED = new Set(['branch', 'originBranch', 'destinationBranch', 'dateFrom', 'dateTo']);

/** A date as the kept day's number, and back. */
const dayNumber = (date: string) => Math.round(Date.parse(`${date}T00:00:00Z`) / 86_400_000);
const dateOf = (day: number) => addDays(EPOCH, day);

/**
 * The receive day the offset falls in (newest first), and how many goods come on newer days;
 * undefined past the last goods line.
 */
export async function dayOfOffset(
  db: Executor,
  f: ProductFilters,
  offset: number,
): Promise<{ date: string; before: number } | undefined> {
  const { rows } = await db.execute<{ day: string; before: string }>(sql`
    with days as (
      select ${t.value} as day, sum(${t.goods}) as goods from ${t}
      where ${t.kind} = 'day' ${endsOf(f.branch)}
        ${f.originBranch ? sql`and ${t.origin_branch_id} = ${f.originBranch}` : sql``}
        ${f.destinationBranch ? sql`and ${t.destination_branch_id} = ${f.destinationBranch}` : sql``}
        ${f.dateFrom ? sql`and ${t.value} >= ${dayNumber(f.dateFrom)}` : sql``}
        ${f.dateTo ? sql`and ${t.value} <= ${dayNumber(f.dateTo)}` : sql``}
      group by 1 having sum(${t.goods}) > 0
    ), running as (
      select day, sum(goods) over (order by day desc) - goods as before,
             sum(goods) over (order by day desc) as through
      from days
    )
    select day, before from running where before <= ${offset} and through > ${offset}`);
  const row = rows[0];
  return row ? { date: dateOf(Number(row.day)), before: Number(row.before) } : undefined;
}
