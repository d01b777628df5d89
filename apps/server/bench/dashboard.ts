/**
 * The dashboard at depot scale (docs/decisions/0016-speed-targets-and-kept-totals.md "Done means": p95 ≤ 50 ms): GET /api/dashboard over a
 * week, a month and a year of departures ending at the demo depot's last loaded date, on the
 * demo depot through lib/demo-bench.ts.
 */
import { sql } from 'drizzle-orm';
import { runDemoBench } from './lib/demo-bench';

const TARGET = 50;

/** `YYYY-MM-DD` minus `days` days. */
function before(iso: string, days: number): string {
  return new Date(Date.parse(iso) - days * 86_400_000).toISOString().slice(0, 10);
}

await runDemoBench('dashboard', async (db, _today, { log }) => {
  const [row] = (
    await db.execute(
      sql`select max(datetime_from)::text as last from trips where archived_at is null`,
    )
  ).rows as { last: string | null }[];
  if (!row?.last) throw new Error('Kho mẫu thiếu chuyến xe cho benchmark tổng quan');
  log(`Ngày xe chạy cuối cùng: ${row.last}`);
  const range = (days: number) => `date_from=${before(row.last!, days - 1)}&date_to=${row.last}`;
  return [
    {
      label: 'tổng quan 7 ngày',
      method: 'GET',
      url: `/dashboard?${range(7)}`,
      target: TARGET,
      sqlRatio: true,
    },
    {
      label: 'tổng quan 1 tháng',
      method: 'GET',
      url: `/dashboard?${range(31)}`,
      target: TARGET,
      sqlRatio: true,
    },
    // A year is allowed but not promised 50 ms: printed to show how it grows.
    {
      label: 'tổng quan 1 năm',
      method: 'GET',
      url: `/dashboard?${range(366)}`,
      target: 500,
      sqlRatio: true,
    },
  ];
});
