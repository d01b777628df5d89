/**
 * The yard screen's scan at depot scale (docs/decisions/0002-scan-request-ids.md, p95 ≤ 30 ms server time): a scan that loads
 * the goods of a printed code onto a vehicle, the same scan sent again (its kept answer), and a
 * scan that unloads, each through POST /transports/scan on the demo depot (lib/demo-bench.ts,
 * signed in as the depot's admin). The codes are of goods not yet loaded, read from the depot;
 * the scans go onto a day of their own, undone at the end so the bench can run again. The same
 * one-goods load through Lên Hàng (POST /transports) is timed first, as the baseline the scan adds
 * its own steps to (its kept outcome, the code lookup).
 */
import { randomUUID } from 'node:crypto';
import { productCode, type CodeParts } from '@depot/shared/products/products.rules';
import { sql } from 'drizzle-orm';
import type { Database } from '../src/db/client';
import { runDemoBench } from './lib/demo-bench';
import type { ApiCall, BenchCase } from './lib/goods-cases';

const TARGET = 30;
/** The departure date of the bench's scans: nothing of the depot's own days is touched. */
const SCAN_DAY = '2099-12-30';

type ScanBody = {
  client_id: string;
  code: string;
  car_id: number;
  datetime_from: string;
  action: 'load' | 'unload';
  confirm_over_capacity: boolean;
};

/** Undoes the scans: the day's trips archived through the API, then their rows removed. */
async function undoScans(
  { api, db }: { api: ApiCall; db: Database },
  carId: number,
  ids: string[],
) {
  const day = `car_id=${carId}&date_from=${SCAN_DAY}&date_to=${SCAN_DAY}`;
  const status = await api('DELETE', `/trips?${day}`, { reason: 'Đo hiệu năng (bench)' });
  // 404: every scanned goods was unloaded already.
  if (status !== 200 && status !== 404) throw new Error(`DELETE /trips?${day}: ${status}`);
  await db.transaction(async (tx) => {
    const benchTrips = sql`(select id from trips where datetime_from = ${SCAN_DAY})`;
    await tx.execute(sql`delete from trip_items where trip_id in ${benchTrips}`);
    await tx.execute(sql`delete from statement_totals where trip_id in ${benchTrips}`);
    await tx.execute(sql`delete from trip_totals where trip_id in ${benchTrips}`);
    await tx.execute(sql`delete from trips where datetime_from = ${SCAN_DAY}`);
    for (let i = 0; i < ids.length; i += 500) {
      const batch = ids.slice(i, i + 500);
      await tx.execute(
        sql`delete from scan_requests where client_id in (${sql.join(
          batch.map((id) => sql`${id}::uuid`),
          sql`, `,
        )})`,
      );
    }
  });
  await db.execute(sql`vacuum (analyze) products, trip_items, trips, scan_requests`);
}

await runDemoBench('scan', async (db, _today, { runs, log }) => {
  const car = (
    await db.execute<{ id: number; number_car: string }>(sql`
      select c.id, c.number_car from cars c
      join trips t on t.car_id = c.id
      group by c.id order by count(*) desc, c.id limit 1`)
  ).rows[0];
  if (!car) throw new Error('Kho mẫu thiếu xe cho benchmark quét mã');
  const free = (
    await db.execute<CodeParts & { id: number }>(sql`
      select id, year_create, month_create, "order", suffix from products
      where not status and deleted_at is null
      order by datetime desc, id desc limit ${runs * 2}`)
  ).rows;
  if (free.length < runs * 2) throw new Error('Kho mẫu thiếu hàng chưa lên xe cho benchmark');
  const codes = free.slice(0, runs).map(productCode);
  // The baseline: the same one-goods load through Lên Hàng, on other goods.
  const pickupIds = free.slice(runs).map((row) => row.id);
  log(`Xe ${car.number_car} (nhiều chuyến nhất), ngày ${SCAN_DAY}, ${codes.length} mã hàng`);
  const sent: string[] = [];
  const scanOf = (code: string, action: ScanBody['action']): ScanBody => {
    const body = {
      client_id: randomUUID(),
      code,
      car_id: car.id,
      datetime_from: SCAN_DAY,
      action,
      confirm_over_capacity: true,
    };
    sent.push(body.client_id);
    return body;
  };
  let loaded = 0;
  let picked = 0;
  let unloaded = 0;
  let first: ScanBody | undefined;
  const scanCase = (label: string, body: () => ScanBody): BenchCase => ({
    label,
    method: 'POST',
    url: '/transports/scan',
    body,
    target: TARGET,
    sqlRatio: false,
  });
  return [
    {
      label: 'so sánh: Lên Hàng 1 hàng (POST /transports)',
      method: 'POST',
      url: '/transports',
      body: () => ({
        car_id: car.id,
        datetime_from: SCAN_DAY,
        products: [pickupIds[picked++ % pickupIds.length]!],
        confirm_overload: true,
      }),
      target: TARGET,
      sqlRatio: false,
    },
    scanCase('quét lên xe', () => {
      const body = scanOf(codes[loaded++ % codes.length]!, 'load');
      first ??= body;
      return body;
    }),
    scanCase('gửi lại cùng client_id (câu trả lời đã lưu)', () => first!),
    {
      ...scanCase('quét dỡ hàng', () => scanOf(codes[unloaded++ % codes.length]!, 'unload')),
      after: (depot) => undoScans(depot, car.id, sent),
    },
  ];
});
