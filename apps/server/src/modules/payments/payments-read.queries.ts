import { and, asc, desc, eq, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/client';
import { withinDepotDays } from '../../lib/depot-day.sql';
import {
  codAllocations,
  customerGoodsTotals,
  customers,
  paymentAllocations,
  payments,
  products,
  tripItems,
  trips,
  users,
} from '../../db/schema/index';
import {
  freightOwedBy,
  freightOwedGoods,
  productAmountSql,
} from '../products/product-amount.sql';

/** What the payments screens read: a payment, the cash book, what a customer still owes. */

const receiver = alias(users, 'receiver');
const voider = alias(users, 'voider');

export type CashBookFilters = {
  from: string;
  to: string;
  /** The depot's time zone: its days bound the range. */
  zone: string;
  receivedBy?: number;
  method?: string;
  customerId?: number;
  includeVoided: boolean;
  /** The branch acted for (lib/branch-scope.ts); null or absent: every branch. */
  branch?: number | null;
};

function cashBookWhere(f: CashBookFilters): SQL | undefined {
  return and(
    withinDepotDays(payments.received_at, f.from, f.to, f.zone),
    f.receivedBy ? eq(payments.received_by, f.receivedBy) : undefined,
    f.method ? eq(payments.method, f.method) : undefined,
    f.customerId ? eq(payments.customer_id, f.customerId) : undefined,
    f.includeVoided ? undefined : isNull(payments.voided_at),
    f.branch ? eq(payments.branch_id, f.branch) : undefined,
  );
}

/** What the payment paid: to freight and opening debt, or (purpose `cod`) to lines' thu hộ. */
const allocatedSql = sql<number>`coalesce(case when ${payments.purpose} = 'cod'
  then (select sum(${codAllocations.amount}) from ${codAllocations}
    where ${codAllocations.payment_id} = ${payments.id} and ${codAllocations.voided_at} is null)
  else (select sum(${paymentAllocations.amount}) from ${paymentAllocations}
    where ${paymentAllocations.payment_id} = ${payments.id}
      and ${paymentAllocations.voided_at} is null) end, 0)::bigint`;

const rowColumns = {
  id: payments.id,
  number_year: payments.number_year,
  number_month: payments.number_month,
  number_order: payments.number_order,
  customer: { id: customers.id, full_name: customers.full_name, phone: customers.phone },
  amount: payments.amount,
  method: payments.method,
  purpose: payments.purpose,
  received_at: payments.received_at,
  received_by_id: payments.received_by,
  received_by_name: receiver.fullname,
  note: payments.note,
  voided_at: payments.voided_at,
  voided_by_id: payments.voided_by,
  voided_by_name: voider.fullname,
  void_reason: payments.void_reason,
  allocated: allocatedSql.mapWith(Number),
};

/** Payments with their customer, receiver and voider: the rows every payment reply reads. */
export function rowsQuery(db: Executor) {
  return db
    .select(rowColumns)
    .from(payments)
    .innerJoin(customers, eq(customers.id, payments.customer_id))
    .leftJoin(receiver, eq(receiver.id, payments.received_by))
    .leftJoin(voider, eq(voider.id, payments.voided_by));
}
export type PaymentRowData = Awaited<ReturnType<typeof findPayment>>;

export async function findPayment(db: Executor, id: number) {
  const [row] = await rowsQuery(db).where(eq(payments.id, id));
  return row;
}

export const newestFirst = [desc(payments.received_at), desc(payments.id)];

/**
 * One page of the cash book, newest first. The page's ids are cut from payments_cash_book_idx
 * alone, then only they are joined to their customer and users (docs/speed.md): a late page joined
 * every payment of the range before skipping them (a month of 19 500: 63 ms).
 */
export async function cashBookPage(
  db: Executor,
  f: CashBookFilters,
  { paged, limit }: { paged: number; limit: number },
) {
  const page = db
    .select({ id: payments.id })
    .from(payments)
    .where(cashBookWhere(f))
    .orderBy(...newestFirst)
    .limit(limit)
    .offset((paged - 1) * limit);
  return rowsQuery(db)
    .where(inArray(payments.id, page))
    .orderBy(...newestFirst);
}

/** The totals of every payment the filters match, per receiver and method, voided apart. */
export async function cashBookSums(db: Executor, f: CashBookFilters) {
  return db
    .select({
      received_by_id: payments.received_by,
      received_by_name: receiver.fullname,
      method: payments.method,
      voided: sql<boolean>`${payments.voided_at} is not null`,
      count: sql<number>`count(*)::int`.mapWith(Number),
      amount: sql<number>`sum(${payments.amount})::bigint`.mapWith(Number),
    })
    .from(payments)
    .leftJoin(receiver, eq(receiver.id, payments.received_by))
    .where(cashBookWhere(f))
    .groupBy(
      payments.received_by,
      receiver.fullname,
      payments.method,
      sql`${payments.voided_at} is not null`,
    );
}

/** The allocations of a payment with the goods code parts and name. */
export async function allocationsOf(db: Executor, paymentId: number, cod = false) {
  // A thu hộ payment's lines are in cod_allocations, of the same shape (docs/payments.md).
  const a = cod ? codAllocations : paymentAllocations;
  return db
    .select({
      id: a.id,
      product_id: a.product_id,
      amount: a.amount,
      voided_at: a.voided_at,
      name: products.name,
      year_create: products.year_create,
      month_create: products.month_create,
      order: products.order,
      suffix: products.suffix,
    })
    .from(a)
    .leftJoin(products, eq(products.id, a.product_id))
    .where(eq(a.payment_id, paymentId))
    .orderBy(asc(a.id));
}

/**
 * What the customer owed right after a payment: the opening debt, plus the goods entered up to
 * then, less every live payment up to and including it. For a payment just made this is what
 * the customer owes now; reprinted later, it is still the balance of that moment.
 */
export async function balanceAfter(
  db: Executor,
  payment: { id: number; customer_id: number; received_at: Date },
) {
  const at = payment.received_at.toISOString();
  const { rows } = await db.execute<{ due: string }>(sql`
    select c.debt
      + coalesce((select sum(${productAmountSql()}) from ${freightOwedGoods(payment.customer_id)}
          where ${products.created_at} <= ${at}::timestamptz), 0)
      - coalesce((select sum(p.amount) from ${payments} p
          where p.customer_id = c.id and p.voided_at is null and p.purpose = 'freight'
            and (p.received_at, p.id) <= (${at}::timestamptz, ${payment.id}::int)), 0) as due
    from ${customers} c where c.id = ${payment.customer_id}`);
  return Number(rows[0]?.due ?? 0);
}

/** The live goods whose freight the customer owes and still unpaid (what each owes), oldest first. */
export async function unpaidLinesOf(db: Executor, customerId: number, onlyIds?: number[]) {
  const due = sql<number>`(${productAmountSql()} - ${products.paid_amount})::bigint`;
  return db
    .select({ id: products.id, due: due.mapWith(Number), date: products.datetime })
    .from(products)
    .where(
      and(
        freightOwedBy(customerId),
        isNull(products.deleted_at),
        sql`${due} > 0`,
        onlyIds ? inArray(products.id, onlyIds) : undefined,
      ),
    )
    .orderBy(asc(products.datetime), asc(products.id));
}

/**
 * The unpaid lines of a customer on the statements ticked on the Thu tiền form: live lines (on
 * the trip, the trip not archived, the goods not deleted) of that vehicle and departure date.
 */
export async function unpaidStatementLines(
  db: Executor,
  customerId: number,
  statements: { car_id: number; datetime_from: string }[],
) {
  const due = sql`${productAmountSql()} - ${products.paid_amount}`;
  const keys = sql.join(
    statements.map((s) => sql`(${s.car_id}::int, ${s.datetime_from}::date)`),
    sql`, `,
  );
  return db
    .select({ id: products.id, car_id: trips.car_id, datetime_from: trips.datetime_from })
    .from(tripItems)
    .innerJoin(trips, eq(trips.id, tripItems.trip_id))
    .innerJoin(products, eq(products.id, tripItems.product_id))
    .where(
      and(
        isNull(tripItems.removed_at),
        isNull(trips.archived_at),
        isNull(products.deleted_at),
        // The statement's lines the customer pays: a sender pays the others.
        eq(products.customer_id, customerId),
        eq(products.payer_id, customerId),
        sql`${due} > 0`,
        sql`(${trips.car_id}, ${trips.datetime_from}) in (${keys})`,
      ),
    )
    .orderBy(asc(products.id));
}

/** The opening debt still owed: customers.debt less what payments allocated to it. */
export async function openingDue(db: Executor, customerId: number) {
  const [row] = await db
    .select({
      debt: customers.debt,
      paid: sql<number>`coalesce(${customerGoodsTotals.opening_paid}, 0)`.mapWith(Number),
      live: sql<boolean>`${customers.deleted_at} is null`,
    })
    .from(customers)
    .leftJoin(customerGoodsTotals, eq(customerGoodsTotals.customer_id, customers.id))
    .where(eq(customers.id, customerId));
  return row && { due: Math.max(Number(row.debt) - row.paid, 0), live: row.live };
}
