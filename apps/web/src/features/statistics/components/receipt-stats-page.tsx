import { Empty, Space, Table, Tag, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { Link } from 'react-router';
import type { ReceiptStatsRow } from '@depot/shared/statistics/statistics.schema';
import { formatDate, formatMoney } from '@depot/shared/text/format';
import { PageHeader } from '../../../components/page-header';
import { LoadMoreButton } from '../../../components/load-more-button';
import { QueryErrorAlert } from '../../../components/query-error-alert';
import { vi } from '../../../i18n/vi';
import { rowsOf } from '../../../lib/load-more';
import { printUrl } from '../../../lib/print-links';
import { useReceiptStats } from '../api/get-receipt-stats';
import { customerGoodsUrl, statisticsUrl, useUrlFilters } from './statistics-links';
import { StatsFilterBar } from './stats-filters';
import { StatsTotals } from './stats-totals';

const t = vi.statistics;

const columns: ColumnsType<ReceiptStatsRow> = [
  {
    key: 'customer',
    title: t.customer,
    render: (_, row) => (
      <Link to={statisticsUrl(row.customer.id, row.datefrom)}>{row.customer.full_name}</Link>
    ),
  },
  { key: 'plate', title: t.plate, render: (_, row) => row.car.number_car },
  { key: 'date', title: t.loadingDate, render: (_, row) => formatDate(row.datefrom) },
  { key: 'amount', title: t.amount, align: 'right', render: (_, r) => formatMoney(r.amount) },
  {
    key: 'collected',
    title: t.collected,
    align: 'right',
    render: (_, r) => formatMoney(r.collected),
  },
  {
    key: 'due',
    title: t.due,
    align: 'right',
    render: (_, r) => (
      <Space size={4}>
        {formatMoney(r.due)}
        {r.is_close && <Tag color="green">{t.closed}</Tag>}
      </Space>
    ),
  },
  {
    key: 'links',
    title: '',
    render: (_, row) => (
      <Space size="small" wrap>
        <Link to={statisticsUrl(row.customer.id, row.datefrom)}>{t.toStatistics}</Link>
        <Link to={customerGoodsUrl(row.car.id, row.datefrom, row.customer.id)} target="_blank">
          {t.toGoods}
        </Link>
        <Link to={printUrl(row.car.id, row.datefrom, row.customer.id)} target="_blank">
          {t.toReceipt}
        </Link>
      </Space>
    ),
  },
];

/**
 * /phieu-thu (spec 2 §2.8): the statements as receipt rows (customer, plate, loading date, what
 * the receipt asks and what came in), linking to the statistics, the goods and the receipt.
 */
export function ReceiptStatsPage() {
  const [filters, search] = useUrlFilters();
  const query = useReceiptStats(filters);
  const pages = query.data?.pages ?? [];
  const rows = rowsOf(query.data);
  const last = pages.at(-1);
  const firstPageFailed = query.isError && !query.data;

  return (
    <>
      <PageHeader title={t.receiptsTitle} />
      <StatsFilterBar key={JSON.stringify(filters)} value={filters} onSearch={search} />
      {firstPageFailed && <QueryErrorAlert query={query} />}
      <StatsTotals totals={last?.totals} />
      <Typography.Paragraph strong>{t.count(last?.total ?? 0)}</Typography.Paragraph>
      <Table
        rowKey={(row) => `${row.trip_id}-${row.customer.id}`}
        columns={columns}
        dataSource={rows}
        loading={query.isPending && !firstPageFailed}
        pagination={false}
        scroll={{ x: true }}
        locale={{ emptyText: <Empty description={t.empty} /> }}
      />
      <LoadMoreButton
        query={query}
        loaded={rows.length}
        label={t.loadMore}
        failed={t.loadMoreFailed}
        allLoaded={t.allLoaded}
      />
    </>
  );
}
