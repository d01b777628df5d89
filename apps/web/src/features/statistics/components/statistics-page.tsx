import type { ReactNode } from 'react';
import { Col, Empty, Row, Spin, Typography } from 'antd';
import type { ReceiptStatsRow } from '@depot/shared/statistics/statistics.schema';
import { exportsApi } from '@depot/shared/exports/exports.contract';
import { ExportButton } from '../../../domain/export-button';
import { PageHeader } from '../../../components/page-header';
import { LoadMoreButton } from '../../../components/load-more-button';
import { QueryErrorAlert } from '../../../components/query-error-alert';
import { vi } from '../../../i18n/vi';
import { rowsOf } from '../../../lib/load-more';
import { openInNewWindow } from '../../../lib/url-params';
import { useReceiptStats } from '../api/get-receipt-stats';
import { transportDetailUrl, useUrlFilters } from './statistics-links';
import { StatisticsCard } from './statistics-card';
import { StatsFilterBar } from './stats-filters';
import { StatsTotals } from './stats-totals';
import { useDeleteStatementCard } from './use-delete-statement';

const t = vi.statistics;

/**
 * /thong-ke (spec 2 §2.7): one card per customer, vehicle and date with goods in the range,
 * the totals of the filtered set above them, load more below.
 */
export function StatisticsPage({
  top,
}: { top?: (range: { date_from: string; date_to: string }) => ReactNode } = {}) {
  const [filters, search] = useUrlFilters();
  const query = useReceiptStats(filters);
  const { onDelete, dialog } = useDeleteStatementCard();
  const pages = query.data?.pages ?? [];
  const rows = rowsOf(query.data);
  const last = pages.at(-1);
  const firstPageFailed = query.isError && !query.data;
  const open = (row: ReceiptStatsRow) =>
    openInNewWindow(
      transportDetailUrl({
        customer_id: row.customer.id,
        car_id: row.car.id,
        date_from: row.datefrom,
        date_to: row.datefrom,
      }),
    );

  return (
    <>
      <PageHeader title={t.title} />
      {/* Above the filters, of the same range: the page has one range (docs/domain.md). */}
      {top?.({ date_from: filters.date_from, date_to: filters.date_to })}
      <StatsFilterBar key={JSON.stringify(filters)} value={filters} onSearch={search} />
      {firstPageFailed && <QueryErrorAlert query={query} />}
      {query.isPending && !firstPageFailed ? (
        <Spin style={{ display: 'block', margin: 32 }} />
      ) : (
        <>
          <StatsTotals totals={last?.totals} />
          <Typography.Paragraph strong>{t.count(last?.total ?? 0)}</Typography.Paragraph>
          <ExportButton endpoint={exportsApi.statistics} query={filters} disabled={!last?.total} />
          {rows.length === 0 ? (
            !firstPageFailed && <Empty description={t.empty} />
          ) : (
            <Row gutter={[16, 16]}>
              {rows.map((row) => (
                <Col key={`${row.trip_id}-${row.customer.id}`} xs={24} sm={12} lg={8} xl={6}>
                  <StatisticsCard row={row} onOpen={open} onDelete={onDelete} />
                </Col>
              ))}
            </Row>
          )}
          <LoadMoreButton
            query={query}
            loaded={rows.length}
            label={t.loadMore}
            failed={t.loadMoreFailed}
            allLoaded={t.allLoaded}
          />
        </>
      )}
      {dialog}
    </>
  );
}
