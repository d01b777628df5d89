import { Button, Card, Flex, Space, Tag, Typography } from 'antd';
import type { MouseEvent } from 'react';
import { formatDepotDateTime } from '@depot/shared/text/depot-date-time';
import { formatMoney, formatTons, formatWeight } from '@depot/shared/text/format';
import type { TripRow } from '@depot/shared/trips/trips-replies.schema';
import { vi } from '../../../i18n/vi';
import { useDepotTimeZone } from '../../../lib/depot-zone';
import { openable, weekdayDate } from './statement-links';

const t = vi.statements;

type TripCardProps = {
  trip: TripRow;
  archived: boolean;
  onOpen: (trip: TripRow) => void;
  onDelete?: (trip: TripRow) => void;
  onRestore?: (trip: TripRow) => void;
  restoring?: boolean;
};

/** The buttons of a card act on their own: the click does not also open the card. */
function own(action: () => void) {
  return (event: MouseEvent) => {
    event.stopPropagation();
    action();
  };
}

/**
 * One vehicle on one date (spec 2 §2.1): weekday and date, plate with its capacity in tons,
 * driver; beyond the spec, customers and lines, loaded weight against capacity, amount and
 * Còn trống / Hết chỗ (as it was when deleted, on archive cards). Archive cards say who deleted
 * it, when and why.
 */
export function TripCard({
  trip,
  archived,
  onOpen,
  onDelete,
  onRestore,
  restoring,
}: TripCardProps) {
  const zone = useDepotTimeZone();
  const day = weekdayDate(trip.datetime_from);
  const actions = archived
    ? [
        <Button key="open" type="link" onClick={own(() => onOpen(trip))}>
          {t.viewDetails}
        </Button>,
        onRestore && (
          <Button
            key="restore"
            type="link"
            loading={restoring}
            onClick={own(() => onRestore(trip))}
          >
            {t.restore}
          </Button>
        ),
      ]
    : [
        <Button key="delete" type="link" danger onClick={own(() => onDelete?.(trip))}>
          {t.delete}
        </Button>,
      ];

  return (
    <Card
      role="article"
      aria-label={`${trip.car.number_car} ${day}`}
      hoverable
      size="small"
      title={day}
      actions={actions.filter(Boolean)}
      {...openable(() => onOpen(trip))}
      style={{ height: '100%' }}
    >
      <Space orientation="vertical" size={2} style={{ width: '100%' }}>
        <Typography.Text strong>
          {trip.car.number_car} — {formatTons(trip.car.total_weight)}
        </Typography.Text>
        <Typography.Text>
          {t.driver}: {trip.car.driver_name}
        </Typography.Text>
        <Typography.Text type="secondary">
          {t.customers(trip.customers)} · {t.lines(trip.lines)}
        </Typography.Text>
        <Flex justify="space-between" wrap gap="small">
          <Typography.Text>
            {t.loaded}: {formatWeight(trip.total_weight)} / {formatWeight(trip.car.total_weight)}
          </Typography.Text>
          <Typography.Text strong>{formatMoney(trip.amount)}</Typography.Text>
        </Flex>
        {/* A deleted list's card says how full it was when deleted. */}
        <Tag color={trip.is_full ? 'red' : 'green'} style={{ alignSelf: 'flex-start' }}>
          {trip.is_full ? t.full : t.hasSpace}
          {archived && ` (${t.whenDeleted})`}
        </Tag>
        {archived && (
          <Typography.Text type="secondary">
            {t.archivedBy}: {trip.archived_by?.fullname ?? '—'} · {t.archivedAt}:{' '}
            {trip.archived_at ? formatDepotDateTime(trip.archived_at, zone) : '—'}
            <br />
            {t.reasonLabel}: {trip.archive_reason ?? t.noReason}
          </Typography.Text>
        )}
      </Space>
    </Card>
  );
}
