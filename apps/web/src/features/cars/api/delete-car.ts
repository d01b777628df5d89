import { useMutation, useQueryClient } from '@tanstack/react-query';
import { carsApi } from '@depot/shared/cars/cars.contract';
import { callApi } from '../../../lib/api-call';
import { refreshAfter } from '../../../lib/refresh-map';

/** DELETE /cars/:id → the server's message (409 once the car has a trip). */
export async function deleteCar(id: number): Promise<string> {
  const reply = await callApi(carsApi.remove, { params: { id } });
  return reply.message;
}

export function useDeleteCar() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteCar,
    onSuccess: () => refreshAfter(queryClient, 'carChanged'),
  });
}
