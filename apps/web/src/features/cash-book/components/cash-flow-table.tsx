import { Table, Typography } from 'antd';
import type { TableColumnsType } from 'antd';
import type { CashBookReply, CashBookRow } from '@depot/shared/cash-book/cash-book.schema';
import { PAYMENT_PURPOSE_LABELS } from '@depot/shared/cash-book/cash-book.rules';
import { PAYOUT_KIND_LABELS, TRIP_COST_TYPE_LABELS } from '@depot/shared/payouts/payouts.rules';
import { formatDate, formatMoney } from '@depot/shared/text/format';
import { vi } from '../../../i18n/vi';
import { dayjs } from '../../../lib/dayjs';

const t = vi.cashBook.flow;

/**
 * What a row is: who paid and for what (in), what was paid out and for which trip (out), or money
 * sent to or received from another branch.
 */
export function cashRowContent(row: CashBookRow): string {
  const parts: string[] = [];
  if (row.remittance) {
    const { from_branch: from, to_branch: to } = row.remittance;
    parts.push(row.direction === 'in' ? t.remittedFrom(from.name) : t.remittedTo(to.name));
  } else if (row.direction === 'in') {
    if (row.customer) parts.push(row.customer.full_name);
    if (row.purpose) parts.push(PAYMENT_PURPOSE_LABELS[row.purpose]);
  } else {
    if (row.kind) parts.push(PAYOUT_KIND_LABELS[row.kind]);
    if (row.cost_type) parts.push(TRIP_COST_TYPE_LABELS[row.cost_type]);
    if (row.trip) parts.push(`${row.trip.number_car} ${formatDate(row.trip.datetime_from)}`);
  }
  if (row.note) parts.push(row.note);
  return parts.join(' · ');
}

const money = (value: number) => formatMoney(value);

function columns(withDate: boolean): TableColumnsType<CashBookRow> {
  return [
    {
      key: 'time',
      title: t.time,
      render: (_, row) => {
        const time = dayjs(row.at).format('HH:mm');
        return withDate ? `${time} ${formatDate(row.at)}` : time;
      },
    },
    { key: 'number', title: t.number, dataIndex: 'number' },
    { key: 'content', title: t.content, render: (_, row) => cashRowContent(row) },
    { key: 'person', title: t.person, render: (_, row) => row.person?.fullname ?? '' },
    {
      key: 'in',
      title: t.in,
      align: 'right',
      render: (_, row) => (row.direction === 'in' ? money(row.amount) : ''),
    },
    {
      key: 'out',
      title: t.out,
      align: 'right',
      render: (_, row) => (row.direction === 'out' ? money(row.amount) : ''),
    },
    {
      key: 'balance',
      title: t.balance,
      align: 'right',
      render: (_, row) => <strong>{money(row.balance)}</strong>,
    },
  ];
}

/**
 * `Thu chi tiền mặt`: every cash receipt and payout of the range in time order with the drawer's
 * balance after each (starting from the opening above it), and a last line of the range's cash in,
 * out and closing: the figure the clerk counts the drawer against.
 */
export function CashFlowTable({
  drawer,
  loading,
  onPage,
}: {
  drawer?: CashBookReply;
  loading: boolean;
  /** A busy range comes a page at a time (the balances are the whole range's). */
  onPage: (paged: number) => void;
}) {
  const withDate = drawer !== undefined && drawer.date_from !== drawer.date_to;
  return (
    <Table<CashBookRow>
      aria-label={vi.cashBook.tabs.flow}
      size="small"
      // The number is unique per document; one remittance is out and in when every branch is summed.
      rowKey={(row) => `${row.direction}-${row.number}`}
      loading={loading}
      columns={columns(withDate)}
      dataSource={drawer?.rows ?? []}
      pagination={
        drawer && {
          current: drawer.paginate.paged,
          pageSize: drawer.paginate.limit,
          total: drawer.total,
          hideOnSinglePage: true,
          showSizeChanger: false,
          onChange: onPage,
        }
      }
      locale={{ emptyText: t.empty }}
      scroll={{ x: 'max-content' }}
      summary={() =>
        drawer && (
          <>
            <Table.Summary.Row>
              <Table.Summary.Cell index={0} colSpan={4}>
                <Typography.Text strong>{t.closingLine}</Typography.Text>
              </Table.Summary.Cell>
              <Table.Summary.Cell index={4} align="right">
                {money(drawer.totals.in.amount)}
              </Table.Summary.Cell>
              <Table.Summary.Cell index={5} align="right">
                {money(drawer.totals.out.amount)}
              </Table.Summary.Cell>
              <Table.Summary.Cell index={6} align="right">
                <strong>{money(drawer.closing)}</strong>
              </Table.Summary.Cell>
            </Table.Summary.Row>
          </>
        )
      }
    />
  );
}
