import type { AddressVersion } from '@depot/shared/locations/locations.schema';
import { and, desc, eq, gt, isNull, like, or, sql, type SQL } from 'drizzle-orm';
import { listPage } from '../../lib/list-page';
import { foldedContains, prefixPattern } from '../../lib/sql-pattern';
import type { Executor } from '../../db/client';
import { addressFilterSql, type AddressFilter } from '../../db/address-filter.sql';
import { customerAddressColumns, customerAddressJoin } from '../../db/customer-address';
import { customerAddresses } from '../../db/schema/customer-addresses';
import { touched } from '../../db/schema/columns';
import { customers, products } from '../../db/schema/index';
import { customerMoneyColumns, hasCreditSql } from './outstanding-debt.sql';

/**
 * List filters, already normalised by the service: the text ones folded the way f_unaccent
 * folds the generated *_folded columns, so the trigram indexes serve them.
 */
export type CustomerFilters = {
  /** The pickers' search (`q`): the folded name contains it, or the phone starts with it. */
  nameOrPhone?: { nameFolded?: string; phonePrefix?: string };
  fullNameFolded?: string;
  phone?: string;
  numberHouseFolded?: string;
  /** Province, district, ward of either list (db/address-filter.sql.ts). */
  address: AddressFilter;
  /** Only customers with credit (Tiền khách gửi trước). */
  hasCredit?: boolean;
};

/**
 * The columns of an address: the old triple (version 1) or the new pair (2025), the other
 * null. A conversion sets the new pair and keeps the old triple (convertAddresses).
 */
export type AddressValues = {
  address_version: AddressVersion;
  province_id: number | null;
  district_id: number | null;
  ward_id: number | null;
  province_2025_id: number | null;
  ward_2025_id: number | null;
};

export type CustomerValues = AddressValues & {
  full_name: string;
  phone: string;
  number_house: string;
  debt: number;
};

/** What a create or an edit writes: the address columns of its version only. */
export type CustomerWrite = Omit<CustomerValues, keyof AddressValues> & Partial<AddressValues>;

const live = isNull(customers.deleted_at);

/** A name containing the keyword, or a phone starting with it; undefined when it has neither. */
function nameOrPhone({ nameFolded, phonePrefix }: NonNullable<CustomerFilters['nameOrPhone']>) {
  return or(
    nameFolded ? foldedContains(customers.full_name_folded, nameFolded) : undefined,
    phonePrefix ? like(customers.phone, prefixPattern(phonePrefix)) : undefined,
  );
}

function whereOf(f: CustomerFilters): SQL | undefined {
  return and(
    live,
    f.nameOrPhone ? nameOrPhone(f.nameOrPhone) : undefined,
    f.fullNameFolded ? foldedContains(customers.full_name_folded, f.fullNameFolded) : undefined,
    f.phone ? foldedContains(customers.phone, f.phone) : undefined,
    f.numberHouseFolded
      ? foldedContains(customers.number_house_folded, f.numberHouseFolded)
      : undefined,
    addressFilterSql(f.address),
    f.hasCredit ? hasCreditSql() : undefined,
  );
}

/** A customer's own columns, its address and its kept money aside. */
const customerRowColumns = {
  id: customers.id,
  full_name: customers.full_name,
  phone: customers.phone,
  number_house: customers.number_house,
  debt: customers.debt,
  /** Kept equal to outstandingDebtSql by migration 0027's triggers (docs/speed.md). */
  outstanding_debt: customers.outstanding_debt,
  created_at: customers.created_at,
  updated_at: customers.updated_at,
};

/** A customer's own columns, its address aside. */
const customerOwnColumns = { ...customerRowColumns, ...customerMoneyColumns() };

/** A customer with its address units as `{id, name, type}`. */
const customerColumns = { ...customerOwnColumns, ...customerAddressColumns };

function selectCustomers(db: Executor) {
  return db
    .select(customerColumns)
    .from(customers)
    .innerJoin(customerAddresses, customerAddressJoin);
}

