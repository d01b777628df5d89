import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CarBody } from '@depot/shared/cars/cars.schema';
import { carsApi } from '@depot/shared/cars/cars.contract';
import { callApi } from '../../../lib/api-call';
import { refreshAfter } from '../../../lib/refresh-map';
import type { CarSaved } from './create-car';

export type UpdateCarInput = { id: number; body: CarBody };

/** PUT /cars/:id → the server's message and the stored car. */
export async function updateCar({ id, body }: UpdateCarInput): Promise<CarSaved> {
  const reply = await callApi(carsApi.update, { params: { id }, body });
  return { message: reply.message, car: reply.data };
}

export function useUpdateCar() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateCar,
    onSuccess: () => refreshAfter(queryClient, 'carChanged'),
  });
}
