import type { DashboardVehicle } from '@depot/shared/dashboard/dashboard.schema';
import { describe, expect, it } from 'vitest';
import { CHART_VEHICLES, chartVehicles } from './chart-vehicles';

const vehicle = (n: number): DashboardVehicle => ({
  car: { id: n, number_car: `51C-${n}` },
  capacity: 5000,
  weight: 1000 - n + 0.25,
  trips: 1,
});
const others = (count: number) => `${count} xe khác`;

describe('chartVehicles', () => {
  it('draws every vehicle while they are few', () => {
    const few = Array.from({ length: CHART_VEHICLES + 1 }, (_, i) => vehicle(i));
    expect(chartVehicles(few, others).map((v) => v.plate)).toEqual(
      few.map((v) => v.car.number_car),
    );
  });

  it('draws the ten heaviest and sums the others into one bar', () => {
    const sixty = Array.from({ length: 60 }, (_, i) => vehicle(i));
    const bars = chartVehicles(sixty, others);
    expect(bars).toHaveLength(CHART_VEHICLES + 1);
    expect(bars[0]!.plate).toBe('51C-0');
    expect(bars.at(-1)).toEqual({
      plate: '50 xe khác',
      weight: sixty.slice(10).reduce((sum, v) => sum + v.weight, 0),
      capacity: 250_000,
      trips: 50,
    });
  });
});
