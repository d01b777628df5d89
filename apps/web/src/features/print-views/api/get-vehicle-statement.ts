import { useQuery } from '@tanstack/react-query';
import {
  NOTHING_TO_PRINT,
  type VehicleStatement,
  type VehicleStatementFilters,
} from '@depot/shared/receipts/receipts.schema';
import { receiptsApi } from '@depot/shared/receipts/receipts.contract';
import { callApi } from '../../../lib/api-call';
import { ApiError } from '../../../lib/api-client';

/**
 * GET /transport/get-by-car: a vehicle's statement on a date, every customer's part, or one
 * customer's with `customer_id`. `null` when the vehicle carries nothing that day (the server
 * answers 404 `Không có hàng hóa để in`): each view says it in its own words.
 */
export async function getVehicleStatement(
  filters: VehicleStatementFilters,
  signal?: AbortSignal,
): Promise<VehicleStatement | null> {
  try {
    const reply = await callApi(receiptsApi.vehicleStatement, { query: filters, signal });
    return reply.data.receipts.length === 0 ? null : reply.data;
  } catch (error) {
    if (error instanceof ApiError && error.status === 404 && error.message === NOTHING_TO_PRINT)
      return null;
    throw error;
  }
}

/** Printed once and read: a failure (unknown vehicle) is not worth asking twice. */
export function useVehicleStatement(filters: VehicleStatementFilters | undefined) {
  return useQuery({
    queryKey: ['print-views', 'vehicle-statement', filters],
    queryFn: ({ signal }) => getVehicleStatement(filters!, signal),
    enabled: filters !== undefined,
    retry: false,
  });
}
