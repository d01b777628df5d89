import { useMemo, useState } from 'react';
import {
  Button,
  Card,
  ConfigProvider,
  Grid,
  Space,
  Table,
  Typography,
  type ThemeConfig,
} from 'antd';
import { TagOutlined } from '@ant-design/icons';
import { useSearchParams } from 'react-router';
import { PRODUCT_PAGE_SIZES, type Product } from '@depot/shared/products/products.schema';
import { PageHeader } from '../../../components/page-header';
import { PhoneScreen } from '../../../components/phone/phone-screen';
import { useIsPhone } from '../../../components/phone/use-is-phone';
import { QueryErrorAlert } from '../../../components/query-error-alert';
import { useDeleteWithToast } from '../../../components/use-delete-with-toast';
import { vi } from '../../../i18n/vi';
import { branchCodesOf, useBranches } from '../../../lib/branch-queries';
import { labelsUrl } from '../../../lib/print-links';
import { DeliverSelected } from './deliver-selected';
import { useDeleteProduct } from '../api/delete-product';
import { useProducts } from '../api/get-products';
import { getProductCount, productQueryParams } from '../api/product-queries';
import { BranchFilters } from './branch-filters';
import { CodeSearch } from './code-search';
import { LaterAdvancedSearch, LaterPickupForm, useAfterFirstRows } from './later-parts';
import { PhoneGoodsFilters } from './phone-goods-filters';
import { PhoneGoodsList } from './phone-goods-list';
import { productColumns, productTableWidth } from './product-columns';
import { ProductToolbar } from './product-toolbar';
import { useProductListParams } from './use-product-list-params';
import { useGoodsTotal } from './use-goods-total';
import { useRowSelection } from './use-row-selection';
import { WeightTotals } from './weight-totals';

const t = vi.products;
/**
 * Thirteen columns on a 1366 px laptop (docs/domain.md): cells a little tighter and smaller than the
 * other lists', so the names and addresses keep some width.
 */
const TABLE_THEME: ThemeConfig = {
  components: { Table: { cellPaddingInlineSM: 6, cellFontSizeSM: 13 } },
};
/**
 * The rows of the list's first render: a laptop's screen shows about 15. The page's other rows
 * follow in the next render, once these are painted (docs/speed.md: each of 60 rows cost about as
 * much to draw as the rest of the page).
 */
const FIRST_ROWS = 20;

/**
 * `/` and `/products` (spec 1 §2 Product list page): 60 goods a page, a filter on every column,
 * all of them in the URL; rows picked across pages go onto a vehicle with the pickup form below.
 */
