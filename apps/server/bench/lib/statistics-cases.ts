/**
 * The requests of the statistics benchmark (bench/statistics.ts), with docs/decisions/0016-speed-targets-and-kept-totals.md's target: the
 * statistics and the transport detail answer within 50 ms at p95 on the demo depot. The
 * customer is read from the database (the one with the most loaded lines in the last week), so
 * the cases hit real, busy rows.
 */
import { sql } from 'drizzle-orm';
import type { Database } from '../../src/db/client';
import type { BenchCase } from './goods-cases';

export const STATISTICS_TARGET = 50;

type Picks = { customerId: number; lines: number };

/** The customer with the most live loaded lines in the week up to `today`. */
export async function pickStatisticsValues(db: Database, today: string): Promise<Picks> {
  const row = (
    await db.execute(sql`
    select p.customer_id as "customerId", count(*)::int as lines
    from trips t
    join trip_items i on i.trip_id = t.id and i.removed_at is null
    join products p on p.id = i.product_id and p.deleted_at is null
    where t.archived_at is null
      and t.datetime_from between ${today}::date - 6 and ${today}::date
    group by 1 order by count(*) desc, 1 limit 1`)
  ).rows[0] as Picks | undefined;
  if (!row) throw new Error('Kho mẫu thiếu dữ liệu chuyến xe cho benchmark thống kê');
  return row;
}

const q = (params: Record<string, string | number>) =>
  new URLSearchParams(
    Object.entries(params).map(([k, v]): [string, string] => [k, String(v)]),
  ).toString();

function daysBefore(iso: string, days: number): string {
  const date = new Date(`${iso}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() - days);
  return date.toISOString().slice(0, 10);
}

/** Every case of the benchmark, in the order of the table. */
export function statisticsCases(p: Picks, today: string): BenchCase[] {
  const read = (label: string, url: string): BenchCase => ({
    label,
    method: 'GET',
    url,
    target: STATISTICS_TARGET,
    sqlRatio: true,
  });
  const todayRange = { date_from: today, date_to: today };
  const week = { date_from: daysBefore(today, 6), date_to: today };
  const month = { date_from: daysBefore(today, 29), date_to: today };
  return [
    read(`thống kê hôm nay ${today}`, `/thong-ke/phieu-thu?${q(todayRange)}`),
    read('thống kê 7 ngày', `/thong-ke/phieu-thu?${q(week)}`),
    read(
      'thống kê 7 ngày, chưa thanh toán',
      `/thong-ke/phieu-thu?${q({ ...week, charge: 'false' })}`,
    ),
    read('thống kê 7 ngày, trang 5', `/thong-ke/phieu-thu?${q({ ...week, paged: 5 })}`),
    read('thống kê 30 ngày', `/thong-ke/phieu-thu?${q(month)}`),
    read(
      `thống kê 30 ngày, khách ${p.customerId}`,
      `/thong-ke/phieu-thu?${q({ ...month, customer_id: p.customerId })}`,
    ),
    read(
      `chi tiết vận chuyển 7 ngày, khách ${p.customerId} (${p.lines} dòng)`,
      `/tk/phieu-thu/chi-tiet?${q({ ...week, customer_id: p.customerId })}`,
    ),
  ];
}
