import type { PriceType } from '@depot/shared/products/products.rules';
import {
  SUGGESTION_LIMIT,
  type ProductSuggestion,
  type productSearchQuerySchema,
} from '@depot/shared/products/products-suggest.schema';
import type { z } from 'zod';
import { NotFoundError } from '../../errors';
import { inTransaction, type Context } from '../../lib/context';
import { foldedKeyword } from '../../lib/sql-pattern';
import { recordAudit } from '../audit/audit.service';
import * as q from './products-suggest.queries';
import { PRODUCT_ENTITY, PRODUCT_NOT_FOUND } from './products.service';
import { publishChange } from '../../lib/publish-change';

type SearchQuery = z.output<typeof productSearchQuerySchema>;

function toSuggestion(row: q.SuggestionRow): ProductSuggestion {
  return {
    id: row.id,
    customer_id: row.customer_id,
    name: row.name,
    price: Number(row.price),
    price_type: row.price_type as PriceType,
    quantity: row.quantity,
    total_weight: row.total_weight,
    is_total_money: row.is_total_money,
    specification_id:
      row.specification_id === null
        ? null
        : { id: row.specification_id, name: row.specification_name ?? '' },
    product_type: row.product_type,
    datetime: row.datetime,
    created_at: new Date(row.created_at).toISOString(),
  };
}

/** Earlier goods like the typed name (of the customer when given); a blank keyword finds none. */
export async function searchSuggestions(
  ctx: Context,
  { query, customer_id }: SearchQuery,
): Promise<ProductSuggestion[]> {
  const keyword = foldedKeyword(query);
  if (!keyword) return [];
  const rows = await q.findSuggestions(ctx.db, keyword, customer_id, SUGGESTION_LIMIT);
  return rows.map(toSuggestion);
}

/** The goods stay; they are no longer offered as a suggestion. */
export async function removeSuggestion(ctx: Context, id: number): Promise<void> {
  await inTransaction(ctx, async (tx) => {
    const result = await q.markNotSuggested(tx.db, id);
    if (!result) throw new NotFoundError(PRODUCT_NOT_FOUND);
    if (!result.wasSuggested) return;
    await recordAudit(tx, [
      {
        entity: PRODUCT_ENTITY,
        entity_id: id,
        action: 'update',
        before: { is_suggest: true },
        after: { is_suggest: false },
      },
    ]);
    await publishChange(tx, 'suggestionRemoved', [id]);
  });
}
