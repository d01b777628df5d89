import { z } from 'zod';
import { optionalIdFilter } from '../validation/numbers';
import { textFilter } from '../validation/text-rules';
import { PRICE_TYPES } from './products.rules';

/**
 * Name suggestions (spec 1 §3 Suggestion): earlier goods like the name being typed, offered as
 * chips on the goods form.
 */

/** GET /products/search. */
export const productSearchQuerySchema = z.object({
  query: textFilter(),
  customer_id: optionalIdFilter('Khách hàng'),
});

/** An earlier product offered as a suggestion chip (spec 1 §3 Suggestion). */
export const productSuggestionSchema = z.object({
  id: z.number().int(),
  customer_id: z.number().int(),
  name: z.string(),
  price: z.number().int(),
  price_type: z.enum(PRICE_TYPES),
  quantity: z.number().int(),
  total_weight: z.number(),
  is_total_money: z.boolean(),
  specification_id: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  product_type: z.string().nullable(),
  datetime: z.string(),
  created_at: z.string(),
});
export type ProductSuggestion = z.infer<typeof productSuggestionSchema>;

/** How many suggestions the form shows at most. */
export const SUGGESTION_LIMIT = 10;
