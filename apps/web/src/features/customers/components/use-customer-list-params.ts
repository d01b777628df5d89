import { useSearchParams } from 'react-router';
import { CUSTOMER_PAGE_SIZE, CUSTOMER_PAGE_SIZES } from '@depot/shared/customers/customers.schema';
import type { CustomersListQuery } from '../api/get-customers';

export type TextFilterName = 'full_name' | 'phone' | 'number_house';
export type LocationFilterName = 'province_id' | 'district_id' | 'ward_id';
export type CustomerFilterName = TextFilterName | LocationFilterName;

/** Each address level with the levels below it, which a change of that level clears. */
const LOWER_LEVELS: Record<LocationFilterName, LocationFilterName[]> = {
  province_id: ['district_id', 'ward_id'],
  district_id: ['ward_id'],
  ward_id: [],
};

function positiveInt(value: string | null): number | undefined {
  const n = Number(value);
  return value !== null && Number.isInteger(n) && n > 0 ? n : undefined;
}

function text(value: string | null): string | undefined {
  const trimmed = value?.trim();
  return trimmed ? trimmed : undefined;
}

function pageSize(value: string | null): number {
  const n = positiveInt(value);
  return n !== undefined && (CUSTOMER_PAGE_SIZES as readonly number[]).includes(n)
    ? n
    : CUSTOMER_PAGE_SIZE;
}

/** The list's query as the URL holds it, so that refresh and back keep filters and page. */
function readQuery(params: URLSearchParams): CustomersListQuery {
  // A lower level without its parent would filter on an address nobody can pick: drop it.
  const province_id = positiveInt(params.get('province_id'));
  const district_id = province_id ? positiveInt(params.get('district_id')) : undefined;
  const ward_id = district_id ? positiveInt(params.get('ward_id')) : undefined;
  return {
    paged: positiveInt(params.get('paged')) ?? 1,
    limit: pageSize(params.get('limit')),
    full_name: text(params.get('full_name')),
    phone: text(params.get('phone')),
    number_house: text(params.get('number_house')),
    province_id,
    district_id,
    ward_id,
  };
}

/**
 * The customer list's filters, page and page size, kept in the URL search params
 * (`/customers?full_name=an&province_id=79&paged=2&limit=30`).
 */
export function useCustomerListParams() {
  const [searchParams, setSearchParams] = useSearchParams();
  const query = readQuery(searchParams);

  const change = (changes: Partial<Record<keyof CustomersListQuery, string | number>>) => {
    setSearchParams((previous) => {
      const next = new URLSearchParams(previous);
      for (const [key, value] of Object.entries(changes)) {
        if (value === undefined || value === '') next.delete(key);
        else next.set(key, String(value));
      }
      // Page 1 and the default size are the plain /customers.
      if (next.get('paged') === '1') next.delete('paged');
      if (next.get('limit') === String(CUSTOMER_PAGE_SIZE)) next.delete('limit');
      return next;
    });
  };

  /** Sets (or, with undefined, clears) one filter and goes back to page 1. */
  const setFilter = (name: CustomerFilterName, value: string | number | undefined) => {
    const changes: Partial<Record<keyof CustomersListQuery, string | number>> = {
      [name]: typeof value === 'string' ? value.trim() : value,
      paged: undefined,
    };
    if (name in LOWER_LEVELS && value !== query[name]) {
      for (const lower of LOWER_LEVELS[name as LocationFilterName]) changes[lower] = undefined;
    }
    change(changes);
  };

  /** Another page; a new page size starts again from page 1. */
  const goToPage = (paged: number, limit: number) => {
    change({ paged: limit === query.limit ? paged : 1, limit });
  };

  return { query, setFilter, goToPage };
}
