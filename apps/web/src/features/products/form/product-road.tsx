import { List, Space, Tag, Typography } from 'antd';
import { Link } from 'react-router';
import {
  TIMELINE_STAGE_LABELS,
  type TimelineEntry,
} from '@depot/shared/products/product-timeline.schema';
import { formatDepotTimeDate } from '@depot/shared/text/depot-date-time';
import { QueryErrorAlert } from '../../../components/query-error-alert';
import { vi } from '../../../i18n/vi';
import { useDepotTimeZone } from '../../../lib/depot-zone';
import { useProductTimeline } from '../api/product-timeline';
import { STAGE_COLORS } from '../list/stage-tag';

const t = vi.products.branches.history;

/** What an entry says after its time and stage: the branch, the vehicle, who did it. */
function factsOf(entry: TimelineEntry): string[] {
  return [
    entry.branch?.name,
    entry.car ? t.car(entry.car.number_car) : undefined,
    entry.by?.fullname,
  ].filter((fact): fact is string => Boolean(fact));
}

/**
 * A parcel's road (GET /products/:id/timeline, docs/domain.md "Branches"): received, loaded,
 * departed, arrived or missing, handed over (with a link to its slip), each with its time at the
 * depot, branch, vehicle and person, in the order it happened.
 */
export function ProductRoad({ productId }: { productId: number }) {
  const timeline = useProductTimeline(productId);
  const zone = useDepotTimeZone();
  return (
    <>
      <QueryErrorAlert query={timeline} />
      <List
        loading={timeline.isPending}
        dataSource={timeline.data ?? []}
        locale={{ emptyText: timeline.isPending ? vi.common.loading : t.empty }}
        renderItem={(entry, index) => {
          const at = formatDepotTimeDate(entry.at, zone);
          const stage = TIMELINE_STAGE_LABELS[entry.stage];
          return (
            <List.Item key={`${entry.at}-${index}`} aria-label={`${at} ${stage}`}>
              <Space wrap size={8}>
                <Typography.Text strong>{at}</Typography.Text>
                <Tag color={STAGE_COLORS[entry.stage]}>{stage}</Tag>
                {factsOf(entry).map((fact, at) => (
                  <Typography.Text key={at}>{fact}</Typography.Text>
                ))}
                {entry.delivery && (
                  <Link to={`/phieu-giao/${entry.delivery.id}`}>
                    {vi.productsForm.trail.slip(entry.delivery.number)}
                  </Link>
                )}
              </Space>
            </List.Item>
          );
        }}
      />
    </>
  );
}
