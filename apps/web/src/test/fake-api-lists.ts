import { vi } from 'vitest';
import type { Customer } from '@depot/shared/customers/customers.schema';
import type { Dashboard } from '@depot/shared/dashboard/dashboard.schema';
import type { DebtRow, CustomerDebt } from '@depot/shared/debt/debt.schema';
import type { CustomerMoney } from '@depot/shared/payments/line-money.rules';
import type { ReceiptStatsRow } from '@depot/shared/statistics/statistics.schema';
import type { User } from '@depot/shared/users/users.schema';
import { customerOf, place } from './fake-api';

/**
 * A fetch stand-in for the list screens' component tests: routes by method and path
 * (`GET /api/customers`, `DELETE /api/customers/:id`), records every request, and answers as the
 * API does (the envelope, replies the contract's schemas accept). Anything unrouted is a 404.
 */

/** The envelope around `data`, with the HTTP status the server would give. */
export function answer(data: unknown, status = 200, message = 'Thành công'): Response {
  return new Response(JSON.stringify({ status: status < 400, message, data }), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });
}

export type Sent = { method: string; path: string; query: URLSearchParams; body: unknown };
/** A route's reply: data (wrapped in the envelope), or a Response of its own (an error, a wait). */
type Handler = (request: Sent) => unknown;

function matches(pattern: string, method: string, path: string): boolean {
  const [wantMethod, wantPath] = pattern.split(' ') as [string, string];
  if (wantMethod !== method) return false;
  const regex = new RegExp(`^${wantPath.replace(/:[a-z_]+/g, '[^/]+')}$`);
  return regex.test(path);
}

export function stubApi(routes: Record<string, Handler>) {
  const sent: Sent[] = [];
  const fake = vi.fn((input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const url = new URL(String(input), 'http://depot.test');
    const method = init?.method ?? 'GET';
    const body: unknown = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined;
    const request = { method, path: url.pathname, query: url.searchParams, body };
    sent.push(request);
    const route = Object.keys(routes).find((pattern) => matches(pattern, method, url.pathname));
    if (!route) return Promise.resolve(answer(null, 404, 'Không tìm thấy'));
    const reply = routes[route]!(request);
    if (reply instanceof Response || reply instanceof Promise)
      return Promise.resolve(reply as Response | Promise<Response>);
    return Promise.resolve(answer(reply));
  });
  vi.stubGlobal('fetch', fake);
  return {
    fake,
    /** The queries of the requests to `METHOD /path` (exact path), in order. */
    queries: (pattern: string) =>
      sent
        .filter((request) => `${request.method} ${request.path}` === pattern)
        .map((request) => Object.fromEntries(request.query)),
    /** Every request to a path pattern, as sent. */
    requests: (pattern: string) =>
      sent.filter((request) => matches(pattern, request.method, request.path)),
  };
}

/** A page of rows as a list endpoint answers it. */
export function pageAt<T>(rows: T[], total: number, paged: number, limit: number) {
  return {
    rows,
    total,
    paginate: { paged, limit, last_page: Math.max(1, Math.ceil(total / limit)) },
  };
}

/**
 * A customer as GET /customers lists it: customerOf's, with the address's list (the old one)
 * and no replaced address, which the contract asks of every customer a reply carries.
 */
export function listedCustomer(overrides: Partial<Customer> = {}): Customer {
  return { ...customerOf(), address_version: 1, old_address: null, ...overrides };
}

/** `count` customers named `Khách {n}`, ids from `first`. */
export function customersNamed(count: number, first = 1): Customer[] {
  return Array.from({ length: count }, (_, n) =>
    listedCustomer({
      id: first + n,
      full_name: `Khách ${first + n}`,
      phone: `0903${String(first + n).padStart(6, '0')}`,
    }),
  );
}

/** The administrative units the location selects offer (GET /location/provinces …). */
export const PROVINCES = [place(79, 'Hồ Chí Minh', 'Thành phố'), place(1, 'Hà Nội', 'Thành phố')];
export const DISTRICTS_OF_79 = [place(760, '1', 'Quận'), place(770, '3', 'Quận')];
export const WARDS_OF_760 = [place(26740, 'Bến Nghé', 'Phường'), place(26743, 'Đa Kao', 'Phường')];

