import { Tag, Typography, type TableColumnsType } from 'antd';
import type { Product } from '@depot/shared/products/products.schema';
import { quantityUnit } from '@depot/shared/products/products.rules';
import { formatDate, formatMoney, formatNumber, formatWeight } from '@depot/shared/text/format';
import { RowActions } from '../../../components/row-actions';
import { tableTextFilter } from '../../../components/table-text-filter';
import { vi } from '../../../i18n/vi';
import type { ProductsListQuery } from '../api/product-queries';
import { tableAddressFilter } from './address-filter';
import { tableChoiceFilter, tableDateRangeFilter, tableNumberFilter } from './header-filters';
import { PaidSwitch } from './paid-switch';
import { shortAddress } from '@depot/shared/locations/locations.rules';
import type {
  NumberFilterName,
  ProductFilterChanges,
  ProductFilterName,
  TextFilterName,
} from './use-product-list-params';

type ProductColumnsOptions = {
  query: ProductsListQuery;
  setFilter: (name: ProductFilterName, value: string | number | undefined) => void;
  setFilters: (changes: ProductFilterChanges) => void;
  onDelete: (product: Product) => void;
  /** A phone: no column stays fixed, or the fixed ones would fill the screen. */
  compact: boolean;
};

const t = vi.products;
const NO_WRAP = { style: { whiteSpace: 'nowrap' } } as const;
const HEADER_STYLE = { overflowWrap: 'normal', wordBreak: 'normal' } as const;

/**
 * Spec 1 §2: the twelve columns in order, each with its header filter (text, number with an
 * operator, yes/no, date range, address levels). Widths are fixed so a laptop shows every
 * column on one line and a phone scrolls sideways.
 */
export function productColumns({
  query,
  setFilter,
  setFilters,
  onDelete,
  compact,
}: ProductColumnsOptions): TableColumnsType<Product> {
  const text = (name: TextFilterName, label: string) =>
    tableTextFilter<Product>({
      label,
      value: query[name] ?? '',
      placeholder: t.filterPlaceholder(label),
      onChange: (value) => setFilter(name, value),
    });
  const number = (name: NumberFilterName, label: string, kind: 'money' | 'weight') =>
    tableNumberFilter<Product>({
      label,
      kind,
      value: query[name],
      op: query[`${name}_op`],
      onChange: (value, op) => setFilters({ [name]: value, [`${name}_op`]: op }),
    });
  const columns: TableColumnsType<Product> = [
    {
      title: t.customer,
      key: 'customer',
      width: 160,
      fixed: compact ? undefined : 'left',
      ellipsis: true,
      render: (_v, product) => product.customer.full_name,
      ...text('customer', t.customer),
    },
    {
      title: t.address,
      key: 'address',
      width: 270,
      ellipsis: true,
      render: (_v, { customer }) =>
        shortAddress([customer.ward_id, customer.district_id, customer.province_id]),
      ...tableAddressFilter<Product>({
        label: t.address,
        value: {
          province_id: query.province_id,
          district_id: query.district_id,
          ward_id: query.ward_id,
        },
        onChange: (value) => setFilters(value),
      }),
    },
    {
      title: t.name,
      dataIndex: 'name',
      key: 'name',
      width: 160,
      ellipsis: true,
      ...text('name', t.name),
    },
    {
      title: t.price,
      dataIndex: 'price',
      key: 'price',
      width: 130,
      align: 'right',
      onCell: () => NO_WRAP,
      render: (price: number) => formatMoney(price),
      ...number('price', t.price, 'money'),
    },
    {
      title: t.quantity,
      dataIndex: 'quantity',
      key: 'quantity',
      width: 120,
      align: 'right',
      onCell: () => NO_WRAP,
      render: (quantity: number, product) =>
        `${formatNumber(quantity)} ${quantityUnit(product.price_type, product.specification_id)}`.trim(),
      ...number('quantity', t.quantity, 'money'),
    },
    {
      title: t.weight,
      dataIndex: 'total_weight',
      key: 'total_weight',
      width: 120,
      align: 'right',
      onCell: () => NO_WRAP,
      render: (weight: number) => formatWeight(weight),
      ...number('total_weight', t.weightLong, 'weight'),
    },
    {
      title: t.amount,
      dataIndex: 'amount',
      key: 'amount',
      width: 140,
      align: 'right',
      onCell: () => NO_WRAP,
      render: (amount: number) => formatMoney(amount),
      ...number('amount', t.amount, 'money'),
    },
    {
      title: t.paid,
      key: 'is_paid',
      width: 140,
      align: 'center',
      render: (_v, product) => <PaidSwitch product={product} />,
      ...tableChoiceFilter<Product>({
        label: t.paid,
        value: query.is_paid,
        yes: t.paidYes,
        no: t.paidNo,
        onChange: (value) => setFilter('is_paid', value === undefined ? undefined : String(value)),
      }),
    },
    {
      title: t.status,
      key: 'status',
      width: 190,
      onCell: () => NO_WRAP,
      render: (_v, { status, trip }) =>
        status ? (
          <span>
            <Tag color="green">{t.loaded}</Tag>
            {trip && (
              <Typography.Text type="secondary">
                {t.loadedOn(trip.number_car, formatDate(trip.datetime_from))}
              </Typography.Text>
            )}
          </span>
        ) : (
          <Tag>{t.notLoaded}</Tag>
        ),
      ...tableChoiceFilter<Product>({
        label: t.status,
        value: query.status,
        yes: t.loaded,
        no: t.notLoaded,
        onChange: (value) => setFilter('status', value === undefined ? undefined : String(value)),
      }),
    },
    {
      title: t.receiveDate,
      dataIndex: 'datetime',
      key: 'datetime',
      width: 130,
      onCell: () => NO_WRAP,
      render: (date: string) => formatDate(date),
      ...tableDateRangeFilter<Product>({
        label: t.receiveDate,
        from: query.date_from,
        to: query.date_to,
        onChange: (from, to) => setFilters({ date_from: from, date_to: to }),
      }),
    },
    {
      title: t.note,
      dataIndex: 'product_type',
      key: 'product_type',
      width: 160,
      ellipsis: true,
      ...text('product_type', t.note),
    },
    {
      title: t.actions,
      key: 'actions',
      width: 110,
      fixed: compact ? undefined : 'right',
      render: (_v, product) => (
        <RowActions
          editPath={`/products/update/${product.id}`}
          onDelete={() => onDelete(product)}
        />
      ),
    },
  ];
  return columns.map((column) => ({
    ...column,
    onHeaderCell: () => ({ style: HEADER_STYLE }),
    // A row's cells change only with the row: ticking a box must not redraw the whole page
    // (a phone in the loading yard, 60 rows of twelve columns).
    shouldCellUpdate: (row: Product, previous: Product) => row !== previous,
    // A header popup near the screen's edge slides back onto it (a phone is narrower than it).
    filterDropdownProps: { autoAdjustOverflow: { adjustX: 1, adjustY: 1, shiftX: true } },
  }));
}

/** The sum of the fixed widths: the table scrolls sideways below it. */
export const PRODUCT_TABLE_WIDTH = 1880;
