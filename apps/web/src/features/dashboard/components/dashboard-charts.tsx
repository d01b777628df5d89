import { chartVehicles } from './chart-vehicles';
import { Card, Col, Row } from 'antd';
import {
  Bar,
  BarChart,
  CartesianGrid,
  Legend,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';
import type { DashboardDay, DashboardVehicle } from '@depot/shared/dashboard/dashboard.schema';
import { formatDate, formatMoney, formatNumber, formatWeight } from '@depot/shared/text/format';
import { vi } from '../../../i18n/vi';

const t = vi.dashboard;
const HEIGHT = 300;
// Bars are drawn at their height at once: an animation from zero shows empty charts for a second
// (and in a screenshot or print).
/** antd's blue and green for money; orange for the load against a light blue capacity. */
const COLORS = { amount: '#1677ff', collected: '#52c41a', weight: '#fa8c16', capacity: '#91caff' };

/** `1 250 000` → `1,3 tr` on the axis: full amounts are in the tooltip. */
function shortMoney(value: number): string {
  if (value >= 1_000_000) return `${formatNumber(value / 1_000_000, 1)} tr`;
  if (value >= 1000) return `${formatNumber(value / 1000, 0)} k`;
  return formatNumber(value);
}

/** `2026-03-01` → `01-03` on the axis. */
const shortDate = (date: string) => formatDate(date).slice(0, 5);

function PerDayChart({ days }: { days: DashboardDay[] }) {
  return (
    <ResponsiveContainer width="100%" height={HEIGHT}>
      <BarChart data={days} margin={{ top: 8, right: 8, left: 8, bottom: 0 }}>
        <CartesianGrid strokeDasharray="3 3" vertical={false} />
        <XAxis dataKey="date" tickFormatter={shortDate} />
        <YAxis tickFormatter={shortMoney} width={56} />
        <Tooltip
          labelFormatter={(date) => formatDate(String(date))}
          formatter={(value) => formatMoney(Number(value))}
        />
        <Legend />
        <Bar dataKey="amount" name={t.amount} fill={COLORS.amount} isAnimationActive={false} />
        <Bar
          dataKey="collected"
          name={t.collected}
          fill={COLORS.collected}
          isAnimationActive={false}
        />
      </BarChart>
    </ResponsiveContainer>
  );
}

function PerVehicleChart({ vehicles }: { vehicles: DashboardVehicle[] }) {
  const data = chartVehicles(vehicles, t.otherVehicles);
  return (
    <ResponsiveContainer width="100%" height={HEIGHT}>
      <BarChart data={data} margin={{ top: 8, right: 8, left: 8, bottom: 0 }}>
        <CartesianGrid strokeDasharray="3 3" vertical={false} />
        <XAxis dataKey="plate" />
        <YAxis tickFormatter={(kg: number) => formatNumber(kg)} width={64} />
        <Tooltip
          formatter={(value) => formatWeight(Number(value))}
          labelFormatter={(plate, payload) =>
            `${String(plate)} · ${t.trips(Number(payload?.[0]?.payload?.trips ?? 0))}`
          }
        />
        <Legend />
        <Bar dataKey="weight" name={t.weight} fill={COLORS.weight} isAnimationActive={false} />
        <Bar
          dataKey="capacity"
          name={t.capacity}
          fill={COLORS.capacity}
          isAnimationActive={false}
        />
      </BarChart>
    </ResponsiveContainer>
  );
}

/**
 * The two charts (recharts, ~122 kB gzipped): only ever imported lazily (dashboard.tsx), so no
 * other page downloads the library.
 */
export function DashboardCharts({
  days,
  vehicles,
}: {
  days: DashboardDay[];
  vehicles: DashboardVehicle[];
}) {
  return (
    <Row gutter={[16, 16]}>
      <Col xs={24} lg={14}>
        <Card size="small" title={t.perDay} role="region" aria-label={t.perDay}>
          <PerDayChart days={days} />
        </Card>
      </Col>
      <Col xs={24} lg={10}>
        <Card size="small" title={t.perVehicle} role="region" aria-label={t.perVehicle}>
          <PerVehicleChart vehicles={vehicles} />
        </Card>
      </Col>
    </Row>
  );
}
