import {
  ALREADY_CONVERTED,
  NOT_A_CANDIDATE,
  type ConversionStatus,
  type Customer,
} from '@depot/shared/customers/customers.schema';
import { BadRequestError, ConflictError, NotFoundError } from '../../errors';
import { inTransaction, type Context } from '../../lib/context';
import { pageOf } from '../../lib/reply';
import { addressFields } from '../../db/customer-address';
import { recordAudit } from '../audit/audit.service';
import { candidatesOfWards, findWard2025 } from '../locations/locations.service';
import * as q from './address-conversion.queries';
import { getCustomer } from './customers.service';
import { publishChange } from '../../lib/publish-change';
import { lockCustomerAddress } from '../../lib/row-locks';

/**
 * Converting the depot's customers to the 2025 list (docs/decisions/0010-addresses-2025.md), an admin's explicit step:
 * nothing converts by itself, receipts already printed stay as they were. Each conversion is
 * audited (entity `customer`, action `address_conversion`) with the old and the new address;
 * the old one stays on the customer, readable as `old_address`.
 */
const ENTITY = 'customer';
const ACTION = 'address_conversion';
const NOT_FOUND = 'Không tìm thấy khách hàng';

/** How many customers still have an old address, and a page of those a person must pick for. */
export async function conversionStatus(
  ctx: Context,
  { paged, limit }: { paged: number; limit: number },
): Promise<ConversionStatus> {
  const counts = await q.conversionCounts(ctx.db);
  const rows = await q.uncertainCustomers(ctx.db, { paged, limit });
  const candidates = await candidatesOfWards(
    ctx,
    rows.map((r) => r.old_ward_id!),
  );
  const uncertain = rows.map((r) => ({
    customer: {
      id: r.id,
      full_name: r.full_name,
      phone: r.phone,
      number_house: r.number_house,
      ...addressFields(r),
    },
    candidates: candidates.get(r.old_ward_id!) ?? [],
  }));
  return {
    ...counts,
    uncertain: pageOf(uncertain, counts.old_count - counts.certain_count, paged, limit),
  };
}

/** Converts, in one transaction, every customer whose old ward went whole into one new ward. */
export async function convertCertain(ctx: Context): Promise<{ converted: number }> {
  return inTransaction(ctx, async (tx) => {
    const rows = await q.convertCertain(tx.db);
    await recordAudit(
      tx,
      rows.map((r) => ({
        entity: ENTITY,
        entity_id: r.id,
        action: ACTION,
        before: {
          address_version: 1,
          province_id: r.province_id,
          district_id: r.district_id,
          ward_id: r.ward_id,
        },
        after: {
          address_version: 2025,
          province_id: r.province_2025_id,
          ward_id: r.ward_2025_id,
          how: 'certain',
        },
      })),
    );
    await publishChange(
      tx,
      'customerChanged',
      rows.map((r) => r.id),
    );
    return { converted: rows.length };
  });
}

/**
 * Converts one customer to the new ward a person picked: one of its candidates, or with
 * `any_ward` any ward of the 2025 list.
 */
export async function convertOne(
  ctx: Context,
  id: number,
  { ward_id, any_ward }: { ward_id: number; any_ward?: boolean },
): Promise<Customer> {
  return inTransaction(ctx, async (tx) => {
    const old = await lockCustomerAddress(tx.db, id);
    if (!old) throw new NotFoundError(NOT_FOUND);
    if (old.address_version !== 1 || old.ward_id === null) {
      throw new ConflictError(ALREADY_CONVERTED);
    }
    const candidates = (await candidatesOfWards(tx, [old.ward_id])).get(old.ward_id) ?? [];
    let picked = candidates.find((c) => c.ward.id === ward_id);
    if (!picked && any_ward) picked = await findWard2025(tx, ward_id);
    if (!picked) {
      const message = any_ward ? 'Phường/xã không tồn tại' : NOT_A_CANDIDATE;
      throw new BadRequestError(message, { ward_id: message });
    }
    await q.setNewAddress(tx.db, id, {
      province_2025_id: picked.province.id,
      ward_2025_id: picked.ward.id,
    });
    await recordAudit(tx, [
      {
        entity: ENTITY,
        entity_id: id,
        action: ACTION,
        before: { ...old },
        after: {
          address_version: 2025,
          province_id: picked.province.id,
          ward_id: picked.ward.id,
          how: candidates.some((c) => c.ward.id === ward_id) ? 'picked' : 'any_ward',
        },
      },
    ]);
    await publishChange(tx, 'customerChanged', [id]);
    return getCustomer(tx, id);
  });
}
