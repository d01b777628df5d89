import { receiptsApi } from '@depot/shared/receipts/receipts.contract';
import type { VehicleStatement } from '@depot/shared/receipts/receipts.schema';
import { useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-call';
import { RECEIPTS_KEY } from './receipt-keys';

/** The vehicle and date as the URL names them. */
export type VehicleParams = { id: string; date: string };

/** GET /transport/get-by-car: every customer's receipt of a vehicle on a date. */
export async function getVehicleReceipts(
  query: VehicleParams,
  signal?: AbortSignal,
): Promise<VehicleStatement> {
  return (await callApi(receiptsApi.vehicleStatement, { query, signal })).data;
}

export function useVehicleReceipts(query: VehicleParams) {
  return useQuery({
    queryKey: [...RECEIPTS_KEY, 'vehicle', query],
    queryFn: ({ signal }) => getVehicleReceipts(query, signal),
    retry: false,
  });
}
