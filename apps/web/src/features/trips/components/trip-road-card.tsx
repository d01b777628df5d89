import { formatDepotTimeDate } from '@depot/shared/text/depot-date-time';
import { Button, Card, Flex, Tag, Typography } from 'antd';
import { useNavigate } from 'react-router';
import { formatDate } from '@depot/shared/text/format';
import { QueryErrorAlert } from '../../../components/query-error-alert';
import { useToast } from '../../../components/toast';
import { vi } from '../../../i18n/vi';
import { errorMessage } from '../../../lib/api-client';
import { useDepotTimeZone } from '../../../lib/depot-zone';
import { useDepartTrip } from '../api/depart-trip';
import { useTripArrival } from '../api/get-trip-arrival';
import { useConfirmDialog } from '../../../components/use-confirm-dialog';
import { useTripEnds } from './use-trip-ends';
import { arrivalPageUrl } from './statement-links';

const t = vi.statements.road;

/**
 * The road of the trip on /chi-tiet-bang-ke (docs/domain.md, "Branches"): where it goes
 * (`SG → CT`, with branches), whether it has left, `Xuất bến` until it has, then the way to its
 * arrival list. The server decides who may depart it (the branch it leaves) and answers why not.
 */
export function TripRoadCard({ tripId }: { tripId: number }) {
  const zone = useDepotTimeZone();
  const toast = useToast();
  const navigate = useNavigate();
  const arrival = useTripArrival(tripId);
  const depart = useDepartTrip();
  const { ask, dialog } = useConfirmDialog();
  const road = arrival.data?.trip;
  const ends = useTripEnds(road);

  if (arrival.isError) return <QueryErrorAlert query={arrival} />;
  if (!road) return null;

  const onDepart = () =>
    ask({
      title: t.departTitle,
      content: t.departQuestion(
        road.number_car,
        formatDate(road.datetime_from),
        arrival.data!.expected.length,
      ),
      okText: t.depart,
      cancelText: t.cancel,
      onConfirm: () =>
        depart.mutateAsync(tripId).then(
          () => toast.success(t.departDone),
          (error: unknown) => toast.error(errorMessage(error)),
        ),
    });

  return (
    <Card size="small" role="region" aria-label={t.depart} style={{ marginBottom: 16 }}>
      <Flex justify="space-between" align="center" wrap gap="small">
        <Flex align="center" wrap gap="small">
          {ends && (
            <Tag color="blue" style={{ fontSize: 16, lineHeight: '26px' }}>
              {ends}
            </Tag>
          )}
          <Typography.Text strong>
            {road.departed_at
              ? t.departed(formatDepotTimeDate(road.departed_at, zone))
              : t.notDeparted}
          </Typography.Text>
          {road.arrival_confirmed_at && (
            <Typography.Text type="success">
              {t.confirmed(formatDepotTimeDate(road.arrival_confirmed_at, zone))}
            </Typography.Text>
          )}
        </Flex>
        {road.departed_at ? (
          <Button onClick={() => void navigate(arrivalPageUrl(tripId))}>{t.openArrival}</Button>
        ) : (
          <Button type="primary" loading={depart.isPending} onClick={onDepart}>
            {t.depart}
          </Button>
        )}
      </Flex>
      {dialog}
    </Card>
  );
}
