import { customerMoney, type CustomerMoney } from '@depot/shared/payments/line-money.rules';

/** The kept figures a query reads (customerMoneyColumns) with the customer's opening debt. */
export type KeptCustomerMoney = {
  debt: number;
  opening_paid: number;
  goods_due: number;
  credit: number;
};

/** A reply's customer money fields (customers, debt list, drawer): the shared customerMoney(). */
export function customerMoneyOf(row: KeptCustomerMoney): CustomerMoney {
  return customerMoney({
    opening_debt: row.debt,
    opening_paid: row.opening_paid,
    goods_due: row.goods_due,
    credit: row.credit,
  });
}
