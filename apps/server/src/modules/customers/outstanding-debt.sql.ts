import { eq, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { customerGoodsTotals, customers } from '../../db/schema/index';

/**
 * The one rule of outstanding debt (docs/domain.md) in SQL: the opening debt plus the
 * amounts of the customer's unpaid, undeleted goods, which the goods trigger keeps in
 * customer_goods_totals.unpaid_amount (migration 0010). The customer list and the debt screen
 * both read it, so they cannot disagree. The query must LEFT JOIN customer_goods_totals ON
 * goodsTotalsOfCustomer: a customer who never had goods has no totals row.
 */
export const goodsTotalsOfCustomer = eq(customerGoodsTotals.customer_id, customers.id);

export function unpaidAmountSql(): SQL<number> {
  return sql<number>`coalesce(${customerGoodsTotals.unpaid_amount}, 0)`;
}

/**
 * What the customer owes now (docs/decisions/0001-payments-are-records.md): the opening debt less what payments allocated to it,
 * plus what the goods still owe, less the credit (money received and not allocated yet). All
 * kept by triggers in customer_goods_totals; negative when the customer has credit.
 */
export function outstandingDebtSql(): SQL<number> {
  return sql<number>`(${customers.debt} - coalesce(${customerGoodsTotals.opening_paid}, 0) + ${unpaidAmountSql()} - coalesce(${customerGoodsTotals.credit}, 0))`;
}

/**
 * The kept parts of a customer's money (customer_goods_totals, by key): what payments allocated
 * to the opening debt, what the goods still owe and the money allocated to nothing. With the
 * opening debt they make customerMoney() (lib/customer-money.ts); a customer who never had goods
 * nor payments has no totals row and reads 0.
 */
export function customerMoneyColumns(customerId: SQL | AnyPgColumn = sql`${customers.id}`) {
  // Named (`as`), so that a list can select them in a subquery and read them from its alias.
  const kept = (column: AnyPgColumn, name: string) =>
    sql<number>`coalesce((select ${column} from ${customerGoodsTotals} where ${customerGoodsTotals.customer_id} = ${customerId}), 0)::bigint`
      .mapWith(Number)
      .as(name);
  return {
    opening_paid: kept(customerGoodsTotals.opening_paid, 'opening_paid'),
    goods_due: kept(customerGoodsTotals.unpaid_amount, 'goods_due'),
    credit: kept(customerGoodsTotals.credit, 'credit'),
  };
}

/** Customers with credit (Tiền khách gửi trước): money received and allocated to nothing. */
export function hasCreditSql(customerId: SQL | AnyPgColumn = sql`${customers.id}`): SQL {
  return sql`exists (select 1 from ${customerGoodsTotals} where ${customerGoodsTotals.customer_id} = ${customerId} and ${customerGoodsTotals.credit} > 0)`;
}
