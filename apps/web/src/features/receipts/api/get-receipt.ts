import { receiptsApi } from '@depot/shared/receipts/receipts.contract';
import type { Receipt } from '@depot/shared/receipts/receipts.schema';
import { useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-call';
import { RECEIPTS_KEY, type ReceiptParams } from './receipt-keys';

/** GET /transport/print: one customer's receipt on a vehicle and a date. */
export async function getReceipt(query: ReceiptParams, signal?: AbortSignal): Promise<Receipt> {
  return (await callApi(receiptsApi.get, { query, signal })).data;
}

export function useReceipt(query: ReceiptParams) {
  return useQuery({
    queryKey: [...RECEIPTS_KEY, 'one', query],
    queryFn: ({ signal }) => getReceipt(query, signal),
    // A refused print (missing car, nothing to print) says so at once rather than after retries.
    retry: false,
  });
}
