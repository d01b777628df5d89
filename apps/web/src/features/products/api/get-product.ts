import { useQuery } from '@tanstack/react-query';
import { productQueries } from './product-queries';

/** The update form's line (GET /products/:id), read once when the form opens. */
export function useProduct(id: string | undefined) {
  return useQuery({ ...productQueries.detail(id ?? ''), enabled: id !== undefined });
}
