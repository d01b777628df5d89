import { Table, type TableColumnsType } from 'antd';
import type { WaitingCustomer } from '@depot/shared/products/waiting-goods.schema';
import { formatMoney, formatNumber, formatWeight } from '@depot/shared/text/format';
import { vi } from '../../../i18n/vi';
import { formatDepotTimeDate } from '@depot/shared/text/depot-date-time';

const t = vi.waitingGoods;
const c = t.columns;

export type WaitingParcel = WaitingCustomer['parcels'][number];

type WaitingParcelsTableProps = { name: string; parcels: WaitingParcel[]; zone: string };

function columnsOf(zone: string): TableColumnsType<WaitingParcel> {
  return [
    { title: c.code, dataIndex: 'code', key: 'code' },
    { title: c.name, dataIndex: 'name', key: 'name' },
    {
      title: c.quantity,
      dataIndex: 'quantity',
      key: 'quantity',
      align: 'right',
      render: (quantity: number) => formatNumber(quantity),
    },
    {
      title: c.weight,
      dataIndex: 'total_weight',
      key: 'weight',
      align: 'right',
      render: (kg: number) => formatWeight(kg),
    },
    {
      title: c.arrived,
      dataIndex: 'arrived_at',
      key: 'arrived',
      render: (at: string) => formatDepotTimeDate(at, zone),
    },
    {
      title: c.age,
      dataIndex: 'age_days',
      key: 'age',
      align: 'right',
      render: (days: number) => t.days(days),
    },
    {
      title: c.due,
      dataIndex: 'due',
      key: 'due',
      align: 'right',
      // Paid goods leave the cell empty: only what is still to collect at the hand-over shows.
      render: (due: number) => (due > 0 ? formatMoney(due) : null),
    },
  ];
}

/** One customer's waiting parcels at a desk: a small table in the customer's card. */
export function WaitingParcelsTable({ name, parcels, zone }: WaitingParcelsTableProps) {
  return (
    <Table<WaitingParcel>
      aria-label={t.parcelsOf(name)}
      rowKey="id"
      size="small"
      pagination={false}
      dataSource={parcels}
      columns={columnsOf(zone)}
      // A narrow desk (a tablet) scrolls the table inside its card rather than the page.
      scroll={{ x: 'max-content' }}
    />
  );
}
