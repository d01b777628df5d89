import { lineAmount, type PriceType } from '@depot/shared/products/products.rules';
import type { Customer, customerBodySchema } from '@depot/shared/customers/customers.schema';
import type { Role, User } from '@depot/shared/users/users.schema';
import type { z } from 'zod';
import type { Executor } from '../src/db/client';
import { products, specifications } from '../src/db/schema/index';
import { systemContext } from '../src/lib/context';
import { createCustomer } from '../src/modules/customers/customers.service';
import {
  listDistricts,
  listWards,
  listWards2025,
} from '../src/modules/locations/locations.service';
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
    /** The branch the account works for; none (every branch) by default. */
    branch_id: number | null;
  }> = {},
): Promise<User> {
  const unique = stamp();
  return createUser(systemContext(db), {
    username: overrides.username ?? `nhanvien_${unique}`,
    email: overrides.email ?? `nv_${unique}@chanhxe.vn`,
    fullname: overrides.fullname ?? 'Nguyễn Văn Thử',
    role: overrides.role ?? 'staff',
    password: overrides.password ?? TEST_PASSWORD,
    branch_id: overrides.branch_id ?? null,
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

/**
 * Inserts a customer through the service (the real checks), at a real address: of the old list
 * by default, of the 2025 list with `address_version: 2025` (default Phường Sài Gòn, Hồ Chí
 * Minh; a given province without a ward takes its first ward).
 */
export async function buildCustomer(
  db: Executor,
  overrides: Partial<z.input<typeof customerBodySchema>> = {},
): Promise<Customer> {
  const base = {
    full_name: `Khách Hàng ${stamp()}`,
    phone: '0903123456',
    number_house: '',
    debt: 0,
  };
  if (overrides.address_version === 2025) {
    const province_id = Number(overrides.province_id ?? HCM_PROVINCE_ID);
    const ward_id =
      overrides.ward_id === undefined
        ? province_id === HCM_PROVINCE_ID
          ? SAI_GON_WARD_2025
          : (await listWards2025(systemContext(db), province_id))[0]!.id
        : Number(overrides.ward_id);
    const { district_id: _, ...rest } = overrides;
    return createCustomer(systemContext(db), {
      ...base,
      ...(rest as Partial<z.output<typeof customerBodySchema>>),
      address_version: 2025,
      province_id,
      ward_id,
    });
  }
  const given = overrides as Partial<z.output<typeof customerBodySchema>>;
  return createCustomer(systemContext(db), {
    ...base,
    ...given,
    address_version: 1,
    ...(await pickAddress(db, given)),
  });
}

/** Phường Sài Gòn (2025), made of Bến Nghé, part of Đa Kao and of Nguyễn Thái Bình. */
export const SAI_GON_WARD_2025 = 26740;

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
  const priced = {
    price: overrides.price ?? 1000,
    quantity: overrides.quantity ?? 1,
    total_weight: Number(overrides.total_weight ?? 10),
    price_type: price_type as PriceType,
    is_total_money: overrides.is_total_money ?? false,
  };
  // A line made paid was paid in full, as products_paid_check wants it (docs/decisions/0001-payments-are-records.md).
  const paid_amount = overrides.paid_amount ?? (overrides.is_paid ? lineAmount(priced) : 0);
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
        paid_amount,
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

// Vehicles and trips for the pickup and statement tests (appended so the goods builders above
// stay as they are).
import { carBodySchema, type Car } from '@depot/shared/cars/cars.schema';
import { inArray } from 'drizzle-orm';
import { tripItems, trips } from '../src/db/schema/index';
import { createCar } from '../src/modules/cars/cars.service';
import { createBranch } from '../src/modules/branches/branches.service';

/**
 * A receiver's line of one package at 80 000 đ naming a sender and `cod` đ of thu hộ to collect
 * for them (docs/payments.md, "Sender and thu hộ"), with both customers made for it.
 */
export async function buildCodLine(db: Executor, cod: number) {
  const receiver = await buildCustomer(db);
  const sender = await buildCustomer(db);
  const line = await buildProduct(db, {
    customer_id: receiver.id,
    sender_id: sender.id,
    price_type: 'package',
    price: 80_000,
    quantity: 1,
    cod_amount: cod,
  });
  return { receiver, sender, line };
}

/**
 * Several goods rows, one after another: buildProduct takes the month's next code number, so
 * rows built at the same time would race for it.
 */
export async function buildProducts(
  db: Executor,
  count: number,
  overrides: ProductOverrides | ((index: number) => ProductOverrides) = {},
) {
  const rows = [];
  for (let i = 0; i < count; i++) {
    rows.push(await buildProduct(db, typeof overrides === 'function' ? overrides(i) : overrides));
  }
  return rows;
}

let plateCounter = 0;

/**
 * Inserts a car through the service with a plate of its own (`60C-100.01`, `60C-100.02`…)
 * and a capacity of 5 000 kg unless given.
 */
export async function buildCar(
  db: Executor,
  overrides: Partial<z.input<typeof carBodySchema>> = {},
): Promise<Car> {
  plateCounter += 1;
  const input = carBodySchema.parse({
    number_car: `60C${10000 + plateCounter}`,
    driver_name: 'Lê Văn Lái',
    total_weight: 5000,
    ...overrides,
  });
  return createCar(systemContext(db), input);
}

/** Inserts a bare trip row of a car and date (archived when `archived_at` is given). */
export async function insertTrip(db: Executor, values: typeof trips.$inferInsert) {
  const [row] = await db.insert(trips).values(values).returning();
  return row!;
}

/**
 * A vehicle's live trip on a date with goods on it, inserted directly (no transports service
 * needed): the trip (made or reused), one item per product, and the products marked loaded.
 * Missing parts are made: a car, and `lines` products (1 by default) of `customer_id`.
 */
export async function buildTrip(
  db: Executor,
  given: {
    car?: Car;
    datetime_from?: string;
    products?: (typeof products.$inferSelect)[];
    lines?: number;
    customer_id?: number;
    product?: ProductOverrides;
  } = {},
) {
  const car = given.car ?? (await buildCar(db));
  const datetime_from = given.datetime_from ?? new Date().toISOString().slice(0, 10);
  // One after the other: each product takes the next code number of its month.
  const goods = given.products ?? [];
  if (!given.products) {
    for (let n = 0; n < (given.lines ?? 1); n++) {
      goods.push(await buildProduct(db, { customer_id: given.customer_id, ...given.product }));
    }
  }
  const [made] = await db
    .insert(trips)
    .values({ car_id: car.id, datetime_from })
    .onConflictDoNothing()
    .returning();
  const trip =
    made ??
    (await db.query.trips.findFirst({
      where: (t, { and, eq, isNull }) =>
        and(eq(t.car_id, car.id), eq(t.datetime_from, datetime_from), isNull(t.archived_at)),
    }))!;
  const items =
    goods.length === 0
      ? []
      : await db
          .insert(tripItems)
          .values(goods.map((p) => ({ trip_id: trip.id, product_id: p.id })))
          .returning();
  if (goods.length > 0) {
    await db
      .update(products)
      .set({ status: true })
      .where(
        inArray(
          products.id,
          goods.map((p) => p.id),
        ),
      );
  }
  return { car, trip, items, products: goods };
}

/** A branch beside the first (docs/domain.md, "Branches"): Cần Thơ by default; its id. */
export async function buildBranch(
  db: Executor,
  { name = 'Chi nhánh Cần Thơ', code = 'CT', province_ids = [] as number[] } = {},
): Promise<number> {
  const made = await createBranch(systemContext(db), {
    name,
    code,
    address: '',
    phone: '',
    province_ids,
  });
  return made.id;
}
