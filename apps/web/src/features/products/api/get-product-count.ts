import { useQuery } from '@tanstack/react-query';
import { productQueries, type ProductsListQuery } from './product-queries';

/** The totals of the list's filters; asked only while the footer shows them. */
export function useProductCount(query: ProductsListQuery, enabled: boolean) {
  return useQuery({ ...productQueries.count(query), enabled });
}
