import { Descriptions } from 'antd';
import type { CustomerMoney } from '@depot/shared/payments/line-money.rules';
import { formatMoney } from '@depot/shared/text/format';
import { vi } from '../../../i18n/vi';
import { creditText, openingText } from './customer-money';

const c = vi.debt.columns;

/**
 * A customer's figures in the drawer, read as the list reads its row: the opening debt as a line,
 * what the goods still owe, the credit when there is some, and what is owed in all.
 */
export function DebtFigures({ phone, money }: { phone: string; money: CustomerMoney }) {
  return (
    <Descriptions
      size="small"
      column={1}
      bordered
      items={[
        { key: 'phone', label: c.phone, children: phone },
        { key: 'debt', label: c.debt, children: openingText(money) },
        { key: 'unpaid', label: c.unpaid, children: formatMoney(money.goods_due) },
        ...(money.credit > 0
          ? [{ key: 'credit', label: c.credit, children: creditText(money.credit) }]
          : []),
        {
          key: 'outstanding',
          label: c.outstanding,
          children: <strong>{formatMoney(money.outstanding_debt)}</strong>,
        },
      ]}
    />
  );
}
