import type { CustomerMoney } from '@depot/shared/payments/line-money.rules';
import { formatMoney } from '@depot/shared/text/format';
import { vi } from '../../../i18n/vi';

type Opening = Pick<CustomerMoney, 'opening_debt' | 'opening_collected' | 'opening_due'>;

/**
 * The opening debt as a line, the same text on the list, its cards and the drawer:
 * `500.000 đ · đã thu 500.000 · còn 0`. Its amount alone while nothing of it is collected,
 * since what is left is then the amount itself.
 */
export function openingText(money: Opening): string {
  const amount = formatMoney(money.opening_debt);
  if (money.opening_collected === 0) return amount;
  return amount + vi.debt.openingPaid(money.opening_collected, money.opening_due);
}

/** The customer's credit, shown only when there is some: never a debt of zero or less. */
export function creditText(credit: number): string {
  return credit > 0 ? formatMoney(credit) : '';
}
