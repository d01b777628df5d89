import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Payment, PaymentVoidBody } from '@depot/shared/payments/payments.schema';
import { apiRequest } from '../../../lib/api-client';
import { CASH_BOOK_KEY } from './cash-book-keys';

/** What a void changes: the cash book, the debt, the goods' paid state and every sum of them. */
const REFRESHED = [
  CASH_BOOK_KEY,
  ['debt'],
  ['customers'],
  ['products'],
  ['statistics'],
  ['dashboard'],
  ['statements'],
  ['receipts'],
  ['reports'],
] as const;

export type VoidPaymentInput = { id: number } & PaymentVoidBody;

/**
 * POST /payments/:id/void (admins only). A void changes every figure of collected money, so
 * every screen that shows one is refreshed; their keys by name, as features do not import each
 * other.
 */
export function useVoidPayment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, reason }: VoidPaymentInput) =>
      apiRequest<Payment>('POST', `/payments/${id}/void`, { body: { reason } }),
    // Also after a refusal: a 409 means someone else voided it, which the list should show.
    onSettled: () =>
      Promise.all(REFRESHED.map((queryKey) => queryClient.invalidateQueries({ queryKey }))),
  });
}
