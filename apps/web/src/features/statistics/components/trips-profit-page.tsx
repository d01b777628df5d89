import { Table, Tabs } from 'antd';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import {
  TRIPS_PROFIT_PAGE,
  type TripProfitRow,
} from '@depot/shared/statistics/trips-profit.schema';
import { formatMoney } from '@depot/shared/text/format';
import { monthStart } from '@depot/shared/validation/dates';
import { DateRangePickers } from '../../../components/date-range-pickers';
import { FigureCards } from '../../../components/figure-cards';
import { PageHeader } from '../../../components/page-header';
import { QueryErrorAlert } from '../../../components/query-error-alert';
import { PayoutDialog } from '../../../domain/payout-dialog/payout-dialog';
import { vi } from '../../../i18n/vi';
import { useDepotToday } from '../../../lib/depot-zone';
import { dateParam } from '../../../lib/url-params';
import { useTripsProfit } from '../api/get-trips-profit';
import { LeftAmount, tripColumns, vehicleColumns } from './trips-profit-columns';

const t = vi.tripsProfit;

/**
 * /lai-chuyen-xe (docs/payments.md "Profit per trip"): over a range of departure dates (this
 * month by default, kept in the URL with the page), the freight, the trip costs and what is left, by trip and
 * by vehicle. `Thêm chi phí` records a cost against a trip; the figures follow at once.
 */
export function TripsProfitPage() {
  const [params, setParams] = useSearchParams();
  const today = useDepotToday();
  const range = {
    date_from: dateParam(params.get('date_from')) ?? monthStart(today),
    date_to: dateParam(params.get('date_to')) ?? today,
  };
  const paged = Number(params.get('paged')) || 1;
  const query = useTripsProfit({ ...range, paged, limit: TRIPS_PROFIT_PAGE });
  const [costOf, setCostOf] = useState<TripProfitRow>();
  const data = query.data;
  const totals = data?.totals;
  const cards = [
    {
      key: 'freight',
      title: t.freight,
      value: totals && formatMoney(totals.freight),
      suffix: totals && `· ${t.trips(totals.trips)}`,
    },
    { key: 'costs', title: t.costs, value: totals && formatMoney(totals.costs) },
    { key: 'left', title: t.left, value: totals && <LeftAmount value={totals.left} /> },
  ];

  return (
    <>
      <PageHeader title={t.title} />
      <div style={{ marginBottom: 16, display: 'flex', gap: 8, flexWrap: 'wrap' }}>
        <DateRangePickers
          value={range}
          order="follow"
          onChange={(next) =>
            setParams({ date_from: next.date_from, date_to: next.date_to }, { replace: true })
          }
        />
      </div>
      <QueryErrorAlert query={query} />
      <FigureCards cards={cards} />
      <Tabs
        items={[
          {
            key: 'trips',
            label: t.byTrip,
            children: (
              <Table<TripProfitRow>
                aria-label={t.byTrip}
                rowKey="id"
                size="small"
                loading={query.isPending}
                columns={tripColumns(setCostOf)}
                dataSource={data?.rows ?? []}
                locale={{ emptyText: t.empty }}
                pagination={
                  data && {
                    current: data.paginate.paged,
                    pageSize: data.paginate.limit,
                    total: data.total,
                    hideOnSinglePage: true,
                    showSizeChanger: false,
                    showTotal: t.trips,
                    onChange: (next) =>
                      setParams({ ...range, paged: String(next) }, { replace: true }),
                  }
                }
                scroll={{ x: 'max-content' }}
              />
            ),
          },
          {
            key: 'vehicles',
            label: t.byVehicle,
            children: (
              <Table
                aria-label={t.byVehicle}
                rowKey={(row) => row.car.id}
                size="small"
                loading={query.isPending}
                columns={vehicleColumns}
                dataSource={data?.by_vehicle ?? []}
                locale={{ emptyText: t.empty }}
                pagination={false}
                scroll={{ x: 'max-content' }}
              />
            ),
          },
        ]}
      />
      <PayoutDialog
        open={costOf !== undefined}
        onClose={() => setCostOf(undefined)}
        defaultKind="trip"
        defaultTripId={costOf?.id}
        defaultTripDate={costOf?.datetime_from}
      />
    </>
  );
}
