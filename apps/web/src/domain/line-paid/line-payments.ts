import { paymentsApi } from '@depot/shared/payments/payments.contract';
import type { LinePayment } from '@depot/shared/payments/payments.schema';
import { callApi } from '../../lib/api-call';

/** GET /products/:id/payments: the live payments that paid a line, named before `Chưa thu`. */
export async function linePayments(productId: number): Promise<LinePayment[]> {
  return (await callApi(paymentsApi.ofLine, { params: { id: productId } })).data;
}
