import { eq, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { touched } from '../../db/schema/columns';
import { products } from '../../db/schema/index';
import { containsPattern } from '../../lib/sql-pattern';
import { lockSuggestion } from '../../lib/row-locks';

/** How many recent lines containing the keyword are ranked: bounds the work per keystroke. */
const CANDIDATES = 200;
/** How many merely similar lines (a typo, another word order) are ranked besides. */
const SIMILAR = 100;

export type SuggestionRow = {
  id: number;
  customer_id: number;
  name: string;
  price: number;
  price_type: string;
  quantity: number;
  total_weight: number;
  is_total_money: boolean;
  specification_id: number | null;
  specification_name: string | null;
  product_type: string | null;
  datetime: string;
  /** ISO 8601 with its offset. */
  created_at: string;
};

/**
 * Earlier live goods still offered as suggestions whose folded name contains the folded keyword
 * or is like it (pg_trgm word similarity, `%>`). Lines containing the keyword come first, then
 * the most similar, the most recent among equals. Identical suggestions (same name, price,
 * pricing and specification) are collapsed into their most recent line.
 *
 * The work per keystroke is bounded on a depot's 500 000 goods: the containing lines are the
 * most recent ones, read in index order until enough are found (a customer's through
 * products_customer_suggest_idx, everyone's through products_live_list_idx, or the trigram
 * index for a rare keyword), and the merely similar ones are a bounded sample the trigram index
 * finds; only those candidates are scored.
 */
export async function findSuggestions(
  db: Executor,
  keywordFolded: string,
  customerId: number | undefined,
  limit: number,
): Promise<SuggestionRow[]> {
  const pattern = containsPattern(keywordFolded);
  const ofCustomer: SQL = customerId === undefined ? sql`true` : sql`p.customer_id = ${customerId}`;
  const recentFirst: SQL =
    customerId === undefined ? sql`p.datetime desc, p.id desc` : sql`p.created_at desc`;
  const { rows } = await db.execute<SuggestionRow & { total_weight: string }>(sql`
    with containing as (
      select p.id from products p
      where p.deleted_at is null and p.is_suggest and ${ofCustomer} and p.name_folded like ${pattern}
      order by ${recentFirst}
      limit ${CANDIDATES}
    ), alike as (
      select p.id from products p
      where p.deleted_at is null and p.is_suggest and ${ofCustomer}
        and p.name_folded %> ${keywordFolded}
      limit ${SIMILAR}
    ), candidates as (
      select c.*, (c.name_folded like ${pattern}) as contained,
             word_similarity(${keywordFolded}, c.name_folded) as score
      from products c
      where c.id in (select id from containing union select id from alike)
    ), distinct_lines as (
      select distinct on (name, price, price_type, specification_id, is_total_money) *
      from candidates
      order by name, price, price_type, specification_id, is_total_money, created_at desc, id desc
    )
    select d.id, d.customer_id, d.name, d.price, d.price_type, d.quantity,
           d.total_weight::text as total_weight, d.is_total_money, d.specification_id,
           s.name as specification_name, d.product_type, d.datetime::text as datetime,
           to_json(d.created_at) #>> '{}' as created_at
    from distinct_lines d
    left join specifications s on s.id = d.specification_id
    order by d.contained desc, d.score desc, d.created_at desc, d.id desc
    limit ${limit}
  `);
  return rows.map((r) => ({ ...r, total_weight: Number(r.total_weight) }));
}

/** Stops offering a line as a suggestion; false when there is no such live line. */
export async function markNotSuggested(db: Executor, id: number) {
  const row = await lockSuggestion(db, id);
  if (!row) return undefined;
  if (row.is_suggest) {
    await db
      .update(products)
      .set({ is_suggest: false, ...touched() })
      .where(eq(products.id, id));
  }
  return { wasSuggested: row.is_suggest };
}
