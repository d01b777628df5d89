import { debtApi } from '@depot/shared/debt/debt.contract';
import type { Payment, PaymentCreateBody } from '@depot/shared/payments/payments.schema';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { paymentsApi } from '@depot/shared/payments/payments.contract';
import { callApi } from '../../lib/api-call';
import { refreshAfter } from '../../lib/refresh-map';

/** The print view of one payment (features/payments), `/phieu-thu-tien/42`. */
export function paymentReceiptUrl(paymentId: number): string {
  return `/phieu-thu-tien/${paymentId}`;
}

/**
 * The same receipt printed again later (the cash book, a customer's payment history): the print
 * says so (`Bản in lại`) with the time it is printed (features/payments reads `?reprint=1`).
 */
export function paymentReprintUrl(paymentId: number): string {
  return `${paymentReceiptUrl(paymentId)}?reprint=1`;
}

/**
 * GET /debt/customer/:id: what the customer owes now. The debt screen's drawer reads the same
 * key (`['debt', 'customer', id]`), so both show one figure and a payment refreshes both.
 */
export function useOwedByCustomer(customerId: number) {
  return useQuery({
    queryKey: ['debt', 'customer', customerId],
    queryFn: async ({ signal }) =>
      (await callApi(debtApi.customer, { params: { customer_id: customerId }, signal })).data,
  });
}

/** What a recorded payment answers: the server's message (`Đã thu PT-2611-0042`) and the payment. */
export type PaymentRecorded = { message: string; payment: Payment };

/** POST /payments (Thu tiền); its `request_id` makes a double click record one payment. */
export function useCreatePayment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: PaymentCreateBody): Promise<PaymentRecorded> => {
      const reply = await callApi(paymentsApi.create, { body });
      return { message: reply.message, payment: reply.data };
    },
    onSuccess: () => refreshAfter(queryClient, 'paymentRecorded'),
  });
}
