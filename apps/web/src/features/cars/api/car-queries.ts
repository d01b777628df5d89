import { carsApi } from '@depot/shared/cars/cars.contract';
import { resourceQueries, type ListQuery } from '../../../lib/resource-queries';

/** A page of the car list as the shared schema reads it (`paged`, `limit`, `number_car`). */
export type CarsQuery = ListQuery<typeof carsApi.list>;

/**
 * GET /cars?paged&limit&number_car → one page (the plate filter ignores separators);
 * GET /cars/:id → one car, for the update form.
 */
export const carQueries = resourceQueries('cars', { list: carsApi.list, detail: carsApi.get });