/** GET /customers over `customers`, paged as the server pages them; DELETE answers as it does. */
export function stubCustomerDepot(customers: Customer[] = [listedCustomer()]) {
  return stubApi({
    'GET /api/customers': ({ query }) => {
      const paged = Number(query.get('paged') ?? 1);
      const limit = Number(query.get('limit') ?? 50);
      const shown = customers.slice((paged - 1) * limit, paged * limit);
      return pageAt(shown, customers.length, paged, limit);
    },
    'DELETE /api/customers/:id': () => answer(null, 200, 'Xóa khách hàng thành công'),
    'GET /api/location/provinces': () => PROVINCES,
    'GET /api/location/districts': () => DISTRICTS_OF_79,
    'GET /api/location/wards': () => WARDS_OF_760,
  });
}

/**
 * customerMoney() of the customer who owes below: 5 000 000 đ of opening debt not paid yet and
 * 230 000 đ of goods (200 000 on a vehicle, 30 000 loose).
 */
export const owingMoney: CustomerMoney = {
  opening_debt: 5_000_000,
  opening_collected: 0,
  opening_due: 5_000_000,
  goods_due: 230_000,
  credit: 0,
  outstanding_debt: 5_230_000,
};

/** A customer who owes, as GET /debt lists them. */
export function debtRowOf(overrides: Partial<DebtRow> = {}): DebtRow {
  return {
    id: 7,
    full_name: 'Đặng Thị Công Nợ',
    phone: '0903123456',
    address: '12 Lê Lợi, P. Bến Nghé - Q. 1 - TP. Hồ Chí Minh',
    debt: 5_000_000,
    ...owingMoney,
    unpaid_statements: 1,
    ...overrides,
  };
}

/** GET /debt/customer/7: one unpaid statement and one loose line. */
export function customerDebtOf(overrides: Partial<CustomerDebt> = {}): CustomerDebt {
  return {
    customer: { id: 7, full_name: 'Đặng Thị Công Nợ', phone: '0903123456' },
    debt: 5_000_000,
    ...owingMoney,
    statements: [
      {
        car: { id: 3, number_car: '51C-123.45' },
        datetime_from: '2026-11-20',
        lines: 2,
        amount: 200_000,
        collected: 0,
        due: 200_000,
      },
    ],
    loose: [
      {
        id: 90,
        code: '2611-0090',
        name: 'Thùng lẻ',
        datetime: '2026-11-21',
        amount: 30_000,
        collected: 0,
        due: 30_000,
        paid_state: 'unpaid',
      },
    ],
    ...overrides,
  };
}

/** A statistics card: customer 7 on vehicle 3 on `datefrom`. */
export function statsRowOf(overrides: Partial<ReceiptStatsRow> = {}): ReceiptStatsRow {
  return {
    trip_id: 1,
    customer: { id: 7, full_name: 'Trần Thị Gửi' },
    car: { id: 3, number_car: '51C-123.45', driver_name: 'Lê Văn Lái' },
    datefrom: '2026-11-20',
    lines: 2,
    total_weight: 20,
    amount: 220_000,
    collected: 0,
    due: 220_000,
    is_close: false,
    ...overrides,
  };
}

/** GET /dashboard of a range: figures, two days, two vehicles, `debts` largest debts. */
export function dashboardOf(range: { date_from: string; date_to: string }, debts = 2): Dashboard {
  return {
    ...range,
    totals: { goods: 5, weight: 178.75, amount: 492_125, collected: 0, due: 262_125 },
    per_day: [
      { date: range.date_from, amount: 392_125, collected: 0, goods: 4 },
      { date: range.date_to, amount: 100_000, collected: 0, goods: 1 },
    ],
    per_vehicle: [
      { car: { id: 3, number_car: '51C-123.45' }, capacity: 10_000, weight: 168.5, trips: 2 },
      { car: { id: 4, number_car: '51C-678.90' }, capacity: 2000, weight: 10.25, trips: 1 },
    ],
    top_debts: Array.from({ length: debts }, (_, n) => ({
      customer: { id: 100 + n, full_name: `Nợ Lớn ${String(n + 1).padStart(2, '0')}` },
      outstanding_debt: 999_000_000_000 - n * 1_000_000,
    })),
  };
}

/** A signed-in person of `role`. */
export function userOf(role: User['role'], id = 2, fullname = 'Trần Thị Lan'): User {
  return {
    id,
    fullname,
    username: 'nhanvien',
    email: 'nv@chanhxe.vn',
    role,
    branch_id: null,
    created_at: '2026-11-01T00:00:00Z',
    updated_at: '2026-11-01T00:00:00Z',
  };
}
