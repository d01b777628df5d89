import { Button, Flex, Space, Typography } from 'antd';
import type { TableColumnsType } from 'antd';
import { PAYMENT_METHOD_LABELS } from '@depot/shared/payments/payments.rules';
import { PAYOUT_KIND_LABELS, TRIP_COST_TYPE_LABELS } from '@depot/shared/payouts/payouts.rules';
import type { Payout } from '@depot/shared/payouts/payouts.schema';
import { formatDate, formatMoney } from '@depot/shared/text/format';
import { Link } from 'react-router';
import { vi } from '../../../i18n/vi';
import { RecordNumber, struck } from './voided-record';
import { dayjs } from '../../../lib/dayjs';

const t = vi.payouts;

/** `Nhiên liệu · 51B-123.45 · 28-11-2026` for a trip cost; the kind's label otherwise. */
export function payoutKindText(row: Payout): string {
  if (row.kind === 'trip' && row.trip) {
    const type = row.cost_type ? TRIP_COST_TYPE_LABELS[row.cost_type] : PAYOUT_KIND_LABELS.trip;
    return t.tripCost(type, row.trip.number_car, formatDate(row.trip.datetime_from));
  }
  if (row.kind === 'cod' && row.sender)
    return `${PAYOUT_KIND_LABELS.cod} · ${row.sender.full_name}`;
  return PAYOUT_KIND_LABELS[row.kind];
}

type ColumnOptions = {
  /** The range spans several days: the time says which day too. */
  withDate: boolean;
  /** Admins void payouts; absent for staff (the server refuses them). */
  onVoid?: (row: Payout) => void;
};

/** The payouts' columns: Số phiếu … Ghi chú, `In` for everyone and `Hủy phiếu` for admins. */
export function payoutsColumns({ withDate, onVoid }: ColumnOptions): TableColumnsType<Payout> {
  const columns: TableColumnsType<Payout> = [
    {
      key: 'number',
      title: t.columns.number,
      fixed: 'left',
      render: (_, row) => <RecordNumber row={row} />,
    },
    {
      key: 'time',
      title: withDate ? t.columns.dateTime : t.columns.time,
      render: (_, row) => {
        const time = dayjs(row.paid_at).format('HH:mm');
        return struck(row, withDate ? `${time} ${formatDate(row.paid_at)}` : time);
      },
    },
    { key: 'kind', title: t.columns.kind, render: (_, row) => struck(row, payoutKindText(row)) },
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
      key: 'paid-by',
      title: t.columns.paidBy,
      render: (_, row) => struck(row, row.paid_by?.fullname ?? ''),
    },
    {
      key: 'note',
      title: t.columns.note,
      render: (_, row) =>
        row.voided_at ? (
          <Flex vertical>
            {struck(row, row.note ?? '')}
            <Typography.Text type="danger">
              {t.voidedBecause(row.void_reason ?? '')}
            </Typography.Text>
          </Flex>
        ) : (
          (row.note ?? '')
        ),
    },
  ];
  columns.push({
    key: 'actions',
    title: t.columns.actions,
    render: (_, row) => (
      <Space size={4}>
        {/* The slip to sign and file, voided ones too (they print stamped). */}
        <Link to={`/phieu-chi/${row.id}`} aria-label={t.printOf(row.number)}>
          {t.print}
        </Link>
        {onVoid && !row.voided_at && (
          <Button
            type="link"
            danger
            size="small"
            aria-label={t.voidActionOf(row.number)}
            onClick={() => onVoid(row)}
          >
            {t.voidAction}
          </Button>
        )}
      </Space>
    ),
  });
  return columns;
}
