import { formatDepotTimeDate } from '@depot/shared/text/depot-date-time';
import { Table, type TableColumnsType } from 'antd';
import type { ArrivalGoods } from '@depot/shared/trips/trip-arrival.schema';
import { formatNumber } from '@depot/shared/text/format';
import { vi } from '../../../i18n/vi';
import { CopyWaitingMessage } from './copy-waiting-message';
import type { RowAction } from './trip-arrival-admin';

const t = vi.statements.road;

type ArrivalTableProps = {
  rows: ArrivalGoods[];
  zone: string;
  /** Names the table for a screen reader and for tests (the tab it is in). */
  label: string;
  /** The `Xử lý` column (an admin's button, what was decided), shown when a row has one. */
  action?: RowAction;
  /** `Báo khách` (the arrived goods): `Sao chép tin nhắn` on each customer's first row. */
  tellReceivers?: boolean;
};

/** The parcels of one section of the arrival list: code, name, customer, quantity, when scanned. */
export function ArrivalTable({ rows, zone, label, action, tellReceivers }: ArrivalTableProps) {
  const columns: TableColumnsType<ArrivalGoods> = [
    { key: 'code', title: t.code, dataIndex: 'code', width: 130 },
    { key: 'name', title: t.name, dataIndex: 'name' },
    { key: 'customer', title: t.customer, dataIndex: 'customer' },
    {
      key: 'quantity',
      title: t.quantity,
      dataIndex: 'quantity',
      align: 'right',
      width: 90,
      render: (quantity: number) => formatNumber(quantity),
    },
    {
      key: 'at',
      title: t.scannedAt,
      dataIndex: 'at',
      width: 160,
      render: (at: string | null) => (at ? formatDepotTimeDate(at, zone) : t.notScanned),
    },
  ];
  if (tellReceivers && rows.length > 0) {
    // Once per customer, on the first of their rows: the message holds all their waiting goods.
    const first = new Set(
      rows.filter((row, i) => rows.findIndex((r) => r.customer_id === row.customer_id) === i),
    );
    columns.push({
      key: 'tell',
      title: t.tell,
      render: (_, row) =>
        first.has(row) ? <CopyWaitingMessage customerId={row.customer_id} /> : null,
    });
  }
  if (action && rows.some((row) => action(row) !== null)) {
    columns.push({ key: 'action', title: t.action, render: (_, row) => action(row) });
  }
  return (
    <section aria-label={label}>
      <Table<ArrivalGoods>
        size="small"
        rowKey="id"
        columns={columns}
        dataSource={rows}
        // A trip holds at most a few hundred parcels: one list, no pages to miss one on.
        pagination={false}
        locale={{ emptyText: t.empty }}
        // A phone scrolls the table inside its box, not the page.
        scroll={{ x: 'max-content' }}
      />
    </section>
  );
}
