import { Button, Tooltip, Typography } from 'antd';
import type { TableColumnsType } from 'antd';
import {
  TRIP_COST_TYPE_LABELS,
  TRIP_COST_TYPES,
  type TripCostType,
} from '@depot/shared/payouts/payouts.rules';
import type { TripProfitRow, VehicleProfitRow } from '@depot/shared/statistics/trips-profit.schema';
import { formatDate, formatMoney, formatNumber } from '@depot/shared/text/format';
import { vi } from '../../../i18n/vi';

const c = vi.tripsProfit.columns;

/** What is left, red when the trip (or vehicle) cost more than it earned. */
export function LeftAmount({ value }: { value: number }) {
  return (
    <Typography.Text strong type={value < 0 ? 'danger' : undefined}>
      {formatMoney(value)}
    </Typography.Text>
  );
}

/** The costs, with each type's share on hover or focus (`Nhiên liệu: 500.000 đ`). */
function Costs({ value, byType }: { value: number; byType: Record<TripCostType, number> }) {
  const parts = TRIP_COST_TYPES.filter((type) => byType[type] > 0).map(
    (type) => `${TRIP_COST_TYPE_LABELS[type]}: ${formatMoney(byType[type])}`,
  );
  if (parts.length === 0) return formatMoney(value);
  return (
    <Tooltip title={parts.join(' · ')}>
      <span tabIndex={0} aria-label={parts.join(' · ')}>
        {formatMoney(value)}
      </span>
    </Tooltip>
  );
}

type Money = Pick<TripProfitRow, 'freight' | 'costs' | 'left' | 'by_cost_type'>;
const moneyColumns = <T extends Money>(): TableColumnsType<T> => [
  { key: 'freight', title: c.freight, align: 'right', render: (_, r) => formatMoney(r.freight) },
  {
    key: 'costs',
    title: c.costs,
    align: 'right',
    render: (_, r) => <Costs value={r.costs} byType={r.by_cost_type} />,
  },
  { key: 'left', title: c.left, align: 'right', render: (_, r) => <LeftAmount value={r.left} /> },
];

/** Theo chuyến: each trip, and `Thêm chi phí` to record one of its costs. */
export function tripColumns(
  onAddCost: (trip: TripProfitRow) => void,
): TableColumnsType<TripProfitRow> {
  return [
    { key: 'departure', title: c.departure, render: (_, r) => formatDate(r.datetime_from) },
    { key: 'car', title: c.car, render: (_, r) => r.car.number_car },
    { key: 'driver', title: c.driver, render: (_, r) => r.car.driver_name },
    { key: 'lines', title: c.lines, align: 'right', render: (_, r) => formatNumber(r.lines) },
    ...moneyColumns<TripProfitRow>(),
    {
      key: 'actions',
      title: c.actions,
      render: (_, r) => (
        <Button size="small" onClick={() => onAddCost(r)}>
          {vi.tripsProfit.addCost}
        </Button>
      ),
    },
  ];
}

/** Theo xe: each vehicle's trips of the range summed. */
export const vehicleColumns: TableColumnsType<VehicleProfitRow> = [
  { key: 'car', title: c.car, render: (_, r) => r.car.number_car },
  { key: 'driver', title: c.driver, render: (_, r) => r.car.driver_name },
  { key: 'trips', title: c.trips, align: 'right', render: (_, r) => formatNumber(r.trips) },
  ...moneyColumns<VehicleProfitRow>(),
];
