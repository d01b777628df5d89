import { FREIGHT_PAYER_LABELS } from '@depot/shared/products/sender-cod.rules';
import type { TableColumnsType } from 'antd';
import type { Product } from '@depot/shared/products/products.schema';
import { shortAddress } from '@depot/shared/locations/locations.rules';
import { quantityUnit } from '@depot/shared/products/products.rules';
import { formatDate, formatMoney, formatNumber, formatWeight } from '@depot/shared/text/format';
import { RowActions } from '../../../components/row-actions';
import { tableTextFilter } from '../../../components/table-text-filter';
import { vi } from '../../../i18n/vi';
import type { ProductsListQuery } from '../api/product-queries';
import { tableAddressFilter } from './address-filter';
import { branchColumn, type BranchCodes } from './branch-column';
import { tableChoiceFilter, tableDateRangeFilter, tableNumberFilter } from './header-filters';
import { PaidSwitch } from './paid-switch';
import { CutText, cutCell, StatusCell } from './product-cells';
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
  /** The branches' codes once the depot has more than one: the `Chi nhánh` column shows. */
  branchCodes?: BranchCodes;
};

const t = vi.products;
/**
 * The columns of fixed width, in px (the selection box is SELECTION_WIDTH): a code, a date, a
 * price up to 9.999.999 đ and an amount up to 99.999.999 đ show whole in 13 px Be Vietnam Pro;
 * with branches, two branch codes (`SG → CT`).
 */
const WIDTHS = {
  code: 84,
  price: 92,
  quantity: 72,
  weight: 80,
  amount: 100,
  paid: 64,
  status: 96,
  date: 92,
  actions: 64,
  branches: 76,
} as const;
export const SELECTION_WIDTH = 32;
/** A header wraps between words (a cell cuts its text; a header says what the column is). */
const HEADER_STYLE = { overflowWrap: 'normal', wordBreak: 'normal', whiteSpace: 'normal' } as const;

/**
 * Spec 1 §2: the twelve columns in order after the code (docs/domain.md), each with its header filter
 * (text, number with an operator, yes/no, date range, address levels). Every cell is one line:
 * a longer text is cut, whole on hover. From a 1366 px laptop up every column is on screen.
 */
/** Whether each row's status cell was last drawn knowing the depot has branches. */
const drawnWithBranches = new WeakMap<Product, boolean>();

