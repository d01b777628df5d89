import { sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { addressIdColumns, type AddressIds } from '../../db/customer-address-names';
import { cars, customers, statementTotals, trips } from '../../db/schema/index';
import { carOf, figuresOf, type FlatCar, type FlatFigures } from './trip-flat-rows';
import type { Paging } from './trips.queries';

/** A live statement (a customer on a trip) as read: flat, with the reply's types. */
type LiveStatementColumns = AddressIds &
  FlatCar &
  FlatFigures & {
    trip_id: number;
    datetime_from: string;
    customer_id: number;
    full_name: string;
    phone: string;
    number_house: string;
    total: number;
  };

const s = statementTotals;

/**
 * One page of live statements, newest date, then by name: their kept figures (statement_totals),
 * one row each, read flat and shaped in one loop (the reports ask for every statement of a range
 * at once; Drizzle's mapping of the nested rows was a tenth of the request, docs/speed.md). The
 * rows carry the customer's unit ids for its address to be named; `total` is the window count.
 * `where` is over statement_totals, trips and cars, as trips.queries.ts builds it.
 */
export async function liveStatementPage(db: Executor, where: SQL | undefined, paging: Paging) {
  const { rows } = await db.execute<LiveStatementColumns>(sql`
    select ${trips.id} as trip_id, ${trips.datetime_from} as datetime_from,
      ${cars.id} as car_id, ${cars.number_car} as number_car, ${cars.driver_name} as driver_name,
      ${cars.total_weight}::float8 as capacity, ${customers.id} as customer_id,
      ${customers.full_name} as full_name, ${customers.phone} as phone,
      ${customers.number_house} as number_house, ${sql.raw(addressIdColumns('"customers"'))},
      ${s.lines} as lines, ${s.paid_lines} as paid_lines,
      ${s.total_weight}::float8 as total_weight, ${s.amount}::bigint as amount,
      ${s.collected}::bigint as collected, ${s.sender_due}::bigint as sender_due,
      (count(*) over ())::int as total
    from ${s}
    join ${trips} on ${trips.id} = ${s.trip_id}
    join ${cars} on ${cars.id} = ${trips.car_id}
    join ${customers} on ${customers.id} = ${s.customer_id}
    where ${where ?? sql`true`}
    order by ${trips.datetime_from} desc, ${customers.full_name}, ${customers.id}, ${trips.id}
    limit ${paging.limit} offset ${(paging.paged - 1) * paging.limit}`);
  return rows.map((r) => ({
    trip_id: r.trip_id,
    datetime_from: r.datetime_from,
    car: carOf(r),
    customer: {
      id: r.customer_id,
      full_name: r.full_name,
      phone: r.phone,
      number_house: r.number_house,
    },
    address_version: r.address_version,
    province_id: r.province_id,
    district_id: r.district_id,
    ward_id: r.ward_id,
    province_2025_id: r.province_2025_id,
    ward_2025_id: r.ward_2025_id,
    ...figuresOf(r),
    total: r.total,
  }));
}
