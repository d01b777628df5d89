import {
  CUSTOMER_PAGE_SIZES,
  customerListQuerySchema,
} from '@depot/shared/customers/customers.schema';
import { NEW_ADDRESS_VERSION, type AddressVersion } from '@depot/shared/locations/locations.schema';
import { useCallback } from 'react';
import { useSearchParams } from 'react-router';
import { useListState, type ListStateOptions } from '../../../lib/use-list-state';

export type TextFilterName = 'full_name' | 'phone' | 'number_house';
export type LocationFilterName = 'province_id' | 'district_id' | 'ward_id';
export type CustomerFilterName = TextFilterName | LocationFilterName;

const OPTIONS: ListStateOptions<typeof customerListQuerySchema> = {
  pageSizes: CUSTOMER_PAGE_SIZES,
  // Each address level with the levels below it: a lower level without its parent would filter
  // on an address nobody can pick, and a change of a level clears those below. The list the
  // ids are of goes with the province: without one it means nothing.
  dependents: {
    province_id: ['district_id', 'ward_id', 'address_version'],
    district_id: ['ward_id'],
  },
};

/** A province of the 2025 list: its wards hang from it, there is no district (docs/decisions/0010-addresses-2025.md). */
const NEW_LIST_OPTIONS: ListStateOptions<typeof customerListQuerySchema> = {
  pageSizes: CUSTOMER_PAGE_SIZES,
  dependents: { province_id: ['district_id', 'ward_id', 'address_version'] },
};

/**
 * The customer list's filters, page and page size in the URL
 * (`/customers?full_name=an&province_id=79&paged=2&limit=30`).
 */
export function useCustomerListParams() {
  const [params] = useSearchParams();
  const isNewList = params.get('address_version') === String(NEW_ADDRESS_VERSION);
  const { query, setFilter, setFilters, setPage } = useListState(
    customerListQuerySchema,
    isNewList ? NEW_LIST_OPTIONS : OPTIONS,
  );
  /**
   * A province of one list or the other (docs/decisions/0010-addresses-2025.md): `address_version=2025` goes with a province
   * of the 2025 list; another province or list clears the district and ward.
   */
  const setProvince = useCallback(
    (id: number | undefined, version: AddressVersion) => {
      const isNew = id !== undefined && version === NEW_ADDRESS_VERSION;
      const same = id === query.province_id && isNew === (query.address_version === 2025);
      setFilters({
        province_id: id,
        address_version: isNew ? NEW_ADDRESS_VERSION : undefined,
        ...(same ? {} : { district_id: undefined, ward_id: undefined }),
      });
    },
    [setFilters, query.province_id, query.address_version],
  );
  return { query, setFilter, setProvince, goToPage: setPage };
}
