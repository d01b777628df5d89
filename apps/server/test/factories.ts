import type { Customer, customerBodySchema } from '@depot/shared/customers/customers.schema';
import type { Role, User } from '@depot/shared/users/users.schema';
import type { z } from 'zod';
import type { Executor } from '../src/db/client';
import { products, specifications } from '../src/db/schema/index';
import { systemContext } from '../src/lib/context';
import { createCustomer } from '../src/modules/customers/customers.service';
import { listDistricts, listWards } from '../src/modules/locations/locations.service';
import { allocateProductCode } from '../src/modules/products/products.service';
import { createUser } from '../src/modules/users/users.service';

/**
 * The one set of test factories: each inserts a consistent row, through the service where one
 * exists (the real checks and hashing), with unique names unless given.
 */

/** Hồ Chí Minh: every test database has the seeded location lists. */
export const HCM_PROVINCE_ID = 79;

let counter = 0;
function stamp(): string {
  counter += 1;
  return `${Date.now().toString(36)}${counter}`;
}

export const TEST_PASSWORD = 'mat-khau-123';

/** Inserts an account through the service (the real hashing and checks). */
export async function buildUser(
  db: Executor,
  overrides: Partial<{
    username: string;
    email: string;
    fullname: string;
    role: Role;
    password: string;
  }> = {},
): Promise<User> {
  const unique = stamp();
  return createUser(systemContext(db), {
    username: overrides.username ?? `nhanvien_${unique}`,
    email: overrides.email ?? `nv_${unique}@chanhxe.vn`,
    fullname: overrides.fullname ?? 'Nguyễn Văn Thử',
    role: overrides.role ?? 'staff',
    password: overrides.password ?? TEST_PASSWORD,
  });
}

/**
 * A consistent address: the given units, or the first district of the province and the first
 * ward of the district in reading order (Hồ Chí Minh → Quận 1 → its first ward by default).
 */
export async function pickAddress(
  db: Executor,
  given: { province_id?: number; district_id?: number; ward_id?: number } = {},
) {
  const province_id = given.province_id ?? HCM_PROVINCE_ID;
  const district_id =
    given.district_id ?? (await listDistricts(systemContext(db), province_id))[0]?.id;
  if (district_id === undefined) throw new Error(`Tỉnh ${province_id} không có quận/huyện`);
  const ward_id = given.ward_id ?? (await listWards(systemContext(db), district_id))[0]?.id;
  if (ward_id === undefined) throw new Error(`Quận/huyện ${district_id} không có phường/xã`);
  return { province_id, district_id, ward_id };
}

/** Inserts a customer through the service (the real checks), at a real address. */
export async function buildCustomer(
  db: Executor,
  overrides: Partial<z.output<typeof customerBodySchema>> = {},
): Promise<Customer> {
  return createCustomer(systemContext(db), {
    full_name: `Khách Hàng ${stamp()}`,
    phone: '0903123456',
    number_house: '',
    debt: 0,
    ...overrides,
    ...(await pickAddress(db, overrides)),
  });
}

/** Inserts a specification (quy cách) with a unique name unless one is given. */
export async function buildSpecification(db: Executor, name = `Quy cách ${stamp()}`) {
  const [row] = await db.insert(specifications).values({ name }).returning();
  return row!;
}

type ProductOverrides = Partial<
  Omit<typeof products.$inferInsert, 'year_create' | 'month_create' | 'order'>
>;

/**
 * Inserts a goods row directly (any column may be overridden, status and is_paid included):
 * makes a customer and, for weight pricing, a specification when none is given. The code takes
 * the next order of the receive date's month from the same counter as the product service
 * (year_create holds the full year), so rows made here never collide with goods created
 * through the API.
 */
export async function buildProduct(db: Executor, overrides: ProductOverrides = {}) {
  const price_type = overrides.price_type ?? 'weight';
  const customer_id = overrides.customer_id ?? (await buildCustomer(db)).id;
  const specification_id =
    overrides.specification_id !== undefined
      ? overrides.specification_id
      : price_type === 'package'
        ? null
        : (await buildSpecification(db)).id;
  const datetime = overrides.datetime ?? new Date().toISOString().slice(0, 10);
  return db.transaction(async (tx) => {
    const code = await allocateProductCode(systemContext(tx), datetime);
    const [row] = await tx
      .insert(products)
      .values({
        name: `Hàng thử ${stamp()}`,
        price: 1000,
        quantity: 1,
        total_weight: 10,
        ...overrides,
        customer_id,
        price_type,
        specification_id,
        datetime,
        ...code,
      })
      .returning();
    return row!;
  });
}
