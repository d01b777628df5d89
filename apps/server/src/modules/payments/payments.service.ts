import type { Page } from '@depot/shared/api/envelope';
import { productCode } from '@depot/shared/products/products.rules';
import {
  cashBookTotals,
  paymentNumber,
  planAllocation,
  type PaymentMethod,
} from '@depot/shared/payments/payments.rules';
import type { PaymentPurpose } from '@depot/shared/cash-book/cash-book.rules';
import type {
  CashBook,
  Payment,
  PaymentCreateValues,
  PaymentListFilters,
  PaymentRow,
} from '@depot/shared/payments/payments.schema';
import { depotToday } from '@depot/shared/validation/dates';
import { ConflictError, ForbiddenError, NotFoundError } from '../../errors';
import { actorOf, inTransaction, type Context } from '../../lib/context';
import { lockForGoodsChange, lockPayments } from '../../lib/lock-order';
import { pageOf } from '../../lib/reply';
import { requestOnce } from '../../lib/request-once';
import { depotTimeZone } from '../settings/settings.service';
import { applyCredit } from './payments-credit.service';
import { recordPayment } from './payments-record.service';
import * as read from './payments-read.queries';
import * as summary from './payments-summary.queries';
import * as q from './payments.queries';
import * as cod from './payments-cod.queries';
import { recordCodPayment, refusePaidOut } from './payments-cod.service';
import { publishChange } from '../../lib/publish-change';
import { isAdminRole } from '@depot/shared/users/users.rules';

export const PAYMENT_NOT_FOUND = 'Không tìm thấy phiếu thu';
export const CUSTOMER_GONE = 'Khách hàng không tồn tại hoặc đã bị xóa';
export const NOT_OWED = 'Có mặt hàng không còn nợ hoặc không phải của khách hàng này';
export const ALREADY_VOIDED = 'Phiếu thu đã được hủy trước đó';

const person = (id: number | null, fullname: string | null) =>
  id === null ? null : { id, fullname: fullname ?? '' };

export function toRow(row: NonNullable<read.PaymentRowData>, balance = 0): PaymentRow {
  const voided = row.voided_at !== null;
  return {
    id: row.id,
    number: paymentNumber({
      year: row.number_year,
      month: row.number_month,
      order: row.number_order,
    }),
    customer: row.customer,
    amount: row.amount,
    method: row.method as PaymentMethod,
    purpose: row.purpose as PaymentPurpose,
    received_at: row.received_at.toISOString(),
    received_by: person(row.received_by_id, row.received_by_name),
    note: row.note,
    credit: voided ? 0 : row.amount - row.allocated,
    voided_at: row.voided_at?.toISOString() ?? null,
    voided_by: person(row.voided_by_id, row.voided_by_name),
    void_reason: row.void_reason,
    // The balance after it, net: owed when positive, the customer's credit when negative.
    outstanding_debt_after: Math.max(balance, 0),
    credit_after: Math.max(-balance, 0),
    allocated: row.allocated,
  };
}

/** GET /api/payments/:id: the payment, what it paid for, and the balance right after it. */
export async function getPayment(ctx: Context, id: number): Promise<Payment> {
  const row = await read.findPayment(ctx.db, id);
  if (!row) throw new NotFoundError(PAYMENT_NOT_FOUND);
  const balance = await read.balanceAfter(ctx.db, {
    id,
    customer_id: row.customer.id,
    received_at: row.received_at,
  });
  const { allocated: _allocated, ...rest } = toRow(row, balance);
  const allocations = await read.allocationsOf(ctx.db, id, rest.purpose === 'cod');
  return {
    ...rest,
    allocations: allocations.map((a) => ({
      id: a.id,
      product_id: a.product_id,
      code:
        a.product_id === null
          ? null
          : productCode({
              ...a,
              year_create: a.year_create!,
              month_create: a.month_create!,
              order: a.order!,
            }),
      name: a.name,
      amount: a.amount,
      voided: a.voided_at !== null,
    })),
  };
}