export function productColumns({
  query,
  setFilter,
  setFilters,
  onDelete,
  compact,
  branchCodes,
}: ProductColumnsOptions): TableColumnsType<Product> {
  const branches = branchCodes !== undefined;
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
      title: t.code,
      key: 'code',
      width: WIDTHS.code,
      fixed: compact ? undefined : 'left',
      ...cutCell<Product>((product) => product.code),
      ...text('code', t.code),
    },
    {
      title: t.customer,
      key: 'customer',
      fixed: compact ? undefined : 'left',
      ...cutCell<Product>((product) => product.customer.full_name),
      ...text('customer', t.customer),
    },
    {
      title: t.address,
      key: 'address',
      ...cutCell<Product>(({ customer }) =>
        shortAddress([customer.ward_id, customer.district_id, customer.province_id]),
      ),
      ...tableAddressFilter<Product>({
        label: t.address,
        value: {
          province_id: query.province_id,
          district_id: query.district_id,
          ward_id: query.ward_id,
          address_version: query.address_version,
        },
        onChange: (value) => setFilters(value),
      }),
    },
    {
      title: t.name,
      key: 'name',
      ...cutCell<Product>((product) => product.name),
      ...text('name', t.name),
    },
    {
      title: t.price,
      key: 'price',
      width: WIDTHS.price,
      align: 'right',
      ...cutCell<Product>((product) => formatMoney(product.price)),
      ...number('price', t.price, 'money'),
    },
    {
      title: t.quantity,
      key: 'quantity',
      width: WIDTHS.quantity,
      align: 'right',
      ...cutCell<Product>((product) =>
        `${formatNumber(product.quantity)} ${quantityUnit(product.price_type, product.specification_id)}`.trim(),
      ),
      ...number('quantity', t.quantity, 'money'),
    },
    {
      title: t.weight,
      key: 'total_weight',
      width: WIDTHS.weight,
      align: 'right',
      ...cutCell<Product>((product) => formatWeight(product.total_weight)),
      ...number('total_weight', t.weightLong, 'weight'),
    },
    {
      title: t.amount,
      key: 'amount',
      width: WIDTHS.amount,
      align: 'right',
      ellipsis: { showTitle: false },
      // Below the freight, who pays it when the sender does, and what is collected for the
      // sender when there is some: still due, or done.
      render: (_v, product) => (
        <>
          <CutText text={formatMoney(product.amount)} />
          {product.freight_payer === 'sender' && (
            <div style={{ fontSize: 12, color: 'rgba(0, 0, 0, 0.55)' }}>
              <CutText text={FREIGHT_PAYER_LABELS.sender} />
            </div>
          )}
          {product.cod_amount > 0 && (
            <div style={{ fontSize: 12, color: 'rgba(0, 0, 0, 0.55)' }}>
              <CutText text={product.cod_due > 0 ? t.codDue(product.cod_due) : t.codDone} />
            </div>
          )}
        </>
      ),
      ...number('amount', t.amount, 'money'),
    },
    {
      title: t.paid,
      key: 'is_paid',
      width: WIDTHS.paid,
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
    ...(branchCodes ? [branchColumn(branchCodes, WIDTHS.branches)] : []),
    {
      title: t.status,
      key: 'status',
      width: WIDTHS.status,
      ellipsis: { showTitle: false },
      render: (_v, product) => {
        drawnWithBranches.set(product, branches);
        return <StatusCell product={product} branches={branches} />;
      },
      // The tag also reads whether the depot has branches, which may be known only after the
      // goods: a cell drawn without them is drawn again once they come.
      shouldCellUpdate: (row: Product, previous: Product) =>
        row !== previous || drawnWithBranches.get(row) !== branches,
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
      key: 'datetime',
      width: WIDTHS.date,
      ...cutCell<Product>((product) => formatDate(product.datetime)),
      ...tableDateRangeFilter<Product>({
        label: t.receiveDate,
        from: query.date_from,
        to: query.date_to,
        onChange: (from, to) => setFilters({ date_from: from, date_to: to }),
      }),
    },
    {
      title: t.note,
      key: 'product_type',
      ...cutCell<Product>((product) => product.product_type ?? ''),
      ...text('product_type', t.note),
    },
    {
      title: t.actions,
      key: 'actions',
      width: WIDTHS.actions,
      fixed: compact ? undefined : 'right',
      render: (_v, product) => (
        <RowActions
          editPath={`/products/update/${product.id}`}
          onDelete={() => onDelete(product)}
          iconsOnly
        />
      ),
    },
  ];
  return columns.map((column) => ({
    ...column,
    onHeaderCell: () => ({ style: HEADER_STYLE }),
    // A row's cells change only with the row: ticking a box must not redraw the whole page
    // (a phone in the loading yard, 60 rows of twelve columns).
    shouldCellUpdate:
      column.shouldCellUpdate ?? ((row: Product, previous: Product) => row !== previous),
    // A header popup near the screen's edge slides back onto it (a phone is narrower than it).
    filterDropdownProps: { autoAdjustOverflow: { adjustX: 1, adjustY: 1, shiftX: true } },
  }));
}

/**
 * The narrowest the table gets: less than its box on a 1366 px laptop with the sidebar open
 * (1 068 px), even with a 17 px page scroll bar beside it. Below (a tablet) it scrolls sideways;
 * above, the four text columns (customer, address, name, note) share what the fixed ones leave.
 * A phone scrolls through a wider table, so that those four are readable one at a time; the
 * branch column widens it rather than narrow them. On a laptop it narrows them instead: every
 * column stays on screen.
 */
export function productTableWidth(compact: boolean, branches = false): number {
  return (compact ? 1400 : 1000) + (compact && branches ? WIDTHS.branches : 0);
}
