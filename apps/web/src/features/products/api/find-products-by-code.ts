import { useMutation } from '@tanstack/react-query';
import { productsApi } from '@depot/shared/products/products.contract';
import { callApi } from '../../../lib/api-call';

/**
 * How many goods a code lookup reads: a whole code in a month of more than 9 999 goods begins
 * longer codes too (`2611-1234` → `2611-12345`), and the one written exactly must be among them.
 */
export const CODE_LOOKUP_LIMIT = 15;

/**
 * GET /products?code=… (a code typed or scanned): the goods whose code begins with it, newest
 * first, and how many there are, whatever filters the list has. A mutation, not a query: it runs
 * once per Enter, on what was typed, and is never cached.
 */
export function useFindProductsByCode() {
  return useMutation({
    mutationFn: async (code: string) =>
      (
        await callApi(productsApi.list, {
          query: { code, limit: CODE_LOOKUP_LIMIT, location: [] },
        })
      ).data,
  });
}
