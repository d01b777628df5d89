-- Issue 26: the calls whose cost grew with the depot. See docs/speed.md for each call's growth.
--
-- 1. The goods count with a price or quantity filter (`price > median` summed half the depot
-- row by row: 500 000 goods, 100–190 ms): the live goods' totals kept per price and per
-- quantity, so the count sums the few thousand values past the bound instead of the goods.
CREATE TABLE "goods_value_totals" (
	"kind" varchar(10) NOT NULL,
	"value" bigint NOT NULL,
	"goods" integer DEFAULT 0 NOT NULL,
	"quantity" bigint DEFAULT 0 NOT NULL,
	"total_weight" numeric(18, 2) DEFAULT 0 NOT NULL,
	"amount" numeric(20, 0) DEFAULT 0 NOT NULL,
	CONSTRAINT "goods_value_totals_kind_value_pk" PRIMARY KEY("kind","value"),
	CONSTRAINT "goods_value_totals_kind_check" CHECK ("kind" in ('price', 'quantity'))
);
--> statement-breakpoint
CREATE TYPE goods_value_change AS
  (sign integer, price bigint, quantity integer, total_weight numeric, price_type varchar,
   is_total_money boolean);
--> statement-breakpoint
-- Adds changes of live goods (sign 1 for goods as they are now, -1 for what they were) to the
-- kept totals. Grouped first: a bulk insert is one upsert per value, and values whose figures
-- net to nothing are not touched. The rows are locked in (kind, value) order, so two writers
-- never wait on each other in a circle. The amount is productAmountSql() (DESIGN.md decision 1).
CREATE FUNCTION goods_value_totals_add(changes goods_value_change[]) RETURNS void
LANGUAGE sql AS $$
  INSERT INTO goods_value_totals AS t (kind, value, goods, quantity, total_weight, amount)
  SELECT v.kind, v.value, sum(d.sign), sum(d.sign * d.quantity), sum(d.sign * d.total_weight),
         sum(d.sign * d.amount)
  FROM (SELECT c.*, CASE WHEN c.is_total_money THEN c.price::numeric
                         WHEN c.price_type = 'package' THEN c.price::numeric * c.quantity
                         ELSE round(c.price::numeric * c.total_weight) END AS amount
        FROM unnest(changes) AS c) AS d
  CROSS JOIN LATERAL (VALUES ('price', d.price), ('quantity', d.quantity::bigint)) AS v(kind, value)
  GROUP BY v.kind, v.value
  HAVING sum(d.sign) <> 0 OR sum(d.sign * d.quantity) <> 0 OR sum(d.sign * d.total_weight) <> 0
      OR sum(d.sign * d.amount) <> 0
  ORDER BY v.kind, v.value
  ON CONFLICT (kind, value) DO UPDATE SET
    goods = t.goods + excluded.goods,
    quantity = t.quantity + excluded.quantity,
    total_weight = t.total_weight + excluded.total_weight,
    amount = t.amount + excluded.amount;
$$;
--> statement-breakpoint
-- Statement-level, with transition tables: a pickup or payment of 100 goods (no price, quantity
-- or amount change) adds nothing and locks no totals row.
CREATE FUNCTION goods_value_totals_apply() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- Each branch names only the transition tables its operation has.
  IF TG_OP = 'INSERT' THEN
    PERFORM goods_value_totals_add(ARRAY(
      SELECT (1, price, quantity, total_weight, price_type, is_total_money)::goods_value_change
      FROM new_rows WHERE deleted_at IS NULL));
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM goods_value_totals_add(ARRAY(
      SELECT (-1, price, quantity, total_weight, price_type, is_total_money)::goods_value_change
      FROM old_rows WHERE deleted_at IS NULL));
  ELSE
    PERFORM goods_value_totals_add(ARRAY(
      SELECT s.change
      FROM old_rows o JOIN new_rows n ON n.id = o.id
      CROSS JOIN LATERAL (VALUES
        ((-1, o.price, o.quantity, o.total_weight, o.price_type, o.is_total_money)::goods_value_change,
         o.deleted_at IS NULL),
        ((1, n.price, n.quantity, n.total_weight, n.price_type, n.is_total_money)::goods_value_change,
         n.deleted_at IS NULL)
      ) AS s(change, live)
      WHERE s.live
        AND (o.price, o.quantity, o.total_weight, o.price_type, o.is_total_money, o.deleted_at IS NULL)
            IS DISTINCT FROM
            (n.price, n.quantity, n.total_weight, n.price_type, n.is_total_money, n.deleted_at IS NULL)));
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER products_value_totals_insert AFTER INSERT ON products
  REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION goods_value_totals_apply();
--> statement-breakpoint
CREATE TRIGGER products_value_totals_update AFTER UPDATE ON products
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION goods_value_totals_apply();
--> statement-breakpoint
CREATE TRIGGER products_value_totals_delete AFTER DELETE ON products
  REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION goods_value_totals_apply();
--> statement-breakpoint
-- The goods already there (an existing depot).
INSERT INTO goods_value_totals (kind, value, goods, quantity, total_weight, amount)
SELECT v.kind, v.value, count(*), sum(live.quantity), sum(live.total_weight), sum(live.amount)
FROM (SELECT price, quantity, total_weight,
             CASE WHEN is_total_money THEN price::numeric
                  WHEN price_type = 'package' THEN price::numeric * quantity
                  ELSE round(price::numeric * total_weight) END AS amount
      FROM products WHERE deleted_at IS NULL) AS live
CROSS JOIN LATERAL (VALUES ('price', live.price), ('quantity', live.quantity::bigint)) AS v(kind, value)
GROUP BY v.kind, v.value;
--> statement-breakpoint
-- 2. The goods waiting for a vehicle counted (`status=false`): an index-only scan of the waiting
-- goods, which are the yard's, not the depot's history (27 000 rows: 51 → 25 ms).
CREATE INDEX "products_waiting_cover_idx" ON "products" USING btree ("customer_id")
  INCLUDE ("price", "quantity", "total_weight", "price_type", "is_total_money")
  WHERE "products"."deleted_at" is null and not "products"."status";
--> statement-breakpoint
-- 3. A busy customer's suggestions: the customer and the trigram of the name in one GIN index
-- (btree_gin), instead of the trigram bitmap of the whole depot ANDed with the customer's goods
-- (82 000 trigram matches for "thu" read to keep 1 300: 24 → 4 ms).
CREATE EXTENSION IF NOT EXISTS btree_gin;
--> statement-breakpoint
CREATE INDEX "products_customer_suggest_trgm" ON "products" USING gin ("customer_id", "name_folded" gin_trgm_ops)
  WHERE "products"."deleted_at" is null and "products"."is_suggest";
