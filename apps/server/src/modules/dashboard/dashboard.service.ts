import {
  DASHBOARD_TOP_DEBTS,
  type Dashboard,
  type DashboardQuery,
  type DashboardVehicle,
} from '@depot/shared/dashboard/dashboard.schema';
import { tripLeft } from '@depot/shared/statistics/trips-profit.rules';
import { datesOfRange } from '@depot/shared/validation/dates';
import { forReports, type Context } from '../../lib/context';
import { largestDebts } from '../customers/customers.service';
import { receivedPerDay } from '../payments/payments.service';
import { assertMaySee } from '../settings/settings.service';
import * as q from './dashboard.queries';
import { codOwed } from '../cod/cod.service';

/** Weights are numeric(…, 2): sums of JS numbers are brought back to whole grams of precision. */
const kg = (value: number) => Math.round(value * 100) / 100;

function perVehicle(rows: q.TripFigures[]): DashboardVehicle[] {
  const byCar = new Map<number, DashboardVehicle>();
  for (const row of rows) {
    const car = byCar.get(row.car_id) ?? {
      car: { id: row.car_id, number_car: row.number_car },
      capacity: 0,
      weight: 0,
      trips: 0,
    };
    // Each row is one trip of the car: the car can carry its capacity once per trip.
    car.capacity = kg(car.capacity + row.car_capacity);
    car.weight = kg(car.weight + row.weight);
    car.trips += 1;
    byCar.set(row.car_id, car);
  }
  return [...byCar.values()].sort(
    (a, b) => b.weight - a.weight || a.car.number_car.localeCompare(b.car.number_car),
  );
}

/**
 * The dashboard of a date range (the query is validated by the route's schema). The goods,
 * weights and amounts are those of the trips leaving in the range; `collected` is the money
 * received in the range, by day of receipt, whatever goods it paid for (docs/decisions/0001-payments-are-records.md: how much
 * cash came in today); `due` is what the range's loaded goods still owe; `costs` the range's trip
 * costs and `left` its freight less them.
 */
export async function getDashboard(ctx: Context, query: DashboardQuery): Promise<Dashboard> {
  await assertMaySee(ctx, 'dashboard');
  const { date_from, date_to } = query;
  // A report: the replica may answer (the permission above was checked on the primary).
  const report = forReports(ctx);
  const [rows, costs, received, debts, cod] = await Promise.all([
    q.tripFigures(report.db, date_from, date_to, ctx.branch),
    q.tripCosts(report.db, date_from, date_to, ctx.branch),
    receivedPerDay(report, date_from, date_to),
    largestDebts(report, DASHBOARD_TOP_DEBTS),
    codOwed(report),
  ]);
  const days = new Map(
    datesOfRange(date_from, date_to).map((date) => [
      date,
      { date, amount: 0, collected: 0, goods: 0 },
    ]),
  );
  const totals = { goods: 0, weight: 0, amount: 0, collected: 0, due: 0 };
  for (const row of rows) {
    const day = days.get(row.date)!;
    day.amount += row.amount;
    day.goods += row.goods;
    totals.goods += row.goods;
    totals.weight = kg(totals.weight + row.weight);
    totals.amount += row.amount;
    totals.due += row.amount - row.collected;
  }
  for (const { date, amount } of received) {
    const day = days.get(date);
    if (day) day.collected += amount;
    totals.collected += amount;
  }
  return {
    date_from,
    date_to,
    totals: {
      ...totals,
      costs,
      left: tripLeft({ freight: totals.amount, costs }),
      cod_owed: cod,
    },
    per_day: [...days.values()],
    per_vehicle: perVehicle(rows),
    top_debts: debts,
  };
}