export function ProductsListPage() {
  const {
    query,
    setFilter,
    setFilters,
    replaceFilters,
    setLocations,
    goToPage,
    clearFilters,
    hasFilters,
  } = useProductListParams();
  const products = useProducts(query);
  // With one branch nothing about branches shows (docs/domain.md, "Branches").
  const branches = useBranches();
  const branchCodes = useMemo(
    () => (branches.shown ? branchCodesOf(branches.branches) : undefined),
    [branches.shown, branches.branches],
  );
  const total = useGoodsTotal(query, products.data?.total);
  const compact = !Grid.useBreakpoint().md;
  // A phone shows cards, not the table (docs/decisions/0002-scan-request-ids.md); a tablet keeps the table, scrolling.
  const phone = useIsPhone();
  const selection = useRowSelection(compact);
  const selectedIds = new Set(selection.selected.map((product) => product.id));
  const [searchParams] = useSearchParams();
  const filterCount = new Set(
    [...searchParams.keys()].filter((key) => key !== 'paged' && key !== 'limit'),
  ).size;
  const [advancedOpen, setAdvancedOpen] = useState(false);
  const [totalsShown, setTotalsShown] = useState(false);
  const listReady = products.data !== undefined || products.isError;
  const allRows = useAfterFirstRows(listReady);
  const rows = products.data?.rows ?? [];
  const shownRows = allRows ? rows : rows.slice(0, FIRST_ROWS);
  const { onDelete, dialog } = useDeleteWithToast<Product>({
    mutation: useDeleteProduct(),
    question: (product) => t.deleteQuestion(product.name, product.code),
    backToFirstPage: () => goToPage(1, query.limit),
  });

  const toolbar = (
    <ProductToolbar
      onlyNotLoaded={query.status === false}
      onOnlyNotLoaded={(checked) => setFilter('status', checked ? 'false' : undefined)}
      refreshing={products.isFetching}
      onRefresh={() => void products.refetch()}
      canClear={hasFilters}
      onClear={clearFilters}
      onAdvanced={() => setAdvancedOpen(true)}
      locations={query.location}
      onLocations={setLocations}
      exportQuery={productQueryParams({ ...query, paged: undefined, limit: undefined })}
      exportRows={() => getProductCount(query).then((count) => count.count)}
      listReady={listReady}
      branchFilters={branchCodes && <BranchFilters query={query} onChange={setFilters} />}
    />
  );
  const page = (
    <>
      <PageHeader title={t.listTitle} />
      <Card size="small">
        <CodeSearch
          value={query.code}
          onFilter={(code) => replaceFilters({ code })}
          onClear={() => setFilter('code', undefined)}
          autoFocus={!compact}
        />
        {phone && (
          <PhoneGoodsFilters
            active={filterCount}
            paid={query.is_paid}
            onPaid={(value) =>
              setFilter('is_paid', value === undefined ? undefined : String(value))
            }
            status={query.status}
            onStatus={(value) =>
              setFilter('status', value === undefined ? undefined : String(value))
            }
            toolbar={toolbar}
          />
        )}
        {!phone && toolbar}
        <QueryErrorAlert query={products} />
        <Space style={{ marginBottom: 8 }}>
          <Typography.Text role="status">
            {t.toolbar.selected(selection.selected.length)}
          </Typography.Text>
          {selection.selected.length > 0 && (
            <>
              <Button size="small" type="link" onClick={selection.clear}>
                {t.toolbar.clearSelection}
              </Button>
              <Button
                size="small"
                icon={<TagOutlined />}
                href={labelsUrl(selection.selected.map((product) => product.id))}
                target="_blank"
              >
                {t.toolbar.printLabels}
              </Button>
              <DeliverSelected selected={selection.selected} onDelivered={selection.clear} />
            </>
          )}
        </Space>
        {phone ? (
          <>
            <PhoneGoodsList
              rows={shownRows}
              loading={products.isFetching}
              selected={selectedIds}
              onSelect={selection.toggle}
              onDelete={onDelete}
              branchCodes={branchCodes}
              paged={query.paged}
              limit={query.limit}
              total={total.total}
              totalLabel={total.label}
              onPage={goToPage}
            />
            <WeightTotals query={query} shown={totalsShown} onShown={setTotalsShown} />
          </>
        ) : (
          <ConfigProvider theme={TABLE_THEME}>
            <Table<Product>
              className="goods-table"
              rowKey="id"
              size="small"
              tableLayout="fixed"
              columns={productColumns({
                query,
                setFilter,
                setFilters,
                onDelete,
                compact,
                branchCodes,
              })}
              rowSelection={selection.rowSelection}
              dataSource={shownRows}
              loading={products.isFetching}
              scroll={{ x: productTableWidth(compact, branchCodes !== undefined) }}
              locale={{ emptyText: t.empty }}
              footer={() => (
                <WeightTotals query={query} shown={totalsShown} onShown={setTotalsShown} />
              )}
              pagination={{
                current: query.paged,
                pageSize: query.limit,
                total: total.total,
                showSizeChanger: true,
                pageSizeOptions: [...PRODUCT_PAGE_SIZES],
                showTotal: () => total.label,
                onChange: goToPage,
              }}
            />
          </ConfigProvider>
        )}
      </Card>
      <LaterPickupForm
        listReady={listReady}
        selected={selection.selected}
        onLoaded={selection.clear}
      />
      <LaterAdvancedSearch
        open={advancedOpen}
        query={query}
        onClose={() => setAdvancedOpen(false)}
        onSearch={setFilters}
      />
      {dialog}
    </>
  );
  return <PhoneScreen>{page}</PhoneScreen>;
}
