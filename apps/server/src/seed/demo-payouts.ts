import { sql } from 'drizzle-orm';
import type { Transaction } from '../db/client';

/**
 * The demo depot's trip costs (`Phiếu chi`, docs/payments.md "Payouts"): every live trip's fuel,
 * a toll on one trip in two, the loading crew on one in three, paid at 07:00 at the depot on the
 * day it leaves (never in the future) from the branch it leaves, cash but one in five by
 * transfer; numbered PC-YYMM-NNNN after the month's existing payouts. Amounts come from each
 * trip's id, so the same depot comes out each time.
 */
export async function insertDemoPayouts(
  tx: Transaction,
  o: { afterTripId: number; userId: number | null },
): Promise<void> {
  await tx.execute(sql`
    with costs as (
      select t.id as trip_id, t.from_branch_id as branch_id, c.cost_type,
             (c.base + mod(abs(hashint4(t.id * 7 + c.n)), c.spread)) * 1000 as amount,
             least((t.datetime_from + time '07:00') at time zone 'Asia/Ho_Chi_Minh', now()) as at
      from trips t
      cross join (values (1, 'fuel', 300, 900, 1), (2, 'toll', 40, 160, 2),
                         (3, 'loading', 100, 300, 3)) as c(n, cost_type, base, spread, every)
      where t.id > ${o.afterTripId}::int and t.archived_at is null and mod(t.id, c.every) = 0
    ), numbered as (
      select *, extract(year from at at time zone 'Asia/Ho_Chi_Minh')::int as y,
             extract(month from at at time zone 'Asia/Ho_Chi_Minh')::int as m
      from costs
    )
    insert into payouts (number_year, number_month, number_order, kind, trip_id, cost_type,
                         amount, method, note, paid_at, paid_by, branch_id, created_at)
    select y, m, coalesce(k.last_order, 0) + row_number() over (partition by y, m order by at, trip_id, cost_type),
           'trip', trip_id, cost_type, amount,
           case when mod(trip_id, 5) = 0 then 'transfer' else 'cash' end,
           null, at, ${o.userId}, coalesce(branch_id, 1), at
    from numbered
    left join payment_number_counters k
      on k.series = 'PC' and k.number_year = y and k.number_month = m`);
  await tx.execute(sql`
    insert into payment_number_counters as k (series, number_year, number_month, last_order)
    select 'PC', number_year, number_month, max(number_order) from payouts
    group by number_year, number_month
    on conflict (series, number_year, number_month) do update set last_order = excluded.last_order`);
}
