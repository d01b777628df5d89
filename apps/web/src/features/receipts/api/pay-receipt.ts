import { receiptsApi } from '@depot/shared/receipts/receipts.contract';
import type { ReceiptPayBody, ReceiptPayResult } from '@depot/shared/receipts/receipts.schema';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-call';
import { refreshAfter } from '../../../lib/refresh-map';

/** POST /transport/pay: the chosen lines (or, without `transport_ids`, all) are collected. */
export async function payReceipt(body: ReceiptPayBody): Promise<ReceiptPayResult> {
  return (await callApi(receiptsApi.pay, { body })).data;
}

export function usePayReceipt() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: payReceipt,
    onSuccess: () => refreshAfter(queryClient, 'goodsPaid'),
  });
}
