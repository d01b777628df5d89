import type { Car } from '@depot/shared/cars/cars.schema';
import type { CarRow } from './cars.queries';

/**
 * The reply shape of a car. The numeric capacity column is declared `mode: 'number'`, so
 * Drizzle already hands it over as a number of kg; Number() keeps the contract if that changes.
 */
export function toCar(row: CarRow): Car {
  return {
    id: row.id,
    number_car: row.number_car,
    driver_name: row.driver_name,
    total_weight: Number(row.total_weight),
    created_at: row.created_at.toISOString(),
    updated_at: row.updated_at.toISOString(),
  };
}
