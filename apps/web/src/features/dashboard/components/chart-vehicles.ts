import type { DashboardVehicle } from '@depot/shared/dashboard/dashboard.schema';

/** The most vehicles drawn one by one: sixty hairline bars were not readable (docs/domain.md). */
export const CHART_VEHICLES = 10;

export type ChartVehicle = { plate: string; weight: number; capacity: number; trips: number };

/**
 * The per-vehicle chart's bars: the CHART_VEHICLES heaviest (the server sends them heaviest
 * first) one by one, the others summed into one bar named by how many they are.
 */
export function chartVehicles(
  vehicles: readonly DashboardVehicle[],
  othersLabel: (count: number) => string,
): ChartVehicle[] {
  const bar = (v: DashboardVehicle): ChartVehicle => ({
    plate: v.car.number_car,
    weight: v.weight,
    capacity: v.capacity,
    trips: v.trips,
  });
  if (vehicles.length <= CHART_VEHICLES + 1) return vehicles.map(bar);
  const rest = vehicles.slice(CHART_VEHICLES);
  const kg = (value: number) => Math.round(value * 100) / 100;
  return [
    ...vehicles.slice(0, CHART_VEHICLES).map(bar),
    {
      plate: othersLabel(rest.length),
      weight: kg(rest.reduce((sum, v) => sum + v.weight, 0)),
      capacity: kg(rest.reduce((sum, v) => sum + v.capacity, 0)),
      trips: rest.reduce((sum, v) => sum + v.trips, 0),
    },
  ];
}
