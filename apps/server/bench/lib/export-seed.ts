import { sql } from 'drizzle-orm';
import type { Database } from '../../src/db/client';

/**
 * `count` goods for the export bench, made by PostgreSQL itself (one INSERT … SELECT over
 * generate_series: seconds, where the demo seed takes minutes): 200 customers on the first
 * ward, two specifications, goods spread over a year, a third package-priced, every fifth a lump sum, half paid.
 * Codes take order = n, unique within any month.
 */
export async function seedExportGoods(db: Database, count: number): Promise<void> {
  await db.execute(sql`
    insert into customers (full_name, phone, number_house, province_id, district_id, ward_id)
    select 'Khách hàng xuất ' || g, '09' || lpad(g::text, 8, '0'), g || ' Lê Lợi',
           w.province_id, w.district_id, w.id
    from generate_series(1, 200) g,
         (select wards.id, wards.district_id, districts.province_id
            from wards join districts on districts.id = wards.district_id
           order by wards.id limit 1) w`);
  await db.execute(sql`insert into specifications (name) values ('Thùng'), ('Bao')`);
  await db.execute(sql`
    insert into products (customer_id, name, price, quantity, total_weight, price_type,
                          specification_id, is_total_money, is_paid, datetime, product_type,
                          year_create, month_create, "order")
    select c.ids[1 + g % array_length(c.ids, 1)],
           'Hàng hóa số ' || g,
           case when g % 3 = 0 then 50000 else 1500 end,
           1 + g % 7,
           round((1 + (g % 5000) / 100.0)::numeric, 2),
           case when g % 3 = 0 then 'package' else 'weight' end,
           case when g % 3 = 0 then null else s.ids[1 + g % 2] end,
           g % 5 = 0,
           g % 2 = 0,
           d,
           case when g % 4 = 0 then 'Hàng dễ vỡ, xếp trên cùng' end,
           extract(year from d), extract(month from d), g
    from generate_series(1, ${count}) g,
         (select array_agg(id) ids from customers) c,
         (select array_agg(id) ids from specifications) s,
         lateral (select (date '2026-01-01' + (g % 365))::date d) day`);
  await db.execute(sql`analyze products`);
}
