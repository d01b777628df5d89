import { sql } from 'drizzle-orm';
import type { Transaction } from '../db/client';

/**
 * The demo depot's thu hộ (docs/payments.md, "Sender and thu hộ" to "Paying senders"): 150
 * wholesalers send one line in twenty of the goods the seed made, each with 200 000 – 5 000 000 đ
 * to collect; a line whose freight was collected had its thu hộ collected a minute later (a
 * payment of purpose `cod`, numbered after the month's payments), and what was collected before
 * this month was paid to its sender at the month's last day, one `Chi trả` per sender, branch
 * and month, without a fee. Draws come from each row's id: the same depot comes out each time.
 * The row triggers of cod_allocations and cod_payout_lines are off while it runs: the goods'
 * cod_paid and cod_paid_out are set from the same rows at once.
 */
export async function insertDemoCod(
  tx: Transaction,
  o: { afterProductId: number; today: string; userId: number | null },
): Promise<void> {
  await tx.execute(sql`alter table cod_allocations disable trigger cod_allocations_apply`);
  await tx.execute(sql`alter table cod_payout_lines disable trigger cod_payout_lines_apply`);
  await tx.execute(sql`
    with s as (
      select id, row_number() over (order by md5(id::text || 'gui'))::int as rank
      from customers where deleted_at is null order by md5(id::text || 'gui') limit 150
    ), n as (select count(*)::int as n from s),
    pick as (
      select p.id, p.customer_id, 1 + mod(abs(hashint4(p.id * 31)), (select n from n)) as r
      from products p where p.id > ${o.afterProductId}::int and mod(abs(hashint4(p.id)), 20) = 0
    )
    update products p
    set sender_id = case when s1.id <> pick.customer_id then s1.id else s2.id end,
        cod_amount = (200 + mod(abs(hashint4(p.id * 7)), 4801)) * 1000
    from pick join s s1 on s1.rank = pick.r
      join s s2 on s2.rank = 1 + mod(pick.r, (select n from n))
    where p.id = pick.id`);
  // Collected with the freight, a minute after its payment (demo-payments.ts: an hour after intake).
  await tx.execute(sql`alter table payments add column seed_product_id integer`);
  await tx.execute(sql`
    insert into payments (number_year, number_month, number_order, customer_id, amount, method,
                          source, purpose, received_at, received_by, note, created_at,
                          seed_product_id, branch_id)
    select y, m, coalesce(k.last_order, 0) + row_number() over (partition by y, m order by at, id),
           customer_id, cod_amount, case when id % 4 = 0 then 'transfer' else 'cash' end,
           'line', 'cod', at, created_by, 'Thu hộ tại danh sách hàng hóa', at, id, branch_id
    from (
      select p.id, p.customer_id, p.cod_amount, p.created_by,
             coalesce(p.destination_branch_id, 1) as branch_id,
             least(p.created_at + interval '61 minutes', now()) as at,
             extract(year from least(p.created_at + interval '61 minutes', now())
               at time zone 'Asia/Ho_Chi_Minh')::int as y,
             extract(month from least(p.created_at + interval '61 minutes', now())
               at time zone 'Asia/Ho_Chi_Minh')::int as m
      from products p
      where p.id > ${o.afterProductId}::int and p.cod_amount > 0 and p.is_paid
        and p.deleted_at is null
    ) as collected
    left join payment_number_counters k
      on k.series = 'PT' and k.number_year = y and k.number_month = m`);
  await tx.execute(sql`
    insert into cod_allocations (payment_id, product_id, amount, created_at)
    select id, seed_product_id, amount, received_at from payments
    where seed_product_id is not null`);
  await tx.execute(sql`
    update products p set cod_paid = a.amount
    from cod_allocations a where a.product_id = p.id and p.id > ${o.afterProductId}::int`);
  await tx.execute(sql`
    create temp table demo_cod_paid on commit drop as
    select pay.seed_product_id as id, p.sender_id, pay.branch_id, pay.amount,
           pay.number_year as y, pay.number_month as m,
           p.sender_id || '-' || pay.branch_id || '-' || pay.number_year || '-' || pay.number_month
             as key,
           least(((make_date(pay.number_year, pay.number_month, 1) + interval '1 month'
                   - interval '1 day')::date + time '17:00') at time zone 'Asia/Ho_Chi_Minh',
                 now()) as at
    from payments pay join products p on p.id = pay.seed_product_id
    where pay.seed_product_id is not null
      and make_date(pay.number_year, pay.number_month, 1)
        < date_trunc('month', ${o.today}::date)::date`);
  await tx.execute(sql`alter table payments drop column seed_product_id`);
  await tx.execute(sql`alter table payouts add column seed_key text`);
  await tx.execute(sql`
    insert into payouts (number_year, number_month, number_order, kind, sender_id, amount,
                         cod_gross, cod_fee, method, paid_at, paid_by, branch_id, created_at,
                         seed_key)
    select g.y, g.m,
           coalesce(k.last_order, 0)
             + row_number() over (partition by g.y, g.m order by g.sender_id, g.branch_id),
           'cod', g.sender_id, g.gross, g.gross, 0,
           case when mod(g.sender_id, 3) = 0 then 'cash' else 'transfer' end,
           g.at, ${o.userId}, g.branch_id, g.at, g.key
    from (select key, sender_id, branch_id, y, m, min(at) as at, sum(amount) as gross
          from demo_cod_paid group by key, sender_id, branch_id, y, m) g
    left join payment_number_counters k
      on k.series = 'PC' and k.number_year = g.y and k.number_month = g.m`);
  await tx.execute(sql`
    insert into cod_payout_lines (payout_id, product_id, amount)
    select o.id, d.id, d.amount from demo_cod_paid d join payouts o on o.seed_key = d.key`);
  await tx.execute(sql`alter table payouts drop column seed_key`);
  await tx.execute(sql`
    update products p set cod_paid_out = d.amount from demo_cod_paid d where d.id = p.id`);
  await tx.execute(sql`
    insert into payment_number_counters as k (series, number_year, number_month, last_order)
    select 'PT', number_year, number_month, max(number_order) from payments
    group by number_year, number_month
    union all
    select 'PC', number_year, number_month, max(number_order) from payouts
    group by number_year, number_month
    on conflict (series, number_year, number_month) do update set last_order = excluded.last_order`);
  await tx.execute(sql`alter table cod_allocations enable trigger cod_allocations_apply`);
  await tx.execute(sql`alter table cod_payout_lines enable trigger cod_payout_lines_apply`);
}
