import { branchesApi } from '@depot/shared/branches/branches.contract';
import { locationsApi } from '@depot/shared/locations/locations.contract';
import type { Branch } from '@depot/shared/branches/branches.schema';
import type { Car } from '@depot/shared/cars/cars.schema';
import type { Specification } from '@depot/shared/specifications/specifications.schema';
import type { User } from '@depot/shared/users/users.schema';
import { conversionOf, NEW_LOCATIONS } from './fake-api-addresses';
import { place } from './fake-api';
import { on, type EndpointRoute } from './fake-api-endpoints';

/**
 * Fixtures and routes of stubEndpoints for the forms' component tests (customers, cars, users,
 * specifications, sign-in, goods): whole replies, since callApi checks them against the contract.
 */

/** A car as GET /cars/:id reads it: 51C-123.45, Trần Văn Tài, 2 500 kg. */
export function carOf(overrides: Partial<Car> = {}): Car {
  return {
    id: 9,
    number_car: '51C-123.45',
    driver_name: 'Trần Văn Tài',
    total_weight: 2500,
    created_at: '2026-11-01T01:00:00.000Z',
    updated_at: '2026-11-01T01:00:00.000Z',
    ...overrides,
  };
}

/** An account as GET /users reads it: a staff member, thukho01. */
export function userOf(overrides: Partial<User> = {}): User {
  return {
    id: 12,
    username: 'thukho01',
    email: 'thukho01@chanhxe.vn',
    fullname: 'Võ Thị Thủ Kho',
    role: 'staff',
    branch_id: null,
    created_at: '2026-11-01T01:00:00.000Z',
    updated_at: '2026-11-01T01:00:00.000Z',
    ...overrides,
  };
}

/** The signed-in admin of the users screens. */
export const ADMIN = userOf({
  id: 1,
  username: 'quanly01',
  fullname: 'Quản Lý Chi Nhánh',
  role: 'admin',
});

/** A branch as GET /branches lists it: the depot that existed, SG, serving HCM (2025 list). */
export function branchOf(overrides: Partial<Branch> = {}): Branch {
  return {
    id: 1,
    name: 'Chi nhánh Sài Gòn',
    code: 'SG',
    address: '12 Lê Lợi, Phường Sài Gòn, Thành phố Hồ Chí Minh',
    phone: '028 3822 1234',
    province_ids: [79],
    created_at: '2026-11-01T01:00:00.000Z',
    updated_at: '2026-11-01T01:00:00.000Z',
    ...overrides,
  };
}

/** The provinces of the 2025 list the branch form offers here: HCM, Cần Thơ and Hà Nội. */
export const BRANCH_PROVINCES = [
  place(79, 'Hồ Chí Minh', 'Thành phố'),
  place(92, 'Cần Thơ', 'Thành phố'),
  place(1, 'Hà Nội', 'Thành phố'),
];

/** GET /branches answering `branches`, and the 2025 provinces, for the branches screens. */
export function branchRoutes(branches: () => Branch[]): EndpointRoute[] {
  return [
    on(branchesApi.list, () => branches()),
    on(locationsApi.provinces, () => BRANCH_PROVINCES),
  ];
}

/** A specification as GET /specifications reads it: Thùng carton. */
export function specificationOf(overrides: Partial<Specification> = {}): Specification {
  return {
    id: 3,
    name: 'Thùng carton',
    created_at: '2026-11-01T01:00:00.000Z',
    updated_at: '2026-11-01T01:00:00.000Z',
    ...overrides,
  };
}

/** GET /location/* of the customer form: two provinces, two districts of HCM, their wards. */
export const LOCATIONS = {
  provinces: [place(79, 'Hồ Chí Minh', 'Thành phố'), place(1, 'Hà Nội', 'Thành phố')],
  districts: [place(760, '1', 'Quận'), place(770, '3', 'Quận')],
  wards: { 760: [place(26734, 'Bến Nghé', 'Phường')], 770: [place(27139, 'Võ Thị Sáu', 'Phường')] },
};

const isNewList = (query: URLSearchParams) => query.get('version') === '2025';

/** The location routes of the customer form: both lists (docs/decisions/0010-addresses-2025.md). */
export const locationRoutes: EndpointRoute[] = [
  on(locationsApi.provinces, ({ query }) =>
    isNewList(query) ? NEW_LOCATIONS.provinces : LOCATIONS.provinces,
  ),
  on(locationsApi.districts, ({ query }) =>
    query.get('province_id') === '79' ? LOCATIONS.districts : [],
  ),
  on(locationsApi.wards, ({ query }) =>
    isNewList(query)
      ? (NEW_LOCATIONS.wards[Number(query.get('province_id'))] ?? [])
      : (LOCATIONS.wards[Number(query.get('district_id')) as 760 | 770] ?? []),
  ),
  on(locationsApi.convert, ({ query }) => conversionOf(Number(query.get('ward_id')))),
];