/**
 * POST /api/payments (Thu tiền): money a customer hands over, allocated by the shared rule
 * (planAllocation: the opening debt, then the oldest unpaid lines; or what the clerk ticked),
 * the rest their credit. Once per request_id. Locked in the lock order: the customer, the trips
 * and goods of the lines it pays, then the payment and its month's number.
 */
export async function createPayment(ctx: Context, body: PaymentCreateValues): Promise<Payment> {
  actorOf(ctx);
  const id = await requestOnce<number>(ctx, 'payment.create', body.request_id, async (tx) => {
    if (body.purpose === 'cod') return recordCodPayment(tx, body);
    const customer = await read.openingDue(tx.db, body.customer_id);
    if (!customer?.live) throw new ConflictError(CUSTOMER_GONE, { customer_id: CUSTOMER_GONE });
    const chosen = await tickedLines(tx, body);
    // Every line owed: money beyond the ticked ones pays the oldest others (planAllocation).
    const unpaid = await read.unpaidLinesOf(tx.db, body.customer_id);
    const owed = new Set(unpaid.map((l) => l.id));
    if (chosen?.some((id) => !owed.has(id))) {
      throw new ConflictError(NOT_OWED, { lines: NOT_OWED });
    }
    // Planned on what was read, then again under the locks on those lines alone.
    const first = planAllocation({ ...planInput(body, customer.due, chosen), lines: unpaid });
    await lockForGoodsChange(
      tx,
      first.lines.map((l) => l.id),
      { customers: true, alsoCustomers: [body.customer_id] },
    );
    const locked = await read.openingDue(tx.db, body.customer_id);
    const lines = await read.unpaidLinesOf(
      tx.db,
      body.customer_id,
      first.lines.map((l) => l.id),
    );
    const plan = planAllocation({ ...planInput(body, locked!.due, chosen), lines });
    const payment = await recordPayment(tx, {
      customerId: body.customer_id,
      amount: body.amount,
      method: body.method,
      source: 'counter',
      note: body.note ?? null,
      opening: plan.opening,
      lines: plan.lines.map((l) => ({ product_id: l.id, amount: l.amount })),
    });
    // Lines a race left unpaid under the locks: the money left is credit, which pays them now.
    const alsoPaid = plan.credit > 0 ? await applyCredit(tx, body.customer_id) : [];
    await publishChange(tx, 'paymentRecorded', [...plan.lines.map((l) => l.id), ...alsoPaid]);
    return payment.id;
  });
  return getPayment(ctx, id);
}

function planInput(body: PaymentCreateValues, openingDue: number, chosen: number[] | undefined) {
  return {
    amount: body.amount,
    openingDue,
    chosen,
    chosenOpening: body.opening,
  };
}

/**
 * The goods lines the clerk ticked, one by one and through their statements; undefined when
 * nothing was ticked (the opening debt, then the oldest lines). A ticked statement with nothing
 * left to pay (another clerk was first) is refused like a line no longer owed: the clerk sees
 * the debt again rather than a payment that went elsewhere.
 */
async function tickedLines(tx: Context, body: PaymentCreateValues): Promise<number[] | undefined> {
  if (!body.lines && !body.statements) return undefined;
  const ids = new Set(body.lines);
  if (body.statements) {
    const found = await read.unpaidStatementLines(tx.db, body.customer_id, body.statements);
    const keys = new Set(found.map((l) => `${l.car_id}|${l.datetime_from}`));
    if (body.statements.some((s) => !keys.has(`${s.car_id}|${s.datetime_from}`))) {
      throw new ConflictError(NOT_OWED, { statements: NOT_OWED });
    }
    for (const line of found) ids.add(line.id);
  }
  return [...ids];
}

/**
 * POST /api/payments/:id/void (admin): the payment and every allocation it has are voided with
 * the reason, a record of its own; the lines it paid owe again.
 */
