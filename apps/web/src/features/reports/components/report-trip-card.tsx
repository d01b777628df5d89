import { Card, Space, Typography } from 'antd';
import { Link } from 'react-router';
import { formatDate, formatWeight } from '@depot/shared/text/format';
import type { TripRow } from '@depot/shared/trips/trips-replies.schema';
import { vi } from '../../../i18n/vi';
import { reportCarUrl } from './report-routes';

const t = vi.reports;

type ReportTripCardProps = { trip: TripRow; customerId: number | undefined };

/**
 * One vehicle on one date (spec 2 §2.4): the date, the plate, the weight loaded (the searched
 * customer's when one is searched) beside its capacity in kg, and the driver.
 * The whole card is a link to the vehicle's Bảng Kê, narrowed to the searched customer if any.
 */
export function ReportTripCard({ trip, customerId }: ReportTripCardProps) {
  const date = formatDate(trip.datetime_from);
  return (
    <Link
      to={reportCarUrl(trip.car.id, trip.datetime_from, customerId)}
      aria-label={t.openCar(trip.car.number_car, date)}
      style={{ display: 'block', height: '100%' }}
    >
      <Card role="article" hoverable size="small" title={date} style={{ height: '100%' }}>
        <Space orientation="vertical" size={2}>
          <Typography.Text strong>
            {t.plate}: {trip.car.number_car}
          </Typography.Text>
          {/* What a clerk wants first is the weight loaded; the capacity is beside it. */}
          <Typography.Text>
            {t.loaded}: {formatWeight(trip.total_weight)}
          </Typography.Text>
          <Typography.Text type="secondary">
            {t.capacity}: {formatWeight(trip.car.total_weight)}
          </Typography.Text>
          <Typography.Text>
            {t.driver}: {trip.car.driver_name}
          </Typography.Text>
        </Space>
      </Card>
    </Link>
  );
}
