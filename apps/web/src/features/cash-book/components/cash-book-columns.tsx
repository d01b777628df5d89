import type { ReactNode } from 'react';
import { Button, Space, Tag, Tooltip, Typography } from 'antd';
import type { TableColumnsType } from 'antd';
import type { PaymentRow } from '@depot/shared/payments/payments.schema';
import { PAYMENT_METHOD_LABELS } from '@depot/shared/payments/payments.rules';
import { formatDate, formatMoney } from '@depot/shared/text/format';
import { Link } from 'react-router';
import { paymentReprintUrl } from '../../../domain/payment-dialog/create-payment';
import { vi } from '../../../i18n/vi';
import { dayjs } from '../../../lib/dayjs';

const t = vi.cashBook;

/** A voided payment reads struck through in every cell: seen, never counted. */
function cell(row: PaymentRow, content: ReactNode): ReactNode {
  return row.voided_at ? <Typography.Text delete>{content}</Typography.Text> : content;
}

type ColumnOptions = {
  /** The range spans several days: the time says which day too. */
  withDate: boolean;
  /** Admins void payments; absent for staff (the server refuses them). */
  onVoid?: (row: PaymentRow) => void;
};

/** The cash book's columns: Số phiếu … Ghi chú, `In lại` for everyone and `Hủy phiếu` for admins. */
export function cashBookColumns({ withDate, onVoid }: ColumnOptions): TableColumnsType<PaymentRow> {
  const columns: TableColumnsType<PaymentRow> = [
    {
      key: 'number',
      title: t.columns.number,
      fixed: 'left',
      render: (_, row) => (
        <Space size={4} wrap>
          {cell(row, row.number)}
          {row.voided_at && (
            <Tooltip title={t.voidedBecause(row.void_reason ?? '')}>
              <Tag color="red" tabIndex={0}>
                {t.voided}
              </Tag>
            </Tooltip>
          )}
        </Space>
      ),
    },
    {
      key: 'time',
      title: t.columns.time,
      render: (_, row) => {
        const time = dayjs(row.received_at).format('HH:mm');
        return cell(row, withDate ? `${time} ${formatDate(row.received_at)}` : time);
      },
    },
    {
      key: 'customer',
      title: t.columns.customer,
      render: (_, row) => cell(row, row.customer.full_name),
    },
    {
      key: 'amount',
      title: t.columns.amount,
      align: 'right',
      render: (_, row) => cell(row, formatMoney(row.amount)),
    },
    {
      key: 'method',
      title: t.columns.method,
      render: (_, row) => cell(row, PAYMENT_METHOD_LABELS[row.method]),
    },
    {
      key: 'receiver',
      title: t.columns.receiver,
      render: (_, row) => cell(row, row.received_by?.fullname ?? ''),
    },
    { key: 'note', title: t.columns.note, render: (_, row) => cell(row, row.note ?? '') },
  ];
  columns.push({
    key: 'actions',
    title: t.columns.actions,
    render: (_, row) => (
      <Space size={4}>
        <Link to={paymentReprintUrl(row.id)} aria-label={vi.payments.reprintOf(row.number)}>
          {vi.payments.reprint}
        </Link>
        {onVoid && !row.voided_at && (
          <Button type="link" danger size="small" onClick={() => onVoid(row)}>
            {t.voidAction}
          </Button>
        )}
      </Space>
    ),
  });
  return columns;
}
