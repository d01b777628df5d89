import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildCustomer } from '../../test/factories';
import { createTestDatabase } from '../../test/database';
import type { DatabaseHandle } from './client';
import { addressIdColumns, nameAddresses, type AddressIds } from './customer-address-names';

// Addresses named in Node (docs/speed.md) read exactly as the view customer_addresses gives them:
// an old-list address, a 2025 one, and a converted one that keeps its old address.
let handle: DatabaseHandle & { close: () => Promise<void> };
beforeAll(async () => {
  handle = await createTestDatabase();
});
afterAll(() => handle.close());

const idRows = async () =>
  (
    await handle.db.execute(
      sql.raw(`select c.id, ${addressIdColumns('c')} from customers c order by c.id`),
    )
  ).rows as unknown as (AddressIds & { id: number })[];

const viewRows = async () =>
  (
    await handle.db.execute(
      sql`select customer_id as id, address_version, province, district, ward, old_address
        from customer_addresses order by customer_id`,
    )
  ).rows;

describe('nameAddresses', () => {
  it('names every kind of address as the view does', async () => {
    await buildCustomer(handle.db, { province_id: 79 });
    const newer = await buildCustomer(handle.db, { address_version: 2025 });
    const converted = await buildCustomer(handle.db, { province_id: 1 });
    await handle.db.execute(sql`update customers set address_version = 2025,
      province_2025_id = ${newer.province_id.id}, ward_2025_id = ${newer.ward_id.id}
      where id = ${converted.id}`);

    const named = (await nameAddresses(handle.db, await idRows())).map((r) => ({
      id: r.id,
      address_version: r.address_version,
      province: r.province,
      district: r.district,
      ward: r.ward,
      old_address: r.old_address,
    }));
    const view = await viewRows();
    expect(named).toEqual(view);
    expect(
      named.map((r) => [r.address_version, r.district === null, r.old_address === null]),
    ).toEqual([
      [1, false, true],
      [2025, true, true],
      [2025, true, false],
    ]);
  });

  it('reads the units again for one it does not hold yet', async () => {
    await nameAddresses(handle.db, await idRows());
    const ward = (
      await handle.db.execute<{ province_id: number }>(
        sql`select province_id from wards_2025 limit 1`,
      )
    ).rows[0]!;
    await handle.db.execute(sql`insert into wards_2025 (id, province_id, name, type, sort_key)
      values (99999, ${ward.province_id}, 'Thử Mới', 'Phường', 'thu moi')`);
    await handle.db.execute(sql`update customers set province_2025_id = ${ward.province_id},
      ward_2025_id = 99999 where address_version = 2025`);

    const named = await nameAddresses(handle.db, await idRows());
    expect(named.filter((r) => r.address_version === 2025).map((r) => r.ward)).toEqual([
      { id: 99999, name: 'Thử Mới', type: 'Phường' },
      { id: 99999, name: 'Thử Mới', type: 'Phường' },
    ]);
    expect(named.map((r) => r.ward)).toEqual((await viewRows()).map((r) => r.ward));
  });
});
