import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { foldedContains } from '../../lib/sql-pattern';
import {
  customers,
  deliveryAttempts,
  deliveryItems,
  goodsReturns,
  products,
  tripItems,
  trips,
} from '../../db/schema/index';
import { productAmountSql } from './product-amount.sql';

/**
 * `Hàng chờ giao` (docs/domain.md, "Branches"): goods scanned off a vehicle at the branch its
 * trip went to (where they are now, whichever branch they are bound for), on a live line of a
 * live trip, not deleted; a page of their customers, the longest waiting first,
 * then the page's parcels. `branch` null: every branch.
 */
export type WaitingFilters = {
  branch: number | null;
  customerFolded?: string;
  customerId?: number;
  zone: string;
};

/**
 * One customer's lines, asked from the line's side: the customer's goods ids read from an index
 * alone and matched to the few arrived lines (trip_items_arrived_idx), rather than every goods
 * row of a customer with 30 000 of them read first (docs/speed.md, "Three branches").
 */
const ofCustomer = (customerId: number) => sql`${tripItems.product_id} in (select own.id
  from ${products} own where own.customer_id = ${customerId} and own.deleted_at is null)`;

function waitingWhere(f: WaitingFilters) {
  return sql`${tripItems.removed_at} is null and ${tripItems.arrived_at} is not null
    and ${trips.archived_at} is null and ${products.deleted_at} is null
    and not exists (select 1 from ${deliveryItems} where ${deliveryItems.product_id} = ${products.id}
      and ${deliveryItems.voided_at} is null)
    and not exists (select 1 from ${goodsReturns} where ${goodsReturns.product_id} = ${products.id})
    ${f.branch === null ? sql`` : sql`and ${trips.to_branch_id} = ${f.branch}`}
    ${f.customerFolded ? sql`and ${foldedContains(customers.full_name_folded, f.customerFolded)}` : sql``}
    ${f.customerId === undefined ? sql`` : sql`and ${ofCustomer(f.customerId)}`}`;
}

const FROM = sql`${tripItems}
  join ${trips} on ${trips.id} = ${tripItems.trip_id}
  join ${products} on ${products.id} = ${tripItems.product_id}
  join ${customers} on ${customers.id} = ${products.customer_id}`;

/** The page's customers (oldest arrival first) and how many customers wait in all. */
export async function waitingCustomers(
  db: Executor,
  f: WaitingFilters,
  { paged, limit }: { paged: number; limit: number },
) {
  const { rows } = await db.execute<{
    id: number;
    full_name: string;
    phone: string;
    oldest: string;
    total: number;
  }>(sql`
    select ${customers.id} as id, ${customers.full_name} as full_name, ${customers.phone} as phone,
      min(${tripItems.arrived_at})::text as oldest, count(*) over ()::int as total
    from ${FROM}
    where ${waitingWhere(f)}
    group by ${customers.id}
    order by min(${tripItems.arrived_at}), ${customers.id}
    limit ${limit} offset ${(paged - 1) * limit}`);
  return rows;
}

/** The waiting parcels of these customers, oldest first, with their age in the depot's days. */
export async function waitingParcels(db: Executor, f: WaitingFilters, customerIds: number[]) {
  if (customerIds.length === 0) return [];
  const { rows } = await db.execute<{
    id: number;
    customer_id: number;
    name: string;
    year_create: number;
    month_create: number;
    order: number;
    suffix: string | null;
    quantity: number;
    total_weight: string;
    arrived_at: string;
    age_days: number;
    due: string;
    cod_due: string;
    attempts: number;
    branch_id: number;
  }>(sql`
    select ${products.id} as id, ${products.customer_id} as customer_id, ${products.name} as name,
      ${products.year_create} as year_create, ${products.month_create} as month_create,
      ${products.order} as "order", ${products.suffix} as suffix, ${products.quantity} as quantity,
      ${products.total_weight}::text as total_weight,
      to_char(${tripItems.arrived_at} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as arrived_at,
      ((now() at time zone ${f.zone})::date
        - (${tripItems.arrived_at} at time zone ${f.zone})::date)::int as age_days,
      greatest(${productAmountSql()} - ${products.paid_amount}, 0)::bigint::text as due,
      greatest(${products.cod_amount} - ${products.cod_paid}, 0)::bigint::text as cod_due,
      (select count(*) from ${deliveryAttempts}
        where ${deliveryAttempts.product_id} = ${products.id})::int as attempts,
      ${trips.to_branch_id} as branch_id
    from ${FROM}
    where ${waitingWhere(f)} and ${products.customer_id} = any(${sql.param(customerIds)}::int[])
    order by ${tripItems.arrived_at}, ${products.id}`);
  return rows;
}
