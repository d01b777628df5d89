import { Table, Typography, type TableColumnsType } from 'antd';
import type { WaitingCustomer } from '@depot/shared/products/waiting-goods.schema';
import { formatMoney, formatNumber, formatWeight } from '@depot/shared/text/format';
import { vi } from '../../../i18n/vi';
import { formatDepotTimeDate } from '@depot/shared/text/depot-date-time';
import type { BranchCodes } from '../../../lib/branch-queries';

const t = vi.waitingGoods;
const c = t.columns;

export type WaitingParcel = WaitingCustomer['parcels'][number];

export type WaitingParcelsProps = {
  name: string;
  parcels: WaitingParcel[];
  zone: string;
  /** The branches' codes while the list spans every branch: each parcel says where it waits. */
  branchCodes?: BranchCodes;
};

/** The code of the branch a parcel waits at (its id if the branches were not read). */
export const branchCodeOf = (parcel: WaitingParcel, codes: BranchCodes) =>
  codes.get(parcel.branch_id) ?? `#${parcel.branch_id}`;

function columnsOf(zone: string, branchCodes?: BranchCodes): TableColumnsType<WaitingParcel> {
  return [
    ...(branchCodes
      ? [
          {
            title: c.branch,
            key: 'branch',
            render: (_: unknown, parcel: WaitingParcel) => branchCodeOf(parcel, branchCodes),
          },
        ]
      : []),
    { title: c.code, dataIndex: 'code', key: 'code' },
    {
      title: c.name,
      key: 'name',
      // A failed handover attempt shows under the name: the clerk calls before trying again.
      render: (_: unknown, parcel: WaitingParcel) => (
        <>
          {parcel.name}
          {parcel.attempts > 0 && (
            <Typography.Text type="warning" style={{ display: 'block' }}>
              {vi.deliveries.failed.attempts(parcel.attempts)}
            </Typography.Text>
          )}
        </>
      ),
    },
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
export function WaitingParcelsTable({ name, parcels, zone, branchCodes }: WaitingParcelsProps) {
  return (
    <Table<WaitingParcel>
      aria-label={t.parcelsOf(name)}
      rowKey="id"
      size="small"
      pagination={false}
      dataSource={parcels}
      columns={columnsOf(zone, branchCodes)}
      // A narrow desk (a tablet) scrolls the table inside its card rather than the page.
      scroll={{ x: 'max-content' }}
    />
  );
}
