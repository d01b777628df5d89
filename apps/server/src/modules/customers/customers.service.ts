import { applyCredit, trimOpeningMoney } from '../payments/payments-credit.service';
import type { Page } from '@depot/shared/api/envelope';
import type { RequestIdBody } from '@depot/shared/api/request-id';
import type {
  Customer,
  customerBodySchema,
  customerListQuerySchema,
} from '@depot/shared/customers/customers.schema';
import { phoneSearchKey } from '@depot/shared/customers/customers.rules';
import { NEW_ADDRESS_VERSION, OLD_ADDRESS_VERSION } from '@depot/shared/locations/locations.schema';
import type { z } from 'zod';
import { BadRequestError, ConflictError, NotFoundError } from '../../errors';
import { guardConstraints, type ConstraintConflicts } from '../../lib/constraint-conflict';
import { inTransaction, type Context } from '../../lib/context';
import { pageOf } from '../../lib/reply';
import { requestOnce } from '../../lib/request-once';
import { foldedKeyword } from '../../lib/sql-pattern';
import { address2025Errors, addressErrors } from '../locations/locations.service';
import { toCustomer } from './customers.mapper';
import * as q from './customers.queries';
import { publishChange } from '../../lib/publish-change';
import { lockCustomerForDelete } from '../../lib/row-locks';

type ListQuery = z.output<typeof customerListQuerySchema>;
type BodyInput = z.output<typeof customerBodySchema>;

const NOT_FOUND = 'Không tìm thấy khách hàng';
const HAS_GOODS = 'Không thể xóa khách hàng đã có hàng hóa';

/** The composite foreign keys behind assertAddress, should a unit change under the check. */
const CONFLICTS: ConstraintConflicts = {
  customers_province_id_provinces_id_fk: {
    message: 'Tỉnh/thành không tồn tại',
    field: 'province_id',
  },
  customers_district_id_province_id_districts_id_province_id_fk: {
    message: 'Quận/huyện không thuộc tỉnh/thành đã chọn',
    field: 'district_id',
  },
  customers_ward_id_district_id_wards_id_district_id_fk: {
    message: 'Phường/xã không thuộc quận/huyện đã chọn',
    field: 'ward_id',
  },
  customers_province_2025_id_provinces_2025_id_fk: {
    message: 'Tỉnh/thành không tồn tại',
    field: 'province_id',
  },
  customers_ward_2025_id_province_2025_id_wards_2025_id_province_id_fk: {
    message: 'Phường/xã không thuộc tỉnh/thành đã chọn',
    field: 'ward_id',
  },
};

/** Phones are stored as bare digits; people type them grouped ("0903 123 456", "0903.123"). */
function phoneKeyword(keyword: string | undefined): string | undefined {
  return keyword ? keyword.replace(/[\s.\-()]/g, '') || undefined : undefined;
}

export async function listCustomers(ctx: Context, query: ListQuery): Promise<Page<Customer>> {
  const { paged, limit } = query;
  const { rows, total } = await q.listCustomers(
    ctx.db,
    {
      nameOrPhone: query.q
        ? { nameFolded: foldedKeyword(query.q), phonePrefix: phoneSearchKey(query.q) }
        : undefined,
      fullNameFolded: foldedKeyword(query.full_name),
      phone: phoneKeyword(query.phone),
      numberHouseFolded: foldedKeyword(query.number_house),
      address: {
        version: query.address_version,
        provinceId: query.province_id,
        districtId: query.district_id,
        wardId: query.ward_id,
      },
      hasCredit: query.has_credit,
    },
    { paged, limit },
  );
  // The outstanding debt is kept on the customer row (migration 0027), so the list reads it with
  // the page; has_debt=false (the pickers' quick list) still leaves it out of the reply.
  return pageOf(
    rows.map((row) => toCustomer(row, query.has_debt)),
    total,
    paged,
    limit,
  );
}

/**
 * The `limit` customers with the largest outstanding debt above zero (docs/domain.md), largest
 * first: the dashboard's list, from the kept customers.outstanding_debt.
 */
