import { lazy, Suspense, useMemo, useState } from 'react';
import { Alert, Card, Col, DatePicker, Flex, Row, Skeleton, Spin, Typography } from 'antd';
import { DASHBOARD_DEFAULT_DAYS } from '@depot/shared/dashboard/dashboard.schema';
import { toIsoDate } from '@depot/shared/text/format';
import { addDays, depotToday } from '@depot/shared/validation/dates';
import { QueryErrorAlert } from '../../../components/query-error-alert';
import { vi } from '../../../i18n/vi';
import type { Dayjs } from 'dayjs';
import { dayjs } from '../../../lib/dayjs';
import { useDepotToday } from '../../../lib/depot-zone';
import { useDashboard, type DashboardRange } from '../api/get-dashboard';
import { DashboardFigures } from './dashboard-figures';
import { TopDebts } from './top-debts';

const t = vi.dashboard;
const SHOWN = 'DD-MM-YYYY';

// recharts is in this chunk only: the figures and debts show while it downloads.
const DashboardCharts = lazy(() =>
  import('./dashboard-charts').then((m) => ({ default: m.DashboardCharts })),
);

/** The last DASHBOARD_DEFAULT_DAYS days, today included, days of the depot. */
export function defaultRange(today = depotToday()): DashboardRange {
  return { date_from: addDays(today, 1 - DASHBOARD_DEFAULT_DAYS), date_to: today };
}

/**
 * The dashboard (docs/decisions/0016-speed-targets-and-kept-totals.md): the five figures of the goods loaded on vehicles in a date range, a
 * chart per day and per vehicle, and the ten largest debts. On its own page it has a range of
 * its own; at the top of /thong-ke it shows the page's range (`range`), so one page never shows
 * two ranges with different totals (docs/domain.md).
 */
export function Dashboard({ range: given }: { range?: DashboardRange } = {}) {
  const today = useDepotToday();
  const [own, setRange] = useState(() => defaultRange(today));
  const range = given ?? own;
  const query = useDashboard(range);
  const { data, isFetching } = query;
  // The same objects from one render to the next: a new value on every refetch (another clerk's
  // change, docs/decisions/0013-live-screens-several-servers.md) made the picker drop a start day typed but not yet confirmed.
  const shownRange = useMemo(
    () => [dayjs(range.date_from), dayjs(range.date_to)] as [Dayjs, Dayjs],
    [range.date_from, range.date_to],
  );

  return (
    <Flex vertical gap="middle">
      {given === undefined && (
        <Flex wrap gap="small" align="center">
          <Typography.Text>{t.range}</Typography.Text>
          <DatePicker.RangePicker
            aria-label={t.range}
            placeholder={[t.dateFrom, t.dateTo]}
            format={SHOWN}
            allowClear={false}
            value={shownRange}
            onChange={(days) => {
              const [from, to] = days ?? [];
              if (from && to) {
                setRange({ date_from: toIsoDate(from.toDate()), date_to: toIsoDate(to.toDate()) });
              }
            }}
          />
          {isFetching && <Spin size="small" />}
        </Flex>
      )}
      <QueryErrorAlert query={query} />
      {data ? (
        <>
          <DashboardFigures totals={data.totals} />
          {data.totals.goods === 0 && <Alert type="info" showIcon title={t.noGoods} />}
          <Suspense fallback={<Card loading title={t.loadingCharts} />}>
            <DashboardCharts days={data.per_day} vehicles={data.per_vehicle} />
          </Suspense>
          <Row>
            <Col xs={24} lg={12}>
              <TopDebts debts={data.top_debts} />
            </Col>
          </Row>
        </>
      ) : (
        !query.isError && <Skeleton active />
      )}
    </Flex>
  );
}
