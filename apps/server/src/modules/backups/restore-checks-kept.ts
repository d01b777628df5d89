import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { productAmountSql } from '../products/product-amount.sql';

// The totals kept for the speed of reads (docs/speed.md) against a recount, as restore-checks.ts does
// for the goods, statement and trip totals: the totals per value and per bucket (migrations 0025
// and 0030), the money received per quarter hour (0030), the cash in each drawer per quarter
// hour (0041), the thu hộ collected of each line (0043) and each customer's outstanding debt (0027). Each query returns the keys that differ, a few at most.

const FEW = 6;

/**
 * The live goods per value of each kind and pair of ends, as goods_value_totals_add() counts
 * them, and per bucket of the weight and amount values: the (kind, key) whose kept figures differ.
 */
export async function valueTotalsMismatches(db: Executor) {
  const { rows } = await db.execute<{ what: string; kind: string; key: string }>(sql`
    with live as (
      select v.kind, v.value, l.origin_branch_id, l.destination_branch_id, count(*) as goods,
             sum(l.quantity) as quantity, sum(l.total_weight) as total_weight,
             sum(l.amount) as amount
      from (select price, quantity, total_weight, origin_branch_id, destination_branch_id,
                   datetime, ${productAmountSql()} as amount
            from products where deleted_at is null) as l
      cross join lateral (values ('price', l.price), ('quantity', l.quantity::bigint),
        ('weight', (l.total_weight * 100)::bigint), ('amount', l.amount::bigint),
        ('day', (l.datetime - date '1970-01-01')::bigint)) as v(kind, value)
      group by 1, 2, 3, 4
    ),
    live_buckets as (
      select kind, goods_value_bucket(value) as bucket, origin_branch_id, destination_branch_id,
             sum(goods) as goods, sum(quantity) as quantity, sum(total_weight) as total_weight,
             sum(amount) as amount
      from live where kind in ('weight', 'amount') group by 1, 2, 3, 4
    ),
    kept as (
      select * from goods_value_totals
      where goods <> 0 or quantity <> 0 or total_weight <> 0 or amount <> 0
    ),
    kept_buckets as (
      select * from goods_value_buckets
      where goods <> 0 or quantity <> 0 or total_weight <> 0 or amount <> 0
    )
    (select 'value' as what, coalesce(k.kind, l.kind) as kind, coalesce(k.value, l.value)::text as key
     from kept k full join live l on l.kind = k.kind and l.value = k.value
       and l.origin_branch_id = k.origin_branch_id
       and l.destination_branch_id = k.destination_branch_id
     where (k.goods, k.quantity, k.total_weight, k.amount)
       is distinct from (l.goods, l.quantity, l.total_weight, l.amount)
     limit ${FEW})
    union all
    (select 'bucket', coalesce(k.kind, l.kind), coalesce(k.bucket, l.bucket)::text
     from kept_buckets k full join live_buckets l on l.kind = k.kind and l.bucket = k.bucket
       and l.origin_branch_id = k.origin_branch_id
       and l.destination_branch_id = k.destination_branch_id
     where (k.goods, k.quantity, k.total_weight, k.amount)
       is distinct from (l.goods, l.quantity, l.total_weight, l.amount)
     limit ${FEW})`);
  return rows;
}

/** The quarter hours whose kept money received differs from the live payments'. */
export async function receivedSlotsMismatches(db: Executor) {
  const { rows } = await db.execute<{ slot: string }>(sql`
    with live as (
      select payment_received_slot(received_at) as slot, count(*) as payments,
             sum(amount) as amount
      from payments where voided_at is null and purpose = 'freight' group by 1
    ),
    kept as (select * from payment_received_slots where payments <> 0 or amount <> 0)
    select coalesce(k.slot, l.slot)::text as slot
    from kept k full join live l on l.slot = k.slot
    where (k.payments, k.amount) is distinct from (l.payments, l.amount)
    limit ${FEW}`);
  return rows.map((r) => r.slot);
}

/** The branches' quarter hours whose kept drawer cash differs from the live cash payments, payouts and remittances'. */
export async function cashDrawerSlotsMismatches(db: Executor) {
  const { rows } = await db.execute<{ key: string }>(sql`
    with live as (
      select branch_id, slot, sum(cash_in) as cash_in, sum(cash_out) as cash_out from (
        select branch_id, payment_received_slot(received_at) as slot, amount as cash_in,
               0 as cash_out
        from payments where method = 'cash' and voided_at is null
        union all
        select branch_id, payment_received_slot(paid_at), 0, amount
        from payouts where method = 'cash' and voided_at is null
        union all
        select from_branch_id, payment_received_slot(sent_at), 0, amount
        from remittances where method = 'cash' and voided_at is null
        union all
        select to_branch_id, payment_received_slot(confirmed_at), amount, 0
        from remittances where method = 'cash' and voided_at is null and confirmed_at is not null
      ) as money group by 1, 2
    ),
    kept as (select * from cash_drawer_slots where cash_in <> 0 or cash_out <> 0)
    select coalesce(k.branch_id, l.branch_id) || ' ' || coalesce(k.slot, l.slot)::text as key
    from kept k full join live l on l.branch_id = k.branch_id and l.slot = k.slot
    where (k.cash_in, k.cash_out) is distinct from (l.cash_in, l.cash_out)
    limit ${FEW}`);
  return rows.map((r) => r.key);
}