export async function largestDebts(
  ctx: Context,
  limit: number,
): Promise<{ customer: { id: number; full_name: string }; outstanding_debt: number }[]> {
  const rows = await q.largestDebts(ctx.db, limit);
  return rows.map(({ id, full_name, outstanding_debt }) => ({
    customer: { id, full_name },
    outstanding_debt,
  }));
}

export async function getCustomer(ctx: Context, id: number): Promise<Customer> {
  const row = await q.findCustomerById(ctx.db, id);
  if (!row) throw new NotFoundError(NOT_FOUND);
  return toCustomer(row, true);
}

/**
 * The district must lie in the province and the ward in the district (an old address), or the
 * ward in the province (a 2025 address). The composite foreign keys refuse it too, but only
 * with a generic message; this names the field to fix.
 */
async function assertAddress(ctx: Context, input: BodyInput): Promise<void> {
  const errors =
    input.address_version === NEW_ADDRESS_VERSION
      ? await address2025Errors(ctx, input)
      : await addressErrors(ctx, { ...input, district_id: input.district_id ?? 0 });
  const first = Object.values(errors)[0];
  if (first) throw new BadRequestError(first, errors);
}

/**
 * The columns a body sets. A 2025 address leaves the old columns as they are: null for a
 * customer created with it, the old address kept readable for one that had one.
 */
function valuesOf(input: BodyInput): q.CustomerWrite {
  const common = {
    full_name: input.full_name,
    phone: input.phone,
    number_house: input.number_house,
    debt: input.debt,
  };
  if (input.address_version === NEW_ADDRESS_VERSION) {
    return {
      ...common,
      address_version: NEW_ADDRESS_VERSION,
      province_2025_id: input.province_id,
      ward_2025_id: input.ward_id,
    };
  }
  return {
    ...common,
    address_version: OLD_ADDRESS_VERSION,
    province_id: input.province_id,
    district_id: input.district_id ?? null,
    ward_id: input.ward_id,
    province_2025_id: null,
    ward_2025_id: null,
  };
}

/**
 * Inserts, then re-reads with the address names, in one transaction; once per `request_id`, so a
 * double click or a resend makes one customer and answers it again.
 */
export async function createCustomer(
  ctx: Context,
  input: BodyInput & RequestIdBody,
): Promise<Customer> {
  await assertAddress(ctx, input);
  return requestOnce(ctx, 'customer.create', input.request_id, async (tx) => {
    const id = await guardConstraints(CONFLICTS, () => q.insertCustomer(tx.db, valuesOf(input)));
    await publishChange(tx, 'customerChanged', [id]);
    return getCustomer(tx, id);
  });
}

export async function updateCustomer(
  ctx: Context,
  id: number,
  input: BodyInput,
): Promise<Customer> {
  if (!(await q.findCustomerById(ctx.db, id))) throw new NotFoundError(NOT_FOUND);
  await assertAddress(ctx, input);
  return inTransaction(ctx, async (tx) => {
    const updated = await guardConstraints(CONFLICTS, () =>
      q.updateCustomer(tx.db, id, valuesOf(input)),
    );
    // Deleted by someone else between the two statements.
    if (updated === undefined) throw new NotFoundError(NOT_FOUND);
    // The update holds the customer row (the lock order's first step). An opening debt lowered
    // below what was paid of it gives the excess back as credit; credit pays a raised one.
    await trimOpeningMoney(tx, id);
    await applyCredit(tx, id);
    await publishChange(tx, 'customerChanged', [id]);
    return getCustomer(tx, id);
  });
}

/** Soft delete, refused while the customer has goods (deleted goods do not count). */
export async function deleteCustomer(ctx: Context, id: number): Promise<void> {
  await inTransaction(ctx, async (tx) => {
    if (!(await lockCustomerForDelete(tx.db, id))) throw new NotFoundError(NOT_FOUND);
    if (await q.hasLiveProducts(tx.db, id)) throw new ConflictError(HAS_GOODS);
    await q.softDeleteCustomer(tx.db, id);
    await publishChange(tx, 'customerChanged', [id]);
  });
}