export type CustomerRow = Awaited<
  ReturnType<ReturnType<typeof selectCustomers>['execute']>
>[number];

/**
 * One page of live customers, newest first, and how many match (capped, see listPage). The
 * count reads the customers table alone: every customer has one row in customer_addresses.
 * The page is cut from the customers table first, then each of its rows is named through the
 * address view, a row at a time (docs/speed.md): joined flat, the view's
 * seven relations were planned with the list on every call (9 ms), and a late page sorted every
 * customer with its address (45 ms at page 200 of 10 000 customers).
 */
export async function listCustomers(
  db: Executor,
  filters: CustomerFilters,
  { paged, limit }: { paged: number; limit: number },
) {
  const where = whereOf(filters);
  return listPage(db, { table: customers, where, paged }, async (total) => {
    // The kept money is read for the page's rows only, outside the cut: inside it, every row
    // skipped by the offset read its three figures too (all 10 000 customers at the last page).
    const page = db
      .select({
        ...customerRowColumns,
        total: sql<number>`${total}`.as('total'),
      })
      .from(customers)
      .where(where)
      .orderBy(desc(customers.id))
      .limit(limit)
      .offset((paged - 1) * limit)
      .as('page');
    const address = db
      .select(customerAddressColumns)
      .from(customerAddresses)
      .where(eq(customerAddresses.customer_id, page.id))
      .limit(1)
      .as('address');
    const rows = await db
      .select({
        id: page.id,
        full_name: page.full_name,
        phone: page.phone,
        number_house: page.number_house,
        debt: page.debt,
        outstanding_debt: page.outstanding_debt,
        ...customerMoneyColumns(page.id),
        created_at: page.created_at,
        updated_at: page.updated_at,
        address_version: address.address_version,
        province: address.province,
        district: address.district,
        ward: address.ward,
        old_address: address.old_address,
        total: page.total,
      })
      .from(page)
      .innerJoinLateral(address, sql`true`)
      .orderBy(desc(page.id));
    return rows.map((r) => ({ ...r, total: Number(r.total) }));
  });
}

export async function findCustomerById(db: Executor, id: number): Promise<CustomerRow | undefined> {
  const [row] = await selectCustomers(db)
    .where(and(eq(customers.id, id), live))
    .limit(1);
  return row;
}

export async function insertCustomer(db: Executor, values: CustomerWrite): Promise<number> {
  const [row] = await db.insert(customers).values(values).returning({ id: customers.id });
  return row!.id;
}

/** Updates a live customer; undefined when there is none. */
export async function updateCustomer(db: Executor, id: number, values: CustomerWrite) {
  const [row] = await db
    .update(customers)
    .set({ ...values, ...touched() })
    .where(and(eq(customers.id, id), live))
    .returning({ id: customers.id });
  return row?.id;
}

export async function hasLiveProducts(db: Executor, customerId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: products.id })
    .from(products)
    .where(and(eq(products.customer_id, customerId), isNull(products.deleted_at)))
    .limit(1);
  return row !== undefined;
}

export async function softDeleteCustomer(db: Executor, id: number): Promise<void> {
  await db
    .update(customers)
    .set({ deleted_at: sql`now()`, ...touched() })
    .where(and(eq(customers.id, id), live));
}

/**
 * The `limit` live customers owing the most, largest first (the dashboard's top debtors): the
 * kept outstanding debt (customers.outstanding_debt, migration 0027, equal to outstandingDebtSql),
 * read in order from customers_debtors_idx as GET /debt's page is, not every customer summed
 * and sorted (docs/speed.md).
 */
export async function largestDebts(db: Executor, limit: number) {
  return db
    .select({
      id: customers.id,
      full_name: customers.full_name,
      outstanding_debt: customers.outstanding_debt,
    })
    .from(customers)
    .where(and(live, gt(customers.outstanding_debt, 0)))
    .orderBy(desc(customers.outstanding_debt), customers.id)
    .limit(limit);
}
