import { useQuery } from '@tanstack/react-query';
import { productQueries, type ProductsListQuery } from './product-queries';

export type { ProductsListQuery } from './product-queries';

export function useProducts(query: ProductsListQuery) {
  return useQuery(productQueries.list(query));
}
