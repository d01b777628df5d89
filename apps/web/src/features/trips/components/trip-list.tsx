import { Col, Empty, Row, Spin, Typography } from 'antd';
import type { TripRow } from '@depot/shared/trips/trips-replies.schema';
import { LoadMoreButton } from '../../../components/load-more-button';
import { QueryErrorAlert } from '../../../components/query-error-alert';
import { vi } from '../../../i18n/vi';
import { rowsOf } from '../../../lib/load-more';
import type { useTrips } from '../api/get-trips';
import { TripCard } from './trip-card';

type TripListProps = {
  query: ReturnType<typeof useTrips>;
  archived: boolean;
  onOpen: (trip: TripRow) => void;
  onDelete?: (trip: TripRow) => void;
  onRestore?: (trip: TripRow) => void;
  restoringId?: number;
};

/** The number of results, the cards (one per vehicle and date), load more, or the empty text. */
export function TripList({ query, archived, restoringId, ...actions }: TripListProps) {
  const rows = rowsOf(query.data);
  const total = query.data?.pages.at(-1)?.total ?? 0;
  // A failed next page keeps the cards already loaded: only a failed first page is an alert.
  const firstPageFailed = query.isError && !query.data;

  if (query.isPending && !firstPageFailed) return <Spin style={{ display: 'block', margin: 32 }} />;
  return (
    <>
      {firstPageFailed && <QueryErrorAlert query={query} />}
      <Typography.Paragraph strong>{vi.statements.count(total)}</Typography.Paragraph>
      {rows.length === 0 && !firstPageFailed ? (
        <Empty description={archived ? vi.statements.archiveEmpty : vi.statements.empty} />
      ) : (
        <Row gutter={[16, 16]}>
          {rows.map((trip) => (
            <Col key={`${trip.id}`} xs={24} sm={12} lg={8} xl={6}>
              <TripCard
                trip={trip}
                archived={archived}
                restoring={restoringId === trip.id}
                {...actions}
              />
            </Col>
          ))}
        </Row>
      )}
      <LoadMoreButton
        query={query}
        loaded={rows.length}
        label={vi.statements.loadMore(rows.length, total)}
        failed={vi.statements.loadMoreFailed}
      />
    </>
  );
}