export async function voidPayment(ctx: Context, id: number, reason: string): Promise<Payment> {
  const actor = actorOf(ctx);
  await inTransaction(ctx, async (tx) => {
    const found = await q.findPaymentRow(tx.db, id);
    if (!found) throw new NotFoundError(PAYMENT_NOT_FOUND);
    const allocations = await q.liveAllocationsOfPayments(tx.db, [id]);
    const collected = await cod.liveCodAllocationsOf(tx.db, [id]);
    const goods = [
      ...allocations.flatMap((a) => (a.product_id === null ? [] : [a.product_id])),
      ...collected.map((a) => a.product_id),
    ];
    await lockForGoodsChange(tx, goods, { customers: true, alsoCustomers: [found.customer_id] });
    await refusePaidOut(
      tx,
      collected.map((a) => a.product_id),
    );
    const [payment] = await lockPayments(tx.db, [id]);
    if (payment!.voided_at) throw new ConflictError(ALREADY_VOIDED);
    const live = await q.liveAllocationsOfPayments(tx.db, [id]);
    await q.voidAllocations(
      tx.db,
      live.map((a) => a.id),
      actor.id,
    );
    // A thu hộ payment's lines owe their thu hộ again.
    await cod.voidCodAllocations(
      tx.db,
      (await cod.liveCodAllocationsOf(tx.db, [id])).map((a) => a.id),
      actor.id,
    );
    await q.voidPaymentRows(tx.db, [id], actor.id, reason);
    await publishChange(tx, 'paymentVoided', goods);
  });
  return getPayment(ctx, id);
}

/**
 * GET /api/payments (Sổ quỹ): payments by the day they were received (default today at the
 * depot), with totals per method and per person over every matching payment. Staff see their
 * own drawer; another person's needs an admin.
 */
export async function listCashBook(ctx: Context, query: PaymentListFilters): Promise<CashBook> {
  const actor = actorOf(ctx);
  const admin = isAdminRole(actor.role);
  if (!admin && query.received_by !== undefined && query.received_by !== actor.id) {
    throw new ForbiddenError('Chỉ quản trị viên được xem sổ quỹ của người khác');
  }
  const zone = await depotTimeZone(ctx);
  const today = depotToday(zone);
  const filters: read.CashBookFilters = {
    zone,
    from: query.date_from ?? query.date_to ?? today,
    to: query.date_to ?? query.date_from ?? today,
    receivedBy: admin ? query.received_by : actor.id,
    method: query.method,
    customerId: query.customer_id,
    includeVoided: query.include_voided,
    branch: ctx.branch,
  };
  const [rows, sums] = await Promise.all([
    read.cashBookPage(ctx.db, filters, query),
    read.cashBookSums(ctx.db, filters),
  ]);
  const totals = cashBookTotals(
    sums.map((s) => ({
      amount: s.amount,
      count: s.count,
      method: s.method as PaymentMethod,
      received_by: person(s.received_by_id, s.received_by_name),
      voided: s.voided,
    })),
  );
  const count = sums.reduce((n, s) => n + s.count, 0);
  const page: Page<PaymentRow> = pageOf(
    rows.map((r) => toRow(r)),
    count,
    query.paged,
    query.limit,
  );
  return { ...page, totals };
}

/** Money received per depot day of [from, to]: the dashboard's collected figures. */
export async function receivedPerDay(ctx: Context, from: string, to: string) {
  return summary.receivedPerDay(ctx.db, from, to, await depotTimeZone(ctx), ctx.branch);
}

/** The live payments that paid some of these goods, numbered, per customer. */
export async function paymentsOfGoods(ctx: Context, productIds: number[]) {
  const rows = await summary.paymentsOfGoods(ctx.db, productIds);
  return rows.map((r) => ({
    id: r.id,
    customer_id: r.customer_id,
    number: paymentNumber({ year: r.number_year, month: r.number_month, order: r.number_order }),
    amount: r.amount,
  }));
}
