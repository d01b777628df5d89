import { eq, sql, type SQL } from 'drizzle-orm';
import { customerGoodsTotals, customers } from '../../db/schema/index';

/**
 * The one rule of outstanding debt (DESIGN.md decision 6) in SQL: the opening debt plus the
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
 * What the customer owes now (issue 19): the opening debt less what payments allocated to it,
 * plus what the goods still owe, less the credit (money received and not allocated yet). All
 * kept by triggers in customer_goods_totals; negative when the customer has credit.
 */
export function outstandingDebtSql(): SQL<number> {
  return sql<number>`(${customers.debt} - coalesce(${customerGoodsTotals.opening_paid}, 0) + ${unpaidAmountSql()} - coalesce(${customerGoodsTotals.credit}, 0))`;
}
