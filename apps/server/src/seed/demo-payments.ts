import { sql } from 'drizzle-orm';
import type { Transaction } from '../db/client';

/**
 * The demo depot's payments (docs/decisions/0001-payments-are-records.md): every line the seed made paid gets the payment of its
 * amount a clerk recorded with `Đã thu`, an hour after the goods came in (never in the future),
 * numbered after the month's existing payments. The allocation and payment triggers are off
 * (disableTotalTriggers): paid_amount is already set on the goods, and received equals
 * allocated, so the customers' kept credit stays 0.
 */
export async function insertDemoPayments(tx: Transaction, afterProductId: number): Promise<void> {
  await tx.execute(sql`
    alter table payments add column seed_product_id integer`);
  await tx.execute(sql`
    insert into payments (number_year, number_month, number_order, customer_id, amount, method,
                          source, received_at, received_by, note, created_at, seed_product_id)
    select y, m, coalesce(k.last_order, 0) + row_number() over (partition by y, m order by at, id),
           customer_id, paid_amount, case when id % 5 = 0 then 'transfer' else 'cash' end,
           'line', at, created_by, 'Thu tại danh sách hàng hóa', at, id
    from (
      select p.id, p.customer_id, p.paid_amount, p.created_by,
             least(p.created_at + interval '1 hour', now()) as at,
             extract(year from least(p.created_at + interval '1 hour', now())
               at time zone 'Asia/Ho_Chi_Minh')::int as y,
             extract(month from least(p.created_at + interval '1 hour', now())
               at time zone 'Asia/Ho_Chi_Minh')::int as m
      from products p where p.id > ${afterProductId}::int and p.paid_amount > 0
    ) as paid
    left join payment_number_counters k
      on k.series = 'PT' and k.number_year = y and k.number_month = m`);
  await tx.execute(sql`
    insert into payment_allocations (payment_id, product_id, amount, created_at)
    select id, seed_product_id, amount, received_at from payments
    where seed_product_id is not null`);
  await tx.execute(sql`alter table payments drop column seed_product_id`);
  await tx.execute(sql`
    insert into payment_number_counters as k (number_year, number_month, last_order)
    select number_year, number_month, max(number_order) from payments
    group by number_year, number_month
    on conflict (series, number_year, number_month) do update set last_order = excluded.last_order`);
}
