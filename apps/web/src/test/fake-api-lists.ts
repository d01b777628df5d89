import { customersApi } from '@depot/shared/customers/customers.contract';
import { locationsApi } from '@depot/shared/locations/locations.contract';
import type { Customer } from '@depot/shared/customers/customers.schema';
import type { Dashboard } from '@depot/shared/dashboard/dashboard.schema';
import type { DebtRow, CustomerDebt } from '@depot/shared/debt/debt.schema';
import type { CustomerMoney } from '@depot/shared/payments/line-money.rules';
import type { ReceiptStatsRow } from '@depot/shared/statistics/statistics.schema';
import type { User } from '@depot/shared/users/users.schema';
import { customerOf, place } from './fake-api';
import { on, said, stubEndpoints } from './fake-api-endpoints';

/** Replies and fixtures of the list screens' component tests (customers, debt, statistics…). */

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
  return stubEndpoints([
    on(customersApi.list, ({ query }) => {
      const paged = Number(query.get('paged') ?? 1);
      const limit = Number(query.get('limit') ?? 50);
      const shown = customers.slice((paged - 1) * limit, paged * limit);
      return pageAt(shown, customers.length, paged, limit);
    }),
    on(customersApi.remove, () => said('Xóa khách hàng thành công', null)),
    on(locationsApi.provinces, () => PROVINCES),
    on(locationsApi.districts, () => DISTRICTS_OF_79),
    on(locationsApi.wards, () => WARDS_OF_760),
  ]);
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
        receiver: null,
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
    totals: {
      goods: 5,
      weight: 178.75,
      amount: 492_125,
      collected: 0,
      due: 262_125,
      costs: 150_000,
      left: 342_125,
      cod_owed: 1_000_000,
    },
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
