import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { paymentsApi } from '@depot/shared/payments/payments.contract';
import { CUSTOMER_PAYMENTS_PAGE_SIZE } from '@depot/shared/payments/payments.schema';
import { callApi } from '../../lib/api-call';

/**
 * GET /customers/:id/payments: a page of the customer's payments, newest first. Under
 * `['payments']`, so a payment recorded or voided anywhere refreshes it (lib/refresh-map.ts).
 */
export function useCustomerPayments(customerId: number, paged: number) {
  const query = { paged, limit: CUSTOMER_PAYMENTS_PAGE_SIZE };
  return useQuery({
    queryKey: ['payments', 'customer', customerId, query],
    queryFn: async ({ signal }) =>
      (await callApi(paymentsApi.ofCustomer, { params: { id: customerId }, query, signal })).data,
    placeholderData: keepPreviousData,
  });
}
