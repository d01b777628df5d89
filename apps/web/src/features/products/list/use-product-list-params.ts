import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { formatLocationGroup, type LocationGroup } from '@depot/shared/products/location-groups';
import {
  PRODUCT_PAGE_SIZE,
  PRODUCT_PAGE_SIZES,
  productListQuerySchema,
} from '@depot/shared/products/products.schema';
import {
  readListQuery,
  writeListParams,
  type FilterValue,
  type ListStateOptions,
} from '../../../lib/use-list-state';
import { NEW_ADDRESS_VERSION } from '@depot/shared/locations/locations.schema';
import type { ProductsListQuery } from '../api/product-queries';

export type TextFilterName = 'code' | 'customer' | 'name' | 'product_type';
export type NumberFilterName = 'price' | 'quantity' | 'total_weight' | 'amount';
export type ProductFilterName = Exclude<keyof ProductsListQuery, 'location' | 'paged' | 'limit'>;
export type ProductFilterChanges = Partial<Record<ProductFilterName, FilterValue>>;

type Schema = typeof productListQuerySchema;
// The list the address ids are of goes with the province (docs/decisions/0010-addresses-2025.md).
const DEPENDENTS = {
  province_id: ['district_id', 'ward_id', 'address_version'],
  district_id: ['ward_id'],
} as const;
const OPTIONS: ListStateOptions<Schema> = {
  pageSizes: PRODUCT_PAGE_SIZES,
  dependents: DEPENDENTS,
};
/** A province of the 2025 list: its wards hang from it, there is no district. */
const NEW_LIST_OPTIONS: ListStateOptions<Schema> = {
  pageSizes: PRODUCT_PAGE_SIZES,
  dependents: { province_id: DEPENDENTS.province_id },
};
const isNewList = (params: URLSearchParams) =>
  params.get('address_version') === String(NEW_ADDRESS_VERSION);

/** The repeatable `location` groups: useListState reads one value a key, these are many. */
function readLocations(params: URLSearchParams): LocationGroup[] {
  const parsed = productListQuerySchema.shape.location.safeParse(params.getAll('location'));
  return parsed.success ? parsed.data : [];
}

/** The goods list's query from its URL: the page's own, and the start-up's prefetch (app/). */
export function readProductListQuery(searchParams: URLSearchParams): ProductsListQuery {
  return {
    ...readListQuery(
      productListQuerySchema,
      searchParams,
      isNewList(searchParams) ? NEW_LIST_OPTIONS : OPTIONS,
    ),
    location: readLocations(searchParams),
  };
}

/**
 * The goods list's page, size and every filter in the URL
 * (`/products?customer=an&price=50000&price_op=%3E&location=79.760.26740&paged=2`), read by the
 * shared list query schema, so a reload or a shared link shows the same rows. Several filters
 * change in one navigation (a number and its operator, the advanced search).
 */
export function useProductListParams() {
  const [searchParams, setSearchParams] = useSearchParams();
  const query = useMemo(() => readProductListQuery(searchParams), [searchParams]);

  /** Sets (blank or undefined: clears) filters and shows page 1; a changed parent clears its levels. */
  const setFilters = useCallback(
    (changes: ProductFilterChanges) =>
      setSearchParams((previous) => {
        const next: Record<string, FilterValue> = { paged: 1 };
        for (const [name, raw] of Object.entries(changes)) {
          const value = typeof raw === 'string' ? raw.trim() : raw;
          next[name] = value;
          const children =
            name === 'district_id' && isNewList(previous)
              ? []
              : (DEPENDENTS[name as keyof typeof DEPENDENTS] ?? []);
          if (String(value ?? '') !== (previous.get(name) ?? ''))
            for (const child of children) if (!(child in changes)) next[child] = undefined;
        }
        return writeListParams(previous, next, PRODUCT_PAGE_SIZE);
      }),
    [setSearchParams],
  );

  const setFilter = useCallback(
    (name: ProductFilterName, value: FilterValue) => setFilters({ [name]: value }),
    [setFilters],
  );

  /** Replaces the address groups (repeatable `location=p.d.w`), from page 1. */
  const setLocations = useCallback(
    (groups: LocationGroup[]) =>
      setSearchParams((previous) => {
        const next = writeListParams(previous, { paged: 1 }, PRODUCT_PAGE_SIZE);
        next.delete('location');
        for (const group of groups) next.append('location', formatLocationGroup(group));
        return next;
      }),
    [setSearchParams],
  );

  /** Another page; a new page size starts again from page 1. */
  const goToPage = useCallback(
    (paged: number, limit: number = query.limit) =>
      setSearchParams((previous) =>
        writeListParams(
          previous,
          { paged: limit === query.limit ? paged : 1, limit },
          PRODUCT_PAGE_SIZE,
        ),
      ),
    [setSearchParams, query.limit],
  );

  /** Only these filters, from page 1: every other filter goes, the page size stays. */
  const replaceFilters = useCallback(
    (changes: ProductFilterChanges) =>
      setSearchParams((previous) =>
        writeListParams(
          new URLSearchParams(),
          { limit: previous.get('limit') ?? undefined, ...changes },
          PRODUCT_PAGE_SIZE,
        ),
      ),
    [setSearchParams],
  );

  /** 'Xóa tìm kiếm': every filter goes, the page size stays. */
  const clearFilters = useCallback(() => replaceFilters({}), [replaceFilters]);

  const hasFilters = [...searchParams.keys()].some((key) => key !== 'paged' && key !== 'limit');

  return {
    query,
    setFilter,
    setFilters,
    replaceFilters,
    setLocations,
    goToPage,
    clearFilters,
    hasFilters,
  };
}
