import { lineMoneyOf } from '../../lib/line-money';
import { goodsOf } from '../../lib/flat-goods';
import {
  rangeOrToday,
  STATISTICS_DATE_ORDER,
  TRANSPORT_DETAIL_MAX_ROWS,
  type ReceiptStatsFilters,
  type ReceiptStatsPage,
  type ReceiptStatsRow,
  type TransportDetail,
  type TransportDetailFilters,
  type TransportDetailRow,
} from '@depot/shared/statistics/statistics.schema';
import { dueAmount, isClosedByCounts } from '@depot/shared/trips/trips.rules';
import { forReports, type Context } from '../../lib/context';
import { depotToday } from '@depot/shared/validation/dates';
import { BadRequestError } from '../../errors';
import { pageOf } from '../../lib/reply';
import { paginate } from '@depot/shared/api/envelope';
import { assertMaySee, depotTimeZone } from '../settings/settings.service';
import * as q from './statistics.queries';
import { TRIP_COST_TYPES } from '@depot/shared/payouts/payouts.rules';
import { noCosts, sumTrips, tripLeft } from '@depot/shared/statistics/trips-profit.rules';
import {
  type TripProfitRow,
  type TripsProfit,
  type TripsProfitQuery,
} from '@depot/shared/statistics/trips-profit.schema';
import { tripsWithCosts, type TripWithCostsRow } from './trips-profit.queries';
import {
  detailLines,
  detailTrips,
  tripsUpTo,
  type DetailFilters,
  type DetailLineRow,
} from './transport-detail.queries';

function toStatsRow(row: q.StatsPageRow): ReceiptStatsRow {
  return {
    trip_id: row.trip_id,
    customer: row.customer,
    car: row.car,
    datefrom: row.datefrom,
    lines: row.lines,
    total_weight: row.total_weight,
    amount: row.amount,
    collected: row.collected,
    due: dueAmount(row.amount, row.collected),
    is_close: isClosedByCounts(row),
  };
}

function toDetailRow(row: DetailLineRow): TransportDetailRow {
  return {
    id: row.id,
    // Object.assign, not a spread with properties after it (docs/speed.md, "Spreads").
    product: Object.assign(goodsOf(row), { datetime: row.datetime, is_paid: row.is_paid }),
    ...lineMoneyOf(row.amount, row.paid_amount, row.is_paid),
    car: { id: row.car_id, number_car: row.number_car, driver_name: row.driver_name },
    datefrom: row.datefrom,
  };
}

/** The query's range, today at the depot (its zone from the settings) for a date left out. */
export async function statsRange(ctx: Context, query: { date_from?: string; date_to?: string }) {
  const range = rangeOrToday(query, depotToday(await depotTimeZone(ctx)));
  if (!range) throw new BadRequestError(STATISTICS_DATE_ORDER, { date_to: STATISTICS_DATE_ORDER });
  return range;
}

/**
 * GET /thong-ke/phieu-thu: one page of statements (customer × vehicle × date) and the totals
 * of the whole filtered set, which the screen shows above the cards.
 */
export async function receiptStats(
  ctx: Context,
  query: ReceiptStatsFilters,
): Promise<ReceiptStatsPage> {
  await assertMaySee(ctx, 'statistics');
  const { paged, limit } = query;
  const { date_from, date_to } = await statsRange(ctx, query);
  const filters: q.StatsFilters = {
    dateFrom: date_from,
    dateTo: date_to,
    customerId: query.customer_id,
    charge: query.charge,
    branch: ctx.branch,
  };
  // A report: the replica may answer (the permission above was checked on the primary).
  const { db } = forReports(ctx);
  const sums = await q.statsTotals(db, filters);
  // Past the last statement there is nothing to read: skip the page query.
  const rows =
    sums.statements > (paged - 1) * limit ? await q.statsPage(db, filters, { paged, limit }) : [];
  return {
    ...pageOf(rows.map(toStatsRow), sums.statements, paged, limit),
    totals: {
      lines: sums.lines,
      amount: sums.amount,
      collected: sums.collected,
      due: dueAmount(sums.amount, sums.collected),
    },
  };
}

/** GET /tk/phieu-thu/chi-tiet: a customer's loaded goods lines in the range. */
export async function transportDetail(
  ctx: Context,
  query: TransportDetailFilters,
): Promise<TransportDetail> {
  await assertMaySee(ctx, 'statistics');
  const { date_from, date_to } = await statsRange(ctx, query);
  const filters: DetailFilters = {
    dateFrom: date_from,
    dateTo: date_to,
    customerId: query.customer_id,
    carId: query.car_id,
  };
  const { db } = forReports(ctx);
  const found = await detailTrips(db, filters);
  const total = found.reduce((sum, trip) => sum + trip.lines, 0);
  const tripIds = tripsUpTo(found, TRANSPORT_DETAIL_MAX_ROWS);
  const rows =
    tripIds.length > 0
      ? await detailLines(db, query.customer_id, tripIds, TRANSPORT_DETAIL_MAX_ROWS)
      : [];
  return { total, rows: rows.map(toDetailRow) };
}

/**
 * GET /statistics/trips-profit (docs/payments.md "Profit per trip"): each trip of the range with
 * its freight, costs and what is left; each vehicle's trips summed; the range's sums.
 */
export async function tripsProfit(ctx: Context, query: TripsProfitQuery): Promise<TripsProfit> {
  await assertMaySee(ctx, 'statistics');
  const { date_from, date_to } = await statsRange(ctx, query);
  const { db } = forReports(ctx);
  const found = await tripsWithCosts(db, {
    dateFrom: date_from,
    dateTo: date_to,
    branch: ctx.branch,
  });
  const trips = found.map(toProfitRow);
  const vehicles = new Map<number, TripProfitRow[]>();
  for (const trip of trips) vehicles.set(trip.car.id, [...(vehicles.get(trip.car.id) ?? []), trip]);
  const by_vehicle = [...vehicles.values()]
    .map((own) => ({ car: own[0]!.car, ...sumTrips(own) }))
    .sort((a, b) => b.freight - a.freight || a.car.number_car.localeCompare(b.car.number_car));
  return {
    date_from,
    date_to,
    rows: trips.slice((query.paged - 1) * query.limit, query.paged * query.limit),
    total: trips.length,
    paginate: paginate(trips.length, query.paged, query.limit),
    by_vehicle,
    totals: sumTrips(trips),
  };
}

function toProfitRow(row: TripWithCostsRow): TripProfitRow {
  const by_cost_type = noCosts();
  for (const type of TRIP_COST_TYPES) by_cost_type[type] = row[type];
  const { id, datetime_from, car, lines, freight, costs } = row;
  return { id, datetime_from, car, lines, freight, costs, left: tripLeft(row), by_cost_type };
}
