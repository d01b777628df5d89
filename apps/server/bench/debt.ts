/**
 * The debt screen at depot scale (docs/decisions/0016-speed-targets-and-kept-totals.md "Speed", p95 ≤ 50 ms): the list of who owes (an order
 * over every customer's outstanding debt), a name search, a deep page, one customer's unpaid
 * statements and loose goods, their count, and a month's statement of account. The customer is
 * the one with the most unpaid statements on the demo depot, so the cases hit busy rows.
 */
import { sql } from 'drizzle-orm';
import { runDemoBench } from './lib/demo-bench';

const TARGET = 50;

await runDemoBench('debt', async (db, today, { log }) => {
  const picked = (
    await db.execute<{ id: number; statements: number }>(sql`
      select p.customer_id as id, count(distinct i.trip_id)::int as statements
      from products p
      join trip_items i on i.product_id = p.id and i.removed_at is null
      where p.deleted_at is null and not p.is_paid
      group by 1 order by 2 desc, 1 limit 1`)
  ).rows[0];
  if (!picked) throw new Error('Kho mẫu không có hàng chưa thu trên xe cho benchmark công nợ');
  log(`Khách nợ nhiều phiếu nhất: ${picked.id} (${picked.statements} phiếu chưa thu)`);
  const monthStart = `${today.slice(0, 8)}01`;
  const read = (label: string, url: string) => ({
    label,
    method: 'GET' as const,
    url,
    target: TARGET,
    sqlRatio: true,
  });
  return [
    read('công nợ, trang 1', '/debt'),
    read('công nợ, trang 20', '/debt?paged=20'),
    read('công nợ, tên "nguyen"', '/debt?full_name=nguyen'),
    read(`công nợ khách ${picked.id}`, `/debt/customer/${picked.id}`),
    read(`đếm công nợ khách ${picked.id}`, `/debt/count?customer_id=${picked.id}`),
    read(
      `công nợ theo kỳ ${monthStart}…${today}`,
      `/debt/statement?customer_id=${picked.id}&date_from=${monthStart}&date_to=${today}`,
    ),
  ];
});
