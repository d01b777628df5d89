import type { Customer } from '@depot/shared/customers/customers.schema';
import type { Location } from '@depot/shared/locations/locations.schema';
import type { Product } from '@depot/shared/products/products.schema';

/**
 * Whole, schema-valid replies for component tests (callApi checks every reply against its
 * endpoint's schema), and the customers and goods they carry.
 */

/** The API's envelope around `data`. */
export function reply(data: unknown, message = 'Thành công'): Response {
  return new Response(JSON.stringify({ status: true, message, data }), {
    headers: { 'Content-Type': 'application/json' },
  });
}

/** A page of rows, all on one page. */
export function pageOf<T>(rows: T[], limit = 20) {
  return { rows, total: rows.length, paginate: { paged: 1, limit, last_page: 1 } };
}

export const place = (id: number, name: string, type: string): Location => ({ id, name, type });

/** A customer as GET /customers reads it: Trần Thị Gửi, 12 Lê Lợi, Bến Nghé, Quận 1, HCM. */
export function customerOf(overrides: Partial<Customer> = {}): Customer {
  return {
    id: 7,
    full_name: 'Trần Thị Gửi',
    phone: '0903123456',
    number_house: '12 Lê Lợi',
    province_id: place(79, 'Hồ Chí Minh', 'Thành phố'),
    district_id: place(760, '1', 'Quận'),
    ward_id: place(26734, 'Bến Nghé', 'Phường'),
    address_version: 1,
    old_address: null,
    debt: 0,
    // The list's money (customerMoney()); null as when a reply leaves the debt out (has_debt).
    opening_debt: null,
    opening_collected: null,
    opening_due: null,
    goods_due: null,
    credit: null,
    outstanding_debt: null,
    created_at: '2026-11-01T01:00:00.000Z',
    updated_at: '2026-11-01T01:00:00.000Z',
    ...overrides,
  };
}

/** A line as POST /products answers it: a package line of customer 7. */
export function productOf(overrides: Partial<Product> = {}): Product {
  const {
    debt: _,
    opening_debt: _o,
    opening_collected: _oc,
    opening_due: _od,
    goods_due: _g,
    credit: _c,
    outstanding_debt: __,
    created_at: ___,
    updated_at: ____,
    ...customer
  } = customerOf();
  return {
    id: 42,
    code: '2611-16524',
    customer_id: 7,
    customer,
    name: 'Bưu kiện',
    price: 50_000,
    quantity: 2,
    total_weight: 3,
    price_type: 'package',
    is_total_money: false,
    specification_id: null,
    is_paid: false,
    status: false,
    trip: null,
    datetime: '2026-11-05',
    product_type: null,
    product_parent_id: null,
    year_create: 2026,
    month_create: 11,
    order: 16524,
    suffix: null,
    origin_branch_id: 1,
    destination_branch_id: 1,
    stage: 'received',
    sender: null,
    freight_payer: 'receiver',
    cod_amount: 0,
    cod_collected: 0,
    cod_due: 0,
    arrived_at: null,
    amount: 100_000,
    collected: 0,
    due: 100_000,
    paid_state: 'unpaid',
    created_by: 1,
    created_at: '2026-11-05T01:00:00.000Z',
    updated_at: '2026-11-05T01:00:00.000Z',
    ...overrides,
  };
}
