/**
 * The other calls of docs/speed.md (`npm run bench -w apps/server -- worst-more`, same depots and
 * output as worst.ts): every GET a screen makes besides the goods list, debt, statistics and
 * dashboard, each with the filters that match the most rows — the customers list with its debt
 * and its searches, cars, users, specifications, the statements list and the archive, the biggest
 * trip's customers, lines and vehicle statement, the biggest receipt, the cash book of the busiest
 * month, a customer's debt, the transport detail of the busiest customer, a product's history,
 * the address conversion's first screen and the reports' vehicle list. (Backups are served only
 * by a server given a backup folder, not by this app.) Exits non-zero
 * when a call misses p95 ≤ 50 ms, 1.5× its SQL or 100 KB. How each grows: docs/speed.md.
 */
import { sql } from 'drizzle-orm';
import { runDemoBench } from './lib/demo-bench';
import type { BenchCase } from './lib/goods-cases';
import { MAX_API_SQL_RATIO } from './lib/verdict';
import { firstRow, MAX_DEFAULT_BYTES, shiftDays, WORST_TARGET_MS } from './lib/worst-kit';

type Trip = { id: number; car: number; date: string; lines: number; customers: number };

await runDemoBench('worst-more', async (db, today, { log }) => {
  // The biggest live trip (most lines): its statement, customers and vehicle statement.
  const trip = await firstRow<Trip>(
    db,
    sql`select t.id, t.car_id as car, t.datetime_from::text as date, tt.lines, tt.customers
        from trip_totals tt join trips t on t.id = tt.trip_id and t.archived_at is null
        order by tt.lines desc, t.id limit 1`,
  );
  // The biggest receipt: one customer's lines on one trip.
  const receipt = await firstRow<Trip>(
    db,
    sql`select t.id, t.car_id as car, t.datetime_from::text as date, st.lines,
          st.customer_id as customers
        from statement_totals st join trips t on t.id = st.trip_id and t.archived_at is null
        order by st.lines desc, t.id limit 1`,
  );
  // The customer with the most goods: their debt and their transport detail over a year.
  const busy = await firstRow<{ id: number }>(
    db,
    sql`select customer_id as id from customer_goods_totals
        group by 1 order by sum(goods) desc, 1 limit 1`,
  );
  // The month of the most payments.
  const { month, monthEnd, pages } = await firstRow<{
    month: string;
    monthEnd: string;
    pages: number;
  }>(
    db,
    sql`select m::date::text as month, (m + interval '1 month - 1 day')::date::text as "monthEnd",
          ceil(n / 50.0)::int as pages
        from (select date_trunc('month', received_at) as m, count(*) as n from payments
          group by 1 order by 2 desc limit 1) busiest`,
  );
  const { last } = await firstRow<{ last: string }>(
    db,
    sql`select max(datetime_from)::text as last from trips where archived_at is null`,
  );
  const product = await firstRow<{ id: number }>(
    db,
    sql`select coalesce((select entity_id from audit_log where entity = 'product'
          group by 1 order by count(*) desc limit 1), (select min(id) from products)) as id`,
  );
  log(
    `Chuyến lớn nhất ${trip.id} (xe ${trip.car}, ${trip.date}: ${trip.lines} dòng, ` +
      `${trip.customers} khách); phiếu lớn nhất: khách ${receipt.customers} trên chuyến ` +
      `${receipt.id} (${receipt.lines} dòng); khách nhiều hàng nhất ${busy.id}; ` +
      `tháng nhiều phiếu thu nhất ${month}; ngày xe chạy cuối ${last}`,
  );
  const read = (label: string, url: string, extra: Partial<BenchCase> = {}): BenchCase => ({
    label,
    method: 'GET',
    url,
    target: WORST_TARGET_MS,
    sqlRatio: true,
    maxSqlRatio: MAX_API_SQL_RATIO,
    maxBytes: MAX_DEFAULT_BYTES,
    ...extra,
  });
  const tripScope = `car_id=${trip.car}&date_from=${trip.date}&date_to=${trip.date}`;
  const year = `date_from=${shiftDays(today, -364)}&date_to=${today}`;
  return [
    // The customers screen: its first page carries each row's debt (has_debt defaults to true).
    read('khách hàng, trang 1 (kèm công nợ)', '/customers'),
    read('khách hàng, tìm tên "nguyen"', '/customers?q=nguyen'),
    read('khách hàng, tìm số điện thoại "09"', '/customers?q=09'),
    read('khách hàng, lọc số nhà "1"', '/customers?number_house=1'),
    read('khách hàng, tỉnh 79', '/customers?province_id=79'),
    read('khách hàng, trang cuối', '/customers?paged=200'),
    read('xe (mọi xe, limit 1000)', '/cars?paged=1&limit=1000'),
    read('người dùng', '/users'),
    read('quy cách (mọi quy cách)', '/specifications?paged=1&limit=1000'),
    read('bảng kê theo xe, trang 1', '/trips'),
    read('bảng kê đã xóa (lưu trữ), trang 1', '/trips?archived=true'),
    read(
      `báo cáo: xe 8 ngày quanh ${last} (limit 1000)`,
      `/trips?date_from=${shiftDays(last, -4)}&date_to=${shiftDays(last, 3)}&paged=1&limit=1000`,
    ),
    read(`khách trên chuyến lớn nhất (${trip.customers})`, `/trips/customers?${tripScope}`),
    read(
      `báo cáo: khách trên chuyến lớn nhất (limit 1000)`,
      `/trips/customers?${tripScope}&paged=1&limit=1000`,
    ),
    read(`dòng hàng chuyến lớn nhất (${trip.lines})`, `/transport/products?${tripScope}`),
    read(
      `bảng kê xe in, chuyến lớn nhất (${trip.lines} dòng)`,
      `/transport/get-by-car?id=${trip.car}&date=${trip.date}`,
    ),
    read(
      `dòng hàng của khách trên chuyến (${receipt.lines})`,
      `/transport/products?car_id=${receipt.car}&date_from=${receipt.date}&date_to=${receipt.date}` +
        `&customer_id=${receipt.customers}`,
    ),
    read(
      `hàng của khách trên xe (${receipt.lines} dòng)`,
      `/transport/get-by-car?id=${receipt.car}&date=${receipt.date}&customer_id=${receipt.customers}`,
    ),
    read(
      `phiếu nhận hàng lớn nhất (${receipt.lines} dòng)`,
      `/transport/print?car_id=${receipt.car}&customer_id=${receipt.customers}&datefrom=${receipt.date}`,
    ),
    read(
      'tải xe chuyến lớn nhất',
      `/transports/load?car_id=${trip.car}&datetime_from=${trip.date}`,
    ),
    read(`sổ quỹ tháng ${month.slice(0, 7)}`, `/payments?date_from=${month}&date_to=${monthEnd}`),
    read(
      `sổ quỹ tháng ${month.slice(0, 7)}, trang cuối (${pages})`,
      `/payments?date_from=${month}&date_to=${monthEnd}&paged=${pages}`,
    ),
    read(`công nợ khách ${busy.id}`, `/debt/customer/${busy.id}`),
    read(`số bảng kê chưa trả, khách ${busy.id}`, `/debt/count?customer_id=${busy.id}`),
    // Opened on today by default; a year is picked by hand (at most 1000 lines, the spec's bound),
    // so its size is shown, not judged.
    read(
      `chi tiết vận chuyển 1 năm, khách ${busy.id} (không mặc định)`,
      `/tk/phieu-thu/chi-tiet?customer_id=${busy.id}&${year}`,
      { maxBytes: undefined },
    ),
    read(`lịch sử hàng ${product.id}`, `/products/${product.id}/history`),
    read('chuyển địa chỉ 2025, trang 1', '/customers/address-conversion'),
    // `Hàng chờ giao`: the goods arrived at a branch and not handed over (with branches only).
    read('hàng chờ giao, trang 1', '/products/waiting'),
    read(`hàng chờ giao, khách ${busy.id}`, `/products/waiting?customer_id=${busy.id}`),
  ];
});
