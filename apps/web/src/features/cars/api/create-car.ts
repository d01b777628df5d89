import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Car, CarBody } from '@depot/shared/cars/cars.schema';
import { carsApi } from '@depot/shared/cars/cars.contract';
import { callApi } from '../../../lib/api-call';
import { refreshAfter } from '../../../lib/refresh-map';

/** The server's message and the stored car, whose plate is in its normal form ('51C-123.45'). */
export type CarSaved = { message: string; car: Car };

/** POST /cars → the server's message and the stored car. */
export async function createCar(body: CarBody): Promise<CarSaved> {
  const reply = await callApi(carsApi.create, { body });
  return { message: reply.message, car: reply.data };
}

export function useCreateCar() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createCar,
    onSuccess: () => refreshAfter(queryClient, 'carChanged'),
  });
}
