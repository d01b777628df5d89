import type { WireQueryOf } from '@depot/shared/api/wire-input';
import type { Car } from '@depot/shared/cars/cars.schema';
import type { Customer } from '@depot/shared/customers/customers.schema';
import type { Product } from '@depot/shared/products/products.schema';
import { statisticsApi } from '@depot/shared/statistics/statistics.contract';
import { apiEndpoint, unique } from './api';
import { createCustomerApi } from './customers';
import { createSpecificationApi } from './product-form';
import { createGoodsApi } from './products';
import { createCarApi, loadApi, statementGoods } from './statements';

/** GET /api/thong-ke/phieu-thu as the screen asks it. */
export function receiptStatsApi(token: string, query: WireQueryOf<typeof statisticsApi.receipts>) {
  return apiEndpoint(token, statisticsApi.receipts, { query });
}

export type StatementDays = {
  car: Car;
  customer: Customer;
  days: string[];
  goods: Product[];
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
      const product = await createGoodsApi(token, {
        ...statementGoods(customer.id, spec.id, {
          name: `Hàng ngày ${i + 1}`,
          total_weight: 10,
          price: 1000 * (i + 1),
        }),
        datetime: day,
        is_paid: i < paid,
      });
      await loadApi(token, car.id, day, [product.id]);
      return product;
    }),
  );
  return { car, customer, days, goods };
}
