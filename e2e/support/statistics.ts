import { apiCall, unique } from './api';
import { createCustomerApi, type CustomerRow } from './customers';
import { createCarApi, createSpecificationApi, loadApi, type CarRow } from './statements';

export type ReceiptStats = {
  total: number;
  rows: { customer: { id: number }; car: { id: number }; datefrom: string }[];
  totals: { lines: number; amount: number; collected: number; due: number };
};

/** GET /api/thong-ke/phieu-thu as the screen asks it. */
export function receiptStatsApi(token: string, query: Record<string, string | number>) {
  const search = new URLSearchParams(
    Object.entries(query).map(([key, value]) => [key, String(value)]),
  );
  return apiCall<ReceiptStats>(token, 'GET', `/api/thong-ke/phieu-thu?${search.toString()}`);
}

export type StatementDays = {
  car: CarRow;
  customer: CustomerRow;
  days: string[];
  goods: { id: number; name: string }[];
};

/**
 * One customer's goods on one vehicle over `count` days starting at `start` (YYYY-MM-DD): on
 * day n (1-based) one line of 10 kg at n × 1 000 đ/kg, so its statement is n × 10 000 đ; the
 * first `paid` days' lines are paid. Everything through the API, as staff would enter it.
 */
export async function seedStatementDays(
  token: string,
  { start, count, paid = 0 }: { start: string; count: number; paid?: number },
): Promise<StatementDays> {
  const [car, spec, customer] = await Promise.all([
    createCarApi(token),
    createSpecificationApi(token),
    createCustomerApi(token, { full_name: unique('Khách Thống Kê ') }),
  ]);
  const first = new Date(`${start}T00:00:00Z`).getTime();
  const days = Array.from({ length: count }, (_, i) =>
    new Date(first + i * 86_400_000).toISOString().slice(0, 10),
  );
  const goods = await Promise.all(
    days.map(async (day, i) => {
      const product = await apiCall<{ id: number; name: string }>(token, 'POST', '/api/products', {
        customer_id: customer.id,
        specification_id: spec.id,
        price_type: 'weight',
        quantity: 1,
        datetime: day,
        name: `Hàng ngày ${i + 1}`,
        total_weight: 10,
        price: 1000 * (i + 1),
        is_paid: i < paid,
      });
      await loadApi(token, car.id, day, [product.id]);
      return product;
    }),
  );
  return { car, customer, days, goods };
}
