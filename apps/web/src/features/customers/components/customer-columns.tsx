import { Tag, type TableColumnsType } from 'antd';
import { CREDIT_LABEL } from '@depot/shared/payments/line-money.rules';
import type { Customer } from '@depot/shared/customers/customers.schema';
import { locationLabel, shortLocationLabel } from '@depot/shared/locations/locations.rules';
import {
  NEW_ADDRESS_VERSION,
  type AddressVersion,
  type Location,
} from '@depot/shared/locations/locations.schema';
import { formatMoney } from '@depot/shared/text/format';
import { tableLocationFilter } from '../../../domain/location-select/table-location-filter';
import { RowActions } from '../../../components/row-actions';
import { tableTextFilter } from '../../../components/table-text-filter';
import { vi } from '../../../i18n/vi';
import type { CustomersListQuery } from '../api/get-customers';
import type { CustomerFilterName, TextFilterName } from './use-customer-list-params';

type CustomerColumnsOptions = {
  query: CustomersListQuery;
  setFilter: (name: CustomerFilterName, value: string | number | undefined) => void;
  setProvince: (id: number | undefined, version: AddressVersion) => void;
  onDelete: (customer: Customer) => void;
};

const t = vi.customers;
const HEADER_STYLE = { overflowWrap: 'normal', wordBreak: 'normal' } as const;

/**
 * Column widths in px. At 1440 px with the sidebar open the table has about 1 120 px: every
 * column fits without scrolling and a place fits on one line in its short form, so 50 customers
 * make 50 one-line rows (a wrapped place doubled the page's height).
 */
const WIDTHS = {
  // Room for a usual full name (`Nguyễn Thị Ngọc Hạnh`) on one line.
  full_name: 220,
  phone: 120,
  number_house: 110,
  province_id: 160,
  district_id: 135,
  ward_id: 150,
  debt: 120,
  actions: 100,
} as const;

/** The table's width: the sum of its columns, scrolled on a narrower screen. */
export const CUSTOMER_TABLE_WIDTH = Object.values(WIDTHS).reduce((sum, width) => sum + width, 0);

/**
 * `TP. Hồ Chí Minh` in the cell, `Thành phố Hồ Chí Minh` on hover; cut with … if still long.
 * Empty for the district of a 2025 address, which has none.
 */
function place(location: Location | null) {
  return <span title={locationLabel(location)}>{shortLocationLabel(location)}</span>;
}
const PLACE_COLUMN = { render: place, ellipsis: { showTitle: false } } as const;

/**
 * The customer's credit as a figure of its own under the debt, never a negative debt: a tag only
 * the few customers with credit carry, so the other rows stay one line.
 */
function CreditTag({ credit }: { credit: number | null }) {
  if (!credit || credit <= 0) return null;
  return (
    <div>
      <Tag color="green" style={{ marginInlineEnd: 0, whiteSpace: 'normal', textAlign: 'right' }}>
        {CREDIT_LABEL} {formatMoney(credit)}
      </Tag>
    </div>
  );
}

/**
 * Spec 1 §2: every column but debt and actions filters from its header; the address filters
 * cascade (a district needs a province, a ward needs a district).
 */
export function customerColumns({
  query,
  setFilter,
  setProvince,
  onDelete,
}: CustomerColumnsOptions): TableColumnsType<Customer> {
  // The list the province filter is of (docs/decisions/0010-addresses-2025.md); a new filter starts from the 2025 list.
  const filterList: AddressVersion =
    query.province_id === undefined ? NEW_ADDRESS_VERSION : (query.address_version ?? 1);
  const isNew = query.province_id !== undefined && filterList === NEW_ADDRESS_VERSION;
  const text = (name: TextFilterName, label: string) => ({
    title: label,
    dataIndex: name,
    key: name,
    width: WIDTHS[name],
    ...tableTextFilter<Customer>({
      label,
      value: query[name] ?? '',
      placeholder: t.filterPlaceholder(label),
      onChange: (value) => setFilter(name, value),
    }),
  });
  const columns: TableColumnsType<Customer> = [
    { ...text('full_name', t.fullName), fixed: 'left' },
    text('phone', t.phone),
    text('number_house', t.numberHouse),
    {
      title: t.province,
      dataIndex: 'province_id',
      key: 'province_id',
      width: WIDTHS.province_id,
      ...PLACE_COLUMN,
      ...tableLocationFilter<Customer>({
        label: t.province,
        level: 'province',
        version: filterList,
        chooseVersion: true,
        value: query.province_id,
        placeholder: t.pickProvince,
        onChange: setProvince,
      }),
    },
    {
      title: t.district,
      dataIndex: 'district_id',
      key: 'district_id',
      width: WIDTHS.district_id,
      ...PLACE_COLUMN,
      ...tableLocationFilter<Customer>({
        label: t.district,
        level: 'district',
        // The 2025 list has no districts: the filter waits, saying so.
        parentId: isNew ? undefined : query.province_id,
        value: query.district_id,
        placeholder: t.pickDistrict,
        needsParentHint: isNew ? t.noDistrictInNewList : t.districtHint,
        onChange: (id) => setFilter('district_id', id),
      }),
    },
    {
      title: t.ward,
      dataIndex: 'ward_id',
      key: 'ward_id',
      width: WIDTHS.ward_id,
      ...PLACE_COLUMN,
      ...tableLocationFilter<Customer>({
        label: t.ward,
        level: 'ward',
        version: isNew ? NEW_ADDRESS_VERSION : 1,
        parentId: isNew ? query.province_id : query.district_id,
        value: query.ward_id,
        placeholder: t.pickWard,
        needsParentHint: filterList === NEW_ADDRESS_VERSION ? t.newWardHint : t.wardHint,
        onChange: (id) => setFilter('ward_id', id),
      }),
    },
    {
      title: t.debt,
      dataIndex: 'outstanding_debt',
      key: 'outstanding_debt',
      width: WIDTHS.debt,
      align: 'right',
      onCell: () => ({ style: { whiteSpace: 'nowrap' } }),
      render: (value: number | null, customer) => (
        <>
          {value === null ? '' : formatMoney(value)}
          <CreditTag credit={customer.credit} />
        </>
      ),
    },
    {
      title: t.actions,
      key: 'actions',
      width: WIDTHS.actions,
      fixed: 'right',
      render: (_value, customer) => (
        <RowActions
          editPath={`/customers/update/${customer.id}`}
          onDelete={() => onDelete(customer)}
        />
      ),
    },
  ];
  // A narrow header breaks between words ('Quận/ Huyện'), never inside one.
  return columns.map((column) => ({ ...column, onHeaderCell: () => ({ style: HEADER_STYLE }) }));
}
