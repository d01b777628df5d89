import type { TableColumnsType } from 'antd';
import { Button } from 'antd';
import type { DebtRow } from '@depot/shared/debt/debt.schema';
import { formatMoney } from '@depot/shared/text/format';
import { vi } from '../../../i18n/vi';
import { creditText, openingText } from './customer-money';

const t = vi.debt;
const c = t.columns;

/** The table's width before it scrolls: the sum of the columns' widths below. */
export const DEBT_TABLE_WIDTH = 1160;

function money(title: string, value: (row: DebtRow) => string, width = 140) {
  return {
    title,
    align: 'right' as const,
    width,
    render: (_: unknown, row: DebtRow) => value(row),
  };
}

/**
 * The debt list's columns, each figure the server's (customerMoney()): the opening debt as a line,
 * what the goods still owe, the credit (empty when none) and what is owed in all.
 */
export function debtColumns({
  onOpen,
  onCollect,
}: {
  onOpen: (row: DebtRow) => void;
  onCollect: (row: DebtRow) => void;
}): TableColumnsType<DebtRow> {
  return [
    {
      title: c.name,
      dataIndex: 'full_name',
      render: (value: string, row) => (
        <Button
          type="link"
          style={{ padding: 0 }}
          onClick={() => onOpen(row)}
          aria-label={t.open(value)}
        >
          {value}
        </Button>
      ),
    },
    { title: c.phone, dataIndex: 'phone', width: 130 },
    money(c.debt, openingText, 220),
    money(c.unpaid, (row) => formatMoney(row.goods_due)),
    money(c.credit, (row) => creditText(row.credit)),
    {
      ...money(c.outstanding, (row) => formatMoney(row.outstanding_debt)),
      render: (_, row) => <strong>{formatMoney(row.outstanding_debt)}</strong>,
    },
    { title: c.statements, dataIndex: 'unpaid_statements', align: 'right', width: 120 },
    {
      key: 'collect',
      width: 110,
      render: (_, row) => (
        <Button
          size="small"
          onClick={() => onCollect(row)}
          aria-label={vi.payments.collectFrom(row.full_name)}
        >
          {vi.payments.collect}
        </Button>
      ),
    },
  ];
}
