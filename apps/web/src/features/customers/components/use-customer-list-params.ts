import {
  CUSTOMER_PAGE_SIZES,
  customerListQuerySchema,
} from '@depot/shared/customers/customers.schema';
import { useListState, type ListStateOptions } from '../../../lib/use-list-state';

export type TextFilterName = 'full_name' | 'phone' | 'number_house';
export type LocationFilterName = 'province_id' | 'district_id' | 'ward_id';
export type CustomerFilterName = TextFilterName | LocationFilterName;

const OPTIONS: ListStateOptions<typeof customerListQuerySchema> = {
  pageSizes: CUSTOMER_PAGE_SIZES,
  // Each address level with the levels below it: a lower level without its parent would filter
  // on an address nobody can pick, and a change of a level clears those below.
  dependents: { province_id: ['district_id', 'ward_id'], district_id: ['ward_id'] },
};

/**
 * The customer list's filters, page and page size in the URL
 * (`/customers?full_name=an&province_id=79&paged=2&limit=30`).
 */
export function useCustomerListParams() {
  const { query, setFilter, setPage } = useListState(customerListQuerySchema, OPTIONS);
  return { query, setFilter, goToPage: setPage };
}
