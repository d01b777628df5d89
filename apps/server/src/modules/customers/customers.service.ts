import type { Page } from '@depot/shared/api/envelope';
import type {
  Customer,
  customerBodySchema,
  customerListQuerySchema,
} from '@depot/shared/customers/customers.schema';
import type { z } from 'zod';
import type { Database } from '../../db/client';
import { BadRequestError, ConflictError, NotFoundError } from '../../errors';
import { pageOf } from '../../lib/reply';
import { foldedKeyword } from '../../lib/sql-pattern';
import { addressErrors } from '../locations/locations.service';
import { toCustomer } from './customers.mapper';
import * as q from './customers.queries';

type ListQuery = z.output<typeof customerListQuerySchema>;
type BodyInput = z.output<typeof customerBodySchema>;

const NOT_FOUND = 'Không tìm thấy khách hàng';
const HAS_GOODS = 'Không thể xóa khách hàng đã có hàng hóa';

/** Phones are stored as bare digits; people type them grouped ("0903 123 456", "0903.123"). */
function phoneKeyword(keyword: string | undefined): string | undefined {
  return keyword ? keyword.replace(/[\s.\-()]/g, '') || undefined : undefined;
}

/** Opening debt plus unpaid goods (DESIGN.md decision 6). */
function outstanding(row: q.CustomerRow, unpaid: Map<number, number>): number {
  return row.debt + (unpaid.get(row.id) ?? 0);
}

export async function listCustomers(db: Database, query: ListQuery): Promise<Page<Customer>> {
  const { paged, limit } = query;
  const { rows, total } = await q.listCustomers(
    db,
    {
      fullNameFolded: foldedKeyword(query.full_name),
      phone: phoneKeyword(query.phone),
      numberHouseFolded: foldedKeyword(query.number_house),
      provinceId: query.province_id,
      districtId: query.district_id,
      wardId: query.ward_id,
    },
    { paged, limit },
  );
  // has_debt=false is the quick list (dropdowns): the goods are not read at all.
  const unpaid = query.has_debt
    ? await q.unpaidAmounts(
        db,
        rows.map((r) => r.id),
      )
    : undefined;
  return pageOf(
    rows.map((row) => toCustomer(row, unpaid ? outstanding(row, unpaid) : null)),
    total,
    paged,
    limit,
  );
}

export async function getCustomer(db: Database, id: number): Promise<Customer> {
  const row = await q.findCustomerById(db, id);
  if (!row) throw new NotFoundError(NOT_FOUND);
  return toCustomer(row, outstanding(row, await q.unpaidAmounts(db, [id])));
}

/**
 * The district must lie in the province and the ward in the district. The composite foreign
 * keys refuse it too, but only with a generic message; this names the field to fix.
 */
async function assertAddress(db: Database, input: BodyInput): Promise<void> {
  const errors = await addressErrors(db, input);
  const first = Object.values(errors)[0];
  if (first) throw new BadRequestError(first, errors);
}

function valuesOf(input: BodyInput): q.CustomerValues {
  return {
    full_name: input.full_name,
    phone: input.phone,
    number_house: input.number_house,
    province_id: input.province_id,
    district_id: input.district_id,
    ward_id: input.ward_id,
    debt: input.debt,
  };
}

export async function createCustomer(db: Database, input: BodyInput): Promise<Customer> {
  await assertAddress(db, input);
  const id = await q.insertCustomer(db, valuesOf(input));
  return getCustomer(db, id);
}

export async function updateCustomer(
  db: Database,
  id: number,
  input: BodyInput,
): Promise<Customer> {
  if (!(await q.findCustomerById(db, id))) throw new NotFoundError(NOT_FOUND);
  await assertAddress(db, input);
  const updated = await q.updateCustomer(db, id, valuesOf(input));
  // Deleted by someone else between the two statements.
  if (updated === undefined) throw new NotFoundError(NOT_FOUND);
  return getCustomer(db, id);
}

/** Soft delete, refused while the customer has goods (deleted goods do not count). */
export async function deleteCustomer(db: Database, id: number): Promise<void> {
  await db.transaction(async (tx) => {
    if (!(await q.lockLiveCustomer(tx, id))) throw new NotFoundError(NOT_FOUND);
    if (await q.hasLiveProducts(tx, id)) throw new ConflictError(HAS_GOODS);
    await q.softDeleteCustomer(tx, id);
  });
}