/**
 * The customers whose kept outstanding debt (customers.outstanding_debt, migration 0027) is not
 * their opening debt less what was paid of it, plus their unpaid goods, less their credit.
 */
export async function outstandingDebtMismatches(db: Executor) {
  const { rows } = await db.execute<{ id: number }>(sql`
    select c.id from customers c left join customer_goods_totals t on t.customer_id = c.id
    where c.outstanding_debt <> c.debt - coalesce(t.opening_paid, 0)
      + coalesce(t.unpaid_amount, 0) - coalesce(t.credit, 0)
    order by c.id limit ${FEW}`);
  return rows.map((r) => String(r.id));
}

/**
 * The goods whose kept thu hộ collected (products.cod_paid) is not their live cod_allocations',
 * whose kept thu hộ paid out (products.cod_paid_out) not their live cod_payout_lines', or whose
 * kept thu hộ sent to another branch (products.cod_remitted) not their live remittance_lines'.
 */
export async function codPaidMismatches(db: Executor) {
  const { rows } = await db.execute<{ id: number }>(sql`
    select p.id from products p
    left join (select product_id, sum(amount) as paid from cod_allocations
               where voided_at is null group by product_id) a on a.product_id = p.id
    left join (select product_id, sum(amount) as paid from cod_payout_lines
               where voided_at is null group by product_id) o on o.product_id = p.id
    left join (select product_id, sum(amount) as sent from remittance_lines
               where voided_at is null group by product_id) r on r.product_id = p.id
    where p.cod_paid <> coalesce(a.paid, 0) or p.cod_paid_out <> coalesce(o.paid, 0)
      or p.cod_remitted <> coalesce(r.sent, 0)
    order by p.id limit ${FEW}`);
  return rows.map((r) => String(r.id));
}

/** The senders whose kept thu hộ figures (cod_sender_totals) are not their lines' recount. */
export async function codSenderTotalsMismatches(db: Executor) {
  const { rows } = await db.execute<{ sender_id: number }>(sql`
    with recount as (
      select sender_id, origin_branch_id, destination_branch_id, count(*)::int as lines,
        sum(cod_amount) as cod_amount, sum(least(cod_paid, cod_amount)) as collected,
        sum(cod_paid_out) as paid_out
      from products where sender_id is not null and cod_amount > 0 and deleted_at is null
      group by 1, 2, 3
    ), kept as (select * from cod_sender_totals where lines <> 0 or cod_amount <> 0
                  or collected <> 0 or paid_out <> 0)
    select coalesce(r.sender_id, k.sender_id) as sender_id
    from recount r full join kept k using (sender_id, origin_branch_id, destination_branch_id)
    where r.lines is distinct from k.lines or r.cod_amount is distinct from k.cod_amount
      or r.collected is distinct from k.collected or r.paid_out is distinct from k.paid_out
    order by 1 limit ${FEW}`);
  return rows.map((r) => String(r.sender_id));
}

/** What of the kept read totals differs from a recount, in words; empty when all agree. */
export async function keptReadTotalsMismatches(db: Executor): Promise<string[]> {
  const few = (keys: string[]) =>
    keys.slice(0, FEW - 1).join(', ') + (keys.length >= FEW ? '…' : '');
  const out: string[] = [];
  const values = await valueTotalsMismatches(db);
  if (values.length > 0) {
    out.push(
      `tổng hàng theo giá trị ${few(values.map((r) => `${r.kind}${r.what === 'bucket' ? '~' : ' '}${r.key}`))}`,
    );
  }
  const slots = await receivedSlotsMismatches(db);
  if (slots.length > 0) out.push(`tiền đã thu theo giờ ${few(slots)}`);
  const drawer = await cashDrawerSlotsMismatches(db);
  if (drawer.length > 0) out.push(`tiền mặt trong két theo giờ ${few(drawer)}`);
  const cod = await codPaidMismatches(db);
  if (cod.length > 0) out.push(`tiền thu hộ đã thu hoặc đã chi trả của hàng ${few(cod)}`);
  const senders = await codSenderTotalsMismatches(db);
  if (senders.length > 0) out.push(`tổng thu hộ của người gửi ${few(senders)}`);
  const debts = await outstandingDebtMismatches(db);
  if (debts.length > 0) out.push(`công nợ còn lại của khách ${few(debts)}`);
  return out;
}
