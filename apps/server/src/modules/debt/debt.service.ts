import { dueAmount } from '@depot/shared/trips/trips.rules';
import {
  DEBT_STATEMENT_NOT_FOUND,
  type CustomerDebt,
  type DebtCount,
  type DebtList,
  type DebtPaidResult,
  type PeriodStatement,
  type debtListQuerySchema,
  type debtPaidBodySchema,
  type periodStatementQuerySchema,
} from '@depot/shared/debt/debt.schema';
import { customerAddressLine } from '@depot/shared/locations/locations.rules';
import { productCode } from '@depot/shared/products/products.rules';
import type { z } from 'zod';
import { NotFoundError } from '../../errors';
import { actorOf, inTransaction, type Context } from '../../lib/context';
import { lockForGoodsChange } from '../../lib/lock-order';
import { pageOf } from '../../lib/reply';
import { customerMoneyOf } from '../../lib/customer-money';
import { lineMoneyOf } from '../../lib/line-money';
import { foldedKeyword } from '../../lib/sql-pattern';
import { getCustomer } from '../customers/customers.service';
import { depotTimeZone, maySee } from '../settings/settings.service';
import { setGoodsPaid } from '../products/products-flags.service';
import * as period from './debt-period.queries';
import * as q from './debt.queries';
import { periodFigures } from './period-statement';
import { publishChange } from '../../lib/publish-change';

type ListQuery = z.output<typeof debtListQuerySchema>;
type PaidBody = z.output<typeof debtPaidBodySchema>;
type PeriodQuery = z.output<typeof periodStatementQuerySchema>;

/**
 * GET /debt: customers who owe, largest first, with the sum of what every one of them owes. The
 * sum is the depot's total debt: null for staff when the owner hides it (docs/domain.md); the list
 * itself stays, staff collect from it.
 */
export async function listDebts(ctx: Context, query: ListQuery): Promise<DebtList> {
  const { paged, limit } = query;
  const filters = { fullNameFolded: foldedKeyword(query.full_name), hasCredit: query.has_credit };
  const [rows, counted, showTotal] = await Promise.all([
    q.listDebtors(ctx.db, filters, { paged, limit }),
    q.debtorTotals(ctx.db, filters),
    maySee(ctx, 'debt_total'),
  ]);
  const totals = { ...counted, outstanding_debt: showTotal ? counted.outstanding_debt : null };
  const ids = rows.map((r) => r.id);
  const [counts, places] = await Promise.all([
    q.unpaidStatementCounts(ctx.db, ids),
    q.addressesOf(ctx.db, ids),
  ]);
  const addresses = new Map(
    places.map((p) => [
      p.id,
      customerAddressLine({
        number_house: p.number_house,
        ward_id: p.ward,
        district_id: p.district,
        province_id: p.province,
      }),
    ]),
  );
  return {
    ...pageOf(
      rows.map((r) => ({
        id: r.id,
        full_name: r.full_name,
        phone: r.phone,
        debt: r.debt,
        ...customerMoneyOf(r),
        address: addresses.get(r.id) ?? '',
        unpaid_statements: counts.get(r.id) ?? 0,
      })),
      totals.customers,
      paged,
      limit,
    ),
    totals,
  };
}

/**
 * The customer through the customers service: its 404 and its outstanding debt, one rule (the
 * period statement's too, debt-period.service.ts).
 */
export async function customerDebt(ctx: Context, customerId: number) {
  const customer = await getCustomer(ctx, customerId);
  return {
    customer: { id: customer.id, full_name: customer.full_name, phone: customer.phone },
    debt: customer.debt,
    opening_debt: customer.opening_debt ?? customer.debt,
    opening_collected: customer.opening_collected ?? 0,
    opening_due: customer.opening_due ?? customer.debt,
    goods_due: customer.goods_due ?? 0,
    credit: customer.credit ?? 0,
    outstanding_debt: customer.outstanding_debt ?? customer.debt,
  };
}

/** GET /debt/customer/:customer_id: what a customer owes, by statement and loose goods. */
export async function getCustomerDebt(ctx: Context, customerId: number): Promise<CustomerDebt> {
  const summary = await customerDebt(ctx, customerId);
  const [statements, loose] = await Promise.all([
    q.unpaidStatements(ctx.db, customerId),
    q.looseUnpaidGoods(ctx.db, customerId),
  ]);
  return {
    ...summary,
    statements: statements.map(({ sender_due, ...s }) => ({
      ...s,
      due: dueAmount(s.amount, s.collected, sender_due),
    })),
    loose: loose.map((g) => ({
      id: g.id,
      code: productCode(g),
      name: g.name,
      datetime: g.datetime,
      ...lineMoneyOf(g.amount, g.paid_amount, false),
      receiver: g.receiver,
    })),
  };
}

/** GET /debt/count: how many unpaid statements and loose unpaid goods a customer has. */
export async function countDebt(ctx: Context, customerId: number): Promise<DebtCount> {
  await customerDebt(ctx, customerId);
  const [statements, loose] = await Promise.all([
    q.unpaidStatements(ctx.db, customerId),
    q.looseUnpaidGoods(ctx.db, customerId),
  ]);
  return { statements: statements.length, goods: loose.length };
}

/**
 * PUT /debt/paid: every live line of a customer's statement paid (or unpaid), in one
 * transaction through the one paid function, as POST /transport/pay writes it.
 */
export async function setStatementPaid(ctx: Context, body: PaidBody): Promise<DebtPaidResult> {
  actorOf(ctx); // the audit rows name who took (or gave back) the money
  const key = { carId: body.car_id, date: body.datetime_from, customerId: body.customer_id };
  return inTransaction(ctx, async (tx) => {
    await customerDebt(tx, body.customer_id);
    const { goods } = await lockForGoodsChange(tx, await q.statementGoodsIds(tx.db, key), {
      customers: true,
      alsoCustomers: [body.customer_id],
    });
    const locked = new Map(goods.map((g) => [g.id, g]));
    // Read under the locks: a line archived or moved, or a flag toggled, before we got them.
    const lines = (await q.statementLines(tx.db, key)).filter((l) => locked.has(l.product_id));
    if (lines.length === 0) throw new NotFoundError(DEBT_STATEMENT_NOT_FOUND);
    const changed = await setGoodsPaid(
      tx,
      lines.map((l) => ({ goods: locked.get(l.product_id)!, item_id: l.item_id })),
      body.is_paid,
      'debt',
      { freightFrom: body.customer_id },
    );
    await publishChange(
      tx,
      'goodsPaid',
      goods.map((g) => g.id),
    );
    const after = await customerDebt(tx, body.customer_id);
    return { changed: changed.length, outstanding_debt: after.outstanding_debt };
  });
}

/** The whole statement of account of a period (công nợ theo kỳ), every line: the export's. */
export async function getPeriodStatement(
  ctx: Context,
  query: PeriodQuery,
): Promise<PeriodStatement> {
  const summary = await customerDebt(ctx, query.customer_id);
  const { date_from: from, date_to: to, customer_id: id } = query;
  const zone = await depotTimeZone(ctx);
  const [goods, goodsBefore, received, paidBefore] = await Promise.all([
    period.goodsOfPeriod(ctx.db, id, from, to),
    period.goodsBefore(ctx.db, id, from),
    period.paymentsOfPeriod(ctx.db, id, { from, to, zone }),
    period.paymentsBefore(ctx.db, id, from, zone),
  ]);
  return {
    customer: summary.customer,
    date_from: from,
    date_to: to,
    ...periodFigures(summary.debt + goodsBefore - paidBefore, goods, received),
  };
}
