import { Button, Space } from 'antd';
import type { TableColumnsType } from 'antd';
import type { PaymentRow } from '@depot/shared/payments/payments.schema';
import { PAYMENT_METHOD_LABELS } from '@depot/shared/payments/payments.rules';
import { formatDate, formatMoney } from '@depot/shared/text/format';
import { Link } from 'react-router';
import { paymentReprintUrl } from '../../../domain/payment-dialog/create-payment';
import { vi } from '../../../i18n/vi';
import { RecordNumber, struck } from './voided-record';
import { dayjs } from '../../../lib/dayjs';

const t = vi.cashBook;

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
      render: (_, row) => <RecordNumber row={row} />,
    },
    {
      key: 'time',
      title: t.columns.time,
      render: (_, row) => {
        const time = dayjs(row.received_at).format('HH:mm');
        return struck(row, withDate ? `${time} ${formatDate(row.received_at)}` : time);
      },
    },
    {
      key: 'customer',
      title: t.columns.customer,
      render: (_, row) => struck(row, row.customer.full_name),
    },
    {
      key: 'amount',
      title: t.columns.amount,
      align: 'right',
      render: (_, row) => struck(row, formatMoney(row.amount)),
    },
    {
      key: 'method',
      title: t.columns.method,
      render: (_, row) => struck(row, PAYMENT_METHOD_LABELS[row.method]),
    },
    {
      key: 'receiver',
      title: t.columns.receiver,
      render: (_, row) => struck(row, row.received_by?.fullname ?? ''),
    },
    { key: 'note', title: t.columns.note, render: (_, row) => struck(row, row.note ?? '') },
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
